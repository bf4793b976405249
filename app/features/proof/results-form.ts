/** The results form's schema (ADR 020), which the action parses with; the page's side is ./results-page.ts. */
import { z } from "zod";
import { CURRENCIES } from "~/lib/domain/catalog";
import { translate } from "~/lib/i18n/catalogues.server";
import type { Locale } from "~/lib/i18n/locale";
import { MAX_AMOUNT_CENTS, readAmount, type AmountReading } from "./domain/debt-result";
import { AMOUNT_MAX_LENGTH } from "./results-page";

type Problem = Extract<AmountReading, { ok: false }>["problem"];

/** The catalogue's name of each amount field ("home.results.start.empty"...). */
type AmountField = "start" | "now";

function amountField(field: AmountField, locale: Locale) {
  const messages: Record<Problem, string> = {
    empty: translate(locale, `home.results.${field}.empty`),
    negative: translate(locale, `home.results.${field}.negative`),
    malformed: translate(locale, `home.results.${field}.malformed`),
    "too-large": translate(locale, `home.results.${field}.tooLarge`, { max: MAX_AMOUNT_CENTS / 100 }),
  };
  return z
    .string({ required_error: messages.empty })
    .min(1, messages.empty)
    .max(AMOUNT_MAX_LENGTH, messages.malformed)
    .transform((value, context) => {
      const reading = readAmount(value, locale);
      if (reading.ok) return reading.cents;
      context.addIssue({ code: z.ZodIssueCode.custom, message: messages[reading.problem] });
      return z.NEVER;
    });
}

function resultsSchema(locale: Locale) {
  const currencyMessage = translate(locale, "home.results.currencyError");
  return z.object({
    currency: z.enum(CURRENCIES, { errorMap: () => ({ message: currencyMessage }) }),
    debtAtStart: amountField("start", locale),
    debtNow: amountField("now", locale),
  });
}

const schemas = new Map<Locale, ReturnType<typeof resultsSchema>>();

/** The schema in the page's language: its messages, and amounts read as that language writes them. Made once per language. */
export function debtResultSchemaFor(locale: Locale): ReturnType<typeof resultsSchema> {
  let schema = schemas.get(locale);
  if (!schema) schemas.set(locale, (schema = resultsSchema(locale)));
  return schema;
}

/** The English schema (the constraints test compares its fields with the page's table; every language's has the same). */
export const debtResultSchema = debtResultSchemaFor("en");
