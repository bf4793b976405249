/** The post forms' schemas (ADR 020): a reply (or a lesson discussion's post) and a new thread. */
import { z } from "zod";
import { CATEGORIES, type CategorySlug } from "./domain/categories";
import { BODY_MAX, TITLE_MAX } from "./domain/community-rules";
import { VALIDATION_TEXTS } from "./texts";

/** A text field that names its limit and the length typed when it is over ("Your post is 10,001 characters; ..."). */
function limitedText(max: number, empty: string, tooLong: (length: number, max: number) => string) {
  return z
    .string({
      // The message is built from the input itself, so a member sees how far over they are.
      errorMap: (issue, parse) => ({
        message: issue.code === "too_big" && typeof parse.data === "string" ? tooLong(parse.data.trim().length, max) : empty,
      }),
    })
    .trim()
    .min(1)
    .max(max);
}

const body = limitedText(BODY_MAX, VALIDATION_TEXTS.bodyEmpty, VALIDATION_TEXTS.bodyTooLong);

/** A reply, or a post in a lesson's discussion. `intent` is Post or Preview. */
export const replySchema = z.object({ body });

/** A new thread of the members' space. */
export const threadSchema = z.object({
  category: z.enum(CATEGORIES.map((category) => category.slug) as [CategorySlug, ...CategorySlug[]], {
    errorMap: () => ({ message: VALIDATION_TEXTS.category }),
  }),
  title: limitedText(TITLE_MAX, VALIDATION_TEXTS.titleEmpty, VALIDATION_TEXTS.titleTooLong),
  body,
});
