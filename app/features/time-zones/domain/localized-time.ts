/**
 * Times in a named zone in a page's (or an email's) language. English is `zoned-time.ts`'s own words
 * ("Thu Mar 12, 7:00 PM EDT"), unchanged; another language is written by `Intl` in its own way
 * ("jeu. 12 mars, 19 h 00 HAE" in fr-CA), the formatter made once per language, zone and shape.
 */
import { LANGUAGE_TAG, type Locale } from "~/lib/i18n/locale";
import { formatLocalDay, formatLocalTime, formatZoned, localParts } from "./zoned-time";

type Shape = "day" | "dayYear" | "time" | "full" | "fullYear";

const SHAPES: Record<Shape, Intl.DateTimeFormatOptions> = {
  day: { weekday: "short", month: "short", day: "numeric" },
  dayYear: { weekday: "short", month: "short", day: "numeric", year: "numeric" },
  time: { hour: "numeric", minute: "2-digit", timeZoneName: "short" },
  full: { weekday: "short", month: "short", day: "numeric", hour: "numeric", minute: "2-digit", timeZoneName: "short" },
  fullYear: { weekday: "short", month: "short", day: "numeric", year: "numeric", hour: "numeric", minute: "2-digit", timeZoneName: "short" },
};

/** Bounded like the zone names of zoned-time.ts: a few languages × the zones members live in × five shapes. */
const formats = new Map<string, Intl.DateTimeFormat>();
const FORMATS_KEPT = 5_000;

function formatFor(locale: Locale, zone: string, shape: Shape): Intl.DateTimeFormat {
  const key = `${locale}\n${zone}\n${shape}`;
  let format = formats.get(key);
  if (!format) {
    if (formats.size >= FORMATS_KEPT) formats.clear();
    formats.set(key, (format = new Intl.DateTimeFormat(LANGUAGE_TAG[locale], { ...SHAPES[shape], timeZone: zone })));
  }
  return format;
}

/** Whether `instant` falls in `now`'s year on the zone's calendar (the year is then left out, as in English). */
const sameYear = (instant: Date, zone: string, now: Date) =>
  localParts(instant, zone).date.slice(0, 4) === localParts(now, zone).date.slice(0, 4);

/** "Thu Mar 12" / "jeu. 12 mars" (with the year when it is not `now`'s year in the zone). */
export function formatLocalDayIn(locale: Locale, instant: Date, zone: string, now: Date = new Date()): string {
  if (locale === "en") return formatLocalDay(instant, zone, now);
  return formatFor(locale, zone, sameYear(instant, zone, now) ? "day" : "dayYear").format(instant);
}

/** "7:00 PM EDT" / "19 h 00 HAE": a time of day always names its zone. */
export function formatLocalTimeIn(locale: Locale, instant: Date, zone: string): string {
  if (locale === "en") return formatLocalTime(instant, zone);
  return formatFor(locale, zone, "time").format(instant);
}

/** "Thu Mar 12, 7:00 PM EDT" / "jeu. 12 mars, 19 h 00 HAE": how every time on the site is shown. */
export function formatZonedIn(locale: Locale, instant: Date, zone: string, now: Date = new Date()): string {
  if (locale === "en") return formatZoned(instant, zone, now);
  return formatFor(locale, zone, sameYear(instant, zone, now) ? "full" : "fullYear").format(instant);
}
