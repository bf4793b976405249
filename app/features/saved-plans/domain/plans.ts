/**
 * Saved plans' rules (issue 27 item 1): which tool a plan belongs to, what of a tool's address is kept,
 * names, and how the limit is said. A saved plan is the tool's own URL state (ADR 006): the query
 * string, cut to the tool's own keys, so opening a plan is opening that address. Plain TypeScript.
 */
import { EXPENSE_FIELDS, expenseName, INCOME_FIELDS, incomeName } from "~/features/tools/domain/budget";
import { DEBT_FIELDS } from "~/features/tools/domain/debt-payoff";
import { GOAL_FIELDS } from "~/features/tools/domain/goals";
import { ASSET_FIELDS, assetName, LIABILITY_FIELDS, liabilityName } from "~/features/tools/domain/net-worth";

/** The four tools, as a plan names them; db/schema/saved-plans.ts keeps the same list (a test holds them equal). */
export const SAVED_PLAN_TOOLS = ["budget", "net-worth", "debt", "goals"] as const;
export type SavedPlanTool = (typeof SAVED_PLAN_TOOLS)[number];

export const TOOL_PATHS: Readonly<Record<SavedPlanTool, string>> = {
  budget: "/tools/budget-calculator",
  "net-worth": "/tools/net-worth-tracker",
  debt: "/tools/debt-payoff-planner",
  goals: "/tools/goal-tracker",
};

export const TOOL_NAMES: Readonly<Record<SavedPlanTool, string>> = {
  budget: "Budget Calculator",
  "net-worth": "Net Worth Tracker",
  debt: "Debt Payoff Planner",
  goals: "Goal Tracker",
};

export function isSavedPlanTool(value: string): value is SavedPlanTool {
  return (SAVED_PLAN_TOOLS as readonly string[]).includes(value);
}

/**
 * The keys each tool's form submits: its state, and nothing else. The Save button's `saved`, the open
 * plan's `plan`, the export's `currency` and the no-JS row buttons are not part of a plan.
 */
const TOOL_KEYS: Readonly<Record<SavedPlanTool, ReadonlySet<string>>> = {
  budget: new Set(["method", ...INCOME_FIELDS.map(({ key }) => incomeName(key)), ...EXPENSE_FIELDS.map(({ key }) => expenseName(key))]),
  "net-worth": new Set([
    "tab",
    "previousNetWorth",
    "period",
    ...ASSET_FIELDS.map(({ key }) => assetName(key)),
    ...LIABILITY_FIELDS.map(({ key }) => liabilityName(key)),
  ]),
  debt: new Set(["strategy", "extraPayment", ...DEBT_FIELDS]),
  goals: new Set(GOAL_FIELDS),
};

/** The marker an opened plan carries in the tool's address: `plan=<id>`. */
export const PLAN_KEY = "plan";

/** Longest stored state: ample for 50 rows of a tool, and a bound on what one account may store. */
export const MAX_QUERY_LENGTH = 4000;
export const MAX_NAME_LENGTH = 80;

/** The tool's state from a query string, its own keys only, in the order they came; null when too long to keep. */
export function planQuery(tool: SavedPlanTool, raw: string): string | null {
  if (raw.length > MAX_QUERY_LENGTH * 4) return null;
  const keys = TOOL_KEYS[tool];
  const kept = new URLSearchParams();
  for (const [key, value] of new URLSearchParams(raw)) if (keys.has(key)) kept.append(key, value);
  const query = kept.toString();
  return query.length <= MAX_QUERY_LENGTH ? query : null;
}

/** The address that opens a saved plan: the tool with its state, and the plan's marker so "Save changes" knows it. */
export function openPlanPath(tool: SavedPlanTool, query: string, id: string): string {
  const params = new URLSearchParams(query);
  params.set(PLAN_KEY, id);
  return `${TOOL_PATHS[tool]}?${params}`;
}

/** A plan's id as it can appear in an address (a UUID); anything else is no plan at all. */
export function isPlanId(value: string | null | undefined): value is string {
  return typeof value === "string" && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(value);
}

/** Names as compared by the unique index: trimmed, whatever the case. */
export function sameName(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** How full the learner's plans are: said on the Save form and on /dashboard/plans before the limit bites. */
export interface PlanAllowance {
  count: number;
  limit: number;
}

export const isFull = ({ count, limit }: PlanAllowance) => count >= limit;
export const onLastSlot = ({ count, limit }: PlanAllowance) => count === limit - 1;
