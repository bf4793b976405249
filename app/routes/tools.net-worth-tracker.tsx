import type { MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useCallback } from "react";
import { AdvancedToolLine } from "~/features/advanced-tools/tool-line";
import { ToolActions } from "~/features/tools/actions";
import { linkLabel, SavedPlanControls, SavedPlanForm } from "~/features/saved-plans/save-panel";
import { CHART_TONES, DonutChart, Swatch } from "~/components/charts";
import { MoneyField, SelectField } from "~/features/tools/fields";
import { StatCard, StatGrid } from "~/features/tools/stats";
import { TabPanel, ToolTabs } from "~/features/tools/tabs";
import { ToolPage, ToolSection, TOOL_COLUMNS } from "~/features/tools/tool-page";
import { useMoney } from "~/features/tools/use-money";
import { useToolForm } from "~/features/tools/use-tool-form";
import { pageMeta, pageText } from "~/lib/http/meta";
import type { MessageKey } from "~/lib/i18n/messages";
import { useLocale, useTranslate } from "~/hooks/use-translate";
import { formatPercent, formatSignedPercent, formatToolDate } from "~/features/tools/domain/format";
import { canonicalQuery } from "~/features/tools/domain/query";
import type { loader } from "~/features/tools/net-worth-route.server";
import {
  ASSET_FIELDS,
  assetName,
  computeNetWorth,
  isNetWorthNumberKey,
  LIABILITY_FIELDS,
  liabilityName,
  NET_WORTH_TABS,
  parseNetWorth,
  PERIODS,
  PREVIOUS_NET_WORTH_KEY,
  type NetWorthResult,
} from "~/features/tools/domain/net-worth";

export { action, headers, loader } from "~/features/tools/net-worth-route.server";

export const meta: MetaFunction = (args) => pageMeta(pageText(args, "tools.netWorth.title"), pageText(args, "tools.netWorth.description"), args);

/** The URL's state, the proposed previous net worth filling a Tracking tab the URL leaves empty. */
function withPrevious(params: URLSearchParams, previous: number | null): URLSearchParams {
  if (previous === null || params.has(PREVIOUS_NET_WORTH_KEY)) return params;
  const filled = new URLSearchParams(params);
  filled.set(PREVIOUS_NET_WORTH_KEY, String(previous));
  return filled;
}
/** The static benchmarks card (BENCHMARKS, spec 2) in the page's language: each age and its multiple. */
const BENCHMARK_KEYS: readonly { age: MessageKey; multiple: MessageKey }[] = [
  { age: "tools.netWorth.benchmark.age30", multiple: "tools.netWorth.benchmark.age30Multiple" },
  { age: "tools.netWorth.benchmark.age40", multiple: "tools.netWorth.benchmark.age40Multiple" },
  { age: "tools.netWorth.benchmark.age50", multiple: "tools.netWorth.benchmark.age50Multiple" },
  { age: "tools.netWorth.benchmark.age60", multiple: "tools.netWorth.benchmark.age60Multiple" },
  { age: "tools.netWorth.benchmark.retirement", multiple: "tools.netWorth.benchmark.retirementMultiple" },
];
const FIELD_GRID = "mt-4 grid gap-4 sm:grid-cols-2 print:mt-2 print:grid-cols-3 print:gap-2";

type Money = (amount: number) => string;

export default function NetWorthTracker() {
  const { previous, savedPlans } = useLoaderData<typeof loader>();
  const t = useTranslate();
  const locale = useLocale();
  const proposed = previous?.netWorth ?? null;
  const compute = useCallback(
    (params: URLSearchParams) => computeNetWorth(parseNetWorth(withPrevious(params, proposed), locale)),
    [proposed, locale],
  );
  const normalize = useCallback((query: string) => canonicalQuery(query, isNetWorthNumberKey, locale), [locale]);
  const { formProps, query, result, initialParams } = useToolForm(compute, normalize);
  const money = useMoney();
  const tabs = NET_WORTH_TABS.map((value) => ({ value, label: t(`tools.netWorth.tab.${value}`) }));
  const raw = (name: string) => initialParams.get(name) ?? "";
  const fromSnapshot = previous && !initialParams.has(PREVIOUS_NET_WORTH_KEY) ? previous : null;

  return (
    <ToolPage title={t("tools.netWorth.title")} intro={<p>{t("tools.netWorth.intro")}</p>}>
      <form method="get" {...formProps} className="mt-8 space-y-6">
        <ToolTabs name="tab" legend={t("tools.netWorth.tabLegend")} options={tabs} value={result.input.tab} />
        <div className={TOOL_COLUMNS}>
          <div className="flex flex-col gap-6 print:gap-3">
            <TabPanel index={0} alwaysPrint>
              <ToolSection title={t("tools.netWorth.tab.assets")}>
                <div className={FIELD_GRID}>
                  {ASSET_FIELDS.map(({ key }) => (
                    <MoneyField key={key} label={t(`tools.netWorth.asset.${key}`)} name={assetName(key)} defaultValue={raw(assetName(key))} />
                  ))}
                </div>
              </ToolSection>
            </TabPanel>
            <TabPanel index={1} alwaysPrint>
              <ToolSection title={t("tools.netWorth.tab.liabilities")}>
                <div className={FIELD_GRID}>
                  {LIABILITY_FIELDS.map(({ key }) => (
                    <MoneyField
                      key={key}
                      label={t(`tools.netWorth.liability.${key}`)}
                      name={liabilityName(key)}
                      defaultValue={raw(liabilityName(key))}
                    />
                  ))}
                </div>
              </ToolSection>
            </TabPanel>
            <TabPanel index={2} alwaysPrint>
              <TrackingSection
                result={result}
                money={money}
                previous={fromSnapshot ? String(fromSnapshot.netWorth) : raw(PREVIOUS_NET_WORTH_KEY)}
                note={fromSnapshot ? t("tools.netWorth.fromSnapshot", { date: formatToolDate(fromSnapshot.date, locale) }) : null}
              />
            </TabPanel>
            <button type="submit" className="button-primary w-full print:hidden">
              {t("tools.common.calculate")}
            </button>
          </div>

          <div className="flex flex-col gap-6 print:mt-4 print:gap-3">
            <Summary result={result} money={money} />
            <Allocation result={result} money={money} />
            <ToolSection title={t("tools.netWorth.benchmarksTitle")} className="print:hidden">
              <p className="mt-1 text-sm text-slate-700">{t("tools.netWorth.benchmarksText")}</p>
              <dl className="mt-3 grid grid-cols-3 gap-2 text-center sm:grid-cols-5">
                {BENCHMARK_KEYS.map((row) => (
                  <div key={row.age} className="rounded-lg bg-slate-100 p-2 print:bg-white">
                    <dt className="text-xs font-medium text-slate-700">{t(row.age)}</dt>
                    <dd className="text-lg font-bold text-slate-900">{t(row.multiple)}</dd>
                  </div>
                ))}
              </dl>
            </ToolSection>
            <ToolActions
              exportAction="/tools/net-worth-tracker/export.csv"
              exportLabel={t("tools.netWorth.export")}
              saveLabel={linkLabel(savedPlans, t("tools.netWorth.save"), t)}
              query={query}
            >
              <SavedPlanControls plans={savedPlans} query={query} saveLabel={t("tools.netWorth.save")} />
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
  const t = useTranslate();
  return (
    // Announced as results change while typing (JavaScript on).
    <section aria-labelledby="net-worth-summary" aria-live="polite">
      <h2 id="net-worth-summary" className="sr-only">
        {t("tools.common.summary")}
      </h2>
      <StatGrid>
        <StatCard
          label={t("tools.netWorth.currentNetWorth")}
          value={money(result.netWorth)}
          tone={result.netWorth >= 0 ? "positive" : "negative"}
        />
        <StatCard label={t("tools.netWorth.totalAssets")} value={money(result.totalAssets)} />
        <StatCard label={t("tools.netWorth.totalLiabilities")} value={money(result.totalLiabilities)} />
      </StatGrid>
    </section>
  );
}

function Allocation({ result, money }: { result: NetWorthResult; money: Money }) {
  const t = useTranslate();
  const locale = useLocale();
  if (result.allocation.length === 0) {
    return (
      <ToolSection title={t("tools.netWorth.allocationTitle")}>
        <p className="mt-2 text-sm text-slate-700">{t("tools.netWorth.noAssets")}</p>
      </ToolSection>
    );
  }
  const share = (percent: number) => formatPercent(percent, 1, locale);
  return (
    <ToolSection title={t("tools.netWorth.allocationTitle")} className="break-inside-avoid">
      <p className="mt-1 text-sm text-slate-700 print:hidden">{t("tools.netWorth.allocationText")}</p>
      <div className="mt-2 grid grid-cols-1 items-center gap-6 sm:grid-cols-[minmax(0,1fr)_auto]">
        <ol className="space-y-2 [overflow-wrap:anywhere]" aria-label={t("tools.netWorth.topAssets")}>
          {result.allocation.map((line, index) => (
            <li key={line.key} className="flex items-center gap-3 text-sm">
              <Swatch tone={CHART_TONES[index]!} />
              <span className="flex-1 font-medium">{t(`tools.netWorth.asset.${line.key}`)}</span>
              <span className="min-w-0">{money(line.value)}</span>
              <span className="w-16 text-right font-semibold">{share(line.percent)}</span>
            </li>
          ))}
        </ol>
        <DonutChart
          title={t("tools.netWorth.allocationChart")}
          rowHeader={t("tools.netWorth.assetHeader")}
          amountHeader={t("tools.netWorth.amountHeader")}
          shareHeader={t("tools.netWorth.shareHeader")}
          formatShare={share}
          legend={false}
          slices={[
            ...result.allocation.map((line) => ({ label: t(`tools.netWorth.asset.${line.key}`), value: line.value })),
            { label: t("tools.netWorth.otherAssets"), value: result.otherAssets },
          ]}
          format={money}
        />
      </div>
    </ToolSection>
  );
}

function TrackingSection({ result, money, previous, note }: { result: NetWorthResult; money: Money; previous: string; note: string | null }) {
  const t = useTranslate();
  const locale = useLocale();
  const { tracking } = result;
  const periodOptions = PERIODS.map((value) => ({ value, label: t(`tools.netWorth.period.${value}`) }));
  return (
    <ToolSection title={t("tools.netWorth.tab.tracking")}>
      <div className={FIELD_GRID}>
        <MoneyField
          label={t("tools.netWorth.previousNetWorth")}
          name={PREVIOUS_NET_WORTH_KEY}
          defaultValue={previous}
          // Net worth can be below zero.
          min={undefined}
        />
        <SelectField label={t("tools.netWorth.period")} name="period" options={periodOptions} defaultValue={result.input.period} />
      </div>
      {note ? (
        <p className="mt-2 text-sm text-slate-700" data-testid="previous-from-snapshot">
          {note}
        </p>
      ) : null}
      {tracking ? (
        <dl className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200" aria-live="polite">
          <TrackingRow
            label={tracking.direction === "increase" ? t("tools.netWorth.increase") : t("tools.netWorth.decrease")}
            value={money(Math.abs(tracking.change))}
            tone={tracking.direction === "increase" ? "text-emerald-700" : "text-red-700"}
          />
          <TrackingRow
            label={t("tools.netWorth.percentChange")}
            value={locale === "en" ? tracking.percentText : formatSignedPercent(tracking.percent, 1, locale)}
            tone={tracking.direction === "increase" ? "text-emerald-700" : "text-red-700"}
          />
          <TrackingRow label={t("tools.netWorth.monthlyAverage")} value={money(tracking.monthlyAverage)} />
        </dl>
      ) : (
        <p className="mt-4 text-sm text-slate-700">{t("tools.netWorth.noTracking")}</p>
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
