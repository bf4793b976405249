/**
 * A lesson's knowledge check (issue 40 item 2): read with the lesson page in the request's one batch,
 * sent only to a learner the lesson is open to, graded here. The questions leave without their key;
 * the key goes only with the result of an attempt the learner submitted.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { Course } from "~/lib/domain/catalog";
import type { SessionUser } from "~/lib/services/auth/session.server";
import { readWithSession, sessionUserIdOrNull } from "~/lib/services/auth/session.server";
import {
  attemptResultOf,
  attemptsOf,
  nextAttemptNumber,
  questionsShownOf,
  saveAttempt,
  submissionReads,
  toAttemptResult,
  toShown,
} from "./assessments.server";
import { arrangeQuestions, attemptSeed, grade, namedByPlace } from "./domain/grading";
import { lessonCheckScope } from "~/lib/domain/quiz-scopes";
import { notSaved, readSubmission, RESULT_PARAM, resultRedirect, resultView } from "./quiz.server";
import { KNOWLEDGE_CHECK_ID } from "./paths";
import { translate } from "~/lib/i18n/catalogues.server";

export const checkResultPath = (lessonPath: string, attemptId: string) =>
  `${lessonPath}?${RESULT_PARAM}=${encodeURIComponent(attemptId)}#${KNOWLEDGE_CHECK_ID}`;

/**
 * Joins the lesson page's batch with the check's reads (call before any await). The returned function
 * builds the check's view for the signed-in learner, once the page has decided the lesson is open.
 */
export async function loadKnowledgeCheck(request: Request, context: AppLoadContext, course: Course, lessonNumber: number) {
  const scope = lessonCheckScope(course.slug, lessonNumber);
  const resultId = new URL(request.url).searchParams.get(RESULT_PARAM) ?? "";
  const {
    user,
    data: [questions, attempts, result],
  } = await readWithSession(request, context, (userId) => {
    const learner = sessionUserIdOrNull(userId);
    return [
      questionsShownOf(context, course.slug, lessonNumber),
      attemptsOf(context, learner, scope),
      attemptResultOf(context, learner, scope, resultId),
    ] as const;
  });
  return () => {
    if (!user || questions.length === 0) return null;
    const attemptNumber = nextAttemptNumber(attempts);
    const best = attempts.reduce<(typeof attempts)[number] | null>(
      (top, attempt) => (!top || attempt.score / attempt.total > top.score / top.total ? attempt : top),
      null,
    );
    const shown = toAttemptResult(result);
    return {
      attemptNumber,
      questions: arrangeQuestions(questions.map(toShown), attemptSeed(user.id, scope, attemptNumber)).map(namedByPlace),
      best: best ? { score: best.score, total: best.total, passed: best.passed } : null,
      result: shown ? resultView(shown) : null,
    };
  };
}

export type KnowledgeCheckView = NonNullable<ReturnType<Awaited<ReturnType<typeof loadKnowledgeCheck>>>>;

/**
 * Grades a submitted check and stores it with its answers and review cards, then shows its result
 * (a redirect, so a reload does not submit it again). Nothing is written for a learner without the course.
 */
export async function submitKnowledgeCheck(
  context: AppLoadContext,
  user: SessionUser,
  target: { course: Course; lessonNumber: number; lessonPath: string },
  form: FormData,
) {
  const { course, lessonNumber, lessonPath } = target;
  const scope = lessonCheckScope(course.slug, lessonNumber);
  const { questions, attempts, cards } = await submissionReads(context, user.id, scope, course.slug, lessonNumber);
  const submission = readSubmission(
    form,
    attempts,
    (attemptNumber) => arrangeQuestions(questions, attemptSeed(user.id, scope, attemptNumber)),
    (attemptId) => checkResultPath(lessonPath, attemptId),
    context.locale,
  );
  if ("stop" in submission) return submission.stop;
  const graded = grade(submission.answers);
  const attemptId = await saveAttempt(context, {
    userId: user.id,
    kind: "check",
    scope,
    attemptNumber: submission.attemptNumber,
    courseIds: [course.slug],
    grade: graded,
    cards,
    now: new Date(),
  });
  if (!attemptId) return notSaved(translate(context.locale, "learning.check.noAccess"));
  return resultRedirect(checkResultPath(lessonPath, attemptId));
}
