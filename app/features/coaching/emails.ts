/**
 * The emails of a booking, a change and a cancellation: one to the member and one to the coach, each
 * with the session's time in that person's own zone and the calendar file (REQUEST, or CANCEL) attached.
 * Transactional (they concern a session the person booked or runs); nothing promotional in them.
 */
import { calendarEmail } from "~/features/calendar/calendar-email";
import { calendarOrganizer, calendarUid, type CalendarEvent } from "~/features/calendar/ics";
import { formatZonedIn } from "~/features/time-zones/domain/localized-time";
import { PRODUCT_NAME } from "~/lib/copy/brand";
import { translate } from "~/lib/i18n/catalogues.server";
import { isLocale, localizedPath, type Locale } from "~/lib/i18n/locale";
import type { MessageKey } from "~/lib/i18n/messages";
import type { MailMessage } from "~/lib/services/mail";
import { adminCoachingSessionPath, coachingSessionPath } from "./paths";
import { periodStillOpen } from "./domain/session-rules";

export type SessionEvent = "booked" | "changed" | "cancelled";

/** A session and both sides of it, as the emails need them. */
export interface SessionPeople {
  id: string;
  startsAt: Date;
  endsAt: Date;
  sequence: number;
  cancelledBy: "member" | "coach" | "plan-ended" | "coach-left" | null;
  /** The end of the billing period the session counts against (when it was booked). */
  periodEnd: Date;
  /** `locale`: the language the member chose (users.locale); their emails are written in it, English until they choose. */
  member: { email: string; name: string; timeZone: string; locale?: string | null };
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
  locale: Locale = "en",
): CalendarEvent {
  return {
    uid: calendarUid("coaching", session.id, siteUrl),
    sequence: session.sequence,
    start: session.startsAt,
    end: session.endsAt,
    title: `${PRODUCT_NAME}: ${translate(locale, "services.coaching.email.summary")}`,
    description: translate(locale, "services.coaching.email.description", { product: PRODUCT_NAME }),
    url: pageUrl,
    stamp,
    organizer: calendarOrganizer(siteUrl),
  };
}

export function sessionEmails(session: SessionPeople, event: SessionEvent, siteUrl: URL, now: Date): MailMessage[] {
  const memberLocale: Locale = isLocale(session.member.locale) ? session.member.locale : "en";
  const sides = [
    {
      person: session.member,
      other: session.coach.name,
      url: new URL(localizedPath(coachingSessionPath(session.id), memberLocale), siteUrl).href,
      isMember: true,
      locale: memberLocale,
    },
    // The coach's email leads to the console, which is in English; a coach who left can no longer open it.
    {
      person: session.coach,
      other: session.member.name,
      url: session.cancelledBy === "coach-left" ? null : new URL(adminCoachingSessionPath(session.id), siteUrl).href,
      isMember: false,
      locale: "en" as Locale,
    },
  ];
  return sides.map(({ person, other, url, isMember, locale }) => {
    const t = (key: MessageKey, values?: Record<string, string>) => translate(locale, key, values);
    const when = formatZonedIn(locale, session.startsAt, person.timeZone, now);
    const by = t(`services.coaching.email.by.${session.cancelledBy ?? "coach"}`);
    const subject = t(`services.coaching.email.${event}Subject`, { when });
    const lines = [
      t(`services.coaching.email.${event}Body`, { when, other, by }),
      // The session counts against the period it was booked in: its credit is of use only while that runs.
      ...(event === "cancelled" && isMember && session.cancelledBy !== "plan-ended" && periodStillOpen(session.periodEnd, now)
        ? [t("services.coaching.email.memberAllowance")]
        : []),
      t("services.coaching.email.attached"),
    ];
    return calendarEmail({
      to: person.email,
      subject,
      lines,
      link: url ? { url, label: t("services.coaching.email.open"), locale } : null,
      event: sessionCalendarEvent(session, siteUrl, url ?? siteUrl.href, now, locale),
      method: event === "cancelled" ? "CANCEL" : "REQUEST",
      filename: "coaching-session.ics",
    });
  });
}
