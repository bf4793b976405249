/**
 * Debt what-ifs: a GET form of the scenarios (the base plan carried in hidden fields) and the plans side
 * by side. Computed from the URL with the same pure functions as the export.
 */
import { Form, Link, useHref, useLocation } from "@remix-run/react";
import { useState } from "react";
import { MoneyField, PercentField, TypedNumbers } from "~/features/tools/fields";
import { DEBT_FIELDS, splitMonths } from "~/features/tools/domain/debt-payoff";
import { useMoney } from "~/features/tools/use-money";
import { EXPORT_CURRENCY_KEY } from "~/features/tools/domain/query";
import { useDisplayCurrency } from "~/hooks/use-currency";
import { useLocale, useTranslate, type Translate } from "~/hooks/use-translate";
import type { Locale } from "~/lib/i18n/locale";
import { debtFreeMonth, readWhatIfForm, compareWhatIfs, WHAT_IF_KEYS, type PlanRun, type ScenarioOutcome } from "./domain/debt-what-if";
import { DEBT_PLANNER_PATH, DEBT_WHAT_IF_CSV_PATH, DEBT_WHAT_IF_PATH } from "./paths";
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

/** A plan's name as the page shows it ("Your plan", "Balance transfer"). */
const planLabel = (t: Translate, kind: PlanRun["kind"]) => t(`plans.advanced.plan.${kind}`);

/**
 * The what-ifs in the page's language. Its amounts and rates are typed the language's way (TypedNumbers:
 * "1 234,50" on a French page) and read so, by the page and by its export alike.
 */
export function WhatIfPage({ today }: { today: string }) {
  const t = useTranslate();
  const locale = useLocale();
  const { search } = useLocation();
  const [params] = useState(() => new URLSearchParams(search));
  const current = new URLSearchParams(search);
  const result = compareWhatIfs(readWhatIfForm(current, locale));
  const money = useMoney();
  const currency = useDisplayCurrency();
  // A plain attribute, which the router does not prefix: the export's address in the page's language.
  const csvPath = useHref(DEBT_WHAT_IF_CSV_PATH);
  const T = {
    transferDebt: t("plans.advanced.transferDebt"),
    transferAmount: t("plans.advanced.transferAmount"),
    transferFee: t("plans.advanced.transferFee"),
    promoRate: t("plans.advanced.promoRate"),
    promoMonths: t("plans.advanced.promoMonths"),
    rateAfter: t("plans.advanced.rateAfter"),
    loanRate: t("plans.advanced.loanRate"),
    loanTerm: t("plans.advanced.loanTerm"),
    loanFee: t("plans.advanced.loanFee"),
  };
  const raw = (key: string) => params.get(key) ?? "";
  const debts = result?.base.debts.map((debt) => ({ row: debt.row, name: debt.name })) ?? [];
  const baseQuery = new URLSearchParams(BASE_KEYS.flatMap((key) => current.getAll(key).map((value) => [key, value])));

  return (
    <AdvancedFrame title={t("plans.toolLine.whatIfTitle")} intro={t("plans.advanced.whatIfIntro")}>
      {!result ? (
        <p className="mt-6 text-slate-700">
          {t("plans.advanced.whatIfNoPlan")}{" "}
          <Link to={DEBT_PLANNER_PATH} className={LINK}>
            {t("plans.advanced.openPlanner")}
          </Link>
        </p>
      ) : (
        <TypedNumbers value={true}>
          <p className="mt-2">
            <Link to={`${DEBT_PLANNER_PATH}?${baseQuery}`} className={LINK}>
              {t("plans.advanced.editBase")}
            </Link>
          </p>
          {/* A native submit (reloadDocument): its Export button posts the same fields to a CSV download. */}
          <Form method="get" action={DEBT_WHAT_IF_PATH} reloadDocument className="mt-6 grid gap-6 lg:grid-cols-3">
            <BaseFields params={baseQuery} />
            <fieldset className="card">
              <legend className="text-lg font-semibold">{t("plans.advanced.extraTitle")}</legend>
              <p className="mt-1 text-sm text-slate-700">{t("plans.advanced.extraHint")}</p>
              <div className="mt-3">
                <MoneyField label={t("plans.advanced.extraLabel")} name={WHAT_IF_KEYS.extra} defaultValue={raw(WHAT_IF_KEYS.extra)} />
              </div>
            </fieldset>
            <fieldset className="card space-y-3">
              <legend className="text-lg font-semibold">{t("plans.advanced.transferTitle")}</legend>
              <p className="text-sm text-slate-700">{t("plans.advanced.transferHint")}</p>
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
                  <option value="">{t("plans.advanced.noneChosen")}</option>
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
              <legend className="text-lg font-semibold">{t("plans.advanced.loanTitle")}</legend>
              <p className="text-sm text-slate-700">{t("plans.advanced.loanHint")}</p>
              <fieldset>
                <legend className="field-label">{t("plans.advanced.loanDebts")}</legend>
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
                {t("plans.advanced.compare")}
              </button>
              <button
                type="submit"
                formAction={csvPath}
                name={EXPORT_CURRENCY_KEY}
                value={currency}
                className="button-secondary"
                formMethod="get"
                formNoValidate
              >
                {t("plans.advanced.exportCsv")}
              </button>
            </div>
          </Form>
          <Comparison base={result.base} scenarios={result.scenarios} today={today} money={money} />
          <p className="mt-4 text-sm text-slate-700">{t("plans.advanced.education")}</p>
        </TypedNumbers>
      )}
    </AdvancedFrame>
  );
}

function Comparison({ base, scenarios, today, money }: { base: PlanRun; scenarios: readonly ScenarioOutcome[]; today: string; money: Money }) {
  const t = useTranslate();
  return (
    <section aria-labelledby="comparison-heading" className="mt-8">
      <h2 id="comparison-heading" className="text-xl font-semibold">
        {t("plans.advanced.comparison")}
      </h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <PlanCard plan={base} today={today} money={money} />
        {scenarios.map((scenario) =>
          "run" in scenario ? (
            <PlanCard key={scenario.kind} plan={scenario.run} base={base} today={today} money={money} />
          ) : (
            <section key={scenario.kind} aria-label={planLabel(t, scenario.kind)} className="card" data-testid="what-if-plan">
              <h3 className="font-semibold">{planLabel(t, scenario.kind)}</h3>
              <p role="alert" className="mt-2 text-sm text-red-800">
                {t(`plans.advanced.problem.${scenario.problem}`)}
              </p>
            </section>
          ),
        )}
      </div>
    </section>
  );
}

/** "3 years 1 month", "11 months", "2 years" in the page's language; zero parts are left out ("0 months" for 0). */
function duration(t: Translate, total: number): string {
  const { years, months } = splitMonths(total);
  const yearsText = years > 0 ? t("plans.advanced.years", { count: String(years) }) : "";
  const monthsText = months > 0 || years === 0 ? t("plans.advanced.months", { count: String(months) }) : "";
  return yearsText && monthsText ? t("plans.advanced.yearsAndMonths", { years: yearsText, months: monthsText }) : yearsText || monthsText;
}

function outcomeText(plan: PlanRun, today: string, t: Translate, locale: Locale): string {
  const month = debtFreeMonth(plan.outcome, today, locale);
  if (month && plan.outcome.status === "paid-off") return `${month} (${duration(t, plan.outcome.months)})`;
  return plan.outcome.status === "never" ? t("plans.advanced.never") : t("plans.advanced.beyond");
}

/** How a scenario compares with the plan: "3 months sooner; CA$120.00 less interest". */
function comparedText(t: Translate, months: number, interest: number, money: Money): string {
  const when =
    months > 0
      ? t("plans.advanced.sooner", { months: String(months) })
      : months < 0
        ? t("plans.advanced.later", { months: String(-months) })
        : t("plans.advanced.sameMonth");
  const cost =
    interest >= 0
      ? t("plans.advanced.lessInterest", { amount: money(interest) })
      : t("plans.advanced.moreInterest", { amount: money(-interest) });
  return `${when}; ${cost}`;
}

function PlanCard({ plan, base, today, money }: { plan: PlanRun; base?: PlanRun; today: string; money: Money }) {
  const t = useTranslate();
  const locale = useLocale();
  const paidOff = plan.outcome.status === "paid-off";
  const compared =
    base && paidOff && base.outcome.status === "paid-off" && plan.outcome.status === "paid-off"
      ? { months: base.outcome.months - plan.outcome.months, interest: base.totalInterest - plan.totalInterest }
      : null;
  return (
    <section aria-label={planLabel(t, plan.kind)} className="card" data-testid="what-if-plan">
      <h3 className="font-semibold">{planLabel(t, plan.kind)}</h3>
      <dl className="mt-2 space-y-1 text-sm">
        <Line label={t("plans.advanced.debtFree")} value={outcomeText(plan, today, t, locale)} />
        <Line label={t("plans.advanced.monthly")} value={money(plan.budget)} />
        <Line label={t("plans.advanced.interest")} value={paidOff ? money(plan.totalInterest) : "—"} />
        <Line label={t("plans.advanced.fees")} value={money(plan.fees)} />
        <Line label={t("plans.advanced.totalPaid")} value={paidOff ? money(plan.totalPaid) : "—"} />
      </dl>
      {compared ? <p className="mt-2 text-sm text-slate-700">{comparedText(t, compared.months, compared.interest, money)}</p> : null}
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
