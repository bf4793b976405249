import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { AdvancedToolLine } from "~/features/advanced-tools/tool-line";
import { ToolActions } from "~/features/tools/actions";
import { linkLabel, SavedPlanControls, SavedPlanForm } from "~/features/saved-plans/save-panel";
import { savedPlanAction, savedPlansLoader } from "~/features/saved-plans/tool-routes.server";
import { DebtInputs } from "~/features/tools/debt-inputs";
import { DebtPlanPlaceholder, DebtSummary, StrategyComparison, StrategyResults, StrategyToCalculate } from "~/features/tools/debt-results";
import { PrintedDate } from "~/features/tools/printed-date";
import { MoneyField } from "~/features/tools/fields";
import { TabPanel, ToolTabs } from "~/features/tools/tabs";
import { DefaultSubmit } from "~/features/tools/tool-rows";
import { ToolPage, ToolSection, TOOL_COLUMNS } from "~/features/tools/tool-page";
import { rowToolLoader, toolHeaders } from "~/features/tools/tool-routes";
import { useMoney } from "~/features/tools/use-money";
import { useToolForm } from "~/features/tools/use-tool-form";
import { pageMeta } from "~/lib/http/meta";
import { DEBT_FIELDS, newDebtRow, planDebtPayoff, readDebtForm, STRATEGIES, STRATEGY_LABELS } from "~/features/tools/domain/debt-payoff";

export const headers = toolHeaders;

export const meta: MetaFunction = () =>
  pageMeta(
    "Debt Payoff Planner",
    "Free debt payoff planner: snowball or avalanche, your debt-free date, the interest you pay and save, and a month-by-month plan. Nothing is stored unless you save it.",
  );

const rowLoader = rowToolLoader(DEBT_FIELDS, newDebtRow);

export const loader = (args: LoaderFunctionArgs) => savedPlansLoader(args, "debt", rowLoader);
export const action = (args: ActionFunctionArgs) => savedPlanAction(args, "debt");

const STRATEGY_TABS = STRATEGIES.map((value) => ({ value, label: STRATEGY_LABELS[value].tab }));

function compute(params: URLSearchParams) {
  const form = readDebtForm(params);
  return { form, plan: planDebtPayoff(form) };
}

export default function DebtPayoffPlanner() {
  const { today, savedPlans } = useLoaderData<typeof loader>();
  const { formProps, query, result, sync, initialParams } = useToolForm(compute);
  // The rows as the page opened (the first result is computed from exactly that address).
  const [initial] = useState(() => result.form);
  const money = useMoney();
  const { plan } = result;

  return (
    <ToolPage
      title="Debt Payoff Planner"
      intro={
        <p>
          List your debts and what you can pay on top of the minimums to see when you will be debt-free, with the snowball (smallest balance
          first) or avalanche (highest rate first) method. Everything stays in this page and its link: nothing is stored unless you sign in and
          save it.
        </p>
      }
    >
      <form method="get" {...formProps} className="mt-8 space-y-6">
        <DefaultSubmit />
        <ToolTabs name="strategy" legend="Payoff strategy" options={STRATEGY_TABS} value={result.form.strategy} />
        <div className={TOOL_COLUMNS}>
          <div className="space-y-6">
            <DebtInputs initialRows={initial.rows} sync={sync} />
            <ToolSection title="Extra monthly payment" className="print:hidden">
              <p className="mt-1 text-sm text-slate-600">
                What you can pay each month on top of all the minimums. When a debt is paid off, its minimum joins this extra payment.
              </p>
              <div className="mt-3">
                <MoneyField label="Extra payment per month" name="extraPayment" defaultValue={initialParams.get("extraPayment") ?? ""} />
              </div>
            </ToolSection>
            <button type="submit" className="button-primary w-full print:hidden">
              Calculate
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
              exportLabel="Export Payoff Plan"
              saveLabel={linkLabel(savedPlans, "Save Plan")}
              query={query}
            >
              <SavedPlanControls plans={savedPlans} query={query} saveLabel="Save Plan" />
            </ToolActions>
            <AdvancedToolLine tool="debt" query={query} />
          </div>
        </div>
      </form>
      <SavedPlanForm plans={savedPlans} query={query} />
    </ToolPage>
  );
}
