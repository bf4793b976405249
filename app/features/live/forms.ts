/** The live Q&A forms' schemas (ADR 020): the console's event and cancel forms, a member's question and vote. */
import { z } from "zod";
import { isLocalDate } from "~/features/time-zones/domain/zoned-time";
import { LIVE_ACTION_TEXTS, LIVE_FORM_TEXTS } from "./texts";
import { DESCRIPTION_MAX, parseTimeOfDay, QUESTION_MAX, REASON_MAX, TITLE_MAX, URL_MAX } from "./domain/live-rules";

const httpsUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.length > 0;
  } catch {
    return false;
  }
};

const wholeNumber = (min: number, max: number, message: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,6}$/, message)
    .transform(Number)
    .pipe(z.number().int().min(min, message).max(max, message));

/** The console's event form. The start is a local date and time, read in the staff member's zone by `startOf`. */
export const eventSchema = z.object({
  title: z.string().trim().min(1, LIVE_FORM_TEXTS.titleEmpty).max(TITLE_MAX, LIVE_FORM_TEXTS.titleTooLong),
  description: z.string().trim().min(1, LIVE_FORM_TEXTS.descriptionEmpty).max(DESCRIPTION_MAX, LIVE_FORM_TEXTS.descriptionTooLong),
  date: z
    .string()
    .trim()
    .min(1, LIVE_FORM_TEXTS.date)
    .max(10, LIVE_FORM_TEXTS.date)
    .refine((value) => isLocalDate(value), LIVE_FORM_TEXTS.date),
  time: z
    .string()
    .trim()
    .min(1, LIVE_FORM_TEXTS.time)
    .max(5, LIVE_FORM_TEXTS.time)
    .refine((value) => parseTimeOfDay(value) !== null, LIVE_FORM_TEXTS.time),
  durationMinutes: wholeNumber(15, 480, LIVE_FORM_TEXTS.duration),
  capacity: wholeNumber(1, 100_000, LIVE_FORM_TEXTS.capacity),
  joinUrl: z.string().trim().min(1, LIVE_FORM_TEXTS.joinUrl).max(URL_MAX, LIVE_FORM_TEXTS.joinUrl).refine(httpsUrl, LIVE_FORM_TEXTS.joinUrl),
  replayUrl: z
    .string()
    .trim()
    .max(URL_MAX, LIVE_FORM_TEXTS.replayUrl)
    .refine((value) => value === "" || httpsUrl(value), LIVE_FORM_TEXTS.replayUrl)
    .optional(),
});
export type EventForm = z.output<typeof eventSchema>;

export const cancelSchema = z.object({
  reason: z.string().trim().min(1, LIVE_FORM_TEXTS.reason).max(REASON_MAX, LIVE_FORM_TEXTS.reason),
});

/** A member's question, its messages in one language (`texts`: texts.ts's English, or the server's words for another). */
export function questionSchemaWith(texts: { questionEmpty: string; questionTooLong: (length: number, max: number) => string }) {
  return z.object({
    body: z
      .string()
      .trim()
      .min(1, texts.questionEmpty)
      .superRefine((value, ctx) => {
        if (value.length > QUESTION_MAX) ctx.addIssue({ code: "custom", message: texts.questionTooLong(value.length, QUESTION_MAX) });
      }),
  });
}

export const questionSchema = questionSchemaWith(LIVE_ACTION_TEXTS);

/** A vote's button names its question: `vote=<id>` to upvote, `unvote=<id>` to take the vote back. */
const questionId = z.string().trim().min(1).max(64);
export const voteSchema = z.union([z.object({ vote: questionId }), z.object({ unvote: questionId })]);
