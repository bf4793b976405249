/**
 * The reminder emails (issue 26): each in its reader's own zone, with the calendar file (REQUEST, the
 * same UID and SEQUENCE as the invitation, so a calendar updates its entry instead of adding one) and an
 * absolute link to the page. Transactional: they concern an RSVP or a booking, carry nothing promotional,
 * and say how to stop them.
 */
import { coachingSessionPath, adminCoachingSessionPath } from "~/features/coaching/paths";
import { formatZoned } from "~/features/time-zones/domain/zoned-time";
import type { MailMessage } from "~/lib/services/mail";
import { sessionCalendarEvent } from "~/features/coaching/emails";
import { liveCalendarEvent } from "~/features/live/calendar-event";
import { calendarEmail, oneLine } from "./calendar-email";
import { REMINDER_TEXTS } from "./texts";

const REMINDER_FILE_NAME = "reminder.ics";

export interface Recipient {
  email: string;
  timeZone: string;
}

export interface LiveReminder {
  event: { id: string; title: string; description: string; startsAt: Date; durationMinutes: number; sequence: number };
  recipient: Recipient;
}

export interface CoachingReminder {
  session: { id: string; startsAt: Date; endsAt: Date; sequence: number };
  recipient: Recipient;
  /** Whom the session is with, by display name (never an email). */
  otherName: string;
  /** The member gets the member's page, the coach the console's. */
  side: "member" | "coach";
}

export function liveReminderEmail({ event, recipient }: LiveReminder, siteUrl: URL, now: Date): MailMessage {
  const texts = REMINDER_TEXTS.live;
  const title = oneLine(event.title);
  const when = formatZoned(event.startsAt, recipient.timeZone, now);
  const calendarEvent = liveCalendarEvent(event, siteUrl, now);
  return calendarEmail({
    to: recipient.email,
    subject: texts.subject(title, when),
    lines: [texts.body(title, when), texts.joinLink, REMINDER_TEXTS.attached, texts.why],
    link: { url: calendarEvent.url, label: texts.open },
    event: calendarEvent,
    method: "REQUEST",
    filename: REMINDER_FILE_NAME,
  });
}

export function coachingReminderEmail({ session, recipient, otherName, side }: CoachingReminder, siteUrl: URL, now: Date): MailMessage {
  const texts = REMINDER_TEXTS.coaching;
  const when = formatZoned(session.startsAt, recipient.timeZone, now);
  const url = new URL(side === "member" ? coachingSessionPath(session.id) : adminCoachingSessionPath(session.id), siteUrl).href;
  return calendarEmail({
    to: recipient.email,
    subject: texts.subject(when),
    lines: [side === "member" ? texts.memberBody(when, otherName) : texts.coachBody(when, otherName), REMINDER_TEXTS.attached, texts.why],
    link: { url, label: texts.open },
    event: sessionCalendarEvent(session, siteUrl, url, now),
    method: "REQUEST",
    filename: REMINDER_FILE_NAME,
  });
}
