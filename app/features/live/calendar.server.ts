/** An event's calendar file to download, and the emails that tell RSVP'd members it changed. */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { calendarEmail } from "~/features/calendar/calendar-email";
import { calendarFile, type CalendarMethod } from "~/features/calendar/ics";
import { formatZonedIn } from "~/features/time-zones/domain/localized-time";
import { translate } from "~/lib/i18n/catalogues.server";
import { isLocale, localizedPath, type Locale } from "~/lib/i18n/locale";
import { sendAfterResponse } from "~/lib/services/auth/accounts.server";
import type { MailMessage } from "~/lib/services/mail";
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
 * What tells a member going to the event that it changed: `changed` or `cancelled` (by staff), with the new
 * calendar file (REQUEST updates the entry, CANCEL removes it); `rsvp-cancelled`, that their own
 * cancellation takes out the entry an email of ours had put there; `seat-released`, that their plan no
 * longer includes the live Q&A, so the sweep gave their seat up.
 */
export type LiveChange = { kind: "changed" | "cancelled" | "rsvp-cancelled" | "seat-released"; previousStart: Date };

const REMOVING_TEXTS = {
  "rsvp-cancelled": {
    subject: "services.live.email.rsvpCancelledSubject",
    body: "services.live.email.rsvpCancelled",
    why: "services.live.email.rsvpCancelledWhy",
  },
  "seat-released": {
    subject: "services.live.email.seatReleasedSubject",
    body: "services.live.email.seatReleased",
    why: "services.live.email.seatReleasedWhy",
  },
} as const;

/** The email that tells one attendee of a change, with the time in their own zone, in their language. */
export function liveChangeEmail(siteUrl: URL, attendee: Attendee, event: CalendarSource, change: LiveChange, now: Date): MailMessage {
  const calendarEvent = liveCalendarEvent(event, siteUrl, now);
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
            t(REMOVING_TEXTS[change.kind].subject, { title }),
            t(REMOVING_TEXTS[change.kind].body, { title }),
            when(),
            t(REMOVING_TEXTS[change.kind].why),
          ];
  return calendarEmail({
    to: attendee.email,
    subject: subject!,
    lines,
    link: { url: url.href, label: t("services.live.email.link"), locale },
    // The attached file links the event's page in the attendee's language too.
    event: { ...calendarEvent, url: url.href },
    method: change.kind === "changed" ? "REQUEST" : "CANCEL",
    filename: calendarFileName,
  });
}

/** Tells everyone in `attendees` of the change (`liveChangeEmail`), after the response. */
export function notifyAttendees(
  context: AppLoadContext,
  attendees: readonly Attendee[],
  event: CalendarSource,
  change: LiveChange,
  now: Date,
): void {
  for (const attendee of attendees) sendAfterResponse(context, liveChangeEmail(context.settings.siteUrl, attendee, event, change, now));
}
