/**
 * The reminder emails (issue 26): each in its reader's own zone, with the calendar file (REQUEST, the
 * same UID and SEQUENCE as the invitation, so a calendar updates its entry instead of adding one) and an
 * absolute link to the page. Transactional: they concern an RSVP or a booking, carry nothing promotional,
 * and say how to stop them.
 */
import { coachingSessionPath, adminCoachingSessionPath } from "~/features/coaching/paths";
import { liveEventPath } from "~/features/live/paths";
import { formatZoned } from "~/features/time-zones/domain/zoned-time";
import { PRODUCT_NAME } from "~/lib/copy/brand";
import type { MailMessage } from "~/lib/services/mail";
import { CALENDAR_CONTENT_TYPE, calendarFile, calendarUid, type CalendarEvent } from "./ics";
import { REMINDER_TEXTS } from "./texts";

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

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
// A title is one line wherever it is shown; in a subject a line break would start a header.
const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

function message(to: string, subject: string, lines: string[], link: { url: string; label: string }, file: CalendarEvent): MailMessage {
  return {
    to,
    subject,
    text: [...lines, `${link.label}: ${link.url}`, `— ${PRODUCT_NAME}`].join("\n\n"),
    html: [
      ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`,
      `<p>— ${escapeHtml(PRODUCT_NAME)}</p>`,
    ].join("\n"),
    attachments: [{ filename: "reminder.ics", contentType: CALENDAR_CONTENT_TYPE, content: calendarFile(file, "REQUEST") }],
  };
}

export function liveReminderEmail({ event, recipient }: LiveReminder, siteUrl: URL, now: Date): MailMessage {
  const texts = REMINDER_TEXTS.live;
  const title = oneLine(event.title);
  const when = formatZoned(event.startsAt, recipient.timeZone, now);
  const url = new URL(liveEventPath(event.id), siteUrl).href;
  return message(
    recipient.email,
    texts.subject(title, when),
    [texts.body(title, when), texts.joinLink, REMINDER_TEXTS.attached, texts.why],
    { url, label: texts.open },
    {
      uid: calendarUid("live", event.id, siteUrl),
      sequence: event.sequence,
      start: event.startsAt,
      end: new Date(event.startsAt.getTime() + event.durationMinutes * 60_000),
      title: event.title,
      description: event.description,
      url,
      stamp: now,
    },
  );
}

export function coachingReminderEmail({ session, recipient, otherName, side }: CoachingReminder, siteUrl: URL, now: Date): MailMessage {
  const texts = REMINDER_TEXTS.coaching;
  const when = formatZoned(session.startsAt, recipient.timeZone, now);
  const url = new URL(side === "member" ? coachingSessionPath(session.id) : adminCoachingSessionPath(session.id), siteUrl).href;
  return message(
    recipient.email,
    texts.subject(when),
    [side === "member" ? texts.memberBody(when, otherName) : texts.coachBody(when, otherName), REMINDER_TEXTS.attached, texts.why],
    { url, label: texts.open },
    {
      uid: calendarUid("coaching", session.id, siteUrl),
      sequence: session.sequence,
      start: session.startsAt,
      end: session.endsAt,
      title: `${PRODUCT_NAME}: ${REMINDER_TEXTS.coachingTitle}`,
      description: REMINDER_TEXTS.coachingDescription,
      url,
      stamp: now,
    },
  );
}
