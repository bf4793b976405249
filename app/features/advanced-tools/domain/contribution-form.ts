/** The goal contribution form's rules (ADR 020): the browser and the server check the same ones. */
import { z } from "zod";
import { dayNumber } from "~/lib/domain/dates";
import { EARLIEST_CONTRIBUTION } from "./goal-pace";
import { canonicalDecimal } from "~/features/tools/domain/query";
import type { Locale } from "~/lib/i18n/locale";
import { CONTRIBUTION_TEXTS, type ContributionTexts } from "~/features/advanced-tools/texts";

/** Far above any saving a month; keeps sums exact in cents. */
export const MAX_CONTRIBUTION = 10_000_000;

const AMOUNT = /^\d+(\.\d{1,2})?$/;

/**
 * The form's schema with its messages in one language (`texts`: texts.ts's English, or the server's words
 * for another), reading the amount as a page in `locale` writes it ("12,50" in French, as a number field
 * sends it too).
 */
export function contributionSchemaFor(locale: Locale, texts: ContributionTexts) {
  const positive = z.number().positive(texts.amount).max(MAX_CONTRIBUTION, texts.amount);
  // English reads only a plain decimal; another language's digit groups and decimal comma first become one.
  const amount =
    locale === "en"
      ? z.string().trim().regex(AMOUNT, texts.amount).transform(Number).pipe(positive)
      : z
          .string()
          .trim()
          .transform((value) => canonicalDecimal(value, locale) ?? value)
          .pipe(z.string().regex(AMOUNT, texts.amount))
          .transform(Number)
          .pipe(positive);
  return z.object({
    goal: z.string().trim().min(1, texts.pickGoal).max(200, texts.pickGoal),
    amount,
    contributedOn: z
      .string()
      .trim()
      .refine((value) => (dayNumber(value) ?? -1) >= dayNumber(EARLIEST_CONTRIBUTION)!, texts.date),
    // Made when the form is drawn: a second submit of the same form carries the same key and adds nothing.
    token: z.string().uuid(texts.stale),
  });
}

/** The form's schema in English. */
export const contributionSchema = contributionSchemaFor("en", CONTRIBUTION_TEXTS);

export type ContributionForm = z.output<typeof contributionSchema>;

/** An amount typed as "12.34" in whole cents, without floating-point drift. */
export function toCentsExact(amount: number): number {
  return Math.round(amount * 100);
}
