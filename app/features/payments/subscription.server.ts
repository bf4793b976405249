import { viewerZone } from "~/features/time-zones/domain/zoned-time";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, eq, type SQL } from "drizzle-orm";
import { customers, localSubscriptions, subscribers, users } from "../../../db/schema/index";
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
 * Ends the user's subscription at the provider, at once and prorated, before their account is deleted:
 * afterwards no row would connect a renewal to anyone. Throws when the provider cannot be reached, so
 * the account stays until billing has ended. Safe to repeat (an ended subscription stays ended).
 */
export async function endBillingBeforeDeletion(context: AppLoadContext, userId: string): Promise<void> {
  const [billing] = await planBilling(context, userId);
  const subscriptionId = billing?.providerSubscriptionId;
  if (!subscriptionId) return;
  const provider = context.payments.provider;
  if (!provider) throw new Error(`Subscription ${subscriptionId} cannot be cancelled: no payment provider is configured`);
  await provider.cancelSubscriptionNow(subscriptionId);
}
