/**
 * The loader and action a tool route adds for saved plans: the one server module a tool may import
 * (eslint.config.js, ADR 041). The loader reads the session and the `plan` marker, never the plan's
 * numbers; the action stores the page's state only when a signed-in learner presses Save.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { toolPlanAction } from "./actions.server";
import type { SavedPlanTool } from "./domain/plans";
import { loadToolPlans } from "./saved-plans.server";

/**
 * The tool's own loader data (today's date, the no-JS row buttons), plus `savedPlans`. A route calls it
 * from a function of its own (`export const loader = (args) => ...`): Remix drops that from the browser
 * build, where a module-level call would stay and reach for this server module.
 */
export async function savedPlansLoader<T extends object>(args: LoaderFunctionArgs, tool: SavedPlanTool, base?: (args: LoaderFunctionArgs) => T) {
  // The session read joins the request's batch at this line, before the base may throw its redirect.
  const loaded = loadToolPlans(args.request, args.context, tool, new Date());
  const own = base ? base(args) : undefined;
  const { plans, today } = await loaded;
  return { ...(own as T), savedPlans: plans, today };
}

export const savedPlanAction = ({ request, context }: ActionFunctionArgs, tool: SavedPlanTool) => toolPlanAction(request, context, tool);
