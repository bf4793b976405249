/**
 * Goal progress: a contribution form (POST-redirect-GET, kept on a refusal, one row per form) and, per
 * goal, what was logged over time with the projection at the recent pace.
 */
import { Form, Link } from "@remix-run/react";
import { LineChart } from "~/components/charts";
import { FormError, SubmitButton, TextField } from "~/components/form-fields";
import { TableScroll } from "~/components/table-scroll";
import { useMoney } from "~/features/tools/use-money";
import { dayNumber, formatDate, formatMonth } from "~/lib/domain/dates";
import type { FormReply } from "~/lib/http/form";
import type { GoalTrack } from "./domain/goal-pace";
import { GOAL_TRACKER_PATH, goalProgressCsvPath, goalProgressPath } from "./paths";
import { ADVANCED_TEXTS as T, CONTRIBUTION_TEXTS } from "./texts";
import { AdvancedFrame, CsvLink, dateLabels, type Money } from "./ui";
import { LINK } from "./tool-line";

export interface ShownGoal {
  /** What its contributions are logged under: the goal's id, which a rename keeps. */
  key: string;
  track: GoalTrack;
  targetDate: string;
  contributions: { contributedOn: string; amount: number; total: number }[];
}

function statusText(track: GoalTrack): string {
  const { status } = track;
  if (status.kind === "reached") return T.reached;
  if (status.kind === "no-pace") return T.noPace;
  if (status.kind === "too-slow") return T.tooSlow;
  const when = T.projected(formatMonth(status.month));
  if (!status.target) return `${when}. ${T.noTargetDate}`;
  const target = formatMonth(status.target);
  return `${when}. ${status.monthsLate > 0 ? T.late(status.monthsLate, target) : T.onTrack(target)}`;
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
  const money = useMoney();
  return (
    <AdvancedFrame title={`${T.goalsTitle}: ${plan.name}`} intro={T.goalsIntro}>
      <p className="mt-2">
        <Link to={`${GOAL_TRACKER_PATH}?${plan.query}`} className={LINK}>
          {T.openGoalPlan}
        </Link>
      </p>
      {goals.length === 0 ? (
        <p className="mt-6 text-slate-700">{T.goalsNone}</p>
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
  const values = reply?.values ?? {};
  const errors = reply?.errors ?? {};
  return (
    <section aria-labelledby="log-heading" className="card mt-6">
      <h2 id="log-heading" className="text-lg font-semibold">
        {CONTRIBUTION_TEXTS.title}
      </h2>
      <Form method="post" action={goalProgressPath(planId)} className="mt-4 grid gap-4 sm:grid-cols-3">
        <input type="hidden" name="token" value={token} />
        <div className="sm:col-span-3">
          <FormError message={errors.form} />
        </div>
        <div>
          <label htmlFor="goal" className="block text-sm font-medium text-slate-800">
            {CONTRIBUTION_TEXTS.goal}
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
          label={CONTRIBUTION_TEXTS.amountLabel}
          name="amount"
          inputMode="decimal"
          required
          defaultValue={values.amount ?? ""}
          error={errors.amount}
        />
        <TextField
          label={CONTRIBUTION_TEXTS.dateLabel}
          name="contributedOn"
          type="date"
          required
          max={today}
          defaultValue={values.contributedOn ?? today}
          error={errors.contributedOn}
        />
        <div className="sm:col-span-3">
          <SubmitButton label={CONTRIBUTION_TEXTS.submit} busyLabel={CONTRIBUTION_TEXTS.submitting} className="button-primary" />
        </div>
      </Form>
    </section>
  );
}

function GoalCard({ goal, money }: { goal: ShownGoal; money: Money }) {
  const { track, contributions } = goal;
  const labels = dateLabels(contributions.map((entry) => ({ date: entry.contributedOn })));
  return (
    <section aria-label={track.name} className="card [overflow-wrap:anywhere]" data-testid="goal-progress">
      <h2 className="text-lg font-semibold">{track.name}</h2>
      <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-slate-700">{T.saved}</dt>
          <dd className="font-semibold">{money(track.saved)}</dd>
        </div>
        <div>
          <dt className="text-slate-700">{T.target}</dt>
          <dd className="font-semibold">
            {money(track.target)}
            {goal.targetDate ? ` · ${formatDate(goal.targetDate)}` : ""}
          </dd>
        </div>
        <div>
          <dt className="text-slate-700">{T.pace}</dt>
          <dd className="font-semibold">{track.pace ? T.perMonth(money(track.pace.perMonth), track.pace.months) : "—"}</dd>
        </div>
      </dl>
      <p className="mt-3 font-medium" data-testid="goal-status">
        {statusText(track)}
      </p>
      <h3 className="mt-4 text-sm font-semibold">{T.contributions}</h3>
      {contributions.length >= 2 ? (
        <LineChart
          title={T.contributionsChart(track.name)}
          rowHeader={T.date}
          series={[{ name: T.runningTotal, tone: "emerald" }]}
          points={contributions.map((entry, index) => ({
            x: (dayNumber(entry.contributedOn) ?? 0) + index / 1000,
            label: labels[index]!,
            values: [entry.total],
          }))}
          format={money}
        />
      ) : null}
      {contributions.length === 0 ? (
        <p className="mt-1 text-sm text-slate-700">{T.noContributions}</p>
      ) : (
        <TableScroll label={`${T.contributions}: ${track.name}`} className="mt-2">
          <table className="w-full text-left text-sm">
            <thead>
              <tr>
                <th scope="col" className="py-1 pr-4">
                  {T.date}
                </th>
                <th scope="col" className="py-1 pr-4 text-right">
                  {T.amount}
                </th>
                <th scope="col" className="py-1 text-right">
                  {T.runningTotal}
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
