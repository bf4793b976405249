import { useRouteLoaderData } from "@remix-run/react";
import type { loader as rootLoader } from "~/root";
import type { PlanTier } from "~/lib/domain/catalog";

/**
 * The signed-in member's active plan, as the root loader read it with the session; null for visitors
 * (whose public pages are cached for everyone) and for accounts without a live plan.
 */
export function usePlanTier(): PlanTier | null {
  return useRouteLoaderData<typeof rootLoader>("root")?.user?.planTier ?? null;
}
