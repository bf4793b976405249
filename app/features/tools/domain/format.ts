/**
 * How the tools show numbers: money in the visitor's currency to the cent, percentages. One home so
 * the four tools, their charts and their CSV files agree.
 */
import type { Currency } from "~/lib/domain/catalog";
import { formatAmount } from "~/lib/domain/money";
import type { Locale } from "~/lib/i18n/locale";

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

/** A percentage given in percent units (12.5 → "12.5%"), to `digits` decimals. */
export function formatPercent(percent: number, digits = 0): string {
  const factor = 10 ** digits;
  const rounded = Math.round(percent * factor) / factor + 0;
  return `${rounded.toFixed(digits)}%`;
}

/** Like formatPercent, with "+" when non-negative (spec: net worth change). */
export function formatSignedPercent(percent: number, digits = 1): string {
  const text = formatPercent(percent, digits);
  return text.startsWith("-") ? text : `+${text}`;
}
