import type { PlanTier } from "~/lib/domain/catalog";

/** Where a subscriber changes plan: the change page states the amount and the date before anything is charged. */
export function planChangeHref(tier: PlanTier): string {
  return `/dashboard/subscription/change?tier=${tier}`;
}
