import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, asc, eq, sql } from "drizzle-orm";
import { courseLessons, lessonTranslations, userProgress } from "../../../db/schema/index";
import { lessonTranslationJoin, shownLesson } from "~/lib/services/lesson-language.server";
import { ownRows, readWithSession } from "~/lib/services/auth/session.server";
import { certificatesOf, paidOrders, productNames } from "~/lib/services/learning.server";
import { courseAccess, type AccessType } from "~/lib/domain/access";
import { planOfferFor, type PlanOffer } from "~/lib/domain/entitlements";
import type { Course } from "~/lib/domain/catalog";
import { lessonOpening } from "~/lib/domain/lesson-opening";
import type { LessonTime } from "~/lib/domain/lesson-time";

/** A lesson in the course page's list, with its reading and work time (the page adds them up). */
export interface CourseLessonSummary extends LessonTime {
  id: number;
  lessonNumber: number;
  title: string;
  /** Whether the signed-in user has completed it (always false for visitors). */
  completed: boolean;
}

/**
 * What a course landing page needs from the database, in one query: the lesson list in order, each
 * lesson's completion for the signed-in user (joined through the session cookie, so no second round
 * trip), and, for `?preview=true`, the opening of the first lesson. Only the first lesson's content is
 * read, and only its opening leaves the server, so a preview cannot leak paid content. A signed-in
 * learner's certificate for the course and whether they hold it (a paid order, or a plan, read with
 * the session) are read alongside (same round trip).
 */
export async function loadCourseLessons(
  request: Request,
  context: AppLoadContext,
  course: Course,
  { preview }: { preview: boolean },
): Promise<{
  lessons: CourseLessonSummary[];
  opening: string | null;
  certificateId: string | null;
  access: AccessType;
  offer: PlanOffer | null;
}> {
  const {
    user,
    data: [rows, certificates, paid],
  } = await readWithSession(
    request,
    context,
    (userId) =>
      [
        context.db
          .select({
            id: courseLessons.id,
            lessonNumber: courseLessons.lessonNumber,
            title: shownLesson.title,
            readingMinutes: shownLesson.readingMinutes,
            workMinutes: courseLessons.workMinutes,
            completed: userId ? sql<number | null>`${userProgress.completed}` : sql<null>`null`,
            firstLessonHtml: preview
              ? sql<string | null>`case when ${courseLessons.lessonNumber} = 1 then ${shownLesson.contentHtml} end`
              : sql<null>`null`,
          })
          .from(courseLessons)
          .leftJoin(lessonTranslations, lessonTranslationJoin(context.locale))
          .leftJoin(
            userProgress,
            userId
              ? and(eq(userProgress.lessonId, courseLessons.id), eq(userProgress.completed, true), sql`${userProgress.userId} = ${userId}`)
              : sql`0`,
          )
          .where(eq(courseLessons.courseId, course.slug))
          .orderBy(asc(courseLessons.lessonNumber)),
        ownRows(userId, (id) => certificatesOf(context, id, course)),
        ownRows(userId, (id) => paidOrders(context, id)),
      ] as const,
  );
  const certificate = certificates[0];

  const access = user ? courseAccess(course, { paidProductNames: productNames(paid), subscription: user.subscription }) : "none";
  const firstLessonHtml = rows.find((row) => row.firstLessonHtml)?.firstLessonHtml ?? null;
  return {
    lessons: rows.map(({ id, lessonNumber, title, readingMinutes, workMinutes, completed }) => ({
      id,
      lessonNumber,
      title,
      readingMinutes,
      workMinutes,
      completed: Boolean(completed),
    })),
    opening: preview && firstLessonHtml ? lessonOpening(firstLessonHtml) : null,
    certificateId: certificate?.id ?? null,
    access,
    offer: access === "none" && user ? planOfferFor(course, user.subscription) : null,
  };
}
