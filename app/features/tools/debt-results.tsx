import { TableScroll } from "~/components/table-scroll";
import { LineChart } from "~/components/charts";
import { StatCard, StatGrid } from "~/features/tools/stats";
import { ToolSection } from "~/features/tools/tool-page";
import { formatMonth, monthAfter } from "~/lib/domain/dates";
import {
  chartMonths,
  formatDuration,
  MAX_MONTHS,
  paymentPhases,
  phaseInstructions,
  STRATEGY_LABELS,
  totalBalanceAfter,
  type DebtPlan,
  type PaymentPhase,
  type Strategy,
  type StrategyPlan,
} from "~/features/tools/domain/debt-payoff";
import { formatPercent } from "~/features/tools/domain/format";

type Money = (amount: number) => string;

const LIMIT_TEXT = `more than ${MAX_MONTHS / 12} years`;

/** "Mar 2028" for the month of payment `months`, counted from today. */
function paymentMonth(today: string, months: number): string {
  return formatMonth(monthAfter(today, months));
}

/** The numbers that do not depend on the strategy; announced as they change while typing. */
export function DebtSummary({ plan, money }: { plan: DebtPlan; money: Money }) {
  return (
    <section aria-labelledby="debt-summary" aria-live="polite">
      <h2 id="debt-summary" className="sr-only">
        Summary
      </h2>
      <StatGrid columns={2}>
        <StatCard label="Total Debt" value={money(plan.totalDebt)} />
        <StatCard label="Minimum Payments" value={money(plan.totalMinimums)} />
        <StatCard label="Extra Payment" value={money(plan.extraPayment)} />
        <StatCard label="Total Monthly" value={money(plan.totalMonthly)} />
      </StatGrid>
    </section>
  );
}

export function DebtPlanPlaceholder() {
  return (
    <ToolSection title="Your payoff plan">
      <p className="mt-2 text-sm text-slate-700">
        Your plan appears here once at least one debt has a name and a balance, and the extra monthly payment is above $0.
      </p>
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
  const labels = STRATEGY_LABELS[strategyPlan.strategy];
  const { outcome } = strategyPlan;
  return (
    <ToolSection title={`${labels.tab} plan`}>
      {outcome.status === "paid-off" ? (
        <>
          <StatGrid className="mt-4">
            <StatCard label="Debt-Free In" value={formatDuration(outcome.months)} detail={`By ${paymentMonth(today, outcome.months)}`} />
            <StatCard label="Total Interest" value={money(strategyPlan.totalInterest)} />
            <StatCard label="Total Paid" value={money(strategyPlan.totalPaid)} />
          </StatGrid>
          <Savings plan={plan} strategyPlan={strategyPlan} money={money} />
        </>
      ) : (
        <div className="mt-4 rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-900">
          {outcome.status === "never" ? (
            <p>
              <strong>These payments never pay off your debts.</strong> Your debts charge {money(plan.startingMonthlyInterest)} of interest a
              month and you pay {money(plan.totalMonthly)}, so the balance never goes down. Raise the extra payment to get ahead of the interest.
            </p>
          ) : (
            <p>
              <strong>
                At {money(plan.totalMonthly)} a month, paying off would take {LIMIT_TEXT}.
              </strong>{" "}
              Raise the extra payment to see a plan with a debt-free date.
            </p>
          )}
        </div>
      )}

      <h3 className="mt-6 font-semibold">{`Payoff order: ${labels.order}`}</h3>
      <ol className="mt-2 space-y-2">
        {strategyPlan.order.map((index, position) => {
          const result = strategyPlan.results[index]!;
          return (
            <li key={result.debt.row} className="flex flex-wrap items-baseline justify-between gap-x-4 rounded-lg border border-slate-200 p-3">
              {/* Each line one text node: a long list otherwise renders every piece, with a marker between, on its own. */}
              <span>
                <span className="font-semibold">{`${position + 1}. ${result.debt.name}`}</span>
                <span className="block text-sm text-slate-700">
                  {`${money(result.debt.balance)} at ${formatPercent(result.debt.interestRate, 2)}, minimum ${money(result.debt.minimumPayment)}`}
                </span>
              </span>
              <span className="text-sm text-slate-800">
                {result.payoffMonth === null
                  ? outcome.status === "never"
                    ? "Never paid off at these payments"
                    : `Not paid off within ${MAX_MONTHS / 12} years`
                  : `Paid off in month ${result.payoffMonth} (${paymentMonth(today, result.payoffMonth)}), ${money(result.interestPaid)} interest`}
              </span>
            </li>
          );
        })}
      </ol>

      {outcome.status === "paid-off" ? (
        <>
          <LineChart
            title={`Total balance over time: ${labels.tab} against minimum payments only`}
            rowHeader="After"
            series={[
              { name: labels.tab, tone: "emerald" },
              { name: "Minimum payments only", tone: "slate" },
            ]}
            points={chartMonths(outcome.months).map((month) => ({
              x: month,
              label: month === 0 ? "Today" : month % 12 === 0 ? `Year ${month / 12}` : `Month ${month}`,
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
  const baseline = plan.minimumOnly;
  return (
    <>
      <h3 className="mt-6 font-semibold">Savings versus minimum payments only</h3>
      {plan.savings && baseline.outcome.status === "paid-off" ? (
        <StatGrid columns={2} className="mt-2">
          <StatCard
            label="Time Saved"
            value={formatDuration(plan.savings.months)}
            detail={`Minimums only: ${formatDuration(baseline.outcome.months)}`}
          />
          <StatCard
            label="Interest Saved"
            value={money(plan.savings.interest)}
            detail={`Minimums only: ${money(baseline.totalInterest)} interest`}
          />
        </StatGrid>
      ) : (
        <p className="mt-2 text-sm text-slate-800">
          {baseline.outcome.status === "never"
            ? `Paying only the minimums would never clear these debts: at least one minimum payment does not cover its interest. This plan is debt-free in ${formatDuration(strategyPlan.schedule.length)}.`
            : `Paying only the minimums would take ${LIMIT_TEXT}. This plan is debt-free in ${formatDuration(strategyPlan.schedule.length)}.`}
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
  const phases = paymentPhases(strategyPlan.schedule);
  return (
    <details className="mt-6 print:hidden">
      <summary className="cursor-pointer font-semibold text-brand-800 underline">Month-by-month payments</summary>
      <TableScroll className="mt-3" label="Month-by-month payments">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">What to pay each debt, month by month</caption>
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-2 pr-3">
                Months
              </th>
              <th scope="col" className="py-2 pr-3">
                Pay
              </th>
              <th scope="col" className="py-2 text-right">
                Left to pay after
              </th>
            </tr>
          </thead>
          {/* Its rows are styled by the payment-phases class: a long plan has dozens of them. */}
          <tbody className="payment-phases">
            {phases.map((phase) => (
              <tr key={phase.fromMonth}>
                <th scope="row">
                  {phase.fromMonth === phase.toMonth
                    ? `Month ${phase.fromMonth} (${paymentMonth(today, phase.fromMonth)})`
                    : `Months ${phase.fromMonth}–${phase.toMonth} (${paymentMonth(today, phase.fromMonth)} – ${paymentMonth(today, phase.toMonth)})`}
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
  const { otherThanMinimum, atMinimum } = phaseInstructions(phase, plan.debts, strategyPlan.order);
  return (
    <ul>
      {otherThanMinimum.map((index) => (
        // One text node, not three: fewer pieces for the renderer.
        <li key={index}>{`${plan.debts[index]!.name}: ${money(phase.payments[index]!)}`}</li>
      ))}
      {atMinimum > 0 ? <li>{minimumsLine(atMinimum, otherThanMinimum.length > 0)}</li> : null}
    </ul>
  );
}

function minimumsLine(count: number, afterOthers: boolean): string {
  if (count === 1) return afterOthers ? "The minimum on the other debt" : "The minimum on your debt";
  return afterOthers ? `The minimums on the other ${count} debts` : `The minimums on all ${count} debts`;
}

/**
 * Without JavaScript, the tab of the strategy the page was not computed for: the plan on screen is the
 * one in the address, and one press computes the other (with JavaScript the plan follows the tab at once).
 * Sending both plans made a 20-debt page twice as heavy to render for a switch few make (ADR 018).
 */
export function StrategyToCalculate({ strategy }: { strategy: Strategy }) {
  const { tab } = STRATEGY_LABELS[strategy];
  return (
    <ToolSection title={`${tab} plan`}>
      <p className="mt-2 text-sm text-slate-700">{`Your debts have not been planned with the ${tab} method yet.`}</p>
      <button type="submit" className="button-primary mt-4">
        {`Show the ${tab} plan`}
      </button>
    </ToolSection>
  );
}

/** Both strategies side by side, and what choosing the snowball costs. */
export function StrategyComparison({ plan, today, money }: { plan: DebtPlan; today: string; money: Money }) {
  const strategies = [plan.snowball, plan.avalanche];
  const difference = plan.snowballExtraInterest;
  const debtFree = (strategyPlan: StrategyPlan) =>
    strategyPlan.outcome.status === "paid-off"
      ? `${paymentMonth(today, strategyPlan.outcome.months)} (${formatDuration(strategyPlan.outcome.months)})`
      : strategyPlan.outcome.status === "never"
        ? "Never"
        : `Not within ${MAX_MONTHS / 12} years`;
  const finished = (strategyPlan: StrategyPlan, value: number) => (strategyPlan.outcome.status === "paid-off" ? money(value) : "—");
  return (
    <ToolSection title="Snowball or avalanche?">
      <TableScroll className="mt-3" label="Snowball and avalanche compared">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Debt snowball and debt avalanche side by side</caption>
          <thead>
            <tr className="border-b border-slate-300">
              <td />
              {strategies.map((strategyPlan) => (
                <th key={strategyPlan.strategy} scope="col" className="py-2 pr-3">
                  {STRATEGY_LABELS[strategyPlan.strategy].tab}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr className="border-b border-slate-200">
              <th scope="row" className="py-2 pr-3 font-medium">
                Debt-free
              </th>
              {strategies.map((strategyPlan) => (
                <td key={strategyPlan.strategy} className="py-2 pr-3">
                  {debtFree(strategyPlan)}
                </td>
              ))}
            </tr>
            <tr className="border-b border-slate-200">
              <th scope="row" className="py-2 pr-3 font-medium">
                Total interest
              </th>
              {strategies.map((strategyPlan) => (
                <td key={strategyPlan.strategy} className="py-2 pr-3">
                  {finished(strategyPlan, strategyPlan.totalInterest)}
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row" className="py-2 pr-3 font-medium">
                Total paid
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
          ? "A strategy that never pays off has no cost to compare: raise the extra payment."
          : Math.abs(difference) < 0.005
            ? "Both strategies cost the same interest here."
            : difference > 0
              ? `Choosing the snowball costs ${money(difference)} more in interest than the avalanche, in exchange for quicker early wins.`
              : `Here the snowball costs ${money(-difference)} less in interest than the avalanche.`}
      </p>
    </ToolSection>
  );
}
