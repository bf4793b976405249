import { PLAN_TIERS, type PlanTier } from "../catalog";
import type { SubscriptionObject } from "./types";

export interface SubscriberState {
  subscribed: boolean;
  subscriptionTier: PlanTier | null;
  subscriptionEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

/** Stripe keeps retrying a failed renewal while `past_due`; access stays until it gives up. */
const LIVE_STATUSES = new Set(["active", "trialing", "past_due"]);

/**
 * The subscribers row a subscription's current state means. Derived from the object alone, never
 * from which event brought it, so deliveries in any order end in the same row.
 */
export function subscriberState(subscription: SubscriptionObject): SubscriberState {
  const tier = subscription.metadata?.tier;
  const subscribed = LIVE_STATUSES.has(subscription.status) && (PLAN_TIERS as readonly string[]).includes(tier ?? "");
  const periodEnd = subscription.items.data[0]?.current_period_end;
  return subscribed
    ? {
        subscribed,
        subscriptionTier: tier as PlanTier,
        subscriptionEnd: periodEnd ? new Date(periodEnd * 1000) : null,
        cancelAtPeriodEnd: subscription.cancel_at_period_end,
      }
    : { subscribed: false, subscriptionTier: null, subscriptionEnd: null, cancelAtPeriodEnd: false };
}

/** The line under the status on the subscription pages (spec 4). */
export function renewalText(state: { subscribed: boolean; subscriptionEnd: Date | null; cancelAtPeriodEnd: boolean }): string {
  if (!state.subscribed || !state.subscriptionEnd) return "No active subscription";
  const date = state.subscriptionEnd.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
  return state.cancelAtPeriodEnd ? `Ends on ${date}` : `Renews on ${date}`;
}
