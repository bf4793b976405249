import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ToolActions } from "~/features/tools/actions";
import { linkLabel, SavedPlanControls, SavedPlanForm } from "~/features/saved-plans/save-panel";
import { savedPlanAction, savedPlansLoader } from "~/features/saved-plans/tool-routes.server";
import { BarChart } from "~/components/charts";
import { MoneyField } from "~/features/tools/fields";
import { StatCard, StatGrid } from "~/features/tools/stats";
import { TabPanel, ToolTabs } from "~/features/tools/tabs";
import { ToolPage, ToolSection, TOOL_COLUMNS } from "~/features/tools/tool-page";
import { toolHeaders } from "~/features/tools/tool-routes";
import { useMoney } from "~/features/tools/use-money";
import { useToolForm } from "~/features/tools/use-tool-form";
import { pageMeta } from "~/lib/http/meta";
import {
  BUDGET_METHOD_LABELS,
  BUDGET_METHODS,
  computeBudget,
  EXPENSE_FIELDS,
  expenseName,
  INCOME_FIELDS,
  incomeName,
  parseBudget,
  type BucketResult,
  type BudgetResult,
} from "~/features/tools/domain/budget";
import { formatPercent } from "~/features/tools/domain/format";

export const headers = toolHeaders;

export const loader = (args: LoaderFunctionArgs) => savedPlansLoader(args, "budget");
export const action = (args: ActionFunctionArgs) => savedPlanAction(args, "budget");

export const meta: MetaFunction = () =>
  pageMeta(
    "Budget Calculator",
    "Free budget calculator: your income and expenses with the 50/30/20 rule, envelopes or a zero-based plan. Nothing is stored unless you save it.",
  );

const compute = (params: URLSearchParams) => computeBudget(parseBudget(params));
const METHOD_TABS = BUDGET_METHODS.map((value) => ({ value, label: BUDGET_METHOD_LABELS[value] }));

const TIPS = [
  "Pay yourself first: move your savings on payday, before any spending.",
  "Track every expense for one month; small daily costs add up fastest.",
  "Build an emergency fund of 3-6 months of expenses before investing heavily.",
  "Review your budget each month and adjust the categories that keep running over.",
  "Pay down high-interest debt first: it is a guaranteed return.",
];

export default function BudgetCalculator() {
  const { formProps, query, result, initialParams } = useToolForm(compute);
  const { savedPlans } = useLoaderData<typeof loader>();
  const money = useMoney();
  const raw = (name: string) => initialParams.get(name) ?? "";

  return (
    <ToolPage
      title="Budget Calculator"
      intro={
        <p>
          Enter your monthly income and expenses to see where your money goes. Everything stays in this page and its link: nothing is stored
          unless you sign in and save it.
        </p>
      }
    >
      <form method="get" {...formProps} className="mt-8 space-y-6">
        <ToolTabs name="method" legend="Budgeting method" options={METHOD_TABS} value={result.input.method} />
        <div className={TOOL_COLUMNS}>
          <div className="flex flex-col gap-6 print:gap-3">
            <ToolSection title="Monthly income">
              <div className="mt-4 grid gap-4 sm:grid-cols-2 print:mt-2 print:grid-cols-4 print:gap-2">
                {INCOME_FIELDS.map(({ key, label }) => (
                  <MoneyField key={key} label={label} name={incomeName(key)} defaultValue={raw(incomeName(key))} />
                ))}
              </div>
            </ToolSection>
            <ToolSection title="Monthly expenses">
              <div className="mt-4 grid gap-4 sm:grid-cols-2 print:mt-2 print:grid-cols-4 print:gap-2">
                {EXPENSE_FIELDS.map(({ key, label }) => (
                  <MoneyField key={key} label={label} name={expenseName(key)} defaultValue={raw(expenseName(key))} />
                ))}
              </div>
            </ToolSection>
            <button type="submit" className="button-primary w-full print:hidden">
              Calculate
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
            <ToolSection title="Budgeting tips" className="print:hidden">
              <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-700">
                {TIPS.map((tip) => (
                  <li key={tip}>{tip}</li>
                ))}
              </ul>
            </ToolSection>
            <ToolActions
              exportAction="/tools/budget-calculator/export.csv"
              exportLabel="Export Budget Plan"
              saveLabel={linkLabel(savedPlans, "Save Budget")}
              query={query}
            >
              <SavedPlanControls plans={savedPlans} query={query} saveLabel="Save Budget" />
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
  return (
    // Announced as results change while typing (JavaScript on).
    <section aria-labelledby="budget-summary" aria-live="polite">
      <h2 id="budget-summary" className="sr-only">
        Summary
      </h2>
      <StatGrid>
        <StatCard label="Total Income" value={money(result.totalIncome)} />
        <StatCard label="Total Expenses" value={money(result.totalExpenses)} />
        <StatCard
          label="Net Income"
          value={money(result.netIncome)}
          tone={result.netIncome >= 0 ? "positive" : "negative"}
          detail={result.netIncome >= 0 ? "Left over each month" : "Spending more than you earn"}
        />
      </StatGrid>
    </section>
  );
}

/** How an actual bucket compares with its target, in words (never by colour alone). */
function comparison(bucket: BucketResult, money: Money): string {
  const gap = Math.abs(bucket.difference);
  if (gap < 0.005) return "Right on target";
  if (bucket.key === "savings") return bucket.difference > 0 ? `${money(gap)} above target` : `${money(gap)} short of target`;
  return bucket.difference > 0 ? `${money(gap)} over target` : `${money(gap)} under target`;
}

function RulePanel({ result, money }: { result: BudgetResult; money: Money }) {
  return (
    <ToolSection title="50/30/20 Rule">
      {result.rule ? (
        <>
          <p className="mt-1 text-sm text-slate-700">Half of your income for needs, 30% for wants and 20% for savings.</p>
          {/* An absurd figure may break anywhere rather than widen a phone's page. */}
          <ul className="mt-4 grid gap-4 [overflow-wrap:anywhere] sm:grid-cols-3">
            {result.rule.map((bucket) => (
              <li key={bucket.key} className="rounded-lg border border-slate-200 p-4">
                <p className="text-sm font-semibold text-slate-800">
                  {bucket.label} {formatPercent(bucket.targetPercent)}
                </p>
                <p className="mt-1 text-xl font-bold">{money(bucket.target)}</p>
                <p className="mt-2 text-sm text-slate-700">
                  You: {money(bucket.actual)} ({formatPercent(bucket.actualPercent, 1)})
                </p>
                <p className="text-sm text-slate-700">{comparison(bucket, money)}</p>
              </li>
            ))}
          </ul>
          <BarChart
            title="Your spending against the 50/30/20 targets"
            rowHeader="Bucket"
            series={[
              { name: "Target", tone: "slate" },
              { name: "You", tone: "emerald" },
            ]}
            rows={result.rule.map((bucket) => ({ label: bucket.label, values: [bucket.target, bucket.actual] }))}
            format={money}
          />
          <p className="mt-3 text-xs text-slate-600">
            Needs: housing, food, transportation, utilities, healthcare, insurance and debt payments. Wants: entertainment and other. Savings:
            savings.
          </p>
        </>
      ) : (
        <p className="mt-2 text-sm text-slate-700">Enter an income above 0 to see how the 50/30/20 rule splits it.</p>
      )}
    </ToolSection>
  );
}

function EnvelopePanel({ result, money }: { result: BudgetResult; money: Money }) {
  const envelopes = result.categories.filter((line) => line.monthly > 0);
  return (
    <ToolSection title="Envelope Method">
      <p className="mt-1 text-sm text-slate-700">
        Each category gets an envelope of cash for the month; when an envelope is empty, that spending stops.
      </p>
      {envelopes.length > 0 ? (
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 print:grid-cols-4 print:gap-2 print:text-xs">
          {envelopes.map((line) => (
            <li key={line.key} className="rounded-lg border border-dashed border-slate-400 bg-amber-50 p-4 print:bg-white print:p-2">
              <p className="font-semibold">{line.label}</p>
              <dl className="mt-1 grid grid-cols-2 gap-x-2 text-sm print:text-xs">
                <dt className="text-slate-700">Monthly</dt>
                <dd className="text-right font-medium">{money(line.monthly)}</dd>
                <dt className="text-slate-700">Weekly</dt>
                <dd className="text-right font-medium">{money(line.weekly)}</dd>
                <dt className="text-slate-700">Share of income</dt>
                <dd className="text-right font-medium">
                  {line.percentOfIncome === null ? "No income" : formatPercent(line.percentOfIncome, 1)}
                </dd>
              </dl>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-slate-700">Enter your expenses to fill your envelopes.</p>
      )}
      <p className="mt-4 text-sm text-slate-800">
        {result.netIncome >= 0
          ? `Income not in an envelope: ${money(result.netIncome)}.`
          : `Your envelopes hold ${money(-result.netIncome)} more than your income.`}
      </p>
    </ToolSection>
  );
}

function ZeroBasedPanel({ result, money }: { result: BudgetResult; money: Money }) {
  const left = result.leftToAssign;
  const assigned = result.categories.filter((line) => line.monthly > 0);
  return (
    <ToolSection title="Zero-Based">
      <p className="mt-1 text-sm text-slate-700">Give every dollar of income a job until nothing is left to assign.</p>
      <StatGrid columns={2} className="mt-4">
        <StatCard label="Assigned" value={money(result.totalExpenses)} />
        <StatCard
          label="Left to assign"
          value={money(left)}
          tone={left === 0 ? "positive" : left < 0 ? "negative" : "neutral"}
          detail={
            left === 0
              ? "Every dollar has a job."
              : left > 0
                ? "Assign these dollars to a category, savings or debt."
                : `Over-assigned by ${money(-left)}: trim a category.`
          }
        />
      </StatGrid>
      {assigned.length > 0 ? (
        <BarChart
          title="Where each dollar goes"
          series={[{ name: "Assigned", tone: "sky" }]}
          rows={[
            ...assigned.map((line) => ({ label: line.label, values: [line.monthly] })),
            ...(left > 0 ? [{ label: "Left to assign", values: [left] }] : []),
          ]}
          format={money}
        />
      ) : null}
    </ToolSection>
  );
}
