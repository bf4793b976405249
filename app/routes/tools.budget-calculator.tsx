import type { MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useCallback } from "react";
import { ToolActions } from "~/features/tools/actions";
import { linkLabel, SavedPlanControls, SavedPlanForm } from "~/features/saved-plans/save-panel";
import { BarChart } from "~/components/charts";
import { MoneyField } from "~/features/tools/fields";
import { StatCard, StatGrid } from "~/features/tools/stats";
import { TabPanel, ToolTabs } from "~/features/tools/tabs";
import { ToolPage, ToolSection, TOOL_COLUMNS } from "~/features/tools/tool-page";
import { useMoney } from "~/features/tools/use-money";
import { useToolForm } from "~/features/tools/use-tool-form";
import { pageMeta, pageText } from "~/lib/http/meta";
import { useLocale, useTranslate, type Translate } from "~/hooks/use-translate";
import type { MessageKey } from "~/lib/i18n/messages";
import {
  BUDGET_METHODS,
  computeBudget,
  EXPENSE_FIELDS,
  expenseName,
  INCOME_FIELDS,
  incomeName,
  isBudgetNumberKey,
  parseBudget,
  type BucketResult,
  type BudgetResult,
} from "~/features/tools/domain/budget";
import { formatPercent } from "~/features/tools/domain/format";
import { canonicalQuery } from "~/features/tools/domain/query";
import type { loader } from "~/features/tools/budget-calculator-route.server";

export { action, headers, loader } from "~/features/tools/budget-calculator-route.server";

export const meta: MetaFunction = (args) => pageMeta(pageText(args, "tools.budget.title"), pageText(args, "tools.budget.description"), args);

const TIPS: readonly MessageKey[] = ["tools.budget.tip1", "tools.budget.tip2", "tools.budget.tip3", "tools.budget.tip4", "tools.budget.tip5"];

export default function BudgetCalculator() {
  const t = useTranslate();
  const locale = useLocale();
  const compute = useCallback((params: URLSearchParams) => computeBudget(parseBudget(params, locale)), [locale]);
  const normalize = useCallback((query: string) => canonicalQuery(query, isBudgetNumberKey, locale), [locale]);
  const { formProps, query, result, initialParams } = useToolForm(compute, normalize);
  const { savedPlans } = useLoaderData<typeof loader>();
  const money = useMoney();
  const raw = (name: string) => initialParams.get(name) ?? "";
  const methodTabs = BUDGET_METHODS.map((value) => ({ value, label: t(`tools.budget.method.${value}`) }));

  return (
    <ToolPage title={t("tools.budget.title")} intro={<p>{t("tools.budget.intro")}</p>}>
      <form method="get" {...formProps} className="mt-8 space-y-6">
        <ToolTabs name="method" legend={t("tools.budget.methodLegend")} options={methodTabs} value={result.input.method} />
        <div className={TOOL_COLUMNS}>
          <div className="flex flex-col gap-6 print:gap-3">
            <ToolSection title={t("tools.budget.incomeTitle")}>
              <div className="mt-4 grid gap-4 sm:grid-cols-2 print:mt-2 print:grid-cols-4 print:gap-2">
                {INCOME_FIELDS.map(({ key }) => (
                  <MoneyField key={key} label={t(`tools.budget.income.${key}`)} name={incomeName(key)} defaultValue={raw(incomeName(key))} />
                ))}
              </div>
            </ToolSection>
            <ToolSection title={t("tools.budget.expensesTitle")}>
              <div className="mt-4 grid gap-4 sm:grid-cols-2 print:mt-2 print:grid-cols-4 print:gap-2">
                {EXPENSE_FIELDS.map(({ key }) => (
                  <MoneyField key={key} label={t(`tools.budget.expense.${key}`)} name={expenseName(key)} defaultValue={raw(expenseName(key))} />
                ))}
              </div>
            </ToolSection>
            <button type="submit" className="button-primary w-full print:hidden">
              {t("tools.common.calculate")}
            </button>
          </div>

          <div className="flex flex-col gap-6 print:mt-4 print:gap-3">
            <Summary result={result} money={money} />
            <TabPanel index={0}>
              <RulePanel result={result} money={money} />
            </TabPanel>
            <TabPanel index={1}>
              <EnvelopePanel result={result} money={money} />
            </TabPanel>
            <TabPanel index={2}>
              <ZeroBasedPanel result={result} money={money} />
            </TabPanel>
            <ToolSection title={t("tools.budget.tipsTitle")} className="print:hidden">
              <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-700">
                {TIPS.map((tip) => (
                  <li key={tip}>{t(tip)}</li>
                ))}
              </ul>
            </ToolSection>
            <ToolActions
              exportAction="/tools/budget-calculator/export.csv"
              exportLabel={t("tools.budget.export")}
              saveLabel={linkLabel(savedPlans, t("tools.budget.save"), t)}
              query={query}
            >
              <SavedPlanControls plans={savedPlans} query={query} saveLabel={t("tools.budget.save")} />
            </ToolActions>
          </div>
        </div>
      </form>
      <SavedPlanForm plans={savedPlans} query={query} />
    </ToolPage>
  );
}

type Money = (amount: number) => string;

function Summary({ result, money }: { result: BudgetResult; money: Money }) {
  const t = useTranslate();
  return (
    // Announced as results change while typing (JavaScript on).
    <section aria-labelledby="budget-summary" aria-live="polite">
      <h2 id="budget-summary" className="sr-only">
        {t("tools.common.summary")}
      </h2>
      <StatGrid>
        <StatCard label={t("tools.budget.totalIncome")} value={money(result.totalIncome)} />
        <StatCard label={t("tools.budget.totalExpenses")} value={money(result.totalExpenses)} />
        <StatCard
          label={t("tools.budget.netIncome")}
          value={money(result.netIncome)}
          tone={result.netIncome >= 0 ? "positive" : "negative"}
          detail={result.netIncome >= 0 ? t("tools.budget.leftOver") : t("tools.budget.overspending")}
        />
      </StatGrid>
    </section>
  );
}

/** How an actual bucket compares with its target, in words (never by colour alone). */
function comparison(t: Translate, bucket: BucketResult, money: Money): string {
  const gap = Math.abs(bucket.difference);
  if (gap < 0.005) return t("tools.budget.onTarget");
  const amount = { amount: money(gap) };
  if (bucket.key === "savings") return bucket.difference > 0 ? t("tools.budget.aboveTarget", amount) : t("tools.budget.shortOfTarget", amount);
  return bucket.difference > 0 ? t("tools.budget.overTarget", amount) : t("tools.budget.underTarget", amount);
}

/** A bucket's name ("Needs") in the page's language. */
const bucketName = (t: Translate, bucket: BucketResult) => t(`tools.budget.bucket.${bucket.key}`);

function RulePanel({ result, money }: { result: BudgetResult; money: Money }) {
  const t = useTranslate();
  const locale = useLocale();
  return (
    <ToolSection title={t("tools.budget.method.50-30-20")}>
      {result.rule ? (
        <>
          <p className="mt-1 text-sm text-slate-700">{t("tools.budget.ruleText")}</p>
          {/* An absurd figure may break anywhere rather than widen a phone's page. */}
          <ul className="mt-4 grid gap-4 [overflow-wrap:anywhere] sm:grid-cols-3">
            {result.rule.map((bucket) => (
              <li key={bucket.key} className="rounded-lg border border-slate-200 p-4">
                <p className="text-sm font-semibold text-slate-800">
                  {t("tools.budget.bucketTarget", { bucket: bucketName(t, bucket), percent: formatPercent(bucket.targetPercent, 0, locale) })}
                </p>
                <p className="mt-1 text-xl font-bold">{money(bucket.target)}</p>
                <p className="mt-2 text-sm text-slate-700">
                  {t("tools.budget.you", { amount: money(bucket.actual), percent: formatPercent(bucket.actualPercent, 1, locale) })}
                </p>
                <p className="text-sm text-slate-700">{comparison(t, bucket, money)}</p>
              </li>
            ))}
          </ul>
          <BarChart
            title={t("tools.budget.ruleChart")}
            rowHeader={t("tools.budget.bucketHeader")}
            series={[
              { name: t("tools.budget.targetSeries"), tone: "slate" },
              { name: t("tools.budget.youSeries"), tone: "emerald" },
            ]}
            rows={result.rule.map((bucket) => ({ label: bucketName(t, bucket), values: [bucket.target, bucket.actual] }))}
            format={money}
          />
          <p className="mt-3 text-xs text-slate-600">{t("tools.budget.ruleNote")}</p>
        </>
      ) : (
        <p className="mt-2 text-sm text-slate-700">{t("tools.budget.noIncome")}</p>
      )}
    </ToolSection>
  );
}

function EnvelopePanel({ result, money }: { result: BudgetResult; money: Money }) {
  const t = useTranslate();
  const locale = useLocale();
  const envelopes = result.categories.filter((line) => line.monthly > 0);
  return (
    <ToolSection title={t("tools.budget.method.envelope")}>
      <p className="mt-1 text-sm text-slate-700">{t("tools.budget.envelopeText")}</p>
      {envelopes.length > 0 ? (
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 print:grid-cols-4 print:gap-2 print:text-xs">
          {envelopes.map((line) => (
            <li key={line.key} className="rounded-lg border border-dashed border-slate-400 bg-amber-50 p-4 print:bg-white print:p-2">
              <p className="font-semibold">{t(`tools.budget.expense.${line.key}`)}</p>
              <dl className="mt-1 grid grid-cols-2 gap-x-2 text-sm print:text-xs">
                <dt className="text-slate-700">{t("tools.budget.monthly")}</dt>
                <dd className="text-right font-medium">{money(line.monthly)}</dd>
                <dt className="text-slate-700">{t("tools.budget.weekly")}</dt>
                <dd className="text-right font-medium">{money(line.weekly)}</dd>
                <dt className="text-slate-700">{t("tools.budget.shareOfIncome")}</dt>
                <dd className="text-right font-medium">
                  {line.percentOfIncome === null ? t("tools.budget.noIncomeShare") : formatPercent(line.percentOfIncome, 1, locale)}
                </dd>
              </dl>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-slate-700">{t("tools.budget.noEnvelopes")}</p>
      )}
      <p className="mt-4 text-sm text-slate-800">
        {result.netIncome >= 0
          ? t("tools.budget.notInEnvelope", { amount: money(result.netIncome) })
          : t("tools.budget.overEnvelopes", { amount: money(-result.netIncome) })}
      </p>
    </ToolSection>
  );
}

function ZeroBasedPanel({ result, money }: { result: BudgetResult; money: Money }) {
  const t = useTranslate();
  const left = result.netIncome;
  const assigned = result.categories.filter((line) => line.monthly > 0);
  return (
    <ToolSection title={t("tools.budget.method.zero-based")}>
      <p className="mt-1 text-sm text-slate-700">{t("tools.budget.zeroText")}</p>
      <StatGrid columns={2} className="mt-4">
        <StatCard label={t("tools.budget.assigned")} value={money(result.totalExpenses)} />
        <StatCard
          label={t("tools.budget.leftToAssign")}
          value={money(left)}
          tone={left === 0 ? "positive" : left < 0 ? "negative" : "neutral"}
          detail={
            left === 0
              ? t("tools.budget.everyDollar")
              : left > 0
                ? t("tools.budget.assignThese")
                : t("tools.budget.overAssigned", { amount: money(-left) })
          }
        />
      </StatGrid>
      {assigned.length > 0 ? (
        <BarChart
          title={t("tools.budget.zeroChart")}
          rowHeader={t("tools.budget.category")}
          series={[{ name: t("tools.budget.assigned"), tone: "sky" }]}
          rows={[
            ...assigned.map((line) => ({ label: t(`tools.budget.expense.${line.key}`), values: [line.monthly] })),
            ...(left > 0 ? [{ label: t("tools.budget.leftToAssign"), values: [left] }] : []),
          ]}
          format={money}
        />
      ) : null}
    </ToolSection>
  );
}
