import Stripe from "stripe";
import { rememberCurrencyChoice } from "~/lib/http/currency.server";
import { COMMAND_ACTOR } from "~/features/admin/audit.server";
import { changeRole } from "~/features/admin/roles.server";
import { grantComp } from "~/features/admin/learners.server";
import { findCourseBySlug } from "~/lib/domain/catalog";
import { loader as ordersLoader } from "~/routes/admin.orders";
import { runHourlyWork } from "../../server/hourly";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { AUTH_TEXTS } from "~/lib/services/auth/texts";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { action as billingAction } from "~/routes/billing";
import { action as checkoutAction } from "~/routes/checkout";
import { loader as rootLoader } from "~/root";
import { loader as dashboardLoader } from "~/routes/dashboard";
import { loader as purchasesLoader } from "~/routes/dashboard.purchases";
import { action as refundAction, loader as refundLoader } from "~/routes/dashboard.purchases_.$orderId.refund";
import { loader as receiptLoader } from "~/routes/dashboard_.purchases.$orderId.receipt";
import { loader as subscriptionLoader } from "~/routes/dashboard.subscription";
import { action as webhookAction } from "~/routes/webhooks.stripe";
import { loader as successLoader } from "~/routes/checkout_.success";
import { createSession } from "~/lib/services/auth/session.server";
import { eq } from "drizzle-orm";
import { action as settingsAction } from "~/routes/dashboard.settings";
import { loader as certificateLoader } from "~/routes/certificates.$certificateId";
import { hashPassword } from "~/lib/services/password.server";
import { certificates, customers, orders, paymentEvents, subscribers, subscriptionChanges, users } from "../../db/schema";
import { parseSettings, SELLER_PLACEHOLDERS } from "../../server/settings";
import { createPayments } from "../../server/payments";
import { createTestDatabase, RAW_TEST_SETTINGS } from "../support/database";
import { FAKE_CARD, fakeCharge, startFakeStripe } from "../support/fake-stripe";
import { purchasesOf } from "~/features/payments/orders.server";
import { routeResult } from "../support/route-result";

const WEBHOOK_SECRET = "whsec_test_secret";
const PASSWORD = "Maple-Leaf-2026";
let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
let test: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  stripe = await startFakeStripe();
});
afterAll(() => stripe.close());
beforeEach(async () => {
  stripe.reset();
  stripe.failCheckouts(false);
  test = await createTestDatabase(
    parseSettings({
      ...RAW_TEST_SETTINGS,
      // A live site's kind of key, so its words are production's (a test key marks them as tests); the
      // requests go to the fake Stripe all the same.
      STRIPE_SECRET_KEY: "sk_live_fake",
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
    }),
  );
});
afterEach(() => test.cleanup());

async function createUser(country: "CA" | "US") {
  const id = crypto.randomUUID();
  const email = `${id}@example.com`;
  await test.db.insert(users).values({ id, email, passwordHash: "unused", country, emailVerifiedAt: new Date() });
  const cookie = (await createSession(test.context, id, { persistent: false })).split(";")[0]!;
  return { id, email, cookie };
}

function checkout(cookie: string, body: Record<string, string>) {
  const request = new Request("http://localhost/checkout", { method: "POST", body: new URLSearchParams(body), headers: { Cookie: cookie } });
  return checkoutAction({ request, params: {}, context: test.requestContext() }) as Promise<Response>;
}

const sessionCreates = () => stripe.requests.filter((request) => request.path === "/v1/checkout/sessions" && request.method === "POST");

async function deliver(event: object, { context = test.context, timestamp }: { context?: AppLoadContext; timestamp?: number } = {}) {
  const payload = JSON.stringify(event);
  const signature = await Stripe.webhooks.generateTestHeaderStringAsync({
    payload,
    secret: WEBHOOK_SECRET,
    timestamp,
    cryptoProvider: Stripe.createSubtleCryptoProvider(),
  });
  const request = new Request("http://localhost/webhooks/stripe", { method: "POST", body: payload, headers: { "Stripe-Signature": signature } });
  return (await webhookAction({ request, params: {}, context })) as Response;
}

type SessionState = "paid" | "refunded" | "processing" | "failed" | "expired";

/** When Stripe's refunds in these tests were made (seconds since the epoch): an hour ago. */
const REFUNDED_AT = Math.floor(Date.now() / 1000) - 3600;

/**
 * A course's payment-mode session as Stripe has it in `state`, read back as the app reads it: its
 * payment intent expanded with the latest charge.
 */
function stripeSession(sessionId: string, userId: string, state: SessionState, paymentIntentId = "pi_test_1") {
  const paid = state === "paid" || state === "refunded";
  const intentStatus = (
    { paid: "succeeded", refunded: "succeeded", processing: "processing", failed: "requires_payment_method", expired: null } as const
  )[state];
  return {
    id: sessionId,
    object: "checkout.session",
    mode: "payment",
    status: state === "expired" ? "expired" : "complete",
    payment_status: paid ? "paid" : "unpaid",
    client_reference_id: userId,
    customer: "cus_fake_1",
    metadata: { products: "budget-bootcamp", user_id: userId },
    currency: "cad",
    amount_subtotal: 5900,
    amount_total: 5900,
    total_details: { amount_tax: 0 },
    payment_intent:
      intentStatus === null
        ? null
        : {
            id: paymentIntentId,
            object: "payment_intent",
            status: intentStatus,
            latest_charge: paid
              ? fakeCharge({ id: "ch_1", paymentIntent: paymentIntentId, refundedAt: state === "refunded" ? REFUNDED_AT : undefined })
              : null,
          },
    subscription: null,
    // The suite's key is a live-looking one (production's texts).
    livemode: true,
  };
}

/** Stripe now has the session in `state`: the stand-in answers with it from here on. */
function stripeHas(sessionId: string, userId: string, state: SessionState, paymentIntentId?: string) {
  stripe.set(sessionId, stripeSession(sessionId, userId, state, paymentIntentId));
}

/** An event about the session, carrying its copy as events do: the payment intent as an id only. */
function sessionEvent(
  type: string,
  sessionId: string,
  userId: string,
  state: SessionState,
  eventId = `evt_${crypto.randomUUID()}`,
  paymentIntentId?: string,
) {
  const session = stripeSession(sessionId, userId, state, paymentIntentId);
  return eventOf(type, { ...session, payment_intent: session.payment_intent?.id ?? null }, eventId);
}

/** Stripe completes the session (paid) and sends checkout.session.completed. */
function completedEvent(sessionId: string, userId: string, eventId?: string, paymentIntentId?: string) {
  stripeHas(sessionId, userId, "paid", paymentIntentId);
  return sessionEvent("checkout.session.completed", sessionId, userId, "paid", eventId, paymentIntentId);
}

const refundedCharge = (refunded: boolean) => ({ id: "ch_1", object: "charge", payment_intent: "pi_test_1", refunded });

/** charge.dispute.closed for a payment: the bank's decision, `won` or `lost`. */
const disputeClosed = (status: "won" | "lost", paymentIntent = "pi_test_1") =>
  eventOf("charge.dispute.closed", {
    id: `dp_${crypto.randomUUID()}`,
    object: "dispute",
    status,
    payment_intent: paymentIntent,
    charge: "ch_1",
  });

async function startCourseCheckout() {
  const ana = await createUser("CA");
  const response = await checkout(ana.cookie, { product: "budget_bootcamp" });
  const [order] = await test.db.select().from(orders);
  return { ana, response, order: order! };
}

const orderRows = () => test.db.select().from(orders);

const eventOf = (type: string, object: object, id = `evt_${crypto.randomUUID()}`) => ({
  id,
  object: "event",
  type,
  created: Math.floor(Date.now() / 1000),
  data: { object },
});

/** When the subscriptions below are paid up to: a month from now. */
const PERIOD_END = Math.floor(Date.now() / 1000) + 30 * 86400;

/** A plan subscription of the customer `cus_bob` as Stripe has it (the price only when a test needs it). */
function bobsSubscription(
  userId: string,
  status: string,
  { tier = "premium", cancelAtPeriodEnd = false, price }: { tier?: string; cancelAtPeriodEnd?: boolean; price?: object } = {},
) {
  return {
    id: "sub_bob",
    object: "subscription",
    customer: "cus_bob",
    status,
    cancel_at_period_end: cancelAtPeriodEnd,
    metadata: { tier, user_id: userId },
    items: { object: "list", data: [{ id: "si_1", current_period_end: PERIOD_END, ...(price ? { price } : {}) }] },
  };
}

/** An invoice of `sub_bob`, as invoice.paid and invoice.payment_failed carry it. */
const bobsInvoice = (id = "in_1") => ({
  id,
  object: "invoice",
  parent: { type: "subscription_details", subscription_details: { subscription: "sub_bob" } },
});

/** The toast the next page shows after a redirect (read by the root loader from the flash cookie). */
async function toastAfter(response: Response) {
  const cookie = response.headers.get("Set-Cookie")!.split(";")[0]!;
  const request = new Request("http://localhost/", { headers: { Cookie: cookie } });
  return routeResult(await rootLoader({ request, params: {}, context: test.requestContext() })).value.toast;
}

const mailTo = (email: string, subject: string) =>
  test.outbox.filter((mail) => mail.to === email && mail.subject === subject).map((mail) => mail.text);

describe("starting a checkout against Stripe's API", () => {
  it("creates the customer once, a pending order, and a payment-mode session in CAD with our idempotency key", async () => {
    const { ana, response, order } = await startCourseCheckout();
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_fake_/);
    const [created] = sessionCreates();
    expect(created!.body).toMatchObject({
      mode: "payment",
      customer: "cus_fake_1",
      client_reference_id: ana.id,
      "line_items[0][price_data][currency]": "cad",
      "line_items[0][price_data][unit_amount]": "5900",
      "line_items[0][price_data][product_data][name]": "7-Day Budget Bootcamp",
      "line_items[0][quantity]": "1",
      "metadata[products]": "budget-bootcamp",
      "metadata[user_id]": ana.id,
      success_url: "http://localhost:3000/checkout/success?session_id={CHECKOUT_SESSION_ID}",
      cancel_url: "http://localhost:3000/checkout/cancel?returnTo=%2Fcourses%2Fbudget-bootcamp",
    });
    expect(created!.body).not.toHaveProperty("automatic_tax[enabled]");
    expect(created!.idempotencyKey).toBe(`checkout-${order.id}`);
    expect(order).toMatchObject({ status: "pending", amount: 5900, currency: "CAD", productName: "budget-bootcamp", userId: ana.id });
    expect(order.providerReference).toBe(response.headers.get("Location")!.split("/").at(-1));

    // A second purchase reuses the customer.
    await checkout(ana.cookie, { product: "debt_challenge" });
    expect(stripe.requests.filter((request) => request.path === "/v1/customers")).toHaveLength(1);
    expect(sessionCreates()[1]!.body).toMatchObject({ customer: "cus_fake_1", "line_items[0][price_data][unit_amount]": "12500" });
    expect(await test.db.select().from(customers)).toHaveLength(1);
  });

  it("opens Checkout in Canadian French for a buyer on a French page, and comes back to the French pages", async () => {
    const ana = await createUser("CA");
    const request = new Request("http://localhost/fr/checkout", {
      method: "POST",
      body: new URLSearchParams({ product: "budget_bootcamp", returnTo: "/courses/budget-bootcamp" }),
      headers: { Cookie: ana.cookie },
    });
    await checkoutAction({ request, params: {}, context: { ...test.requestContext(), locale: "fr" } });
    expect(sessionCreates()[0]!.body).toMatchObject({
      locale: "fr-CA",
      success_url: "http://localhost:3000/fr/checkout/success?session_id={CHECKOUT_SESSION_ID}",
      cancel_url: "http://localhost:3000/fr/checkout/cancel?returnTo=%2Fcourses%2Fbudget-bootcamp",
    });
    // An English page's checkout names no language: Stripe follows the browser's, as before.
    await checkout(ana.cookie, { product: "debt_challenge" });
    expect(sessionCreates()[1]!.body).not.toHaveProperty("locale");
  });

  it("subscribes to a plan in USD as a monthly subscription, and never twice", async () => {
    const bob = await createUser("US");
    const response = await checkout(bob.cookie, { plan: "premium" });
    expect(response.status).toBe(303);
    expect(sessionCreates()[0]!.body).toMatchObject({
      mode: "subscription",
      "line_items[0][price_data][currency]": "usd",
      "line_items[0][price_data][unit_amount]": "1900",
      "line_items[0][price_data][recurring][interval]": "month",
      "subscription_data[metadata][tier]": "premium",
      "metadata[tier]": "premium",
    });
    expect(await orderRows()).toHaveLength(0);

    const nextMonth = new Date(Date.now() + 30 * 86_400_000);
    await test.db.insert(subscribers).values({ userId: bob.id, subscribed: true, subscriptionTier: "premium", subscriptionEnd: nextMonth });
    const again = await checkout(bob.cookie, { plan: "elite" });
    // To the change's confirmation page, which states its price.
    expect(again.headers.get("Location")).toBe("/dashboard/subscription/change?tier=elite");
    expect(sessionCreates()).toHaveLength(1);
  });

  it("lets a plan that was cancelled at period end, and has ended, be subscribed to again", async () => {
    const bob = await createUser("US");
    // No webhook ended it (the local provider sends none at period end): still marked subscribed, but past its end.
    const yesterday = new Date(Date.now() - 86_400_000);
    await test.db
      .insert(subscribers)
      .values({ userId: bob.id, subscribed: true, subscriptionTier: "premium", subscriptionEnd: yesterday, cancelAtPeriodEnd: true });
    const response = await checkout(bob.cookie, { plan: "basic" });
    expect(response.status).toBe(303);
    expect(sessionCreates()[0]!.body).toMatchObject({
      mode: "subscription",
      "metadata[tier]": "basic",
      "line_items[0][price_data][product_data][metadata][tier]": "basic",
    });
  });

  it("buys a learning path's missing courses in one session at the path's discount, one order per course", async () => {
    const ana = await createUser("CA");
    await test.db
      .insert(orders)
      .values({ id: "owned", userId: ana.id, productName: "budget-bootcamp", status: "paid", amount: 5900, currency: "CAD" });
    await checkout(ana.cookie, { path: "complete-financial-freedom" });
    const body = sessionCreates()[0]!.body;
    // Debt challenge and masterclass (CA$125 + CA$249 = 374) at 25 % off: 280.50, split by price.
    expect([
      body["line_items[0][price_data][unit_amount]"],
      body["line_items[1][price_data][unit_amount]"],
      body["line_items[2][quantity]"],
    ]).toEqual(["9375", "18675", undefined]);
    const pending = (await orderRows()).filter((order) => order.status === "pending");
    expect(pending.map((order) => [order.productName, order.amount]).sort()).toEqual([
      ["debt-elimination-challenge", 9375],
      ["financial-masterclass", 18675],
    ]);
  });

  it("shows the spec's error toast when Stripe fails, and leaves nothing that blocks a retry", async () => {
    const ana = await createUser("CA");
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    stripe.failCheckouts(true);
    const response = await checkout(ana.cookie, { product: "budget_bootcamp" });
    expect(response.headers.get("Location")).toBe("/courses/budget-bootcamp");
    expect(await toastAfter(response)).toMatchObject({ title: "Error", description: "Failed to create payment session. Please try again." });
    expect(await orderRows()).toHaveLength(0);
    const plan = await checkout(ana.cookie, { plan: "basic" });
    expect(plan.headers.get("Location")).toBe("/#pricing");
    expect(await toastAfter(plan)).toMatchObject({ title: "Error", description: "Failed to create checkout session. Please try again." });
    stripe.failCheckouts(false);
    expect((await checkout(ana.cookie, { product: "budget_bootcamp" })).status).toBe(303);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining(`"message":"Checkout failed"`));
  });
  it("sends a learner who already owns the course back to it with a toast, and charges nothing", async () => {
    const ana = await createUser("CA");
    await test.db
      .insert(orders)
      .values({ id: "owned", userId: ana.id, productName: "budget-bootcamp", status: "paid", amount: 5900, currency: "CAD" });
    const response = await checkout(ana.cookie, { product: "budget_bootcamp", returnTo: "/courses/budget-bootcamp" });
    expect(response.headers.get("Location")).toBe("/courses/budget-bootcamp");
    expect(await toastAfter(response)).toMatchObject({ title: "You already own this course" });
    expect(sessionCreates()).toHaveLength(0);
    expect(await orderRows()).toHaveLength(1);
  });

  it("with STRIPE_AUTOMATIC_TAX, turns on Stripe Tax and collects the address; the receipt shows the tax line", async () => {
    const taxed = await createTestDatabase(
      parseSettings({
        ...RAW_TEST_SETTINGS,
        STRIPE_SECRET_KEY: "sk_test_fake",
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_URL: stripe.url,
        STRIPE_AUTOMATIC_TAX: "true",
      }),
    );
    try {
      const id = crypto.randomUUID();
      await taxed.db
        .insert(users)
        .values({ id, email: `${id}@example.com`, passwordHash: "unused", country: "CA", emailVerifiedAt: new Date() });
      const cookie = (await createSession(taxed.context, id, { persistent: false })).split(";")[0]!;
      const request = new Request("http://localhost/checkout", {
        method: "POST",
        body: new URLSearchParams({ product: "budget_bootcamp" }),
        headers: { Cookie: cookie },
      });
      await checkoutAction({ request, params: {}, context: taxed.requestContext() });
      expect(sessionCreates()[0]!.body).toMatchObject({
        "automatic_tax[enabled]": "true",
        billing_address_collection: "required",
        "customer_update[address]": "auto",
        "line_items[0][price_data][tax_behavior]": "exclusive",
      });

      // 5 % GST and 9.975 % QST on CA$59.00 for a buyer in Québec, as Stripe Tax reports them on the
      // completed session read back with its breakdown (the event's copy has none).
      const [order] = await taxed.db.select().from(orders);
      const taxes = [
        { amount: 295, rate: { tax_type: "gst", display_name: "GST", percentage: 5 } },
        { amount: 589, rate: { tax_type: "qst", display_name: "QST", percentage: 9.975 } },
      ];
      const session = {
        ...stripeSession(order!.providerReference!, id, "paid"),
        total_details: { amount_tax: 884, breakdown: { taxes } },
        customer_details: { address: { country: "CA", state: "QC" } },
      };
      stripe.set(session.id, session);
      const event = eventOf("checkout.session.completed", { ...session, total_details: { amount_tax: 884 }, payment_intent: "pi_test_1" });
      expect((await deliver(event, { context: taxed.context })).status).toBe(200);
      const [paid] = await taxed.db.select().from(orders);
      expect(paid).toMatchObject({
        taxAmount: 884,
        buyerRegion: "QC",
        taxLines: [
          { kind: "gst", ratePercent: 5, amount: 295 },
          { kind: "qst", ratePercent: 9.975, amount: 589 },
        ],
      });
      expect(stripe.requests.filter((request) => request.path === `/v1/checkout/sessions/${session.id}`).at(-1)?.body).toMatchObject({
        "expand[2]": "total_details.breakdown",
      });
      const receiptRequest = new Request(`http://localhost/dashboard/purchases/${order!.id}/receipt`, { headers: { Cookie: cookie } });
      const receipt = await receiptLoader({ request: receiptRequest, params: { orderId: order!.id }, context: taxed.requestContext() });
      expect(receipt).toMatchObject({
        subtotal: "59.00 CAD",
        tax: "8.84 CAD",
        taxes: [
          { label: "GST (5%)", amount: "2.95 CAD" },
          { label: "QST (9.975%)", amount: "5.89 CAD" },
        ],
        total: "67.84 CAD",
      });
      const french = await receiptLoader({
        request: new Request(`http://localhost/fr/dashboard/purchases/${order!.id}/receipt`, { headers: { Cookie: cookie } }),
        params: { orderId: order!.id },
        context: { ...taxed.requestContext(), locale: "fr" },
      });
      expect(JSON.parse(JSON.stringify(french).replace(/\\u00a0|\u00a0/g, " "))).toMatchObject({
        taxes: [
          { label: "TPS (5 %)", amount: "2,95 $ CA" },
          { label: "TVQ (9,975 %)", amount: "5,89 $ CA" },
        ],
      });
    } finally {
      taxed.cleanup();
    }
  });
});

describe("the Stripe webhook", () => {
  it("applies a replayed event once: 10 in a row and 10 at once leave one paid order and one email", async () => {
    const { ana, order } = await startCourseCheckout();
    const event = completedEvent(order.providerReference!, ana.id);
    for (let i = 0; i < 10; i++) expect((await deliver(event)).status).toBe(200);
    const concurrent = completedEvent(order.providerReference!, ana.id, "evt_concurrent");
    const statuses = await Promise.all(Array.from({ length: 10 }, () => deliver(concurrent).then((response) => response.status)));
    expect(statuses).toEqual(Array(10).fill(200));
    const rows = await orderRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: "paid", providerPaymentId: "pi_test_1" });
    expect(test.outbox.filter((mail) => mail.subject === "Your Moneywise purchase")).toHaveLength(1);
    expect((await test.db.select().from(paymentEvents)).map((row) => row.id).sort()).toEqual([event.id, "evt_concurrent"].sort());
  });

  it("answers 400 to a genuine event whose object is not the shape it reads, logs it, and changes nothing", async () => {
    const { ana, order } = await startCourseCheckout();
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const event = completedEvent(order.providerReference!, ana.id);
    const malformed = { ...event, data: { object: { ...event.data.object, payment_status: 42 } } };
    const response = await deliver(malformed);
    expect([response.status, await response.text()]).toEqual([400, "Unreadable event"]);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining(`Payment event ${event.id} (checkout.session.completed) not applied`));
    expect(logged.mock.calls[0]![0]).toContain("payment_status");
    expect((await orderRows())[0]!.status).toBe("pending");
    expect(await test.db.select().from(paymentEvents)).toHaveLength(0);
    // The same event with the shape it should have is applied.
    expect((await deliver(event)).status).toBe(200);
    expect((await orderRows())[0]!.status).toBe("paid");
  });

  it("refuses a bad signature and a 10-minute-old timestamp with 400, changing nothing", async () => {
    const { ana, order } = await startCourseCheckout();
    const event = completedEvent(order.providerReference!, ana.id);
    const forged = new Request("http://localhost/webhooks/stripe", {
      method: "POST",
      body: JSON.stringify(event),
      headers: { "Stripe-Signature": `t=${Math.floor(Date.now() / 1000)},v1=${"0".repeat(64)}` },
    });
    expect(((await webhookAction({ request: forged, params: {}, context: test.context })) as Response).status).toBe(400);
    expect((await deliver(event, { timestamp: Math.floor(Date.now() / 1000) - 600 })).status).toBe(400);
    expect((await orderRows())[0]!.status).toBe("pending");
    expect(await test.db.select().from(paymentEvents)).toHaveLength(0);
  });

  it("a failure after the change commits but before the reply: the retry still leaves one paid order", async () => {
    const { ana, order } = await startCourseCheckout();
    let failOnce = true;
    const flakyDb = new Proxy(test.db, {
      get(target, property, receiver) {
        const value = Reflect.get(target, property, receiver);
        if (property !== "batch") return typeof value === "function" ? value.bind(target) : value;
        return async (...batchArgs: Parameters<typeof target.batch>) => {
          const result = await target.batch(...batchArgs);
          if (failOnce) {
            failOnce = false;
            throw new Error("connection reset after commit");
          }
          return result;
        };
      },
    });
    const flaky = { ...test.context, db: flakyDb };
    vi.spyOn(console, "error").mockImplementation(() => {});
    const event = completedEvent(order.providerReference!, ana.id);
    expect((await deliver(event, { context: flaky })).status).toBe(500);
    expect((await deliver(event, { context: flaky })).status).toBe(200);
    const rows = await orderRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe("paid");
  });

  it("ends subscription events delivered out of order in the subscription's current state", async () => {
    const bob = await createUser("US");
    await test.db.insert(customers).values({ userId: bob.id, providerCustomerId: "cus_bob" });
    const subscription = (status: string, cancelAtPeriodEnd = false) => bobsSubscription(bob.id, status, { cancelAtPeriodEnd });
    // Stripe now has it cancelled at period end; the events arrive newest first.
    stripe.set("sub_bob", subscription("active", true));
    await deliver(eventOf("customer.subscription.updated", subscription("active", true)));
    await deliver(eventOf("customer.subscription.created", subscription("incomplete")));
    let [row] = await test.db.select().from(subscribers);
    expect(row).toMatchObject({ subscribed: true, subscriptionTier: "premium", cancelAtPeriodEnd: true, providerSubscriptionId: "sub_bob" });
    expect(row!.subscriptionEnd!.getTime()).toBe(PERIOD_END * 1000);

    // Deleted, then a late "active" update: it stays ended.
    stripe.set("sub_bob", subscription("canceled"));
    await deliver(eventOf("customer.subscription.deleted", subscription("canceled")));
    await deliver(eventOf("customer.subscription.updated", subscription("active")));
    [row] = await test.db.select().from(subscribers);
    expect(row).toMatchObject({ subscribed: false, subscriptionTier: null, subscriptionEnd: null });
  });

  it("two deliveries at once: the one that read Stripe first cannot write over the newer state", async () => {
    const bob = await createUser("US");
    await test.db.insert(customers).values({ userId: bob.id, providerCustomerId: "cus_bob" });
    const subscription = (tier: string) => bobsSubscription(bob.id, "active", { tier });
    stripe.set("sub_bob", subscription("premium"));
    expect((await deliver(eventOf("customer.subscription.created", subscription("premium")))).status).toBe(200);
    // A delivery reads the plan as Premium, then is slow to write it.
    const slow = stripe.holdNextRead("/v1/subscriptions/sub_bob");
    const first = deliver(eventOf("customer.subscription.updated", subscription("premium")));
    await slow.arrived;
    // Meanwhile the learner upgrades to Elite, and that event is read and written.
    stripe.set("sub_bob", subscription("elite"));
    expect((await deliver(eventOf("customer.subscription.updated", subscription("elite")))).status).toBe(200);
    slow.release();
    expect((await first).status).toBe(200);
    const [row] = await test.db.select().from(subscribers);
    expect(row).toMatchObject({ subscribed: true, subscriptionTier: "elite" });
    // The console counts what happened: a new plan and an upgrade, not a downgrade back to Premium.
    const changes = await test.db.select().from(subscriptionChanges).orderBy(subscriptionChanges.at);
    expect(changes.map((change) => [change.kind, change.tier])).toEqual([
      ["new", "premium"],
      ["upgraded", "elite"],
    ]);
  });

  it("two syncs of one sign-up read the plan before either wrote: one welcome email, one new plan counted", async () => {
    const bob = await createUser("US");
    await test.db.insert(customers).values({ userId: bob.id, providerCustomerId: "cus_bob" });
    const premium = bobsSubscription(bob.id, "active");
    stripe.set("sub_bob", premium);
    // One delivery asks Stripe first and is slow to hear back; a second asks later, reads the account (no
    // plan yet), and is slow to write. The first then writes; the second writes last, its read the newer.
    const slowRead = stripe.holdNextRead("/v1/subscriptions/sub_bob");
    const first = deliver(eventOf("customer.subscription.created", premium));
    await slowRead.arrived;
    let batches = 0;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const slowDb = new Proxy(test.db, {
      get(target, property, receiver) {
        const value = Reflect.get(target, property, receiver);
        if (property !== "batch") return typeof value === "function" ? value.bind(target) : value;
        return async (...args: Parameters<typeof target.batch>) => {
          // Its second batch is its write (the first reads the account).
          if (++batches === 2) await held;
          return target.batch(...args);
        };
      },
    });
    const second = deliver(eventOf("customer.subscription.updated", premium), { context: { ...test.context, db: slowDb } });
    await vi.waitFor(() => expect(batches).toBe(2));
    slowRead.release();
    expect((await first).status).toBe(200);
    release();
    expect((await second).status).toBe(200);
    expect(test.outbox.filter((mail) => mail.subject === "Your Moneywise subscription")).toHaveLength(1);
    const changes = await test.db.select().from(subscriptionChanges);
    expect(changes.map((change) => [change.kind, change.tier])).toEqual([["new", "premium"]]);
  });

  it("the success return applies the same change as the webhook, so the later webhook changes nothing", async () => {
    const { ana, order } = await startCourseCheckout();
    const event = completedEvent(order.providerReference!, ana.id);
    stripe.set(order.providerReference!, event.data.object);
    const request = new Request(`http://localhost/checkout/success?session_id=${order.providerReference}`, { headers: { Cookie: ana.cookie } });
    const response = (await successLoader({ request, params: {}, context: test.context })) as Response;
    expect(response.headers.get("Location")).toBe("/courses/budget-bootcamp/lesson/1");
    expect((await orderRows())[0]!.status).toBe("paid");
    expect((await deliver(event)).status).toBe(200);
    expect(await orderRows()).toHaveLength(1);
    expect(test.outbox.filter((mail) => mail.subject === "Your Moneywise purchase")).toHaveLength(1);
  });
  it("follows a plan switch in the Billing Portal: the tier comes from the subscription's current price, and the email says what it costs", async () => {
    const bob = await createUser("US");
    await test.db.insert(customers).values({ userId: bob.id, providerCustomerId: "cus_bob" });
    // The portal changes the item's price; the metadata our checkout wrote keeps saying premium.
    const subscription = (price: object) => bobsSubscription(bob.id, "active", { price });
    const price = (id: string, amount: number, product: object | string) => ({
      id,
      object: "price",
      unit_amount: amount,
      currency: "usd",
      product,
    });
    const tier = async () => (await test.db.select().from(subscribers))[0]?.subscriptionTier;

    stripe.set(
      "sub_bob",
      subscription(price("price_checkout", 1900, { id: "prod_checkout", object: "product", metadata: { tier: "premium", user_id: bob.id } })),
    );
    await deliver(eventOf("customer.subscription.created", subscription(price("price_checkout", 1900, "prod_checkout"))));
    expect(await tier()).toBe("premium");

    // A portal product named with metadata tier=elite (README, deploy steps); the event carries only its id.
    stripe.set("sub_bob", subscription(price("price_portal_elite", 3900, { id: "prod_elite", object: "product", metadata: { tier: "elite" } })));
    await deliver(eventOf("customer.subscription.updated", subscription(price("price_portal_elite", 3900, "prod_elite"))));
    expect(await tier()).toBe("elite");
    const reads = stripe.requests.filter((request) => request.method === "GET" && request.path === "/v1/subscriptions/sub_bob");
    expect(reads.at(-1)!.body).toMatchObject({ "expand[0]": "items.data.price.product" });

    // A product without the metadata: the catalogue plan with that monthly price.
    stripe.set("sub_bob", subscription(price("price_portal_basic", 900, { id: "prod_basic", object: "product", metadata: {} })));
    await deliver(eventOf("customer.subscription.updated", subscription(price("price_portal_basic", 900, "prod_basic"))));
    expect(await tier()).toBe("basic");

    const emails = mailTo(bob.email, "Your Moneywise subscription");
    expect(emails).toHaveLength(3);
    expect(emails[0]).toContain("Welcome to Premium! Your plan is active at 19.00 USD a month. Renews on");
    expect(emails[1]).toContain("You switched to Elite at 39.00 USD a month. Renews on");
    expect(emails[2]).toContain("You switched to Basic at 9.00 USD a month. Renews on");
    // The console counts each change, and bills in the price's currency.
    const changes = await test.db
      .select({ kind: subscriptionChanges.kind, tier: subscriptionChanges.tier })
      .from(subscriptionChanges)
      .where(eq(subscriptionChanges.userId, bob.id));
    expect(changes.map((change) => `${change.kind} ${change.tier}`).sort()).toEqual(["downgraded basic", "new premium", "upgraded elite"]);
    expect((await test.db.select({ currency: subscribers.currency }).from(subscribers).where(eq(subscribers.userId, bob.id)))[0]?.currency).toBe(
      "USD",
    );
  });

  it("charge.refunded refunds the order; the purchase and refund emails name the amount charged, its tax included", async () => {
    const { ana, order } = await startCourseCheckout();
    const event = completedEvent(order.providerReference!, ana.id);
    // Ontario's 13 % HST on 59.00 CAD: the card was charged 66.67.
    const taxed = { amount_total: 6667, total_details: { amount_tax: 767 } };
    stripe.set(order.providerReference!, { ...stripeSession(order.providerReference!, ana.id, "paid"), ...taxed });
    await deliver(event);
    expect((await orderRows())[0]).toMatchObject({ amount: 5900, taxAmount: 767 });
    // A partial refund (one course of a learning path) was applied by us when we made it.
    await deliver(eventOf("charge.refunded", refundedCharge(false)));
    expect((await orderRows())[0]!.status).toBe("paid");

    stripe.set(order.providerReference!, { ...stripeSession(order.providerReference!, ana.id, "refunded"), ...taxed });
    const response = await deliver(eventOf("charge.refunded", refundedCharge(true)));
    expect(response.status).toBe(200);
    expect((await orderRows())[0]!.status).toBe("refunded");
    expect(mailTo(ana.email, "Your Moneywise purchase")).toEqual([
      expect.stringContaining("Your payment of 66.67 CAD went through and your course is ready: 7-Day Budget Bootcamp."),
    ]);
    expect(mailTo(ana.email, "Your Moneywise refund")).toEqual([
      expect.stringContaining("We have refunded 66.67 CAD for 7-Day Budget Bootcamp."),
    ]);
  });

  it("a refund of one course of a path that we made but failed to record is recorded by Stripe's event, which names the order", async () => {
    const ana = await createUser("CA");
    await checkout(ana.cookie, { path: "complete-financial-freedom" });
    const [first, second] = (await orderRows()).filter((order) => order.status === "pending").sort((a, b) => a.id.localeCompare(b.id));
    const sessionId = first!.providerReference!;
    await deliver(completedEvent(sessionId, ana.id));
    expect((await orderRows()).map((order) => order.status)).toEqual(["paid", "paid", "paid"]);

    // Stripe refunded the second course (our refund names it), but the write that marks it was lost.
    const paidSession = stripeSession(sessionId, ana.id, "paid");
    const intent = paidSession.payment_intent!;
    const refund = { id: "re_part", object: "refund", created: REFUNDED_AT, status: "succeeded", metadata: { order_id: second!.id } };
    stripe.set(sessionId, {
      ...paidSession,
      payment_intent: { ...intent, latest_charge: { ...intent.latest_charge!, refunds: { object: "list", data: [refund], has_more: false } } },
    });
    expect((await deliver(eventOf("charge.refunded", refundedCharge(false)))).status).toBe(200);
    const rows = await orderRows();
    expect(rows.filter((order) => order.status === "paid")).toHaveLength(2);
    expect(rows.find((order) => order.id === second!.id)).toMatchObject({ status: "refunded", refundedAt: new Date(REFUNDED_AT * 1000) });
    expect(mailTo(ana.email, "Your Moneywise refund")).toHaveLength(1);
    // Delivered again: nothing more.
    expect((await deliver(eventOf("charge.refunded", refundedCharge(false)))).status).toBe(200);
    expect(mailTo(ana.email, "Your Moneywise refund")).toHaveLength(1);
  });

  it("a dispute lost at the bank ends the purchase as a refund would, without a refund email; one won changes nothing", async () => {
    const { ana, order } = await startCourseCheckout();
    await deliver(completedEvent(order.providerReference!, ana.id));
    expect((await deliver(disputeClosed("won"))).status).toBe(200);
    expect((await orderRows())[0]!.status).toBe("paid");

    const lost = disputeClosed("lost");
    expect((await deliver(lost)).status).toBe(200);
    expect((await orderRows())[0]).toMatchObject({ status: "refunded", refundedAt: new Date(lost.created * 1000) });
    expect(mailTo(ana.email, "Your Moneywise refund")).toEqual([]);
    // The purchase's later events (a replay of the payment's) do not give the course back.
    await deliver(completedEvent(order.providerReference!, ana.id));
    expect((await orderRows())[0]!.status).toBe("refunded");
  });

  it("a lost dispute that arrives before the payment's event still ends the purchase; one on a plan's payment alerts staff", async () => {
    const { ana, order } = await startCourseCheckout();
    stripeHas(order.providerReference!, ana.id, "paid");
    await deliver(disputeClosed("lost"));
    await deliver(completedEvent(order.providerReference!, ana.id));
    expect((await orderRows())[0]!.status).toBe("refunded");

    const alerts = vi.spyOn(console, "error").mockImplementation(() => {});
    expect((await deliver(disputeClosed("lost", "pi_of_an_invoice"))).status).toBe(200);
    expect(alerts.mock.calls.map(([line]) => String(line))).toEqual([expect.stringContaining("on payment pi_of_an_invoice was lost")]);
  });

  it("marks a failed bank payment failed and an abandoned checkout cancelled, and answers 200 to events it does not use", async () => {
    const { ana, order } = await startCourseCheckout();
    stripeHas(order.providerReference!, ana.id, "failed");
    await deliver(sessionEvent("checkout.session.async_payment_failed", order.providerReference!, ana.id, "failed"));
    expect((await orderRows())[0]!.status).toBe("failed");

    const second = await checkout(ana.cookie, { product: "debt_challenge" });
    const sessionId = second.headers.get("Location")!.split("/").at(-1)!;
    stripeHas(sessionId, ana.id, "expired");
    await deliver(sessionEvent("checkout.session.expired", sessionId, ana.id, "expired"));
    expect((await orderRows()).find((row) => row.productName === "debt-elimination-challenge")!.status).toBe("cancelled");

    const unknown = await deliver(eventOf("customer.tax_id.created", { id: "txi_1", object: "tax_id" }));
    expect(unknown.status).toBe(200);
    expect((await orderRows()).map((row) => row.status).sort()).toEqual(["cancelled", "failed"]);
  });

  it("invoice.paid sets the plan from the subscription Stripe has now", async () => {
    const bob = await createUser("US");
    await test.db.insert(customers).values({ userId: bob.id, providerCustomerId: "cus_bob" });
    stripe.set("sub_bob", bobsSubscription(bob.id, "active", { tier: "elite" }));
    expect((await deliver(eventOf("invoice.paid", bobsInvoice()))).status).toBe(200);
    const [row] = await test.db.select().from(subscribers);
    expect(row).toMatchObject({ userId: bob.id, subscribed: true, subscriptionTier: "elite", providerSubscriptionId: "sub_bob" });
    expect(row!.subscriptionEnd!.getTime()).toBe(PERIOD_END * 1000);
  });

  it("the success return refuses a session that belongs to another user", async () => {
    const { ana, order } = await startCourseCheckout();
    const eve = await createUser("US");
    stripe.set(order.providerReference!, completedEvent(order.providerReference!, ana.id).data.object);
    const request = new Request(`http://localhost/checkout/success?session_id=${order.providerReference}`, { headers: { Cookie: eve.cookie } });
    const response = (await successLoader({ request, params: {}, context: test.context })) as Response;
    expect(response.headers.get("Location")).toBe("/dashboard/purchases");
    expect((await orderRows())[0]!.status).toBe("pending");
    expect(test.outbox).toHaveLength(0);
  });
});

/** Every order of the list's items (n! of them; lists here have at most four). */
function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, index) => permutations([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [item, ...rest]));
}

describe("events in any order end in the state Stripe has now", () => {
  type Step = "completed" | "succeeded" | "failed" | "expired" | "refunded";
  /** What each event carries: its own copy, as old as the moment it was sent. */
  const sent: Record<Step, (sessionId: string, userId: string) => object> = {
    completed: (id, user) => sessionEvent("checkout.session.completed", id, user, "paid"),
    succeeded: (id, user) => sessionEvent("checkout.session.async_payment_succeeded", id, user, "paid"),
    failed: (id, user) => sessionEvent("checkout.session.async_payment_failed", id, user, "failed"),
    expired: (id, user) => sessionEvent("checkout.session.expired", id, user, "expired"),
    refunded: () => eventOf("charge.refunded", refundedCharge(true)),
  };
  // What happened at Stripe (so what it reports now), and the events that happening sent.
  const histories: Array<{ now: SessionState; steps: Step[]; status: string }> = [
    { now: "paid", steps: ["completed"], status: "paid" },
    { now: "refunded", steps: ["completed", "refunded"], status: "refunded" },
    { now: "failed", steps: ["completed", "failed"], status: "failed" },
    { now: "expired", steps: ["expired"], status: "cancelled" },
    { now: "refunded", steps: ["completed", "succeeded", "refunded"], status: "refunded" },
    { now: "failed", steps: ["completed", "failed", "expired"], status: "failed" },
  ];
  const cases = histories.flatMap((history) => permutations(history.steps).map((order) => ({ ...history, order })));

  it.each(cases)("$steps delivered as $order: the order is $status", async ({ now, order, status }) => {
    const { ana, order: row } = await startCourseCheckout();
    const sessionId = row.providerReference!;
    stripeHas(sessionId, ana.id, now);
    for (const step of order) expect((await deliver(sent[step](sessionId, ana.id))).status).toBe(200);
    expect((await orderRows()).map((each) => each.status)).toEqual([status]);
    // A refunded learner hears of the refund once, whatever came first.
    expect(mailTo(ana.email, "Your Moneywise refund")).toHaveLength(status === "refunded" ? 1 : 0);
  });

  it("a refund that arrives before the payment is not lost: the learner never gets access", async () => {
    const { ana, order } = await startCourseCheckout();
    stripeHas(order.providerReference!, ana.id, "refunded");
    await deliver(eventOf("charge.refunded", refundedCharge(true)));
    await deliver(sessionEvent("checkout.session.completed", order.providerReference!, ana.id, "paid"));
    expect(await orderRows()).toEqual([expect.objectContaining({ status: "refunded", providerPaymentId: "pi_test_1" })]);
    const reads = stripe.requests.filter((request) => request.method === "GET" && request.path.startsWith("/v1/checkout/sessions"));
    expect(reads.map((request) => request.body)).toEqual([
      expect.objectContaining({ payment_intent: "pi_test_1", "expand[0]": "data.payment_intent.latest_charge" }),
      expect.objectContaining({ "expand[0]": "payment_intent.latest_charge" }),
    ]);
    expect(mailTo(ana.email, "Your Moneywise purchase")).toEqual([]);
  });

  it("an event Stripe cannot be asked about now is answered 500, so Stripe delivers it again", async () => {
    const { ana, order } = await startCourseCheckout();
    const event = completedEvent(order.providerReference!, ana.id);
    stripe.forget(order.providerReference!);
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect((await deliver(event)).status).toBe(500);
    expect((await orderRows())[0]!.status).toBe("pending");
    stripeHas(order.providerReference!, ana.id, "paid");
    expect((await deliver(event)).status).toBe(200);
    expect((await orderRows())[0]!.status).toBe("paid");
  });

  describe("subscriptions", () => {
    type SubscriptionStep = "created" | "updated" | "deleted" | "paid" | "paymentFailed";
    const subscription = (status: string) => bobsSubscription("bob", status);
    const invoice = bobsInvoice();
    const sentAbout: Record<SubscriptionStep, () => object> = {
      created: () => eventOf("customer.subscription.created", subscription("incomplete")),
      updated: () => eventOf("customer.subscription.updated", subscription("active")),
      deleted: () => eventOf("customer.subscription.deleted", subscription("canceled")),
      paid: () => eventOf("invoice.paid", invoice),
      paymentFailed: () => eventOf("invoice.payment_failed", invoice),
    };
    const histories: Array<{ now: string; steps: SubscriptionStep[]; subscribed: boolean }> = [
      { now: "active", steps: ["created", "updated", "paid"], subscribed: true },
      { now: "past_due", steps: ["created", "paid", "paymentFailed"], subscribed: true },
      { now: "canceled", steps: ["created", "paid", "paymentFailed", "deleted"], subscribed: false },
      { now: "canceled", steps: ["created", "updated", "deleted"], subscribed: false },
    ];
    const cases = histories.flatMap((history) => permutations(history.steps).map((order) => ({ ...history, order })));

    it.each(cases)("$steps delivered as $order, Stripe has it $now: subscribed is $subscribed", async ({ now, order, subscribed }) => {
      const bob = await createUser("US");
      await test.db.insert(customers).values({ userId: bob.id, providerCustomerId: "cus_bob" });
      stripe.set("sub_bob", subscription(now));
      for (const step of order) expect((await deliver(sentAbout[step]())).status).toBe(200);
      const [row] = await test.db.select().from(subscribers);
      expect(row).toMatchObject(
        subscribed
          ? { subscribed: true, subscriptionTier: "premium", subscriptionEnd: new Date(PERIOD_END * 1000), providerSubscriptionId: "sub_bob" }
          : { subscribed: false, subscriptionTier: null, subscriptionEnd: null },
      );
    });
  });
});

describe("deleting an account ends its billing", () => {
  async function subscribedLearner() {
    const bob = await createUser("US");
    await test.db
      .update(users)
      .set({ passwordHash: await hashPassword(PASSWORD, 4) })
      .where(eq(users.id, bob.id));
    await test.db.insert(customers).values({ userId: bob.id, providerCustomerId: "cus_bob" });
    const live = bobsSubscription(bob.id, "active");
    stripe.set("sub_bob", live);
    await deliver(eventOf("customer.subscription.created", live));
    await test.db.insert(orders).values({
      id: "o1",
      userId: bob.id,
      productName: "budget-bootcamp",
      status: "paid",
      amount: 4700,
      currency: "USD",
      providerPaymentId: "pi_1",
    });
    return { bob, live };
  }
  const deleteAccount = (cookie: string, email: string) =>
    settingsAction({
      request: new Request("http://localhost/dashboard/settings", {
        method: "POST",
        body: new URLSearchParams({ intent: "delete-account", confirmEmail: email, accountPassword: PASSWORD }),
        headers: { Cookie: cookie },
      }),
      params: {},
      context: test.requestContext(),
    }).then(routeResult);

  it("cancels the subscription at Stripe first, at once and prorated; orders stay without the person", async () => {
    const { bob, live } = await subscribedLearner();
    const deleted = await deleteAccount(bob.cookie, bob.email);
    expect(deleted.headers.get("Location")).toBe("/");
    const cancels = stripe.requests.filter((request) => request.method === "DELETE");
    expect(cancels).toEqual([
      expect.objectContaining({ path: "/v1/subscriptions/sub_bob", body: { invoice_now: "true", prorate: "true" } }),
      // Then the customer, with the email it holds: Stripe keeps no account of a person who left.
      expect.objectContaining({ path: "/v1/customers/cus_bob" }),
    ]);
    expect(await test.db.select().from(users)).toHaveLength(0);
    expect(await test.db.select().from(subscribers)).toHaveLength(0);
    expect(await orderRows()).toEqual([expect.objectContaining({ id: "o1", userId: null, amount: 4700, providerPaymentId: "pi_1" })]);

    // Stripe's last word on the ended subscription is expected, not an alarm.
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    const error = vi.spyOn(console, "error");
    const ended = { ...live, status: "canceled" };
    expect((await deliver(eventOf("customer.subscription.deleted", ended))).status).toBe(200);
    expect(info).toHaveBeenCalledWith(
      expect.stringContaining("Subscription sub_bob (customer.subscription.deleted, canceled) belongs to no account"),
    );
    expect(error).not.toHaveBeenCalled();
  });

  it("expires a course checkout still open before deleting, so it cannot be paid for an account that is gone", async () => {
    const { bob } = await subscribedLearner();
    const open = { ...stripeSession("cs_open", bob.id, "expired"), status: "open", payment_intent: null };
    stripe.set("cs_open", open);
    await test.db.insert(orders).values({
      id: "o2",
      userId: bob.id,
      productName: "debt-challenge",
      status: "pending",
      amount: 9700,
      currency: "USD",
      providerReference: "cs_open",
      checkoutId: "o2",
      checkoutUrl: "https://checkout.stripe.com/c/pay/cs_open",
    });

    expect((await deleteAccount(bob.cookie, bob.email)).headers.get("Location")).toBe("/");
    const calls = stripe.requests.filter((request) => request.method !== "GET").map((request) => `${request.method} ${request.path}`);
    expect(calls).toEqual(["POST /v1/checkout/sessions/cs_open/expire", "DELETE /v1/subscriptions/sub_bob", "DELETE /v1/customers/cus_bob"]);
    const [ended] = await test.db.select().from(orders).where(eq(orders.id, "o2"));
    expect(ended).toMatchObject({ status: "cancelled", userId: null, checkoutUrl: null });
  });

  it("deletes nothing while a course payment is still being confirmed by the bank, and says so", async () => {
    const { bob } = await subscribedLearner();
    stripeHas("cs_debit", bob.id, "processing");
    await test.db.insert(orders).values({
      id: "o3",
      userId: bob.id,
      productName: "debt-challenge",
      status: "pending",
      amount: 9700,
      currency: "USD",
      providerReference: "cs_debit",
      checkoutId: "o3",
      checkoutUrl: "https://checkout.stripe.com/c/pay/cs_debit",
    });
    const refused = await deleteAccount(bob.cookie, bob.email);
    expect(refused.status).toBe(409);
    expect(refused.value.errors.form).toBe(AUTH_TEXTS.deletePaymentPending);
    expect(await test.db.select().from(users)).toHaveLength(1);
    // Nothing else was ended: the plan and the customer stay until the learner tries again.
    expect(stripe.requests.filter((request) => request.method === "DELETE")).toEqual([]);
  });

  it("deletes nothing when Stripe cannot cancel the subscription, and says so", async () => {
    const { bob } = await subscribedLearner();
    stripe.forget("sub_bob");
    vi.spyOn(console, "error").mockImplementation(() => {});
    const refused = await deleteAccount(bob.cookie, bob.email);
    expect(refused.status).toBe(503);
    expect(refused.value.errors.form).toBe("We could not end your plan's billing, so nothing was deleted. Please try again in a few minutes.");
    expect(await test.db.select().from(users)).toHaveLength(1);
    expect(await test.db.select().from(subscribers)).toHaveLength(1);
  });

  it("a renewal for a subscription that belongs to no account alerts as an error", async () => {
    const { bob } = await subscribedLearner();
    // The account went some other way (before this fix, or by hand); Stripe keeps renewing.
    await test.db.delete(users).where(eq(users.id, bob.id));
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    expect((await deliver(eventOf("invoice.paid", bobsInvoice("in_2")))).status).toBe(200);
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining("Subscription sub_bob (invoice.paid, active) belongs to no account and is still live"),
    );
  });
});

describe("certificates follow access", () => {
  async function certifiedBuyer() {
    const { ana, order } = await startCourseCheckout();
    await deliver(completedEvent(order.providerReference!, ana.id));
    // Issued when the learner finished the course (the lesson pages' path is tested in learning.test.ts).
    await test.db.insert(certificates).values({ id: "c".repeat(43), userId: ana.id, courseId: "budget-bootcamp", issuedAt: new Date() });
    return { ana, order };
  }
  const certificatePage = (id: string) =>
    certificateLoader({
      request: new Request(`http://localhost/certificates/${id}`),
      params: { certificateId: id },
      context: test.requestContext(),
    }).then(routeResult);

  it.each(["a refund", "a dispute lost at the bank"])(
    "%s revokes the course's certificate: its page says so, without the learner's name",
    async (how) => {
      const { ana } = await certifiedBuyer();
      expect((await certificatePage("c".repeat(43))).value).toMatchObject({ revoked: false, course: { slug: "budget-bootcamp" } });
      if (how === "a refund") {
        stripeHas((await orderRows())[0]!.providerReference!, ana.id, "refunded");
        await deliver(eventOf("charge.refunded", refundedCharge(true)));
      } else await deliver(disputeClosed("lost"));
      const [certificate] = await test.db.select().from(certificates);
      expect(certificate!.revokedAt).toBeInstanceOf(Date);
      const page = await certificatePage("c".repeat(43));
      expect(page.status).toBe(200);
      expect(page.value).toEqual({ revoked: true, messages: expect.any(Object) });
    },
  );

  it("a self-serve refund revokes it too; a learner who still holds the course by a plan keeps theirs", async () => {
    const { ana, order } = await certifiedBuyer();
    const refund = () =>
      refundAction({
        request: new Request(`http://localhost/dashboard/purchases/${order.id}/refund`, { method: "POST", headers: { Cookie: ana.cookie } }),
        params: { orderId: order.id },
        context: test.requestContext(),
      });
    await test.db
      .insert(subscribers)
      .values({ userId: ana.id, subscribed: true, subscriptionTier: "basic", subscriptionEnd: new Date(Date.now() + 86_400_000) });
    await refund();
    expect((await orderRows())[0]!.status).toBe("refunded");
    expect((await test.db.select().from(certificates))[0]!.revokedAt).toBeNull();

    // Without the plan, the same refund (Stripe's event of it) takes the certificate with it.
    await test.db.delete(subscribers);
    await test.db.update(orders).set({ status: "paid" });
    stripeHas(order.providerReference!, ana.id, "refunded");
    await deliver(eventOf("charge.refunded", refundedCharge(true)));
    expect((await test.db.select().from(certificates))[0]!.revokedAt).toBeInstanceOf(Date);
  });
});

describe("one open checkout per course (ADR 023)", () => {
  const pendingRows = async () => (await orderRows()).filter((order) => order.status === "pending");

  it("20 concurrent Buy posts open one session and one pending order, and all of them land on it", async () => {
    const ana = await createUser("CA");
    const responses = await Promise.all(Array.from({ length: 20 }, () => checkout(ana.cookie, { product: "budget_bootcamp" })));
    const locations = new Set(responses.map((response) => response.headers.get("Location")));
    expect([...locations]).toEqual([expect.stringMatching(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_fake_/)]);
    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(303));
    expect(sessionCreates()).toHaveLength(1);
    expect(stripe.requests.filter((request) => request.path === "/v1/customers")).toHaveLength(1);
    const pending = await pendingRows();
    expect(pending).toHaveLength(1);
    expect(pending[0]!.checkoutUrl).toBe([...locations][0]);
  });

  it("a second Buy returns to the open session; one Stripe has expired is settled and replaced; one paid means the course is owned", async () => {
    const ana = await createUser("CA");
    const first = (await checkout(ana.cookie, { product: "budget_bootcamp" })).headers.get("Location")!;
    expect((await checkout(ana.cookie, { product: "budget_bootcamp" })).headers.get("Location")).toBe(first);
    expect(sessionCreates()).toHaveLength(1);

    // Expired at Stripe, its webhook not yet here.
    const expiredId = first.split("/").at(-1)!;
    stripeHas(expiredId, ana.id, "expired");
    const second = (await checkout(ana.cookie, { product: "budget_bootcamp" })).headers.get("Location")!;
    expect(second).not.toBe(first);
    expect(sessionCreates()).toHaveLength(2);
    expect((await orderRows()).map((order) => order.status).sort()).toEqual(["cancelled", "pending"]);

    // Paid at Stripe, its webhook not yet here: the Buy applies it, and nothing is charged again.
    const paidId = second.split("/").at(-1)!;
    stripeHas(paidId, ana.id, "paid");
    const owned = await checkout(ana.cookie, { product: "budget_bootcamp", returnTo: "/courses/budget-bootcamp" });
    expect(owned.headers.get("Location")).toBe("/courses/budget-bootcamp");
    expect(await toastAfter(owned)).toMatchObject({ title: "You already own this course" });
    expect(sessionCreates()).toHaveLength(2);
    expect((await orderRows()).map((order) => order.status).sort()).toEqual(["cancelled", "paid"]);
  });

  it("a Buy for something else than the open checkout (a learning path, the other currency) expires it at Stripe and opens its own", async () => {
    const ana = await createUser("CA");
    const expires = () => stripe.requests.filter((request) => request.method === "POST" && request.path.endsWith("/expire"));
    const sessionOf = (location: string) => location.split("/").at(-1)!;
    const course = (await checkout(ana.cookie, { product: "budget_bootcamp" })).headers.get("Location")!;

    // The learning path with that course: the course's checkout is expired, never waited for.
    const path = (await checkout(ana.cookie, { path: "debt-free-foundations" })).headers.get("Location")!;
    expect(path).not.toBe(course);
    expect(expires().map((request) => request.path)).toEqual([`/v1/checkout/sessions/${sessionOf(course)}/expire`]);
    expect(sessionCreates()).toHaveLength(2);
    expect((await orderRows()).map((order) => [order.productName, order.status]).sort()).toEqual([
      ["budget-bootcamp", "cancelled"],
      ["budget-bootcamp", "pending"],
      ["debt-elimination-challenge", "pending"],
    ]);

    // The same course in USD (the currency switch): the CAD checkout makes way for a USD one.
    const currency = (await rememberCurrencyChoice(test.context, "USD")).split(";")[0]!;
    const inUsd = (await checkout(`${ana.cookie}; ${currency}`, { product: "budget_bootcamp" })).headers.get("Location")!;
    expect(
      expires()
        .map((request) => request.path)
        .at(-1),
    ).toBe(`/v1/checkout/sessions/${sessionOf(path)}/expire`);
    expect(sessionCreates().at(-1)!.body["line_items[0][price_data][currency]"]).toBe("usd");
    // And the same Buy again returns to it.
    expect((await checkout(`${ana.cookie}; ${currency}`, { product: "budget_bootcamp" })).headers.get("Location")).toBe(inUsd);
    expect(expires()).toHaveLength(2);

    // Paid at Stripe in the meantime: it cannot be expired, so it is settled as paid instead; nothing is opened.
    stripeHas(sessionOf(inUsd), ana.id, "paid");
    const owned = await checkout(ana.cookie, { path: "debt-free-foundations", returnTo: "/courses" });
    expect(owned.status).toBe(303);
    expect((await orderRows()).filter((order) => order.status === "paid").map((order) => order.productName)).toEqual(["budget-bootcamp"]);
    expect(sessionCreates().at(-1)!.body["metadata[products]"]).toBe("debt-elimination-challenge");
  });

  it("opens at most five new checkouts a day, then says so instead of opening another; open ones still work", async () => {
    const ana = await createUser("CA");
    const buys: Record<string, string>[] = [
      { product: "budget_bootcamp" },
      { product: "debt_challenge" },
      { product: "financial_masterclass" },
      { plan: "basic" },
      { plan: "premium" },
    ];
    for (const body of buys) {
      expect((await checkout(ana.cookie, body)).headers.get("Location")).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    }
    const refused = await checkout(ana.cookie, { plan: "elite" });
    expect(refused.status).toBe(302);
    expect(refused.headers.get("Location")).toBe("/#pricing");
    expect(await toastAfter(refused)).toMatchObject({ type: "error", title: "Too many checkouts today" });
    expect(sessionCreates()).toHaveLength(5);

    const bootcamp = (await pendingRows()).find((order) => order.productName === "budget-bootcamp")!;
    expect((await checkout(ana.cookie, { product: "budget_bootcamp" })).headers.get("Location")).toBe(bootcamp.checkoutUrl);

    // A course whose checkout has ended needs a new one: refused the same way, leaving no pending order behind.
    const masterclass = (await pendingRows()).find((order) => order.productName === "financial-masterclass")!;
    stripeHas(masterclass.providerReference!, ana.id, "expired");
    const course = await checkout(ana.cookie, { product: "financial_masterclass", returnTo: "/courses/financial-masterclass" });
    expect(course.headers.get("Location")).toBe("/courses/financial-masterclass");
    expect(await toastAfter(course)).toMatchObject({ title: "Too many checkouts today" });
    expect((await orderRows()).filter((order) => order.productName === "financial-masterclass").map((order) => order.status)).toEqual([
      "cancelled",
    ]);
    expect(sessionCreates()).toHaveLength(5);
  });

  it("a checkout whose opening was abandoned (its request stopped before the session) no longer holds the course", async () => {
    const ana = await createUser("CA");
    const id = crypto.randomUUID();
    const tenMinutesAgo = new Date(Date.now() - 10 * 60_000);
    await test.db.insert(orders).values({
      id,
      checkoutId: id,
      userId: ana.id,
      productName: "budget-bootcamp",
      status: "pending",
      amount: 5900,
      currency: "CAD",
      createdAt: tenMinutesAgo,
    });
    const response = await checkout(ana.cookie, { product: "budget_bootcamp" });
    expect(response.headers.get("Location")).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    expect((await pendingRows()).map((order) => order.id)).not.toContain(id);
    expect(await pendingRows()).toHaveLength(1);
  });
});

describe("a second payment for a course the learner owns", () => {
  /** A pending order as checkouts wrote them before ADR 023: several could be open for one course. */
  async function oldPendingOrder(userId: string, productName: string, amount: number, sessionId: string, createdAt: Date) {
    const id = crypto.randomUUID();
    await test.db
      .insert(orders)
      .values({ id, userId, productName, status: "pending", amount, currency: "CAD", providerReference: sessionId, createdAt });
    return id;
  }

  it("is refunded through Stripe, marked refunded and explained by email; the first purchase stands", async () => {
    const ana = await createUser("CA");
    const first = await oldPendingOrder(ana.id, "budget-bootcamp", 5900, "cs_old_1", new Date(Date.now() - 60_000));
    const second = await oldPendingOrder(ana.id, "budget-bootcamp", 5900, "cs_old_2", new Date());
    await deliver(completedEvent("cs_old_1", ana.id));
    const again = completedEvent("cs_old_2", ana.id, undefined, "pi_test_2");
    expect((await deliver(again)).status).toBe(200);

    const refunds = stripe.requests.filter((recorded) => recorded.path === "/v1/refunds");
    expect(refunds).toEqual([
      expect.objectContaining({
        idempotencyKey: `refund-${second}`,
        body: { payment_intent: "pi_test_2", amount: "5900", "metadata[order_id]": second },
      }),
    ]);
    const statuses = Object.fromEntries((await orderRows()).map((order) => [order.id, order.status]));
    expect(statuses).toEqual({ [first]: "paid", [second]: "refunded" });
    expect(mailTo(ana.email, "Your Moneywise refund")).toEqual([
      expect.stringContaining(
        "You already owned 7-Day Budget Bootcamp, so we have refunded the extra payment of 59.00 CAD. The course stays yours.",
      ),
    ]);
    expect(mailTo(ana.email, "Your Moneywise purchase")).toHaveLength(1);

    // Stripe's refund event for it, and a replay of the payment, change nothing more.
    await deliver(eventOf("charge.refunded", { id: "ch_2", object: "charge", payment_intent: "pi_test_2", refunded: true }));
    await deliver(again);
    expect(stripe.requests.filter((recorded) => recorded.path === "/v1/refunds")).toHaveLength(1);
    expect(test.outbox.filter((mail) => mail.to === ana.email)).toHaveLength(2);
  });

  it("refused by Stripe, is owed: the console lists it, the hourly job retries it with backoff until it goes through", async () => {
    const ana = await createUser("CA");
    const admin = await createUser("CA");
    await changeRole(test.db, { id: admin.id }, "admin", COMMAND_ACTOR, "test");
    const owedInConsole = async () => {
      const request = new Request("http://localhost/admin/orders", { headers: { Cookie: admin.cookie } });
      const page = routeResult(await ordersLoader({ request, params: {}, context: test.requestContext() })).value as {
        page: { owedRefunds: { id: string; attempts: number; nextAttemptAt: string; lastError: string }[] };
      };
      return page.page.owedRefunds;
    };
    const refundCalls = () => stripe.requests.filter((recorded) => recorded.path === "/v1/refunds").length;
    await oldPendingOrder(ana.id, "budget-bootcamp", 5900, "cs_old_1", new Date(Date.now() - 60_000));
    const second = await oldPendingOrder(ana.id, "budget-bootcamp", 5900, "cs_old_2", new Date());
    await deliver(completedEvent("cs_old_1", ana.id));
    stripe.failRefunds(true);
    const paidAt = new Date();
    expect((await deliver(completedEvent("cs_old_2", ana.id, undefined, "pi_test_2"))).status).toBe(200);

    // The payment stands, the refund is owed, and the console says so with when it is tried next.
    expect((await orderRows()).find((order) => order.id === second)?.status).toBe("paid");
    const [owed] = await owedInConsole();
    expect(owed).toMatchObject({ id: second, attempts: 1, lastError: expect.stringContaining("Test refund failure") });
    const firstRetry = new Date(owed!.nextAttemptAt).getTime() - paidAt.getTime();
    expect(firstRetry).toBeGreaterThanOrEqual(3_600_000 - 5_000);
    expect(firstRetry).toBeLessThanOrEqual(3_600_000 + 5_000);

    // Not before it is due; failing again doubles the wait.
    const calls = refundCalls();
    await runHourlyWork(test.context, null, new Date(paidAt.getTime() + 30 * 60_000));
    expect(refundCalls()).toBe(calls);
    const secondTry = new Date(paidAt.getTime() + 61 * 60_000);
    await runHourlyWork(test.context, null, secondTry);
    expect(refundCalls()).toBeGreaterThan(calls);
    const [again] = await owedInConsole();
    expect(again).toMatchObject({ attempts: 2, nextAttemptAt: new Date(secondTry.getTime() + 2 * 3_600_000).toISOString() });

    // Stripe takes it: refunded, explained by email, and gone from the console.
    stripe.failRefunds(false);
    await runHourlyWork(test.context, null, new Date(secondTry.getTime() + 2 * 3_600_000));
    expect((await orderRows()).find((order) => order.id === second)?.status).toBe("refunded");
    expect(stripe.requests.filter((recorded) => recorded.path === "/v1/refunds").at(-1)?.idempotencyKey).toBe(`refund-${second}`);
    expect(mailTo(ana.email, "Your Moneywise refund")).toEqual([expect.stringContaining("so we have refunded the extra payment of 59.00 CAD")]);
    expect(await owedInConsole()).toEqual([]);
  });

  it("a course staff gave is listed as complimentary, with no amount and no receipt: nothing was bought", async () => {
    const ana = await createUser("CA");
    expect(await grantComp(test.requestContext(), COMMAND_ACTOR, ana.id, findCourseBySlug("debt-challenge")!, "Scholarship")).toMatchObject({
      ok: true,
    });
    const [comp] = await orderRows();
    const listed = routeResult(
      await purchasesLoader({
        request: new Request("http://localhost/dashboard/purchases", { headers: { Cookie: ana.cookie } }),
        params: {},
        context: test.requestContext(),
      }),
    );
    expect(listed.value.orders).toEqual([
      expect.objectContaining({ id: comp!.id, status: "complimentary", amount: null, slug: "debt-challenge" }),
    ]);
    const receipt = await receiptLoader({
      request: new Request(`http://localhost/dashboard/purchases/${comp!.id}/receipt`, { headers: { Cookie: ana.cookie } }),
      params: { orderId: comp!.id },
      context: test.requestContext(),
    }).catch((thrown: unknown) => thrown);
    expect((receipt as Response).status).toBe(404);
  });

  it("granted free by staff while its checkout was open: the payment is refunded (once Stripe takes it), the complimentary course stands", async () => {
    const { ana, order } = await startCourseCheckout();
    const course = findCourseBySlug("budget-bootcamp")!;
    expect(await grantComp(test.requestContext(), COMMAND_ACTOR, ana.id, course, "Scholarship")).toMatchObject({ ok: true });
    stripeHas(order.providerReference!, ana.id, "paid");
    stripe.failRefunds(true);
    const alerts = vi.spyOn(console, "error").mockImplementation(() => {});
    expect((await deliver(completedEvent(order.providerReference!, ana.id))).status).toBe(200);
    expect(alerts.mock.calls.map(([line]) => String(line))).toEqual([
      expect.stringContaining(`Automatic refund of duplicate order ${order.id} failed`),
    ]);
    // Owed: the payment, never the free course (which has nothing to give back).
    expect((await orderRows()).filter((row) => row.autoRefundDueAt !== null).map((row) => row.id)).toEqual([order.id]);
    stripe.failRefunds(false);
    await runHourlyWork(test.context, null, new Date(Date.now() + 2 * 3_600_000));

    const refunds = stripe.requests.filter((recorded) => recorded.path === "/v1/refunds");
    expect(refunds.at(-1)).toEqual(
      expect.objectContaining({ idempotencyKey: `refund-${order.id}`, body: expect.objectContaining({ payment_intent: "pi_test_1" }) }),
    );
    expect(new Set(refunds.map((refund) => refund.idempotencyKey))).toEqual(new Set([`refund-${order.id}`]));
    const rows = await orderRows();
    expect(rows.map((row) => [row.compReason, row.status, row.autoRefundDueAt])).toEqual(
      expect.arrayContaining([
        ["Scholarship", "paid", null],
        [null, "refunded", null],
      ]),
    );
    expect(mailTo(ana.email, "Your Moneywise refund")).toEqual([
      expect.stringContaining("You already owned 7-Day Budget Bootcamp, so we have refunded the extra payment of"),
    ]);
  });

  it("owed, but the first payment was refunded meanwhile: the second is the one that stands, and nothing is refunded", async () => {
    const ana = await createUser("CA");
    const first = await oldPendingOrder(ana.id, "budget-bootcamp", 5900, "cs_old_1", new Date(Date.now() - 60_000));
    const second = await oldPendingOrder(ana.id, "budget-bootcamp", 5900, "cs_old_2", new Date());
    await deliver(completedEvent("cs_old_1", ana.id));
    stripe.failRefunds(true);
    await deliver(completedEvent("cs_old_2", ana.id, undefined, "pi_test_2"));
    await test.db.update(orders).set({ status: "refunded", refundedAt: new Date() }).where(eq(orders.id, first));
    stripe.failRefunds(false);
    const calls = stripe.requests.filter((recorded) => recorded.path === "/v1/refunds").length;

    await runHourlyWork(test.context, null, new Date(Date.now() + 2 * 3_600_000));
    expect(stripe.requests.filter((recorded) => recorded.path === "/v1/refunds")).toHaveLength(calls);
    const stands = (await orderRows()).find((order) => order.id === second);
    expect(stands).toMatchObject({ status: "paid", autoRefundDueAt: null });
  });

  it("in a learning path paid alongside the course: that course's share of the path is refunded, the rest stays", async () => {
    const ana = await createUser("CA");
    await test.db.insert(orders).values({
      id: "owned",
      userId: ana.id,
      productName: "budget-bootcamp",
      status: "paid",
      amount: 5900,
      currency: "CAD",
      providerPaymentId: "pi_owned",
      createdAt: new Date(Date.now() - 60_000),
    });
    const share = await oldPendingOrder(ana.id, "budget-bootcamp", 5015, "cs_path", new Date());
    const debt = await oldPendingOrder(ana.id, "debt-elimination-challenge", 10625, "cs_path", new Date());
    const path = completedEvent("cs_path", ana.id, undefined, "pi_path");
    await deliver(path);

    expect(stripe.requests.filter((recorded) => recorded.path === "/v1/refunds").map((recorded) => recorded.body)).toEqual([
      { payment_intent: "pi_path", amount: "5015", "metadata[order_id]": share },
    ]);
    const statuses = Object.fromEntries((await orderRows()).map((order) => [order.id, order.status]));
    expect(statuses).toEqual({ owned: "paid", [share]: "refunded", [debt]: "paid" });
    expect(mailTo(ana.email, "Your Moneywise refund")).toEqual([expect.stringContaining("extra payment of 50.15 CAD")]);
    expect(mailTo(ana.email, "Your Moneywise purchase")).toEqual([expect.stringContaining("Debt-Free in 90 Days Challenge")]);
  });
});

describe("what a receipt records", () => {
  const recorded = async () =>
    (
      await test.db
        .select({ status: orders.status, brand: orders.paymentMethodBrand, last4: orders.paymentMethodLast4, refundedAt: orders.refundedAt })
        .from(orders)
    )[0]!;

  it("a paid order keeps the card Stripe's charge was made with: its brand and last four digits", async () => {
    const { ana, order } = await startCourseCheckout();
    await deliver(completedEvent(order.providerReference!, ana.id));
    expect(await recorded()).toEqual({ status: "paid", brand: FAKE_CARD.brand, last4: FAKE_CARD.last4, refundedAt: null });
    // The success return and the webhook read the session with the charge's refunds too.
    expect(stripe.requests.find((request) => request.path.startsWith("/v1/checkout/sessions/"))?.body).toMatchObject({
      "expand[0]": "payment_intent.latest_charge",
      "expand[1]": "payment_intent.latest_charge.refunds",
    });
  });

  it("a checkout paid in Stripe's test mode keeps that: its receipt says nothing was charged, whatever key the site has now", async () => {
    const receiptOf = async (orderId: string, cookie: string) =>
      routeResult(
        await receiptLoader({
          request: new Request(`http://localhost/dashboard/purchases/${orderId}/receipt`, { headers: { Cookie: cookie } }),
          params: { orderId },
          context: test.requestContext(),
        }),
      ).value;
    const live = await startCourseCheckout();
    await deliver(completedEvent(live.order.providerReference!, live.ana.id));
    expect(await receiptOf(live.order.id, live.ana.cookie)).toMatchObject({ testPayment: false });

    /** A fresh checkout that Stripe, in test mode, now has in `state`, and its completed event delivered. */
    const completedInTestMode = async (state: "paid" | "refunded") => {
      await test.db.delete(orders);
      const checkout = await startCourseCheckout();
      const session = { ...stripeSession(checkout.order.providerReference!, checkout.ana.id, state), livemode: false };
      stripe.set(session.id, session);
      await deliver(eventOf("checkout.session.completed", { ...session, payment_intent: session.payment_intent!.id }));
      return checkout;
    };
    const testMode = await completedInTestMode("paid");
    expect(await receiptOf(testMode.order.id, testMode.ana.cookie)).toMatchObject({ testPayment: true });

    // Refunded before its payment's event arrived: still a test.
    await completedInTestMode("refunded");
    expect((await test.db.select({ status: orders.status, testPayment: orders.testPayment }).from(orders))[0]).toEqual({
      status: "refunded",
      testPayment: true,
    });
  });

  it("Stripe's refund event dates the refund by Stripe's refund, not by when the event arrived", async () => {
    const { ana, order } = await startCourseCheckout();
    await deliver(completedEvent(order.providerReference!, ana.id));
    stripeHas(order.providerReference!, ana.id, "refunded");
    await deliver(eventOf("charge.refunded", refundedCharge(true)));
    expect(await recorded()).toMatchObject({ status: "refunded", refundedAt: new Date(REFUNDED_AT * 1000) });
  });

  it("a refund event for a payment Stripe lists no session for is dated when it arrives", async () => {
    const { ana, order } = await startCourseCheckout();
    await deliver(completedEvent(order.providerReference!, ana.id));
    stripe.forget(order.providerReference!);
    const before = Date.now();
    await deliver(eventOf("charge.refunded", refundedCharge(true)));
    const { status, refundedAt } = await recorded();
    expect(status).toBe("refunded");
    expect(refundedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(refundedAt!.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it("a self-serve refund is dated by the refund Stripe made", async () => {
    const { ana, order } = await startCourseCheckout();
    await deliver(completedEvent(order.providerReference!, ana.id));
    const before = Math.floor(Date.now() / 1000) * 1000;
    const request = new Request(`http://localhost/dashboard/purchases/${order.id}/refund`, { method: "POST", headers: { Cookie: ana.cookie } });
    await refundAction({ request, params: { orderId: order.id }, context: test.requestContext() });
    const { status, refundedAt } = await recorded();
    expect(status).toBe("refunded");
    // The stand-in's refund is created now, to the second, as Stripe's `created` is.
    expect(refundedAt!.getTime() % 1000).toBe(0);
    expect(refundedAt!.getTime()).toBeGreaterThanOrEqual(before);
    expect(refundedAt!.getTime()).toBeLessThanOrEqual(Date.now());
  });
});

describe("self-serve refunds", () => {
  it("refunds the payment at Stripe once, ends the order and emails the amount; Stripe's refund event then changes nothing", async () => {
    const { ana, order } = await startCourseCheckout();
    await deliver(completedEvent(order.providerReference!, ana.id));
    const request = new Request(`http://localhost/dashboard/purchases/${order.id}/refund`, { method: "POST", headers: { Cookie: ana.cookie } });
    const response = (await refundAction({ request, params: { orderId: order.id }, context: test.requestContext() })) as Response;
    expect(response.headers.get("Location")).toBe("/dashboard/purchases");
    const refunds = stripe.requests.filter((recorded) => recorded.path === "/v1/refunds");
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ idempotencyKey: `refund-${order.id}`, body: { payment_intent: "pi_test_1", amount: "5900" } });
    expect((await orderRows())[0]!.status).toBe("refunded");

    stripeHas(order.providerReference!, ana.id, "refunded");
    await deliver(eventOf("charge.refunded", refundedCharge(true)));
    expect(mailTo(ana.email, "Your Moneywise refund")).toEqual([
      expect.stringContaining("We have refunded 59.00 CAD for 7-Day Budget Bootcamp."),
    ]);
  });

  it("a refund Stripe made but we failed to record is not 'try again': the learner is told it is on its way, and Stripe's event records it", async () => {
    const { ana, order } = await startCourseCheckout();
    await deliver(completedEvent(order.providerReference!, ana.id));
    await test.client.execute(
      "create trigger test_orders_refused before update on orders begin select raise(abort, 'refused in this test'); end",
    );
    vi.spyOn(console, "error").mockImplementation(() => {});
    const request = new Request(`http://localhost/dashboard/purchases/${order.id}/refund`, { method: "POST", headers: { Cookie: ana.cookie } });
    const response = (await refundAction({ request, params: { orderId: order.id }, context: test.requestContext() })) as Response;
    expect(response.headers.get("Location")).toBe("/dashboard/purchases");
    expect(await toastAfter(response)).toMatchObject({
      type: "success",
      description: "Your money is on its way back. Your purchases will show the refund within a few minutes.",
    });
    expect(stripe.requests.filter((recorded) => recorded.path === "/v1/refunds")).toHaveLength(1);
    expect((await orderRows())[0]!.status).toBe("paid");

    await test.client.execute("drop trigger test_orders_refused");
    stripeHas(order.providerReference!, ana.id, "refunded");
    await deliver(eventOf("charge.refunded", refundedCharge(true)));
    expect((await orderRows())[0]!.status).toBe("refunded");
  });

  it("refuses an order bought 30 days ago or more", async () => {
    const { ana, order } = await startCourseCheckout();
    await deliver(completedEvent(order.providerReference!, ana.id));
    const thirtyDaysAgo = new Date(Date.now() - 30 * 86_400_000);
    await test.db.update(orders).set({ createdAt: thirtyDaysAgo, paidAt: thirtyDaysAgo });
    const request = new Request(`http://localhost/dashboard/purchases/${order.id}/refund`, { method: "POST", headers: { Cookie: ana.cookie } });
    const response = (await refundAction({ request, params: { orderId: order.id }, context: test.requestContext() })) as Response;
    expect(response.headers.get("Location")).toBe("/dashboard/purchases");
    // Not "try again": it would not help.
    expect(await toastAfter(response)).toMatchObject({
      description: "This purchase cannot be refunded: the 30-day money-back guarantee covers a paid course for 30 days after purchase.",
    });
    expect(stripe.requests.filter((recorded) => recorded.path === "/v1/refunds")).toHaveLength(0);
    expect((await orderRows())[0]!.status).toBe("paid");
    const page = new Request(`http://localhost/dashboard/purchases/${order.id}/refund`, { headers: { Cookie: ana.cookie } });
    const refused = await refundLoader({ request: page, params: { orderId: order.id }, context: test.requestContext() }).catch(
      (thrown: unknown) => thrown,
    );
    expect((refused as Response).status).toBe(404);
  });

  it("on a Stripe test key (a staging site), says that nothing was charged: the refund's toast and email", async () => {
    const { ana, order } = await startCourseCheckout();
    await deliver(completedEvent(order.providerReference!, ana.id));
    const stagingSettings = parseSettings({ ...RAW_TEST_SETTINGS, STRIPE_SECRET_KEY: "sk_test_fake", STRIPE_API_URL: stripe.url });
    const staging = { ...test.requestContext(), settings: stagingSettings, payments: createPayments(stagingSettings, test.db) };
    const response = (await refundAction({
      request: new Request(`http://localhost/dashboard/purchases/${order.id}/refund`, { method: "POST", headers: { Cookie: ana.cookie } }),
      params: { orderId: order.id },
      context: staging,
    })) as Response;
    expect((await toastAfter(response))?.description).toMatch(/Test mode: nothing was charged\.$/);
    await test.settled();
    expect(mailTo(ana.email, "Your Moneywise refund").map((text) => text.split("\n")[0])).toEqual([
      "Test mode: nothing was charged and no money moved.",
    ]);
  });

  it("counts the 30 days from the payment: a checkout opened 31 days ago and paid now is refundable, and its receipt is dated today", async () => {
    const { ana, order } = await startCourseCheckout();
    await test.db.update(orders).set({ createdAt: new Date(Date.now() - 31 * 86_400_000) });
    await deliver(completedEvent(order.providerReference!, ana.id));
    const [paid] = await orderRows();
    expect(Date.now() - paid!.paidAt!.getTime()).toBeLessThan(60_000);
    const page = new Request(`http://localhost/dashboard/purchases/${order.id}/refund`, { headers: { Cookie: ana.cookie } });
    const loaded = routeResult(await refundLoader({ request: page, params: { orderId: order.id }, context: test.requestContext() }));
    expect(loaded.status).toBe(200);
    const receipt = routeResult(
      await receiptLoader({
        request: new Request(`http://localhost/dashboard/purchases/${order.id}/receipt`, { headers: { Cookie: ana.cookie } }),
        params: { orderId: order.id },
        context: test.requestContext(),
      }),
    );
    expect(receipt.value.dateTime).toBe(paid!.paidAt!.toISOString());
  });

  it("dates a payment by its charge, however late its event arrives", async () => {
    const { ana, order } = await startCourseCheckout();
    const twoDaysAgo = Math.floor(Date.now() / 1000) - 2 * 86_400;
    const session = stripeSession(order.providerReference!, ana.id, "paid");
    const charge = { ...fakeCharge({ id: "ch_1", paymentIntent: "pi_test_1" }), created: twoDaysAgo };
    stripe.set(order.providerReference!, { ...session, payment_intent: { ...session.payment_intent!, latest_charge: charge } });
    await deliver(sessionEvent("checkout.session.completed", order.providerReference!, ana.id, "paid"));
    expect((await orderRows())[0]!.paidAt).toEqual(new Date(twoDaysAgo * 1000));
  });

  it("lists purchases newest first by the date each shows: a checkout paid last comes first, whenever it was opened", async () => {
    const ana = await createUser("CA");
    const day = (n: number) => new Date(Date.UTC(2026, 10, n));
    const order = (id: string, productName: string, createdAt: Date, paidAt: Date) =>
      ({ id, userId: ana.id, productName, status: "paid", amount: 5900, currency: "CAD", createdAt, paidAt }) as const;
    await test.db
      .insert(orders)
      .values([order("opened-first", "budget-bootcamp", day(1), day(3)), order("paid-between", "debt-elimination-challenge", day(2), day(2))]);
    expect((await purchasesOf(test.context, ana.id)).map((row) => row.id)).toEqual(["opened-first", "paid-between"]);
  });

  it("refuses someone else's order", async () => {
    const { ana, order } = await startCourseCheckout();
    await deliver(completedEvent(order.providerReference!, ana.id));
    const eve = await createUser("US");
    vi.spyOn(console, "error").mockImplementation(() => {});
    const request = new Request(`http://localhost/dashboard/purchases/${order.id}/refund`, { method: "POST", headers: { Cookie: eve.cookie } });
    await refundAction({ request, params: { orderId: order.id }, context: test.requestContext() });
    expect(stripe.requests.filter((recorded) => recorded.path === "/v1/refunds")).toHaveLength(0);
    expect((await orderRows())[0]!.status).toBe("paid");
  });
});

type Loader = (args: { request: Request; params: Record<string, string>; context: AppLoadContext }) => Promise<unknown>;

describe("payment pages", () => {
  /** A page's loaders as Remix runs them: side by side on one load context; returns the page loader's data. */
  async function loadPage(path: string, cookie: string, loaders: Loader[], params: Record<string, string> = {}) {
    const context = test.requestContext();
    test.roundTrips.count = 0;
    const results = await Promise.all(
      loaders.map((loader) => loader({ request: new Request(`http://localhost${path}`, { headers: { Cookie: cookie } }), params, context })),
    );
    return { page: results.at(-1) as Record<string, unknown>, roundTrips: test.roundTrips.count };
  }

  it("read the plan from the session, in the session's round trip: one per page", async () => {
    const ana = await createUser("CA");
    const nextMonth = new Date(Date.now() + 30 * 86_400_000);
    await test.db.insert(customers).values({ userId: ana.id, providerCustomerId: "cus_ana" });
    await test.db.insert(subscribers).values({
      userId: ana.id,
      subscribed: true,
      subscriptionTier: "elite",
      subscriptionEnd: nextMonth,
      cancelAtPeriodEnd: true,
      providerSubscriptionId: "sub_ana",
    });
    await test.db.insert(orders).values({
      id: "o1",
      userId: ana.id,
      productName: "budget-bootcamp",
      status: "paid",
      amount: 5900,
      currency: "CAD",
      providerPaymentId: "pi_1",
    });
    const plan = { subscribed: true, subscriptionTier: "elite", subscriptionEnd: nextMonth, cancelAtPeriodEnd: true };

    const subscription = await loadPage("/dashboard/subscription", ana.cookie, [rootLoader, dashboardLoader, subscriptionLoader] as Loader[]);
    expect(subscription).toMatchObject({ roundTrips: 1, page: { plan, canManage: true } });
    const purchases = await loadPage("/dashboard/purchases", ana.cookie, [rootLoader, dashboardLoader, purchasesLoader] as Loader[]);
    expect(purchases).toMatchObject({ roundTrips: 1, page: { plan, orders: [{ id: "o1", amount: "59.00 CAD", refundable: true }] } });
    const refund = await loadPage("/dashboard/purchases/o1/refund", ana.cookie, [rootLoader, dashboardLoader, refundLoader] as Loader[], {
      orderId: "o1",
    });
    expect(refund).toMatchObject({ roundTrips: 1, page: { amount: "59.00 CAD" } });
    const receipt = await loadPage("/dashboard/purchases/o1/receipt", ana.cookie, [rootLoader, receiptLoader] as Loader[], { orderId: "o1" });
    // The seller is the settings' (placeholders here, saying what to set), never the request's host.
    expect(receipt).toMatchObject({
      roundTrips: 1,
      page: {
        buyer: { email: ana.email },
        total: "59.00 CAD",
        seller: { legalName: SELLER_PLACEHOLDERS.legalName, addressLines: [SELLER_PLACEHOLDERS.address] },
      },
    });
  });

  it("Manage Subscription opens a Billing Portal session for the learner's customer that returns to the subscription page", async () => {
    const ana = await createUser("CA");
    await test.db.insert(customers).values({ userId: ana.id, providerCustomerId: "cus_ana" });
    const request = new Request("http://localhost/billing", { method: "POST", headers: { Cookie: ana.cookie } });
    const response = (await billingAction({ request, params: {}, context: test.requestContext() })) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\/bps_fake_/);
    expect(stripe.requests.find((recorded) => recorded.path === "/v1/billing_portal/sessions")!.body).toEqual({
      customer: "cus_ana",
      return_url: "http://localhost:3000/dashboard/subscription",
    });
  });

  it("show a plan cancelled at period end as inactive once its end has passed", async () => {
    const ana = await createUser("US");
    await test.db.insert(customers).values({ userId: ana.id, providerCustomerId: "cus_ana" });
    const yesterday = new Date(Date.now() - 86_400_000);
    await test.db.insert(subscribers).values({
      userId: ana.id,
      subscribed: true,
      subscriptionTier: "premium",
      subscriptionEnd: yesterday,
      cancelAtPeriodEnd: true,
      providerSubscriptionId: "sub_ana",
    });
    const { page } = await loadPage("/dashboard/subscription", ana.cookie, [subscriptionLoader] as Loader[]);
    expect(page.plan).toEqual({
      subscribed: false,
      subscriptionTier: null,
      subscriptionEnd: null,
      cancelAtPeriodEnd: false,
      pendingTier: null,
      pendingAt: null,
      timeZone: "America/Toronto",
    });
  });
});
