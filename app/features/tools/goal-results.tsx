import { BarChart } from "~/components/charts";
import { StatCard, StatGrid } from "~/features/tools/stats";
import { ToolSection } from "~/features/tools/tool-page";
import { formatDate } from "~/lib/domain/dates";
import {
  categoryLabel,
  formatProgress,
  PRIORITY_LABELS,
  wholePercent,
  type GoalProgress,
  type GoalsSummary,
} from "~/features/tools/domain/goals";

type Money = (amount: number) => string;

/** The spec's summary; announced as it changes while typing. */
export function GoalsSummaryCards({ summary, money }: { summary: GoalsSummary; money: Money }) {
  return (
    <section aria-labelledby="goals-summary" aria-live="polite">
      <h2 id="goals-summary" className="sr-only">
        Summary
      </h2>
      <StatGrid>
        <StatCard label="Overall Progress" value={formatProgress(summary.overallProgress)} />
        <StatCard label="Active Goals" value={summary.activeGoals} />
        <StatCard label="Total Target" value={money(summary.totalTarget)} />
        <StatCard label="Total Saved" value={money(summary.totalSaved)} />
        <StatCard label="Remaining" value={money(summary.remaining)} />
        <StatCard label="Monthly Needed" value={money(summary.monthlyNeeded)} detail="For every goal with a target date" />
      </StatGrid>
    </section>
  );
}

/** A bar that shows progress to sighted readers; the percentage beside it is the text. */
function ProgressBar({ progress }: { progress: number }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 100 6" preserveAspectRatio="none" className="mt-2 h-2 w-full">
      <rect width="100" height="6" rx="3" className="fill-slate-200" />
      <rect width={wholePercent(progress)} height="6" rx="3" className="fill-emerald-700" />
    </svg>
  );
}

function GoalCard({ entry, money }: { entry: GoalProgress; money: Money }) {
  const { goal, timeNeeded } = entry;
  return (
    <li className="rounded-lg border border-slate-200 p-4 print:break-inside-avoid">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h3 className="font-semibold">{goal.name.trim()}</h3>
        <p className="text-sm text-slate-700">{`${categoryLabel(goal.category)} · ${PRIORITY_LABELS[goal.priority]} priority`}</p>
      </div>
      <ProgressBar progress={entry.progress} />
      <p className="mt-1 text-sm text-slate-800">
        <strong>{formatProgress(entry.progress)}</strong>
        {` · ${money(Math.max(0, goal.currentAmount))} of ${money(goal.targetAmount)}`}
      </p>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-slate-600">Amount needed</dt>
          <dd className="font-medium">{entry.reached ? "Goal reached" : money(entry.amountNeeded)}</dd>
        </div>
        {timeNeeded ? (
          <>
            <div>
              <dt className="text-slate-600">Months left</dt>
              <dd className="font-medium">
                {timeNeeded.monthsLeft} {timeNeeded.overdue ? "(date passed)" : `(by ${formatDate(goal.targetDate)})`}
              </dd>
            </div>
            <div>
              <dt className="text-slate-600">Monthly needed</dt>
              <dd className="font-medium">{money(timeNeeded.monthlyNeeded)}</dd>
            </div>
          </>
        ) : null}
      </dl>
      {timeNeeded?.overdue ? (
        <p className="mt-2 text-sm text-red-800">The target date has passed: set a new date to spread what is left.</p>
      ) : null}
    </li>
  );
}

export function GoalProgressList({ summary, money }: { summary: GoalsSummary; money: Money }) {
  return (
    <ToolSection title="Your progress">
      <ul className="mt-4 space-y-3">
        {summary.goals.map((entry) => (
          <GoalCard key={entry.row} entry={entry} money={money} />
        ))}
      </ul>
      <BarChart
        title="Saved so far against each target"
        rowHeader="Goal"
        series={[
          { name: "Saved", tone: "emerald" },
          { name: "Target", tone: "slate" },
        ]}
        rows={summary.goals.map((entry) => ({
          // Two goals may share a name; the row number keeps chart rows apart.
          label: `${entry.row + 1}. ${entry.goal.name.trim()}`,
          values: [Math.max(0, entry.goal.currentAmount), entry.goal.targetAmount],
        }))}
        format={money}
      />
    </ToolSection>
  );
}

export function PriorityGoals({ summary, money }: { summary: GoalsSummary; money: Money }) {
  return (
    <ToolSection title="Priority Goals">
      <ol className="mt-3 space-y-2">
        {summary.priorityGoals.map((entry, position) => (
          <li key={entry.row} className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
            <span>
              <span className="font-semibold">{`${position + 1}. ${entry.goal.name.trim()}`}</span>{" "}
              <span className="text-slate-700">{`(${PRIORITY_LABELS[entry.goal.priority]})`}</span>
            </span>
            <span className="text-slate-800">
              {entry.reached
                ? "Reached"
                : entry.timeNeeded
                  ? `${money(entry.timeNeeded.monthlyNeeded)} a month`
                  : `${money(entry.amountNeeded)} to go`}
            </span>
          </li>
        ))}
      </ol>
    </ToolSection>
  );
}

export function GoalsPlaceholder() {
  return (
    <ToolSection title="Your progress">
      <p className="mt-2 text-sm text-slate-700">Your progress appears here once a goal has a name and a target above $0.</p>
    </ToolSection>
  );
}

export function EmergencyFundTip({ hasEmergencyFund }: { hasEmergencyFund: boolean }) {
  return (
    <ToolSection title="Tip: emergency fund first" className="print:hidden">
      <p className="mt-2 text-sm text-slate-700">
        Keep 3-6 months of essential expenses in an emergency fund, in a savings account you can reach quickly. It keeps a surprise bill from
        landing on a credit card or derailing your other goals.
        {hasEmergencyFund ? null : " Add an Emergency Fund goal to start yours."}
      </p>
    </ToolSection>
  );
}
