import { Form, useLocation, useNavigation } from "@remix-run/react";
import { useTranslate } from "~/hooks/use-translate";
import { followThreadPath } from "./paths";

/**
 * Follow/Unfollow for a thread's page (and a lesson's discussion): a plain form, so it works without
 * JavaScript; the server answers with a redirect back to this page and a toast.
 */
export function FollowButton({ threadId, following }: { threadId: string; following: boolean }) {
  const action = followThreadPath(threadId);
  const { pathname, search } = useLocation();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === action;
  const t = useTranslate();
  return (
    <Form method="post" action={action} preventScrollReset className="flex flex-wrap items-center gap-x-3 gap-y-1" data-testid="follow-form">
      <input type="hidden" name="following" value={following ? "0" : "1"} />
      <input type="hidden" name="returnTo" value={pathname + search} />
      <button type="submit" className="button-secondary" disabled={busy}>
        {busy
          ? t(following ? "services.community.follow.unfollowBusy" : "services.community.follow.followBusy")
          : t(following ? "services.community.follow.unfollow" : "services.community.follow.follow")}
      </button>
      <p className="text-sm text-slate-600">
        {t(following ? "services.community.follow.followingHint" : "services.community.follow.notFollowingHint")}
      </p>
    </Form>
  );
}
