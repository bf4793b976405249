/**
 * Who may review a course, what a review may say, and how the list is paged (ADR 033). Plain rules:
 * the server checks eligibility again in the statement that writes the review.
 */
import type { FieldConstraints } from "~/lib/http/field-constraints";
import type { MessageKey, MessageValues } from "~/lib/i18n/messages";

/**
 * How the rules' sentences are worded: `t` of `useTranslate` on the page, `translate` in the page's language
 * on the server (`course.page.reviews.*` and `course.review.*` of the catalogues).
 */
export type ReviewWords = (key: MessageKey, values?: MessageValues) => string;

/** The longest review, in characters; the form says so. */
export const REVIEW_BODY_MAX = 2000;
export const RATING_VALUES = [1, 2, 3, 4, 5] as const;
/** Reviews per page of a course page's list. */
export const REVIEWS_PAGE_SIZE = 10;
/** The query parameter of the list's page (the course page's other parameter is `preview`). */
export const REVIEWS_PAGE_PARAM = "reviews";

/** The review form's HTML constraints (app/lib/http/field-constraints.ts); ../forms.ts enforces them. */
export const REVIEW_CONSTRAINTS = {
  rating: { required: true },
  body: { required: true, maxLength: REVIEW_BODY_MAX },
} as const satisfies FieldConstraints<"rating" | "body">;

/**
 * A learner may review a course once they have completed at least a quarter of its lessons
 * (completed × 4 ≥ total, counted in whole lessons, so 2 of 7 qualifies), or all of them. `needed` is
 * the number of lessons that takes.
 */
export function reviewEligibility(completed: number, total: number): { eligible: boolean; needed: number } {
  return { eligible: total > 0 && completed * 4 >= total, needed: Math.ceil(total / 4) };
}

/**
 * How far a reviewer got, read from their progress and access when the page is shown. A reviewer who no
 * longer has the course (a refund, a plan that ended) keeps their review, marked so; which of the two
 * it was stays theirs.
 */
export function reviewerProgress(completed: number, total: number, holdsCourse: boolean, t: ReviewWords): string {
  const progress =
    total > 0 && completed >= total ? t("course.review.completedCourse") : t("course.review.completedLessons", { completed, count: total });
  return holdsCourse ? progress : t("course.review.noLongerHeld", { progress });
}

/** Why a learner's review was not written: below a quarter of the course, or without the course now. */
export function reviewRefusal(outcome: { reason: "progress"; needed: number; total: number } | { reason: "no-access" }, t: ReviewWords): string {
  if (outcome.reason === "no-access") return t("course.review.refusedAccess");
  return t("course.review.refusedProgress", { needed: outcome.needed, total: outcome.total });
}

/** The page of the review list an address asks for: a whole number from 1, anything else is the first page. */
export function reviewsPageOf(url: URL): number {
  const value = url.searchParams.get(REVIEWS_PAGE_PARAM) ?? "";
  return /^[1-9]\d{0,4}$/.test(value) ? Number(value) : 1;
}

/** A star rating written out, for screen readers and as the visible text beside the stars. */
export function starsText(rating: number, t?: ReviewWords): string {
  // The staff console (English only) words it without a page's messages.
  return t ? t("course.page.reviews.stars", { count: rating }) : `${rating} out of 5 ${rating === 1 ? "star" : "stars"}`;
}
