import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { safeRedirectPath } from "~/lib/http/redirect";
import { isLocale, localizedPath, pathWithoutLocale } from "~/lib/i18n/locale";
import { rememberLanguageChoice, saveLanguageChoice } from "~/lib/i18n/locale-choice.server";
import { getSessionUser } from "~/lib/services/auth/session.server";

/**
 * The language switch posts here (a plain form, with JavaScript or without): the choice is remembered in
 * a cookie and, for a signed-in learner, in their profile, and the visitor goes on to the page they were
 * reading (`returnTo`, a same-site path) in that language. An unknown language changes nothing.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const chosen = form.get("lang");
  // Checked again without its language prefix: "/fr//evil.example" is a site path, "//evil.example" is not.
  const returnTo = safeRedirectPath(pathWithoutLocale(safeRedirectPath(form.get("returnTo"), "/")), "/");
  if (!isLocale(chosen)) return redirect(returnTo, 303);
  const user = await getSessionUser(request, context);
  if (user) await saveLanguageChoice(context, user.id, chosen);
  // An absolute address: the router prefixes a path with the language of the handler that serves this post.
  const destination = new URL(localizedPath(returnTo, chosen), context.settings.siteUrl).href;
  return redirect(destination, { status: 303, headers: { "Set-Cookie": await rememberLanguageChoice(context, chosen) } });
}

export async function loader() {
  return redirect("/");
}
