import type { Catalogue } from "~/lib/i18n/messages";

/**
 * The words of the figures the public pages claim (features/proof/domain/claims.ts), in English: the
 * English catalogue's `home.proof.*` are these, and the French catalogue translates them. A loader passes
 * its page's language's with `proofWords`; without words, claims.ts writes English.
 */
export const PROOF_TEXT = {
  "home.proof.atLeast": "{value}+",
  "home.proof.percent": "{share}%",
  "home.proof.learners": "{count} learners",
  "home.proof.lessons": { one: "lesson", other: "lessons" },
  "home.proof.tools": "free calculators",
  "home.proof.courses": "courses",
  "home.proof.countries": "countries' rules: {countries}",
  "home.proof.country.CA": "Canada",
  "home.proof.country.US": "United States",
  "home.proof.learnersEnrolled": "learners enrolled",
  "home.proof.coursesCompleted": "courses completed",
  "home.proof.debtPaidOff": "of debt paid off, reported by learners",
  "home.proof.lowered": "of reporting learners lowered their debt",
  "home.proof.method.learners":
    "Learners enrolled: accounts that hold a course today, through an order that was not refunded (bought, or given by our staff) or an active plan, each counted once. Our staff's accounts are not counted.",
  "home.proof.method.courseLearners": "A course's learners: accounts that hold that course today, counted the same way.",
  "home.proof.method.completions":
    "Courses completed: learners' certificates of completion that were not revoked, each issued for every lesson of a course finished and its final assessment passed (before the courses had one, for every lesson finished).",
  "home.proof.method.debt":
    "Debt paid off: self-reported by learners on the Debt Challenge's results form, not verified by us. For each learner, their total debt when they started minus their total debt now (never less than zero), added up per currency: Canadian and US dollars are never added together.",
  "home.proof.method.lowered":
    "Lowered their debt: the share of the learners who reported on that form whose debt now is below their debt when they started.",
  "home.proof.counted":
    "Counted from our own records, rounded down, and shown only from {learners} learners, {courseLearners} learners of a course, {completions} completions and {debtReporters} reporting learners. Recounted every hour: these figures are as of {asOf}.",
  "home.proof.countedSince":
    "Counted from our own records since {since}, when our records start, rounded down, and shown only from {learners} learners, {courseLearners} learners of a course, {completions} completions and {debtReporters} reporting learners. Recounted every hour: these figures are as of {asOf}.",
} as const satisfies Catalogue;
