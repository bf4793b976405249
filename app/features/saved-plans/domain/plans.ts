/**
 * Saved plans' rules (issue 27 item 1): which tool a plan belongs to, what of a tool's address is kept,
 * names, and how the limit is said. A saved plan is the tool's own URL state (ADR 006): the query
 * string, cut to the tool's own keys (./plan-query.ts), so opening a plan is opening that address. Plain
 * TypeScript, and light: the Save panel on every tool page imports it.
 */
import { isUuid } from "~/lib/domain/uuid";

/** The four tools, as a plan names them; db/schema/saved-plans.ts keeps the same list (a test holds them equal). */
export const SAVED_PLAN_TOOLS = ["budget", "net-worth", "debt", "goals"] as const;
export type SavedPlanTool = (typeof SAVED_PLAN_TOOLS)[number];

export const TOOL_PATHS: Readonly<Record<SavedPlanTool, string>> = {
  budget: "/tools/budget-calculator",
  "net-worth": "/tools/net-worth-tracker",
  debt: "/tools/debt-payoff-planner",
  goals: "/tools/goal-tracker",
};

export function isSavedPlanTool(value: string): value is SavedPlanTool {
  return (SAVED_PLAN_TOOLS as readonly string[]).includes(value);
}

/** The marker an opened plan carries in the tool's address: `plan=<id>`. */
export const PLAN_KEY = "plan";

/** Longest stored state: ample for 50 rows of a tool, and a bound on what one account may store. */
export const MAX_QUERY_LENGTH = 4000;
export const MAX_NAME_LENGTH = 80;

/** The address that opens a saved plan: the tool with its state, and the plan's marker so "Save changes" knows it. */
export function openPlanPath(tool: SavedPlanTool, query: string, id: string): string {
  const params = new URLSearchParams(query);
  params.set(PLAN_KEY, id);
  return `${TOOL_PATHS[tool]}?${params}`;
}

/** A plan's id as it can appear in an address (a UUID); anything else is no plan at all. */
export function isPlanId(value: string | null | undefined): value is string {
  return isUuid(value);
}

/** How full the learner's plans are: said on the Save form and on /dashboard/plans before the limit bites. */
export interface PlanAllowance {
  count: number;
  limit: number;
}

export const isFull = ({ count, limit }: PlanAllowance) => count >= limit;
export const onLastSlot = ({ count, limit }: PlanAllowance) => count === limit - 1;
