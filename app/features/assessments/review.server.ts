/**
 * The dashboard's Review (issue 40 item 4): the questions due on the learner's Leitner schedule, asked
 * again and graded like a check; each answer moves its card (domain/review.ts). Questions of a course
 * the learner no longer holds are not asked, and an answer to one is not recorded.
 */
import { viewerZone } from "~/features/time-zones/domain/zoned-time";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { hasAccess } from "~/lib/domain/access";
import { findCourseBySlug } from "~/lib/domain/catalog";
import { requireUserWith, type SessionUser } from "~/lib/services/auth/session.server";
import { paidOrders, productNames } from "~/lib/services/learning.server";
import {
  attemptResultOf,
  attemptsOf,
  dueCardsOf,
  nextAttemptNumber,
  questionsWithKeyByIds,
  reviewCardsOf,
  reviewStanding,
  reviewSummaryOf,
  saveAttempt,
  toAttemptResult,
  toQuestion,
  toShown,
} from "./assessments.server";
import { arrangeChoices, attemptSeed, grade, namedByPlace } from "./domain/grading";
import { REVIEW_SIZE } from "./domain/review";
import { REVIEW_SCOPE } from "~/lib/domain/quiz-scopes";
import { REVIEW_PATH } from "./paths";
import { REVIEW_QUESTION_FIELD } from "./quiz-fields";
import { notSaved, readSubmission, RESULT_PARAM, resultRedirect, resultView } from "./quiz.server";
import { messagesFor, translate } from "~/lib/i18n/catalogues.server";

const reviewResultPath = (attemptId: string) => `${REVIEW_PATH}?${RESULT_PARAM}=${encodeURIComponent(attemptId)}`;

function holdsCourseOf(user: SessionUser, paid: readonly { productName: string }[]) {
  const facts = { paidProductNames: productNames(paid), subscription: user.subscription };
  return (courseId: string) => {
    const course = findCourseBySlug(courseId);
    return Boolean(course && hasAccess(course, facts));
  };
}

/** The review page's data in the session's round trip: what is due (at most REVIEW_SIZE), when the next is, a result. */
export async function loadReview(request: Request, context: AppLoadContext, now: Date) {
  const resultId = new URL(request.url).searchParams.get(RESULT_PARAM) ?? "";
  const {
    user,
    data: [due, summary, attempts, result, paid],
  } = await requireUserWith(
    request,
    context,
    (userId) =>
      [
        dueCardsOf(context, userId, now),
        reviewSummaryOf(context, userId, now),
        attemptsOf(context, userId, REVIEW_SCOPE),
        attemptResultOf(context, userId, REVIEW_SCOPE, resultId),
        paidOrders(context, userId),
      ] as const,
  );
  const holds = holdsCourseOf(user, paid);
  const attemptNumber = nextAttemptNumber(attempts);
  const questions = arrangeChoices(
    due
      .filter((card) => holds(card.courseId))
      .slice(0, REVIEW_SIZE)
      .map(({ box: _box, dueAt: _due, ...row }) => toShown(row)),
    attemptSeed(user.id, REVIEW_SCOPE, attemptNumber),
  ).map(namedByPlace);
  const attempt = toAttemptResult(result);
  // A past review's questions, answers and explanations are course content: only those of courses still held.
  const shown = attempt && { ...attempt, answers: attempt.answers.filter((answer) => holds(answer.question.courseId)) };
  return {
    attemptNumber,
    questions,
    nextDueOn: reviewStanding(summary, holds, viewerZone(user)).nextDueOn,
    result: shown ? resultView(shown) : null,
    messages: messagesFor(context.locale, ["learning.review", "learning.quiz"]),
  };
}

/** Grades a submitted review: only questions the learner has cards for, in courses they hold. */
export async function submitReview(context: AppLoadContext, user: SessionUser, form: FormData) {
  const ids = [...new Set(form.getAll(REVIEW_QUESTION_FIELD).map(String))].slice(0, REVIEW_SIZE);
  if (ids.length === 0) return notSaved(translate(context.locale, "learning.review.nothingToReview"));
  const [rows, cards, attempts, paid] = await context.db.batch([
    questionsWithKeyByIds(context, ids),
    reviewCardsOf(context, user.id, ids),
    attemptsOf(context, user.id, REVIEW_SCOPE),
    paidOrders(context, user.id),
  ]);
  const holds = holdsCourseOf(user, paid);
  const carded = new Set(cards.map((card) => card.questionId));
  const byId = new Map(rows.map((row) => [row.id, toQuestion(row)]));
  const questions = ids.flatMap((id) => {
    const question = byId.get(id);
    return question && carded.has(id) && holds(question.courseId) ? [question] : [];
  });
  if (questions.length === 0) return notSaved(translate(context.locale, "learning.review.notYours"));
  const submission = readSubmission(
    form,
    attempts,
    (attemptNumber) => arrangeChoices(questions, attemptSeed(user.id, REVIEW_SCOPE, attemptNumber)),
    reviewResultPath,
    context.locale,
  );
  if ("stop" in submission) return submission.stop;
  const attemptId = await saveAttempt(context, {
    userId: user.id,
    kind: "review",
    scope: REVIEW_SCOPE,
    attemptNumber: submission.attemptNumber,
    courseIds: [...new Set(questions.map((question) => question.courseId))],
    grade: grade(submission.answers),
    cards,
    now: new Date(),
  });
  if (!attemptId) return notSaved(translate(context.locale, "learning.review.notSaved"));
  return resultRedirect(reviewResultPath(attemptId));
}

/**
 * The dashboard's Review card, read in the dashboard's batch (call beside its other reads, before any
 * await): what is due in the courses the learner holds. Null for a learner with no cards yet.
 */
export async function loadDashboardReview(request: Request, context: AppLoadContext, now: Date) {
  const {
    user,
    data: [summary],
  } = await requireUserWith(request, context, (userId) => [reviewSummaryOf(context, userId, now)] as const);
  // The card's words go with its data: the dashboard's page shows it, and its loader sends its own part's words.
  const messages = messagesFor(context.locale, ["learning.reviewCard"]);
  return (heldCourses: readonly string[]) =>
    summary.length === 0 ? null : { ...reviewStanding(summary, (courseId) => heldCourses.includes(courseId), viewerZone(user)), messages };
}
