import { LANGUAGE_TAG, type Locale } from "~/lib/i18n/locale";

/**
 * A course's rating as visitors see it: the average and count of its shown reviews, and only once
 * there are enough of them to mean something (ADR 033). Course cards, the course page, its schema.org
 * data and the home page all read these numbers from here, so they never disagree.
 */

/** Fewer shown reviews than this and a course shows no rating at all: no stars, no "0 reviews". */
export const RATING_THRESHOLD = 5;

export interface CourseRating {
  /** The mean of the shown reviews' ratings, rounded to one decimal (half up). */
  average: number;
  count: number;
}

/**
 * The rating to show from the count and the sum of a course's shown (not hidden) reviews, or null
 * below the threshold. Rounded in tenths from whole numbers: sum × 10 / count is exact at every tie.
 */
export function courseRating({ count, ratingSum }: { count: number; ratingSum: number }): CourseRating | null {
  if (count < RATING_THRESHOLD) return null;
  return { average: Math.round((ratingSum * 10) / count) / 10, count };
}

/** "4.6" */
export function formatAverage(rating: CourseRating): string {
  return rating.average.toFixed(1);
}

/** "4.6 out of 5 (12 reviews)" */
export function ratingText(rating: CourseRating): string {
  return `${formatAverage(rating)} out of 5 (${rating.count.toLocaleString("en-US")} reviews)`;
}

const averageFormats = new Map<Locale, Intl.NumberFormat>();

/** An average as `formatAverage` writes it, in a language: "4.6", "4,6"; always one decimal ("5.0"). */
export function averageText(average: number, locale: Locale): string {
  let format = averageFormats.get(locale);
  if (!format) {
    averageFormats.set(locale, (format = new Intl.NumberFormat(LANGUAGE_TAG[locale], { minimumFractionDigits: 1, maximumFractionDigits: 1 })));
  }
  return format.format(average);
}

/**
 * What the home page says of ratings, from the courses that pass the threshold: the one rated course's
 * own rating, or the range of the rated courses' averages and their reviews in all; null when none passes.
 */
export type RatingsSummary<C> = { kind: "one"; course: C; rating: CourseRating } | { kind: "range"; low: number; high: number; reviews: number };

export function ratingsSummary<C extends { rating: CourseRating | null }>(courses: readonly C[]): RatingsSummary<C> | null {
  const rated = courses.flatMap((course) => (course.rating ? [{ course, rating: course.rating }] : []));
  const [only] = rated;
  if (!only) return null;
  if (rated.length === 1) return { kind: "one", ...only };
  const averages = rated.map(({ rating }) => rating.average);
  const reviews = rated.reduce((sum, { rating }) => sum + rating.count, 0);
  return { kind: "range", low: Math.min(...averages), high: Math.max(...averages), reviews };
}

/**
 * The home page's line about ratings, from the courses that pass the threshold, or null when none
 * does (the line is then left out): "Courses rated 4.2 to 4.8 out of 5 (37 reviews)", or one course's
 * own rating when it is the only one. (The page writes `ratingsSummary` in its language.)
 */
export function ratingsLine(courses: readonly { title: string; rating: CourseRating | null }[]): string | null {
  const summary = ratingsSummary(courses);
  if (!summary) return null;
  if (summary.kind === "one") return `${summary.course.title} rated ${ratingText(summary.rating)}`;
  const { low, high, reviews } = summary;
  const range = low === high ? low.toFixed(1) : `${low.toFixed(1)} to ${high.toFixed(1)}`;
  return `Courses rated ${range} out of 5 (${reviews.toLocaleString("en-US")} reviews)`;
}
