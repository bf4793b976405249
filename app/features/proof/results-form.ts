/**
 * The results form's schema, shared by the page (its inputs' constraints) and the action (ADR 020),
 * and the texts that say how a report is used.
 */
import { z } from "zod";
import { CURRENCIES } from "~/lib/domain/catalog";
import { MAX_AMOUNT_CENTS, readAmount, type AmountReading } from "./domain/debt-result";

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
    .max(20, messages.malformed)
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

export const RESULTS_TEXTS = {
  title: "Your 90-day results",
  intro:
    "Day 90 of the challenge asks you to measure honestly. Tell us your total debt when you started and your total debt now, and change them whenever you like.",
  use: "How we use it: your figures are never shown with your name. They are added, anonymously, into the totals on our home page (debt paid off, per currency, and the share of learners whose debt went down), once enough learners have reported.",
  saved: { title: "Results saved", description: "Thank you: your figures now count in the site's totals." },
  saveFailed: "Your results could not be saved. Please try again.",
  noAccess: "Only learners of the Debt-Free in 90 Days Challenge can report results.",
  cardTitle: "Report your 90-day results",
  cardText: "Tell us your total debt when you started and now. Anonymously, it adds to the totals we show on our home page.",
} as const;
