import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { createThread } from "~/features/community/community.server";
import {
  actionText,
  answerInvalidOrPreview,
  answerPost,
  forbidden,
  noStore,
  readPostRequest,
  tryWrite,
  writeFailed,
} from "~/features/community/community-actions.server";
import { CommunityFrame, JoinNotice, NewThreadForm, VisitorGate } from "~/features/community/community-ui";
import { findCategory } from "~/features/community/domain/categories";
import { canReadPosts, spaceStanding } from "~/features/community/domain/community-rules";
import { postSchemasIn } from "~/features/community/words.server";
import { COMMUNITY_PATH, postPath } from "~/features/community/paths";
import { getSessionUser } from "~/lib/services/auth/session.server";
import { useTranslate, type Translate } from "~/hooks/use-translate";
import { pageMeta } from "~/lib/http/meta";
import { sectionText } from "~/lib/http/section-meta";

export const headers: HeadersFunction = () => noStore;

export const meta: MetaFunction = (args) => {
  const t: Translate = (key, values) => sectionText(args, "routes/community", key, values);
  return pageMeta(`${t("services.community.startThread")} | ${t("services.community.title")}`, t("services.community.intro"));
};

/** The new-thread form, for members and staff; the gate (401) or the plans (403) for anyone else. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const standing = spaceStanding(await getSessionUser(request, context));
  if (standing === "visitor") return data({ state: "visitor" as const }, { status: 401, headers: noStore });
  if (!canReadPosts(standing)) return data({ state: "titles-only" as const }, { status: 403, headers: noStore });
  const category = findCategory(new URL(request.url).searchParams.get("category") ?? undefined)?.slug;
  return data({ state: "form" as const, category }, { headers: noStore });
}

/** Start the thread (its opening post with the same checks as a reply), or Preview it with the form kept. */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await getSessionUser(request, context);
  if (!user)
    return data({ values: {}, errors: { form: actionText(context, "services.community.action.logIn") } }, { status: 401, headers: noStore });
  if (!canReadPosts(spaceStanding(user))) return forbidden(context);
  const post = await readPostRequest(request, postSchemasIn(context.locale).threadSchema);
  const { submission, intent } = post;
  const refused = await answerInvalidOrPreview(context, user, submission, intent, submission.success ? submission.value.body : undefined);
  if (refused || !submission.success) return refused!;
  const outcome = await tryWrite(context, request, () => createThread(context, user, submission.value));
  if (!outcome) return writeFailed(context, submission);
  // A plain form: the new thread opens, with or without JavaScript.
  const toThread = (posted: { threadId: string; postNumber: number }) => postPath(posted.threadId, posted.postNumber);
  return answerPost(context, outcome, { ...post, reload: true }, toThread, actionText(context, "services.community.action.threadStarted"));
}

export default function NewThreadPage() {
  const page = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const t = useTranslate();
  if (page.state === "visitor") return <VisitorGate />;
  return (
    <CommunityFrame trail={[{ to: COMMUNITY_PATH, label: t("services.community.title") }]}>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t("services.community.startThread")}</h1>
      {page.state === "titles-only" ? (
        <JoinNotice />
      ) : (
        <NewThreadForm reply={reply && "values" in reply ? reply : undefined} defaultCategory={page.category} />
      )}
    </CommunityFrame>
  );
}
