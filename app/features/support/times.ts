/**
 * Support's times, written on the server in their reader's zone as every time on the site is ("Mon Mar 16,
 * 10:00 AM EDT"): a learner's own, a staff member's own, and UTC, named, for a visitor, whose zone the site
 * does not know. Due dates are still counted in UTC days (ADR 044); only how an instant is written follows
 * the reader. Pages receive the words, so no time-zone code ships to the browser for them.
 */
import { formatZonedIn } from "~/features/time-zones/domain/localized-time";
import type { Locale } from "~/lib/i18n/locale";

/** The zone a visitor's times are written in. */
export const VISITOR_ZONE = "UTC";

/** How a reader sees support's times: their language and their zone (checked by `viewerZone`). */
export interface SupportReader {
  locale: Locale;
  timeZone: string;
}

/** A due date, or when a message was written, as `reader` reads it. */
export const supportTime = (at: Date, { locale, timeZone }: SupportReader) => formatZonedIn(locale, at, timeZone);
