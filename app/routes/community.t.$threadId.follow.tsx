import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { followReturnPath } from "~/features/community/domain/follow-return";
import { setFollowing } from "~/features/community/follow.server";
import { threadHome } from "~/features/community/notification-threads.server";
import { threadPath } from "~/features/community/paths";
import { translate } from "~/lib/i18n/catalogues.server";
import { PRIVATE_CACHE } from "~/lib/http/http-cache";
import { loginPath } from "~/lib/http/redirect";
import { redirectWithToast } from "~/lib/http/toast.server";
import { getSessionUser } from "~/lib/services/auth/session.server";

function refused(status: number, message: string): Response {
  return new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": PRIVATE_CACHE } });
}

/** The form's address opened as a page (after signing in, say): the thread it belongs to. */
export function loader({ params }: LoaderFunctionArgs) {
  return redirect(threadPath(params.threadId ?? ""));
}

/** Follow (`following=1`) or Unfollow (`following=0`) the thread, for a signed-in member who may read it. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const threadId = params.threadId ?? "";
  const user = await getSessionUser(request, context);
  // Back to the thread after signing in, not to this form's address.
  if (!user) return redirect(loginPath(threadPath(threadId)));
  const form = await request.formData();
  const choice = form.get("following");
  const text = (key: "badChoice" | "refused" | "followed" | "followedText" | "unfollowed" | "unfollowedText") =>
    translate(context.locale, `services.community.follow.${key}`);
  if (choice !== "1" && choice !== "0") return refused(400, text("badChoice"));
  const place = await setFollowing(context, user.id, threadId, choice === "1");
  if (!place) return refused(404, text("refused"));
  const toast =
    choice === "1"
      ? { title: text("followed"), description: text("followedText") }
      : { title: text("unfollowed"), description: text("unfollowedText") };
  return redirectWithToast(followReturnPath(form.get("returnTo"), threadHome(place, threadId)), { type: "success", ...toast }, context);
}
