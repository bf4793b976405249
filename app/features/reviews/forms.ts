import { z } from "zod";
import { REVIEW_BODY_MAX } from "./domain/review-rules";

/** The learner's own review form (ADR 020): a rating from 1 to 5 and a written review. */
export const reviewSchema = z.object({
  rating: z.enum(["1", "2", "3", "4", "5"], { errorMap: () => ({ message: "Choose a rating from 1 to 5 stars." }) }).transform(Number),
  body: z
    .string({ required_error: "Write your review." })
    .trim()
    .min(1, "Write your review.")
    .max(REVIEW_BODY_MAX, `Keep your review to ${REVIEW_BODY_MAX.toLocaleString("en-US")} characters or fewer.`),
});
