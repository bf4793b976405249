/**
 * What of a tool's address a saved plan keeps: its form's own keys, nothing else (ADR 006). Apart from
 * ./plans.ts because it reads every tool's fields: only the server's Save actions need it, and a tool
 * page's bundle should not carry the other three tools.
 */
import { EXPENSE_FIELDS, expenseName, INCOME_FIELDS, incomeName } from "~/features/tools/domain/budget";
import { DEBT_FIELDS } from "~/features/tools/domain/debt-payoff";
import { GOAL_FIELDS, withGoalIds } from "~/features/tools/domain/goals";
import { ASSET_FIELDS, assetName, LIABILITY_FIELDS, liabilityName } from "~/features/tools/domain/net-worth";
import { MAX_QUERY_LENGTH, type SavedPlanTool } from "./plans";

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

/** The tool's state from a query string, its own keys only, in the order they came; null when too long to keep. */
export function planQuery(tool: SavedPlanTool, raw: string): string | null {
  if (raw.length > MAX_QUERY_LENGTH * 4) return null;
  const keys = TOOL_KEYS[tool];
  const kept = new URLSearchParams();
  for (const [key, value] of new URLSearchParams(raw)) if (keys.has(key)) kept.append(key, value);
  // A goal plan's goals get their ids as it is saved: their contribution logs then follow a rename.
  const query = tool === "goals" ? withGoalIds(kept.toString()) : kept.toString();
  return query.length <= MAX_QUERY_LENGTH ? query : null;
}
