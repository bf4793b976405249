/**
 * The emails of a booking, a change and a cancellation: one to the member and one to the coach, each
 * with the session's time in that person's own zone and the calendar file (REQUEST, or CANCEL) attached.
 * Transactional (they concern a session the person booked or runs); nothing promotional in them.
 */
import { calendarEmail } from "~/features/calendar/calendar-email";
import { calendarOrganizer, calendarUid, type CalendarEvent } from "~/features/calendar/ics";
import { formatZoned } from "~/features/time-zones/domain/zoned-time";
import { PRODUCT_NAME } from "~/lib/copy/brand";
import type { MailMessage } from "~/lib/services/mail";
import { adminCoachingSessionPath, coachingSessionPath } from "./paths";
import { EMAIL_TEXTS } from "./texts";

export type SessionEvent = "booked" | "changed" | "cancelled";

/** A session and both sides of it, as the emails need them. */
export interface SessionPeople {
  id: string;
  startsAt: Date;
  endsAt: Date;
  sequence: number;
  cancelledBy: "member" | "coach" | "plan-ended" | null;
  member: { email: string; name: string; timeZone: string };
  coach: { email: string; name: string; timeZone: string };
}

/**
 * The session's calendar entry, the same in the downloaded file, the booking emails and the reminder: its
 * UID is the session's for its whole life, SEQUENCE counts its changes. `pageUrl` is the reader's page of
 * it (the member's, or the coach's console).
 */
export function sessionCalendarEvent(
  session: Pick<SessionPeople, "id" | "startsAt" | "endsAt" | "sequence">,
  siteUrl: URL,
  pageUrl: string,
  stamp: Date,
): CalendarEvent {
  return {
    uid: calendarUid("coaching", session.id, siteUrl),
    sequence: session.sequence,
    start: session.startsAt,
    end: session.endsAt,
    title: `${PRODUCT_NAME}: ${EMAIL_TEXTS.summary}`,
    description: EMAIL_TEXTS.description,
    url: pageUrl,
    stamp,
    organizer: calendarOrganizer(siteUrl),
  };
}

export function sessionEmails(session: SessionPeople, event: SessionEvent, siteUrl: URL, now: Date): MailMessage[] {
  const sides = [
    { person: session.member, other: session.coach.name, url: new URL(coachingSessionPath(session.id), siteUrl).href, isMember: true },
    { person: session.coach, other: session.member.name, url: new URL(adminCoachingSessionPath(session.id), siteUrl).href, isMember: false },
  ];
  return sides.map(({ person, other, url, isMember }) => {
    const when = formatZoned(session.startsAt, person.timeZone, now);
    const subject =
      event === "booked"
        ? EMAIL_TEXTS.bookedSubject(when)
        : event === "changed"
          ? EMAIL_TEXTS.changedSubject(when)
          : EMAIL_TEXTS.cancelledSubject(when);
    const lines = [
      event === "booked"
        ? EMAIL_TEXTS.bookedBody(when, other)
        : event === "changed"
          ? EMAIL_TEXTS.changedBody(when, other)
          : EMAIL_TEXTS.cancelledBody(when, other, EMAIL_TEXTS.by[session.cancelledBy ?? "coach"]),
      ...(event === "cancelled" && isMember ? [EMAIL_TEXTS.memberAllowance] : []),
      EMAIL_TEXTS.attached,
    ];
    return calendarEmail({
      to: person.email,
      subject,
      lines,
      link: { url, label: EMAIL_TEXTS.open },
      event: sessionCalendarEvent(session, siteUrl, url, now),
      method: event === "cancelled" ? "CANCEL" : "REQUEST",
      filename: "coaching-session.ics",
    });
  });
}
