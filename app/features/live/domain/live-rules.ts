/**
 * The live Q&A's rules (issue 26 item 2), free of the database: when the join link may be shown, what
 * counts as past, and the forms' schemas (ADR 020) shared by the pages and the actions.
 */
import { z } from "zod";
import { isLocalDate, zonedTimeToInstant, type LocalDate } from "~/features/time-zones/domain/zoned-time";
import { LIVE_ACTION_TEXTS, LIVE_FORM_TEXTS } from "~/features/live/texts";

const MINUTE = 60_000;
/** The join link opens this long before the start (issue 26: "from 15 minutes before the start until the end"). */
export const JOIN_LEAD_MS = 15 * MINUTE;
export const QUESTION_MAX = 500;
/** Questions one member may ask per session: enough to ask, too few to flood the list others vote on. */
export const QUESTIONS_PER_MEMBER = 5;
export const TITLE_MAX = 120;
export const DESCRIPTION_MAX = 2000;
export const URL_MAX = 500;
export const REASON_MAX = 500;

export interface EventTimes {
  startsAt: Date;
  durationMinutes: number;
  cancelledAt: Date | null;
}

export const eventEnd = (event: Pick<EventTimes, "startsAt" | "durationMinutes">) =>
  new Date(event.startsAt.getTime() + event.durationMinutes * MINUTE);

/** Over (its end has passed): a past event shows its replay and takes no RSVP or question. */
export const isOver = (event: Pick<EventTimes, "startsAt" | "durationMinutes">, now: Date) => eventEnd(event).getTime() <= now.getTime();

/** Whether a member who RSVP'd may be given the join link now: never for a cancelled event, only inside the window. */
export function joinLinkOpen(event: EventTimes, rsvped: boolean, now: Date): boolean {
  if (!rsvped || event.cancelledAt) return false;
  const t = now.getTime();
  return t >= event.startsAt.getTime() - JOIN_LEAD_MS && t < eventEnd(event).getTime();
}

/** Whether a change is one a calendar must pick up (SEQUENCE raised, members emailed): time, duration or title. */
export function isCalendarChange(before: { startsAt: Date; durationMinutes: number; title: string }, after: typeof before): boolean {
  return (
    before.startsAt.getTime() !== after.startsAt.getTime() || before.durationMinutes !== after.durationMinutes || before.title !== after.title
  );
}

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

/** "19:00" → minutes after local midnight. */
export function parseTimeOfDay(value: string): number | null {
  const match = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(value.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

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

/** The instant a typed local date and time names in `zone` (a spring-gap time moves forward, see zoned-time.ts). */
export const startOf = (form: Pick<EventForm, "date" | "time">, zone: string): Date =>
  zonedTimeToInstant(form.date as LocalDate, parseTimeOfDay(form.time)!, zone);

export const cancelSchema = z.object({
  reason: z.string().trim().min(1, LIVE_FORM_TEXTS.reason).max(REASON_MAX, LIVE_FORM_TEXTS.reason),
});

export const questionSchema = z.object({
  body: z
    .string()
    .trim()
    .min(1, LIVE_ACTION_TEXTS.questionEmpty)
    .superRefine((value, ctx) => {
      if (value.length > QUESTION_MAX) ctx.addIssue({ code: "custom", message: LIVE_ACTION_TEXTS.questionTooLong(value.length, QUESTION_MAX) });
    }),
});

/** A vote's button names its question: `vote=<id>` to upvote, `unvote=<id>` to take the vote back. */
const questionId = z.string().trim().min(1).max(64);
export const voteSchema = z.union([z.object({ vote: questionId }), z.object({ unvote: questionId })]);

/** What the member forms of an event page post (a vote's button posts `vote` or `unvote` as its own field). */
export const LIVE_INTENTS = { rsvp: "rsvp", cancelRsvp: "cancel-rsvp", ask: "ask", vote: "vote", unvote: "unvote" } as const;
export type LiveIntent = (typeof LIVE_INTENTS)[keyof typeof LIVE_INTENTS];
export const isLiveIntent = (value: string): value is LiveIntent => (Object.values(LIVE_INTENTS) as string[]).includes(value);

/** The intent of a posted form: its `intent` field, or the vote button that was pressed. */
export function intentOf(form: FormData): string {
  if (form.has(LIVE_INTENTS.vote)) return LIVE_INTENTS.vote;
  if (form.has(LIVE_INTENTS.unvote)) return LIVE_INTENTS.unvote;
  return String(form.get("intent") ?? "");
}

/**
 * A session's page lists its most-voted questions, and the viewer's own wherever they rank; the full
 * list is one link away. Rendering hundreds of vote buttons was most of a busy page's time.
 */
export const QUESTIONS_SHOWN = 50;
