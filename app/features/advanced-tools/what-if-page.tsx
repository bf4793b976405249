/**
 * Debt what-ifs: a GET form of the scenarios (the base plan carried in hidden fields) and the plans side
 * by side. Computed from the URL with the same pure functions as the export.
 */
import { Form, Link, useLocation } from "@remix-run/react";
import { useState } from "react";
import { MoneyField, PercentField } from "~/features/tools/fields";
import { DEBT_FIELDS, formatDuration } from "~/features/tools/domain/debt-payoff";
import { useMoney } from "~/features/tools/use-money";
import { EXPORT_CURRENCY_KEY } from "~/features/tools/domain/query";
import { useDisplayCurrency } from "~/hooks/use-currency";
import {
  debtFreeMonth,
  PLAN_LABELS,
  readWhatIfForm,
  compareWhatIfs,
  WHAT_IF_KEYS,
  type PlanRun,
  type ScenarioOutcome,
} from "./domain/debt-what-if";
import { DEBT_PLANNER_PATH, DEBT_WHAT_IF_CSV_PATH, DEBT_WHAT_IF_PATH } from "./paths";
import { ADVANCED_TEXTS as T } from "./texts";
import { AdvancedFrame, type Money } from "./ui";
import { LINK } from "./tool-line";

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
              <MonthsField label={T.promoMonths} name={WHAT_IF_KEYS.promoMonths} defaultValue={raw(WHAT_IF_KEYS.promoMonths)} min={0} />
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
              <MonthsField label={T.loanTerm} name={WHAT_IF_KEYS.loanTerm} defaultValue={raw(WHAT_IF_KEYS.loanTerm)} min={1} />
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

/** A whole number of months (a promotion's length, a loan's term), up to 50 years. */
function MonthsField({ label, name, defaultValue, min }: { label: string; name: string; defaultValue: string; min: number }) {
  return (
    <label className="field-label">
      {label}
      <input
        type="number"
        inputMode="numeric"
        min={min}
        max={600}
        step={1}
        name={name}
        defaultValue={defaultValue}
        placeholder="0"
        className="tool-input mt-1 px-3"
      />
    </label>
  );
}
