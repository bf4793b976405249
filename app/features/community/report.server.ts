/**
 * Members reporting a post (issue 25 item 4). The post, its thread, the reader's paid orders and their
 * earlier report are read with the session in one round trip; the page and the action decide from the
 * same read, so a post nobody may read answers 404 to both and nothing of it leaves the server.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, eq, sql, type SQL } from "drizzle-orm";
import { communityPosts, communityReports, communityThreads, profiles, users } from "../../../db/schema/index";
import { displayName, initials } from "~/lib/domain/display-name";
import { PRIVATE_CACHE } from "~/lib/http/http-cache";
import { countRateLimitHits, type RateLimit } from "~/lib/services/auth/rate-limit.server";
import { requireUserWith, type SessionUser } from "~/lib/services/auth/session.server";
import { paidOrders, productNames } from "~/lib/services/learning.server";
import { canReadPosts, threadStanding } from "./domain/community-rules";
import { isShownToMembers, postExcerpt, reportReason, type ReportKind } from "./domain/moderation-rules";
import { translate } from "~/lib/i18n/catalogues.server";
import { postPath } from "./paths";
import { threadReadableSql } from "./access-sql.server";

/**
 * Reports per member: 10 an hour. One report per post is the table's key already; this bounds one
 * member flooding the queue across many posts. A member who meets a wave of spam reports its first
 * posts, which is enough for staff to see the wave; a fixed hour keeps the message simple ("wait an
 * hour"). Counted only for a report that would be saved (a refused form or a repeat counts nothing).
 * The window is within the longest of RATE_LIMITS, so the sweep's clean-up covers these rows too.
 */
export const REPORT_RATE_LIMIT = { action: "community-report", max: 10, windowMs: 60 * 60 * 1000 } satisfies RateLimit;

function reportTargetReads(context: AppLoadContext, postId: string, userId: SQL) {
  return [
    context.db
      .select({
        id: communityPosts.id,
        threadId: communityPosts.threadId,
        postNumber: communityPosts.postNumber,
        authorId: communityPosts.authorId,
        bodyHtml: communityPosts.bodyHtml,
        deletedAt: communityPosts.deletedAt,
        hiddenAt: communityPosts.hiddenAt,
        threadKind: communityThreads.kind,
        threadCourseId: communityThreads.courseId,
        threadHiddenAt: communityThreads.hiddenAt,
        authorEmail: users.email,
        authorFirstName: profiles.firstName,
        authorLastName: profiles.lastName,
      })
      .from(communityPosts)
      .innerJoin(communityThreads, eq(communityThreads.id, communityPosts.threadId))
      .leftJoin(users, eq(users.id, communityPosts.authorId))
      .leftJoin(profiles, eq(profiles.id, communityPosts.authorId))
      .where(eq(communityPosts.id, postId)),
    paidOrders(context, userId),
    context.db
      .select({ createdAt: communityReports.createdAt })
      .from(communityReports)
      .where(and(eq(communityReports.postId, postId), eq(communityReports.reporterId, userId))),
  ] as const;
}

/** The answer for a post the reader may not see, or that does not exist: the same 404 either way, never cached. */
function postNotFound(): Response {
  return new Response("Not found", { status: 404, headers: { "Cache-Control": PRIVATE_CACHE } });
}

/**
 * The post a signed-in member may report, as the report page shows it: its opening words (plain text)
 * and its author's display name and initials, never an email. Visitors go to sign in; a post that
 * does not exist, is gone for members, or is in a thread the member may not read is a 404.
 */
export async function reportTargetFor(request: Request, context: AppLoadContext, postId: string) {
  const {
    user,
    data: [[post], paid, [earlier]],
  } = await requireUserWith(request, context, (userId) => reportTargetReads(context, postId, userId));
  const now = new Date();
  if (
    !post ||
    !isShownToMembers(post) ||
    !canReadPosts(threadStanding(user, { kind: post.threadKind, courseId: post.threadCourseId }, productNames(paid), now))
  )
    throw postNotFound();
  const authorName = post.authorEmail
    ? displayName({ email: post.authorEmail, firstName: post.authorFirstName, lastName: post.authorLastName })
    : null;
  return {
    user,
    post: {
      id: post.id,
      excerpt: postExcerpt(post.bodyHtml),
      // A former member is named by the page, in its language.
      authorName,
      authorInitials: authorName ? initials(authorName) : "?",
      backTo: postPath(post.threadId, post.postNumber),
    },
    own: post.authorId === user.id,
    reportedAt: earlier?.createdAt ?? null,
  };
}

export type ReportOutcome = { ok: true } | { ok: false; status: 403 | 409 | 429; message: string };

/**
 * Saves the member's report of a post they may read (checked by `reportTargetFor` in the same request,
 * and again by the insert: a plan that ends mid-request saves nothing, and the post is then a 404).
 * One report per member and post: a repeat changes nothing, and says so.
 */
export async function saveReport(
  context: AppLoadContext,
  user: SessionUser,
  target: { postId: string; own: boolean; reportedAt: Date | null },
  report: { kind: ReportKind; details: string },
): Promise<ReportOutcome> {
  const text = (key: "own" | "already" | "rateLimited") => translate(context.locale, `services.community.report.${key}`);
  if (target.own) return { ok: false, status: 403, message: text("own") };
  if (target.reportedAt) return { ok: false, status: 409, message: text("already") };
  const { limited } = await countRateLimitHits(context, [{ limit: REPORT_RATE_LIMIT, subject: user.id }]);
  if (limited) return { ok: false, status: 429, message: text("rateLimited") };
  const now = new Date();
  const readable = sql`exists (select 1 from ${communityPosts} join ${communityThreads} on ${communityThreads.id} = ${communityPosts.threadId}
    where ${communityPosts.id} = ${target.postId} and ${communityPosts.deletedAt} is null and ${communityPosts.hiddenAt} is null
      and ${threadReadableSql(user.id, now)})`;
  const [saved, [post]] = await context.db.batch([
    context.db.run(sql`insert into ${communityReports} (post_id, reporter_id, reason, created_at)
      select ${target.postId}, ${user.id}, ${reportReason(report.kind, report.details)}, ${now.getTime()} where ${readable}
      on conflict do nothing`),
    context.db
      .select({ readable: sql<number>`${readable}` })
      .from(users)
      .where(eq(users.id, user.id)),
  ]);
  if (saved.rowsAffected > 0) return { ok: true };
  if (!post?.readable) throw postNotFound();
  // A second tab's report landed between the read and this insert: the key kept it to one.
  return { ok: false, status: 409, message: text("already") };
}
