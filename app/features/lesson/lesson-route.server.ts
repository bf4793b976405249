import { data, type AppLoadContext } from "@remix-run/cloudflare";
import { findCourseBySlug, type Course } from "~/lib/domain/catalog";
import { PRIVATE_CACHE } from "~/lib/http/http-cache";
import { LessonUnavailable, openLesson } from "~/lib/services/learning.server";
import { parseLessonNumber, type LessonProblemKind } from "./lesson-rules";

export type { LessonProblemKind };

/** A lesson URL that shows no lesson, as the route error its ErrorBoundary explains. */
export function lessonProblem(kind: LessonProblemKind, status: number) {
  return data({ kind }, { status, headers: { "Cache-Control": PRIVATE_CACHE } });
}

/** The course and lesson number a lesson URL names, or the 'Invalid lesson URL' answer. */
export function lessonTarget(params: { courseId?: string; lessonNumber?: string }): { course: Course; lessonNumber: number } {
  const course = findCourseBySlug(params.courseId ?? "");
  const lessonNumber = parseLessonNumber(params.lessonNumber);
  if (!course) throw lessonProblem("invalid", 404);
  if (lessonNumber === null) throw lessonProblem("invalid", 400);
  return { course, lessonNumber };
}

/** `openLesson` for the lesson routes (page and worksheet downloads): a lesson nobody can see becomes its error answer. */
export async function openLessonFor(request: Request, context: AppLoadContext, course: Course, lessonNumber: number) {
  try {
    return await openLesson(request, context, course, lessonNumber);
  } catch (error) {
    if (error instanceof LessonUnavailable) throw lessonProblem(error.kind, error.status);
    throw error;
  }
}
