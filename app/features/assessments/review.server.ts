/**
 * The dashboard's Review (issue 40 item 4): the questions due on the learner's Leitner schedule, asked
 * again and graded like a check; each answer moves its card (domain/review.ts). Questions of a course
 * the learner no longer holds are not asked, and an answer to one is not recorded.
 */
import { viewerZone } from "~/features/time-zones/domain/zoned-time";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { hasAccess } from "~/lib/domain/access";
import { findCourseBySlug } from "~/lib/domain/catalog";
import { sha256 } from "~/lib/services/auth/crypto.server";
import { requireUserWith, type SessionUser } from "~/lib/services/auth/session.server";
import { paidOrders, productNames } from "~/lib/services/learning.server";
import {
  attemptResultOf,
  attemptsOf,
  dueCardsOf,
  dueQuestionsWithKeyOf,
  nextAttemptNumber,
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
import { ATTEMPT_FIELD_NAME, REVIEW_QUESTION_FIELD } from "./quiz-fields";
import { notSaved, outOfDate, readSubmission, RESULT_PARAM, resultRedirect, resultView } from "./quiz.server";
import { messagesFor, translate } from "~/lib/i18n/catalogues.server";

/**
 * What the review form names each question it asks by: a digest of the question's id. The questions are
 * shown named by their place (namedByPlace), and the id itself often sums up the answer; the digest says
 * nothing, and still tells the server which of the due questions the form asked.
 */
export async function questionRef(questionId: string): Promise<string> {
  return (await sha256(questionId)).slice(0, 16);
}

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
  const asked = arrangeChoices(
    due
      .filter((card) => holds(card.courseId))
      .slice(0, REVIEW_SIZE)
      .map(({ box: _box, dueAt: _due, ...row }) => toShown(row)),
    attemptSeed(user.id, REVIEW_SCOPE, attemptNumber),
  );
  const attempt = toAttemptResult(result);
  // A past review's questions, answers and explanations are course content: only those of courses still held.
  const shown = attempt && { ...attempt, answers: attempt.answers.filter((answer) => holds(answer.question.courseId)) };
  return {
    attemptNumber,
    questions: asked.map(namedByPlace),
    questionRefs: await Promise.all(asked.map((question) => questionRef(question.id))),
    nextDueOn: reviewStanding(summary, holds, viewerZone(user)).nextDueOn,
    result: shown ? resultView(shown) : null,
    messages: messagesFor(context.locale, ["learning.review", "learning.quiz"]),
  };
}

/**
 * Grades a submitted review: the questions its form asked, each still due (a review grades no card early)
 * and of a course the learner holds. If one no longer is (answered in another tab, the course refunded),
 * the form's places no longer match its questions, and nothing is graded.
 */
export async function submitReview(context: AppLoadContext, user: SessionUser, form: FormData) {
  const refs = [...new Set(form.getAll(REVIEW_QUESTION_FIELD).map(String))].slice(0, REVIEW_SIZE);
  if (refs.length === 0) return notSaved(translate(context.locale, "learning.review.nothingToReview"));
  const [due, attempts, paid] = await context.db.batch([
    dueQuestionsWithKeyOf(context, user.id, new Date()),
    attemptsOf(context, user.id, REVIEW_SCOPE),
    paidOrders(context, user.id),
  ]);
  const holds = holdsCourseOf(user, paid);
  const byRef = new Map(await Promise.all(due.map(async (row) => [await questionRef(row.id), row] as const)));
  const rows = refs.flatMap((ref) => {
    const row = byRef.get(ref);
    return row && holds(row.courseId) ? [row] : [];
  });
  if (rows.length < refs.length) {
    // A form sent twice finds its questions answered: it goes to its result, as readSubmission would send it.
    const sent = attempts.find((attempt) => attempt.attemptNumber === Number(form.get(ATTEMPT_FIELD_NAME)));
    if (sent) return resultRedirect(reviewResultPath(sent.id));
    return rows.length === 0 ? notSaved(translate(context.locale, "learning.review.notYours")) : outOfDate(context.locale);
  }
  const questions = rows.map(({ box: _box, ...row }) => toQuestion(row));
  const cards = rows.map((row) => ({ questionId: row.id, box: row.box }));
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
