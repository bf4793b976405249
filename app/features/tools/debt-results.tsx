import { TableScroll } from "~/components/table-scroll";
import { LineChart } from "~/components/charts";
import { StatCard, StatGrid } from "~/features/tools/stats";
import { ToolSection } from "~/features/tools/tool-page";
import { monthAfter } from "~/lib/domain/dates";
import {
  chartMonths,
  MAX_MONTHS,
  paymentPhases,
  phaseInstructions,
  splitMonths,
  totalBalanceAfter,
  type DebtPlan,
  type PaymentPhase,
  type Strategy,
  type StrategyPlan,
} from "~/features/tools/domain/debt-payoff";
import { formatPercent, formatToolMonth } from "~/features/tools/domain/format";
import { useLocale, useTranslate, type Translate } from "~/hooks/use-translate";
import type { Locale } from "~/lib/i18n/locale";

type Money = (amount: number) => string;

/** The planner's horizon in years (50), as its sentences name it. */
const LIMIT_YEARS = String(MAX_MONTHS / 12);

/** "Mar 2028" ("mars 2028" in French) for the month of payment `months`, counted from today. */
function paymentMonth(today: string, months: number, locale: Locale): string {
  return formatToolMonth(monthAfter(today, months), locale);
}

/** "3 years 1 month", "11 months", "2 years" in the page's language; zero parts are left out ("0 months" for 0). */
function duration(t: Translate, total: number): string {
  const { years, months } = splitMonths(total);
  const yearsText = years > 0 ? t("tools.debt.years", { count: years }) : "";
  const monthsText = months > 0 || years === 0 ? t("tools.debt.months", { count: months }) : "";
  return yearsText && monthsText ? t("tools.debt.yearsAndMonths", { years: yearsText, months: monthsText }) : yearsText || monthsText;
}

/** A strategy's name as its tab shows it ("Debt Snowball"). */
const strategyName = (t: Translate, strategy: Strategy) => t(`tools.debt.strategy.${strategy}`);

/** The numbers that do not depend on the strategy; announced as they change while typing. */
export function DebtSummary({ plan, money }: { plan: DebtPlan; money: Money }) {
  const t = useTranslate();
  return (
    <section aria-labelledby="debt-summary" aria-live="polite">
      <h2 id="debt-summary" className="sr-only">
        {t("tools.common.summary")}
      </h2>
      <StatGrid columns={2}>
        <StatCard label={t("tools.debt.totalDebt")} value={money(plan.totalDebt)} />
        <StatCard label={t("tools.debt.minimumPayments")} value={money(plan.totalMinimums)} />
        <StatCard label={t("tools.debt.extraPayment")} value={money(plan.extraPayment)} />
        <StatCard label={t("tools.debt.totalMonthly")} value={money(plan.totalMonthly)} />
      </StatGrid>
    </section>
  );
}

export function DebtPlanPlaceholder() {
  const t = useTranslate();
  return (
    <ToolSection title={t("tools.debt.placeholderTitle")}>
      <p className="mt-2 text-sm text-slate-700">{t("tools.debt.placeholder")}</p>
    </ToolSection>
  );
}

/** One strategy's plan: the spec's summary, the savings, the payoff order, a chart and the payments. */
export function StrategyResults({
  plan,
  strategyPlan,
  today,
  money,
}: {
  plan: DebtPlan;
  strategyPlan: StrategyPlan;
  today: string;
  money: Money;
}) {
  const t = useTranslate();
  const locale = useLocale();
  const name = strategyName(t, strategyPlan.strategy);
  const { outcome } = strategyPlan;
  return (
    <ToolSection title={t("tools.debt.planTitle", { strategy: name })}>
      {outcome.status === "paid-off" ? (
        <>
          <StatGrid className="mt-4">
            <StatCard
              label={t("tools.debt.debtFreeIn")}
              value={duration(t, outcome.months)}
              detail={t("tools.debt.byMonth", { month: paymentMonth(today, outcome.months, locale) })}
            />
            <StatCard label={t("tools.debt.totalInterest")} value={money(strategyPlan.totalInterest)} />
            <StatCard label={t("tools.debt.totalPaid")} value={money(strategyPlan.totalPaid)} />
          </StatGrid>
          <Savings plan={plan} strategyPlan={strategyPlan} money={money} />
        </>
      ) : (
        <div className="mt-4 rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-900">
          {outcome.status === "never" ? (
            <p>
              <strong>{t("tools.debt.neverTitle")}</strong>{" "}
              {t("tools.debt.neverText", { interest: money(plan.startingMonthlyInterest), monthly: money(plan.totalMonthly) })}
            </p>
          ) : (
            <p>
              <strong>{t("tools.debt.limitTitle", { monthly: money(plan.totalMonthly), years: LIMIT_YEARS })}</strong>{" "}
              {t("tools.debt.limitText")}
            </p>
          )}
        </div>
      )}

      <h3 className="mt-6 font-semibold">{t("tools.debt.payoffOrder", { order: t(`tools.debt.order.${strategyPlan.strategy}`) })}</h3>
      <ol className="mt-2 space-y-2">
        {strategyPlan.order.map((index, position) => {
          const result = strategyPlan.results[index]!;
          return (
            <li key={result.debt.row} className="flex flex-wrap items-baseline justify-between gap-x-4 rounded-lg border border-slate-200 p-3">
              {/* Each line one text node: a long list otherwise renders every piece, with a marker between, on its own. */}
              <span>
                <span className="font-semibold">{`${position + 1}. ${result.debt.name}`}</span>
                <span className="block text-sm text-slate-700">
                  {t("tools.debt.orderLine", {
                    balance: money(result.debt.balance),
                    rate: formatPercent(result.debt.interestRate, 2, locale),
                    minimum: money(result.debt.minimumPayment),
                  })}
                </span>
              </span>
              <span className="text-sm text-slate-800">
                {result.payoffMonth === null
                  ? outcome.status === "never"
                    ? t("tools.debt.neverPaidOff")
                    : t("tools.debt.notPaidOffWithin", { years: LIMIT_YEARS })
                  : t("tools.debt.paidOffIn", {
                      month: String(result.payoffMonth),
                      date: paymentMonth(today, result.payoffMonth, locale),
                      interest: money(result.interestPaid),
                    })}
              </span>
            </li>
          );
        })}
      </ol>

      {outcome.status === "paid-off" ? (
        <>
          <LineChart
            title={t("tools.debt.chartTitle", { strategy: name })}
            rowHeader={t("tools.debt.chartAfter")}
            series={[
              { name, tone: "emerald" },
              { name: t("tools.debt.minimumOnly"), tone: "slate" },
            ]}
            points={chartMonths(outcome.months).map((month) => ({
              x: month,
              label:
                month === 0
                  ? t("tools.debt.today")
                  : month % 12 === 0
                    ? t("tools.debt.year", { year: String(month / 12) })
                    : t("tools.debt.month", { month: String(month) }),
              values: [totalBalanceAfter(strategyPlan, plan.debts, month), totalBalanceAfter(plan.minimumOnly, plan.debts, month)],
            }))}
            format={money}
          />
          <PaymentSchedule plan={plan} strategyPlan={strategyPlan} today={today} money={money} />
        </>
      ) : null}
    </ToolSection>
  );
}

function Savings({ plan, strategyPlan, money }: { plan: DebtPlan; strategyPlan: StrategyPlan; money: Money }) {
  const t = useTranslate();
  const baseline = plan.minimumOnly;
  return (
    <>
      <h3 className="mt-6 font-semibold">{t("tools.debt.savingsTitle")}</h3>
      {plan.savings && baseline.outcome.status === "paid-off" ? (
        <StatGrid columns={2} className="mt-2">
          <StatCard
            label={t("tools.debt.timeSaved")}
            value={duration(t, plan.savings.months)}
            detail={t("tools.debt.minimumsOnlyTime", { duration: duration(t, baseline.outcome.months) })}
          />
          <StatCard
            label={t("tools.debt.interestSaved")}
            value={money(plan.savings.interest)}
            detail={t("tools.debt.minimumsOnlyInterest", { amount: money(baseline.totalInterest) })}
          />
        </StatGrid>
      ) : (
        <p className="mt-2 text-sm text-slate-800">
          {baseline.outcome.status === "never"
            ? t("tools.debt.baselineNever", { duration: duration(t, strategyPlan.schedule.length) })
            : t("tools.debt.baselineLimit", { years: LIMIT_YEARS, duration: duration(t, strategyPlan.schedule.length) })}
        </p>
      )}
    </>
  );
}

/**
 * The schedule as a person follows it: one row per stretch of months with the same payments (they
 * change when a debt is paid off), naming the payments that are not a debt's own minimum. The full
 * month-by-month schedule, every debt in every month, is in the Export file.
 */
function PaymentSchedule({ plan, strategyPlan, today, money }: { plan: DebtPlan; strategyPlan: StrategyPlan; today: string; money: Money }) {
  const t = useTranslate();
  const locale = useLocale();
  const phases = paymentPhases(strategyPlan.schedule);
  return (
    <details className="mt-6 print:hidden">
      <summary className="cursor-pointer font-semibold text-brand-800 underline">{t("tools.debt.monthByMonth")}</summary>
      <TableScroll className="mt-3" label={t("tools.debt.monthByMonth")}>
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t("tools.debt.scheduleCaption")}</caption>
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-2 pr-3">
                {t("tools.debt.monthsHeader")}
              </th>
              <th scope="col" className="py-2 pr-3">
                {t("tools.debt.payHeader")}
              </th>
              <th scope="col" className="py-2 text-right">
                {t("tools.debt.leftAfterHeader")}
              </th>
            </tr>
          </thead>
          {/* Its rows are styled by the payment-phases class: a long plan has dozens of them. */}
          <tbody className="payment-phases">
            {phases.map((phase) => (
              <tr key={phase.fromMonth}>
                <th scope="row">
                  {phase.fromMonth === phase.toMonth
                    ? t("tools.debt.phaseMonth", { month: String(phase.fromMonth), date: paymentMonth(today, phase.fromMonth, locale) })
                    : t("tools.debt.phaseMonths", {
                        from: String(phase.fromMonth),
                        to: String(phase.toMonth),
                        fromDate: paymentMonth(today, phase.fromMonth, locale),
                        toDate: paymentMonth(today, phase.toMonth, locale),
                      })}
                </th>
                <td>
                  <PhasePayments phase={phase} plan={plan} strategyPlan={strategyPlan} money={money} />
                </td>
                <td>{money(phase.balanceAfter)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </details>
  );
}

function PhasePayments({ phase, plan, strategyPlan, money }: { phase: PaymentPhase; plan: DebtPlan; strategyPlan: StrategyPlan; money: Money }) {
  const t = useTranslate();
  const { otherThanMinimum, atMinimum } = phaseInstructions(phase, plan.debts, strategyPlan.order);
  return (
    <ul>
      {otherThanMinimum.map((index) => (
        // One text node, not three: fewer pieces for the renderer.
        <li key={index}>{t("tools.debt.phasePayment", { debt: plan.debts[index]!.name, amount: money(phase.payments[index]!) })}</li>
      ))}
      {atMinimum > 0 ? <li>{minimumsLine(t, atMinimum, otherThanMinimum.length > 0)}</li> : null}
    </ul>
  );
}

function minimumsLine(t: Translate, count: number, afterOthers: boolean): string {
  if (count === 1) return afterOthers ? t("tools.debt.minimumOnOther") : t("tools.debt.minimumOnYours");
  return afterOthers ? t("tools.debt.minimumsOnOthers", { count: String(count) }) : t("tools.debt.minimumsOnAll", { count: String(count) });
}

/**
 * Without JavaScript, the tab of the strategy the page was not computed for: the plan on screen is the
 * one in the address, and one press computes the other (with JavaScript the plan follows the tab at once).
 * Sending both plans made a 20-debt page twice as heavy to render for a switch few make (ADR 018).
 */
export function StrategyToCalculate({ strategy }: { strategy: Strategy }) {
  const t = useTranslate();
  const name = strategyName(t, strategy);
  return (
    <ToolSection title={t("tools.debt.planTitle", { strategy: name })}>
      <p className="mt-2 text-sm text-slate-700">{t("tools.debt.notPlanned", { strategy: name })}</p>
      <button type="submit" className="button-primary mt-4">
        {t("tools.debt.showPlan", { strategy: name })}
      </button>
    </ToolSection>
  );
}

/** Both strategies side by side, and what choosing the snowball costs. */
export function StrategyComparison({ plan, today, money }: { plan: DebtPlan; today: string; money: Money }) {
  const t = useTranslate();
  const locale = useLocale();
  const strategies = [plan.snowball, plan.avalanche];
  const difference = plan.snowballExtraInterest;
  const debtFree = (strategyPlan: StrategyPlan) =>
    strategyPlan.outcome.status === "paid-off"
      ? t("tools.debt.debtFreeWhen", {
          date: paymentMonth(today, strategyPlan.outcome.months, locale),
          duration: duration(t, strategyPlan.outcome.months),
        })
      : strategyPlan.outcome.status === "never"
        ? t("tools.debt.never")
        : t("tools.debt.notWithin", { years: LIMIT_YEARS });
  const finished = (strategyPlan: StrategyPlan, value: number) => (strategyPlan.outcome.status === "paid-off" ? money(value) : "—");
  return (
    <ToolSection title={t("tools.debt.compareTitle")}>
      <TableScroll className="mt-3" label={t("tools.debt.compareLabel")}>
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t("tools.debt.compareCaption")}</caption>
          <thead>
            <tr className="border-b border-slate-300">
              <td />
              {strategies.map((strategyPlan) => (
                <th key={strategyPlan.strategy} scope="col" className="py-2 pr-3">
                  {strategyName(t, strategyPlan.strategy)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr className="border-b border-slate-200">
              <th scope="row" className="py-2 pr-3 font-medium">
                {t("tools.debt.debtFree")}
              </th>
              {strategies.map((strategyPlan) => (
                <td key={strategyPlan.strategy} className="py-2 pr-3">
                  {debtFree(strategyPlan)}
                </td>
              ))}
            </tr>
            <tr className="border-b border-slate-200">
              <th scope="row" className="py-2 pr-3 font-medium">
                {t("tools.debt.totalInterestRow")}
              </th>
              {strategies.map((strategyPlan) => (
                <td key={strategyPlan.strategy} className="py-2 pr-3">
                  {finished(strategyPlan, strategyPlan.totalInterest)}
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row" className="py-2 pr-3 font-medium">
                {t("tools.debt.totalPaidRow")}
              </th>
              {strategies.map((strategyPlan) => (
                <td key={strategyPlan.strategy} className="py-2 pr-3">
                  {finished(strategyPlan, strategyPlan.totalPaid)}
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </TableScroll>
      <p className="mt-3 text-sm text-slate-800" data-testid="snowball-cost">
        {difference === null
          ? t("tools.debt.costNone")
          : Math.abs(difference) < 0.005
            ? t("tools.debt.costSame")
            : difference > 0
              ? t("tools.debt.costMore", { amount: money(difference) })
              : t("tools.debt.costLess", { amount: money(-difference) })}
      </p>
    </ToolSection>
  );
}
