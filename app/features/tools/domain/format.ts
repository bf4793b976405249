/**
 * How the tools show numbers: money in the visitor's currency to the cent, percentages. One home so
 * the four tools, their charts and their CSV files agree.
 */
import type { Currency } from "~/lib/domain/catalog";
import { formatDate, formatMonth } from "~/lib/domain/dates";
import { formatAmount } from "~/lib/domain/money";
import { LANGUAGE_TAG, type Locale } from "~/lib/i18n/locale";
import type { MessageKey, MessageValues } from "~/lib/i18n/messages";

/**
 * The words of a tool's file or text in the page's language, as `translate` gives them on the server:
 * the domain builds rows and sentences from keys and leaves the catalogues to the route.
 */
export type ToolText = (key: MessageKey, values?: MessageValues) => string;

/** Rounds to whole cents; never returns -0 (which Intl would print as "-$0.00"). */
export function roundToCents(amount: number): number {
  return Math.round(amount * 100) / 100 + 0;
}

/** How Intl writes each currency in the locale formatMoney uses for it. */
const MONEY_PREFIX: Readonly<Record<Currency, string>> = { CAD: "CA$", USD: "US$" };

/** 1234567 → "1,234,567". */
function groupThousands(whole: number): string {
  const digits = String(whole);
  let grouped = digits.slice(0, digits.length % 3 || 3);
  for (let start = grouped.length; start < digits.length; start += 3) grouped += `,${digits.slice(start, start + 3)}`;
  return grouped;
}

/**
 * Money to the cent with the currency identifiable, as prices are shown elsewhere on the site:
 * CAD in en-US ("CA$1,234.50") and USD in en-CA ("US$1,234.50"), the locales where each is foreign;
 * in French, "1 234,50 $ CA" (formatAmount). English is written out for every amount a person can owe
 * or save (a plan prints hundreds of them, and Intl costs several times more per call); Intl takes the
 * rest (French, and beyond 2^53 cents, NaN, infinities).
 */
export function formatMoney(amount: number, currency: Currency, locale: Locale = "en"): string {
  const cents = Math.round(amount * 100);
  if (locale !== "en" || !Number.isSafeInteger(cents)) return formatAmount(roundToCents(amount), currency, locale, 2);
  const unsigned = Math.abs(cents);
  const fraction = unsigned % 100;
  return `${cents < 0 ? "-" : ""}${MONEY_PREFIX[currency]}${groupThousands((unsigned - fraction) / 100)}.${fraction < 10 ? "0" : ""}${fraction}`;
}

const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

/** A formatter for a language other than English, built once (a plan formats hundreds of values). */
function cached<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => F): F {
  let format = formats.get(key) as F | undefined;
  if (!format) formats.set(key, (format = make()));
  return format;
}

function percentFormat(locale: Locale, digits: number, signed: boolean): Intl.NumberFormat {
  return cached(
    `percent:${locale}:${digits}:${signed}`,
    () =>
      new Intl.NumberFormat(LANGUAGE_TAG[locale], {
        style: "percent",
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
        signDisplay: signed ? "always" : "auto",
      }),
  );
}

/** A percentage given in percent units (12.5 → "12.5%"; "12,5 %" in French), to `digits` decimals. */
export function formatPercent(percent: number, digits = 0, locale: Locale = "en"): string {
  const factor = 10 ** digits;
  const rounded = Math.round(percent * factor) / factor + 0;
  if (locale !== "en") return percentFormat(locale, digits, false).format(rounded / 100);
  return `${rounded.toFixed(digits)}%`;
}

/**
 * Like formatPercent, with "+" when non-negative (spec: net worth change) and "-" when negative, also when it
 * rounds to zero: a decrease of 0.04% reads "-0.0%" beside the word "Decrease", never "+0.0%".
 */
export function formatSignedPercent(percent: number, digits = 1, locale: Locale = "en"): string {
  const factor = 10 ** digits;
  const size = Math.abs(Math.round(percent * factor) / factor);
  if (locale !== "en") return percentFormat(locale, digits, true).format((percent < 0 ? -size : size) / 100);
  return `${percent < 0 ? "-" : "+"}${formatPercent(size, digits)}`;
}

/** A count as the page's language writes it: English as before ("1200"), French with Intl ("1 200"). */
export function formatCount(count: number, locale: Locale = "en"): string {
  if (locale === "en") return String(count);
  return cached(`count:${locale}`, () => new Intl.NumberFormat(LANGUAGE_TAG[locale])).format(count);
}

/** "2026-03" → "Mar 2026" in English (formatMonth), "mars 2026" in French. */
export function formatToolMonth(yearMonth: string, locale: Locale = "en"): string {
  if (locale === "en") return formatMonth(yearMonth);
  const [year, month] = yearMonth.split("-").map(Number) as [number, number];
  const format = cached(
    `month:${locale}`,
    () => new Intl.DateTimeFormat(LANGUAGE_TAG[locale], { month: "short", year: "numeric", timeZone: "UTC" }),
  );
  return format.format(utcDay(year, month, 1));
}

function utcDay(year: number, month: number, day: number): Date {
  const moment = new Date(0);
  // setUTCFullYear, unlike Date.UTC, does not read years 0-99 as 1900-1999.
  moment.setUTCFullYear(year, month - 1, day);
  return moment;
}

/** "2026-03-15" → "Mar 15, 2026" in English (formatDate), "15 mars 2026" in French; "" for no real date. */
export function formatToolDate(date: string, locale: Locale = "en"): string {
  if (locale === "en") return formatDate(date);
  const english = formatDate(date);
  if (!english) return "";
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const format = cached(`date:${locale}`, () => new Intl.DateTimeFormat(LANGUAGE_TAG[locale], { dateStyle: "medium", timeZone: "UTC" }));
  return format.format(utcDay(year, month, day));
}
