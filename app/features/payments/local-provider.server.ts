/**
 * The local payment provider: a stand-in for Stripe that needs no account or network. Its checkout
 * "session" is a signed token in the URL of our own test-payment page; paying there turns it into the
 * same objects and events Stripe would send, handled by the same code (ADR 009).
 */
import { and, eq, inArray, lte, or, sql } from "drizzle-orm";
import { customers, localSubscriptions, paymentEvents, subscribers, users } from "../../../db/schema/index";
import { findPlan, type Currency, type PlanTier } from "~/lib/domain/catalog";
import { currencyForCountry, isCurrency } from "~/lib/domain/money";
import { base64url, fromBase64url } from "~/lib/domain/base64url";
import { localizedPath } from "~/lib/i18n/locale";
import { planChangePreview, prorationAmount } from "./plan-change";
import type {
  CheckoutLine,
  CheckoutSessionObject,
  KnownPlan,
  PaymentIntentObject,
  PaymentProvider,
  PriceObject,
  ProviderEvent,
  SubscriptionObject,
} from "./types";
import type { Database } from "../../../db/client";

const LOCAL_CHECKOUT_PATH = "/checkout/local";
const LOCAL_BILLING_PATH = "/billing/local";

/** What the local checkout page shows and what Pay turns into a completed session. */
export interface LocalCheckoutSession {
  id: string;
  mode: "payment" | "subscription";
  customer: string;
  userId: string;
  currency: Currency;
  lines: CheckoutLine[];
  metadata: Record<string, string>;
  successUrl: string;
  cancelUrl: string;
}

function randomId(prefix: string): string {
  return `${prefix}_local_${crypto.randomUUID().replace(/-/g, "")}`;
}

async function hmacKey(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey("raw", new TextEncoder().encode(`local-checkout:${secret}`), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
    "verify",
  ]);
}

async function signLocalSession(session: LocalCheckoutSession, secret: string): Promise<string> {
  const payload = new TextEncoder().encode(JSON.stringify(session));
  const signature = new Uint8Array(await crypto.subtle.sign("HMAC", await hmacKey(secret), payload));
  return `${base64url(payload)}.${base64url(signature)}`;
}

/** The session a token names, or null when it was not signed by this server (or is malformed). */
export async function readLocalSession(token: string, secret: string): Promise<LocalCheckoutSession | null> {
  const [payload, signature] = token.split(".");
  if (!payload || !signature) return null;
  try {
    const bytes = fromBase64url(payload);
    const valid = await crypto.subtle.verify("HMAC", await hmacKey(secret), fromBase64url(signature), bytes);
    return valid ? (JSON.parse(new TextDecoder().decode(bytes)) as LocalCheckoutSession) : null;
  } catch {
    return null;
  }
}

/**
 * The ids of what paying or abandoning a test checkout creates (its events and its subscription) are
 * derived from the session's id, as Stripe completes or expires a session once: a second Pay, or a
 * Cancel after Pay, repeats an event `payment_events` already holds, so it changes nothing.
 */
export function localSessionIds(sessionId: string) {
  const key = sessionId.replace(/^cs_local_/, "");
  return {
    completed: `evt_local_${key}_completed`,
    expired: `evt_local_${key}_expired`,
    subscriptionCreated: `evt_local_${key}_subscription`,
    subscription: `sub_local_${key}`,
  };
}

/** How a test checkout already ended: paid, expired (cancelled), or null while it is still open. */
export async function localSessionOutcome(db: Database, sessionId: string): Promise<"paid" | "expired" | null> {
  const ids = localSessionIds(sessionId);
  const recorded = await db
    .select({ id: paymentEvents.id })
    .from(paymentEvents)
    .where(inArray(paymentEvents.id, [ids.completed, ids.expired]));
  if (recorded.some((event) => event.id === ids.completed)) return "paid";
  return recorded.length > 0 ? "expired" : null;
}

/**
 * Gives a test checkout's subscription the learner's one place, as Stripe with "Limit customers to one
 * subscription" refuses a second: the primary key of `local_subscriptions` holds it, so of two plan
 * checkouts paid at once exactly one gets it (ADR 023). A plan whose paid period is over, or that ended
 * (the test plan page's "End the period now"), gives its place up in the same batch. False when another
 * subscription holds it.
 */
export async function claimLocalSubscription(db: Database, userId: string, subscription: SubscriptionObject): Promise<boolean> {
  const item = subscription.items.data[0]!;
  const periodEnd = new Date(item.current_period_end * 1000);
  // Kept as Stripe keeps a subscription's price currency: plan changes and renewals stay in it.
  const currency = item.price?.currency.toUpperCase();
  const [, claimed] = await db.batch([
    db.delete(localSubscriptions).where(
      and(
        eq(localSubscriptions.userId, userId),
        or(
          lte(localSubscriptions.periodEnd, new Date()),
          // Ended: its subscribers row says so. A place just claimed has no row of its own yet, and stays.
          sql`exists (select 1 from ${subscribers} where ${subscribers.userId} = ${userId}
            and ${subscribers.providerSubscriptionId} = ${localSubscriptions.subscriptionId} and ${subscribers.subscribed} = 0)`,
        ),
      ),
    ),
    db
      .insert(localSubscriptions)
      .values({ userId, subscriptionId: subscription.id, periodEnd, currency: isCurrency(currency) ? currency : null })
      .onConflictDoNothing()
      .returning({ subscriptionId: localSubscriptions.subscriptionId }),
  ]);
  if (claimed.length > 0) return true;
  // Pay posted again on the same checkout: its own subscription holds the place.
  const holder = await db
    .select({ subscriptionId: localSubscriptions.subscriptionId })
    .from(localSubscriptions)
    .where(eq(localSubscriptions.userId, userId))
    .get();
  return holder?.subscriptionId === subscription.id;
}

/** A Stripe-shaped event around an object, as the local provider's "webhook". */
export function localEvent(type: string, object: CheckoutSessionObject | SubscriptionObject, id = randomId("evt")): ProviderEvent {
  return {
    id,
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object },
  };
}

/**
 * The same time `months` later (or earlier), on the same day of the month, or on the month's last day when
 * it has no such day: Jan 31, then Feb 28. Stripe keeps the billing day (then Mar 31); the test provider has
 * none, and goes on from the 28th.
 */
export function addMonths(date: Date, months: number): Date {
  const next = new Date(date);
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

export interface LocalSubscriptionFields {
  id?: string;
  customer: string;
  tier: PlanTier;
  currency: Currency;
  userId: string;
  periodEnd?: Date;
  cancelAtPeriodEnd?: boolean;
  status?: SubscriptionObject["status"];
  /** A downgrade waiting for the period's end, shown as a schedule's next phase as Stripe shows it. */
  pendingTier?: PlanTier | null;
}

function localPrice(tier: PlanTier, currency: Currency): PriceObject {
  const plan = findPlan(tier)!;
  return {
    id: `price_local_${plan.tier}_${currency.toLowerCase()}`,
    unit_amount: plan.price[currency],
    currency: currency.toLowerCase(),
    product: { id: `prod_local_${plan.tier}`, metadata: { tier: plan.tier } },
  };
}

/**
 * A Stripe-shaped subscription to a plan at its catalogue price. A switch changes the price, as in the
 * Billing Portal. Test mode only: rebuilt from the subscribers row, it is priced in the currency it was
 * bought in, and its period is the month before its end.
 */
export function localSubscription(fields: LocalSubscriptionFields, now = new Date()): SubscriptionObject {
  const id = fields.id ?? randomId("sub");
  const end = Math.floor((fields.periodEnd ?? addMonths(now, 1)).getTime() / 1000);
  const start = Math.floor(addMonths(new Date(end * 1000), -1).getTime() / 1000);
  const price = localPrice(fields.tier, fields.currency);
  return {
    id,
    object: "subscription",
    customer: fields.customer,
    status: fields.status ?? "active",
    cancel_at_period_end: fields.cancelAtPeriodEnd ?? false,
    metadata: { tier: fields.tier, user_id: fields.userId },
    items: { data: [{ id: `si_${id}`, current_period_start: start, current_period_end: end, price }] },
    schedule: fields.pendingTier
      ? {
          id: `sub_sched_${id}`,
          object: "subscription_schedule",
          phases: [
            { start_date: start, end_date: end, items: [{ price }] },
            {
              start_date: end,
              end_date: null,
              metadata: { tier: fields.pendingTier },
              items: [{ price: localPrice(fields.pendingTier, fields.currency) }],
            },
          ],
        }
      : null,
  };
}

/**
 * The local subscription's next period, as Stripe renews at period end: a waiting downgrade takes
 * effect, a plan cancelled at period end ends. The test plan page applies it on request, since a local
 * plan has nobody to renew it.
 */
export function localRenewal(fields: LocalSubscriptionFields, now = new Date()): SubscriptionObject {
  const end = fields.periodEnd ?? now;
  return localSubscription(
    fields.cancelAtPeriodEnd
      ? { ...fields, status: "canceled", pendingTier: null }
      : { ...fields, tier: fields.pendingTier ?? fields.tier, pendingTier: null, periodEnd: addMonths(end > now ? end : now, 1) },
    now,
  );
}

/** A local subscription as the subscribers row (its whole record) has it, or null for none. */
export async function readLocalSubscription(db: Database, subscriptionId: string): Promise<LocalSubscriptionFields | null> {
  const row = await db
    .select({
      userId: subscribers.userId,
      tier: subscribers.subscriptionTier,
      end: subscribers.subscriptionEnd,
      subscribed: subscribers.subscribed,
      cancelAtPeriodEnd: subscribers.cancelAtPeriodEnd,
      pendingTier: subscribers.pendingTier,
      customer: customers.providerCustomerId,
      country: users.country,
      currency: localSubscriptions.currency,
    })
    .from(subscribers)
    .innerJoin(customers, eq(customers.userId, subscribers.userId))
    .innerJoin(users, eq(users.id, subscribers.userId))
    .leftJoin(
      localSubscriptions,
      and(eq(localSubscriptions.userId, subscribers.userId), eq(localSubscriptions.subscriptionId, subscribers.providerSubscriptionId)),
    )
    .where(eq(subscribers.providerSubscriptionId, subscriptionId))
    .get();
  if (!row?.tier) return null;
  return {
    id: subscriptionId,
    customer: row.customer,
    tier: row.tier,
    // The currency it was bought in; rows from before it was kept read the country's.
    currency: row.currency ?? currencyForCountry(row.country),
    userId: row.userId,
    periodEnd: row.end ?? undefined,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    status: row.subscribed ? "active" : "canceled",
    pendingTier: row.pendingTier,
  };
}

/**
 * The card a test payment records, as Stripe's test card 4242 4242 4242 4242 reads; its order is marked a
 * test payment (`orders.test_payment`, from the session's `livemode`), which the receipt says.
 */
export const LOCAL_TEST_CARD = { brand: "visa", last4: "4242" } as const;

/** The prefix of the local provider's payment ids (migration 0037 marks its earlier orders by it). */
const LOCAL_PAYMENT_PREFIX = "pi_local_";

/** The payment of a paid test checkout, read back as Stripe's expanded one: succeeded, its charge by the test card. */
function localPayment(sessionId: string): PaymentIntentObject {
  const id = sessionId.replace(/^cs_local_/, LOCAL_PAYMENT_PREFIX);
  return {
    id,
    object: "payment_intent",
    status: "succeeded",
    latest_charge: {
      id: id.replace(/^pi_/, "ch_"),
      object: "charge",
      payment_intent: id,
      refunded: false,
      payment_method_details: { card: LOCAL_TEST_CARD },
    },
  };
}

/** The Checkout Session Stripe would report once the test payment is made (or abandoned). */
export function localCheckoutSession(
  session: LocalCheckoutSession,
  outcome: "paid" | "expired",
  subscriptionId: string | null = null,
): CheckoutSessionObject {
  const amount = session.lines.reduce((sum, line) => sum + line.amount, 0);
  return {
    id: session.id,
    object: "checkout.session",
    mode: session.mode,
    status: outcome === "paid" ? "complete" : "expired",
    payment_status: outcome === "paid" ? "paid" : "unpaid",
    client_reference_id: session.userId,
    customer: session.customer,
    metadata: session.metadata,
    currency: session.currency.toLowerCase(),
    amount_subtotal: amount,
    amount_total: amount,
    total_details: { amount_tax: 0 },
    payment_intent: outcome === "paid" && session.mode === "payment" ? localPayment(session.id) : null,
    subscription: subscriptionId,
    livemode: false,
  };
}

/** What Stripe's preview of the same upgrade would show: the unused time credited, the rest charged at the new price. */
function localUpgradeAmount(current: KnownPlan, change: { tier: PlanTier; prorationDate: number }): number {
  const periodEnd = Math.floor(current.periodEnd.getTime() / 1000);
  return prorationAmount({
    currentAmount: findPlan(current.tier)!.price[current.currency],
    newAmount: findPlan(change.tier)!.price[current.currency],
    periodStart: Math.floor(addMonths(current.periodEnd, -1).getTime() / 1000),
    periodEnd,
    at: change.prorationDate,
  });
}

export function createLocalProvider({ db, siteUrl, secret }: { db: Database; siteUrl: URL; secret: string }): PaymentProvider {
  return {
    name: "local",
    takesTestPayments: true,

    async createCustomer() {
      return randomId("cus");
    },

    async createCheckoutSession(request) {
      const session: LocalCheckoutSession = {
        id: randomId("cs"),
        mode: request.mode,
        customer: request.customerId,
        userId: request.userId,
        currency: request.currency,
        lines: [...request.lines],
        metadata: request.metadata,
        successUrl: request.successUrl,
        cancelUrl: request.cancelUrl,
      };
      const url = new URL(LOCAL_CHECKOUT_PATH, siteUrl);
      url.searchParams.set("session", await signLocalSession(session, secret));
      return { id: session.id, url: url.href };
    },

    // Local sessions live only in their signed token; the test-payment page completes them itself, and
    // their events are made and applied in order, so the event's copy is current.
    async retrieveCheckoutSession() {
      return null;
    },

    // Expired as its Cancel button does: the session's expired event is recorded, so its page can no
    // longer be paid. One paid already is left as it is (null: its orders were settled when it was).
    async expireCheckoutSession(id) {
      if ((await localSessionOutcome(db, id)) === "paid") return null;
      await db
        .insert(paymentEvents)
        .values({ id: localSessionIds(id).expired, type: "checkout.session.expired" })
        .onConflictDoNothing();
      return {
        id,
        object: "checkout.session",
        mode: "payment",
        status: "expired",
        payment_status: "unpaid",
        client_reference_id: null,
        customer: null,
        metadata: {},
        currency: null,
        amount_subtotal: null,
        amount_total: null,
        total_details: null,
        payment_intent: null,
        subscription: null,
        livemode: false,
      };
    },

    async checkoutSessionForPayment() {
      return null;
    },

    // Local events are made and applied one at a time, in order, so their copy is current; by id, the
    // subscribers row is the local provider's whole record of the subscription.
    async currentSubscription(subscription) {
      if (typeof subscription !== "string") return subscription;
      const fields = await readLocalSubscription(db, subscription);
      return fields ? localSubscription(fields) : null;
    },

    async createPortalSession(_customerId, _returnUrl, locale = "en") {
      return new URL(localizedPath(LOCAL_BILLING_PATH, locale), siteUrl).href;
    },

    // Nothing was charged, so there is nothing to give back; the order is marked refunded by the caller.
    async refund() {
      return { refundedAt: new Date() };
    },

    // Nothing is ever charged, and the subscribers and customers rows go with the account.
    async cancelSubscriptionNow() {},
    async deleteCustomer() {},

    // Plan changes answer with the subscription as it now is; the caller applies it through the webhook's
    // derivation (syncSubscription), as it does Stripe's answer. Nothing is charged.
    // From the row the page already read (no second round trip): it is the local provider's whole record.
    async previewPlanChange({ known, tier, prorationDate }) {
      return planChangePreview({
        from: known.tier,
        to: tier,
        currency: known.currency,
        periodEnd: known.periodEnd,
        upgradeAmount: async () => localUpgradeAmount(known, { tier, prorationDate }),
      });
    },

    async upgradeNow(change) {
      const fields = await requireLocalSubscription(change.subscriptionId);
      const amountCharged = localUpgradeAmount(
        {
          tier: fields.tier,
          currency: fields.currency,
          periodEnd: new Date(localSubscription(fields).items.data[0]!.current_period_end * 1000),
        },
        { tier: change.tier, prorationDate: change.prorationDate },
      );
      return {
        status: "upgraded",
        amountCharged,
        currency: fields.currency,
        subscription: localSubscription({ ...fields, tier: change.tier, pendingTier: null }),
      };
    },

    async downgradeAtPeriodEnd(change) {
      const fields = await requireLocalSubscription(change.subscriptionId);
      return localSubscription({ ...fields, pendingTier: change.tier, cancelAtPeriodEnd: false });
    },

    async keepCurrentPlan(subscriptionId) {
      return localSubscription({ ...(await requireLocalSubscription(subscriptionId)), pendingTier: null });
    },

    async setCancelAtPeriodEnd(subscriptionId, cancel) {
      return localSubscription({ ...(await requireLocalSubscription(subscriptionId)), pendingTier: null, cancelAtPeriodEnd: cancel });
    },
  };

  async function requireLocalSubscription(subscriptionId: string): Promise<LocalSubscriptionFields> {
    const fields = await readLocalSubscription(db, subscriptionId);
    if (!fields) throw new Error(`Local subscription ${subscriptionId} does not exist`);
    return fields;
  }
}
