/** The net worth tracker's route exports, re-exported by its route (ADR 062). */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { previousSnapshot } from "~/features/advanced-tools/tracker.server";
import { toolPageRoute } from "~/features/tools/tool-routes.server";

const route = toolPageRoute("net-worth", ["tools.common", "tools.netWorth", "plans.save", "plans.allowance", "plans.toolLine"]);

export const { headers, action } = route;

/**
 * Saved plans (ADR 041), and a member's latest snapshot proposed when the URL has no previous net worth
 * (ADR 042; null for everyone else): both reads join the request's one session batch.
 */
export const loader = async (args: LoaderFunctionArgs) => {
  const [page, snapshot] = await Promise.all([route.loader(args), previousSnapshot(args)]);
  return { ...page, ...snapshot };
};
