import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { createReply, deletePost, editPost, loadThread } from "~/features/community/community.server";
import {
  actionText,
  answerChange,
  answerInvalidOrPreview,
  answerPost,
  noStore,
  readPostRequest,
  tryWrite,
  writeFailed,
} from "~/features/community/community-actions.server";
import { afterCursor, canReadPosts, POST_INTENTS } from "~/features/community/domain/community-rules";
import { postSchemasIn } from "~/features/community/words.server";
import { postPath } from "~/features/community/paths";
import { threadHeading, ThreadView } from "~/features/community/thread-page";
import { getSessionUser } from "~/lib/services/auth/session.server";
import type { Translate } from "~/hooks/use-translate";
import { pageMeta } from "~/lib/http/meta";
import { sectionText } from "~/lib/http/section-meta";

export const headers: HeadersFunction = () => noStore;

export const meta: MetaFunction<typeof loader> = (args) => {
  const t: Translate = (key, values) => sectionText(args, "routes/community", key, values);
  const page = args.data;
  return pageMeta(page?.state === "thread" ? threadHeading(page.thread, t) : t("services.community.title"), t("services.community.intro"));
};

/**
 * A thread (of the space, or a lesson's discussion): its posts only for those who may read them,
 * decided here for page and `.data` requests alike. Visitors 401, signed-in learners without access
 * 403 (a space thread's title only), a thread nobody may see 404. One round trip (ADR 013).
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const page = await loadThread(request, context, params.threadId ?? "", afterCursor(url));
  if (!page) throw data(null, { status: 404, headers: noStore });
  if (page.standing === "visitor") return data({ state: "visitor" as const }, { status: 401, headers: noStore });
  if (!canReadPosts(page.standing)) {
    const title = page.thread.kind === "space" ? page.thread.title : "";
    return data({ state: "titles-only" as const, title }, { status: 403, headers: noStore });
  }
  const { standing: _standing, ...shown } = page;
  return data({ state: "thread" as const, editing: url.searchParams.get("edit"), ...shown }, { headers: noStore });
}

/** Reply, Preview, and the author's Edit and Delete: each checked again in the statement that writes. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await getSessionUser(request, context);
  if (!user)
    return data({ values: {}, errors: { form: actionText(context, "services.community.action.logIn") } }, { status: 401, headers: noStore });
  const threadId = params.threadId ?? "";
  const post = await readPostRequest(request, postSchemasIn(context.locale).replySchema);
  const { intent, submission, form } = post;
  const postId = String(form.get("postId") ?? "");
  if (intent === POST_INTENTS.delete) {
    const outcome = await tryWrite(context, request, () => deletePost(context, user, postId));
    return outcome
      ? answerChange(context, outcome, submission, actionText(context, "services.community.action.deleted"))
      : writeFailed(context, submission);
  }
  const refused = await answerInvalidOrPreview(context, user, submission, intent, submission.success ? submission.value.body : undefined);
  if (refused || !submission.success) return refused!;
  const body = submission.value.body;
  if (intent === POST_INTENTS.edit) {
    const outcome = await tryWrite(context, request, () => editPost(context, user, postId, body));
    return outcome
      ? answerChange(context, outcome, submission, actionText(context, "services.community.action.edited"))
      : writeFailed(context, submission);
  }
  const outcome = await tryWrite(context, request, () => createReply(context, user, threadId, body));
  return outcome
    ? answerPost(context, outcome, post, (posted) => postPath(posted.threadId, posted.postNumber))
    : writeFailed(context, submission);
}

export default function ThreadRoute() {
  return <ThreadView page={useLoaderData<typeof loader>()} reply={useActionData<typeof action>()} />;
}
