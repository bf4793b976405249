/**
 * The console's reviews (ADR 033): the list staff moderate, and hiding or restoring one with a reason
 * in the audit log. Staff never edit a review's rating or text: nothing here writes either.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, desc, eq, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import { courseReviews, profiles, users } from "../../../db/schema/index";
import { auditStatement, type AuditActor } from "./audit.server";
import { CONSOLE_PAGE_SIZE, type ReviewFilters } from "./console-query";
import type { StaffOutcome } from "./learners.server";

const STATUS_CONDITIONS = { all: undefined, shown: isNull(courseReviews.hiddenAt), hidden: isNotNull(courseReviews.hiddenAt) };

/**
 * One page of reviews, newest first (by their last change, so an edited review comes back up for a
 * look), filtered by course and by shown or hidden, from the review after `after`. One row more than a
 * page tells whether there is a next one.
 */
export function reviewsConsoleRead(context: AppLoadContext, isStaff: SQL, { course, status, after }: ReviewFilters) {
  const keyset = sql`(${courseReviews.updatedAt}, ${courseReviews.userId}, ${courseReviews.courseId})`;
  return context.db
    .select({
      userId: courseReviews.userId,
      courseId: courseReviews.courseId,
      rating: courseReviews.rating,
      body: courseReviews.body,
      createdAt: courseReviews.createdAt,
      updatedAt: courseReviews.updatedAt,
      hiddenAt: courseReviews.hiddenAt,
      email: users.email,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
    })
    .from(courseReviews)
    .innerJoin(users, eq(users.id, courseReviews.userId))
    .leftJoin(profiles, eq(profiles.id, courseReviews.userId))
    .where(
      and(
        isStaff,
        course ? eq(courseReviews.courseId, course) : undefined,
        STATUS_CONDITIONS[status],
        after
          ? sql`${keyset} < (select updated_at, user_id, course_id from ${courseReviews} as cursor_review
                where cursor_review.user_id = ${after.userId} and cursor_review.course_id = ${after.courseId})`
          : undefined,
      ),
    )
    .orderBy(desc(courseReviews.updatedAt), desc(courseReviews.userId), desc(courseReviews.courseId))
    .limit(CONSOLE_PAGE_SIZE + 1);
}

/**
 * Hides a review from the course page and its rating, or shows it again. The change and its audit
 * entry (with the review's rating, so the log shows whether staff hide only low ratings) are one batch.
 */
export async function setReviewHidden(
  context: AppLoadContext,
  actor: AuditActor,
  review: { userId: string; courseId: string },
  hide: boolean,
  reason: string,
): Promise<StaffOutcome> {
  const db = context.db;
  const which = and(eq(courseReviews.userId, review.userId), eq(courseReviews.courseId, review.courseId));
  const found = await db.select({ rating: courseReviews.rating, hiddenAt: courseReviews.hiddenAt }).from(courseReviews).where(which).get();
  if (!found) return { ok: false, message: "There is no such review." };
  if ((found.hiddenAt !== null) === hide)
    return { ok: false, message: hide ? "This review is already hidden." : "This review is already shown." };
  await db.batch([
    db
      .update(courseReviews)
      .set({ hiddenAt: hide ? new Date() : null })
      .where(and(which, hide ? isNull(courseReviews.hiddenAt) : isNotNull(courseReviews.hiddenAt))),
    auditStatement(
      db,
      actor,
      {
        action: hide ? "review-hide" : "review-restore",
        target: `user:${review.userId}`,
        reason,
        details: { course: review.courseId, rating: found.rating },
      },
      { ifChanged: true },
    ),
  ]);
  return { ok: true, message: hide ? "The review is hidden from the course page." : "The review is shown again." };
}
