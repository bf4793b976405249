/**
 * The reminder emails (issue 26): each in its reader's own zone, with the calendar file (REQUEST, the
 * same UID and SEQUENCE as the invitation, so a calendar updates its entry instead of adding one) and an
 * absolute link to the page. Transactional: they concern an RSVP or a booking, carry nothing promotional,
 * and say how to stop them.
 */
import { coachingSessionPath, adminCoachingSessionPath } from "~/features/coaching/paths";
import { formatZonedIn } from "~/features/time-zones/domain/localized-time";
import { translate } from "~/lib/i18n/catalogues.server";
import { isLocale, localizedPath, type Locale } from "~/lib/i18n/locale";
import type { MessageKey, MessageValues } from "~/lib/i18n/messages";
import type { MailMessage } from "~/lib/services/mail";
import { sessionCalendarEvent } from "~/features/coaching/emails";
import { liveCalendarEvent } from "~/features/live/calendar-event";
import { calendarEmail } from "./calendar-email";
import { oneLine } from "~/lib/domain/user-text";

const REMINDER_FILE_NAME = "reminder.ics";

export interface Recipient {
  email: string;
  timeZone: string;
  /** The language the member chose (users.locale): the reminder is written in it, English until they choose. */
  locale?: string | null;
}

/** The reader's language and its words. */
function wordsOf(recipient: Recipient): { locale: Locale; t: (key: MessageKey, values?: MessageValues) => string } {
  const locale: Locale = isLocale(recipient.locale) ? recipient.locale : "en";
  return { locale, t: (key, values) => translate(locale, key, values) };
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
  const { locale, t } = wordsOf(recipient);
  const title = oneLine(event.title);
  const when = formatZonedIn(locale, event.startsAt, recipient.timeZone, now);
  const calendarEvent = liveCalendarEvent(event, siteUrl, now);
  const page = new URL(calendarEvent.url);
  page.pathname = localizedPath(page.pathname, locale);
  return calendarEmail({
    to: recipient.email,
    subject: t("services.reminder.live.subject", { title, when }),
    lines: [
      t("services.reminder.live.body", { title, when }),
      t("services.reminder.live.joinLink"),
      t("services.reminder.attached"),
      t("services.reminder.live.why"),
    ],
    link: { url: page.href, label: t("services.reminder.live.open"), locale },
    // The attached file links the event's page in the reader's language too.
    event: { ...calendarEvent, url: page.href },
    method: "REQUEST",
    filename: REMINDER_FILE_NAME,
  });
}

export function coachingReminderEmail({ session, recipient, otherName, side }: CoachingReminder, siteUrl: URL, now: Date): MailMessage {
  // The coach's reminder leads to the console, which is in English.
  const { locale, t } = side === "member" ? wordsOf(recipient) : wordsOf({ ...recipient, locale: "en" });
  const when = formatZonedIn(locale, session.startsAt, recipient.timeZone, now);
  const path = side === "member" ? localizedPath(coachingSessionPath(session.id), locale) : adminCoachingSessionPath(session.id);
  const url = new URL(path, siteUrl).href;
  return calendarEmail({
    to: recipient.email,
    subject: t("services.reminder.coaching.subject", { when }),
    lines: [
      t(side === "member" ? "services.reminder.coaching.memberBody" : "services.reminder.coaching.coachBody", { when, other: otherName }),
      t("services.reminder.attached"),
      t("services.reminder.coaching.why"),
    ],
    link: { url, label: t("services.reminder.coaching.open"), locale },
    event: sessionCalendarEvent(session, siteUrl, url, now, locale),
    method: "REQUEST",
    filename: REMINDER_FILE_NAME,
  });
}
