import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { rememberCurrencyChoice } from "~/lib/http/currency.server";
import { isCurrency } from "~/lib/domain/money";
import { safeRedirectPath } from "~/lib/http/redirect";

/**
 * The CAD/USD switch posts here and the choice is remembered in a cookie. A plain form (no JavaScript)
 * sends `returnTo` and goes back to that page (same-site paths only); the switch's fetcher sends none
 * and gets the choice in place, so the page does not navigate. An unknown currency changes nothing.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const currency = form.get("currency");
  const returnTo = form.get("returnTo");
  const chosen = isCurrency(currency) ? currency : null;
  const headers = chosen ? { "Set-Cookie": await rememberCurrencyChoice(context, chosen) } : undefined;
  if (returnTo !== null) return redirect(safeRedirectPath(returnTo, "/"), { status: 303, headers });
  return data({ currency: chosen }, { status: chosen ? 200 : 400, headers });
}

export async function loader() {
  return redirect("/");
}
