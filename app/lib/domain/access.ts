import type { Course } from "./catalog";
import { tierOpensCourse } from "./entitlements";
import { isActiveSubscription, type SubscriptionState } from "./subscription";

/** Spec 4: how a learner holds a course, if at all. */
export type AccessType = "none" | "purchase" | "subscription";

/** What the access rule looks at, read on the server for the signed-in user. */
export interface AccessFacts {
  /** `orders.product_name` of the user's orders whose status is `paid` (no other status grants). */
  paidProductNames: readonly string[];
  subscription: SubscriptionState;
}

/**
 * A paid order for the course's order product name (spec 6), or an active subscription whose tier opens
 * the course by the entitlement table (ADR 025). A purchase is reported first because it outlives any plan.
 */
export function courseAccess(course: Course, facts: AccessFacts, now: Date = new Date()): AccessType {
  if (facts.paidProductNames.includes(course.productName)) return "purchase";
  const { subscription } = facts;
  const tier = isActiveSubscription(subscription, now) ? subscription.tier : null;
  if (tier && tierOpensCourse(tier, course)) return "subscription";
  return "none";
}

export function hasAccess(course: Course, facts: AccessFacts, now: Date = new Date()): boolean {
  return courseAccess(course, facts, now) !== "none";
}
