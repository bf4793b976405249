import { PLAN_COURSES, type Course } from "./catalog";
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
 * Spec 6: a paid order for the course's order product name, or an active subscription whose tier
 * opens the course (every tier opens every course today; see PLAN_COURSES). A purchase is reported
 * first because it outlives any plan.
 */
export function courseAccess(course: Course, facts: AccessFacts, now: Date = new Date()): AccessType {
  if (facts.paidProductNames.includes(course.productName)) return "purchase";
  const { subscription } = facts;
  const tier = isActiveSubscription(subscription, now) ? subscription.tier : null;
  if (tier && PLAN_COURSES[tier].some((slug) => slug === course.slug)) return "subscription";
  return "none";
}

export function hasAccess(course: Course, facts: AccessFacts, now: Date = new Date()): boolean {
  return courseAccess(course, facts, now) !== "none";
}
