import { BarChart } from "~/components/charts";
import { StatCard, StatGrid } from "~/features/tools/stats";
import { ToolSection } from "~/features/tools/tool-page";
import { formatCount, formatToolDate } from "~/features/tools/domain/format";
import { formatProgress, wholePercent, type GoalProgress, type GoalsSummary } from "~/features/tools/domain/goals";
import { useLocale, useTranslate } from "~/hooks/use-translate";

type Money = (amount: number) => string;

/** The spec's summary; announced as it changes while typing. */
export function GoalsSummaryCards({ summary, money }: { summary: GoalsSummary; money: Money }) {
  const t = useTranslate();
  const locale = useLocale();
  return (
    <section aria-labelledby="goals-summary" aria-live="polite">
      <h2 id="goals-summary" className="sr-only">
        {t("tools.common.summary")}
      </h2>
      <StatGrid>
        <StatCard label={t("tools.goals.overallProgress")} value={formatProgress(summary.overallProgress, locale)} />
        <StatCard label={t("tools.goals.activeGoals")} value={formatCount(summary.activeGoals, locale)} />
        <StatCard label={t("tools.goals.totalTarget")} value={money(summary.totalTarget)} />
        <StatCard label={t("tools.goals.totalSaved")} value={money(summary.totalSaved)} />
        <StatCard label={t("tools.goals.remaining")} value={money(summary.remaining)} />
        <StatCard label={t("tools.goals.monthlyNeeded")} value={money(summary.monthlyNeeded)} detail={t("tools.goals.monthlyNeededDetail")} />
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
  const t = useTranslate();
  const locale = useLocale();
  const { goal, timeNeeded } = entry;
  return (
    <li className="rounded-lg border border-slate-200 p-4 print:break-inside-avoid">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h3 className="font-semibold">{goal.name.trim()}</h3>
        <p className="text-sm text-slate-700">
          {t("tools.goals.cardMeta", {
            category: t(`tools.goals.category.${goal.category}`),
            priority: t(`tools.goals.priorityLine.${goal.priority}`),
          })}
        </p>
      </div>
      <ProgressBar progress={entry.progress} />
      <p className="mt-1 text-sm text-slate-800">
        <strong>{formatProgress(entry.progress, locale)}</strong>
        {` · ${t("tools.goals.savedOfTarget", { saved: money(Math.max(0, goal.currentAmount)), target: money(goal.targetAmount) })}`}
      </p>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-slate-600">{t("tools.goals.amountNeeded")}</dt>
          <dd className="font-medium">{entry.reached ? t("tools.goals.goalReached") : money(entry.amountNeeded)}</dd>
        </div>
        {timeNeeded ? (
          <>
            <div>
              <dt className="text-slate-600">{t("tools.goals.monthsLeft")}</dt>
              <dd className="font-medium">
                {timeNeeded.overdue
                  ? t("tools.goals.datePassed", { count: formatCount(timeNeeded.monthsLeft, locale) })
                  : t("tools.goals.byDate", {
                      count: formatCount(timeNeeded.monthsLeft, locale),
                      date: formatToolDate(goal.targetDate, locale),
                    })}
              </dd>
            </div>
            <div>
              <dt className="text-slate-600">{t("tools.goals.monthlyNeededCard")}</dt>
              <dd className="font-medium">{money(timeNeeded.monthlyNeeded)}</dd>
            </div>
          </>
        ) : null}
      </dl>
      {timeNeeded?.overdue ? <p className="mt-2 text-sm text-red-800">{t("tools.goals.overdue")}</p> : null}
    </li>
  );
}

export function GoalProgressList({ summary, money }: { summary: GoalsSummary; money: Money }) {
  const t = useTranslate();
  return (
    <ToolSection title={t("tools.goals.progressTitle")}>
      <ul className="mt-4 space-y-3">
        {summary.goals.map((entry) => (
          <GoalCard key={entry.row} entry={entry} money={money} />
        ))}
      </ul>
      <BarChart
        title={t("tools.goals.progressChart")}
        rowHeader={t("tools.goals.goalHeader")}
        series={[
          { name: t("tools.goals.savedSeries"), tone: "emerald" },
          { name: t("tools.goals.targetSeries"), tone: "slate" },
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
  const t = useTranslate();
  return (
    <ToolSection title={t("tools.goals.priorityTitle")}>
      <ol className="mt-3 space-y-2">
        {summary.priorityGoals.map((entry, position) => (
          <li key={entry.row} className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
            <span>
              <span className="font-semibold">{`${position + 1}. ${entry.goal.name.trim()}`}</span>{" "}
              <span className="text-slate-700">
                {t("tools.goals.priorityName", { priority: t(`tools.goals.priority.${entry.goal.priority}`) })}
              </span>
            </span>
            <span className="text-slate-800">
              {entry.reached
                ? t("tools.goals.reached")
                : entry.timeNeeded
                  ? t("tools.goals.perMonth", { amount: money(entry.timeNeeded.monthlyNeeded) })
                  : t("tools.goals.toGo", { amount: money(entry.amountNeeded) })}
            </span>
          </li>
        ))}
      </ol>
    </ToolSection>
  );
}

export function GoalsPlaceholder() {
  const t = useTranslate();
  return (
    <ToolSection title={t("tools.goals.progressTitle")}>
      <p className="mt-2 text-sm text-slate-700">{t("tools.goals.placeholder")}</p>
    </ToolSection>
  );
}

export function EmergencyFundTip({ hasEmergencyFund }: { hasEmergencyFund: boolean }) {
  const t = useTranslate();
  return (
    <ToolSection title={t("tools.goals.tipTitle")} className="print:hidden">
      <p className="mt-2 text-sm text-slate-700">
        {t("tools.goals.tipText")}
        {hasEmergencyFund ? null : ` ${t("tools.goals.tipAdd")}`}
      </p>
    </ToolSection>
  );
}
