import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useCallback, useState } from "react";
import { AdvancedToolLine } from "~/features/advanced-tools/tool-line";
import { ToolActions } from "~/features/tools/actions";
import { linkLabel, SavedPlanControls, SavedPlanForm } from "~/features/saved-plans/save-panel";
import { savedPlanAction, savedPlansLoader } from "~/features/saved-plans/tool-routes.server";
import { GoalInputs } from "~/features/tools/goal-inputs";
import { EmergencyFundTip, GoalProgressList, GoalsPlaceholder, GoalsSummaryCards, PriorityGoals } from "~/features/tools/goal-results";
import { PrintedDate } from "~/features/tools/printed-date";
import { DefaultSubmit } from "~/features/tools/tool-rows";
import { ToolPage, TOOL_COLUMNS } from "~/features/tools/tool-page";
import { rowToolLoader, toolHeaders } from "~/features/tools/tool-routes";
import { useMoney } from "~/features/tools/use-money";
import { useToolForm } from "~/features/tools/use-tool-form";
import { pageMeta } from "~/lib/http/meta";
import { GOAL_FIELDS, newGoalRow, readGoalsForm, summarizeGoals } from "~/features/tools/domain/goals";

export const headers = toolHeaders;

export const meta: MetaFunction = () =>
  pageMeta(
    "Goal Tracker",
    "Free savings goal tracker: progress, months left and the monthly amount each goal needs, with your top priorities. Nothing is stored unless you save it.",
  );

const rowLoader = rowToolLoader(GOAL_FIELDS, newGoalRow);

export const loader = (args: LoaderFunctionArgs) => savedPlansLoader(args, "goals", rowLoader);
export const action = (args: ActionFunctionArgs) => savedPlanAction(args, "goals");

export default function GoalTracker() {
  const { today, savedPlans } = useLoaderData<typeof loader>();
  const compute = useCallback((params: URLSearchParams) => summarizeGoals(readGoalsForm(params).goals, today), [today]);
  const { formProps, query, result: summary, sync, initialParams } = useToolForm(compute);
  const [initial] = useState(() => readGoalsForm(initialParams));
  const money = useMoney();

  return (
    <ToolPage
      title="Goal Tracker"
      intro={
        <p>
          Track what you are saving for: how far along each goal is, how many months are left and what to put aside each month. Everything stays
          in this page and its link: nothing is stored unless you sign in and save it.
        </p>
      }
    >
      <form method="get" {...formProps} className="mt-8 space-y-6">
        <DefaultSubmit />
        <div className={TOOL_COLUMNS}>
          <div className="space-y-6">
            <GoalInputs initialRows={initial.rows} sync={sync} />
            <button type="submit" className="button-primary w-full print:hidden">
              Calculate
            </button>
          </div>

          <div className="space-y-6 print:mt-6">
            <PrintedDate today={today} />
            <GoalsSummaryCards summary={summary} money={money} />
            {summary.activeGoals > 0 ? (
              <>
                <PriorityGoals summary={summary} money={money} />
                <GoalProgressList summary={summary} money={money} />
              </>
            ) : (
              <GoalsPlaceholder />
            )}
            <EmergencyFundTip hasEmergencyFund={summary.hasEmergencyFund} />
            <ToolActions
              exportAction="/tools/goal-tracker/export.csv"
              exportLabel="Export Goals Report"
              saveLabel={linkLabel(savedPlans, "Save Progress")}
              query={query}
            >
              <SavedPlanControls plans={savedPlans} query={query} saveLabel="Save Progress" />
            </ToolActions>
            <AdvancedToolLine tool="goals" />
          </div>
        </div>
      </form>
      <SavedPlanForm plans={savedPlans} query={query} />
    </ToolPage>
  );
}
