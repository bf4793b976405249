/** A lesson's discussion, at the end of the lesson page (`#discussion`): its latest posts and the form. */
import { Link } from "@remix-run/react";
import { PostList, ReplyForm, type PostActionData } from "./community-ui";
import { LESSON_DISCUSSION_ANCHOR, threadPath } from "./paths";
import { PAGE_TEXTS } from "./texts";
import type { LessonDiscussion } from "./community.server";

export function LessonDiscussionSection({
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
  return (
    <section id={LESSON_DISCUSSION_ANCHOR} aria-labelledby="discussion-heading" className="mt-10 scroll-mt-24 space-y-4 print:hidden">
      <h2 id="discussion-heading" className="text-2xl font-bold tracking-tight text-slate-900">
        {PAGE_TEXTS.discussionTitle}
      </h2>
      <p className="text-slate-700">{PAGE_TEXTS.discussionIntro}</p>
      {hasEarlier && threadId ? (
        <Link to={threadPath(threadId)} className="button-secondary">
          Earlier posts
        </Link>
      ) : null}
      {threadId && posts.length > 0 ? <PostList posts={posts} threadId={threadId} /> : <p className="text-slate-700">{PAGE_TEXTS.noPosts}</p>}
      {locked ? (
        <p className="card text-slate-800">{PAGE_TEXTS.lockedNotice}</p>
      ) : (
        <ReplyForm action={action} reply={reply} heading="Add to the discussion" id="lesson-reply" />
      )}
    </section>
  );
}
