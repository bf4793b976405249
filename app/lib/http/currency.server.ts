import type { AppLoadContext } from "@remix-run/cloudflare";
import type { Currency } from "~/lib/domain/catalog";
import { clearIfInvalid, readCookie, siteCookie } from "./cookies.server";
import { chooseCurrency, isCurrency } from "~/lib/domain/money";

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Remembers the CAD/USD switch. Not signed: it only changes what its own holder sees, and a
 * tampered value is simply ignored.
 */
function currencyCookie(context: AppLoadContext) {
  return siteCookie(context, "currency", { maxAge: YEAR_SECONDS });
}

/** The currency the visitor picked with the switch, or null if they never did (or the cookie is junk). */
export async function readCurrencyChoice(request: Request, context: AppLoadContext): Promise<Currency | null> {
  const value = await readCookie(currencyCookie(context), request);
  return isCurrency(value) ? value : null;
}

/** The header that deletes a currency cookie holding junk (planted, or from an old version), if one came. */
export function clearInvalidCurrencyCookie(request: Request, context: AppLoadContext): Promise<string | null> {
  return clearIfInvalid(currencyCookie(context), request, isCurrency);
}

/** The Set-Cookie header that remembers a switch choice. */
export function rememberCurrencyChoice(context: AppLoadContext, currency: Currency): Promise<string> {
  return currencyCookie(context).serialize(currency);
}

/**
 * The currency every price and amount on this page is shown in (the root loader computes it once;
 * components read it with `useDisplayCurrency`). Precedence: the visitor's explicit switch, then the
 * signed-in user's country, then the country Cloudflare reports (CF-IPCountry); USD when unknown.
 */
export async function displayCurrency(request: Request, context: AppLoadContext, user: { country: string } | null): Promise<Currency> {
  return chooseCurrency({
    choice: await readCurrencyChoice(request, context),
    userCountry: user?.country ?? null,
    requestCountry: context.requestCountry,
  });
}
