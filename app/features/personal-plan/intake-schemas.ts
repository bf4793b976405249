/**
 * The intake's schemas: the form's (ADR 020) and the stored JSON's. A stored row that no longer parses
 * is treated as no intake (schema comment in db/schema/personal-plans.ts), never a 500.
 */
import { z } from "zod";
import { parseSubmission, refuseSubmission } from "~/lib/http/form";
import { COUNTRIES } from "~/lib/domain/countries";
import { REGIONS, regionValue } from "~/lib/domain/regions";
import { EXPENSE_FIELDS, type ExpenseKey } from "~/features/tools/domain/budget";
import {
  ACCOUNTS,
  DEBT_FIELDS,
  DEBT_ROWS,
  debtName,
  GOALS,
  goalName,
  MAX_AMOUNT,
  savingsName,
  spendName,
  type AccountKey,
  type DebtField,
  type GoalKey,
  type Intake,
} from "./domain/intake";

const money = z.number().finite().min(0).max(MAX_AMOUNT);
const storedSchema = z.object({
  country: z.enum(COUNTRIES),
  region: z.string(),
  age: z.number().int().min(18).max(110),
  monthlyIncome: money,
  annualGross: money,
  spending: z.object(Object.fromEntries(EXPENSE_FIELDS.map(({ key }) => [key, money])) as Record<ExpenseKey, typeof money>),
  debts: z.array(z.object({ name: z.string().min(1).max(60), balance: money, rate: z.number().min(0).max(100), minimum: money })).max(DEBT_ROWS),
  extraDebtPayment: money,
  savings: z.object(Object.fromEntries(ACCOUNTS.map(({ key }) => [key, money])) as Record<AccountKey, typeof money>),
  match: z.object({ percent: z.number().min(0).max(200), upTo: z.number().min(0).max(100) }),
  goals: z.array(z.enum(GOALS.map(({ key }) => key) as [GoalKey, ...GoalKey[]])),
  crossBorder: z.boolean(),
});

/** The stored answers, or null when the row no longer fits the shape (an older version, a hand edit). */
export function storedIntake(json: unknown): Intake | null {
  const parsed = storedSchema.safeParse(json);
  if (!parsed.success || !REGIONS[parsed.data.country][parsed.data.region]) return null;
  return parsed.data;
}

export const INTAKE_MESSAGES = {
  location: "Choose the province, territory or state where you live.",
  age: "Enter your age in whole years, from 18 to 110.",
  amount: "Enter an amount of 0 or more, like 1200 or 1,200.50.",
  percent: "Enter a percentage from 0 to 100.",
  matchPercent: "Enter a percentage from 0 to 200.",
  debtName: "Name this debt, or clear its row.",
  debtBalance: "Enter this debt's balance, above 0.",
  debtRate: "Enter the yearly interest rate, from 0 to 100.",
  crossBorder: "Say whether you have ties to both Canada and the United States.",
} as const;

/** "1,200.50" or "$1200" → 1200.5; blank → 0 (an unanswered amount is nothing); anything else is refused. */
const amountField = (message: string, max = MAX_AMOUNT) =>
  z
    .string()
    .max(30, message)
    .optional()
    .transform((value, refinement) => {
      const cleaned = (value ?? "").replace(/[\s,$]/g, "");
      if (cleaned === "") return 0;
      const amount = /^\d+(\.\d{1,2})?$/.test(cleaned) ? Number(cleaned) : NaN;
      if (!(amount >= 0 && amount <= max)) {
        refinement.addIssue({ code: z.ZodIssueCode.custom, message });
        return z.NEVER;
      }
      return amount;
    });

const LOCATIONS = COUNTRIES.flatMap((country) => Object.keys(REGIONS[country]).map((region) => regionValue(country, region)));

const shape: Record<string, z.ZodTypeAny> = {
  location: z.string({ required_error: INTAKE_MESSAGES.location }).refine((value) => LOCATIONS.includes(value), INTAKE_MESSAGES.location),
  age: z
    .string({ required_error: INTAKE_MESSAGES.age })
    .regex(/^\s*\d{1,3}\s*$/, INTAKE_MESSAGES.age)
    .transform(Number)
    .refine((age) => age >= 18 && age <= 110, INTAKE_MESSAGES.age),
  monthlyIncome: amountField(INTAKE_MESSAGES.amount),
  annualGross: amountField(INTAKE_MESSAGES.amount),
  extraDebtPayment: amountField(INTAKE_MESSAGES.amount),
  "match.percent": amountField(INTAKE_MESSAGES.matchPercent, 200),
  "match.upTo": amountField(INTAKE_MESSAGES.percent, 100),
  crossBorder: z.enum(["yes", "no"], { errorMap: () => ({ message: INTAKE_MESSAGES.crossBorder }) }),
};
for (const { key } of EXPENSE_FIELDS) shape[spendName(key)] = amountField(INTAKE_MESSAGES.amount);
for (const { key } of ACCOUNTS) shape[savingsName(key)] = amountField(INTAKE_MESSAGES.amount);
for (const { key } of GOALS) shape[goalName(key)] = z.literal("on").optional();
for (let row = 1; row <= DEBT_ROWS; row++) {
  shape[debtName(row, "name")] = z.string().max(60, "Keep the name under 60 characters.").optional();
  shape[debtName(row, "balance")] = amountField(INTAKE_MESSAGES.amount);
  shape[debtName(row, "rate")] = amountField(INTAKE_MESSAGES.debtRate, 100);
  shape[debtName(row, "minimum")] = amountField(INTAKE_MESSAGES.amount);
}

/** The intake form's fields (ADR 020): parseSubmission keeps what was typed and gives one message per field. */
export const intakeFormSchema = z.object(shape);

/**
 * A debt row counts once anything is typed in it; then it needs a name and a balance. Checked on what
 * was typed, beside the schema, so these messages come with the others in one reply.
 */
function debtRowErrors(form: FormData): Record<string, string> {
  const errors: Record<string, string> = {};
  const text = (row: number, field: DebtField) => String(form.get(debtName(row, field)) ?? "").trim();
  for (let row = 1; row <= DEBT_ROWS; row++) {
    if (DEBT_FIELDS.every((field) => text(row, field) === "" || (field !== "name" && Number(text(row, field).replace(/[\s,$]/g, "")) === 0)))
      continue;
    if (!text(row, "name")) errors[debtName(row, "name")] = INTAKE_MESSAGES.debtName;
    if (!(Number(text(row, "balance").replace(/[\s,$]/g, "")) > 0)) errors[debtName(row, "balance")] ??= INTAKE_MESSAGES.debtBalance;
  }
  return errors;
}

/** The whole intake form checked: the schema's messages and the debt rows' together. */
export function parseIntakeForm(form: FormData) {
  const submission = parseSubmission(form, intakeFormSchema);
  const rows = debtRowErrors(form);
  return Object.keys(rows).length > 0 ? refuseSubmission(submission, rows) : submission;
}
