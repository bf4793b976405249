/** The console's review form (ADR 020's recipe): which review, and the reason the audit log keeps. */
import { z } from "zod";
import { reason } from "./learner-forms";

/** What the reviews page posts (its forms' `intent`). */
export type ReviewIntent = "review-hide" | "review-restore";

export const reviewModerationSchema = z.object({ review: z.string().min(1).max(200), reason });
