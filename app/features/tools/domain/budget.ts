/**
 * Budget calculator (spec 2 "Budget calculator", 3 keys, 9 "Budget rule 50/30/20"). Pure: the page,
 * the browser's live update and the CSV export all call these functions.
 *
 * Rules where the spec is silent, as a careful planner would set them:
 * - Savings is entered among the expenses (the spec lists it there), so it counts in total expenses
 *   and in "every dollar assigned"; the 50/30/20 rule compares it with the 20% savings target.
 * - 50/30/20 buckets: needs = housing, food, transportation, utilities, healthcare, insurance, debt;
 *   wants = entertainment, other; savings = savings (from the issue). Debt payments are needs
 *   because minimum payments are not optional.
 * - Envelope weekly amount = monthly × 12 ÷ 52 (a month is not four weeks).
 * - Shares of income exist only when income is above 0 (no dividing by zero).
 * - Zero-based: amounts within half a cent of zero count as zero ("every dollar assigned").
 */
import type { Currency } from "~/lib/domain/catalog";
import type { CsvCell } from "~/lib/domain/csv";
import { readChoice, readNumber, sum } from "./query";

export const BUDGET_METHODS = ["50-30-20", "envelope", "zero-based"] as const;
export type BudgetMethod = (typeof BUDGET_METHODS)[number];

export const BUDGET_METHOD_LABELS: Record<BudgetMethod, string> = {
  "50-30-20": "50/30/20 Rule",
  envelope: "Envelope Method",
  "zero-based": "Zero-Based",
};

export const INCOME_FIELDS = [
  { key: "salary", label: "Salary (after tax)" },
  { key: "freelance", label: "Freelance/side income" },
  { key: "investments", label: "Investment income" },
  { key: "other", label: "Other income" },
] as const;
export type IncomeKey = (typeof INCOME_FIELDS)[number]["key"];

export const EXPENSE_FIELDS = [
  { key: "housing", label: "Housing" },
  { key: "food", label: "Food" },
  { key: "transportation", label: "Transportation" },
  { key: "utilities", label: "Utilities" },
  { key: "entertainment", label: "Entertainment" },
  { key: "healthcare", label: "Healthcare" },
  { key: "insurance", label: "Insurance" },
  { key: "debt", label: "Debt payments" },
  { key: "savings", label: "Savings" },
  { key: "other", label: "Other" },
] as const;
export type ExpenseKey = (typeof EXPENSE_FIELDS)[number]["key"];

export const BUCKETS = [
  { key: "needs", label: "Needs", share: 0.5, expenses: ["housing", "food", "transportation", "utilities", "healthcare", "insurance", "debt"] },
  { key: "wants", label: "Wants", share: 0.3, expenses: ["entertainment", "other"] },
  { key: "savings", label: "Savings", share: 0.2, expenses: ["savings"] },
] as const satisfies readonly { key: string; label: string; share: number; expenses: readonly ExpenseKey[] }[];
export type BucketKey = (typeof BUCKETS)[number]["key"];

export interface BudgetInput {
  method: BudgetMethod;
  income: Record<IncomeKey, number>;
  expenses: Record<ExpenseKey, number>;
}

/** Field names are the spec's keys: `income.salary`, `expense.housing`, … */
export const incomeName = (key: IncomeKey) => `income.${key}`;
export const expenseName = (key: ExpenseKey) => `expense.${key}`;

export function parseBudget(params: URLSearchParams): BudgetInput {
  return {
    method: readChoice(params, "method", BUDGET_METHODS, "50-30-20"),
    income: Object.fromEntries(INCOME_FIELDS.map(({ key }) => [key, readNumber(params, incomeName(key))])) as Record<IncomeKey, number>,
    expenses: Object.fromEntries(EXPENSE_FIELDS.map(({ key }) => [key, readNumber(params, expenseName(key))])) as Record<ExpenseKey, number>,
  };
}

export interface BucketResult {
  key: BucketKey;
  label: string;
  /** The rule's share of income, in percent (50, 30, 20). */
  targetPercent: number;
  target: number;
  actual: number;
  /** Actual as a percent of income. */
  actualPercent: number;
  /** actual − target: above 0 means over the rule's amount (for savings, that is good). */
  difference: number;
}

export interface CategoryLine {
  key: ExpenseKey;
  label: string;
  monthly: number;
  weekly: number;
  /** Percent of income, or null when there is no income to divide by. */
  percentOfIncome: number | null;
}

export interface BudgetResult {
  input: BudgetInput;
  totalIncome: number;
  totalExpenses: number;
  netIncome: number;
  /** The 50/30/20 breakdown; only when income is above 0 (spec). */
  rule: BucketResult[] | null;
  /** Every expense category as a line (envelopes, zero-based assignments). */
  categories: CategoryLine[];
  /** Zero-based: income not yet given a job (negative when more is assigned than earned). */
  leftToAssign: number;
}

const WEEKS_PER_MONTH = 52 / 12;

export function computeBudget(input: BudgetInput): BudgetResult {
  const totalIncome = sum(Object.values(input.income));
  const totalExpenses = sum(Object.values(input.expenses));
  const percentOfIncome = (amount: number) => (totalIncome > 0 ? (amount / totalIncome) * 100 : null);
  const rule =
    totalIncome > 0
      ? BUCKETS.map((bucket) => {
          const target = totalIncome * bucket.share;
          const actual = sum(bucket.expenses.map((key) => input.expenses[key]));
          return {
            key: bucket.key,
            label: bucket.label,
            targetPercent: bucket.share * 100,
            target,
            actual,
            actualPercent: (actual / totalIncome) * 100,
            difference: actual - target,
          };
        })
      : null;
  const netIncome = totalIncome - totalExpenses;
  return {
    input,
    totalIncome,
    totalExpenses,
    netIncome,
    rule,
    categories: EXPENSE_FIELDS.map(({ key, label }) => ({
      key,
      label,
      monthly: input.expenses[key],
      weekly: input.expenses[key] / WEEKS_PER_MONTH,
      percentOfIncome: percentOfIncome(input.expenses[key]),
    })),
    leftToAssign: Math.abs(netIncome) < 0.005 ? 0 : netIncome,
  };
}

/** The CSV of what the page shows: inputs, summary, then the chosen method's section. */
export function budgetCsvRows(result: BudgetResult, currency: Currency): CsvCell[][] {
  const { input } = result;
  const money = `(${currency})`;
  const share = (percent: number | null) => (percent === null ? "" : percent);
  const rows: CsvCell[][] = [
    ["Budget plan", BUDGET_METHOD_LABELS[input.method]],
    [],
    ["Section", "Item", `Monthly amount ${money}`],
    ...INCOME_FIELDS.map(({ key, label }) => ["Income", label, input.income[key]]),
    ...EXPENSE_FIELDS.map(({ key, label }) => ["Expenses", label, input.expenses[key]]),
    ["Summary", "Total income", result.totalIncome],
    ["Summary", "Total expenses", result.totalExpenses],
    ["Summary", "Net income", result.netIncome],
    [],
  ];
  switch (input.method) {
    case "50-30-20":
      rows.push(["Bucket", "Target share (%)", `Target ${money}`, `Actual ${money}`, "Actual share (%)", `Difference ${money}`]);
      if (result.rule) {
        for (const bucket of result.rule) {
          rows.push([bucket.label, bucket.targetPercent, bucket.target, bucket.actual, bucket.actualPercent, bucket.difference]);
        }
      } else {
        rows.push(["Enter an income above 0 to see the 50/30/20 breakdown."]);
      }
      break;
    case "envelope":
      rows.push(["Envelope", `Monthly ${money}`, `Weekly ${money}`, "Share of income (%)"]);
      for (const line of result.categories) rows.push([line.label, line.monthly, line.weekly, share(line.percentOfIncome)]);
      break;
    case "zero-based":
      rows.push(["Category", `Assigned ${money}`, "Share of income (%)"]);
      for (const line of result.categories) rows.push([line.label, line.monthly, share(line.percentOfIncome)]);
      rows.push(["Left to assign", result.leftToAssign, ""]);
      break;
  }
  return rows;
}
