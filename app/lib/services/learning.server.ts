import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, asc, eq, isNull, sql, type SQL } from "drizzle-orm";
import {
  certificates,
  courseLessons,
  earnedBadges,
  lessonTranslations,
  orders,
  profiles,
  quizAttempts,
  subscribers,
  userProgress,
  users,
} from "../../../db/schema/index";
import { textListOf } from "../../../db/json-array";
import { finalAssessmentScope } from "~/lib/domain/quiz-scopes";
import { hasAccess, type AccessFacts } from "~/lib/domain/access";
import { ownRows, readWithSession, requireUserWith, type SessionUser } from "./auth/session.server";
import { displayName } from "~/lib/domain/display-name";
import { randomToken } from "./auth/crypto.server";
import { COURSES, findCourseBySlug, PLAN_TIERS, type Course } from "~/lib/domain/catalog";
import { ENTITLEMENTS, tierOpensCourse } from "~/lib/domain/entitlements";
import { achievements, badgesToStore, enrolledCourses, type LessonProgressRow } from "~/lib/domain/learning";
import type { LessonProblemKind } from "~/features/lesson/lesson-rules";
import type { Worksheet } from "~/lib/domain/worksheet";
import { reportError } from "~/lib/report-error.server";
import { lessonTranslationJoin, shownLesson } from "./lesson-language.server";

/** The user's id as a value, or as the session's id subquery (`requireUserWith`, `readWithSession`). */
type UserId = string | SQL;

/** The user's orders that grant access: only `paid` does (spec 3). */
const paidBy = (userId: UserId) => and(eq(orders.userId, userId), eq(orders.status, "paid"));

/** The product names of the user's paid orders. */
export function paidOrders(context: AppLoadContext, userId: UserId) {
  return context.db.selectDistinct({ productName: orders.productName }).from(orders).where(paidBy(userId));
}

/** `paidOrders` as one value of another statement's row (`textListOf`): the product names. */
export function paidProductNamesSql(userId: UserId): SQL<string[]> {
  return textListOf(sql`select json_group_array(distinct ${orders.productName}) from ${orders} where ${paidBy(userId)}`);
}

export function productNames(rows: readonly { productName: string }[]): string[] {
  return rows.map((row) => row.productName);
}

/**
 * The product names of the signed-in learner's paid courses, read in the request's session batch (no
 * round trip of its own); empty for a visitor, whose cookieless page reads nothing and stays cacheable.
 */
export async function readOwnedProductNames(request: Request, context: AppLoadContext): Promise<string[]> {
  const { user, data } = await readWithSession(request, context, (userId) =>
    userId ? ([paidOrders(context, userId)] as const) : ([] as unknown as readonly [ReturnType<typeof paidOrders>]),
  );
  return user ? productNames(data[0]) : [];
}

/** The user's live certificates, or their one for a course. */
export function certificatesOf(context: AppLoadContext, userId: UserId, course?: Course) {
  return context.db
    .select({ id: certificates.id, courseId: certificates.courseId, issuedAt: certificates.issuedAt })
    .from(certificates)
    .where(and(eq(certificates.userId, userId), course ? eq(certificates.courseId, course.slug) : undefined, isNull(certificates.revokedAt)));
}

/** A course slug's order product name, in SQL (the registry's mapping). */
function productNameOf(courseSlug: SQL): SQL {
  const cases = COURSES.map((course) => sql`when ${course.slug} then ${course.productName}`);
  return sql`(case ${courseSlug} ${sql.join(cases, sql` `)} end)`;
}

/**
 * The access rule of `courseAccess` (app/lib/domain/access.ts) as a condition the database evaluates in
 * the statement that needs it, so no refund or plan change can slip in between a check and a write: a
 * paid order for the course, or an active plan whose tier opens it. For a course named here, its product
 * name and the tiers that open it are looked up now, so the statement carries two short conditions instead
 * of the registry's whole mapping (a course page builds it for every review it lists).
 */
export function holdsCourseSql(userId: SQL | string, courseSlug: SQL | string, now: Date): SQL {
  const { productName, planOpensCourse } = typeof courseSlug === "string" ? knownCourseTerms(courseSlug) : courseColumnTerms(courseSlug);
  return sql`(exists (
      select 1 from ${orders} as paid_orders
      where paid_orders.user_id = ${userId} and paid_orders.status = 'paid' and paid_orders.product_name = ${productName}
    ) or exists (
      select 1 from ${subscribers}
      where ${subscribers.userId} = ${userId} and ${subscribers.subscribed} = 1 and ${subscribers.subscriptionEnd} > ${now.getTime()}
        and ${planOpensCourse}
    ))`;
}

/** A course named here: its product name, and the tiers that open it, looked up now. */
function knownCourseTerms(courseSlug: string): { productName: string | null; planOpensCourse: SQL } {
  const course = findCourseBySlug(courseSlug);
  const tiers = course ? PLAN_TIERS.filter((tier) => tierOpensCourse(tier, course)) : [];
  return {
    productName: course?.productName ?? null,
    planOpensCourse: sql`${subscribers.subscriptionTier} in (${sql.join(
      tiers.map((tier) => sql`${tier}`),
      sql`, `,
    )})`,
  };
}

/** A course given as a column: the registry's whole mapping, for the database to apply row by row. */
function courseColumnTerms(courseSlug: SQL): { productName: SQL; planOpensCourse: SQL } {
  const tierCourses = Object.entries(ENTITLEMENTS).flatMap(([tier, { courses }]) => courses.map((slug) => sql`(${tier}, ${slug})`));
  return {
    productName: productNameOf(courseSlug),
    planOpensCourse: sql`(${subscribers.subscriptionTier}, ${courseSlug}) in (values ${sql.join(tierCourses, sql`, `)})`,
  };
}

/**
 * Revokes the certificates of the courses whose orders `refunded` selects (just refunded, in the same
 * batch), unless their learner still holds the course another way (a plan, or another purchase).
 * A revoked complimentary course ends as `cancelled` (nothing was paid, ADR 027) and passes that status.
 */
export function revokeCertificatesAfterRefund(
  context: AppLoadContext,
  refunded: SQL,
  now: Date,
  endedAs: "refunded" | "cancelled" = "refunded",
) {
  return context.db.run(sql`
    update ${certificates} set revoked_at = ${now.getTime()}
    where ${certificates.revokedAt} is null
      and exists (
        select 1 from ${orders}
        where ${refunded} and ${orders.status} = ${endedAs} and ${orders.userId} = ${certificates.userId}
          and ${orders.productName} = ${productNameOf(sql`${certificates.courseId}`)}
      )
      and not ${holdsCourseSql(sql`${certificates.userId}`, sql`${certificates.courseId}`, now)}`);
}

function progressJoin(userId: UserId) {
  return and(eq(userProgress.lessonId, courseLessons.id), eq(userProgress.userId, userId));
}

/**
 * Everything a lesson page reads, in the request's session batch: the course's lessons with the
 * learner's progress (the requested lesson's content and video only), the learner's paid orders and
 * their certificate for the course. A visitor (no session) gets the lesson list alone. The caller
 * decides access and sends the content only when it is granted.
 */
function lessonPageReads(context: AppLoadContext, course: Course, lessonNumber: number, userId: SQL | null) {
  const requested = eq(courseLessons.lessonNumber, lessonNumber);
  return [
    context.db
      .select({
        id: courseLessons.id,
        lessonNumber: courseLessons.lessonNumber,
        title: shownLesson.title,
        readingMinutes: shownLesson.readingMinutes,
        workMinutes: courseLessons.workMinutes,
        language: shownLesson.language,
        contentHtml: sql<string | null>`case when ${requested} then ${shownLesson.contentHtml} end`,
        videoUrl: sql<string | null>`case when ${requested} then ${courseLessons.videoUrl} end`,
        captionsUrl: sql<string | null>`case when ${requested} then ${courseLessons.captionsUrl} end`,
        worksheetJson: sql<string | null>`case when ${requested} then ${shownLesson.worksheetJson} end`,
        completed: userId ? sql<number | null>`${userProgress.completed}` : sql<null>`null`,
      })
      .from(courseLessons)
      .leftJoin(lessonTranslations, lessonTranslationJoin(context.locale))
      .leftJoin(userProgress, userId ? progressJoin(userId) : sql`0`)
      .where(eq(courseLessons.courseId, course.slug))
      .orderBy(asc(courseLessons.lessonNumber)),
    ownRows(userId, (id) => paidOrders(context, id)),
    ownRows(userId, (id) => certificatesOf(context, id, course)),
  ] as const;
}

/** The answer for a lesson URL nobody can be shown (the routes turn it into their error response). */
export class LessonUnavailable extends Error {
  constructor(
    readonly kind: LessonProblemKind,
    readonly status: number,
  ) {
    super(`Lesson ${kind}`);
  }
}

/**
 * Who may see a lesson, decided on the server for the lesson page and its worksheet downloads alike:
 * the requested lesson with its content only for a learner with access; otherwise which gate to show.
 * One round trip: the session read and the page's reads leave together (ADR 013).
 */
export async function openLesson(request: Request, context: AppLoadContext, course: Course, lessonNumber: number) {
  const {
    user,
    data: [rows, paid, owned],
  } = await readWithSession(request, context, (userId) => lessonPageReads(context, course, lessonNumber, userId)).catch((error: unknown) => {
    reportError(context, error, { message: "Lesson load failed", request, extra: { course: course.slug, lesson: lessonNumber } });
    throw new LessonUnavailable("failed", 500);
  });
  const lessons = rows.map(({ worksheetJson, ...row }) => ({
    ...row,
    completed: Boolean(row.completed),
    worksheet: worksheetJson ? (JSON.parse(worksheetJson) as Worksheet) : [],
  }));
  const page = { lessons, paidProductNames: productNames(paid), certificateId: owned[0]?.id ?? null };
  const lesson = lessons.find((candidate) => candidate.lessonNumber === lessonNumber);
  if (!lesson) throw new LessonUnavailable("not-found", 404);
  if (!user) return { state: "login-required" as const, lesson };
  if (!hasAccess(course, { paidProductNames: page.paidProductNames, subscription: user.subscription })) {
    return { state: "access-required" as const, lesson };
  }
  return { state: "granted" as const, lesson, page };
}

/** A course's lessons, in order, with whether the learner completed each. */
export function courseProgressOf(context: AppLoadContext, userId: UserId, course: Course) {
  return context.db
    .select({ lessonNumber: courseLessons.lessonNumber, completed: sql<number | null>`${userProgress.completed}` })
    .from(courseLessons)
    .leftJoin(userProgress, progressJoin(userId))
    .where(eq(courseLessons.courseId, course.slug))
    .orderBy(asc(courseLessons.lessonNumber));
}

/** Every lesson of every course, in order, with the learner's progress on it. */
function lessonProgressOf(context: AppLoadContext, userId: UserId) {
  return context.db
    .select({
      courseId: courseLessons.courseId,
      lessonNumber: courseLessons.lessonNumber,
      title: shownLesson.title,
      durationMinutes: shownLesson.readingMinutes,
      completed: sql<number | null>`${userProgress.completed}`,
      completedAt: userProgress.completedAt,
    })
    .from(courseLessons)
    .leftJoin(lessonTranslations, lessonTranslationJoin(context.locale))
    .leftJoin(userProgress, progressJoin(userId))
    .orderBy(asc(courseLessons.courseId), asc(courseLessons.lessonNumber));
}

function progressRows(rows: Awaited<ReturnType<typeof lessonProgressOf>>): LessonProgressRow[] {
  return rows.map((row) => ({ ...row, completed: Boolean(row.completed) }));
}

/** The badges the learner has earned, with their dates. */
function earnedBadgesOf(context: AppLoadContext, userId: UserId) {
  return context.db
    .select({ badgeId: earnedBadges.badgeId, earnedAt: earnedBadges.earnedAt })
    .from(earnedBadges)
    .where(eq(earnedBadges.userId, userId));
}

/**
 * What the dashboard screens compute from, read in the session's batch: every lesson with the learner's
 * progress, their paid orders, their certificates and their stored badges.
 */
export function learnerRecordReads(context: AppLoadContext, userId: UserId) {
  return [
    lessonProgressOf(context, userId),
    paidOrders(context, userId),
    certificatesOf(context, userId),
    earnedBadgesOf(context, userId),
  ] as const;
}

/**
 * For the dashboard screens' loaders: the signed-in learner (else to /login) with their lessons,
 * enrolments, achievements (stored or earned by today's progress) and certificates, read in the same
 * round trip as the session.
 */
export async function requireLearner(request: Request, context: AppLoadContext) {
  const {
    user,
    data: [rows, paid, certificates, badges],
  } = await requireUserWith(request, context, (userId) => learnerRecordReads(context, userId));
  const lessons = progressRows(rows);
  const enrolled = enrolledCourses(lessons, { paidProductNames: productNames(paid), subscription: user.subscription });
  return { user, lessons, enrolled, achievements: achievements(lessons, enrolled, badges), certificates };
}

/** A save's outcome; once saved, the course's lessons with the learner's progress after it (what "Complete and continue" steers by). */
export type ProgressResult =
  { status: "saved"; lessons: { lessonNumber: number; completed: boolean }[] } | { status: "forbidden" } | { status: "not-found" };

/**
 * Marks a lesson complete (with the time) or incomplete (time cleared) as an upsert (spec 4), only for
 * a learner with access to its course. Completing the course's last open lesson issues the course's
 * certificate in the same transaction.
 */
export async function saveLessonProgress(
  context: AppLoadContext,
  user: SessionUser,
  course: Course,
  lessonNumber: number,
  completed: boolean,
): Promise<ProgressResult> {
  const [courseRows, paid, progress] = await context.db.batch([
    context.db
      .select({ id: courseLessons.id, lessonNumber: courseLessons.lessonNumber, completed: sql<number | null>`${userProgress.completed}` })
      .from(courseLessons)
      .leftJoin(userProgress, progressJoin(user.id))
      .where(eq(courseLessons.courseId, course.slug))
      .orderBy(asc(courseLessons.lessonNumber)),
    paidOrders(context, user.id),
    lessonProgressOf(context, user.id),
  ]);
  const lesson = courseRows.find((row) => row.lessonNumber === lessonNumber);
  if (!lesson) return { status: "not-found" };
  const facts = { paidProductNames: productNames(paid), subscription: user.subscription };
  if (!hasAccess(course, facts)) return { status: "forbidden" };
  const lessons = courseRows.map((row) => ({
    lessonNumber: row.lessonNumber,
    completed: row.lessonNumber === lessonNumber ? completed : Boolean(row.completed),
  }));
  const now = new Date();
  // The read above may be outdated by the time the write runs (a refund, a plan that ends): each write
  // holds the course itself, in the statement, so a lost entitlement writes nothing.
  const holds = holdsCourseSql(user.id, course.slug, now);
  const upsert = context.db
    .insert(userProgress)
    .select(sql`select ${user.id}, ${course.slug}, ${lesson.id}, ${completed ? 1 : 0}, ${completed ? now.getTime() : null} where ${holds}`)
    .onConflictDoUpdate({
      target: [userProgress.userId, userProgress.lessonId],
      set: { completed: sql`excluded.completed`, completedAt: sql`excluded.completed_at` },
    })
    .returning({ lessonId: userProgress.lessonId });
  const badges = badgesEarnedBySaving(progressRows(progress), facts, { course, lessonNumber, completed, now });
  const [saved] = await context.db.batch([
    upsert,
    ...(completed ? [issueCertificateIfComplete(context, user.id, course)] : []),
    ...badges.map((badge) =>
      context.db
        .insert(earnedBadges)
        .select(sql`select ${user.id}, ${badge.badgeId}, ${badge.earnedAt.getTime()} where ${holds}`)
        .onConflictDoNothing(),
    ),
  ]);
  if (saved.length === 0) return { status: "forbidden" };
  return { status: "saved", lessons };
}

/**
 * The badges to store with a progress change: those the learner's progress earned before it and those
 * it earns after it (computed here from the rows read before the write, in the save's own round trip).
 */
function badgesEarnedBySaving(
  before: LessonProgressRow[],
  facts: AccessFacts,
  change: { course: Course; lessonNumber: number; completed: boolean; now: Date },
) {
  const after = before.map((row) =>
    row.courseId === change.course.slug && row.lessonNumber === change.lessonNumber
      ? { ...row, completed: change.completed, completedAt: change.completed ? change.now : null }
      : row,
  );
  const earned = (rows: LessonProgressRow[]) => achievements(rows, enrolledCourses(rows, facts, change.now));
  return badgesToStore(earned(before), earned(after), change.now);
}

/**
 * Inserts the course's certificate when no lesson of the course is left incomplete, its final
 * assessment is passed (issue 40) and the learner holds the course at this moment; an existing live
 * certificate is kept. It certifies the best passed attempt (the earliest of equals) and is dated by
 * whichever came last: the last lesson completed or that pass.
 */
function issueCertificateIfComplete(context: AppLoadContext, userId: string, course: Course) {
  return context.db.run(certificateIssueSql(userId, course, new Date()));
}

/** The statement issueCertificateIfComplete runs, for a batch of another module's writes (a final assessment's). */
export function certificateIssueSql(userId: string, course: Course, now: Date): SQL {
  const finishedAt = sql`(select max(${userProgress.completedAt}) from ${userProgress}
    where ${userProgress.userId} = ${userId} and ${userProgress.courseId} = ${course.slug} and ${userProgress.completed} = 1)`;
  return sql`
    insert into ${certificates} (id, user_id, course_id, issued_at, assessment_attempt_id)
    select ${randomToken()}, ${userId}, ${course.slug}, max(${finishedAt}, passed.submitted_at), passed.id
    from (
      select ${quizAttempts.id} as id, ${quizAttempts.submittedAt} as submitted_at from ${quizAttempts}
      where ${quizAttempts.userId} = ${userId} and ${quizAttempts.scope} = ${finalAssessmentScope(course.slug)} and ${quizAttempts.passed} = 1
      order by ${quizAttempts.score} * 1.0 / ${quizAttempts.total} desc, ${quizAttempts.submittedAt} asc
      limit 1
    ) as passed
    where not exists (
      select 1 from ${courseLessons}
      left join ${userProgress} on ${progressJoin(userId)} and ${userProgress.completed} = 1
      where ${courseLessons.courseId} = ${course.slug} and ${userProgress.lessonId} is null
    ) and ${holdsCourseSql(userId, course.slug, now)}
    on conflict do nothing`;
}

/**
 * Issues the course's certificate again after the learner revoked it (only once every lesson is
 * complete); returns its id, or null when the course is not finished.
 */
export async function issueCertificate(context: AppLoadContext, userId: string, course: Course): Promise<string | null> {
  const [, owned] = await context.db.batch([issueCertificateIfComplete(context, userId, course), certificatesOf(context, userId, course)]);
  return owned[0]?.id ?? null;
}

/** Revokes one of the learner's own certificates: its public page says so at once. */
export async function revokeCertificate(context: AppLoadContext, userId: string, certificateId: string): Promise<boolean> {
  // Revoked once, whenever first asked (a repeated form keeps that date); false for an id that is not the learner's.
  const revoked = await context.db
    .update(certificates)
    .set({ revokedAt: sql`coalesce(${certificates.revokedAt}, ${Date.now()})` })
    .where(and(eq(certificates.id, certificateId), eq(certificates.userId, userId)))
    .returning({ id: certificates.id });
  return revoked.length > 0;
}

/** A certificate's public id: what randomToken() makes (43 URL-safe characters). */
const CERTIFICATE_ID = /^[A-Za-z0-9_-]{43}$/;

/**
 * A certificate as its public page shows it: the learner's name (from their profile, else their
 * display name), the course, the minutes of its lessons' reading and work (read in the same query: one round trip),
 * the date and the final assessment it certifies (its score, never shown whole, and when it was passed); for a revoked one only that it was revoked (whoever revoked it, the learner's name is no
 * longer shown). Null for an unknown id.
 */
export async function readCertificate(context: AppLoadContext, id: string) {
  if (!CERTIFICATE_ID.test(id)) return null;
  const row = await context.db
    .select({
      courseId: certificates.courseId,
      issuedAt: certificates.issuedAt,
      revokedAt: certificates.revokedAt,
      // What the course asks of a learner: reading and worksheet work (ADR 032).
      courseMinutes: sql<number>`(select coalesce(sum(${courseLessons.durationMinutes} + ${courseLessons.workMinutes}), 0) from ${courseLessons} where ${courseLessons.courseId} = ${certificates.courseId})`,
      email: users.email,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      assessmentScore: quizAttempts.score,
      assessmentTotal: quizAttempts.total,
      assessmentPassedAt: quizAttempts.submittedAt,
    })
    .from(certificates)
    .innerJoin(users, eq(users.id, certificates.userId))
    .leftJoin(profiles, eq(profiles.id, certificates.userId))
    .leftJoin(quizAttempts, eq(quizAttempts.id, certificates.assessmentAttemptId))
    .where(eq(certificates.id, id))
    .get();
  if (!row) return null;
  if (row.revokedAt) return { revoked: true } as const;
  return {
    revoked: false,
    courseId: row.courseId,
    issuedAt: row.issuedAt,
    courseMinutes: row.courseMinutes,
    learnerName: displayName(row),
    // Null for a certificate issued before final assessments: it was issued for completion.
    assessment:
      row.assessmentScore !== null && row.assessmentTotal !== null && row.assessmentPassedAt !== null
        ? { score: row.assessmentScore, total: row.assessmentTotal, passedAt: row.assessmentPassedAt }
        : null,
  } as const;
}
