import { calendarOrganizer, calendarUid, type CalendarEvent } from "~/features/calendar/ics";
import { eventEnd } from "./domain/live-rules";
import { liveEventPath } from "./paths";

export interface CalendarSource {
  id: string;
  title: string;
  description: string;
  startsAt: Date;
  durationMinutes: number;
  sequence: number;
}

/**
 * A live event on a calendar, the same in the downloaded file, the change emails and the reminders: a UID
 * stable for its whole life, its SEQUENCE, start and end as UTC instants, and never the join link (a
 * calendar file is forwarded freely).
 */
export function liveCalendarEvent(event: CalendarSource, siteUrl: URL, now: Date): CalendarEvent {
  return {
    uid: calendarUid("live", event.id, siteUrl),
    sequence: event.sequence,
    start: event.startsAt,
    end: eventEnd(event),
    title: event.title,
    description: event.description,
    url: new URL(liveEventPath(event.id), siteUrl).href,
    stamp: now,
    organizer: calendarOrganizer(siteUrl),
  };
}
