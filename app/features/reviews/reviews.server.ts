/**
 * Learners' reviews of a course (ADR 033): the reads the course page, the catalogue and the home page
 * add to their request's one round trip, and the learner's own save, which checks eligibility in the
 * statement that writes.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, count, desc, eq, isNull, sql, type SQL } from "drizzle-orm";
import { courseLessons, courseReviews, profiles, userProgress, users } from "../../../db/schema/index";
import { ownRows, readWithSession } from "~/lib/services/auth/session.server";
import { holdsCourseSql } from "~/lib/services/learning.server";
import { COURSES, type Course } from "~/lib/domain/catalog";
import { courseRating, type CourseRating } from "~/lib/domain/course-rating";
import { displayName } from "~/lib/domain/display-name";
import { translate } from "~/lib/i18n/catalogues.server";
import { reviewEligibility, reviewerProgress, REVIEWS_PAGE_SIZE, type ReviewWords } from "./domain/review-rules";

const shown = (course?: Course) => and(course ? eq(courseReviews.courseId, course.slug) : undefined, isNull(courseReviews.hiddenAt));

/** Lessons of `course` that `userId` (SQL or a column) completed, as a scalar subquery. */
function completedLessons(userId: SQL | typeof courseReviews.userId, course: Course) {
  return sql<number>`(select count(*) from ${userProgress} where ${userProgress.userId} = ${userId} and ${userProgress.courseId} = ${course.slug} and ${userProgress.completed} = 1)`;
}

/** The count and sum of the shown reviews per course (hidden ones count for nothing). */
function ratingSums(context: AppLoadContext, course?: Course) {
  return context.db
    .select({ courseId: courseReviews.courseId, count: count(), ratingSum: sql<number>`coalesce(sum(${courseReviews.rating}), 0)` })
    .from(courseReviews)
    .where(shown(course))
    .groupBy(courseReviews.courseId);
}

function ratingOf(rows: readonly { courseId: string; count: number; ratingSum: number }[], course: Course): CourseRating | null {
  const row = rows.find((candidate) => candidate.courseId === course.slug);
  return row ? courseRating(row) : null;
}

/** Every course's rating (null below the threshold), by slug: for the course cards and the home page. */
export type CourseRatings = Record<string, CourseRating | null>;

/**
 * The catalogue's and the home page's ratings, read in the request's session batch (call it at the
 * loader's first line, beside the loader's other reads, so the page stays one round trip).
 */
export async function readCourseRatings(request: Request, context: AppLoadContext): Promise<CourseRatings> {
  const {
    data: [rows],
  } = await readWithSession(request, context, () => [ratingSums(context)] as const);
  return Object.fromEntries(COURSES.map((course) => [course.slug, ratingOf(rows, course)]));
}

/** A shown review as the course page lists it: the reviewer's display name, never their email. */
export interface ShownReview {
  /** The reviewer's id: the list's React key (a review is one per learner and course). */
  id: string;
  name: string;
  /** How far they got, in the page's language. */
  progress: string;
  rating: number;
  body: string;
  createdAt: string;
  /** Set when the review was changed after it was first written. */
  updatedAt: string | null;
}

/** What the signed-in learner can do here: null for a visitor. */
export interface ReviewViewer {
  completed: number;
  total: number;
  eligible: boolean;
  /** Lessons to complete before the form opens. */
  needed: number;
  own: { rating: number; body: string; hidden: boolean } | null;
}

export interface CourseReviews {
  rating: CourseRating | null;
  reviews: ShownReview[];
  page: number;
  /** Whether another page of older reviews follows. */
  hasOlder: boolean;
  viewer: ReviewViewer | null;
}

/**
 * The course page's reviews, in the request's session batch: the rating, one page of shown reviews
 * newest first (never ordered or filtered by rating), each reviewer's progress counted now, and the
 * signed-in learner's progress and own review.
 */
export async function loadCourseReviews(request: Request, context: AppLoadContext, course: Course, page: number): Promise<CourseReviews> {
  const db = context.db;
  const now = new Date();
  const {
    user,
    data: [sums, rows, [progress], [own]],
  } = await readWithSession(
    request,
    context,
    (userId) =>
      [
        ratingSums(context, course),
        db
          .select({
            userId: courseReviews.userId,
            email: users.email,
            firstName: profiles.firstName,
            lastName: profiles.lastName,
            rating: courseReviews.rating,
            body: courseReviews.body,
            createdAt: courseReviews.createdAt,
            updatedAt: courseReviews.updatedAt,
            completed: completedLessons(courseReviews.userId, course),
            holds: sql<number>`${holdsCourseSql(sql`${courseReviews.userId}`, course.slug, now)}`,
          })
          .from(courseReviews)
          .innerJoin(users, eq(users.id, courseReviews.userId))
          .leftJoin(profiles, eq(profiles.id, courseReviews.userId))
          .where(shown(course))
          .orderBy(desc(courseReviews.updatedAt), desc(courseReviews.userId))
          .limit(REVIEWS_PAGE_SIZE + 1)
          .offset((page - 1) * REVIEWS_PAGE_SIZE),
        // A visitor has completed nothing and holds nothing: only the course's lesson count is read.
        db
          .select({
            total: count(),
            completed: userId ? completedLessons(userId, course) : sql<number>`0`,
            holds: userId ? sql<number>`${holdsCourseSql(userId, course.slug, now)}` : sql<number>`0`,
          })
          .from(courseLessons)
          .where(eq(courseLessons.courseId, course.slug)),
        ownRows(userId, (id) =>
          db
            .select({ rating: courseReviews.rating, body: courseReviews.body, hiddenAt: courseReviews.hiddenAt })
            .from(courseReviews)
            .where(and(sql`${courseReviews.userId} = ${id}`, eq(courseReviews.courseId, course.slug))),
        ),
      ] as const,
  );
  const total = progress?.total ?? 0;
  const completed = progress?.completed ?? 0;
  const words: ReviewWords = (key, values) => translate(context.locale, key, values);
  return {
    rating: ratingOf(sums, course),
    reviews: rows.slice(0, REVIEWS_PAGE_SIZE).map((row) => ({
      id: row.userId,
      name: displayName(row),
      // In the page's language: the loader sends it as it is shown.
      progress: reviewerProgress(row.completed, total, Boolean(row.holds), words),
      rating: row.rating,
      body: row.body,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.getTime() > row.createdAt.getTime() ? row.updatedAt.toISOString() : null,
    })),
    page,
    hasOlder: rows.length > REVIEWS_PAGE_SIZE,
    viewer: user
      ? {
          completed,
          total,
          ...reviewEligibility(completed, total),
          // Writing needs the course now; the quarter alone opens no form after a refund or a plan's end.
          eligible: reviewEligibility(completed, total).eligible && Boolean(progress?.holds),
          own: own ? { rating: own.rating, body: own.body, hidden: own.hiddenAt !== null } : null,
        }
      : null,
  };
}

export type SaveOutcome =
  { saved: "created" | "updated" } | { saved: false; reason: "progress"; needed: number; total: number } | { saved: false; reason: "no-access" };

/**
 * Writes the learner's review, or updates their one review of the course (its rating, text and
 * updated_at; a review staff hid stays hidden). The write happens only while the learner holds the
 * course and has completed a quarter of it, checked in the same statement, so a crafted post from a
 * learner below it, or after a refund or a plan's end, writes nothing. Their progress and access are
 * read in the same batch to say why.
 */
export async function saveReview(
  context: AppLoadContext,
  userId: string,
  course: Course,
  { rating, body }: { rating: number; body: string },
): Promise<SaveOutcome> {
  const db = context.db;
  const now = new Date();
  const total = sql`(select count(*) from ${courseLessons} where ${courseLessons.courseId} = ${course.slug})`;
  const completed = completedLessons(sql`${userId}`, course);
  const holds = holdsCourseSql(userId, course.slug, now);
  const [[progress], written] = await db.batch([
    db
      .select({ total: count(), completed, holds: sql<number>`${holds}` })
      .from(courseLessons)
      .where(eq(courseLessons.courseId, course.slug)),
    db
      .insert(courseReviews)
      .select(
        sql`select ${userId}, ${course.slug}, ${rating}, ${body}, ${now.getTime()}, ${now.getTime()}, null
            where ${total} > 0 and ${completed} * 4 >= ${total} and ${holds}`,
      )
      .onConflictDoUpdate({
        target: [courseReviews.userId, courseReviews.courseId],
        set: { rating: sql`excluded.rating`, body: sql`excluded.body`, updatedAt: sql`excluded.updated_at` },
      })
      .returning({ createdAt: courseReviews.createdAt }),
  ]);
  const [row] = written;
  if (row) return { saved: row.createdAt.getTime() === now.getTime() ? "created" : "updated" };
  if (!progress?.holds) return { saved: false, reason: "no-access" };
  const lessons = progress.total;
  return { saved: false, reason: "progress", needed: reviewEligibility(progress.completed, lessons).needed, total: lessons };
}
