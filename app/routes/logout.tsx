import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { destroySession } from "~/lib/services/auth/session.server";
import { accountToast } from "~/lib/services/auth/account-words.server";
import { safeRedirectPath } from "~/lib/http/redirect";
import { redirectWithToast } from "~/lib/http/toast.server";

/**
 * Sign-out is a POST (a link or prefetch must never sign anyone out); the session is revoked on the
 * server. `redirectTo` (a same-site path) brings the sign-in page's "Sign out" back to that page. The
 * toast is in the language of the page signed out from (the form posts to its own language's address).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const cookie = await destroySession(request, context);
  return redirectWithToast(safeRedirectPath(form.get("redirectTo"), "/"), accountToast(context.locale, "logoutSuccess"), context, {
    headers: { "Set-Cookie": cookie },
  });
}

export async function loader() {
  return redirect("/");
}
