/**
 * The console's community page (issue 25 item 4): open reports grouped by post, a thread or post found
 * by its link, pinned and locked threads, hidden posts and current suspensions, all read in the
 * request's one round trip; and the staff actions, each written with its audit entry in one batch.
 * Staff never edit what a member wrote: nothing here writes a post's text.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, asc, desc, eq, gt, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import type { SelectedFields } from "drizzle-orm/sqlite-core";
import { communityPosts, communityReports, communitySuspensions, communityThreads, profiles, users } from "../../../db/schema/index";
import { CONSOLE_TEXTS } from "~/features/community/moderation-texts";
import { suspensionLastDay } from "~/features/community/domain/moderation-rules";
import { auditStatement, type AuditActor } from "./audit.server";
import type { PostIntent, ThreadIntent } from "./community-forms";
import { CONSOLE_PAGE_SIZE } from "./console-query";
import type { StaffOutcome } from "./learners.server";

const { refused: REFUSED, actions: ACTIONS } = CONSOLE_TEXTS;
const done = (intent: keyof typeof ACTIONS): StaffOutcome => ({ ok: true, message: ACTIONS[intent].done });
const refused = (message: string): StaffOutcome => ({ ok: false, message });

/** What the console shows of a post wherever it appears: its stored HTML, its thread, its author (with email: staff only). */
const postColumns = {
  id: communityPosts.id,
  threadId: communityPosts.threadId,
  postNumber: communityPosts.postNumber,
  bodyHtml: communityPosts.bodyHtml,
  createdAt: communityPosts.createdAt,
  deletedAt: communityPosts.deletedAt,
  hiddenAt: communityPosts.hiddenAt,
  authorId: communityPosts.authorId,
  authorEmail: users.email,
  authorFirstName: profiles.firstName,
  authorLastName: profiles.lastName,
  /** The author's suspension, when it has not ended. */
  suspendedUntil: communitySuspensions.until,
  threadKind: communityThreads.kind,
  threadTitle: communityThreads.title,
  threadCourseId: communityThreads.courseId,
  threadLessonNumber: communityThreads.lessonNumber,
  threadLockedAt: communityThreads.lockedAt,
  threadPinnedAt: communityThreads.pinnedAt,
};

/** What the console shows of a thread, and a thread action checks: where it is (its title or its lesson), its lock and its pin. */
const threadColumns = {
  kind: communityThreads.kind,
  title: communityThreads.title,
  category: communityThreads.category,
  courseId: communityThreads.courseId,
  lessonNumber: communityThreads.lessonNumber,
  lockedAt: communityThreads.lockedAt,
  pinnedAt: communityThreads.pinnedAt,
};

export function communityConsoleReads(
  context: AppLoadContext,
  isStaff: SQL,
  lookup: { threadId: string; postNumber: number | null } | null,
  now: Date,
) {
  const db = context.db;
  /** `postColumns` and `more`, from community_posts through the joins `postColumns` reads. */
  const posts = <T extends SelectedFields>(more: T) =>
    db
      .select({ ...postColumns, ...more })
      .from(communityPosts)
      .innerJoin(communityThreads, eq(communityThreads.id, communityPosts.threadId))
      .leftJoin(users, eq(users.id, communityPosts.authorId))
      .leftJoin(profiles, eq(profiles.id, communityPosts.authorId))
      .leftJoin(communitySuspensions, and(eq(communitySuspensions.userId, communityPosts.authorId), gt(communitySuspensions.until, now)));
  const firstReported = sql<number>`min(${communityReports.createdAt})`;
  return [
    // Open reports grouped by post, the post reported longest ago first; one row more tells whether there are more.
    posts({
      reports: sql<number>`count(*)`,
      firstReportedAt: sql<number>`${firstReported}`,
      reasons: sql<string>`json_group_array(${communityReports.reason})`,
    })
      .innerJoin(communityReports, eq(communityReports.postId, communityPosts.id))
      .where(and(isStaff, isNull(communityReports.resolvedAt)))
      .groupBy(communityPosts.id)
      .orderBy(asc(firstReported), asc(communityPosts.id))
      .limit(CONSOLE_PAGE_SIZE + 1),
    // The post a pasted link names (the thread's opening post when the link names no post).
    posts({})
      .where(lookup ? and(isStaff, eq(communityPosts.threadId, lookup.threadId), eq(communityPosts.postNumber, lookup.postNumber ?? 1)) : sql`0`)
      .limit(1),
    db
      .select({ id: communityThreads.id, ...threadColumns })
      .from(communityThreads)
      .where(and(isStaff, or(isNotNull(communityThreads.pinnedAt), isNotNull(communityThreads.lockedAt))))
      .orderBy(desc(sql`max(coalesce(${communityThreads.pinnedAt}, 0), coalesce(${communityThreads.lockedAt}, 0))`))
      .limit(CONSOLE_PAGE_SIZE),
    posts({})
      .where(and(isStaff, isNotNull(communityPosts.hiddenAt)))
      .orderBy(desc(communityPosts.hiddenAt))
      .limit(CONSOLE_PAGE_SIZE),
    db
      .select({
        userId: communitySuspensions.userId,
        until: communitySuspensions.until,
        email: users.email,
        firstName: profiles.firstName,
        lastName: profiles.lastName,
      })
      .from(communitySuspensions)
      .innerJoin(users, eq(users.id, communitySuspensions.userId))
      .leftJoin(profiles, eq(profiles.id, communitySuspensions.userId))
      .where(and(isStaff, gt(communitySuspensions.until, now)))
      .orderBy(asc(communitySuspensions.until))
      .limit(CONSOLE_PAGE_SIZE),
  ] as const;
}

export type ConsolePostRow = Awaited<ReturnType<typeof communityConsoleReads>[1]>[number];

function postOf(context: AppLoadContext, postId: string) {
  return context.db
    .select({
      threadId: communityPosts.threadId,
      postNumber: communityPosts.postNumber,
      authorId: communityPosts.authorId,
      hiddenAt: communityPosts.hiddenAt,
      openReports: sql<number>`(select count(*) from ${communityReports} where ${and(eq(communityReports.postId, communityPosts.id), isNull(communityReports.resolvedAt))})`,
    })
    .from(communityPosts)
    .where(eq(communityPosts.id, postId))
    .get();
}

/** What the audit entry of a post's action records besides its target: where the post is and whose it is. */
function postDetails(post: { threadId: string; postNumber: number; authorId: string | null }, extra: Record<string, number> = {}) {
  return { thread: post.threadId, post: post.postNumber, author: post.authorId, ...extra };
}

/**
 * Hides a post from members, or shows it again. Hiding a space thread's opening post hides its thread (the
 * schema's rule: the thread leaves every list); a lesson's discussion has no opening post, and stays open to
 * the lesson's readers. The thread's count of shown posts follows; hiding closes the post's open reports.
 * The change and its audit entry are one batch.
 */
async function setPostHidden(context: AppLoadContext, actor: AuditActor, postId: string, hide: boolean, reason: string): Promise<StaffOutcome> {
  const db = context.db;
  const post = await postOf(context, postId);
  if (!post) return refused(REFUSED.noPost);
  if ((post.hiddenAt !== null) === hide) return refused(hide ? REFUSED.alreadyHidden : REFUSED.notHidden);
  const now = new Date();
  const thread = eq(communityThreads.id, post.threadId);
  const countedBefore = sql`exists (select 1 from ${communityPosts} where ${communityPosts.id} = ${postId}
    and ${communityPosts.deletedAt} is null and ${communityPosts.hiddenAt} is ${hide ? sql`null` : sql`not null`})`;

  await db.batch([
    // A shown post that is not deleted is counted; it leaves the count when hidden and comes back when restored.
    db
      .update(communityThreads)
      .set({ postCount: hide ? sql`max(${communityThreads.postCount} - 1, 0)` : sql`${communityThreads.postCount} + 1` })
      .where(and(thread, countedBefore)),
    ...(post.postNumber === 1
      ? [
          db
            .update(communityThreads)
            .set({ hiddenAt: hide ? now : null })
            .where(and(thread, eq(communityThreads.kind, "space"))),
        ]
      : []),
    db
      .update(communityPosts)
      .set({ hiddenAt: hide ? now : null })
      .where(and(eq(communityPosts.id, postId), hide ? isNull(communityPosts.hiddenAt) : isNotNull(communityPosts.hiddenAt))),
    auditStatement(
      db,
      actor,
      {
        action: hide ? "community-post-hide" : "community-post-restore",
        target: `post:${postId}`,
        reason,
        details: postDetails(post, hide ? { reports: post.openReports } : {}),
      },
      { ifChanged: true },
    ),
    // A hidden post's reports are answered; restoring it does not reopen them.
    ...(hide
      ? [
          db
            .update(communityReports)
            .set({ resolvedAt: now })
            .where(and(eq(communityReports.postId, postId), isNull(communityReports.resolvedAt))),
        ]
      : []),
  ]);
  return done(hide ? "community-post-hide" : "community-post-restore");
}

/** Closes a post's open reports without touching the post (staff found nothing wrong). */
async function dismissReports(context: AppLoadContext, actor: AuditActor, postId: string, reason: string): Promise<StaffOutcome> {
  const db = context.db;
  const post = await postOf(context, postId);
  if (!post) return refused(REFUSED.noPost);
  if (post.openReports === 0) return refused(REFUSED.noOpenReports);
  await db.batch([
    db
      .update(communityReports)
      .set({ resolvedAt: new Date() })
      .where(and(eq(communityReports.postId, postId), isNull(communityReports.resolvedAt))),
    auditStatement(
      db,
      actor,
      { action: "community-reports-dismiss", target: `post:${postId}`, reason, details: postDetails(post, { reports: post.openReports }) },
      { ifChanged: true },
    ),
  ]);
  return done("community-reports-dismiss");
}

export function moderatePost(context: AppLoadContext, actor: AuditActor, intent: PostIntent, postId: string, reason: string) {
  if (intent === "community-reports-dismiss") return dismissReports(context, actor, postId, reason);
  return setPostHidden(context, actor, postId, intent === "community-post-hide", reason);
}

/** Locks or unlocks a thread (nobody replies while it is locked), or pins or unpins a members' space thread, with its audit entry. */
export async function moderateThread(
  context: AppLoadContext,
  actor: AuditActor,
  intent: ThreadIntent,
  threadId: string,
  reason: string,
): Promise<StaffOutcome> {
  const db = context.db;
  const thread = await db.select(threadColumns).from(communityThreads).where(eq(communityThreads.id, threadId)).get();
  if (!thread) return refused(REFUSED.noThread);
  const lock = intent === "community-thread-lock" || intent === "community-thread-unlock";
  const on = intent === "community-thread-lock" || intent === "community-thread-pin";
  if (lock && (thread.lockedAt !== null) === on) return refused(on ? REFUSED.alreadyLocked : REFUSED.notLocked);
  if (!lock && thread.kind === "lesson") return refused(REFUSED.pinLesson);
  if (!lock && (thread.pinnedAt !== null) === on) return refused(on ? REFUSED.alreadyPinned : REFUSED.notPinned);
  const column = lock ? communityThreads.lockedAt : communityThreads.pinnedAt;
  await db.batch([
    db
      .update(communityThreads)
      .set(lock ? { lockedAt: on ? new Date() : null } : { pinnedAt: on ? new Date() : null })
      .where(and(eq(communityThreads.id, threadId), on ? isNull(column) : isNotNull(column))),
    auditStatement(
      db,
      actor,
      {
        action: intent,
        target: `thread:${threadId}`,
        reason,
        // Where the thread is, never its title: the log is kept for good, and a title is its author's words,
        // which their account's deletion removes (ADR 067).
        details: thread.kind === "space" ? { category: thread.category } : { course: thread.courseId, lesson: thread.lessonNumber },
      },
      { ifChanged: true },
    ),
  ]);
  return done(intent);
}

/**
 * Suspends a member from posting through the end of a day (`until` is the instant it ends, see
 * `suspensionEnd`); suspending again replaces the end. They still read and report.
 */
export async function suspendMember(
  context: AppLoadContext,
  actor: AuditActor,
  userId: string,
  until: Date,
  reason: string,
): Promise<StaffOutcome> {
  const db = context.db;
  if (userId === actor.id) return refused(REFUSED.suspendSelf);
  const member = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).get();
  if (!member) return refused(REFUSED.noMember);
  const now = new Date();
  await db.batch([
    db
      .insert(communitySuspensions)
      .values({ userId, until, createdAt: now })
      .onConflictDoUpdate({ target: communitySuspensions.userId, set: { until, createdAt: now } }),
    auditStatement(db, actor, {
      action: "community-suspend",
      target: `user:${userId}`,
      reason,
      details: { through: suspensionLastDay(until), until: until.toISOString() },
    }),
  ]);
  return done("community-suspend");
}

/** Ends a current suspension now. */
export async function liftSuspension(context: AppLoadContext, actor: AuditActor, userId: string, reason: string): Promise<StaffOutcome> {
  const db = context.db;
  const now = new Date();
  const current = and(eq(communitySuspensions.userId, userId), gt(communitySuspensions.until, now));
  const suspension = await db.select({ until: communitySuspensions.until }).from(communitySuspensions).where(current).get();
  if (!suspension) return refused(REFUSED.notSuspended);
  // The delete is the check: of two lifts at once, one lifts and is recorded; the other was too late.
  const [lifted] = await db.batch([
    db.delete(communitySuspensions).where(current).returning({ userId: communitySuspensions.userId }),
    auditStatement(
      db,
      actor,
      { action: "community-suspension-lift", target: `user:${userId}`, reason, details: { was: suspensionLastDay(suspension.until) } },
      { ifChanged: true },
    ),
  ]);
  if (lifted.length === 0) return refused(REFUSED.notSuspended);
  return done("community-suspension-lift");
}
