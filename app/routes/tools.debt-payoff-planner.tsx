import type { MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useCallback, useState } from "react";
import { AdvancedToolLine } from "~/features/advanced-tools/tool-line";
import { ToolActions } from "~/features/tools/actions";
import { linkLabel, SavedPlanControls, SavedPlanForm } from "~/features/saved-plans/save-panel";
import { DebtInputs } from "~/features/tools/debt-inputs";
import { DebtPlanPlaceholder, DebtSummary, StrategyComparison, StrategyResults, StrategyToCalculate } from "~/features/tools/debt-results";
import { PrintedDate } from "~/features/tools/printed-date";
import { MoneyField } from "~/features/tools/fields";
import { TabPanel, ToolTabs } from "~/features/tools/tabs";
import { DefaultSubmit } from "~/features/tools/tool-rows";
import { ToolPage, ToolSection, TOOL_COLUMNS } from "~/features/tools/tool-page";
import { useMoney } from "~/features/tools/use-money";
import { useToolForm } from "~/features/tools/use-tool-form";
import { pageMeta, pageText } from "~/lib/http/meta";
import { useLocale, useTranslate } from "~/hooks/use-translate";
import { isDebtNumberKey, planDebtPayoff, readDebtForm, STRATEGIES } from "~/features/tools/domain/debt-payoff";
import { canonicalQuery } from "~/features/tools/domain/query";
import type { loader } from "~/features/tools/debt-payoff-route.server";

export const meta: MetaFunction = (args) => pageMeta(pageText(args, "tools.debt.title"), pageText(args, "tools.debt.description"), args);

export { action, headers, loader } from "~/features/tools/debt-payoff-route.server";

export default function DebtPayoffPlanner() {
  const { today, savedPlans } = useLoaderData<typeof loader>();
  const t = useTranslate();
  const locale = useLocale();
  const compute = useCallback(
    (params: URLSearchParams) => {
      const form = readDebtForm(params, locale);
      return { form, plan: planDebtPayoff(form) };
    },
    [locale],
  );
  const normalize = useCallback((query: string) => canonicalQuery(query, isDebtNumberKey, locale), [locale]);
  const { formProps, query, result, sync, initialParams } = useToolForm(compute, normalize);
  // The rows as the page opened (the first result is computed from exactly that address).
  const [initial] = useState(() => result.form);
  const money = useMoney();
  const { plan } = result;
  const strategyTabs = STRATEGIES.map((value) => ({ value, label: t(`tools.debt.strategy.${value}`) }));

  return (
    <ToolPage title={t("tools.debt.title")} intro={<p>{t("tools.debt.intro")}</p>}>
      <form method="get" {...formProps} className="mt-8 space-y-6">
        <DefaultSubmit />
        <ToolTabs name="strategy" legend={t("tools.debt.strategyLegend")} options={strategyTabs} value={result.form.strategy} />
        <div className={TOOL_COLUMNS}>
          <div className="space-y-6">
            <DebtInputs initialRows={initial.rows} sync={sync} />
            <ToolSection title={t("tools.debt.extraTitle")} className="print:hidden">
              <p className="mt-1 text-sm text-slate-600">{t("tools.debt.extraText")}</p>
              <div className="mt-3">
                <MoneyField label={t("tools.debt.extraLabel")} name="extraPayment" defaultValue={initialParams.get("extraPayment") ?? ""} />
              </div>
            </ToolSection>
            <button type="submit" className="button-primary w-full print:hidden">
              {t("tools.common.calculate")}
            </button>
          </div>

          <div className="space-y-6 print:mt-6">
            <PrintedDate today={today} />
            {plan ? (
              <>
                <DebtSummary plan={plan} money={money} />
                {STRATEGIES.map((strategy, index) => (
                  <TabPanel key={strategy} index={index}>
                    {strategy === plan.plan.strategy ? (
                      <StrategyResults plan={plan} strategyPlan={plan.plan} today={today} money={money} />
                    ) : (
                      <StrategyToCalculate strategy={strategy} />
                    )}
                  </TabPanel>
                ))}
                <StrategyComparison plan={plan} today={today} money={money} />
              </>
            ) : (
              <DebtPlanPlaceholder />
            )}
            <ToolActions
              exportAction="/tools/debt-payoff-planner/export.csv"
              exportLabel={t("tools.debt.export")}
              saveLabel={linkLabel(savedPlans, t("tools.debt.save"), t)}
              query={query}
            >
              <SavedPlanControls plans={savedPlans} query={query} saveLabel={t("tools.debt.save")} />
            </ToolActions>
            <AdvancedToolLine tool="debt" query={query} />
          </div>
        </div>
      </form>
      <SavedPlanForm plans={savedPlans} query={query} />
    </ToolPage>
  );
}
