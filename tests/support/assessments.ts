/**
 * Right (and wrong) answers to the questions a learner is asked, for tests whose flow is not answering
 * them one by one: worked out from the questions' keys on the server's database, for the attempt the
 * app itself would draw next.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { attemptsOf, nextAttemptNumber, questionsWithKeyOf, toQuestion } from "~/features/assessments/assessments.server";
import { answerField, attemptSeed, drawFinalAssessment } from "~/features/assessments/domain/grading";
import type { QuestionKey } from "~/features/assessments/domain/questions";
import { finalAssessmentScope } from "~/lib/domain/quiz-scopes";
import { ATTEMPT_FIELD_NAME, QUIZ_INTENTS } from "~/features/assessments/quiz-fields";
import { findCourseBySlug, type Course } from "~/lib/domain/catalog";
import { action as finalAssessmentAction } from "~/routes/courses.$courseId_.assessment";

/** A right answer as form values: the right options, or the number. */
export function rightValues(key: QuestionKey): string[] {
  return key.answer === null ? key.correct : [String(key.answer)];
}

/** A wrong answer as form values: an option that is not right, or a number far off. */
export function wrongValues(key: QuestionKey, optionIds: readonly string[]): string[] {
  if (key.answer !== null) return [String(key.answer + key.tolerance + 1000)];
  return [optionIds.find((id) => !key.correct.includes(id))!];
}

/** The form of the learner's next final attempt at a course, every answer right. */
export async function rightFinalAnswers(context: AppLoadContext, userId: string, course: Course): Promise<FormData> {
  const scope = finalAssessmentScope(course.slug);
  const [rows, attempts] = await context.db.batch([questionsWithKeyOf(context, course.slug), attemptsOf(context, userId, scope)]);
  const attemptNumber = nextAttemptNumber(attempts);
  const form = new FormData();
  form.set("intent", QUIZ_INTENTS.finalAssessment);
  form.set(ATTEMPT_FIELD_NAME, String(attemptNumber));
  for (const question of drawFinalAssessment(rows.map(toQuestion), attemptSeed(userId, scope, attemptNumber))) {
    for (const value of rightValues(question.key)) form.append(answerField(question.id), value);
  }
  return form;
}

/**
 * Passes a course's final assessment as a signed-in learner, through the assessment route's own action
 * (the certificate follows in the same batch once every lesson is complete). Returns its answer.
 */
export async function passFinalThroughRoute(context: AppLoadContext, learner: { id: string; cookie: string }, courseSlug: string) {
  const course = findCourseBySlug(courseSlug)!;
  const body = await rightFinalAnswers(context, learner.id, course);
  return finalAssessmentAction({
    request: new Request(`http://localhost/courses/${courseSlug}/assessment`, { method: "POST", body, headers: { Cookie: learner.cookie } }),
    params: { courseId: courseSlug },
    context,
  });
}
