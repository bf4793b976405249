/**
 * Days and order amounts on the dashboard's pages, in the page's language: English keeps the site's own
 * forms ("Nov 23, 2026", "59.00 CAD"); another language is written by Intl its own way ("23 nov. 2026",
 * "59,00 $ CA"). Days are UTC calendar days, as every dashboard date has always been. No framework: the
 * loaders, the components and the tests share it.
 */
import { formatOrderAmount } from "~/features/payments/pricing";
import { formatDate, utcDate } from "~/lib/domain/dates";
import { formatPrice, isCurrency } from "~/lib/domain/money";
import { LANGUAGE_TAG, type Locale } from "~/lib/i18n/locale";

/** `medium`: "Nov 23, 2026" / "23 nov. 2026"; `long`: "November 23, 2026" / "23 novembre 2026". */
export type DayStyle = "medium" | "long";

const DAY_OPTIONS: Record<DayStyle, Intl.DateTimeFormatOptions> = {
  medium: { dateStyle: "medium", timeZone: "UTC" },
  long: { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" },
};

/** Made once per language and style: a page may write a day per row, and a formatter costs more than the page. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(locale: Locale, style: DayStyle): Intl.DateTimeFormat {
  const key = `${locale}:${style}`;
  let format = dayFormats.get(key);
  if (!format) dayFormats.set(key, (format = new Intl.DateTimeFormat(LANGUAGE_TAG[locale], DAY_OPTIONS[style])));
  return format;
}

/** A moment's UTC calendar day (a Date, or a loader's date once serialised), written the language's way. */
export function formatDayIn(locale: Locale, moment: Date | string, style: DayStyle = "medium"): string {
  const date = typeof moment === "string" ? new Date(moment) : moment;
  if (locale === "en" && style === "medium") return formatDate(utcDate(date));
  return dayFormat(locale, style).format(date);
}

/** An order's amount in cents: the spec's "59.00 CAD" in English; "59,00 $ CA" in French (a code it does not know stays as in English). */
export function formatOrderAmountIn(locale: Locale, cents: number, currency: string): string {
  const code = currency.toUpperCase();
  if (locale === "en" || !isCurrency(code)) return formatOrderAmount(cents, currency);
  return formatPrice(cents, code, { exact: true, locale });
}
