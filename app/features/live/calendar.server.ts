/** An event's calendar file to download, and the emails that tell RSVP'd members it changed. */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { calendarEmail } from "~/features/calendar/calendar-email";
import { calendarFile, type CalendarMethod } from "~/features/calendar/ics";
import { formatZonedIn } from "~/features/time-zones/domain/localized-time";
import { translate } from "~/lib/i18n/catalogues.server";
import { isLocale, localizedPath, type Locale } from "~/lib/i18n/locale";
import { sendAfterResponse } from "~/lib/services/auth/accounts.server";
import { liveEvents } from "../../../db/schema/index";
import { liveCalendarEvent, type CalendarSource } from "./calendar-event";

/** What an event's calendar entry is made of, as a select reads it (the change emails, the reminders, an RSVP's CANCEL). */
export const CALENDAR_SOURCE_COLUMNS = {
  id: liveEvents.id,
  title: liveEvents.title,
  description: liveEvents.description,
  startsAt: liveEvents.startsAt,
  durationMinutes: liveEvents.durationMinutes,
  sequence: liveEvents.sequence,
} satisfies Record<keyof CalendarSource, unknown>;

/** The file downloaded from the event's page: its link leads back to the page in the language it was downloaded from. */
export function eventCalendar(context: AppLoadContext, event: CalendarSource, method: CalendarMethod, now: Date): string {
  const entry = liveCalendarEvent(event, context.settings.siteUrl, now);
  const url = new URL(entry.url);
  url.pathname = localizedPath(url.pathname, context.locale);
  return calendarFile({ ...entry, url: url.href }, method);
}

export const calendarFileName = "live-qa.ics";

export interface Attendee {
  email: string;
  timeZone: string;
  /** The language the member chose (users.locale): their email is written in it; English until they choose. */
  locale?: string | null;
}

/**
 * Tells everyone who RSVP'd that the event changed or was cancelled, each with the time in their own
 * zone and the new calendar file (REQUEST updates the entry, CANCEL removes it). Sent after the response.
 * `rsvp-cancelled` tells one member whose reminder had put the event in their calendar that their own
 * cancellation takes it out again.
 */
export function notifyAttendees(
  context: AppLoadContext,
  attendees: readonly Attendee[],
  event: CalendarSource,
  change: { kind: "changed" | "cancelled" | "rsvp-cancelled"; previousStart: Date },
  now: Date,
): void {
  const removes = change.kind !== "changed";
  const calendarEvent = liveCalendarEvent(event, context.settings.siteUrl, now);
  for (const attendee of attendees) {
    const locale: Locale = isLocale(attendee.locale) ? attendee.locale : "en";
    const t = (key: Parameters<typeof translate>[1], values?: Parameters<typeof translate>[2]) => translate(locale, key, values);
    const title = event.title;
    const url = new URL(calendarEvent.url);
    url.pathname = localizedPath(url.pathname, locale);
    const when = () =>
      t("services.live.email.when", {
        when: formatZonedIn(locale, event.startsAt, attendee.timeZone, now),
        minutes: String(event.durationMinutes),
      });
    const [subject, ...lines] =
      change.kind === "changed"
        ? [t("services.live.email.changedSubject", { title }), t("services.live.email.changed", { title }), when(), t("services.live.email.why")]
        : change.kind === "cancelled"
          ? [
              t("services.live.email.cancelledSubject", { title }),
              t("services.live.email.cancelled", { title }),
              t("services.live.email.was", { when: formatZonedIn(locale, change.previousStart, attendee.timeZone, now) }),
              t("services.live.email.why"),
            ]
          : [
              t("services.live.email.rsvpCancelledSubject", { title }),
              t("services.live.email.rsvpCancelled", { title }),
              when(),
              t("services.live.email.rsvpCancelledWhy"),
            ];
    const message = calendarEmail({
      to: attendee.email,
      subject: subject!,
      lines,
      link: { url: url.href, label: t("services.live.email.link"), locale },
      // The attached file links the event's page in the attendee's language too.
      event: { ...calendarEvent, url: url.href },
      method: removes ? "CANCEL" : "REQUEST",
      filename: calendarFileName,
    });
    sendAfterResponse(context, message);
  }
}
