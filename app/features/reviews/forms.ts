import { z } from "zod";
import { REVIEW_BODY_MAX } from "./domain/review-rules";

/** The review form's messages in English; the catalogues' `course.review.*` say the same, and French for French pages. */
export const REVIEW_FORM_TEXTS = {
  chooseRating: "Choose a rating from 1 to 5 stars.",
  writeReview: "Write your review.",
  tooLong: `Keep your review to ${REVIEW_BODY_MAX.toLocaleString("en-US")} characters or fewer.`,
};

/** The learner's own review form (ADR 020): a rating from 1 to 5 and a written review, its messages in one language. */
export function reviewSchemaWith(texts: typeof REVIEW_FORM_TEXTS) {
  return z.object({
    rating: z.enum(["1", "2", "3", "4", "5"], { errorMap: () => ({ message: texts.chooseRating }) }).transform(Number),
    body: z.string({ required_error: texts.writeReview }).trim().min(1, texts.writeReview).max(REVIEW_BODY_MAX, texts.tooLong),
  });
}

export const reviewSchema = reviewSchemaWith(REVIEW_FORM_TEXTS);
