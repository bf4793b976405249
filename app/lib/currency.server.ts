import type { AppLoadContext } from "@remix-run/cloudflare";
import type { Currency } from "./catalog";
import { currencyForCountry } from "./money";

/** The currency a page shows prices in; for now from the visitor's country as Cloudflare reports it. */
export function displayCurrency(context: AppLoadContext): Currency {
  return currencyForCountry(context.requestCountry);
}
