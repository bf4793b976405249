import { CURRENCIES, type Currency } from "./catalog";

const priceFormats = new Map<string, Intl.NumberFormat>();

/**
 * Formats cents with the currency always identifiable ("CA$59", "US$47"): each currency is formatted
 * in the locale where it is foreign, because that is the locale that prefixes its country.
 */
export function formatPrice(cents: number, currency: Currency, { exact = false } = {}): string {
  // Amounts of a bill (prorations) always show their cents: "CA$14.00", not "CA$14".
  const wholeDollars = !exact && cents % 100 === 0;
  const key = `${currency}${wholeDollars ? "" : ".00"}`;
  // Building a formatter costs far more than formatting (a page shows a dozen prices): keep each one.
  let format = priceFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(currency === "CAD" ? "en-US" : "en-CA", {
      style: "currency",
      currency,
      minimumFractionDigits: wholeDollars ? 0 : 2,
      maximumFractionDigits: 2,
    });
    priceFormats.set(key, format);
  }
  return format.format(cents / 100);
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
