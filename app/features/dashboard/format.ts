/**
 * Days and order amounts on the dashboard's pages, in the page's language: English keeps the site's own
 * forms ("Nov 23, 2026", "59.00 CAD"); another language is written by Intl its own way ("23 nov. 2026",
 * "59,00 $ CA"). A day is the UTC calendar day unless a zone is given: a moment the learner lives through
 * (a renewal, a scheduled change) is written as the day it is in their zone (ADR 038). No framework: the
 * loaders, the components and the tests share it.
 */
import { formatOrderAmount } from "~/features/payments/pricing";
import { formatDate, utcDate } from "~/lib/domain/dates";
import { formatPrice, isCurrency } from "~/lib/domain/money";
import { LANGUAGE_TAG, type Locale } from "~/lib/i18n/locale";
import { localParts } from "~/features/time-zones/domain/zoned-time";

/** `medium`: "Nov 23, 2026" / "23 nov. 2026"; `long`: "November 23, 2026" / "23 novembre 2026". */
export type DayStyle = "medium" | "long";

const DAY_OPTIONS: Record<DayStyle, Intl.DateTimeFormatOptions> = {
  medium: { dateStyle: "medium" },
  long: { year: "numeric", month: "long", day: "numeric" },
};

/** Made once per language, style and zone: a page may write a day per row, and a formatter costs more than the page. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(locale: Locale, style: DayStyle, timeZone: string): Intl.DateTimeFormat {
  const key = `${locale}:${style}:${timeZone}`;
  let format = dayFormats.get(key);
  if (!format) dayFormats.set(key, (format = new Intl.DateTimeFormat(LANGUAGE_TAG[locale], { ...DAY_OPTIONS[style], timeZone })));
  return format;
}

/** A moment's calendar day in `timeZone` (a Date, or a loader's date once serialised), written the language's way. */
export function formatDayIn(locale: Locale, moment: Date | string, style: DayStyle = "medium", timeZone = "UTC"): string {
  const date = typeof moment === "string" ? new Date(moment) : moment;
  if (locale === "en" && style === "medium") return formatDate(timeZone === "UTC" ? utcDate(date) : localParts(date, timeZone).date);
  return dayFormat(locale, style, timeZone).format(date);
}

/** An order's amount in cents: the spec's "59.00 CAD" in English; "59,00 $ CA" in French (a code it does not know stays as in English). */
export function formatOrderAmountIn(locale: Locale, cents: number, currency: string): string {
  const code = currency.toUpperCase();
  if (locale === "en" || !isCurrency(code)) return formatOrderAmount(cents, currency);
  return formatPrice(cents, code, { exact: true, locale });
}
