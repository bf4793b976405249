/**
 * PLACEHOLDER (issue 26, calendar helper replaces it with a maintained package): one event as an
 * RFC 5545 calendar file. The signature is the contract the live Q&A and coaching code call.
 */
export const CALENDAR_CONTENT_TYPE = "text/calendar; charset=utf-8";

export interface CalendarEvent {
  /** Stable for the event's whole life (a change keeps it, raising `sequence`). */
  uid: string;
  sequence: number;
  start: Date;
  end: Date;
  title: string;
  description: string;
  /** Where the event page is (never the join link: a calendar file is forwarded freely). */
  url: string;
  /** When this version of the file was made (DTSTAMP). */
  stamp: Date;
}

/** `PUBLISH` for a file to download, `REQUEST` for an invitation email, `CANCEL` when it is cancelled. */
export type CalendarMethod = "PUBLISH" | "REQUEST" | "CANCEL";

const utc = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

export function calendarFile(event: CalendarEvent, method: CalendarMethod): string {
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Moneywise//Live//EN",
    `METHOD:${method}`,
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utc(event.stamp)}`,
    `DTSTART:${utc(event.start)}`,
    `DTEND:${utc(event.end)}`,
    `SUMMARY:${event.title}`,
    `URL:${event.url}`,
    method === "CANCEL" ? "STATUS:CANCELLED" : "STATUS:CONFIRMED",
    "END:VEVENT",
    "END:VCALENDAR",
    "",
  ].join("\r\n");
}
