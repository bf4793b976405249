import Stripe from "stripe";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { action as changeAction, loader as changeLoader } from "~/routes/dashboard.subscription_.change";
import { action as subscriptionAction, loader as subscriptionLoader } from "~/routes/dashboard.subscription";
import { action as localBillingAction } from "~/routes/billing_.local";
import { action as webhookAction } from "~/routes/webhooks.stripe";
import { PLAN_CHANGE_TEXTS } from "~/features/payments/plan-change";
import { testModeDescription } from "~/features/payments/checkout-texts";
import { findPlan } from "~/lib/domain/catalog";
import { createSession } from "~/lib/services/auth/session.server";
import { readToast } from "~/lib/http/toast.server";
import { customers, localSubscriptions, subscribers, users } from "../../db/schema";
import { parseSettings } from "../../server/settings";
import { createTestDatabase, RAW_TEST_SETTINGS } from "../support/database";
import { fakeSubscription, startFakeStripe } from "../support/fake-stripe";
import { routeResult } from "../support/route-result";

// Plan changes made in the app (ADR 026), with the local provider and with the Stripe stand-in: the
// amount shown before confirming is the amount charged, an upgrade opens the plan at once, a downgrade
// waits for the end of the paid period and its webhook.

const WEBHOOK_SECRET = "whsec_test_secret";
const DAY = 86_400;
let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
let test: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  stripe = await startFakeStripe();
});
afterAll(() => stripe.close());
afterEach(() => test.cleanup());

type Mode = "local" | "stripe";

async function setUp(mode: Mode) {
  stripe.reset();
  test = await createTestDatabase(
    parseSettings(
      mode === "local"
        ? { ...RAW_TEST_SETTINGS, PAYMENTS: "local" }
        : // A live site's kind of key (its words are production's); the requests go to the fake Stripe.
          { ...RAW_TEST_SETTINGS, STRIPE_SECRET_KEY: "sk_live_fake", STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: stripe.url },
    ),
  );
}

/**
 * A Canadian subscriber half-way through a paid month of `tier`, as both providers have it. `boughtIn`
 * is the currency the plan was bought in; without it, a local plan's row predates the currency column.
 */
async function subscriber(mode: Mode, tier: "basic" | "premium" | "elite", boughtIn?: "CAD" | "USD") {
  const id = crypto.randomUUID();
  const email = `${id}@example.com`;
  await test.db.insert(users).values({ id, email, passwordHash: "unused", country: "CA", emailVerifiedAt: new Date() });
  const cookie = (await createSession(test.context, id, { persistent: false })).split(";")[0]!;
  const now = Math.floor(Date.now() / 1000);
  const periodEnd = now + 15 * DAY;
  const subscriptionId = mode === "local" ? `sub_local_${id.replace(/-/g, "")}` : `sub_${id.replace(/-/g, "")}`;
  const customerId = mode === "local" ? `cus_local_${id.replace(/-/g, "")}` : `cus_${id.replace(/-/g, "")}`;
  await test.db.insert(customers).values({ userId: id, providerCustomerId: customerId });
  await test.db.insert(subscribers).values({
    userId: id,
    subscribed: true,
    subscriptionTier: tier,
    subscriptionEnd: new Date(periodEnd * 1000),
    providerSubscriptionId: subscriptionId,
    // As the webhook keeps it from Stripe's price (the local plan keeps its own below).
    currency: mode === "stripe" ? (boughtIn ?? "CAD") : null,
  });
  if (mode === "stripe") {
    const currency = boughtIn ?? "CAD";
    const amount = findPlan(tier)!.price[currency];
    stripe.set(
      subscriptionId,
      fakeSubscription({ id: subscriptionId, customer: customerId, tier, amount, currency: currency.toLowerCase(), periodEnd }),
    );
  } else {
    await test.db
      .insert(localSubscriptions)
      .values({ userId: id, subscriptionId, periodEnd: new Date(periodEnd * 1000), currency: boughtIn ?? null });
  }
  return { id, cookie, subscriptionId, periodEnd };
}

const context = () => test.requestContext();

function pageRequest(cookie: string, path: string, form?: Record<string, string>) {
  return new Request(`http://localhost${path}`, {
    method: form ? "POST" : "GET",
    body: form ? new URLSearchParams(form) : undefined,
    headers: { Cookie: cookie },
  });
}

async function loadChange(cookie: string, tier: string) {
  try {
    return routeResult(
      await changeLoader({ request: pageRequest(cookie, `/dashboard/subscription/change?tier=${tier}`), params: {}, context: context() }),
    );
  } catch (thrown) {
    return routeResult(thrown);
  }
}

function confirm(cookie: string, form: Record<string, string>) {
  return changeAction({
    request: pageRequest(cookie, "/dashboard/subscription/change", form),
    params: {},
    context: context(),
  }) as Promise<Response>;
}

function planAction(cookie: string, intent: string) {
  return subscriptionAction({
    request: pageRequest(cookie, "/dashboard/subscription", { intent }),
    params: {},
    context: context(),
  }) as Promise<Response>;
}

/** Where a redirect goes and the toast it carries. */
async function answerOf(response: Response) {
  const cookie = response.headers.get("Set-Cookie")?.split(";")[0] ?? "";
  const { toast } = await readToast(new Request("http://localhost/", { headers: { Cookie: cookie } }), test.context);
  return { location: response.headers.get("Location"), title: toast?.title, description: toast?.description };
}

const row = (userId: string) =>
  test.db
    .select({
      tier: subscribers.subscriptionTier,
      end: subscribers.subscriptionEnd,
      cancelAtPeriodEnd: subscribers.cancelAtPeriodEnd,
      pendingTier: subscribers.pendingTier,
      pendingAt: subscribers.pendingAt,
    })
    .from(subscribers)
    .where(eq(subscribers.userId, userId))
    .get();

async function deliver(event: object) {
  const payload = JSON.stringify(event);
  const signature = await Stripe.webhooks.generateTestHeaderStringAsync({
    payload,
    secret: WEBHOOK_SECRET,
    cryptoProvider: Stripe.createSubtleCryptoProvider(),
  });
  const request = new Request("http://localhost/webhooks/stripe", { method: "POST", body: payload, headers: { "Stripe-Signature": signature } });
  return (await webhookAction({ request, params: {}, context: test.context })) as Response;
}

function subscriptionEvent(object: unknown) {
  return { id: `evt_${crypto.randomUUID()}`, type: "customer.subscription.updated", created: Math.floor(Date.now() / 1000), data: { object } };
}

/** The period ends: Stripe's clock and its webhook, or the local test plan page's "End the period now". */
async function endPeriod(mode: Mode, learner: { cookie: string; subscriptionId: string }) {
  if (mode === "stripe") {
    expect((await deliver(subscriptionEvent(stripe.endPeriod(learner.subscriptionId)))).status).toBe(200);
    return;
  }
  const request = pageRequest(learner.cookie, "/billing/local", { intent: "renew" });
  await localBillingAction({ request, params: {}, context: context() });
}

/** The upgrade's toast: the local provider adds that nothing was charged, as on every money message of its own. */
const upgradedToast = (mode: Mode, charged: string) => {
  const said = PLAN_CHANGE_TEXTS.upgraded("Premium", charged);
  return mode === "local" ? testModeDescription(said) : said;
};

const AMOUNT = /You pay (CA\$\d+\.\d\d) today for the rest of this month, then CA\$25\.00 a month\./;

describe.each<Mode>(["local", "stripe"])("plan changes with the %s provider", (mode) => {
  beforeEach(() => setUp(mode));

  it("upgrades Basic to Premium at once, charging exactly the amount the page showed", async () => {
    const bob = await subscriber(mode, "basic");
    const page = await loadChange(bob.cookie, "premium");
    expect(page.value).toMatchObject({ type: "preview", kind: "upgrade" });
    const shown = AMOUNT.exec(page.value.sentence)?.[1];
    // Half of the month left: about half of the CA$14.00 difference.
    expect(Number(shown?.slice(3))).toBeGreaterThan(6);
    expect(Number(shown?.slice(3))).toBeLessThan(8);

    const answer = await answerOf(await confirm(bob.cookie, { tier: "premium", prorationDate: String(page.value.prorationDate) }));
    expect(answer).toMatchObject({ location: "/dashboard/subscription", title: PLAN_CHANGE_TEXTS.upgradedTitle });
    expect(answer.description).toBe(upgradedToast(mode, shown!));
    // Premium now, before any webhook: the provider's answer went through the webhook's derivation.
    expect(await row(bob.id)).toMatchObject({ tier: "premium", end: new Date(bob.periodEnd * 1000), pendingTier: null });

    if (mode === "stripe") {
      const preview = stripe.requests.find((request) => request.path === "/v1/invoices/create_preview")!;
      const update = stripe.requests.find((request) => request.path === `/v1/subscriptions/${bob.subscriptionId}` && request.method === "POST")!;
      expect(preview.body["subscription_details[proration_behavior]"]).toBe("always_invoice");
      expect(update.body).toMatchObject({
        proration_behavior: "always_invoice",
        payment_behavior: "pending_if_incomplete",
        proration_date: preview.body["subscription_details[proration_date]"],
        "items[0][price_data][unit_amount]": "2500",
        "items[0][price_data][currency]": "cad",
        "items[0][price_data][product]": "moneywise_plan_premium",
      });
      // The webhook that follows finds the row as it is.
      expect((await deliver(subscriptionEvent(stripe.get(bob.subscriptionId)))).status).toBe(200);
      expect(await row(bob.id)).toMatchObject({ tier: "premium", pendingTier: null });
    }
  });

  it("keeps the currency the plan was bought in, whatever the learner's country", async () => {
    // A Canadian who bought Basic at US$9: the upgrade is priced in US dollars, not at CA$25.
    const ann = await subscriber(mode, "basic", "USD");
    const plans = await subscriptionLoader({ request: pageRequest(ann.cookie, "/dashboard/subscription"), params: {}, context: context() });
    expect(plans.billedIn).toBe("USD");
    const page = await loadChange(ann.cookie, "premium");
    const shown = /You pay (US\$\d+\.\d\d) today for the rest of this month, then US\$19\.00 a month\./.exec(page.value.sentence)?.[1];
    expect(shown, page.value.sentence).toBeDefined();
    const answer = await answerOf(await confirm(ann.cookie, { tier: "premium", prorationDate: String(page.value.prorationDate) }));
    expect(answer.description).toBe(upgradedToast(mode, shown!));
    if (mode === "stripe") {
      const update = stripe.requests.find((request) => request.path === `/v1/subscriptions/${ann.subscriptionId}` && request.method === "POST")!;
      expect(update.body).toMatchObject({ "items[0][price_data][unit_amount]": "1900", "items[0][price_data][currency]": "usd" });
    }
  });

  it("charges once for a repeated or concurrent confirmation", async () => {
    const bob = await subscriber(mode, "basic");
    const page = await loadChange(bob.cookie, "elite");
    const form = { tier: "elite", prorationDate: String(page.value.prorationDate) };
    const answers = await Promise.all([confirm(bob.cookie, form), confirm(bob.cookie, form)]);
    expect(answers.map((answer) => answer.headers.get("Location"))).toEqual(["/dashboard/subscription", "/dashboard/subscription"]);
    const again = await answerOf(await confirm(bob.cookie, form));
    expect(again).toMatchObject({ location: "/dashboard/subscription", title: PLAN_CHANGE_TEXTS.sameTierTitle });
    if (mode === "stripe") {
      // A submit that read our row before the change reached it finds Stripe on the plan asked for: the
      // same answer, and nothing more at Stripe (the race two submits at once can run). The local
      // provider's record is our row itself.
      await test.db.update(subscribers).set({ subscriptionTier: "basic" }).where(eq(subscribers.userId, bob.id));
      const late = await answerOf(await confirm(bob.cookie, form));
      expect(late).toMatchObject({ location: "/dashboard/subscription", title: PLAN_CHANGE_TEXTS.sameTierTitle });
    }
    expect(await row(bob.id)).toMatchObject({ tier: "elite" });
    if (mode === "stripe") {
      const updates = stripe.requests.filter(
        (request) => request.path === `/v1/subscriptions/${bob.subscriptionId}` && request.method === "POST",
      );
      // Every attempt that reached Stripe carried the same key, so Stripe made one change and one invoice.
      expect(new Set(updates.map((update) => update.idempotencyKey)).size).toBe(1);
    }
  });

  it("downgrades at the end of the paid period, shown as pending until then and applied by the period's end", async () => {
    const bob = await subscriber(mode, "premium");
    const page = await loadChange(bob.cookie, "basic");
    // The day it is where Bob lives (a new account's zone, Toronto), as the page writes it.
    const date = new Date(bob.periodEnd * 1000).toLocaleDateString("en-US", {
      year: "numeric",
      month: "long",
      day: "numeric",
      timeZone: "America/Toronto",
    });
    expect(page.value).toMatchObject({
      type: "preview",
      kind: "downgrade",
      sentence: `Your plan changes to Basic on ${date}; you keep Premium until then, then pay CA$11.00 a month.`,
    });
    const answer = await answerOf(await confirm(bob.cookie, { tier: "basic", prorationDate: String(page.value.prorationDate) }));
    expect(answer).toMatchObject({ location: "/dashboard/subscription", title: PLAN_CHANGE_TEXTS.scheduledTitle });
    expect(await row(bob.id)).toMatchObject({ tier: "premium", pendingTier: "basic", pendingAt: new Date(bob.periodEnd * 1000) });

    const shown = routeResult(
      await subscriptionLoader({ request: pageRequest(bob.cookie, "/dashboard/subscription"), params: {}, context: context() }),
    );
    expect(shown.value.plan).toMatchObject({ subscriptionTier: "premium", pendingTier: "basic" });
    // Asking again says it is already scheduled.
    expect(await loadChange(bob.cookie, "basic")).toMatchObject({ status: 302 });

    if (mode === "stripe") {
      // A webhook before the period ends keeps Premium with the change pending.
      expect((await deliver(subscriptionEvent(stripe.get(bob.subscriptionId)))).status).toBe(200);
      expect(await row(bob.id)).toMatchObject({ tier: "premium", pendingTier: "basic" });
    }
    await endPeriod(mode, bob);
    const after = await row(bob.id);
    expect(after).toMatchObject({ tier: "basic", pendingTier: null, pendingAt: null });
    expect(after!.end!.getTime()).toBeGreaterThan(bob.periodEnd * 1000);
  });

  it("keeps the current plan instead of a scheduled downgrade", async () => {
    const bob = await subscriber(mode, "elite");
    const page = await loadChange(bob.cookie, "premium");
    await confirm(bob.cookie, { tier: "premium", prorationDate: String(page.value.prorationDate) });
    expect(await row(bob.id)).toMatchObject({ tier: "elite", pendingTier: "premium" });
    expect(await answerOf(await planAction(bob.cookie, "keep"))).toMatchObject({ title: PLAN_CHANGE_TEXTS.keptTitle });
    expect(await row(bob.id)).toMatchObject({ tier: "elite", pendingTier: null });
    await endPeriod(mode, bob);
    expect(await row(bob.id)).toMatchObject({ tier: "elite" });
  });

  it("upgrades over a scheduled downgrade, which it replaces", async () => {
    const bob = await subscriber(mode, "premium");
    const down = await loadChange(bob.cookie, "basic");
    await confirm(bob.cookie, { tier: "basic", prorationDate: String(down.value.prorationDate) });
    const up = await loadChange(bob.cookie, "elite");
    await confirm(bob.cookie, { tier: "elite", prorationDate: String(up.value.prorationDate) });
    expect(await row(bob.id)).toMatchObject({ tier: "elite", pendingTier: null });
  });

  it("cancels at period end and resumes", async () => {
    const bob = await subscriber(mode, "basic");
    expect(await answerOf(await planAction(bob.cookie, "cancel"))).toMatchObject({ title: PLAN_CHANGE_TEXTS.cancelPlanTitle });
    expect(await row(bob.id)).toMatchObject({ tier: "basic", cancelAtPeriodEnd: true, end: new Date(bob.periodEnd * 1000) });
    // A cancelled plan is resumed before it is changed: a change never decides whether it renews.
    expect(await loadChange(bob.cookie, "premium")).toMatchObject({ status: 302 });
    const refused = await confirm(bob.cookie, { tier: "premium", prorationDate: String(Math.floor(Date.now() / 1000)) });
    expect(await answerOf(refused)).toMatchObject({ title: PLAN_CHANGE_TEXTS.cancelledTitle, description: PLAN_CHANGE_TEXTS.cancelledFirst });
    expect(await row(bob.id)).toMatchObject({ tier: "basic", cancelAtPeriodEnd: true });
    expect(await answerOf(await planAction(bob.cookie, "resume"))).toMatchObject({ title: PLAN_CHANGE_TEXTS.resumedTitle });
    expect(await row(bob.id)).toMatchObject({ tier: "basic", cancelAtPeriodEnd: false });
  });

  it("refuses bad input with a message and changes nothing", async () => {
    const bob = await subscriber(mode, "basic");
    const unknown = await loadChange(bob.cookie, "platinum");
    expect(unknown).toMatchObject({ status: 302 });
    expect(await answerOf(await confirm(bob.cookie, { tier: "platinum", prorationDate: "1" }))).toMatchObject({
      location: "/dashboard/subscription",
      description: PLAN_CHANGE_TEXTS.unknownTier,
    });
    expect(await answerOf(await confirm(bob.cookie, { tier: "basic", prorationDate: "1" }))).toMatchObject({
      title: PLAN_CHANGE_TEXTS.sameTierTitle,
    });
    // A price older than its time to live (or made up) is shown again, not charged.
    const stale = String(Math.floor(Date.now() / 1000) - 3600);
    for (const prorationDate of [stale, "", "soon", String(Math.floor(Date.now() / 1000) + 60)]) {
      expect(await answerOf(await confirm(bob.cookie, { tier: "premium", prorationDate }))).toMatchObject({
        location: "/dashboard/subscription/change?tier=premium",
        description: PLAN_CHANGE_TEXTS.stale,
      });
    }
    expect(await answerOf(await planAction(bob.cookie, "delete-everything"))).toMatchObject({ title: "Error" });
    expect(await row(bob.id)).toMatchObject({ tier: "basic", cancelAtPeriodEnd: false, pendingTier: null });
    if (mode === "stripe") expect(stripe.requests.filter((request) => request.method === "POST")).toEqual([]);
  });

  it("sends a learner without a plan to subscribe to it", async () => {
    const id = crypto.randomUUID();
    await test.db.insert(users).values({ id, email: `${id}@example.com`, passwordHash: "unused", country: "CA", emailVerifiedAt: new Date() });
    const cookie = (await createSession(test.context, id, { persistent: false })).split(";")[0]!;
    expect((await loadChange(cookie, "premium")).value).toEqual({ type: "subscribe", tier: "premium", messages: expect.any(Object) });
    expect(await answerOf(await confirm(cookie, { tier: "premium", prorationDate: String(Math.floor(Date.now() / 1000)) }))).toMatchObject({
      location: "/dashboard/subscription/change?tier=premium",
      title: PLAN_CHANGE_TEXTS.noPlanTitle,
    });
    expect(await answerOf(await planAction(cookie, "cancel"))).toMatchObject({ title: PLAN_CHANGE_TEXTS.noPlanTitle });
  });
});

describe("plan changes with Stripe only", () => {
  beforeEach(() => setUp("stripe"));

  it("leaves the plan as it was when the card is declined", async () => {
    const bob = await subscriber("stripe", "basic");
    const page = await loadChange(bob.cookie, "premium");
    stripe.declineUpgrades(true);
    const answer = await answerOf(await confirm(bob.cookie, { tier: "premium", prorationDate: String(page.value.prorationDate) }));
    expect(answer).toMatchObject({ title: PLAN_CHANGE_TEXTS.declinedTitle, description: PLAN_CHANGE_TEXTS.declined });
    expect(await row(bob.id)).toMatchObject({ tier: "basic" });
  });

  it("a plan changed in the Billing Portal whose webhook has not come yet: Stripe's plan decides, nothing is charged, the page is shown again", async () => {
    const bob = await subscriber("stripe", "basic");
    // Bob moved to Elite in the Billing Portal; our row still says Basic.
    stripe.set(
      bob.subscriptionId,
      fakeSubscription({
        id: bob.subscriptionId,
        customer: `cus_${bob.id.replace(/-/g, "")}`,
        tier: "elite",
        amount: findPlan("elite")!.price.CAD,
        currency: "cad",
        periodEnd: bob.periodEnd,
      }),
    );
    // The page previews from Stripe's plan: Premium is a downgrade at the period's end.
    const page = await loadChange(bob.cookie, "premium");
    expect(page.value).toMatchObject({ type: "preview", kind: "downgrade" });
    const answer = await answerOf(await confirm(bob.cookie, { tier: "premium", prorationDate: String(page.value.prorationDate) }));
    expect(answer).toMatchObject({ location: "/dashboard/subscription/change?tier=premium", description: PLAN_CHANGE_TEXTS.stale });
    expect(stripe.requests.filter((request) => request.method === "POST")).toEqual([]);
    expect(await row(bob.id)).toMatchObject({ tier: "elite", pendingTier: null });
  });

  it("says so when a declined upgrade dropped the downgrade that was waiting, and shows it gone", async () => {
    const bob = await subscriber("stripe", "premium");
    const down = await loadChange(bob.cookie, "basic");
    await confirm(bob.cookie, { tier: "basic", prorationDate: String(down.value.prorationDate) });
    expect(await row(bob.id)).toMatchObject({ tier: "premium", pendingTier: "basic" });
    const up = await loadChange(bob.cookie, "elite");
    stripe.declineUpgrades(true);
    const answer = await answerOf(await confirm(bob.cookie, { tier: "elite", prorationDate: String(up.value.prorationDate) }));
    expect(answer).toMatchObject({ title: PLAN_CHANGE_TEXTS.declinedTitle, description: PLAN_CHANGE_TEXTS.declinedDropped("Premium", "Basic") });
    // Stripe has no schedule any more; the page says the same before any webhook arrives.
    expect(stripe.get(bob.subscriptionId)).toMatchObject({ schedule: null });
    expect(await row(bob.id)).toMatchObject({ tier: "premium", pendingTier: null });
  });

  it("shows a downgrade made in the Billing Portal as pending, the same way", async () => {
    const bob = await subscriber("stripe", "premium");
    const portal = stripe.get(bob.subscriptionId) as { items: { data: Array<{ current_period_start: number; price: unknown }> } };
    // The portal's schedule: no metadata of ours, its next phase read by its price.
    const schedule = {
      id: "sub_sched_portal",
      object: "subscription_schedule",
      phases: [
        { start_date: portal.items.data[0]!.current_period_start, end_date: bob.periodEnd, items: [{ price: portal.items.data[0]!.price }] },
        {
          start_date: bob.periodEnd,
          end_date: null,
          items: [{ price: { id: "price_portal_basic", unit_amount: 1100, currency: "cad", product: "prod_portal" } }],
        },
      ],
    };
    expect((await deliver(subscriptionEvent({ ...portal, schedule }))).status).toBe(200);
    // The stand-in still has the subscription without the schedule: the event's copy is not trusted.
    expect(await row(bob.id)).toMatchObject({ pendingTier: null });
    stripe.set("sub_sched_portal", schedule);
    stripe.set(bob.subscriptionId, { ...(portal as object), schedule: "sub_sched_portal" });
    expect((await deliver(subscriptionEvent(stripe.get(bob.subscriptionId)))).status).toBe(200);
    expect(await row(bob.id)).toMatchObject({ tier: "premium", pendingTier: "basic", pendingAt: new Date(bob.periodEnd * 1000) });
  });
});
