/** A lesson's discussion, at the end of the lesson page (`#discussion`): its latest posts and the form. */
import { Link } from "@remix-run/react";
import { WithMessages } from "~/components/with-messages";
import { useTranslate } from "~/hooks/use-translate";
import { PostList, ReplyForm, type PostActionData } from "./community-ui";
import { LESSON_DISCUSSION_ANCHOR, threadPath } from "./paths";
import type { LessonDiscussion } from "./community.server";

/** The section, with the words its data brought (the lesson page's loader is the lesson's, not the community's). */
export function LessonDiscussionSection(props: {
  discussion: LessonDiscussion;
  /** The lesson page's address: its action takes the post and comes back to this section. */
  action: string;
  reply: PostActionData | undefined;
}) {
  return (
    <WithMessages messages={props.discussion.messages}>
      <Discussion {...props} />
    </WithMessages>
  );
}

function Discussion({
  discussion,
  action,
  reply,
}: {
  discussion: LessonDiscussion;
  /** The lesson page's address: its action takes the post and comes back to this section. */
  action: string;
  reply: PostActionData | undefined;
}) {
  const { threadId, posts, hasEarlier, locked } = discussion;
  const t = useTranslate();
  return (
    <section id={LESSON_DISCUSSION_ANCHOR} aria-labelledby="discussion-heading" className="mt-10 scroll-mt-24 space-y-4 print:hidden">
      <h2 id="discussion-heading" className="text-2xl font-bold tracking-tight text-slate-900">
        {t("services.community.discussion.title")}
      </h2>
      <p className="text-slate-700">{t("services.community.discussion.intro")}</p>
      {hasEarlier && threadId ? (
        <Link to={threadPath(threadId)} className="button-secondary">
          {t("services.community.discussion.earlierPosts")}
        </Link>
      ) : null}
      {threadId && posts.length > 0 ? (
        <PostList posts={posts} threadId={threadId} />
      ) : (
        <p className="text-slate-700">{t("services.community.discussion.noPosts")}</p>
      )}
      {locked ? (
        <p className="card text-slate-800">{t("services.community.discussion.lockedNotice")}</p>
      ) : (
        <ReplyForm action={action} reply={reply} heading={t("services.community.discussion.add")} id="lesson-reply" />
      )}
    </section>
  );
}
