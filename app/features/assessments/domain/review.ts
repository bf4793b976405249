/**
 * Spaced review: a simple Leitner schedule kept per learner and question. A missed question comes back
 * the next day; each right answer moves it to a box asked less often, about 1, 7 and then 30 days on.
 */
import { DAY_MS } from "./grading";

/** Days until a question in box 1, 2 or 3 is due again. */
export const REVIEW_INTERVAL_DAYS = [1, 7, 30] as const;
export const TOP_BOX = REVIEW_INTERVAL_DAYS.length;
/** Questions asked in one review: a short session, not a test. */
export const REVIEW_SIZE = 10;

export interface ReviewCard {
  box: number;
  dueAt: Date;
}

/**
 * The card after an answer: a miss goes back to box 1 (due in a day); a right answer moves up a box;
 * a question first answered right starts in box 2, since it needs no review tomorrow.
 */
export function nextCard(previous: { box: number } | null, right: boolean, now: Date): ReviewCard {
  const box = !right ? 1 : Math.min(TOP_BOX, (previous?.box ?? 1) + 1);
  return { box, dueAt: new Date(now.getTime() + REVIEW_INTERVAL_DAYS[box - 1]! * DAY_MS) };
}
