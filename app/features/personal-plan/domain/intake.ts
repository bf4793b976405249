/**
 * The personalised plan's intake (issue 27 item 3): its shape, the one long form's fields (flat names,
 * so the form works without JavaScript and a refused form keeps every field) and the answers read off
 * a checked form. The schemas that check the form and the stored JSON are in ../intake-schemas.ts.
 */
import type { Country } from "~/lib/domain/countries";
import { EXPENSE_FIELDS, type ExpenseKey } from "~/features/tools/domain/budget";
import { regionValue } from "~/lib/domain/regions";
import { localizedDecimal } from "~/features/tools/domain/query";
import type { Locale } from "~/lib/i18n/locale";

/** Accounts the intake asks about; `cash` is non-registered savings and cash in either country. */
export const ACCOUNTS = [
  { key: "tfsa", label: "TFSA", country: "CA" },
  { key: "rrsp", label: "RRSP", country: "CA" },
  { key: "fhsa", label: "FHSA", country: "CA" },
  { key: "resp", label: "RESP", country: "CA" },
  { key: "401k", label: "401(k)", country: "US" },
  { key: "ira", label: "IRA", country: "US" },
  { key: "hsa", label: "HSA", country: "US" },
  { key: "529", label: "529 plan", country: "US" },
  { key: "cash", label: "Cash and other non-registered savings", country: null },
] as const satisfies readonly { key: string; label: string; country: Country | null }[];
export type AccountKey = (typeof ACCOUNTS)[number]["key"];

export const GOALS = [
  { key: "firstHome", label: "Buy a first home" },
  { key: "retirement", label: "Retirement" },
  { key: "education", label: "A child's education" },
  { key: "emergency", label: "An emergency fund" },
  { key: "other", label: "Something else" },
] as const;
export type GoalKey = (typeof GOALS)[number]["key"];

/** Rows the form always shows: enough for most people, and no JavaScript needed to add one. */
export const DEBT_ROWS = 5;

export interface IntakeDebt {
  name: string;
  balance: number;
  /** Annual percentage rate, e.g. 19.99. */
  rate: number;
  minimum: number;
}

export interface Intake {
  country: Country;
  region: string;
  age: number;
  /** After-tax income per month. */
  monthlyIncome: number;
  /** Gross income per year, for the tax brackets. */
  annualGross: number;
  spending: Record<ExpenseKey, number>;
  debts: IntakeDebt[];
  /** Paid toward debts each month above the minimums. */
  extraDebtPayment: number;
  savings: Record<AccountKey, number>;
  /** The employer matches `percent`% of contributions, up to `upTo`% of salary. */
  match: { percent: number; upTo: number };
  goals: GoalKey[];
  /** Ties to both countries (citizenship, residence, accounts or income on the other side). */
  crossBorder: boolean;
}

export const MAX_AMOUNT = 100_000_000;

// ---- The form: one flat field per answer ----

export const spendName = (key: ExpenseKey) => `spend.${key}`;
export const savingsName = (key: AccountKey) => `savings.${key}`;
export const goalName = (key: GoalKey) => `goal.${key}`;
export const DEBT_FIELDS = ["name", "balance", "rate", "minimum"] as const;
export type DebtField = (typeof DEBT_FIELDS)[number];
export const debtName = (row: number, field: DebtField) => `debt.${row}.${field}`;

/** The checked form, as the answers the plan reads. */
export function intakeFromForm(form: Record<string, unknown>): Intake {
  const [country, region] = String(form.location).split("-") as [Country, string];
  const number = (name: string) => Number(form[name] ?? 0);
  const debts: IntakeDebt[] = [];
  for (let row = 1; row <= DEBT_ROWS; row++) {
    const name = String(form[debtName(row, "name")] ?? "").trim();
    if (name) {
      debts.push({
        name,
        balance: number(debtName(row, "balance")),
        rate: number(debtName(row, "rate")),
        minimum: number(debtName(row, "minimum")),
      });
    }
  }
  return {
    country,
    region,
    age: number("age"),
    monthlyIncome: number("monthlyIncome"),
    annualGross: number("annualGross"),
    spending: Object.fromEntries(EXPENSE_FIELDS.map(({ key }) => [key, number(spendName(key))])) as Record<ExpenseKey, number>,
    debts,
    extraDebtPayment: number("extraDebtPayment"),
    savings: Object.fromEntries(ACCOUNTS.map(({ key }) => [key, number(savingsName(key))])) as Record<AccountKey, number>,
    match: { percent: number("match.percent"), upTo: number("match.upTo") },
    goals: GOALS.filter(({ key }) => form[goalName(key)] === "on").map(({ key }) => key),
    crossBorder: form.crossBorder === "yes",
  };
}

/** The saved answers as the form's values, so editing starts from them. */
export function formValuesOf(intake: Intake): Record<string, string> {
  const values: Record<string, string> = {
    location: regionValue(intake.country, intake.region),
    age: String(intake.age),
    monthlyIncome: String(intake.monthlyIncome),
    annualGross: String(intake.annualGross),
    extraDebtPayment: String(intake.extraDebtPayment),
    "match.percent": String(intake.match.percent),
    "match.upTo": String(intake.match.upTo),
    crossBorder: intake.crossBorder ? "yes" : "no",
  };
  for (const { key } of EXPENSE_FIELDS) values[spendName(key)] = String(intake.spending[key]);
  for (const { key } of ACCOUNTS) values[savingsName(key)] = String(intake.savings[key]);
  for (const key of intake.goals) values[goalName(key)] = "on";
  intake.debts.forEach((debt, index) => {
    for (const field of DEBT_FIELDS) values[debtName(index + 1, field)] = String(debt[field]);
  });
  return values;
}

/** Whether a field of the form holds an amount (or a rate): not the place, the age, the yes/no, a goal or a debt's name. */
const isAmountField = (name: string) =>
  !["location", "age", "crossBorder"].includes(name) && !name.startsWith("goal.") && !name.endsWith(".name");

/** The saved answers as the form on a page in `locale` shows them: amounts the language's way ("1200,5" in French). */
export function formValuesIn(intake: Intake, locale: Locale): Record<string, string> {
  const values = formValuesOf(intake);
  if (locale === "en") return values;
  for (const [name, value] of Object.entries(values)) if (isAmountField(name)) values[name] = localizedDecimal(value, locale);
  return values;
}
