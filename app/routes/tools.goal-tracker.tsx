import type { MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useCallback, useState } from "react";
import { AdvancedToolLine } from "~/features/advanced-tools/tool-line";
import { ToolActions } from "~/features/tools/actions";
import { linkLabel, SavedPlanControls, SavedPlanForm } from "~/features/saved-plans/save-panel";
import { GoalInputs } from "~/features/tools/goal-inputs";
import { EmergencyFundTip, GoalProgressList, GoalsPlaceholder, GoalsSummaryCards, PriorityGoals } from "~/features/tools/goal-results";
import { PrintedDate } from "~/features/tools/printed-date";
import { DefaultSubmit } from "~/features/tools/tool-rows";
import { ToolPage, TOOL_COLUMNS } from "~/features/tools/tool-page";
import { useMoney } from "~/features/tools/use-money";
import { useToolForm } from "~/features/tools/use-tool-form";
import { pageMeta, pageText } from "~/lib/http/meta";
import { useLocale, useTranslate } from "~/hooks/use-translate";
import { isGoalNumberKey, readGoalsForm, summarizeGoals } from "~/features/tools/domain/goals";
import { canonicalQuery } from "~/features/tools/domain/query";
import type { loader } from "~/features/tools/goal-tracker-route.server";

export const meta: MetaFunction = (args) => pageMeta(pageText(args, "tools.goals.title"), pageText(args, "tools.goals.description"), args);

export { action, headers, loader } from "~/features/tools/goal-tracker-route.server";

export default function GoalTracker() {
  const { today, savedPlans } = useLoaderData<typeof loader>();
  const t = useTranslate();
  const locale = useLocale();
  const compute = useCallback((params: URLSearchParams) => summarizeGoals(readGoalsForm(params, locale).goals, today), [today, locale]);
  const normalize = useCallback((query: string) => canonicalQuery(query, isGoalNumberKey, locale), [locale]);
  const { formProps, query, result: summary, sync, initialParams } = useToolForm(compute, normalize);
  const [initial] = useState(() => readGoalsForm(initialParams, locale));
  const money = useMoney();

  return (
    <ToolPage title={t("tools.goals.title")} intro={<p>{t("tools.goals.intro")}</p>}>
      <form method="get" {...formProps} className="mt-8 space-y-6">
        <DefaultSubmit />
        <div className={TOOL_COLUMNS}>
          <div className="space-y-6">
            <GoalInputs initialRows={initial.rows} sync={sync} />
            <button type="submit" className="button-primary w-full print:hidden">
              {t("tools.common.calculate")}
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
              exportLabel={t("tools.goals.export")}
              saveLabel={linkLabel(savedPlans, t("tools.goals.save"), t)}
              query={query}
            >
              <SavedPlanControls plans={savedPlans} query={query} saveLabel={t("tools.goals.save")} />
            </ToolActions>
            <AdvancedToolLine tool="goals" />
          </div>
        </div>
      </form>
      <SavedPlanForm plans={savedPlans} query={query} />
    </ToolPage>
  );
}
