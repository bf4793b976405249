/** The goal contribution form's rules (ADR 020): the browser and the server check the same ones. */
import { z } from "zod";
import { dayNumber } from "~/lib/domain/dates";
import { CONTRIBUTION_TEXTS } from "~/features/advanced-tools/texts";

/** Far above any saving a month; keeps sums exact in cents. */
export const MAX_CONTRIBUTION = 10_000_000;

export const contributionSchema = z.object({
  goal: z.string().trim().min(1, CONTRIBUTION_TEXTS.pickGoal).max(200, CONTRIBUTION_TEXTS.pickGoal),
  amount: z
    .string()
    .trim()
    .regex(/^\d+(\.\d{1,2})?$/, CONTRIBUTION_TEXTS.amount)
    .transform(Number)
    .pipe(z.number().positive(CONTRIBUTION_TEXTS.amount).max(MAX_CONTRIBUTION, CONTRIBUTION_TEXTS.amount)),
  contributedOn: z
    .string()
    .trim()
    .refine((value) => dayNumber(value) !== null, CONTRIBUTION_TEXTS.date),
  // Made when the form is drawn: a second submit of the same form carries the same key and adds nothing.
  token: z.string().uuid(CONTRIBUTION_TEXTS.stale),
});

export type ContributionForm = z.output<typeof contributionSchema>;

/** An amount typed as "12.34" in whole cents, without floating-point drift. */
export function toCentsExact(amount: number): number {
  return Math.round(amount * 100);
}
