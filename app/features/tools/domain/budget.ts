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
import type { Locale } from "~/lib/i18n/locale";
import { roundToCents, type ToolText } from "./format";
import { readChoice, readNumber, sum } from "./query";

export const BUDGET_METHODS = ["50-30-20", "envelope", "zero-based"] as const;
export type BudgetMethod = (typeof BUDGET_METHODS)[number];

/** The English labels (the catalogue's `tools.budget.*` keys hold each language's). */
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

/** The budget's numeric fields (every income and expense), for canonicalQuery. */
export const isBudgetNumberKey = (key: string) => key.startsWith("income.") || key.startsWith("expense.");

/** The budget from its URL; `locale` is the page's language, whose way of writing numbers is read too. */
export function parseBudget(params: URLSearchParams, locale: Locale = "en"): BudgetInput {
  const options = { locale };
  return {
    method: readChoice(params, "method", BUDGET_METHODS, "50-30-20"),
    income: Object.fromEntries(INCOME_FIELDS.map(({ key }) => [key, readNumber(params, incomeName(key), options)])) as Record<IncomeKey, number>,
    expenses: Object.fromEntries(EXPENSE_FIELDS.map(({ key }) => [key, readNumber(params, expenseName(key), options)])) as Record<
      ExpenseKey,
      number
    >,
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
  /** To the cent; also zero-based's "left to assign" (negative when more is assigned than earned). */
  netIncome: number;
  /** The 50/30/20 breakdown; only when income is above 0 (spec). */
  rule: BucketResult[] | null;
  /** Every expense category as a line (envelopes, zero-based assignments). */
  categories: CategoryLine[];
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
  const netIncome = roundToCents(totalIncome - totalExpenses);
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
  };
}

/** The CSV of what the page shows: inputs, summary, then the chosen method's section, in the words `text` gives. */
export function budgetCsvRows(result: BudgetResult, currency: Currency, text: ToolText): CsvCell[][] {
  const { input } = result;
  const values = { currency };
  const share = (percent: number | null) => (percent === null ? "" : percent);
  const expense = (key: ExpenseKey) => text(`tools.budget.expense.${key}`);
  const summary = text("tools.csv.summary");
  const rows: CsvCell[][] = [
    [text("tools.csv.budget.title"), text(`tools.budget.method.${input.method}`)],
    [],
    [text("tools.csv.section"), text("tools.csv.item"), text("tools.csv.budget.monthlyAmount", values)],
    ...INCOME_FIELDS.map(({ key }) => [text("tools.csv.budget.income"), text(`tools.budget.income.${key}`), input.income[key]]),
    ...EXPENSE_FIELDS.map(({ key }) => [text("tools.csv.budget.expenses"), expense(key), input.expenses[key]]),
    [summary, text("tools.csv.budget.totalIncome"), result.totalIncome],
    [summary, text("tools.csv.budget.totalExpenses"), result.totalExpenses],
    [summary, text("tools.csv.budget.netIncome"), result.netIncome],
    [],
  ];
  switch (input.method) {
    case "50-30-20":
      rows.push([
        text("tools.budget.bucketHeader"),
        text("tools.csv.budget.targetShare"),
        text("tools.csv.budget.target", values),
        text("tools.csv.budget.actual", values),
        text("tools.csv.budget.actualShare"),
        text("tools.csv.budget.difference", values),
      ]);
      if (result.rule) {
        for (const bucket of result.rule) {
          rows.push([
            text(`tools.budget.bucket.${bucket.key}`),
            bucket.targetPercent,
            bucket.target,
            bucket.actual,
            bucket.actualPercent,
            bucket.difference,
          ]);
        }
      } else {
        rows.push([text("tools.csv.budget.noIncome")]);
      }
      break;
    case "envelope":
      rows.push([
        text("tools.csv.budget.envelope"),
        text("tools.csv.budget.monthly", values),
        text("tools.csv.budget.weekly", values),
        text("tools.csv.budget.shareOfIncome"),
      ]);
      for (const line of result.categories) rows.push([expense(line.key), line.monthly, line.weekly, share(line.percentOfIncome)]);
      break;
    case "zero-based":
      rows.push([text("tools.budget.category"), text("tools.csv.budget.assigned", values), text("tools.csv.budget.shareOfIncome")]);
      for (const line of result.categories) rows.push([expense(line.key), line.monthly, share(line.percentOfIncome)]);
      rows.push([text("tools.budget.leftToAssign"), result.netIncome, ""]);
      break;
  }
  return rows;
}
