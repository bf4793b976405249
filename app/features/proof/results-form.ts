/** The results form's schema (ADR 020), which the action parses with; the page's side is ./results-page.ts. */
import { z } from "zod";
import { CURRENCIES } from "~/lib/domain/catalog";
import { MAX_AMOUNT_CENTS, readAmount, type AmountReading } from "./domain/debt-result";
import { AMOUNT_MAX_LENGTH } from "./results-page";

type Problem = Extract<AmountReading, { ok: false }>["problem"];

function amountField(what: string) {
  const messages: Record<Problem, string> = {
    empty: `Enter ${what}, in dollars (0 if you had none).`,
    negative: `${what[0]!.toUpperCase()}${what.slice(1)} cannot be negative: enter what you owe, 0 or more.`,
    malformed: `Enter ${what} as a number of dollars, such as 12,500 or 12500.50.`,
    "too-large": `Enter ${what} below $${new Intl.NumberFormat("en-US").format(MAX_AMOUNT_CENTS / 100)}: a larger figure is surely a typo.`,
  };
  return z
    .string({ required_error: messages.empty })
    .min(1, messages.empty)
    .max(AMOUNT_MAX_LENGTH, messages.malformed)
    .transform((value, context) => {
      const reading = readAmount(value);
      if (reading.ok) return reading.cents;
      context.addIssue({ code: z.ZodIssueCode.custom, message: messages[reading.problem] });
      return z.NEVER;
    });
}

export const debtResultSchema = z.object({
  currency: z.enum(CURRENCIES, { errorMap: () => ({ message: "Choose the currency of your debts: CAD or USD." }) }),
  debtAtStart: amountField("your total debt when you started"),
  debtNow: amountField("your total debt now"),
});
