/**
 * Support's times, shown in their reader's zone: a learner's own, a staff member's own, and UTC for a
 * visitor, whose zone the site does not know. Due dates are still counted in UTC days (ADR 044); only how
 * an instant is written follows the reader. The zone comes with the page's data, so the server's render
 * and the browser's agree.
 */
import { LANGUAGE_TAG, type Locale } from "~/lib/i18n/locale";

const SHAPES = {
  /** "Monday, March 16 at 10:00 AM EDT"; "lundi 16 mars à 10 h 00 HAE" in French. */
  due: { weekday: "long", month: "long", day: "numeric", hour: "numeric", minute: "2-digit", timeZoneName: "short" },
  /** "Mar 16, 2026, 10:05 AM EDT": when a message was written or a request last changed. */
  written: { month: "short", day: "numeric", year: "numeric", hour: "numeric", minute: "2-digit", timeZoneName: "short" },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

/** The zone a visitor's times are written in. */
export const VISITOR_ZONE = "UTC";

/** Bounded: two shapes × the languages × the zones learners and staff live in. */
const formats = new Map<string, Intl.DateTimeFormat>();
const FORMATS_KEPT = 2_000;

function format(shape: keyof typeof SHAPES, instant: string | Date, locale: Locale, timeZone: string): string {
  const key = `${shape}\n${locale}\n${timeZone}`;
  let formatter = formats.get(key);
  if (!formatter) {
    if (formats.size >= FORMATS_KEPT) formats.clear();
    // English as it always was written (en-US); another language in its own words.
    const tag = locale === "en" ? "en-US" : LANGUAGE_TAG[locale];
    formats.set(key, (formatter = new Intl.DateTimeFormat(tag, { ...SHAPES[shape], timeZone })));
  }
  return formatter.format(new Date(instant));
}

/** When a request is due, named with its zone. */
export const dueLabel = (dueAt: string | Date, locale: Locale, timeZone: string) => format("due", dueAt, locale, timeZone);

/** When a message was written (or a request last changed), named with its zone. */
export const writtenAt = (at: string | Date, locale: Locale, timeZone: string) => format("written", at, locale, timeZone);
