import { useRouteLoaderData } from "@remix-run/react";
import type { loader as rootLoader } from "~/root";
import type { Currency } from "~/lib/domain/catalog";

/**
 * The currency this visitor sees money in, as the root loader chose it (one choice for the whole page,
 * so prices and tool results always agree). Falls back to USD inside error boundaries without root data.
 */
export function useDisplayCurrency(): Currency {
  return useRouteLoaderData<typeof rootLoader>("root")?.currency ?? "USD";
}
