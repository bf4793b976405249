/**
 * The loader and action a tool route adds for saved plans: the one server module a tool may import
 * (eslint.config.js, ADR 041). The loader reads the session and the `plan` marker, never the plan's
 * numbers; the action stores the page's state only when a signed-in learner presses Save.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { toolPlanAction } from "./actions.server";
import type { SavedPlanTool } from "./domain/plans";
import { loadToolPlans } from "./saved-plans.server";

/** The tool's own loader data (today's date, the no-JS row buttons), plus `savedPlans`. */
export function withSavedPlans<T extends object>(tool: SavedPlanTool, base: (args: LoaderFunctionArgs) => T = () => ({}) as T) {
  return async (args: LoaderFunctionArgs) => {
    // The session read leaves first (it joins the request's batch at this line); the base may throw its redirect.
    const plans = loadToolPlans(args.request, args.context, tool);
    const own = base(args);
    return { ...own, savedPlans: await plans };
  };
}

export const savedPlanAction =
  (tool: SavedPlanTool) =>
  ({ request, context }: ActionFunctionArgs) =>
    toolPlanAction(request, context, tool);
