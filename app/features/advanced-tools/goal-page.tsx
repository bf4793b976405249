/**
 * Goal progress: a contribution form (POST-redirect-GET, kept on a refusal, one row per form) and, per
 * goal, what was logged over time with the projection at the recent pace.
 */
import { Form, Link } from "@remix-run/react";
import { LineChart } from "~/components/charts";
import { FormError, SubmitButton, TextField } from "~/components/form-fields";
import { TableScroll } from "~/components/table-scroll";
import { formatToolDate, formatToolMonth } from "~/features/tools/domain/format";
import { useMoney } from "~/features/tools/use-money";
import { useLocale, useTranslate, type Translate } from "~/hooks/use-translate";
import { dayNumber } from "~/lib/domain/dates";
import type { FormReply } from "~/lib/http/form";
import type { Locale } from "~/lib/i18n/locale";
import { EARLIEST_CONTRIBUTION, type GoalTrack } from "./domain/goal-pace";
import { GOAL_TRACKER_PATH, goalProgressCsvPath, goalProgressPath } from "./paths";
import { AdvancedFrame, CsvLink, dateLabels, type Money } from "./ui";
import { LINK } from "./tool-line";

export interface ShownGoal {
  /** What its contributions are logged under: the goal's id, which a rename keeps. */
  key: string;
  track: GoalTrack;
  targetDate: string;
  contributions: { contributedOn: string; amount: number; total: number }[];
}

function statusText(track: GoalTrack, t: Translate, locale: Locale): string {
  const { status } = track;
  if (status.kind === "reached") return t("plans.advanced.reached");
  if (status.kind === "no-pace") return t("plans.advanced.noPace");
  if (status.kind === "too-slow") return t("plans.advanced.tooSlow");
  const when = t("plans.advanced.projected", { month: formatToolMonth(status.month, locale) });
  if (!status.target) return `${when}. ${t("plans.advanced.noTargetDate")}`;
  const target = formatToolMonth(status.target, locale);
  return `${when}. ${
    status.monthsLate > 0 ? t("plans.advanced.late", { count: String(status.monthsLate), target }) : t("plans.advanced.onTrack", { target })
  }`;
}

export function GoalProgressPage({
  plan,
  goals,
  today,
  reply,
  token,
}: {
  plan: { id: string; name: string; query: string };
  goals: readonly ShownGoal[];
  today: string;
  reply?: FormReply<string>;
  token: string;
}) {
  const t = useTranslate();
  const money = useMoney();
  return (
    <AdvancedFrame title={t("plans.advanced.goalPlanTitle", { name: plan.name })} intro={t("plans.advanced.goalsIntro")}>
      <p className="mt-2">
        <Link to={`${GOAL_TRACKER_PATH}?${plan.query}`} className={LINK}>
          {t("plans.advanced.openGoalPlan")}
        </Link>
      </p>
      {goals.length === 0 ? (
        <p className="mt-6 text-slate-700">{t("plans.advanced.goalsNone")}</p>
      ) : (
        <>
          <ContributionForm planId={plan.id} goals={goals} today={today} reply={reply} token={token} />
          <div className="mt-8 space-y-6">
            {goals.map((goal) => (
              <GoalCard key={goal.key} goal={goal} money={money} />
            ))}
          </div>
          <div className="mt-6">
            <CsvLink to={goalProgressCsvPath(plan.id)} />
          </div>
        </>
      )}
    </AdvancedFrame>
  );
}

function ContributionForm({
  planId,
  goals,
  today,
  reply,
  token,
}: {
  planId: string;
  goals: readonly ShownGoal[];
  today: string;
  reply?: FormReply<string>;
  token: string;
}) {
  const t = useTranslate();
  const values = reply?.values ?? {};
  const errors = reply?.errors ?? {};
  return (
    <section aria-labelledby="log-heading" className="card mt-6">
      <h2 id="log-heading" className="text-lg font-semibold">
        {t("plans.advanced.logTitle")}
      </h2>
      <Form method="post" action={goalProgressPath(planId)} className="mt-4 grid gap-4 sm:grid-cols-3">
        <input type="hidden" name="token" value={token} />
        <div className="sm:col-span-3">
          <FormError message={errors.form} />
        </div>
        <div>
          <label htmlFor="goal" className="block text-sm font-medium text-slate-800">
            {t("plans.advanced.goal")}
          </label>
          <select
            id="goal"
            name="goal"
            defaultValue={values.goal ?? goals[0]!.key}
            className="tool-input mt-1 px-3"
            aria-invalid={errors.goal ? true : undefined}
            aria-describedby={errors.goal ? "goal-error" : undefined}
          >
            {goals.map((goal) => (
              <option key={goal.key} value={goal.key}>
                {goal.track.name}
              </option>
            ))}
          </select>
          {errors.goal ? (
            <p id="goal-error" className="mt-1 text-sm text-red-700">
              {errors.goal}
            </p>
          ) : null}
        </div>
        <TextField
          label={t("plans.advanced.amount")}
          name="amount"
          inputMode="decimal"
          required
          defaultValue={values.amount ?? ""}
          error={errors.amount}
        />
        <TextField
          label={t("plans.advanced.date")}
          name="contributedOn"
          type="date"
          required
          min={EARLIEST_CONTRIBUTION}
          max={today}
          defaultValue={values.contributedOn ?? today}
          error={errors.contributedOn}
        />
        <div className="sm:col-span-3">
          <SubmitButton label={t("plans.advanced.logSubmit")} busyLabel={t("plans.advanced.logSubmitting")} className="button-primary" />
        </div>
      </Form>
    </section>
  );
}

function GoalCard({ goal, money }: { goal: ShownGoal; money: Money }) {
  const t = useTranslate();
  const locale = useLocale();
  const { track, contributions } = goal;
  const labels = dateLabels(
    contributions.map((entry) => ({ date: entry.contributedOn })),
    locale,
  );
  return (
    <section aria-label={track.name} className="card [overflow-wrap:anywhere]" data-testid="goal-progress">
      <h2 className="text-lg font-semibold">{track.name}</h2>
      <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-slate-700">{t("plans.advanced.saved")}</dt>
          <dd className="font-semibold">{money(track.saved)}</dd>
        </div>
        <div>
          <dt className="text-slate-700">{t("plans.advanced.target")}</dt>
          <dd className="font-semibold">
            {money(track.target)}
            {goal.targetDate ? ` · ${formatToolDate(goal.targetDate, locale)}` : ""}
          </dd>
        </div>
        <div>
          <dt className="text-slate-700">{t("plans.advanced.pace")}</dt>
          <dd className="font-semibold">
            {track.pace ? t("plans.advanced.perMonth", { amount: money(track.pace.perMonth), count: String(track.pace.months) }) : "—"}
          </dd>
        </div>
      </dl>
      <p className="mt-3 font-medium" data-testid="goal-status">
        {statusText(track, t, locale)}
      </p>
      <h3 className="mt-4 text-sm font-semibold">{t("plans.advanced.contributions")}</h3>
      {contributions.length >= 2 ? (
        <LineChart
          title={t("plans.advanced.contributionsChart", { goal: track.name })}
          rowHeader={t("plans.advanced.date")}
          series={[{ name: t("plans.advanced.runningTotal"), tone: "emerald" }]}
          points={contributions.map((entry, index) => ({
            x: (dayNumber(entry.contributedOn) ?? 0) + index / 1000,
            label: labels[index]!,
            values: [entry.total],
          }))}
          format={money}
        />
      ) : null}
      {contributions.length === 0 ? (
        <p className="mt-1 text-sm text-slate-700">{t("plans.advanced.noContributions")}</p>
      ) : (
        <TableScroll label={t("plans.advanced.contributionsOf", { goal: track.name })} className="mt-2">
          <table className="w-full text-left text-sm">
            <thead>
              <tr>
                <th scope="col" className="py-1 pr-4">
                  {t("plans.advanced.date")}
                </th>
                <th scope="col" className="py-1 pr-4 text-right">
                  {t("plans.advanced.amount")}
                </th>
                <th scope="col" className="py-1 text-right">
                  {t("plans.advanced.runningTotal")}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {contributions.map((entry, index) => (
                <tr key={index}>
                  <td className="py-1 pr-4">{labels[index]}</td>
                  <td className="py-1 pr-4 text-right">{money(entry.amount)}</td>
                  <td className="py-1 text-right">{money(entry.total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}
