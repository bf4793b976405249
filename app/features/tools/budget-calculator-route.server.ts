/** The budget calculator's route exports, re-exported by its route (ADR 062). */
import { toolPageRoute } from "~/features/tools/tool-routes.server";

export const { headers, loader, action } = toolPageRoute("budget", ["tools.common", "tools.budget", "plans.save", "plans.allowance"]);
