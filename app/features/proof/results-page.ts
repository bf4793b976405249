/**
 * What the results page and the proof cards show: the texts that say how a report is used, and the
 * form's HTML constraints (app/lib/http/field-constraints.ts). ./results-form.ts enforces them.
 */
import type { FieldConstraints } from "~/lib/http/field-constraints";

/** The longest amount typed ("12,500,000.00" and then some); longer is a typo, not a figure. */
export const AMOUNT_MAX_LENGTH = 20;

export const RESULTS_CONSTRAINTS = {
  currency: { required: true },
  debtAtStart: { required: true, maxLength: AMOUNT_MAX_LENGTH },
  debtNow: { required: true, maxLength: AMOUNT_MAX_LENGTH },
} as const satisfies FieldConstraints<"currency" | "debtAtStart" | "debtNow">;

export const RESULTS_TEXTS = {
  title: "Your 90-day results",
  intro:
    "Day 90 of the challenge asks you to measure honestly. Tell us your total debt when you started and your total debt now, and change them whenever you like.",
  use: "How we use it: your figures are never shown with your name. They are added, anonymously, into the totals on our home page (debt paid off, per currency, and the share of learners whose debt went down), once enough learners have reported.",
  saved: { title: "Results saved", description: "Thank you: your figures now count in the site's totals." },
  saveFailed: "Your results could not be saved. Please try again.",
  noAccess: "Only learners of the Debt-Free in 90 Days Challenge can report results.",
} as const;
