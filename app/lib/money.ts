import type { Currency } from "./catalog";

/**
 * Formats cents with the currency always identifiable ("CA$59", "US$47"): each currency is formatted
 * in the locale where it is foreign, because that is the locale that prefixes its country.
 */
export function formatPrice(cents: number, currency: Currency): string {
  const wholeDollars = cents % 100 === 0;
  return new Intl.NumberFormat(currency === "CAD" ? "en-US" : "en-CA", {
    style: "currency",
    currency,
    minimumFractionDigits: wholeDollars ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}

/** Canada pays in CAD; everyone else (the US and unknown countries) in USD. */
export function currencyForCountry(country: string | null | undefined): Currency {
  return country?.toUpperCase() === "CA" ? "CAD" : "USD";
}
