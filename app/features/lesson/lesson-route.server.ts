import { data, type AppLoadContext } from "@remix-run/cloudflare";
import { findCourseBySlug, type Course } from "~/lib/domain/catalog";
import { PRIVATE_CACHE } from "~/lib/http/http-cache";
import { translate } from "~/lib/i18n/catalogues.server";
import type { Locale } from "~/lib/i18n/locale";
import { LessonUnavailable, openLesson } from "~/lib/services/learning.server";
import { parseLessonNumber, type LessonProblemKind, type LessonProblemWords } from "./lesson-rules";

export type { LessonProblemKind };

/** A lesson problem's words in `locale`, for its error page (which has no loader data to read them from). */
export function lessonProblemWords(kind: LessonProblemKind, locale: Locale): LessonProblemWords {
  return {
    title: translate(locale, `learning.problem.${kind}.title`),
    text: translate(locale, `learning.problem.${kind}.text`),
    back: translate(locale, kind === "invalid" ? "learning.problem.returnHome" : "learning.problem.backToCourse"),
    lessonDescription: translate(locale, "learning.problem.lessonDescription"),
    worksheetDescription: translate(locale, "learning.problem.worksheetDescription"),
  };
}

/** A lesson URL that shows no lesson, as the route error its ErrorBoundary explains, in the page's language. */
export function lessonProblem(kind: LessonProblemKind, status: number, locale: Locale) {
  return data({ kind, words: lessonProblemWords(kind, locale) }, { status, headers: { "Cache-Control": PRIVATE_CACHE } });
}

/** The course and lesson number a lesson URL names, or the 'Invalid lesson URL' answer. */
export function lessonTarget(params: { courseId?: string; lessonNumber?: string }, locale: Locale): { course: Course; lessonNumber: number } {
  const course = findCourseBySlug(params.courseId ?? "");
  const lessonNumber = parseLessonNumber(params.lessonNumber);
  if (!course) throw lessonProblem("invalid", 404, locale);
  if (lessonNumber === null) throw lessonProblem("invalid", 400, locale);
  // A lesson past the course's last has nothing to show, save or answer (its check has no questions).
  if (lessonNumber > course.lessonCount) throw lessonProblem("not-found", 404, locale);
  return { course, lessonNumber };
}

/** `openLesson` for the lesson routes (page and worksheet downloads): a lesson nobody can see becomes its error answer. */
export async function openLessonFor(request: Request, context: AppLoadContext, course: Course, lessonNumber: number) {
  try {
    return await openLesson(request, context, course, lessonNumber);
  } catch (error) {
    if (error instanceof LessonUnavailable) throw lessonProblem(error.kind, error.status, context.locale);
    throw error;
  }
}
