import { formatDate } from "~/lib/domain/dates";
import { useLocale } from "~/hooks/use-translate";
import { LANGUAGE_TAG, type Locale } from "~/lib/i18n/locale";

/** A formatter per language other than English (made once: a page may show a day per row). */
const DAY_FORMATS = new Map<Locale, Intl.DateTimeFormat>();

function dayFormat(locale: Locale): Intl.DateTimeFormat {
  let format = DAY_FORMATS.get(locale);
  if (!format) DAY_FORMATS.set(locale, (format = new Intl.DateTimeFormat(LANGUAGE_TAG[locale], { dateStyle: "medium", timeZone: "UTC" })));
  return format;
}

/**
 * A day from a loader's date (an ISO string once serialised), as the rest of the site writes days: "Mar 12, 2026";
 * on a French page, the language's own way ("12 mars 2026").
 */
export function UtcDay({ value }: { value: string | Date }) {
  const locale = useLocale();
  const iso = typeof value === "string" ? value : value.toISOString();
  return <time dateTime={iso}>{utcDayText(iso, locale)}</time>;
}

/** The words of `UtcDay`, for a day inside a sentence: "Mar 12, 2026", "12 mars 2026". */
export function utcDayText(value: string | Date, locale: Locale): string {
  const day = (typeof value === "string" ? value : value.toISOString()).slice(0, 10);
  return locale === "en" ? formatDate(day) : dayFormat(locale).format(new Date(`${day}T00:00:00Z`));
}
