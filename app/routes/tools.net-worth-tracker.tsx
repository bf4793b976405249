import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useCallback } from "react";
import { AdvancedToolLine } from "~/features/advanced-tools/tool-line";
import { TOOL_LINE_TEXTS } from "~/features/advanced-tools/tool-line-texts";
import { previousSnapshot } from "~/features/advanced-tools/tracker.server";
import { formatDate } from "~/lib/domain/dates";
import { ToolActions } from "~/features/tools/actions";
import { linkLabel, SavedPlanControls, SavedPlanForm } from "~/features/saved-plans/save-panel";
import { savedPlanAction, savedPlansLoader } from "~/features/saved-plans/tool-routes.server";
import { CHART_TONES, DonutChart, Swatch } from "~/components/charts";
import { MoneyField, SelectField } from "~/features/tools/fields";
import { StatCard, StatGrid } from "~/features/tools/stats";
import { TabPanel, ToolTabs } from "~/features/tools/tabs";
import { ToolPage, ToolSection, TOOL_COLUMNS } from "~/features/tools/tool-page";
import { toolHeaders } from "~/features/tools/tool-routes";
import { useMoney } from "~/features/tools/use-money";
import { useToolForm } from "~/features/tools/use-tool-form";
import { pageMeta } from "~/lib/http/meta";
import { formatPercent } from "~/features/tools/domain/format";
import {
  ASSET_FIELDS,
  assetName,
  BENCHMARKS,
  computeNetWorth,
  LIABILITY_FIELDS,
  liabilityName,
  NET_WORTH_TAB_LABELS,
  NET_WORTH_TABS,
  parseNetWorth,
  PERIOD_LABELS,
  PERIODS,
  PREVIOUS_NET_WORTH_KEY,
  type NetWorthResult,
} from "~/features/tools/domain/net-worth";

export const headers = toolHeaders;

/**
 * Saved plans (ADR 041), and a member's latest snapshot proposed when the URL has no previous net worth
 * (ADR 042; null for everyone else): both reads join the request's one session batch.
 */
export const loader = async (args: LoaderFunctionArgs) => {
  const [plans, snapshot] = await Promise.all([savedPlansLoader(args, "net-worth"), previousSnapshot(args)]);
  return { ...plans, ...snapshot };
};
export const action = (args: ActionFunctionArgs) => savedPlanAction(args, "net-worth");

export const meta: MetaFunction = () =>
  pageMeta(
    "Net Worth Tracker",
    "Free net worth calculator: add up your assets and debts, see your allocation and how your net worth changed. Nothing is stored unless you save it.",
  );

/** The URL's state, the proposed previous net worth filling a Tracking tab the URL leaves empty. */
function withPrevious(params: URLSearchParams, previous: number | null): URLSearchParams {
  if (previous === null || params.has(PREVIOUS_NET_WORTH_KEY)) return params;
  const filled = new URLSearchParams(params);
  filled.set(PREVIOUS_NET_WORTH_KEY, String(previous));
  return filled;
}
const TABS = NET_WORTH_TABS.map((value) => ({ value, label: NET_WORTH_TAB_LABELS[value] }));
const PERIOD_OPTIONS = PERIODS.map((value) => ({ value, label: PERIOD_LABELS[value] }));
const FIELD_GRID = "mt-4 grid gap-4 sm:grid-cols-2 print:mt-2 print:grid-cols-3 print:gap-2";

type Money = (amount: number) => string;

export default function NetWorthTracker() {
  const { previous, savedPlans } = useLoaderData<typeof loader>();
  const proposed = previous?.netWorth ?? null;
  const compute = useCallback((params: URLSearchParams) => computeNetWorth(parseNetWorth(withPrevious(params, proposed))), [proposed]);
  const { formProps, query, result, initialParams } = useToolForm(compute);
  const money = useMoney();
  const raw = (name: string) => initialParams.get(name) ?? "";
  const fromSnapshot = previous && !initialParams.has(PREVIOUS_NET_WORTH_KEY) ? previous : null;

  return (
    <ToolPage
      title="Net Worth Tracker"
      intro={
        <p>
          Add up what you own and what you owe, then compare with your last snapshot. Everything stays in this page and its link: nothing is
          stored unless you sign in and save it.
        </p>
      }
    >
      <form method="get" {...formProps} className="mt-8 space-y-6">
        <ToolTabs name="tab" legend="Net worth section" options={TABS} value={result.input.tab} />
        <div className={TOOL_COLUMNS}>
          <div className="flex flex-col gap-6 print:gap-3">
            <TabPanel index={0} alwaysPrint>
              <ToolSection title="Assets">
                <div className={FIELD_GRID}>
                  {ASSET_FIELDS.map(({ key, label }) => (
                    <MoneyField key={key} label={label} name={assetName(key)} defaultValue={raw(assetName(key))} />
                  ))}
                </div>
              </ToolSection>
            </TabPanel>
            <TabPanel index={1} alwaysPrint>
              <ToolSection title="Liabilities">
                <div className={FIELD_GRID}>
                  {LIABILITY_FIELDS.map(({ key, label }) => (
                    <MoneyField key={key} label={label} name={liabilityName(key)} defaultValue={raw(liabilityName(key))} />
                  ))}
                </div>
              </ToolSection>
            </TabPanel>
            <TabPanel index={2} alwaysPrint>
              <TrackingSection
                result={result}
                money={money}
                previous={fromSnapshot ? String(fromSnapshot.netWorth) : raw(PREVIOUS_NET_WORTH_KEY)}
                note={fromSnapshot ? TOOL_LINE_TEXTS.fromSnapshot(formatDate(fromSnapshot.date)) : null}
              />
            </TabPanel>
            <button type="submit" className="button-primary w-full print:hidden">
              Calculate
            </button>
          </div>

          <div className="flex flex-col gap-6 print:mt-4 print:gap-3">
            <Summary result={result} money={money} />
            <Allocation result={result} money={money} />
            <ToolSection title="Net Worth Benchmarks" className="print:hidden">
              <p className="mt-1 text-sm text-slate-700">Savings as a multiple of your annual salary, by age.</p>
              <dl className="mt-3 grid grid-cols-3 gap-2 text-center sm:grid-cols-5">
                {BENCHMARKS.map((row) => (
                  <div key={row.age} className="rounded-lg bg-slate-100 p-2 print:bg-white">
                    <dt className="text-xs font-medium text-slate-700">{row.age}</dt>
                    <dd className="text-lg font-bold text-slate-900">{row.multiple}</dd>
                  </div>
                ))}
              </dl>
            </ToolSection>
            <ToolActions
              exportAction="/tools/net-worth-tracker/export.csv"
              exportLabel="Export Report"
              saveLabel={linkLabel(savedPlans, "Save Snapshot")}
              query={query}
            >
              <SavedPlanControls plans={savedPlans} query={query} saveLabel="Save Snapshot" />
            </ToolActions>
            <AdvancedToolLine tool="net-worth" />
          </div>
        </div>
      </form>
      <SavedPlanForm plans={savedPlans} query={query} />
    </ToolPage>
  );
}

function Summary({ result, money }: { result: NetWorthResult; money: Money }) {
  return (
    // Announced as results change while typing (JavaScript on).
    <section aria-labelledby="net-worth-summary" aria-live="polite">
      <h2 id="net-worth-summary" className="sr-only">
        Summary
      </h2>
      <StatGrid>
        <StatCard label="Current Net Worth" value={money(result.netWorth)} tone={result.netWorth >= 0 ? "positive" : "negative"} />
        <StatCard label="Total Assets" value={money(result.totalAssets)} />
        <StatCard label="Total Liabilities" value={money(result.totalLiabilities)} />
      </StatGrid>
    </section>
  );
}

function Allocation({ result, money }: { result: NetWorthResult; money: Money }) {
  if (result.allocation.length === 0) {
    return (
      <ToolSection title="Asset Allocation">
        <p className="mt-2 text-sm text-slate-700">Enter your assets to see where your wealth sits.</p>
      </ToolSection>
    );
  }
  return (
    <ToolSection title="Asset Allocation" className="break-inside-avoid">
      <p className="mt-1 text-sm text-slate-700 print:hidden">Your largest assets, as a share of everything you own.</p>
      <div className="mt-2 grid grid-cols-1 items-center gap-6 sm:grid-cols-[minmax(0,1fr)_auto]">
        <ol className="space-y-2 [overflow-wrap:anywhere]" aria-label="Top assets">
          {result.allocation.map((line, index) => (
            <li key={line.key} className="flex items-center gap-3 text-sm">
              <Swatch tone={CHART_TONES[index]!} />
              <span className="flex-1 font-medium">{line.label}</span>
              <span className="min-w-0">{money(line.value)}</span>
              <span className="w-16 text-right font-semibold">{formatPercent(line.percent, 1)}</span>
            </li>
          ))}
        </ol>
        <DonutChart
          title="Asset allocation chart"
          rowHeader="Asset"
          legend={false}
          slices={[
            ...result.allocation.map((line) => ({ label: line.label, value: line.value })),
            { label: "All other assets", value: result.otherAssets },
          ]}
          format={money}
        />
      </div>
    </ToolSection>
  );
}

function TrackingSection({ result, money, previous, note }: { result: NetWorthResult; money: Money; previous: string; note: string | null }) {
  const { tracking } = result;
  return (
    <ToolSection title="Tracking">
      <div className={FIELD_GRID}>
        <MoneyField
          label="Previous net worth"
          name={PREVIOUS_NET_WORTH_KEY}
          defaultValue={previous}
          // Net worth can be below zero.
          min={undefined}
        />
        <SelectField label="Period" name="period" options={PERIOD_OPTIONS} defaultValue={result.input.period} />
      </div>
      {note ? (
        <p className="mt-2 text-sm text-slate-700" data-testid="previous-from-snapshot">
          {note}
        </p>
      ) : null}
      {tracking ? (
        <dl className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200" aria-live="polite">
          <TrackingRow
            label={tracking.direction === "increase" ? "Increase" : "Decrease"}
            value={money(Math.abs(tracking.change))}
            tone={tracking.direction === "increase" ? "text-emerald-700" : "text-red-700"}
          />
          <TrackingRow
            label="Percentage change"
            value={tracking.percentText}
            tone={tracking.direction === "increase" ? "text-emerald-700" : "text-red-700"}
          />
          <TrackingRow label="Monthly average change" value={money(tracking.monthlyAverage)} />
        </dl>
      ) : (
        <p className="mt-4 text-sm text-slate-700">Enter your net worth at the start of the period (above 0) to see how it has changed.</p>
      )}
    </ToolSection>
  );
}

function TrackingRow({ label, value, tone = "text-slate-900" }: { label: string; value: string; tone?: string }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-3 print:py-1">
      <dt className="text-sm font-medium text-slate-700">{label}</dt>
      <dd className={`text-lg font-bold ${tone}`}>{value}</dd>
    </div>
  );
}
