/**
 * The live Q&A's rules (issue 26 item 2), free of the database: when the join link may be shown, what
 * counts as past, and the forms' limits and HTML constraints (their schemas are in ../forms.ts).
 */
import type { FieldConstraints } from "~/lib/http/field-constraints";
import { localParts, zonedTimeToInstant, type LocalDate } from "~/features/time-zones/domain/zoned-time";

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

/** "19:00" → minutes after local midnight. */
export function parseTimeOfDay(value: string): number | null {
  const match = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(value.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** The console's event and cancel forms' HTML constraints (app/lib/http/field-constraints.ts); ../forms.ts enforces them. */
export const EVENT_CONSTRAINTS = {
  title: { required: true, maxLength: TITLE_MAX },
  description: { required: true, maxLength: DESCRIPTION_MAX },
  date: { required: true, maxLength: 10 },
  time: { required: true, maxLength: 5 },
  durationMinutes: {},
  capacity: {},
  joinUrl: { required: true, maxLength: URL_MAX },
  replayUrl: { maxLength: URL_MAX },
} as const satisfies FieldConstraints<string>;
export const CANCEL_CONSTRAINTS = { reason: { required: true, maxLength: REASON_MAX } } as const satisfies FieldConstraints<"reason">;

/** The form field that carries an edited event's stored start (an instant), beside its date and time. */
export const KEPT_START_FIELD = "keptStart";
/** The new event form's id for the event it makes: the same form sent twice makes one event. */
export const NEW_EVENT_ID_FIELD = "newEventId";

/**
 * The instant a typed local date and time names in `zone` (a spring-gap time moves forward, a repeated
 * fall-back time is its first instant, see zoned-time.ts). An edit keeps the event's stored instant while
 * the date and time still name it: an event at the second 1:30 AM of the fall-back night is not moved an
 * hour, and its RSVPs told of a change, because its title was edited.
 */
export function startOf(form: { date: string; time: string }, zone: string, kept: Date | null = null): Date {
  const minute = parseTimeOfDay(form.time)!;
  if (kept && !Number.isNaN(kept.getTime())) {
    const wall = localParts(kept, zone);
    if (wall.date === form.date && wall.minuteOfDay === minute) return kept;
  }
  return zonedTimeToInstant(form.date as LocalDate, minute, zone);
}

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
