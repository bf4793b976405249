import type { PlanTier } from "./catalog";

/** A user's plan as the `subscribers` row records it (no row: not subscribed). */
export interface SubscriptionState {
  subscribed: boolean;
  tier: PlanTier | null;
  /** End of the paid period. */
  end: Date | null;
}

export const NO_SUBSCRIPTION: SubscriptionState = { subscribed: false, tier: null, end: null };

/**
 * A subscription opens what it pays for only while it is marked subscribed and its paid period has not
 * ended: a missed webhook can leave `subscribed` set, but never beyond the end of what was paid.
 */
export function isActiveSubscription(subscription: SubscriptionState, now: Date = new Date()): boolean {
  return subscription.subscribed && subscription.end !== null && subscription.end.getTime() > now.getTime();
}

/** The tier to show (sidebar badge): the active plan's tier, or null for 'Free'. */
export function activeTier(subscription: SubscriptionState, now: Date = new Date()): PlanTier | null {
  return isActiveSubscription(subscription, now) ? subscription.tier : null;
}
