/** The goal tracker's route exports, re-exported by its route (ADR 062). */
import { GOAL_FIELDS, newGoalRow } from "~/features/tools/domain/goals";
import { rowToolLoader, toolPageRoute } from "~/features/tools/tool-routes.server";

export const { headers, loader, action } = toolPageRoute(
  "goals",
  ["tools.common", "tools.goals", "plans.save", "plans.allowance", "plans.toolLine"],
  rowToolLoader(GOAL_FIELDS, newGoalRow),
);
