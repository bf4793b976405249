/**
 * Debt payoff planner: the month-by-month simulation behind snowball and avalanche plans.
 * Pure TypeScript, shared by the server render and the browser's live update.
 *
 * The spec's rules (section 9): monthly interest is the annual rate / 12; at most 600 months;
 * balances below 0.01 count as zero; a paid-off debt's minimum rolls into the extra payment;
 * snowball orders by smallest balance, avalanche by highest rate. Where the spec is silent:
 *
 * - Each month, in this order: every unpaid debt accrues interest on its balance; every unpaid debt
 *   gets its minimum (or its whole balance, if smaller); everything left of the month's budget goes
 *   to the debts in strategy order. The budget is constant: every valid debt's minimum plus the extra
 *   payment, so a debt that is paid off frees its minimum for the debts after it ("rolls into the
 *   extra payment").
 * - Freed money cascades within the same month: if the focus debt is cleared with money to spare, the
 *   rest goes to the next debt in order right away, never left unused while any debt is owed.
 * - The order is fixed once, from the starting balances and rates (as a person lists their debts
 *   when they start). Ties: snowball puts the higher rate first, avalanche the smaller balance
 *   first; a tie on both keeps the person's row order.
 * - "Minimum payments only" is the plan without the extra payment and without the roll-over: each
 *   debt paid its own minimum until it is gone — what happens if nothing changes.
 * - A plan that is not paid off within 600 months is not reported as 600 months: when the month's
 *   budget no longer covers the interest the debts accrue, the balance never goes down and the plan
 *   says so ("never"); otherwise it would take longer than the 600-month horizon ("beyond-limit").
 * - Negative or non-finite rates and minimum payments count as 0 (no lender pays you interest).
 */

import type { Currency } from "~/lib/domain/catalog";
import type { CsvCell } from "~/lib/domain/csv";
import { monthAfter } from "~/lib/domain/dates";
import type { Locale } from "~/lib/i18n/locale";
import type { ToolText } from "./format";
import { parseNumber, readChoice, readNumber } from "./query";
import { readToolRows, type RawRow } from "./rows";

export const STRATEGIES = ["snowball", "avalanche"] as const;
export type Strategy = (typeof STRATEGIES)[number];

/** The spec's tab names and payoff-order labels for each strategy, in English (the catalogue's `tools.debt.*` keys hold each language's). */
export const STRATEGY_LABELS: Readonly<Record<Strategy, { tab: string; order: string }>> = {
  snowball: { tab: "Debt Snowball", order: "Smallest Balance" },
  avalanche: { tab: "Debt Avalanche", order: "Highest Rate" },
};

export const MAX_MONTHS = 600;
/** Balances below one cent count as paid. */
const PAID_THRESHOLD = 0.01;

/** One debt as the person typed it (numbers already parsed; empty or invalid is 0). */
export interface DebtInput {
  name: string;
  balance: number;
  /** Annual percentage rate, e.g. 19.99 for 19.99%. */
  interestRate: number;
  minimumPayment: number;
}

/** The spec's keys for each debt, repeated in row order in the query string. */
export const DEBT_FIELDS = ["name", "balance", "interestRate", "minimumPayment"] as const;
export type DebtRow = RawRow<(typeof DEBT_FIELDS)[number]>;

/**
 * The spec: a new debt starts with an empty name and zeros. Its fields are empty, which reads as 0
 * (spec 5), so the inputs show "0" as a placeholder instead of a 0 to delete before typing.
 */
export function newDebtRow(): DebtRow {
  return { name: "", balance: "", interestRate: "", minimumPayment: "" };
}

/** One debt from its row; `locale` is the page's language, whose way of writing numbers is read too. */
export function debtFromRow(row: DebtRow, locale: Locale = "en"): DebtInput {
  const options = { locale };
  return {
    name: row.name,
    balance: parseNumber(row.balance, options),
    interestRate: parseNumber(row.interestRate, options),
    minimumPayment: parseNumber(row.minimumPayment, options),
  };
}

/** The planner's numeric fields, for canonicalQuery. */
export const isDebtNumberKey = (key: string) =>
  key === "balance" || key === "interestRate" || key === "minimumPayment" || key === "extraPayment";

export interface DebtForm {
  strategy: Strategy;
  extraPayment: number;
  /** At least one row, as typed. */
  rows: DebtRow[];
  debts: DebtInput[];
}

/** The planner's state from its URL: `strategy`, `extraPayment` and the repeated debt fields (numbers as `locale` writes them, too). */
export function readDebtForm(params: URLSearchParams, locale: Locale = "en"): DebtForm {
  const rows = readToolRows(params, DEBT_FIELDS, newDebtRow);
  return {
    strategy: readChoice(params, "strategy", STRATEGIES, "snowball"),
    extraPayment: readNumber(params, "extraPayment", { locale }),
    rows,
    debts: rows.map((row) => debtFromRow(row, locale)),
  };
}

/** The spec: a debt counts only with a non-blank name and a balance above 0. */
export function isValidDebt(debt: DebtInput): boolean {
  return debt.name.trim() !== "" && Number.isFinite(debt.balance) && debt.balance > 0;
}

/** A valid debt with its row position and cleaned numbers, as the simulation uses it. */
export interface Debt {
  /** Position among the person's rows (including rows that do not count). */
  row: number;
  name: string;
  balance: number;
  interestRate: number;
  minimumPayment: number;
  /**
   * A promotional rate for the first months, after which `interestRate` applies: only a balance
   * transfer of the advanced what-ifs has one (app/features/advanced-tools).
   */
  promo?: { interestRate: number; months: number };
}

function nonNegative(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0;
}

export function validDebts(debts: readonly DebtInput[]): Debt[] {
  return debts.flatMap((debt, row) =>
    isValidDebt(debt)
      ? [
          {
            row,
            name: debt.name.trim(),
            balance: debt.balance,
            interestRate: nonNegative(debt.interestRate),
            minimumPayment: nonNegative(debt.minimumPayment),
          },
        ]
      : [],
  );
}

/** Indices into `debts` in the order the strategy pays them (see the tie-breaks above). */
export function payoffOrder(debts: readonly Debt[], strategy: Strategy): number[] {
  const indices = debts.map((_, index) => index);
  return indices.sort((a, b) => {
    const x = debts[a]!;
    const y = debts[b]!;
    const byBalance = x.balance - y.balance;
    const byRate = y.interestRate - x.interestRate;
    const primary = strategy === "snowball" ? byBalance || byRate : byRate || byBalance;
    return primary || a - b;
  });
}

export type Outcome =
  | { status: "paid-off"; months: number }
  /** The month's payments never cover the interest: the debt never goes down. */
  | { status: "never" }
  /** Payments do cover the interest, but paying off would take longer than MAX_MONTHS. */
  | { status: "beyond-limit" };

/** One month of the simulation; each array is indexed like the plan's `debts`. */
export interface ScheduleMonth {
  /** 1 is the first payment, one month from today. */
  month: number;
  interest: number[];
  payment: number[];
  /** Balance after this month's payment. */
  balance: number[];
}

export interface DebtResult {
  debt: Debt;
  /** The month this debt is cleared, or null when it is not within the horizon. */
  payoffMonth: number | null;
  interestPaid: number;
  totalPaid: number;
}

export interface Simulation {
  outcome: Outcome;
  /** Per debt, indexed like the input `debts`. */
  results: DebtResult[];
  totalInterest: number;
  totalPaid: number;
  schedule: ScheduleMonth[];
}

/** The monthly rate of a debt in `month` (1 is the first): its promotional rate while that lasts. */
function monthlyRate(debt: Debt, month: number): number {
  const annual = debt.promo && month <= debt.promo.months ? debt.promo.interestRate : debt.interestRate;
  return annual / 100 / 12;
}

/**
 * Runs the month-by-month simulation for up to `horizon` months. `order` lists debt indices in the
 * order extra money is applied; `budget` is what is paid each month in all; `rollOver` false means
 * each debt only ever gets its own minimum (the minimum-only baseline). The advanced what-ifs run the
 * same months (their budget is not always minimums plus an extra), so the base plan and its
 * scenarios cannot drift apart.
 */
export function simulate(debts: readonly Debt[], order: readonly number[], budget: number, rollOver = true, horizon = MAX_MONTHS): Simulation {
  const count = debts.length;
  const balances = debts.map((debt) => debt.balance);
  const interestPaid = new Array<number>(count).fill(0);
  const totalPaid = new Array<number>(count).fill(0);
  const payoffMonth = new Array<number | null>(count).fill(null);
  const schedule: ScheduleMonth[] = [];
  let remaining = count;
  let lastInterest = 0;

  for (let month = 1; month <= horizon && remaining > 0; month++) {
    const interest = new Array<number>(count).fill(0);
    const payment = new Array<number>(count).fill(0);
    lastInterest = 0;
    for (let i = 0; i < count; i++) {
      if (balances[i]! <= 0) continue;
      interest[i] = balances[i]! * monthlyRate(debts[i]!, month);
      balances[i]! += interest[i]!;
      lastInterest += interest[i]!;
    }
    let available = budget;
    for (let i = 0; i < count; i++) {
      if (balances[i]! <= 0) continue;
      payment[i] = Math.min(debts[i]!.minimumPayment, balances[i]!);
      available -= payment[i]!;
    }
    if (rollOver) {
      for (const i of order) {
        if (available <= 0) break;
        const owed = balances[i]! - payment[i]!;
        if (owed <= 0) continue;
        const more = Math.min(available, owed);
        payment[i]! += more;
        available -= more;
      }
    }
    for (let i = 0; i < count; i++) {
      if (balances[i]! <= 0) continue;
      balances[i]! -= payment[i]!;
      interestPaid[i]! += interest[i]!;
      totalPaid[i]! += payment[i]!;
      if (balances[i]! < PAID_THRESHOLD) {
        balances[i] = 0;
        payoffMonth[i] = month;
        remaining--;
      }
    }
    schedule.push({ month, interest, payment, balance: [...balances] });
  }

  const months = schedule.length;
  // Not cleared in time: if the last month's interest ate the whole budget the balance is not
  // shrinking, and it never will (each month repeats that, or worse as the balance grows).
  const outcome: Outcome =
    remaining === 0
      ? { status: "paid-off", months }
      : lastInterest >= budget || !Number.isFinite(lastInterest)
        ? { status: "never" }
        : { status: "beyond-limit" };
  return {
    outcome,
    results: debts.map((debt, i) => ({
      debt,
      payoffMonth: payoffMonth[i]!,
      interestPaid: interestPaid[i]!,
      totalPaid: totalPaid[i]!,
    })),
    totalInterest: interestPaid.reduce((sum, value) => sum + value, 0),
    totalPaid: totalPaid.reduce((sum, value) => sum + value, 0),
    schedule,
  };
}

/**
 * The minimum-only baseline never finishes if any single debt's minimum does not cover its own
 * interest; per debt, the balance then never shrinks, so this is exact. Such a baseline is only
 * drawn, next to a plan, so it is simulated for the plan's `horizon` (its months) alone, not for 50 years.
 */
function minimumOnly(debts: readonly Debt[], horizon: number): Simulation {
  const stuck = debts.some((debt) => debt.minimumPayment <= (debt.balance * debt.interestRate) / 1200);
  const minimums = totalMinimumsOf(debts);
  if (stuck) return { ...simulate(debts, [], minimums, false, horizon), outcome: { status: "never" } };
  const simulation = simulate(debts, [], minimums, false);
  return simulation.outcome.status === "paid-off" ? simulation : { ...simulation, outcome: { status: "beyond-limit" } };
}

export function totalMinimumsOf(debts: readonly Debt[]): number {
  return debts.reduce((sum, debt) => sum + debt.minimumPayment, 0);
}

export interface StrategyPlan extends Simulation {
  strategy: Strategy;
  /** Indices into the plan's `debts`, in the order this strategy pays them. */
  order: number[];
}

export interface DebtPlan {
  debts: Debt[];
  totalDebt: number;
  totalMinimums: number;
  extraPayment: number;
  /** Minimums plus the extra payment: what the person pays every month until debt-free. */
  totalMonthly: number;
  /** The interest all the debts charge in the first month, to explain a plan that never pays off. */
  startingMonthlyInterest: number;
  /** The chosen strategy's plan. */
  plan: StrategyPlan;
  /** Both strategies, for the side-by-side comparison. */
  snowball: StrategyPlan;
  avalanche: StrategyPlan;
  /**
   * Minimum payments only, no extra and no roll-over. When that never pays off, it is simulated only
   * as far as the strategies' schedules (what the charts draw), so its totals cover those months.
   */
  minimumOnly: Simulation;
  /** Months and interest the chosen plan saves versus minimums only; null when either does not finish. */
  savings: { months: number; interest: number } | null;
  /**
   * Snowball's total interest minus avalanche's (usually ≥ 0: what choosing snowball costs);
   * null unless both finish.
   */
  snowballExtraInterest: number | null;
}

/**
 * The whole plan, or null when the spec says none is computed: no valid debt, or an extra payment
 * that is not above 0 (total monthly payment must exceed the total minimums).
 */
export function planDebtPayoff(input: { debts: readonly DebtInput[]; extraPayment: number; strategy: Strategy }): DebtPlan | null {
  const debts = validDebts(input.debts);
  const extraPayment = input.extraPayment;
  if (debts.length === 0 || !Number.isFinite(extraPayment) || extraPayment <= 0) return null;

  const byStrategy = (strategy: Strategy): StrategyPlan => {
    const order = payoffOrder(debts, strategy);
    return { strategy, order, ...simulate(debts, order, totalMinimumsOf(debts) + extraPayment) };
  };
  const snowball = byStrategy("snowball");
  const avalanche = byStrategy("avalanche");
  const plan = input.strategy === "avalanche" ? avalanche : snowball;
  const baseline = minimumOnly(debts, Math.max(snowball.schedule.length, avalanche.schedule.length));
  const totalMinimums = totalMinimumsOf(debts);

  return {
    debts,
    totalDebt: debts.reduce((sum, debt) => sum + debt.balance, 0),
    totalMinimums,
    extraPayment,
    totalMonthly: totalMinimums + extraPayment,
    startingMonthlyInterest: debts.reduce((sum, debt) => sum + (debt.balance * debt.interestRate) / 1200, 0),
    plan,
    snowball,
    avalanche,
    minimumOnly: baseline,
    savings:
      plan.outcome.status === "paid-off" && baseline.outcome.status === "paid-off"
        ? { months: baseline.outcome.months - plan.outcome.months, interest: baseline.totalInterest - plan.totalInterest }
        : null,
    snowballExtraInterest:
      snowball.outcome.status === "paid-off" && avalanche.outcome.status === "paid-off"
        ? snowball.totalInterest - avalanche.totalInterest
        : null,
  };
}

/** 37 → { years: 3, months: 1 }. */
export function splitMonths(total: number): { years: number; months: number } {
  return { years: Math.floor(total / 12), months: total % 12 };
}

/** "3 years 1 month", "11 months", "2 years"; zero parts are left out ("0 months" for 0). */
export function formatDuration(total: number): string {
  const { years, months } = splitMonths(total);
  const parts = [
    years > 0 ? `${years} ${years === 1 ? "year" : "years"}` : "",
    months > 0 || years === 0 ? `${months} ${months === 1 ? "month" : "months"}` : "",
  ];
  return parts.filter(Boolean).join(" ");
}

/**
 * The months a balance chart plots: today (0), then every month for a plan of up to two years,
 * every 6 months up to ten years, every year beyond, and always the final month, so a chart keeps
 * between a few and about 50 points.
 */
export function chartMonths(months: number): number[] {
  const step = months <= 24 ? 1 : months <= 120 ? 6 : 12;
  const points: number[] = [];
  for (let month = 0; month < months; month += step) points.push(month);
  points.push(months);
  return points;
}

/**
 * The total owed after `month` payments (0 = today). Past the end of the simulation it stays at the
 * last month's total: 0 for a paid-off plan.
 */
export function totalBalanceAfter(simulation: Pick<Simulation, "schedule">, debts: readonly Debt[], month: number): number {
  const entry = month > 0 ? simulation.schedule[Math.min(month, simulation.schedule.length) - 1] : undefined;
  const balances = entry ? entry.balance : debts.map((debt) => debt.balance);
  return balances.reduce((sum, balance) => sum + balance, 0);
}

/** A run of months in which every debt gets the same payment. */
export interface PaymentPhase {
  fromMonth: number;
  toMonth: number;
  /** Indexed like the plan's `debts`. */
  payments: number[];
  /** Total balance left after the phase's last month. */
  balanceAfter: number;
}

/**
 * The schedule as a person follows it: payments only change when a debt is paid off (its payoff
 * month usually splits the money differently), so a plan of a few hundred months reads as a few
 * phases — "months 1–13: pay A $350 and B $40". Payments are compared to the cent.
 */
export function paymentPhases(schedule: readonly ScheduleMonth[]): PaymentPhase[] {
  const phases: PaymentPhase[] = [];
  const sameToTheCent = (a: readonly number[], b: readonly number[]) =>
    a.every((payment, i) => Math.round(payment * 100) === Math.round(b[i]! * 100));
  for (const month of schedule) {
    const balanceAfter = month.balance.reduce((sum, balance) => sum + balance, 0);
    const current = phases.at(-1);
    if (current && sameToTheCent(month.payment, current.payments)) {
      current.toMonth = month.month;
      current.balanceAfter = balanceAfter;
    } else {
      phases.push({ fromMonth: month.month, toMonth: month.month, payments: month.payment, balanceAfter });
    }
  }
  return phases;
}

/** What a phase asks beyond each debt's own minimum payment. */
export interface PhaseInstructions {
  /** Debts paid something other than their minimum (the extra money's target, or a final payment), in strategy order. */
  otherThanMinimum: number[];
  /** How many of the other debts still owed get exactly their minimum. */
  atMinimum: number;
}

/**
 * A phase as a person reads it: the payments that are not simply a debt's minimum, and how many debts
 * get just their minimum. Listing every minimum again in every phase would grow with the square of
 * the number of debts (20 debts: about 700 lines per strategy) and hide the one line that changes.
 */
export function phaseInstructions(phase: PaymentPhase, debts: readonly Debt[], order: readonly number[]): PhaseInstructions {
  const otherThanMinimum: number[] = [];
  let atMinimum = 0;
  for (const index of order) {
    const cents = Math.round(phase.payments[index]! * 100);
    if (cents <= 0) continue;
    if (cents === Math.round(debts[index]!.minimumPayment * 100)) atMinimum++;
    else otherThanMinimum.push(index);
  }
  return { otherThanMinimum, atMinimum };
}

/**
 * The Export file: the chosen strategy's month-by-month schedule, one row per debt per month while
 * that debt is owed (its payoff month included). A plan that is not computed, or never pays off,
 * exports the header alone, as the page shows no schedule either.
 */
export function debtScheduleCsv(plan: DebtPlan | null, today: string, currency: Currency, text: ToolText): CsvCell[][] {
  const values = { currency };
  const header = [
    text("tools.csv.debt.month"),
    text("tools.csv.debt.date"),
    text("tools.csv.debt.debt"),
    text("tools.csv.debt.startingBalance", values),
    text("tools.csv.debt.interest", values),
    text("tools.csv.debt.payment", values),
    text("tools.csv.debt.endingBalance", values),
  ];
  if (!plan || plan.plan.outcome.status !== "paid-off") return [header];
  const rows: CsvCell[][] = [header];
  const opening = plan.debts.map((debt) => debt.balance);
  for (const month of plan.plan.schedule) {
    for (const i of plan.plan.order) {
      if (opening[i]! <= 0) continue;
      rows.push([
        month.month,
        monthAfter(today, month.month),
        plan.debts[i]!.name,
        opening[i]!,
        month.interest[i]!,
        month.payment[i]!,
        month.balance[i]!,
      ]);
    }
    month.balance.forEach((balance, i) => (opening[i] = balance));
  }
  return rows;
}
