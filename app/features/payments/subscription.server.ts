import { viewerZone } from "~/features/time-zones/domain/zoned-time";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, eq, isNotNull, type SQL } from "drizzle-orm";
import { customers, localSubscriptions, orders, subscribers, users } from "../../../db/schema/index";
import { syncCheckoutSession } from "./sync.server";
import { reportError } from "~/lib/report-error.server";
import type { Currency } from "~/lib/domain/catalog";
import { currencyForCountry } from "~/lib/domain/money";
import type { SessionUser } from "~/lib/services/auth/session.server";
import { isActiveSubscription } from "~/lib/domain/subscription";
import { NOT_SUBSCRIBED, type SubscriberState } from "./subscription-state";

/**
 * How the user's plan is managed, which the session's subscription state does not carry: cancelled at
 * period end or not, and the provider's ids. `userId` is an id or the session's id subquery, so a page
 * reads it in the session's round trip (requireUserWith). Always one row for an existing user.
 */
export function planBilling(context: AppLoadContext, userId: SQL | string) {
  return context.db
    .select({
      cancelAtPeriodEnd: subscribers.cancelAtPeriodEnd,
      pendingTier: subscribers.pendingTier,
      pendingAt: subscribers.pendingAt,
      providerSubscriptionId: subscribers.providerSubscriptionId,
      customerId: customers.providerCustomerId,
      localPlanCurrency: localSubscriptions.currency,
      billedCurrency: subscribers.currency,
    })
    .from(users)
    .leftJoin(subscribers, eq(subscribers.userId, users.id))
    .leftJoin(customers, eq(customers.userId, users.id))
    .leftJoin(
      localSubscriptions,
      and(eq(localSubscriptions.userId, users.id), eq(localSubscriptions.subscriptionId, subscribers.providerSubscriptionId)),
    )
    .where(eq(users.id, userId));
}

export type PlanBilling = Awaited<ReturnType<typeof planBilling>>[number];

/**
 * The currency the plan is billed in: the one its price has, as the provider reported it (kept on the
 * subscriber row), else the one a local plan was bought in; rows from before either was kept fall back
 * to the account's country. The subscription page says it ("Billed in") and prices the plans in it.
 */
export function planCurrency(user: Pick<SessionUser, "country">, billing: PlanBilling | undefined): Currency {
  return billing?.billedCurrency ?? billing?.localPlanCurrency ?? currencyForCountry(user.country);
}

/** The plan as a page shows it, with the zone its dates are written in: the learner's (ADR 038). */
export type PlanShown = SubscriberState & { timeZone: string };

/**
 * The plan as the pages show it, from the session's subscription: subscribed only while the paid
 * period lasts, so a plan cancelled at period end reads 'Inactive' once that end has passed.
 */
export function planView(user: SessionUser, billing: PlanBilling | undefined, now = new Date()): PlanShown {
  const { subscription } = user;
  const state: SubscriberState = isActiveSubscription(subscription, now)
    ? {
        subscribed: true,
        subscriptionTier: subscription.tier,
        subscriptionEnd: subscription.end,
        cancelAtPeriodEnd: billing?.cancelAtPeriodEnd ?? false,
        // A change whose date has passed without its webhook is not shown as still to come.
        ...(billing?.pendingTier && billing.pendingAt && billing.pendingAt.getTime() > now.getTime()
          ? { pendingTier: billing.pendingTier, pendingAt: billing.pendingAt }
          : { pendingTier: null, pendingAt: null }),
      }
    : NOT_SUBSCRIBED;
  return { ...state, timeZone: viewerZone(user) };
}

/**
 * Ends everything the provider could still charge before the account is deleted, since afterwards no row
 * would connect a payment to anyone: each course checkout still open is expired (one paid meanwhile is
 * settled as its webhook would), the subscription ends at once and prorated, and the customer is deleted
 * with the email it holds (a plan checkout still open for it can no longer be paid). Throws when the
 * provider cannot be reached, so the account stays until billing has ended. Safe to repeat.
 */
export async function endBillingBeforeDeletion(context: AppLoadContext, userId: string): Promise<void> {
  const [[billing], openCheckouts] = await context.db.batch([
    planBilling(context, userId),
    context.db
      .selectDistinct({ reference: orders.providerReference })
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.status, "pending"), isNotNull(orders.providerReference))),
  ]);
  const subscriptionId = billing?.providerSubscriptionId;
  const customerId = billing?.customerId;
  if (!subscriptionId && !customerId && openCheckouts.length === 0) return;
  const provider = context.payments.provider;
  if (!provider) {
    if (subscriptionId || openCheckouts.length > 0)
      throw new Error(`Account ${userId}'s billing cannot be ended: no payment provider is configured`);
    // Nothing can be charged any more; only the customer record stays at the provider, for staff to delete.
    reportError(context, new Error("No payment provider is configured"), {
      message: `Customer ${customerId} of deleted account ${userId} stays at the provider`,
    });
    return;
  }
  for (const { reference } of openCheckouts) {
    const session = await provider.expireCheckoutSession(reference!);
    if (session && session.status !== "open") await syncCheckoutSession(context, session);
    // Paid by a method that takes days to confirm (a bank debit): it cannot be stopped, and once it goes
    // through it must reach its learner, so the account stays until then.
    if (session?.status === "complete" && session.payment_status !== "paid") throw new PaymentStillConfirming(reference!);
  }
  if (subscriptionId) await provider.cancelSubscriptionNow(subscriptionId);
  if (customerId) {
    await provider.deleteCustomer(customerId);
    // At once: if the deletion then failed, the next checkout makes a new customer instead of using a gone one.
    await context.db.delete(customers).where(eq(customers.userId, userId));
  }
}

/** A course payment of the learner's is still being confirmed: the account cannot be deleted yet. */
export class PaymentStillConfirming extends Error {
  constructor(reference: string) {
    super(`Checkout ${reference} is paid but its payment is still being confirmed`);
  }
}
