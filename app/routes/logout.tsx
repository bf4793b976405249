import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { destroySession } from "~/lib/services/auth/session.server";
import { AUTH_TEXTS } from "~/lib/services/auth/texts";
import { redirectWithToast } from "~/lib/http/toast.server";

/** Sign-out is a POST (a link or prefetch must never sign anyone out); the session is revoked on the server. */
export async function action({ request, context }: ActionFunctionArgs) {
  const cookie = await destroySession(request, context);
  return redirectWithToast("/", { type: "success", ...AUTH_TEXTS.logoutSuccess }, context, {
    headers: { "Set-Cookie": cookie },
  });
}

export async function loader() {
  return redirect("/");
}
