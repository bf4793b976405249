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

/**
 * The home page's line about ratings, from the courses that pass the threshold, or null when none
 * does (the line is then left out): "Courses rated 4.2 to 4.8 out of 5 (37 reviews)", or one course's
 * own rating when it is the only one.
 */
export function ratingsLine(courses: readonly { title: string; rating: CourseRating | null }[]): string | null {
  const rated = courses.flatMap(({ title, rating }) => (rating ? [{ title, rating }] : []));
  const [only] = rated;
  if (!only) return null;
  if (rated.length === 1) return `${only.title} rated ${ratingText(only.rating)}`;
  const averages = rated.map(({ rating }) => rating.average);
  const [low, high] = [Math.min(...averages), Math.max(...averages)];
  const range = low === high ? low.toFixed(1) : `${low.toFixed(1)} to ${high.toFixed(1)}`;
  const reviews = rated.reduce((sum, { rating }) => sum + rating.count, 0);
  return `Courses rated ${range} out of 5 (${reviews.toLocaleString("en-US")} reviews)`;
}
