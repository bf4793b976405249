/**
 * Debt what-ifs (advanced tools): the debt payoff planner's plan (the base) beside up to three
 * scenarios — an extra monthly payment, a balance transfer, a consolidation loan. Pure: the page,
 * its CSV export and the unit tests call these functions. ADR 042 states the conventions:
 *
 * - Every scenario runs the planner's own month (debt-payoff.ts `simulate`): interest first, then
 *   each debt's minimum, then what is left of the month's budget in strategy order, the freed
 *   minimums rolling over. The strategy is the base plan's; its order is fixed once from the
 *   scenario's starting balances and the rates in force in its first month.
 * - Extra payment: the same debts, the budget raised by the extra amount.
 * - Balance transfer: the amount (the whole balance when left blank, never more than it) leaves one
 *   debt for a new balance of amount + fee (the fee is capitalised: it is owed, not paid up front).
 *   That balance charges the promotional rate for its first N months and the rate after from month
 *   N + 1. It takes the share of the source debt's minimum that the amount is of its balance; the
 *   monthly budget is the base plan's.
 * - Consolidation loan: the chosen debts are replaced by one loan of their balances + the fee
 *   (capitalised), at its rate, whose minimum is the level payment that repays it in its term,
 *   rounded up to the cent (so the last payment is smaller). The monthly budget stays the base
 *   plan's, or the new minimums when those are higher: a loan cannot be paid less than it asks.
 */
import type { Currency } from "~/lib/domain/catalog";
import type { CsvCell } from "~/lib/domain/csv";
import { monthAfter } from "~/lib/domain/dates";
import type { Locale } from "~/lib/i18n/locale";
import { formatToolMonth, type ToolText } from "~/features/tools/domain/format";
import {
  payoffOrder,
  planDebtPayoff,
  readDebtForm,
  simulate,
  totalMinimumsOf,
  type Debt,
  type DebtForm,
  type Outcome,
  type Strategy,
} from "~/features/tools/domain/debt-payoff";
import { parseNumber } from "~/features/tools/domain/query";

export const SCENARIO_KINDS = ["extra", "transfer", "consolidation"] as const;
export type ScenarioKind = (typeof SCENARIO_KINDS)[number];

/** The what-if page's own query keys, beside the planner's (name, balance, …, strategy, extraPayment). */
export const WHAT_IF_KEYS = {
  extra: "whatIfExtra",
  transferDebt: "transferDebt",
  transferAmount: "transferAmount",
  transferFee: "transferFee",
  promoRate: "promoRate",
  promoMonths: "promoMonths",
  rateAfter: "rateAfter",
  loanDebt: "loanDebt",
  loanRate: "loanRate",
  loanTerm: "loanTerm",
  loanFee: "loanFee",
} as const;

/** Rates and fees are percentages; a term or a promotion longer than the planner's horizon means nothing here. */
const MAX_PERCENT = 100;
const MAX_TERM_MONTHS = 600;

export interface TransferInput {
  /** Row index of the debt moved (as in the planner's rows). */
  row: number;
  /** 0 (left blank) moves the whole balance. */
  amount: number;
  feePercent: number;
  promoRate: number;
  promoMonths: number;
  rateAfter: number;
}

export interface LoanInput {
  rows: number[];
  rate: number;
  termMonths: number;
  feePercent: number;
}

export interface WhatIfForm {
  base: DebtForm;
  extra: number;
  transfer: TransferInput | null;
  loan: LoanInput | null;
}

function rowIndex(raw: string | null): number | null {
  if (raw === null || !/^\d{1,2}$/.test(raw)) return null;
  return Number(raw);
}

/**
 * The page's state from its URL: the planner's keys for the base, the scenario keys for the rest. Numbers
 * are read as a page in `locale` writes them (French: "1 234,50"), and as a number field sends them.
 */
export function readWhatIfForm(params: URLSearchParams, locale: Locale = "en"): WhatIfForm {
  const percent = (key: string) => parseNumber(params.get(key), { max: MAX_PERCENT, locale });
  const months = (key: string) => Math.floor(parseNumber(params.get(key), { max: MAX_TERM_MONTHS, locale }));
  const transferRow = rowIndex(params.get(WHAT_IF_KEYS.transferDebt));
  const loanRows = [...new Set(params.getAll(WHAT_IF_KEYS.loanDebt).flatMap((raw) => rowIndex(raw) ?? []))].sort((a, b) => a - b);
  return {
    base: readDebtForm(params, locale),
    extra: parseNumber(params.get(WHAT_IF_KEYS.extra), { locale }),
    transfer:
      transferRow === null
        ? null
        : {
            row: transferRow,
            amount: parseNumber(params.get(WHAT_IF_KEYS.transferAmount), { locale }),
            feePercent: percent(WHAT_IF_KEYS.transferFee),
            promoRate: percent(WHAT_IF_KEYS.promoRate),
            promoMonths: months(WHAT_IF_KEYS.promoMonths),
            rateAfter: percent(WHAT_IF_KEYS.rateAfter),
          },
    loan:
      loanRows.length === 0
        ? null
        : {
            rows: loanRows,
            rate: percent(WHAT_IF_KEYS.loanRate),
            termMonths: months(WHAT_IF_KEYS.loanTerm),
            feePercent: percent(WHAT_IF_KEYS.loanFee),
          },
  };
}

/** To the cent, half away from zero (amounts here are never negative). */
export function toCents(amount: number): number {
  return Math.round(amount * 100) / 100;
}

/** The level monthly payment repaying `principal` in `term` months at `annualRate`%, rounded up to the cent. */
export function levelPayment(principal: number, annualRate: number, term: number): number {
  const r = annualRate / 100 / 12;
  const exact = r === 0 ? principal / term : (principal * r) / (1 - (1 + r) ** -term);
  // The small epsilon keeps an exact cent amount (e.g. 100.00 computed as 100.0000000001) from rounding up a cent.
  return Math.ceil(exact * 100 - 1e-6) / 100;
}

export interface PlanRun {
  kind: "base" | ScenarioKind;
  debts: Debt[];
  /** What is paid each month in all. */
  budget: number;
  /** Fees added to what is owed (transfer or loan), included in the total paid. */
  fees: number;
  outcome: Outcome;
  totalInterest: number;
  totalPaid: number;
}

function run(kind: PlanRun["kind"], debts: Debt[], strategy: Strategy, budget: number, fees = 0): PlanRun {
  // Ordered by the rates in force in the first month: a transfer at 0% is not the avalanche's first target.
  const atStart = debts.map((debt) => (debt.promo ? { ...debt, interestRate: debt.promo.interestRate } : debt));
  const simulation = simulate(debts, payoffOrder(atStart, strategy), budget);
  return {
    kind,
    debts,
    budget,
    fees,
    outcome: simulation.outcome,
    totalInterest: simulation.totalInterest,
    totalPaid: simulation.totalPaid,
  };
}

/** Why a scenario asked for could not be computed: said on the page, never a 500. */
export type ScenarioProblem = "no-debt" | "no-term";

export type ScenarioOutcome = { kind: ScenarioKind; run: PlanRun } | { kind: ScenarioKind; problem: ScenarioProblem };

function transferScenario(base: Debt[], budget: number, strategy: Strategy, input: TransferInput): ScenarioOutcome {
  const index = base.findIndex((debt) => debt.row === input.row);
  const source = base[index];
  if (!source) return { kind: "transfer", problem: "no-debt" };
  const amount = input.amount > 0 ? Math.min(input.amount, source.balance) : source.balance;
  const fee = toCents((amount * input.feePercent) / 100);
  const movedMinimum = toCents((source.minimumPayment * amount) / source.balance);
  const left = toCents(source.balance - amount);
  const debts = base.flatMap((debt, i) =>
    i !== index ? [debt] : left > 0 ? [{ ...debt, balance: left, minimumPayment: toCents(debt.minimumPayment - movedMinimum) }] : [],
  );
  debts.push({
    row: source.row,
    name: `${source.name} (balance transfer)`,
    balance: toCents(amount + fee),
    interestRate: input.rateAfter,
    minimumPayment: movedMinimum,
    promo: input.promoMonths > 0 ? { interestRate: input.promoRate, months: input.promoMonths } : undefined,
  });
  return { kind: "transfer", run: run("transfer", debts, strategy, budget, fee) };
}

function loanScenario(base: Debt[], budget: number, strategy: Strategy, input: LoanInput): ScenarioOutcome {
  const chosen = base.filter((debt) => input.rows.includes(debt.row));
  if (chosen.length === 0) return { kind: "consolidation", problem: "no-debt" };
  if (input.termMonths < 1) return { kind: "consolidation", problem: "no-term" };
  const owed = toCents(chosen.reduce((sum, debt) => sum + debt.balance, 0));
  const fee = toCents((owed * input.feePercent) / 100);
  const principal = toCents(owed + fee);
  const debts: Debt[] = [
    ...base.filter((debt) => !input.rows.includes(debt.row)),
    {
      row: chosen[0]!.row,
      name: "Consolidation loan",
      balance: principal,
      interestRate: input.rate,
      minimumPayment: levelPayment(principal, input.rate, input.termMonths),
    },
  ];
  return { kind: "consolidation", run: run("consolidation", debts, strategy, Math.max(budget, totalMinimumsOf(debts)), fee) };
}

export interface WhatIfResult {
  base: PlanRun;
  scenarios: ScenarioOutcome[];
}

/**
 * The base plan and the scenarios asked for, or null when the planner computes no plan (no valid
 * debt, or no extra payment above 0): the what-ifs compare against a plan, so they need one.
 */
export function compareWhatIfs(form: WhatIfForm): WhatIfResult | null {
  const plan = planDebtPayoff(form.base);
  if (!plan) return null;
  const { debts, totalMonthly: budget } = plan;
  const strategy = form.base.strategy;
  const scenarios: ScenarioOutcome[] = [];
  if (form.extra > 0) scenarios.push({ kind: "extra", run: run("extra", debts, strategy, budget + form.extra) });
  if (form.transfer) scenarios.push(transferScenario(debts, budget, strategy, form.transfer));
  if (form.loan) scenarios.push(loanScenario(debts, budget, strategy, form.loan));
  return { base: run("base", debts, strategy, budget), scenarios };
}

/** "Mar 2029" ("mars 2029" in French) for a plan paid off `months` payments from today; null when it is not paid off. */
export function debtFreeMonth(outcome: Outcome, today: string, locale: Locale = "en"): string | null {
  return outcome.status === "paid-off" ? formatToolMonth(monthAfter(today, outcome.months), locale) : null;
}

/**
 * The export: one line per plan, as the comparison table shows it, in the words of `text` (the server's
 * `translate` in the page's language: `plans.csv`, the plans' names `plans.advanced.plan`) and its months
 * as `locale` writes them. Amounts stay plain numbers, as every export of the site writes them.
 */
export function whatIfCsv(result: WhatIfResult | null, today: string, currency: Currency, text: ToolText, locale: Locale = "en"): CsvCell[][] {
  const values = { currency };
  const header = [
    text("plans.csv.plan"),
    text("plans.csv.debtFree"),
    text("plans.csv.months"),
    text("plans.csv.monthly", values),
    text("plans.csv.interest", values),
    text("plans.csv.fees", values),
    text("plans.csv.totalPaid", values),
  ];
  if (!result) return [header];
  const runs = [result.base, ...result.scenarios.flatMap((scenario) => ("run" in scenario ? [scenario.run] : []))];
  return [
    header,
    ...runs.map((plan) => [
      text(`plans.advanced.plan.${plan.kind}`),
      debtFreeMonth(plan.outcome, today, locale) ?? (plan.outcome.status === "never" ? text("plans.csv.never") : text("plans.csv.beyond")),
      plan.outcome.status === "paid-off" ? plan.outcome.months : "",
      plan.budget,
      // A plan that is never paid off has no totals worth a figure (the page says the same).
      plan.outcome.status === "paid-off" ? plan.totalInterest : "",
      plan.fees,
      plan.outcome.status === "paid-off" ? plan.totalPaid : "",
    ]),
  ];
}
