/** An event's calendar file to download, and the emails that tell RSVP'd members it changed. */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { calendarEmail } from "~/features/calendar/calendar-email";
import { calendarFile, type CalendarMethod } from "~/features/calendar/ics";
import { formatZoned } from "~/features/time-zones/domain/zoned-time";
import { sendAfterResponse } from "~/lib/services/auth/accounts.server";
import { liveCalendarEvent, type CalendarSource } from "./calendar-event";
import { LIVE_EMAIL_TEXTS } from "./texts";

export function eventCalendar(context: AppLoadContext, event: CalendarSource, method: CalendarMethod, now: Date): string {
  return calendarFile(liveCalendarEvent(event, context.settings.siteUrl, now), method);
}

export const calendarFileName = "live-qa.ics";

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
  const calendarEvent = liveCalendarEvent(event, context.settings.siteUrl, now);
  for (const attendee of attendees) {
    const message = calendarEmail({
      to: attendee.email,
      subject: cancelled ? LIVE_EMAIL_TEXTS.cancelledSubject(event.title) : LIVE_EMAIL_TEXTS.changedSubject(event.title),
      lines: [
        cancelled ? LIVE_EMAIL_TEXTS.cancelled(event.title) : LIVE_EMAIL_TEXTS.changed(event.title),
        cancelled
          ? LIVE_EMAIL_TEXTS.was(formatZoned(change.previousStart, attendee.timeZone, now))
          : LIVE_EMAIL_TEXTS.when(formatZoned(event.startsAt, attendee.timeZone, now), event.durationMinutes),
        LIVE_EMAIL_TEXTS.why,
      ],
      link: { url: calendarEvent.url, label: LIVE_EMAIL_TEXTS.link },
      event: calendarEvent,
      method: cancelled ? "CANCEL" : "REQUEST",
      filename: calendarFileName,
    });
    sendAfterResponse(context, message);
  }
}
