import type { Locale } from "~/lib/i18n/locale";
import { CURRENCIES, type Currency } from "./catalog";

const priceFormats = new Map<string, Intl.NumberFormat>();

/**
 * The formatter for a currency in a language, cached (building one costs far more than formatting,
 * and a page shows a dozen prices). English formats each currency in the locale where it is foreign,
 * because that is the locale that prefixes its country ("CA$59", "US$47"); French uses fr-CA, which
 * names USD ("59 $ US") and whose CAD sign frenchMoney labels.
 */
export function moneyFormat(currency: Currency, locale: Locale, fractionDigits: 0 | 2): Intl.NumberFormat {
  const key = `${locale}:${currency}:${fractionDigits}`;
  let format = priceFormats.get(key);
  if (!format) {
    const tag = locale === "fr" ? "fr-CA" : currency === "CAD" ? "en-US" : "en-CA";
    format = new Intl.NumberFormat(tag, {
      style: "currency",
      currency,
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: 2,
    });
    priceFormats.set(key, format);
  }
  return format;
}

/**
 * An amount with its currency identifiable in the language: "CA$59" or "US$47" in English; in French
 * fr-CA's own format, with the Canadian dollar's sign labelled as the US dollar's is ("59,00 $ CA",
 * "59,00 $ US"; ADR 053), since the site shows both currencies.
 */
export function formatAmount(amount: number, currency: Currency, locale: Locale, fractionDigits: 0 | 2): string {
  const format = moneyFormat(currency, locale, fractionDigits);
  if (locale === "en" || currency !== "CAD") return format.format(amount);
  return format
    .formatToParts(amount)
    .map((part) => (part.type === "currency" ? "$\u00a0CA" : part.value))
    .join("");
}

/** Formats cents as a price; whole dollars without cents unless `exact` (amounts of a bill always show them). */
export function formatPrice(cents: number, currency: Currency, { exact = false, locale = "en" as Locale } = {}): string {
  return formatAmount(cents / 100, currency, locale, !exact && cents % 100 === 0 ? 0 : 2);
}

/** Canada pays in CAD; everyone else (the US and unknown countries) in USD. */
export function currencyForCountry(country: string | null | undefined): Currency {
  return country?.toUpperCase() === "CA" ? "CAD" : "USD";
}

export function isCurrency(value: unknown): value is Currency {
  return typeof value === "string" && (CURRENCIES as readonly string[]).includes(value);
}

export interface CurrencySignals {
  /** What the visitor picked with the CAD/USD switch (the cookie), if anything. */
  choice: Currency | null;
  /** The signed-in user's country from their account. */
  userCountry: string | null;
  /** The country Cloudflare reports for the request (CF-IPCountry). */
  requestCountry: string | null;
}

/**
 * The one currency a page shows money in. An explicit switch wins (the visitor told us); then the
 * account's country (stable across trips and VPNs); then where the request comes from.
 */
export function chooseCurrency({ choice, userCountry, requestCountry }: CurrencySignals): Currency {
  if (choice) return choice;
  return currencyForCountry(userCountry ?? requestCountry);
}

export const CURRENCY_NAMES: Record<Currency, string> = {
  CAD: "Canadian dollars",
  USD: "US dollars",
};
