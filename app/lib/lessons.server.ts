import type { AppLoadContext } from "@remix-run/cloudflare";
import { asc, eq } from "drizzle-orm";
import { courseLessons } from "../../db/schema";

/** The lesson list of a course (no content): one query, served by the (course_id, lesson_number) index. */
export function listLessonSummaries(context: AppLoadContext, courseSlug: string) {
  return context.db
    .select({
      id: courseLessons.id,
      lessonNumber: courseLessons.lessonNumber,
      title: courseLessons.title,
      durationMinutes: courseLessons.durationMinutes,
    })
    .from(courseLessons)
    .where(eq(courseLessons.courseId, courseSlug))
    .orderBy(asc(courseLessons.lessonNumber));
}
