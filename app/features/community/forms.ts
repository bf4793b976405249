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

/** The two schemas with their messages in one language (`texts`: texts.ts's English, or the server's words for another). */
export function postSchemas(texts: typeof VALIDATION_TEXTS) {
  const body = limitedText(BODY_MAX, texts.bodyEmpty, texts.bodyTooLong);
  return {
    /** A reply, or a post in a lesson's discussion. `intent` is Post or Preview. */
    replySchema: z.object({ body }),
    /** A new thread of the members' space. */
    threadSchema: z.object({
      category: z.enum(CATEGORIES.map((category) => category.slug) as [CategorySlug, ...CategorySlug[]], {
        errorMap: () => ({ message: texts.category }),
      }),
      title: limitedText(TITLE_MAX, texts.titleEmpty, texts.titleTooLong),
      body,
    }),
  };
}

export const { replySchema, threadSchema } = postSchemas(VALIDATION_TEXTS);
