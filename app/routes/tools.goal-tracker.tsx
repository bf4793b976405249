import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { ToolActions } from "~/components/tools/actions";
import { GoalInputs } from "~/components/tools/goal-inputs";
import {
  EmergencyFundTip,
  GoalProgressList,
  GoalsPlaceholder,
  GoalsSummaryCards,
  PriorityGoals,
} from "~/components/tools/goal-results";
import { PrintedDate } from "~/components/tools/printed-date";
import { DefaultSubmit } from "~/components/tools/tool-rows";
import { toolHeaders, ToolPage } from "~/components/tools/tool-page";
import { useMoney } from "~/components/tools/use-money";
import { useToolForm } from "~/components/tools/use-tool-form";
import { PRIVATE_CACHE } from "~/lib/http-cache";
import { pageMeta } from "~/lib/meta";
import { utcDate } from "~/lib/tools/dates";
import { GOAL_FIELDS, newGoalRow, readGoalsForm, summarizeGoals } from "~/lib/tools/goals";
import { applyRowAction } from "~/lib/tools/rows";

export const headers = toolHeaders;

export const meta: MetaFunction = () =>
  pageMeta(
    "Goal Tracker",
    "Free savings goal tracker: progress, months left and the monthly amount each goal needs, with your top priorities. Nothing is stored.",
  );

/**
 * No-JS Add/Remove buttons come back here with `addRow`/`removeRow`: answer with the plan's own
 * URL, the goal added or removed. Otherwise, today's date, so months left agree between the server
 * render and the browser's live update.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const next = applyRowAction(url.searchParams, GOAL_FIELDS, newGoalRow);
  if (next) {
    throw redirect(next.size > 0 ? `${url.pathname}?${next}` : url.pathname, {
      headers: { "Cache-Control": PRIVATE_CACHE },
    });
  }
  return { today: utcDate(new Date()) };
}

export default function GoalTracker() {
  const { today } = useLoaderData<typeof loader>();
  // `today` is fixed for the page's life, so this stays the pure function of the query useToolForm expects.
  const [compute] = useState(() => (params: URLSearchParams) => summarizeGoals(readGoalsForm(params).goals, today));
  const { formProps, query, result: summary, sync, initialParams } = useToolForm(compute);
  const [initial] = useState(() => readGoalsForm(initialParams));
  const money = useMoney();

  return (
    <ToolPage
      title="Goal Tracker"
      intro={
        <p>
          Track what you are saving for: how far along each goal is, how many months are left and what to put aside each
          month. Everything stays in this page and its link: nothing is stored.
        </p>
      }
    >
      <form method="get" {...formProps} className="mt-8 space-y-6">
        <DefaultSubmit />
        <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] print:block">
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
              saveLabel="Save Progress"
              query={query}
            />
          </div>
        </div>
      </form>
    </ToolPage>
  );
}
