/**
 * The intake's schemas: the form's (ADR 020) and the stored JSON's. A stored row that no longer parses
 * is treated as no intake (schema comment in db/schema/personal-plans.ts), never a 500.
 */
import { z } from "zod";
import { parseSubmission, refuseSubmission } from "~/lib/http/form";
import { COUNTRIES } from "~/lib/domain/countries";
import { REGIONS, regionValue } from "~/lib/domain/regions";
import { EXPENSE_FIELDS, type ExpenseKey } from "~/features/tools/domain/budget";
import { canonicalDecimal } from "~/features/tools/domain/query";
import type { Locale } from "~/lib/i18n/locale";
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

/** The form's messages in English, as the schema gives them; another language's come from the catalogue (`plans.intakeError`). */
export const INTAKE_MESSAGES = {
  location: "Choose the province, territory or state where you live.",
  age: "Enter your age in whole years, from 18 to 110.",
  amount: "Enter an amount of 0 or more, like 1200 or 1,200.50.",
  percent: "Enter a percentage from 0 to 100.",
  matchPercent: "Enter a percentage from 0 to 200.",
  debtName: "Name this debt, or clear its row.",
  debtNameLength: "Keep the name under 60 characters.",
  debtBalance: "Enter this debt's balance, above 0.",
  debtRate: "Enter the yearly interest rate, from 0 to 100.",
  crossBorder: "Say whether you have ties to both Canada and the United States.",
} as const;

export type IntakeMessages = Readonly<Record<keyof typeof INTAKE_MESSAGES, string>>;

/**
 * An amount as typed on a page in `locale`: "1,200.50" or "$1200" in English, "1 200,50" or "1200,50 $" in
 * French (a decimal comma, spaces between digit groups: canonicalDecimal); blank is 0 (an unanswered amount
 * is nothing); null for anything else, or more than 2 decimals.
 */
export function readIntakeAmount(raw: string | null | undefined, locale: Locale = "en"): number | null {
  const text = raw ?? "";
  if (locale === "en") {
    const cleaned = text.replace(/[\s,$]/g, "");
    if (cleaned === "") return 0;
    return /^\d+(\.\d{1,2})?$/.test(cleaned) ? Number(cleaned) : null;
  }
  const typed = text.replace(/\$/g, "").trim();
  if (typed === "") return 0;
  const cleaned = canonicalDecimal(typed, locale);
  return cleaned !== null && /^\d+(\.\d{1,2})?$/.test(cleaned) ? Number(cleaned) : null;
}

/** An amount field: blank → 0; refused unless a number from 0 to `max` as the page's language writes it. */
const amountField = (locale: Locale, message: string, max = MAX_AMOUNT) =>
  z
    .string()
    .max(30, message)
    .optional()
    .transform((value, refinement) => {
      const amount = readIntakeAmount(value, locale) ?? NaN;
      if (!(amount >= 0 && amount <= max)) {
        refinement.addIssue({ code: z.ZodIssueCode.custom, message });
        return z.NEVER;
      }
      return amount;
    });

const LOCATIONS = COUNTRIES.flatMap((country) => Object.keys(REGIONS[country]).map((region) => regionValue(country, region)));

/** The intake form's fields (ADR 020), its messages and amounts in one language: parseSubmission keeps what was typed and gives one message per field. */
function intakeSchema(locale: Locale, messages: IntakeMessages) {
  const shape: Record<string, z.ZodTypeAny> = {
    location: z.string({ required_error: messages.location }).refine((value) => LOCATIONS.includes(value), messages.location),
    age: z
      .string({ required_error: messages.age })
      .regex(/^\s*\d{1,3}\s*$/, messages.age)
      .transform(Number)
      .refine((age) => age >= 18 && age <= 110, messages.age),
    monthlyIncome: amountField(locale, messages.amount),
    annualGross: amountField(locale, messages.amount),
    extraDebtPayment: amountField(locale, messages.amount),
    "match.percent": amountField(locale, messages.matchPercent, 200),
    "match.upTo": amountField(locale, messages.percent, 100),
    crossBorder: z.enum(["yes", "no"], { errorMap: () => ({ message: messages.crossBorder }) }),
  };
  for (const { key } of EXPENSE_FIELDS) shape[spendName(key)] = amountField(locale, messages.amount);
  for (const { key } of ACCOUNTS) shape[savingsName(key)] = amountField(locale, messages.amount);
  for (const { key } of GOALS) shape[goalName(key)] = z.literal("on").optional();
  for (let row = 1; row <= DEBT_ROWS; row++) {
    shape[debtName(row, "name")] = z.string().max(60, messages.debtNameLength).optional();
    shape[debtName(row, "balance")] = amountField(locale, messages.amount);
    shape[debtName(row, "rate")] = amountField(locale, messages.debtRate, 100);
    shape[debtName(row, "minimum")] = amountField(locale, messages.amount);
  }
  return z.object(shape);
}

/** The intake form's fields in English (ADR 020). */
export const intakeFormSchema = intakeSchema("en", INTAKE_MESSAGES);

/**
 * A debt row counts once anything is typed in it; then it needs a name and a balance. Checked on what
 * was typed, beside the schema, so these messages come with the others in one reply.
 */
function debtRowErrors(form: FormData, locale: Locale, messages: IntakeMessages): Record<string, string> {
  const errors: Record<string, string> = {};
  const text = (row: number, field: DebtField) => String(form.get(debtName(row, field)) ?? "").trim();
  // An amount that is no number counts as typed (the schema says what is wrong with it).
  const amount = (row: number, field: DebtField) =>
    locale === "en" ? Number(text(row, field).replace(/[\s,$]/g, "")) : (readIntakeAmount(text(row, field), locale) ?? NaN);
  for (let row = 1; row <= DEBT_ROWS; row++) {
    if (DEBT_FIELDS.every((field) => text(row, field) === "" || (field !== "name" && amount(row, field) === 0))) continue;
    if (!text(row, "name")) errors[debtName(row, "name")] = messages.debtName;
    if (!(amount(row, "balance") > 0)) errors[debtName(row, "balance")] ??= messages.debtBalance;
  }
  return errors;
}

const schemas = new Map<string, ReturnType<typeof intakeSchema>>([["en", intakeFormSchema]]);

/**
 * The whole intake form checked: the schema's messages and the debt rows' together. `locale` is the
 * page's (how its amounts are written); `messages` the form's messages in it (English by default).
 */
export function parseIntakeForm(form: FormData, locale: Locale = "en", messages: IntakeMessages = INTAKE_MESSAGES) {
  const key = messages === INTAKE_MESSAGES ? locale : `${locale}:${JSON.stringify(messages)}`;
  let schema = schemas.get(key);
  if (!schema) schemas.set(key, (schema = intakeSchema(locale, messages)));
  const submission = parseSubmission(form, schema);
  const rows = debtRowErrors(form, locale, messages);
  return Object.keys(rows).length > 0 ? refuseSubmission(submission, rows) : submission;
}
