import type { ServerBuild } from "@remix-run/cloudflare";
import Stripe from "stripe";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { action as checkoutAction } from "~/routes/checkout";
import { action as webhookAction } from "~/routes/webhooks.stripe";
import { action as localCheckoutAction } from "~/routes/checkout_.local";
import { action as localBillingAction } from "~/routes/billing_.local";
import { action as refundAction } from "~/routes/dashboard.purchases_.$orderId.refund";
import { readToast } from "~/lib/http/toast.server";
import { createSession } from "~/lib/services/auth/session.server";
import { eq } from "drizzle-orm";
import { LOCAL_TEST_CARD } from "~/features/payments/local-provider.server";
import { localSubscriptions, orders, paymentEvents, subscribers, users } from "../../db/schema";
import { loadServerBuild } from "../../server/node";
import { parseSettings } from "../../server/settings";
import { createTestDatabase, RAW_TEST_SETTINGS } from "../support/database";
import { servePage, withFailingLoader } from "../support/pipeline";

// The local provider's test checkout, as a learner without JavaScript drives it: the same form can be
// posted again (Back, a resubmit), and a session, like Stripe's, ends once.

let test: Awaited<ReturnType<typeof createTestDatabase>>;
beforeEach(async () => {
  test = await createTestDatabase(parseSettings({ ...RAW_TEST_SETTINGS, PAYMENTS: "local" }));
});
afterEach(() => test.cleanup());

async function createUser() {
  const id = crypto.randomUUID();
  const email = `${id}@example.com`;
  await test.db.insert(users).values({ id, email, passwordHash: "unused", country: "US", emailVerifiedAt: new Date() });
  const cookie = (await createSession(test.context, id, { persistent: false })).split(";")[0]!;
  return { id, email, cookie };
}

/** Starts a checkout and returns the test-payment page's session token. */
async function openCheckout(cookie: string, body: Record<string, string>): Promise<string> {
  const request = new Request("http://localhost/checkout", { method: "POST", body: new URLSearchParams(body), headers: { Cookie: cookie } });
  const response = (await checkoutAction({ request, params: {}, context: test.requestContext() })) as Response;
  expect(response.status).toBe(303);
  return new URL(response.headers.get("Location")!).searchParams.get("session")!;
}

async function post(cookie: string, token: string, intent: "pay" | "cancel") {
  const request = new Request("http://localhost/checkout/local", {
    method: "POST",
    body: new URLSearchParams({ session: token, intent }),
    headers: { Cookie: cookie },
  });
  const response = (await localCheckoutAction({ request, params: {}, context: test.requestContext() })) as Response;
  return response.headers.get("Location");
}

/** The learner's plan rows, without when they were last written (the success return re-applies the same state). */
const plans = () =>
  test.db
    .select({
      userId: subscribers.userId,
      tier: subscribers.subscriptionTier,
      end: subscribers.subscriptionEnd,
      subscription: subscribers.providerSubscriptionId,
      cancelAtPeriodEnd: subscribers.cancelAtPeriodEnd,
    })
    .from(subscribers);

const subscriptionMails = (email: string) => test.outbox.filter((mail) => mail.to === email && mail.subject === "Your Moneywise subscription");

describe("the local test checkout", () => {
  it("pays a plan once: Pay posted again keeps the same subscription and its period", async () => {
    const bob = await createUser();
    const token = await openCheckout(bob.cookie, { plan: "premium" });
    expect(await post(bob.cookie, token, "pay")).toBe("/dashboard/subscription");
    const [first] = await plans();
    expect(first).toMatchObject({ userId: bob.id, tier: "premium" });
    // The currency it was bought in is kept, so a plan change or a renewal stays in it.
    expect(await test.db.select({ currency: localSubscriptions.currency }).from(localSubscriptions)).toEqual([{ currency: "USD" }]);

    expect(await post(bob.cookie, token, "pay")).toBe("/dashboard/subscription");
    expect(await plans()).toEqual([first]);
    expect(subscriptionMails(bob.email)).toHaveLength(1);
  });

  it("never starts a second plan from a checkout opened before the first was paid", async () => {
    const bob = await createUser();
    const premium = await openCheckout(bob.cookie, { plan: "premium" });
    const elite = await openCheckout(bob.cookie, { plan: "elite" });
    await post(bob.cookie, elite, "pay");
    const [paid] = await plans();

    expect(await post(bob.cookie, premium, "pay")).toBe("/dashboard/subscription");
    expect(await plans()).toEqual([paid]);
    expect(paid!.tier).toBe("elite");
  });

  it("10 concurrent Pay clicks on two plan checkouts start exactly one subscription; a plan whose period is over makes room", async () => {
    const bob = await createUser();
    const premium = await openCheckout(bob.cookie, { plan: "premium" });
    const elite = await openCheckout(bob.cookie, { plan: "elite" });
    const landed = await Promise.all(Array.from({ length: 10 }, (_, index) => post(bob.cookie, index % 2 ? elite : premium, "pay")));
    expect(new Set(landed)).toEqual(new Set(["/dashboard/subscription"]));
    const created = await test.db.select().from(paymentEvents).where(eq(paymentEvents.type, "customer.subscription.created"));
    expect(created).toHaveLength(1);
    const [plan] = await plans();
    expect(created[0]!.id).toBe(`evt_local_${plan!.subscription!.replace(/^sub_local_/, "")}_subscription`);
    expect(subscriptionMails(bob.email)).toHaveLength(1);

    // The paid month is over (the local provider never renews): a plan checkout can be paid again.
    const lastMonth = new Date(Date.now() - 86_400_000);
    await test.db.update(subscribers).set({ subscriptionEnd: lastMonth });
    await test.db.update(localSubscriptions).set({ periodEnd: lastMonth });
    const basic = await openCheckout(bob.cookie, { plan: "basic" });
    expect(await post(bob.cookie, basic, "pay")).toBe("/dashboard/subscription");
    expect((await plans())[0]).toMatchObject({ tier: "basic" });
    expect(await test.db.select().from(paymentEvents).where(eq(paymentEvents.type, "customer.subscription.created"))).toHaveLength(2);
  });

  it("the test plan page's 'End the period now' renews once when sent twice, and a plan it ended makes room for a new one", async () => {
    const bob = await createUser();
    await post(bob.cookie, await openCheckout(bob.cookie, { plan: "premium" }), "pay");
    const billing = (intent: string, fields: Record<string, string> = {}) =>
      localBillingAction({
        request: new Request("http://localhost/billing/local", {
          method: "POST",
          body: new URLSearchParams({ intent, ...fields }),
          headers: { Cookie: bob.cookie },
        }),
        params: {},
        context: test.requestContext(),
      });
    const [before] = await plans();
    // The page's form, sent twice: it names the period it showed.
    const shown = { period: String(before!.end!.getTime()) };
    await billing("renew", shown);
    await billing("renew", shown);
    const [renewed] = await plans();
    expect(renewed!.end!.getTime()).toBeGreaterThan(before!.end!.getTime());
    expect(renewed!.end!.getTime() - before!.end!.getTime()).toBeLessThanOrEqual(31 * 86_400_000);

    await billing("cancel");
    await billing("renew");
    expect((await test.db.select({ subscribed: subscribers.subscribed }).from(subscribers))[0]!.subscribed).toBe(false);
    expect(await post(bob.cookie, await openCheckout(bob.cookie, { plan: "elite" }), "pay")).toBe("/dashboard/subscription");
    expect((await plans())[0]).toMatchObject({ tier: "elite" });
    expect((await test.db.select({ subscribed: subscribers.subscribed }).from(subscribers))[0]!.subscribed).toBe(true);
  });

  it("a cancelled checkout cannot be paid afterwards, and Cancel after Pay leaves the purchase paid", async () => {
    const ana = await createUser();
    const cancelled = await openCheckout(ana.cookie, { product: "debt_challenge", returnTo: "/courses/debt-challenge" });
    expect(await post(ana.cookie, cancelled, "cancel")).toBe("/checkout/cancel?returnTo=%2Fcourses%2Fdebt-challenge");
    expect(await post(ana.cookie, cancelled, "pay")).toBe("/checkout/cancel?returnTo=%2Fcourses%2Fdebt-challenge");
    expect((await test.db.select().from(orders)).map((order) => order.status)).toEqual(["cancelled"]);

    const plan = await openCheckout(ana.cookie, { plan: "basic" });
    await post(ana.cookie, plan, "cancel");
    await post(ana.cookie, plan, "pay");
    expect(await plans()).toEqual([]);

    const paid = await openCheckout(ana.cookie, { product: "budget_bootcamp" });
    expect(await post(ana.cookie, paid, "pay")).toBe("/courses/budget-bootcamp/lesson/1");
    // The Back button's Cancel: the purchase stands, and the learner is not told they were not charged.
    expect(await post(ana.cookie, paid, "cancel")).toBe("/courses/budget-bootcamp/lesson/1");
    const bootcamp = (await test.db.select().from(orders)).find((order) => order.productName === "budget-bootcamp");
    expect(bootcamp!.status).toBe("paid");
  });

  it("a test payment records the local test card, and its payment says it was local", async () => {
    const ana = await createUser();
    await post(ana.cookie, await openCheckout(ana.cookie, { product: "budget_bootcamp" }), "pay");
    const [order] = await test.db.select().from(orders);
    expect(order).toMatchObject({
      status: "paid",
      paymentMethodBrand: LOCAL_TEST_CARD.brand,
      paymentMethodLast4: LOCAL_TEST_CARD.last4,
      testPayment: true,
    });
    expect(order!.providerPaymentId).toMatch(/^pi_local_/);
  });

  it("says in every money email, and in the refund's toast, that nothing was charged", async () => {
    const ana = await createUser();
    await post(ana.cookie, await openCheckout(ana.cookie, { product: "budget_bootcamp" }), "pay");
    await post(ana.cookie, await openCheckout(ana.cookie, { plan: "basic" }), "pay");
    const [order] = await test.db.select().from(orders);
    const refunded = (await refundAction({
      request: new Request(`http://localhost/dashboard/purchases/${order!.id}/refund`, { method: "POST", headers: { Cookie: ana.cookie } }),
      params: { orderId: order!.id },
      context: test.requestContext(),
    })) as Response;
    const toastCookie = refunded.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith("toast="))!
      .split(";")[0]!;
    const { toast } = await readToast(new Request("http://localhost/", { headers: { Cookie: toastCookie } }), test.requestContext());
    expect(toast?.description).toMatch(/Test mode: nothing was charged\.$/);
    await test.settled();
    const mails = test.outbox.filter((mail) => mail.to === ana.email);
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      "Your Moneywise purchase",
      "Your Moneywise refund",
      "Your Moneywise subscription",
    ]);
    for (const mail of mails) {
      expect(mail.text.startsWith("Test mode: nothing was charged and no money moved.")).toBe(true);
      expect(mail.html.startsWith("<p>Test mode: nothing was charged and no money moved.</p>")).toBe(true);
    }
  });
});

describe("the webhook while the local provider takes payments", () => {
  const secret = "whsec_local_test";
  const event = JSON.stringify({
    id: "evt_probe",
    object: "event",
    type: "customer.created",
    created: Math.floor(Date.now() / 1000),
    data: { object: {} },
  });
  const deliver = async (context: typeof test.context, signature: string) =>
    (
      (await webhookAction({
        request: new Request("http://localhost/webhooks/stripe", { method: "POST", body: event, headers: { "Stripe-Signature": signature } }),
        params: {},
        context,
      })) as Response
    ).status;

  it("checks the signature whenever STRIPE_WEBHOOK_SECRET is set, and refuses every delivery without it", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const signed = await Stripe.webhooks.generateTestHeaderStringAsync({
      payload: event,
      secret,
      cryptoProvider: Stripe.createSubtleCryptoProvider(),
    });
    const forged = await Stripe.webhooks.generateTestHeaderStringAsync({
      payload: event,
      secret: "whsec_someone_else",
      cryptoProvider: Stripe.createSubtleCryptoProvider(),
    });
    // No secret: even a well-formed delivery is refused.
    expect(await deliver(test.context, signed)).toBe(400);

    const withSecret = await createTestDatabase(parseSettings({ ...RAW_TEST_SETTINGS, PAYMENTS: "local", STRIPE_WEBHOOK_SECRET: secret }));
    try {
      expect(withSecret.context.payments.provider?.name).toBe("local");
      expect(await deliver(withSecret.context, forged)).toBe(400);
      expect(await withSecret.db.select().from(paymentEvents)).toEqual([]);
      expect(await deliver(withSecret.context, signed)).toBe(200);
      expect((await withSecret.db.select().from(paymentEvents)).map((row) => row.id)).toEqual(["evt_probe"]);
    } finally {
      withSecret.cleanup();
    }
  });
});

describe("the test pages say on every view that nothing is charged (served by the real build)", () => {
  let build: ServerBuild;
  beforeAll(async () => {
    build = await loadServerBuild();
  });
  const text = (element: Element | null) => element?.textContent?.replace(/\s+/g, " ").trim();
  const view = async (
    path: string,
    cookie: string,
    { serverBuild = build, env = { PAYMENTS: "local" } }: { serverBuild?: ServerBuild; env?: Record<string, string> } = {},
  ) => {
    const { response, document } = await servePage(serverBuild, test, path, { cookie, env });
    return [response.status, text(document.querySelector("h1")), text(document.querySelector('[role="note"]'))];
  };
  const failing = (id: string) => withFailingLoader(build, id, new Error("the test page failed"));

  it("a plan's renewal is the day it is where the learner lives, on the subscription page and the stand-in portal", async () => {
    const ana = await createUser();
    // 01:00 UTC on March 3 is the evening of March 2 in Vancouver.
    await test.db.update(users).set({ timeZone: "America/Vancouver" }).where(eq(users.id, ana.id));
    await test.db
      .insert(subscribers)
      .values({ userId: ana.id, subscribed: true, subscriptionTier: "premium", subscriptionEnd: new Date("2027-03-03T01:00:00Z") });
    for (const path of ["/dashboard/subscription", "/billing/local"]) {
      const { document } = await servePage(build, test, path, { cookie: ana.cookie, env: { PAYMENTS: "local" } });
      expect(text(document.querySelector('[data-testid="subscription-renewal"]')), path).toBe("Renews on March 2, 2027");
    }
  });

  it("the test checkout: open, not valid, failed", async () => {
    const ana = await createUser();
    const token = await openCheckout(ana.cookie, { product: "budget_bootcamp" });
    expect(await view(`/checkout/local?session=${token}`, ana.cookie)).toEqual([
      200,
      "Test payment",
      expect.stringContaining("nothing is charged"),
    ]);
    expect(await view(`/checkout/local?session=${token}x`, ana.cookie)).toEqual([
      404,
      "This test checkout is not valid",
      "Its link is broken or belongs to another account. Nothing was charged.",
    ]);
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await view(`/checkout/local?session=${token}`, ana.cookie, { serverBuild: failing("routes/checkout_.local") })).toEqual([
      500,
      "Something went wrong with this test checkout",
      "Test mode: nothing was charged. Please try again in a moment.",
    ]);
  });

  it("the stand-in portal: open, failed, and on a site that takes no test payments", async () => {
    const ana = await createUser();
    expect(await view("/billing/local", ana.cookie)).toEqual([200, "Manage your plan", expect.stringContaining("Nothing is charged")]);
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await view("/billing/local", ana.cookie, { serverBuild: failing("routes/billing_.local") })).toEqual([
      500,
      "Something went wrong with test plan management",
      "Test mode: nothing was charged. Please try again in a moment.",
    ]);
    expect(await view("/billing/local", ana.cookie, { env: {} })).toEqual([
      404,
      "Test plan management is not available",
      "This site takes no test payments, so nothing was charged here.",
    ]);
  });
});
