/**
 * The one place payment state changes: webhooks, the return from Checkout, the local provider and
 * refunds all come here. Every change is idempotent (guarded by the status it moves from), and a
 * webhook's event id is recorded in the same batch as the change it causes, so each event counts once
 * however often and in whatever order it arrives.
 */
import { viewerZone } from "~/features/time-zones/domain/zoned-time";
import { emailLanguage } from "~/lib/services/auth/account-words.server";
import { withLeadParagraph, type EmailLanguage } from "~/lib/services/auth/emails";
import type { MailMessage } from "~/lib/services/mail";
import { DEFAULT_LOCALE } from "~/lib/i18n/locale";
import type { MessageKey } from "~/lib/i18n/messages";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, eq, exists, getTableName, inArray, isNotNull, isNull, lt, lte, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { BatchItem } from "drizzle-orm/batch";
import { isUniqueViolation } from "../../../db/errors";
import { customers, orders, paymentEvents, subscribers, subscriptionChanges, users, type OrderStatus } from "../../../db/schema/index";
import { findCourseByProductName } from "~/lib/domain/catalog";
import { revokeCertificatesAfterRefund } from "~/lib/services/learning.server";
import { duplicateRefundEmail, purchaseEmail, refundEmail, subscriptionEmail, type OrderLine } from "./emails";
import { orderTaxes } from "./pricing";
import { nextRefundAttemptAt } from "./refund-retry";
import { billingCurrency, monthlyPrice, subscriberState, subscriptionChange, type SubscriberState } from "./subscription-state";
import {
  chargeSchema,
  checkoutSessionSchema,
  disputeSchema,
  type ChargeObject,
  type DisputeObject,
  idOf,
  invoiceSchema,
  readObject,
  subscriptionSchema,
  type CheckoutSessionObject,
  type ProviderEvent,
  type SubscriptionObject,
} from "./types";
import { reportError } from "~/lib/report-error.server";

type Statement = BatchItem<"sqlite">;

interface Change {
  statements: Statement[];
  /** Runs once the batch has committed, with the statements' results (sends the emails). */
  after?: (results: unknown[]) => Promise<void>;
}

const NO_CHANGE: Change = { statements: [] };

const changedOrder = {
  id: orders.id,
  userId: orders.userId,
  productName: orders.productName,
  amount: orders.amount,
  taxAmount: orders.taxAmount,
  currency: orders.currency,
};
type ChangedOrder = { id: string; userId: string | null; productName: string; amount: number; taxAmount: number; currency: string };

/**
 * Applies a verified event once. Returns "duplicate" when it was applied before (a replay, or a
 * concurrent delivery that committed first); throws when nothing was committed, so the caller answers
 * 5xx and the provider retries.
 */
export async function receiveEvent(context: AppLoadContext, event: ProviderEvent): Promise<"applied" | "duplicate"> {
  // Ids and types only: event objects carry names, emails and card details.
  console.info(`Payment event ${event.id} (${event.type})`);
  const seen = await context.db.select({ id: paymentEvents.id }).from(paymentEvents).where(eq(paymentEvents.id, event.id)).get();
  if (seen) return "duplicate";
  const change = await changeForEvent(context, event);
  const record = context.db.insert(paymentEvents).values({ id: event.id, type: event.type });
  let results: unknown[];
  try {
    results = await context.db.batch([record, ...change.statements]);
  } catch (error) {
    if (isDuplicateEvent(error)) return "duplicate";
    throw error;
  }
  await runAfter(context, change, results.slice(1));
  return "applied";
}

/** The return from Checkout: the same change the webhook makes, so access never waits for it. */
export async function syncCheckoutSession(context: AppLoadContext, session: CheckoutSessionObject): Promise<void> {
  await commit(context, await changeForCheckoutSession(context, session, null));
}

/**
 * A plan change we made (upgrade, downgrade, cancel, resume): the subscription the provider answered
 * with goes through the webhook's derivation now, so the page shows the change before the webhook
 * arrives; the webhook then finds the row as it should be (ADR 026).
 */
export async function syncSubscription(context: AppLoadContext, subscription: SubscriptionObject): Promise<void> {
  await commit(context, await changeForSubscription(context, subscription, null));
}

/**
 * A refund we made (self-serve, or by staff): the order is refunded now; Stripe's refund event later
 * changes nothing. `alongside` joins the same batch (the staff action's audit entry).
 */
export async function markOrderRefunded(context: AppLoadContext, orderId: string, refundedAt: Date, alongside: Statement[] = []): Promise<void> {
  const change = refundChange(context, eq(orders.id, orderId), { refundedAt });
  // Right after the order's guarded update, so an audit entry can ask whether it changed anything.
  const [update, ...rest] = change.statements;
  await commit(context, { ...change, statements: [update!, ...alongside, ...rest] });
}

async function commit(context: AppLoadContext, change: Change): Promise<void> {
  const [first, ...rest] = change.statements;
  if (!first) return;
  await runAfter(context, change, await context.db.batch([first, ...rest]));
}

async function runAfter(context: AppLoadContext, change: Change, results: unknown[]): Promise<void> {
  try {
    await change.after?.(results);
  } catch (error) {
    // The state change is committed; a lost email must not make the provider redeliver the event.
    reportError(context, error, { message: "Payment email failed" });
  }
}

async function changeForEvent(context: AppLoadContext, event: ProviderEvent): Promise<Change> {
  const object = event.data.object;
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded":
    case "checkout.session.async_payment_failed":
    case "checkout.session.expired": {
      const copy = readObject(checkoutSessionSchema, object, event.type);
      const session = (await context.payments.provider?.retrieveCheckoutSession(copy.id)) ?? copy;
      return changeForCheckoutSession(context, session, event.type);
    }
    case "charge.refunded": {
      const charge = readObject(chargeSchema, object, event.type);
      const paymentId = idOf(charge.payment_intent);
      if (!paymentId) return NO_CHANGE;
      // The session's current state, so a refund that arrives before the payment is not lost.
      const session = await context.payments.provider?.checkoutSessionForPayment(paymentId);
      if (session) return changeForCheckoutSession(context, session, null);
      // Partial refunds are ours (one course of a path) and were applied when we made them.
      return charge.refunded ? refundChange(context, eq(orders.providerPaymentId, paymentId), { refundedAt: refundDate(charge) }) : NO_CHANGE;
    }
    case "charge.dispute.closed":
      return changeForDispute(context, readObject(disputeSchema, object, event.type), new Date(event.created * 1000));
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
      return changeForSubscription(context, readObject(subscriptionSchema, object, event.type), event.type);
    case "invoice.paid":
    case "invoice.payment_failed": {
      const subscriptionId = idOf(readObject(invoiceSchema, object, event.type).parent?.subscription_details?.subscription);
      return subscriptionId ? changeForSubscription(context, subscriptionId, event.type) : NO_CHANGE;
    }
    default:
      return NO_CHANGE;
  }
}

/**
 * A dispute lost at the bank ends the course purchase it paid for, as a refund would (ADR 066): the
 * orders are marked refunded as of the dispute's close, and the certificates the purchase alone held are
 * revoked. No refund email: the cardholder's bank made it. A closed dispute never reopens, so its event's
 * copy is final; one that arrives before the payment's own event finds the orders through the session,
 * as `charge.refunded` does. A plan's payment lost at the bank changes nothing here: staff are alerted.
 */
async function changeForDispute(context: AppLoadContext, dispute: DisputeObject, closedAt: Date): Promise<Change> {
  const paymentId = idOf(dispute.payment_intent);
  if (dispute.status !== "lost" || !paymentId) return NO_CHANGE;
  const session = await context.payments.provider?.checkoutSessionForPayment(paymentId);
  if (!session || session.mode === "subscription") {
    reportError(context, new Error("Dispute lost on a payment that is no course purchase"), {
      message: `Dispute ${dispute.id} on payment ${paymentId} was lost; no course order was paid by it (a plan's invoice?), so nothing changed. Decide in the Stripe dashboard whether its subscription continues.`,
    });
    return NO_CHANGE;
  }
  return refundChange(context, eq(orders.providerReference, session.id), { paymentId, refundedAt: closedAt, emailed: false });
}

/** The session's latest charge, when it was read back expanded (Stripe's, and every paid local one). */
function latestCharge(session: CheckoutSessionObject): ChargeObject | null {
  const payment = typeof session.payment_intent === "object" ? session.payment_intent : null;
  return typeof payment?.latest_charge === "object" ? payment.latest_charge : null;
}

/** When a charge was refunded: its newest refund's date when Stripe listed them, else now (the event's moment). */
function refundDate(charge: ChargeObject | null): Date {
  const newest = Math.max(0, ...(charge?.refunds?.data.map((refund) => refund.created) ?? []));
  return newest > 0 ? new Date(newest * 1000) : new Date();
}

/** The card a charge was paid with, for the receipt; nothing when the provider did not say. */
function cardOf(charge: ChargeObject | null) {
  const card = charge?.payment_method_details?.card;
  return { paymentMethodBrand: card?.brand ?? null, paymentMethodLast4: card?.last4 ?? null };
}

/** A payment intent's status once a completed checkout's delayed payment (bank debit) has failed. */
const FAILED_PAYMENT_STATUSES = new Set(["requires_payment_method", "canceled"]);

/**
 * What a session's current state means for its orders. The session read back from the provider carries
 * its payment intent and latest charge, which say whether the payment failed or was refunded since; a
 * copy without them (the local provider's) falls back on `eventType` for a failed delayed payment.
 */
export function checkoutOutcome(session: CheckoutSessionObject, eventType: string | null): OrderStatus | null {
  const payment = typeof session.payment_intent === "object" ? session.payment_intent : null;
  if (latestCharge(session)?.refunded) return "refunded";
  if (session.payment_status === "paid" || session.payment_status === "no_payment_required") return "paid";
  if (session.status === "expired") return "cancelled";
  const failed = payment
    ? session.status === "complete" && FAILED_PAYMENT_STATUSES.has(payment.status)
    : eventType === "checkout.session.async_payment_failed";
  return failed ? "failed" : null;
}

async function changeForCheckoutSession(context: AppLoadContext, session: CheckoutSessionObject, eventType: string | null): Promise<Change> {
  const outcome = checkoutOutcome(session, eventType);
  if (!outcome) return NO_CHANGE;
  if (session.mode === "subscription") {
    const subscriptionId = idOf(session.subscription);
    return outcome === "paid" && subscriptionId ? changeForSubscription(context, subscriptionId, eventType) : NO_CHANGE;
  }
  const ofSession = eq(orders.providerReference, session.id);
  if (outcome === "refunded") {
    return refundChange(context, ofSession, {
      paymentId: idOf(session.payment_intent),
      refundedAt: refundDate(latestCharge(session)),
      testPayment: !session.livemode,
    });
  }
  const pending = await context.db
    .select({ id: orders.id, amount: orders.amount })
    .from(orders)
    .where(and(ofSession, eq(orders.status, "pending")));
  // One course of a path refunded by us: marked when we made it, unless that write was lost (a timeout, a
  // failed batch after Stripe refunded); Stripe's refund names the order, so its event marks it now.
  const partial = outcome === "paid" ? ordersRefundedByName(context, ofSession, latestCharge(session)) : [];
  if (pending.length === 0) return combined(partial);
  const amounts = pending.map((order) => order.amount);
  const taxes = orderTaxes(amounts, session.total_details?.amount_tax ?? 0, session.total_details?.breakdown?.taxes ?? []);
  const paid = { buyerRegion: session.customer_details?.address?.state ?? null, ...cardOf(latestCharge(session)) };
  // When the learner paid (the charge's own time, however late its event arrives; now when the provider
  // gave none): the start of the guarantee's 30 days.
  const charged = latestCharge(session)?.created;
  const paidAt = charged ? new Date(charged * 1000) : new Date();
  const statements = pending.map((order, index) =>
    context.db
      .update(orders)
      .set(
        outcome === "paid"
          ? {
              status: outcome,
              providerPaymentId: idOf(session.payment_intent),
              taxAmount: taxes[index]!.amount,
              taxLines: taxes[index]!.lines,
              paidAt: paidAt,
              testPayment: !session.livemode,
              ...paid,
            }
          : { status: outcome },
      )
      // Only from pending: a refunded or already settled order never moves back.
      .where(and(eq(orders.id, order.id), eq(orders.status, "pending")))
      .returning(changedOrder),
  );
  return combined([
    {
      statements,
      after:
        outcome === "paid"
          ? async (results) => emailBuyer(context, await refundDuplicatePurchases(context, (results as ChangedOrder[][]).flat()), purchaseEmail)
          : undefined,
    },
    ...partial,
  ]);
}

/** The refunds of one order each that a charge lists (not failed or cancelled), as refunds of those orders of the session. */
function ordersRefundedByName(context: AppLoadContext, ofSession: SQL, charge: ChargeObject | null): Change[] {
  return (charge?.refunds?.data ?? [])
    .filter((refund) => refund.metadata?.order_id && refund.status !== "failed" && refund.status !== "canceled")
    .map((refund) =>
      refundChange(context, and(ofSession, eq(orders.id, refund.metadata!.order_id!))!, { refundedAt: new Date(refund.created * 1000) }),
    );
}

/** Several changes as one batch, in order; each one's `after` gets its own statements' results. */
function combined(changes: Change[]): Change {
  if (changes.length <= 1) return changes[0] ?? NO_CHANGE;
  return {
    statements: changes.flatMap((change) => change.statements),
    after: async (results) => {
      let offset = 0;
      for (const change of changes) {
        await change.after?.(results.slice(offset, offset + change.statements.length));
        offset += change.statements.length;
      }
    },
  };
}

/**
 * Which of a course's paid orders stands when there are several: a complimentary one (nothing was paid,
 * so nothing could be given back: staff granted it while a checkout was open), else the oldest, then by id.
 */
const STANDING_ORDER = [sql`${orders.compReason} is null`, orders.createdAt, orders.id];

/**
 * A payment for a course the learner already owned (two checkouts opened before ADR 023, a path
 * bought alongside the course, or a course granted free while its checkout was open) is given back: of a
 * course's paid orders, all but the one that stands (STANDING_ORDER) are refunded through the provider,
 * marked refunded and explained by email. Whoever sees
 * two paid orders does it, so of two payments landing at once the later one catches both; the refund's
 * idempotency key and the status guard make doing it twice harmless. Returns the orders that stay paid.
 */
async function refundDuplicatePurchases(context: AppLoadContext, paid: ChangedOrder[]): Promise<ChangedOrder[]> {
  const userId = paid[0]?.userId;
  const provider = context.payments.provider;
  if (!userId || !provider) return paid;
  const owned = await context.db
    .select({
      id: orders.id,
      productName: orders.productName,
      amount: orders.amount,
      taxAmount: orders.taxAmount,
      paymentId: orders.providerPaymentId,
      autoRefundAttempts: orders.autoRefundAttempts,
    })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.status, "paid"),
        inArray(
          orders.productName,
          paid.map((order) => order.productName),
        ),
      ),
    )
    .orderBy(...STANDING_ORDER);
  const seen = new Set<string>();
  const duplicates = owned.filter((order) => {
    const again = seen.has(order.productName);
    seen.add(order.productName);
    return again;
  });
  const refunded = await refundDuplicates(context, duplicates, new Date());
  return paid.filter((order) => !refunded.has(order.id));
}

/** What refunding a duplicate needs: no request, so the hourly job can do it too. */
export type RefundContext = Pick<AppLoadContext, "db" | "payments" | "mailer" | "settings" | "waitUntil">;

type DuplicateOrder = { id: string; amount: number; taxAmount: number; paymentId: string | null; autoRefundAttempts?: number };

/**
 * Refunds second payments through the provider; each that goes through is marked refunded and explained
 * by email. One the provider refused stays paid and is owed: the hourly job tries it again, waiting
 * longer after each failure (nextRefundAttemptAt), and the console lists it until it goes through.
 * Returns the ids refunded.
 */
async function refundDuplicates(context: RefundContext, duplicates: readonly DuplicateOrder[], now: Date): Promise<Map<string, Date>> {
  const provider = context.payments.provider;
  const refunded = new Map<string, Date>();
  const failed: BatchItem<"sqlite">[] = [];
  for (const order of duplicates) {
    try {
      if (!provider) throw new Error("No payment provider");
      const { refundedAt } = await provider.refund({
        paymentId: order.paymentId ?? "",
        amount: order.amount + order.taxAmount,
        orderId: order.id,
      });
      refunded.set(order.id, refundedAt);
    } catch (error) {
      reportError(context, error, { message: `Automatic refund of duplicate order ${order.id} failed; the hourly job tries again` });
      const attempts = (order.autoRefundAttempts ?? 0) + 1;
      failed.push(
        context.db
          .update(orders)
          .set({
            autoRefundAttempts: attempts,
            autoRefundDueAt: nextRefundAttemptAt(attempts, now),
            autoRefundError: (error instanceof Error ? error.message : String(error)).slice(0, 500),
          })
          .where(and(eq(orders.id, order.id), eq(orders.status, "paid"))),
      );
    }
  }
  const marked = [...refunded].map(([id, refundedAt]) =>
    context.db
      .update(orders)
      .set({ status: "refunded", refundedAt, autoRefundDueAt: null, autoRefundError: null })
      .where(and(eq(orders.id, id), eq(orders.status, "paid")))
      .returning(changedOrder),
  );
  const [first, ...rest] = [...marked, ...failed];
  if (!first) return refunded;
  const results = await context.db.batch([first, ...rest]);
  const changed = (results.slice(0, marked.length) as ChangedOrder[][]).flat();
  // Grouped by learner: each gets one email for their refunds.
  for (const userId of new Set(changed.map((order) => order.userId))) {
    await emailBuyer(
      context,
      changed.filter((order) => order.userId === userId),
      duplicateRefundEmail,
    );
  }
  return refunded;
}

/**
 * The hourly job's share of refunds owed (refundDuplicates): each order due is tried again while it is
 * still a second payment (a paid order of the same course stands before it, by STANDING_ORDER); one that
 * no longer is (the first was refunded meanwhile) is owed nothing and leaves the list.
 */
export async function retryOwedRefunds(context: RefundContext, now = new Date()): Promise<void> {
  const earlier = alias(orders, "earlier");
  const stillSecond = exists(
    context.db
      .select({ one: sql`1` })
      .from(earlier)
      .where(
        and(
          eq(earlier.userId, orders.userId),
          eq(earlier.productName, orders.productName),
          eq(earlier.status, "paid"),
          or(
            and(isNotNull(earlier.compReason), isNull(orders.compReason)),
            and(
              sql`(${earlier.compReason} is null) = (${orders.compReason} is null)`,
              or(lt(earlier.createdAt, orders.createdAt), and(eq(earlier.createdAt, orders.createdAt), lt(earlier.id, orders.id))),
            ),
          ),
        ),
      ),
  );
  const due = await context.db
    .select({
      id: orders.id,
      amount: orders.amount,
      taxAmount: orders.taxAmount,
      paymentId: orders.providerPaymentId,
      autoRefundAttempts: orders.autoRefundAttempts,
      owed: sql<number>`${orders.status} = 'paid' and ${stillSecond}`,
    })
    .from(orders)
    .where(and(isNotNull(orders.autoRefundDueAt), lte(orders.autoRefundDueAt, now)));
  const settled = due.filter((order) => !order.owed).map((order) => order.id);
  if (settled.length > 0) {
    await context.db.update(orders).set({ autoRefundDueAt: null, autoRefundError: null }).where(inArray(orders.id, settled));
  }
  await refundDuplicates(
    context,
    due.filter((order) => order.owed),
    now,
  );
}

/**
 * Refunds the paid (or still pending: the refund's event came first) orders `which` selects, dated
 * `refundedAt`, and revokes the certificates of the courses the refund leaves their learner without,
 * in one batch; the buyer is emailed the refund unless `emailed` is false (their bank gave it back).
 */
function refundChange(
  context: AppLoadContext,
  which: SQL,
  {
    paymentId = null,
    refundedAt,
    emailed = true,
    testPayment,
  }: { paymentId?: string | null; refundedAt: Date; emailed?: boolean; testPayment?: boolean },
): Change {
  const now = new Date();
  return {
    statements: [
      context.db
        .update(orders)
        .set({
          status: "refunded",
          refundedAt,
          ...(paymentId ? { providerPaymentId: paymentId } : {}),
          // From the session when it is known (a refund whose event came before the payment's): a test stays a test.
          ...(testPayment === undefined ? {} : { testPayment }),
        })
        .where(and(which, inArray(orders.status, ["paid", "pending"])))
        .returning(changedOrder),
      revokeCertificatesAfterRefund(context, which, now),
    ],
    after: emailed ? ([refunded]) => emailBuyer(context, refunded as ChangedOrder[], refundEmail) : undefined,
  };
}

/** A money email of a provider that takes test payments (the local one, Stripe on a test key): saying first that nothing was charged. */
function markedTestMode(context: Pick<AppLoadContext, "payments">, mail: MailMessage, { t }: EmailLanguage): MailMessage {
  return context.payments.provider?.takesTestPayments ? withLeadParagraph(mail, t("mail.testMode")) : mail;
}

async function emailBuyer(
  context: Pick<AppLoadContext, "db" | "mailer" | "settings" | "payments">,
  changed: ChangedOrder[],
  compose: (to: string, siteUrl: URL, lines: OrderLine[], language: EmailLanguage) => ReturnType<typeof purchaseEmail>,
): Promise<void> {
  const userId = changed[0]?.userId;
  if (!userId) return;
  const user = await context.db.select({ email: users.email, locale: users.locale }).from(users).where(eq(users.id, userId)).get();
  if (!user) return;
  // In the buyer's language (their account's), whatever page the webhook's event came from.
  const language = emailLanguage(user.locale ?? DEFAULT_LOCALE);
  const lines = changed.map((order) => {
    const course = findCourseByProductName(order.productName);
    return {
      title: course ? language.t(`nav.course.${course.slug}` as MessageKey) : order.productName,
      // What the card was charged (or given back): the course's amount with its tax.
      amount: order.amount + order.taxAmount,
      currency: order.currency,
    };
  });
  await context.mailer.send(markedTestMode(context, compose(user.email, context.settings.siteUrl, lines, language), language));
}

/** A subscription in these states charges nobody again. */
const ENDED_SUBSCRIPTION_STATUSES = new Set(["canceled", "incomplete_expired"]);

async function changeForSubscription(
  context: AppLoadContext,
  reference: SubscriptionObject | string,
  eventType: string | null,
): Promise<Change> {
  const provider = context.payments.provider;
  // When the provider was asked: two deliveries at once each read its state, and the older read must not land last.
  const readAt = new Date();
  const subscription = (provider ? await provider.currentSubscription(reference) : null) ?? (typeof reference === "string" ? null : reference);
  if (!subscription) return NO_CHANGE;
  const customerId = idOf(subscription.customer);
  const [owner] = await context.db.batch([
    context.db
      .select({
        userId: customers.userId,
        email: users.email,
        locale: users.locale,
        timeZone: users.timeZone,
      })
      .from(customers)
      .innerJoin(users, eq(users.id, customers.userId))
      .where(eq(customers.providerCustomerId, customerId ?? "")),
  ]);
  const row = owner[0];
  if (!row) {
    const about = `Subscription ${subscription.id} (${eventType ?? "checkout return"}, ${subscription.status}) belongs to no account`;
    // An ended one is a deleted account's last word; a live one charges someone we no longer serve.
    if (ENDED_SUBSCRIPTION_STATUSES.has(subscription.status)) console.info(`${about}; it has ended`);
    else {
      reportError(context, new Error("Live subscription without an account"), {
        message: `${about} and is still live: it may renew and charge. Cancel it in the Stripe dashboard.`,
      });
    }
    return NO_CHANGE;
  }
  const state = subscriberState(subscription);
  // The state this write replaces, read in its own batch: two syncs of one sign-up (its events and the
  // success return, within a second) then see each other, and only the first counts a new plan and welcomes.
  const prior = context.db
    .select({
      subscribed: subscribers.subscribed,
      subscriptionTier: subscribers.subscriptionTier,
      subscriptionEnd: subscribers.subscriptionEnd,
      cancelAtPeriodEnd: subscribers.cancelAtPeriodEnd,
      pendingTier: subscribers.pendingTier,
      pendingAt: subscribers.pendingAt,
    })
    .from(subscribers)
    .where(eq(subscribers.userId, row.userId));
  const upsert = context.db
    .insert(subscribers)
    .values({
      userId: row.userId,
      ...state,
      currency: billingCurrency(subscription),
      providerSubscriptionId: subscription.id,
      updatedAt: readAt,
    })
    .onConflictDoUpdate({
      target: subscribers.userId,
      set: {
        subscribed: sql`excluded.subscribed`,
        currency: sql`coalesce(excluded.currency, ${subscribers.currency})`,
        subscriptionTier: sql`excluded.subscription_tier`,
        subscriptionEnd: sql`excluded.subscription_end`,
        cancelAtPeriodEnd: sql`excluded.cancel_at_period_end`,
        pendingTier: sql`excluded.pending_tier`,
        pendingAt: sql`excluded.pending_at`,
        providerSubscriptionId: sql`excluded.provider_subscription_id`,
        updatedAt: sql`excluded.updated_at`,
      },
      // An old subscription ending must not switch off the one that replaced it; a state read before the
      // row's was must not replace it (`updated_at` is when the provider was asked).
      setWhere: sql`(excluded.subscribed = 1 or ${subscribers.subscribed} = 0 or ${subscribers.providerSubscriptionId} is null or ${subscribers.providerSubscriptionId} = excluded.provider_subscription_id)
        and excluded.updated_at >= ${subscribers.updatedAt}`,
    })
    .returning({ userId: subscribers.userId });
  return {
    statements: [prior, upsert],
    after: async ([priorRows, written]) => {
      // Counted and told only when the upsert took this subscription's state (its setWhere).
      if ((written as unknown[]).length === 0) return;
      const before = (priorRows as Awaited<typeof prior>)[0];
      const replaced: SubscriberState | null = before ? { ...before, cancelAtPeriodEnd: before.cancelAtPeriodEnd ?? false } : null;
      const change = subscriptionChange(replaced, state);
      const language = emailLanguage(row.locale ?? DEFAULT_LOCALE);
      const email = subscriptionEmail(
        row.email,
        context.settings.siteUrl,
        replaced,
        state,
        monthlyPrice(subscription),
        language,
        viewerZone(row),
      );
      if (change) {
        try {
          await context.db
            .insert(subscriptionChanges)
            .values({ id: crypto.randomUUID(), userId: row.userId, kind: change.kind, tier: change.tier, at: new Date() });
        } catch (error) {
          // The console's count is lost; the learner's email still goes.
          reportError(context, error, { message: `Plan change of subscription ${subscription.id} not counted` });
        }
      }
      if (email) await context.mailer.send(markedTestMode(context, email, language));
    },
  };
}

/** The event's id is already recorded: another delivery of it committed first. */
function isDuplicateEvent(error: unknown): boolean {
  return isUniqueViolation(error, `${getTableName(paymentEvents)}.${paymentEvents.id.name}`);
}
