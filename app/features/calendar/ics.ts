/**
 * One event as an RFC 5545 calendar file, serialised by `ical-generator` (no dependencies, no Node
 * built-ins, so it bundles for workerd): escaping, line folding at 75 octets and CRLF endings are
 * the package's job, not ours. Times are written in UTC (`…Z`), so no VTIMEZONE is needed and every
 * calendar shows the same instant in its own zone.
 */
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import { PRODUCT_NAME } from "~/lib/copy/brand";

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
  /** Who sends the event (ORGANIZER): the site, from `calendarOrganizer`. */
  organizer: { name: string; email: string };
}

/**
 * The site as the events' organizer: its name and the no-reply address its mail comes from by default
 * (MAIL_FROM's default). iTIP (RFC 5546 §3.2) requires an ORGANIZER in PUBLISH, REQUEST and CANCEL; RSVPs
 * happen on the site, so nothing is asked to answer this address.
 */
export function calendarOrganizer(siteUrl: URL): { name: string; email: string } {
  return { name: PRODUCT_NAME, email: `no-reply@${siteUrl.hostname}` };
}

/**
 * The UID of a live event's or coaching session's calendar entry: the same in the download, every
 * invitation and every reminder, so calendars keep one entry per event (RFC 5545 §3.8.4.7).
 */
export function calendarUid(kind: "live" | "coaching", id: string, siteUrl: URL): string {
  return `${kind}-${id}@${siteUrl.hostname}`;
}

/** `PUBLISH` for a file to download, `REQUEST` for an invitation email, `CANCEL` when it is cancelled. */
export type CalendarMethod = "PUBLISH" | "REQUEST" | "CANCEL";

/**
 * The file's media type. It names the file's METHOD too: RFC 5545 §8.1 and RFC 6047 §2.4 want the two
 * to agree when either is present, and some mail clients only treat an attachment that says so as an
 * invitation or a cancellation (a cancelled session would otherwise stay in the calendar).
 */
export function calendarContentType(method: CalendarMethod): string {
  return `text/calendar; charset=utf-8; method=${method}`;
}

const METHODS: Record<CalendarMethod, ICalCalendarMethod> = {
  PUBLISH: ICalCalendarMethod.PUBLISH,
  REQUEST: ICalCalendarMethod.REQUEST,
  CANCEL: ICalCalendarMethod.CANCEL,
};

/**
 * The file for `method`. A mailed invitation or cancellation names its `attendee`, the address it is
 * sent to, as RFC 5546 requires: already going (they RSVP'd or booked on the site), and not asked to
 * reply by calendar. A downloaded file names nobody.
 */
export function calendarFile(event: CalendarEvent, method: CalendarMethod, attendee?: string): string {
  const calendar = ical({ prodId: { company: "Moneywise", product: "Live", language: "EN" }, method: METHODS[method] });
  calendar.createEvent({
    id: event.uid,
    sequence: event.sequence,
    stamp: event.stamp,
    start: event.start,
    end: event.end,
    summary: event.title,
    description: event.description,
    url: event.url,
    organizer: event.organizer,
    attendees: attendee ? [{ email: attendee, role: ICalAttendeeRole.REQ, status: ICalAttendeeStatus.ACCEPTED, rsvp: false }] : [],
    // A calendar removes the event only when the cancellation says so itself (RFC 5546 §3.2.5).
    status: method === "CANCEL" ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  // RFC 5545 ends every content line with CRLF, the last one too; the package leaves the last one bare.
  return `${calendar.toString()}\r\n`;
}
