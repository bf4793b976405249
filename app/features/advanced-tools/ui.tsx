/**
 * The advanced tools' pages: the gates, the index, net worth history, goal progress and debt
 * what-ifs. Every form is plain HTML (GET for the what-ifs, POST-redirect-GET for a contribution),
 * so each page works without JavaScript; amounts are formatted in the currency the site shows.
 */
import { Form, Link, useLocation } from "@remix-run/react";
import { useState, type ReactNode } from "react";
import { LineChart } from "~/components/charts";
import { FormError, SubmitButton, TextField } from "~/components/form-fields";
import { LockIcon } from "~/components/icons";
import { SignInLinks } from "~/components/sign-in-links";
import { TableScroll } from "~/components/table-scroll";
import { planChangePath } from "~/features/payments/plan-change";
import { MoneyField, PercentField } from "~/features/tools/fields";
import { DEBT_FIELDS, formatDuration } from "~/features/tools/domain/debt-payoff";
import { useMoney } from "~/features/tools/use-money";
import { EXPORT_CURRENCY_KEY } from "~/features/tools/domain/query";
import { dayNumber, formatDate, formatMonth } from "~/lib/domain/dates";
import { ENTITLEMENTS } from "~/lib/domain/entitlements";
import { useDisplayCurrency } from "~/hooks/use-currency";
import { usePlanTier } from "~/hooks/use-plan-tier";
import type { FormReply } from "~/lib/http/form";
import {
  debtFreeMonth,
  PLAN_LABELS,
  readWhatIfForm,
  compareWhatIfs,
  WHAT_IF_KEYS,
  type PlanRun,
  type ScenarioOutcome,
} from "./domain/debt-what-if";
import type { GoalTrack } from "./domain/goal-pace";
import type { SnapshotRow } from "./domain/history";
import {
  ADVANCED_TOOLS_PATH,
  DEBT_PLANNER_PATH,
  DEBT_WHAT_IF_CSV_PATH,
  DEBT_WHAT_IF_PATH,
  GOAL_TRACKER_PATH,
  goalProgressCsvPath,
  goalProgressPath,
  NET_WORTH_HISTORY_CSV_PATH,
  NET_WORTH_HISTORY_PATH,
  NET_WORTH_TRACKER_PATH,
} from "./paths";
import { ADVANCED_TEXTS as T, CONTRIBUTION_TEXTS } from "./texts";

type Money = (amount: number) => string;
export type Offer = { kind: "upgrade" | "subscribe" };

const LINK = "font-medium text-brand-700 underline hover:text-brand-800";

export function AdvancedFrame({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link to={ADVANCED_TOOLS_PATH} className={LINK}>
          {T.title}
        </Link>
      </nav>
      <h1 className="mt-2 text-3xl font-bold tracking-tight">{title}</h1>
      {intro ? <p className="mt-2 max-w-3xl text-slate-700">{intro}</p> : null}
      {children}
    </div>
  );
}

/** Visitors (401): what the tools are, and the way in. */
export function VisitorGate() {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <LockIcon className="mx-auto h-10 w-10 text-slate-600" />
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{T.visitorTitle}</h1>
      <p className="mt-4 text-slate-700">{T.visitorText}</p>
      <SignInLinks />
    </div>
  );
}

/** Learners whose plan has no advanced tools (403): what Premium adds, and the way to it (a plan change, never a second plan). */
export function OfferGate({ offer }: { offer: Offer }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center" data-testid="advanced-gate">
      <LockIcon className="mx-auto h-10 w-10 text-slate-600" />
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{T.gateTitle}</h1>
      <p className="mt-4 text-slate-700">{T.gateText}</p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to={offer.kind === "upgrade" ? planChangePath("premium") : "/#pricing"} className="button-primary">
          {offer.kind === "upgrade" ? T.upgrade : T.gateOffer}
        </Link>
      </div>
    </div>
  );
}

export function Gate({ page }: { page: { state: "visitor" } | { state: "outsider"; offer: Offer } }) {
  return page.state === "visitor" ? <VisitorGate /> : <OfferGate offer={page.offer} />;
}

/** The three tools, as links: for the index, and for the lead to place on /dashboard/plans. */
export function AdvancedToolsLinks({ goalPlans }: { goalPlans?: readonly { id: string; name: string }[] }) {
  return (
    <ul className="mt-4 space-y-4">
      <li>
        <Link to={NET_WORTH_HISTORY_PATH} className={LINK}>
          {T.historyTitle}
        </Link>
        <p className="text-sm text-slate-700">{T.indexHistory}</p>
      </li>
      <li>
        <span className="font-medium">{T.goalsTitle}</span>
        <p className="text-sm text-slate-700">{T.indexGoals}</p>
        {goalPlans ? (
          goalPlans.length > 0 ? (
            <ul className="mt-1 list-disc pl-6 text-sm [overflow-wrap:anywhere]">
              {goalPlans.map((plan) => (
                <li key={plan.id}>
                  <Link to={goalProgressPath(plan.id)} className={LINK}>
                    {plan.name}
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-1 text-sm text-slate-700">{T.goalPlansNone}</p>
          )
        ) : null}
      </li>
      <li>
        <Link to={DEBT_WHAT_IF_PATH} className={LINK}>
          {T.whatIfTitle}
        </Link>
        <p className="text-sm text-slate-700">{T.indexWhatIfs}</p>
      </li>
    </ul>
  );
}

function usesAdvancedTools(tier: ReturnType<typeof usePlanTier>): boolean {
  return tier !== null && ENTITLEMENTS[tier].advancedTools;
}

/** What Premium adds, and the way to it: a plan change for a subscriber, the pricing for anyone else. */
function PremiumOffer({ tier }: { tier: ReturnType<typeof usePlanTier> }) {
  return (
    <p className="text-sm text-slate-700 print:hidden">
      {T.toolsOffer}{" "}
      <Link to={tier ? planChangePath("premium") : "/#pricing"} className={LINK}>
        {tier ? T.upgrade : T.gateOffer}
      </Link>
    </p>
  );
}

/**
 * The line under a free tool: its advanced counterpart for a member (with the tool's current query
 * for the what-ifs), or what Premium adds for everyone else. Reads the plan from the root loader, so
 * the tool's own route still reads nothing.
 */
export function AdvancedToolLine({ tool, query = "" }: { tool: "net-worth" | "debt" | "goals"; query?: string }) {
  const tier = usePlanTier();
  if (!usesAdvancedTools(tier)) return <PremiumOffer tier={tier} />;
  const link =
    tool === "net-worth"
      ? { to: NET_WORTH_HISTORY_PATH, label: T.historyTitle }
      : tool === "debt"
        ? { to: query ? `${DEBT_WHAT_IF_PATH}?${query}` : DEBT_WHAT_IF_PATH, label: T.whatIfTitle }
        : { to: ADVANCED_TOOLS_PATH, label: T.goalsTitle };
  return (
    <p className="text-sm text-slate-700 print:hidden">
      {T.toolsLine}{" "}
      <Link to={link.to} className={LINK}>
        {link.label}
      </Link>
    </p>
  );
}

/**
 * For the dashboard's plans page (owned by the saved-plans feature): the three tools for a member, or
 * Premium's offer. The plan comes from the root loader: the page's own loader reads nothing more.
 */
export function DashboardAdvancedTools() {
  const tier = usePlanTier();
  return (
    <section aria-labelledby="advanced-tools-heading" className="card">
      <h2 id="advanced-tools-heading" className="text-lg font-semibold">
        {T.title}
      </h2>
      {usesAdvancedTools(tier) ? (
        <AdvancedToolsLinks />
      ) : (
        <div className="mt-2">
          <PremiumOffer tier={tier} />
        </div>
      )}
    </section>
  );
}

function CsvLink({ to }: { to: string }) {
  const currency = useDisplayCurrency();
  const join = to.includes("?") ? "&" : "?";
  return (
    <a href={`${to}${join}${EXPORT_CURRENCY_KEY}=${currency}`} className="button-secondary" download>
      {T.exportCsv}
    </a>
  );
}

/** Dates as the learner reads them; two snapshots of one day are told apart by their order. */
function dateLabels(rows: readonly { date: string }[]): string[] {
  const seen = new Map<string, number>();
  return rows.map(({ date }) => {
    const count = (seen.get(date) ?? 0) + 1;
    seen.set(date, count);
    return count === 1 ? formatDate(date) : `${formatDate(date)} (${count})`;
  });
}

export function HistoryPage({ rows }: { rows: readonly SnapshotRow[] }) {
  const money = useMoney();
  const labels = dateLabels(rows);
  return (
    <AdvancedFrame title={T.historyTitle} intro={T.historyIntro}>
      {rows.length === 0 ? (
        <p className="mt-6 text-slate-700">
          {T.historyEmpty}{" "}
          <Link to={NET_WORTH_TRACKER_PATH} className={LINK}>
            {T.openTracker}
          </Link>
        </p>
      ) : (
        <>
          <LineChart
            title={T.chartTitle}
            rowHeader={T.date}
            series={[
              { name: T.netWorth, tone: "emerald" },
              { name: T.assets, tone: "sky" },
              { name: T.liabilities, tone: "rose" },
            ]}
            points={rows.map((row, index) => ({
              x: (dayNumber(row.date) ?? 0) + index / 1000,
              label: labels[index]!,
              values: [row.netWorth, row.assets, row.liabilities],
            }))}
            format={money}
          />
          {rows.some((row) => row.netWorth < 0) ? <p className="mt-2 text-sm text-slate-700">{T.chartNegativeNote}</p> : null}
          <TableScroll label={T.historyTitle} className="mt-6">
            <table className="w-full text-left text-sm" data-testid="history-table">
              <caption className="sr-only">{T.historyTitle}</caption>
              <thead>
                <tr>
                  <th scope="col" className="py-2 pr-4">
                    {T.date}
                  </th>
                  <th scope="col" className="py-2 pr-4 text-right">
                    {T.netWorth}
                  </th>
                  <th scope="col" className="py-2 pr-4 text-right">
                    {T.assets}
                  </th>
                  <th scope="col" className="py-2 text-right">
                    {T.liabilities}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {rows.map((row, index) => (
                  <tr key={labels[index]}>
                    <th scope="row" className="py-2 pr-4 font-medium">
                      {labels[index]}
                    </th>
                    <td className="py-2 pr-4 text-right">{money(row.netWorth)}</td>
                    <td className="py-2 pr-4 text-right">{money(row.assets)}</td>
                    <td className="py-2 text-right">{money(row.liabilities)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
          <div className="mt-6 flex flex-wrap gap-3">
            <CsvLink to={NET_WORTH_HISTORY_CSV_PATH} />
            <Link to={NET_WORTH_TRACKER_PATH} className="button-secondary">
              {T.openTracker}
            </Link>
          </div>
        </>
      )}
    </AdvancedFrame>
  );
}

export interface ShownGoal {
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
              <GoalCard key={goal.track.name} goal={goal} money={money} />
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
            defaultValue={values.goal ?? goals[0]!.track.name}
            className="tool-input mt-1 px-3"
            aria-invalid={errors.goal ? true : undefined}
            aria-describedby={errors.goal ? "goal-error" : undefined}
          >
            {goals.map((goal) => (
              <option key={goal.track.name} value={goal.track.name}>
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

/** The planner's keys: the base plan, read from the same query as the planner's own page. */
const BASE_KEYS = ["strategy", "extraPayment", ...DEBT_FIELDS];

/** The base plan's keys, carried as hidden fields so the scenario form keeps the plan it compares with. */
function BaseFields({ params }: { params: URLSearchParams }) {
  return (
    <>
      {BASE_KEYS.flatMap((key) =>
        params.getAll(key).map((value, index) => <input key={`${key}-${index}`} type="hidden" name={key} value={value} />),
      )}
    </>
  );
}

export function WhatIfPage({ today }: { today: string }) {
  const { search } = useLocation();
  const [params] = useState(() => new URLSearchParams(search));
  const current = new URLSearchParams(search);
  const result = compareWhatIfs(readWhatIfForm(current));
  const money = useMoney();
  const currency = useDisplayCurrency();
  const raw = (key: string) => params.get(key) ?? "";
  const debts = result?.base.debts.map((debt) => ({ row: debt.row, name: debt.name })) ?? [];
  const baseQuery = new URLSearchParams(BASE_KEYS.flatMap((key) => current.getAll(key).map((value) => [key, value])));

  return (
    <AdvancedFrame title={T.whatIfTitle} intro={T.whatIfIntro}>
      {!result ? (
        <p className="mt-6 text-slate-700">
          {T.whatIfNoPlan}{" "}
          <Link to={DEBT_PLANNER_PATH} className={LINK}>
            {T.openPlanner}
          </Link>
        </p>
      ) : (
        <>
          <p className="mt-2">
            <Link to={`${DEBT_PLANNER_PATH}?${baseQuery}`} className={LINK}>
              {T.editBase}
            </Link>
          </p>
          {/* A native submit (reloadDocument): its Export button posts the same fields to a CSV download. */}
          <Form method="get" action={DEBT_WHAT_IF_PATH} reloadDocument className="mt-6 grid gap-6 lg:grid-cols-3">
            <BaseFields params={baseQuery} />
            <fieldset className="card">
              <legend className="text-lg font-semibold">{T.extraTitle}</legend>
              <p className="mt-1 text-sm text-slate-700">{T.extraHint}</p>
              <div className="mt-3">
                <MoneyField label={T.extraLabel} name={WHAT_IF_KEYS.extra} defaultValue={raw(WHAT_IF_KEYS.extra)} />
              </div>
            </fieldset>
            <fieldset className="card space-y-3">
              <legend className="text-lg font-semibold">{T.transferTitle}</legend>
              <p className="text-sm text-slate-700">{T.transferHint}</p>
              <div>
                <label htmlFor="transferDebt" className="field-label">
                  {T.transferDebt}
                </label>
                <select
                  id="transferDebt"
                  name={WHAT_IF_KEYS.transferDebt}
                  defaultValue={raw(WHAT_IF_KEYS.transferDebt)}
                  className="tool-input mt-1 px-3"
                >
                  <option value="">{T.noneChosen}</option>
                  {debts.map((debt) => (
                    <option key={debt.row} value={String(debt.row)}>
                      {debt.name}
                    </option>
                  ))}
                </select>
              </div>
              <MoneyField label={T.transferAmount} name={WHAT_IF_KEYS.transferAmount} defaultValue={raw(WHAT_IF_KEYS.transferAmount)} />
              <PercentField label={T.transferFee} name={WHAT_IF_KEYS.transferFee} defaultValue={raw(WHAT_IF_KEYS.transferFee)} max={100} />
              <PercentField label={T.promoRate} name={WHAT_IF_KEYS.promoRate} defaultValue={raw(WHAT_IF_KEYS.promoRate)} max={100} />
              <label className="field-label">
                {T.promoMonths}
                <input
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={600}
                  step={1}
                  name={WHAT_IF_KEYS.promoMonths}
                  defaultValue={raw(WHAT_IF_KEYS.promoMonths)}
                  placeholder="0"
                  className="tool-input mt-1 px-3"
                />
              </label>
              <PercentField label={T.rateAfter} name={WHAT_IF_KEYS.rateAfter} defaultValue={raw(WHAT_IF_KEYS.rateAfter)} max={100} />
            </fieldset>
            <fieldset className="card space-y-3">
              <legend className="text-lg font-semibold">{T.loanTitle}</legend>
              <p className="text-sm text-slate-700">{T.loanHint}</p>
              <fieldset>
                <legend className="field-label">{T.loanDebts}</legend>
                {debts.map((debt) => (
                  <label key={debt.row} className="mt-1 flex items-center gap-2 text-sm [overflow-wrap:anywhere]">
                    <input
                      type="checkbox"
                      name={WHAT_IF_KEYS.loanDebt}
                      value={String(debt.row)}
                      defaultChecked={params.getAll(WHAT_IF_KEYS.loanDebt).includes(String(debt.row))}
                    />
                    {debt.name}
                  </label>
                ))}
              </fieldset>
              <PercentField label={T.loanRate} name={WHAT_IF_KEYS.loanRate} defaultValue={raw(WHAT_IF_KEYS.loanRate)} max={100} />
              <label className="field-label">
                {T.loanTerm}
                <input
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={600}
                  step={1}
                  name={WHAT_IF_KEYS.loanTerm}
                  defaultValue={raw(WHAT_IF_KEYS.loanTerm)}
                  placeholder="0"
                  className="tool-input mt-1 px-3"
                />
              </label>
              <PercentField label={T.loanFee} name={WHAT_IF_KEYS.loanFee} defaultValue={raw(WHAT_IF_KEYS.loanFee)} max={100} />
            </fieldset>
            <div className="flex flex-wrap gap-3 lg:col-span-3">
              <button type="submit" className="button-primary">
                {T.compare}
              </button>
              <button
                type="submit"
                formAction={DEBT_WHAT_IF_CSV_PATH}
                name={EXPORT_CURRENCY_KEY}
                value={currency}
                className="button-secondary"
                formMethod="get"
                formNoValidate
              >
                {T.exportCsv}
              </button>
            </div>
          </Form>
          <Comparison base={result.base} scenarios={result.scenarios} today={today} money={money} />
          <p className="mt-4 text-sm text-slate-700">{T.education}</p>
        </>
      )}
    </AdvancedFrame>
  );
}

function Comparison({ base, scenarios, today, money }: { base: PlanRun; scenarios: readonly ScenarioOutcome[]; today: string; money: Money }) {
  return (
    <section aria-labelledby="comparison-heading" className="mt-8">
      <h2 id="comparison-heading" className="text-xl font-semibold">
        {T.comparison}
      </h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <PlanCard plan={base} today={today} money={money} />
        {scenarios.map((scenario) =>
          "run" in scenario ? (
            <PlanCard key={scenario.kind} plan={scenario.run} base={base} today={today} money={money} />
          ) : (
            <section key={scenario.kind} aria-label={PLAN_LABELS[scenario.kind]} className="card" data-testid="what-if-plan">
              <h3 className="font-semibold">{PLAN_LABELS[scenario.kind]}</h3>
              <p role="alert" className="mt-2 text-sm text-red-800">
                {T.problems[scenario.problem]}
              </p>
            </section>
          ),
        )}
      </div>
    </section>
  );
}

function outcomeText(plan: PlanRun, today: string): string {
  const month = debtFreeMonth(plan.outcome, today);
  if (month && plan.outcome.status === "paid-off") return `${month} (${formatDuration(plan.outcome.months)})`;
  return plan.outcome.status === "never" ? T.never : T.beyond;
}

function PlanCard({ plan, base, today, money }: { plan: PlanRun; base?: PlanRun; today: string; money: Money }) {
  const paidOff = plan.outcome.status === "paid-off";
  const compared =
    base && paidOff && base.outcome.status === "paid-off" && plan.outcome.status === "paid-off"
      ? { months: base.outcome.months - plan.outcome.months, interest: base.totalInterest - plan.totalInterest }
      : null;
  return (
    <section aria-label={PLAN_LABELS[plan.kind]} className="card" data-testid="what-if-plan">
      <h3 className="font-semibold">{PLAN_LABELS[plan.kind]}</h3>
      <dl className="mt-2 space-y-1 text-sm">
        <Line label={T.debtFree} value={outcomeText(plan, today)} />
        <Line label={T.monthly} value={money(plan.budget)} />
        <Line label={T.interest} value={paidOff ? money(plan.totalInterest) : "—"} />
        <Line label={T.fees} value={money(plan.fees)} />
        <Line label={T.totalPaid} value={paidOff ? money(plan.totalPaid) : "—"} />
      </dl>
      {compared ? (
        <p className="mt-2 text-sm text-slate-700">
          {T.sooner(compared.months)}; {T.interestDifference(compared.interest, money)}
        </p>
      ) : null}
    </section>
  );
}

function Line({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-wrap justify-between gap-2">
      <dt className="text-slate-700">{label}</dt>
      <dd className="font-semibold">{value}</dd>
    </div>
  );
}
