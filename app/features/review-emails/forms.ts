/** Settings' Review emails form (ADR 020): one box, posted as "on" when ticked and absent when not. */
import { z } from "zod";
import { REVIEW_EMAIL_TEXTS } from "./texts";

export const reviewEmailChoiceSchema = z.object({
  reviewEmails: z.enum(["on"], { errorMap: () => ({ message: REVIEW_EMAIL_TEXTS.settings.invalid }) }).optional(),
});
