/** An event as a calendar file (the calendar helper's `calendarFile`), and the emails that carry one. */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { calendarFile, CALENDAR_CONTENT_TYPE, type CalendarMethod } from "~/features/calendar/ics";
import { formatZoned } from "~/features/time-zones/domain/zoned-time";
import { PRODUCT_NAME } from "~/lib/copy/brand";
import { sendAfterResponse } from "~/lib/services/auth/accounts.server";
import type { MailMessage } from "~/lib/services/mail";
import { eventEnd } from "./domain/live-rules";
import { liveEventPath } from "./paths";
import { LIVE_EMAIL_TEXTS } from "./texts";

export interface CalendarSource {
  id: string;
  title: string;
  description: string;
  startsAt: Date;
  durationMinutes: number;
  sequence: number;
}

const eventUrl = (context: AppLoadContext, eventId: string) => new URL(liveEventPath(eventId), context.settings.siteUrl).href;

/** The event's file: a UID stable for its whole life, its SEQUENCE, the start and end as UTC instants, never the join link. */
export function eventCalendar(context: AppLoadContext, event: CalendarSource, method: CalendarMethod, now: Date): string {
  return calendarFile(
    {
      uid: `live-${event.id}@${new URL(context.settings.siteUrl).hostname}`,
      sequence: event.sequence,
      start: event.startsAt,
      end: eventEnd(event),
      title: event.title,
      description: event.description,
      url: eventUrl(context, event.id),
      stamp: now,
    },
    method,
  );
}

export const calendarFileName = "live-qa.ics";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export interface Attendee {
  email: string;
  timeZone: string;
}

/**
 * Tells everyone who RSVP'd that the event changed or was cancelled, each with the time in their own
 * zone and the new calendar file (REQUEST updates the entry, CANCEL removes it). Sent after the response.
 */
export function notifyAttendees(
  context: AppLoadContext,
  attendees: readonly Attendee[],
  event: CalendarSource,
  change: { kind: "changed" | "cancelled"; previousStart: Date },
  now: Date,
): void {
  const cancelled = change.kind === "cancelled";
  const file = eventCalendar(context, event, cancelled ? "CANCEL" : "REQUEST", now);
  const link = eventUrl(context, event.id);
  const title = event.title.replace(/\s+/g, " ").trim();
  for (const attendee of attendees) {
    const when = formatZoned(event.startsAt, attendee.timeZone, now);
    const lines = [
      cancelled ? LIVE_EMAIL_TEXTS.cancelled(title) : LIVE_EMAIL_TEXTS.changed(title),
      cancelled
        ? LIVE_EMAIL_TEXTS.was(formatZoned(change.previousStart, attendee.timeZone, now))
        : LIVE_EMAIL_TEXTS.when(when, event.durationMinutes),
      `${LIVE_EMAIL_TEXTS.link}: ${link}`,
      LIVE_EMAIL_TEXTS.why,
    ];
    const message: MailMessage = {
      to: attendee.email,
      subject: cancelled ? LIVE_EMAIL_TEXTS.cancelledSubject(title) : LIVE_EMAIL_TEXTS.changedSubject(title),
      text: [...lines, `— ${PRODUCT_NAME}`].join("\n\n"),
      html: [...lines.map((line) => `<p>${escapeHtml(line)}</p>`), `<p>— ${escapeHtml(PRODUCT_NAME)}</p>`].join("\n"),
      attachments: [{ filename: calendarFileName, contentType: CALENDAR_CONTENT_TYPE, content: file }],
    };
    sendAfterResponse(context, message);
  }
}
