import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { rememberCurrencyChoice } from "~/lib/http/currency.server";
import { isCurrency } from "~/lib/domain/money";
import { safeRedirectPath } from "~/lib/http/redirect";

/**
 * The CAD/USD switch posts here: remember the choice in a cookie and go back to the page it came from
 * (same-site paths only). An unknown currency changes nothing.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const currency = form.get("currency");
  const returnTo = safeRedirectPath(form.get("returnTo"), "/");
  if (!isCurrency(currency)) return redirect(returnTo, 303);
  return redirect(returnTo, { status: 303, headers: { "Set-Cookie": await rememberCurrencyChoice(context, currency) } });
}

export async function loader() {
  return redirect("/");
}
