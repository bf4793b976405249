/** The debt payoff planner's route exports, re-exported by its route (ADR 062). */
import { DEBT_FIELDS, newDebtRow } from "~/features/tools/domain/debt-payoff";
import { rowToolLoader, toolPageRoute } from "~/features/tools/tool-routes.server";

export const { headers, loader, action } = toolPageRoute(
  "debt",
  ["tools.common", "tools.debt", "plans.save", "plans.allowance", "plans.toolLine"],
  rowToolLoader(DEBT_FIELDS, newDebtRow),
);
