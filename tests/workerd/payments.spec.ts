import { createClient, type Client } from "@libsql/client";
import { expect, test } from "./fixtures";
import { eq } from "drizzle-orm";
import { drizzle, type LibSQLDatabase } from "drizzle-orm/libsql";
import Stripe from "stripe";
import { orders, paymentEvents, users } from "../../db/schema";
import { BRIDGE_PORT, WORKERD_WEBHOOK_SECRET } from "../support/ports";

// The production Worker build verifies Stripe's signature with SubtleCrypto (the Node-only HMAC does not
// run in workerd) and applies the event to the database it reads through the libSQL bridge.

// The test reaches the Worker's database as the Worker does, over libSQL's HTTP protocol.
// One client per group of tests a worker runs: with fullyParallel, a worker runs this file's afterAll
// after each group and may then run another of its tests, so a client made at import would be closed.
let client: Client;
let db: LibSQLDatabase;
test.beforeAll(() => {
  client = createClient({ url: `http://127.0.0.1:${BRIDGE_PORT}` });
  db = drizzle(client);
});
test.afterAll(() => client.close());

async function pendingOrder() {
  const userId = crypto.randomUUID();
  const orderId = crypto.randomUUID();
  const sessionId = `cs_test_${crypto.randomUUID().replace(/-/g, "")}`;
  await db.batch([
    db.insert(users).values({ id: userId, email: `${userId}@example.com`, passwordHash: "unused", country: "CA" }),
    db.insert(orders).values({
      id: orderId,
      userId,
      productName: "budget-bootcamp",
      status: "pending",
      amount: 5900,
      currency: "CAD",
      providerReference: sessionId,
    }),
  ]);
  return { userId, orderId, sessionId };
}

const orderState = (orderId: string) =>
  db.select({ status: orders.status, paymentId: orders.providerPaymentId }).from(orders).where(eq(orders.id, orderId)).get();

const recorded = async (eventId: string) => (await db.select().from(paymentEvents).where(eq(paymentEvents.id, eventId))).length;

function completedEvent(order: Awaited<ReturnType<typeof pendingOrder>>) {
  const paymentId = `pi_test_${crypto.randomUUID().replace(/-/g, "")}`;
  const event = {
    id: `evt_test_${crypto.randomUUID().replace(/-/g, "")}`,
    object: "event",
    type: "checkout.session.completed",
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: order.sessionId,
        object: "checkout.session",
        mode: "payment",
        status: "complete",
        payment_status: "paid",
        client_reference_id: order.userId,
        customer: "cus_test_workerd",
        metadata: { products: "budget-bootcamp", user_id: order.userId },
        currency: "cad",
        amount_subtotal: 5900,
        amount_total: 5900,
        total_details: { amount_tax: 0 },
        payment_intent: paymentId,
        subscription: null,
        livemode: false,
      },
    },
  };
  return { event, payload: JSON.stringify(event), paymentId };
}

const sign = (payload: string, secret = WORKERD_WEBHOOK_SECRET) =>
  Stripe.webhooks.generateTestHeaderStringAsync({ payload, secret, cryptoProvider: Stripe.createSubtleCryptoProvider() });

test("a signed checkout.session.completed marks the order paid", async ({ request }) => {
  const order = await pendingOrder();
  const { event, payload, paymentId } = completedEvent(order);
  const response = await request.post("/webhooks/stripe", {
    data: payload,
    headers: { "Stripe-Signature": await sign(payload), "Content-Type": "application/json" },
  });
  expect(response.status()).toBe(200);
  expect(await orderState(order.orderId)).toEqual({ status: "paid", paymentId });
  expect(await recorded(event.id)).toBe(1);
});

test("a wrongly signed event is refused with 400 and changes nothing", async ({ request }) => {
  const order = await pendingOrder();
  const { event, payload } = completedEvent(order);
  const response = await request.post("/webhooks/stripe", {
    data: payload,
    headers: { "Stripe-Signature": await sign(payload, "whsec_someone_else"), "Content-Type": "application/json" },
  });
  expect(response.status()).toBe(400);
  expect(await orderState(order.orderId)).toEqual({ status: "pending", paymentId: null });
  expect(await recorded(event.id)).toBe(0);
});
