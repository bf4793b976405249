/**
 * A course's final assessment (issue 40 item 3): 15 to 20 questions drawn from all its lessons, taken in
 * one sitting, 80% to pass, at most 3 attempts in any 24 hours. A pass issues the certificate in the
 * same batch, once every lesson is complete too (learning.server.ts certificateIssueSql).
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { hasAccess } from "~/lib/domain/access";
import type { Course } from "~/lib/domain/catalog";
import { assessmentPath } from "~/features/course-page/course-page";
import { PRIVATE_CACHE } from "~/lib/http/http-cache";
import { requireUserWith, type SessionUser } from "~/lib/services/auth/session.server";
import { certificateIssueSql, certificatesOf, courseProgressOf, paidOrders, productNames } from "~/lib/services/learning.server";
import { viewerZone } from "~/features/time-zones/domain/zoned-time";
import { formatZonedIn } from "~/features/time-zones/domain/localized-time";
import { messagesFor, translate } from "~/lib/i18n/catalogues.server";
import type { Locale } from "~/lib/i18n/locale";
import {
  attemptResultOf,
  attemptsOf,
  nextAttemptNumber,
  questionsShownOf,
  saveAttempt,
  submissionReads,
  toAttemptResult,
  toShown,
  type AttemptRow,
} from "./assessments.server";
import { attemptSeed, drawFinalAssessment, FINAL_ASSESSMENT, grade, namedByPlace, nextAttemptAt } from "./domain/grading";
import { finalAssessmentScope } from "~/lib/domain/quiz-scopes";
import { notSaved, readSubmission, RESULT_PARAM, resultRedirect, resultView } from "./quiz.server";

const noStore = { "Cache-Control": PRIVATE_CACHE };

export const finalResultPath = (course: Course, attemptId: string) =>
  `${assessmentPath(course)}?${RESULT_PARAM}=${encodeURIComponent(attemptId)}`;

/** Attempts made in the last 24 hours, and when the next one opens if none is left (in the learner's zone, in the page's language). */
function dailyAllowance(attempts: readonly AttemptRow[], now: Date, zone: string, locale: Locale) {
  const opensAt = nextAttemptAt(
    attempts.map((attempt) => attempt.submittedAt),
    now,
  );
  const recent = attempts.filter((attempt) => now.getTime() - attempt.submittedAt.getTime() < 24 * 60 * 60 * 1000).length;
  return {
    attemptsLeft: Math.max(0, FINAL_ASSESSMENT.attemptsPerDay - recent),
    nextAttemptAt: opensAt ? formatZonedIn(locale, opensAt, zone, now) : null,
  };
}

/**
 * The assessment page's data, in the session's round trip: the course's questions (drawn for the next
 * attempt, without their key), the learner's attempts, the result the address names, their progress
 * and their certificate. Null for a learner without access to the course.
 */
export async function loadFinalAssessment(request: Request, context: AppLoadContext, course: Course) {
  const scope = finalAssessmentScope(course.slug);
  const resultId = new URL(request.url).searchParams.get(RESULT_PARAM) ?? "";
  const {
    user,
    data: [questions, attempts, result, progress, paid, owned],
  } = await requireUserWith(
    request,
    context,
    (userId) =>
      [
        questionsShownOf(context, course.slug),
        attemptsOf(context, userId, scope),
        attemptResultOf(context, userId, scope, resultId),
        courseProgressOf(context, userId, course),
        paidOrders(context, userId),
        certificatesOf(context, userId, course),
      ] as const,
  );
  if (!hasAccess(course, { paidProductNames: productNames(paid), subscription: user.subscription })) {
    return null;
  }
  const now = new Date();
  const attemptNumber = nextAttemptNumber(attempts);
  const passed = attempts.find((attempt) => attempt.passed) ?? null;
  const shown = toAttemptResult(result);
  return {
    course,
    attemptNumber,
    questions: drawFinalAssessment(questions.map(toShown), attemptSeed(user.id, scope, attemptNumber)).map(namedByPlace),
    lessonsComplete: progress.filter((lesson) => lesson.completed).length,
    lessonCount: progress.length,
    passed: passed ? { score: passed.score, total: passed.total } : null,
    certificateId: owned[0]?.id ?? null,
    result: shown ? resultView(shown) : null,
    ...dailyAllowance(attempts, now, viewerZone(user), context.locale),
    messages: messagesFor(context.locale, ["learning.final", "learning.quiz"]),
  };
}

export type FinalAssessmentView = NonNullable<Awaited<ReturnType<typeof loadFinalAssessment>>>;

/**
 * Grades a submitted final assessment and stores it, until one is passed; a pass issues the certificate in
 * the same batch when every lesson is complete. The daily limit and the learner's access are checked in the statement
 * that writes the attempt.
 */
export async function submitFinalAssessment(context: AppLoadContext, user: SessionUser, course: Course, form: FormData) {
  const scope = finalAssessmentScope(course.slug);
  const { questions, attempts, cards } = await submissionReads(context, user.id, scope, course.slug);
  const submission = readSubmission(
    form,
    attempts,
    (attemptNumber) => drawFinalAssessment(questions, attemptSeed(user.id, scope, attemptNumber)),
    (attemptId) => finalResultPath(course, attemptId),
    context.locale,
  );
  if ("stop" in submission) return submission.stop;
  // Once passed, the page shows the pass, not a form (ADR 051): a form sent from an old tab, or by hand,
  // would only move the review cards back and count against the day's attempts.
  if (attempts.some((attempt) => attempt.passed)) return resultRedirect(assessmentPath(course));
  const now = new Date();
  const allowance = dailyAllowance(attempts, now, viewerZone(user), context.locale);
  if (allowance.attemptsLeft === 0) {
    const quizError = translate(context.locale, "learning.final.usedToday", {
      count: FINAL_ASSESSMENT.attemptsPerDay,
      when: allowance.nextAttemptAt ?? "",
    });
    return data({ quizError }, { status: 429, headers: noStore });
  }
  const graded = grade(submission.answers);
  const attemptId = await saveAttempt(
    context,
    { userId: user.id, kind: "final", scope, attemptNumber: submission.attemptNumber, courseIds: [course.slug], grade: graded, cards, now },
    graded.passed ? [certificateIssueSql(user.id, course, now)] : [],
  );
  if (!attemptId) return notSaved(translate(context.locale, "learning.final.notSaved"));
  return resultRedirect(finalResultPath(course, attemptId));
}
