/** A thread's page: its posts 30 at a time, the reply form, and the gates for those who may not read it. */
import { Link } from "@remix-run/react";
import { Badge } from "~/components/badge";
import { FormError } from "~/components/form-fields";
import { lessonPath } from "~/features/course-page/course-page";
import { findCourseBySlug } from "~/lib/domain/catalog";
import { useTranslate, type Translate } from "~/hooks/use-translate";
import {
  categoryName,
  CommunityFrame,
  courseTitle,
  isPosted,
  JoinNotice,
  PostList,
  ReplyForm,
  VisitorGate,
  type PostActionData,
} from "./community-ui";
import { POSTS_PAGE_SIZE } from "./domain/community-rules";
import { FollowButton } from "./follow-button";
import { categoryPath, COMMUNITY_PATH, LESSON_DISCUSSION_ANCHOR, threadPath } from "./paths";
import type { ThreadPage } from "./community.server";

export type ThreadPageData =
  { state: "visitor" } | { state: "titles-only"; title: string } | ({ state: "thread"; editing: string | null } & Omit<ThreadPage, "standing">);

/** The heading of a thread: its title, or the lesson a lesson's discussion is about (`t`: the page's words, or its meta's). */
export function threadHeading(thread: ThreadPage["thread"], t: Translate): string {
  return thread.lesson
    ? t("services.community.lessonHeading", {
        number: String(thread.lesson.lessonNumber),
        course: courseTitle(t, thread.lesson.courseSlug, thread.lesson.courseTitle),
      })
    : // Emptied when its author deleted their account: it reads as deleted, as their posts do.
      thread.title || t("services.community.post.deleted");
}

function Pages({ threadId, after, hasMore }: { threadId: string; after: number; hasMore: boolean }) {
  const t = useTranslate();
  if (after === 0 && !hasMore) return null;
  return (
    <nav aria-label={t("services.community.postPages")} className="flex flex-wrap gap-3">
      {after > 0 ? (
        <Link to={`${threadPath(threadId)}?after=${Math.max(0, after - POSTS_PAGE_SIZE)}`} className="button-secondary">
          {t("services.community.earlierPosts")}
        </Link>
      ) : null}
      {hasMore ? (
        <Link to={`${threadPath(threadId)}?after=${after + POSTS_PAGE_SIZE}`} className="button-secondary">
          {t("services.community.laterPosts")}
        </Link>
      ) : null}
    </nav>
  );
}

export function ThreadView({ page, reply }: { page: ThreadPageData; reply: PostActionData | undefined }) {
  const t = useTranslate();
  if (page.state === "visitor") return <VisitorGate />;
  if (page.state === "titles-only") {
    return (
      <CommunityFrame trail={[{ to: COMMUNITY_PATH, label: t("services.community.title") }]}>
        <h1 className="break-words text-3xl font-bold tracking-tight text-slate-900">{page.title || t("services.community.title")}</h1>
        <JoinNotice />
      </CommunityFrame>
    );
  }
  const { thread, posts, after, hasMore, editing } = page;
  const course = thread.lesson ? findCourseBySlug(thread.lesson.courseSlug) : undefined;
  const trail = [{ to: COMMUNITY_PATH, label: t("services.community.title") }];
  if (thread.category) trail.push({ to: categoryPath(thread.category.slug), label: categoryName(t, thread.category) });
  const formReply = isPosted(reply) ? undefined : reply;
  // An answer about the page as a whole (a refused Delete) shows above the posts; one about typed text, in its form.
  const aboutPage = formReply !== undefined && formReply.values.body === undefined && formReply.preview === undefined;
  return (
    <CommunityFrame trail={trail}>
      <div className="flex flex-wrap items-center gap-2">
        {thread.pinned ? <Badge tone="brand">{t("services.community.pinned")}</Badge> : null}
        {thread.locked ? <Badge>{t("services.community.locked")}</Badge> : null}
        {thread.hidden ? <Badge>{t("services.community.post.hiddenByStaff")}</Badge> : null}
      </div>
      <h1 className="mt-2 break-words text-3xl font-bold tracking-tight text-slate-900">{threadHeading(thread, t)}</h1>
      {course && thread.lesson ? (
        <p className="mt-2 text-slate-700">
          <Link to={`${lessonPath(course, thread.lesson.lessonNumber)}#${LESSON_DISCUSSION_ANCHOR}`} className="text-brand-800 underline">
            {t("services.community.backToLesson")}
          </Link>
        </p>
      ) : null}
      <div className="mt-4">
        <FollowButton threadId={thread.id} following={page.following === true} />
      </div>
      <div className="mt-6 space-y-4">
        <Pages threadId={thread.id} after={after} hasMore={hasMore} />
        {editing ? null : <FormError message={aboutPage ? formReply.errors.form : undefined} />}
        {posts.length > 0 ? (
          <PostList posts={posts} threadId={thread.id} editing={editing} editReply={editing ? formReply : undefined} />
        ) : (
          <p className="text-slate-700">{t("services.community.discussion.noPosts")}</p>
        )}
        <Pages threadId={thread.id} after={after} hasMore={hasMore} />
        {thread.locked ? (
          <p className="card text-slate-800">{t("services.community.discussion.lockedNotice")}</p>
        ) : hasMore ? null : (
          <ReplyForm
            action={threadPath(thread.id)}
            reply={editing || aboutPage ? undefined : reply}
            heading={t("services.community.reply")}
            id="reply"
            currentPage={{ threadId: thread.id, after, size: POSTS_PAGE_SIZE }}
          />
        )}
      </div>
    </CommunityFrame>
  );
}
