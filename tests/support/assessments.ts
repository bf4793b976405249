/**
 * Right (and wrong) answers to the questions a learner is asked, for tests whose flow is not answering
 * them one by one: worked out from the questions' keys on the server's database, for the attempt the
 * app itself would draw next.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { attemptsOf, nextAttemptNumber, questionsWithKeyOf, toQuestion } from "~/features/assessments/assessments.server";
import { answerField, attemptSeed, drawFinalAssessment } from "~/features/assessments/domain/grading";
import type { Question, QuestionKey, QuestionShown } from "~/features/assessments/domain/questions";
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

/**
 * Options as the form names them: by their place in the attempt's order (`question` arranged for the
 * attempt, with its options' own ids), as the page shows them (namedByPlace).
 */
export function asPlaces(question: QuestionShown, ids: readonly string[]): string[] {
  if (question.kind === "numeric") return [...ids];
  return ids.map((id) => String(question.choices.findIndex((choice) => choice.id === id) + 1));
}

/**
 * The values the page's form gives the options `ids` of `question` (a server-rendered document): each
 * option found by its words, as a learner finds it. A number is sent as it is.
 */
export function formValuesOn(document: Document, question: QuestionShown, ids: readonly string[]): string[] {
  if (question.kind === "numeric") return [...ids];
  const inputs = [...document.querySelectorAll<HTMLInputElement>(`input[name="${answerField(question.id)}"]`)];
  const words = (html: string) => {
    const template = document.createElement("template");
    template.innerHTML = html;
    return template.content.textContent?.trim();
  };
  return ids.map((id) => {
    const wanted = words(question.choices.find((choice) => choice.id === id)!.html);
    const input = inputs.find((candidate) => candidate.closest("label")?.textContent?.trim() === wanted);
    if (!input) throw new Error(`${question.id}: no option reads "${wanted}"`);
    return input.value;
  });
}

/** The form of the learner's next final attempt at a course, each question answered as `choose` says (in its options' own ids). */
export async function finalAnswers(
  context: AppLoadContext,
  userId: string,
  course: Course,
  choose: (question: Question) => string[],
): Promise<FormData> {
  const scope = finalAssessmentScope(course.slug);
  const [rows, attempts] = await context.db.batch([questionsWithKeyOf(context, course.slug), attemptsOf(context, userId, scope)]);
  const attemptNumber = nextAttemptNumber(attempts);
  const form = new FormData();
  form.set("intent", QUIZ_INTENTS.finalAssessment);
  form.set(ATTEMPT_FIELD_NAME, String(attemptNumber));
  for (const question of drawFinalAssessment(rows.map(toQuestion), attemptSeed(userId, scope, attemptNumber))) {
    for (const value of asPlaces(question, choose(question))) form.append(answerField(question.id), value);
  }
  return form;
}

/** The form of the learner's next final attempt at a course, every answer right. */
export function rightFinalAnswers(context: AppLoadContext, userId: string, course: Course): Promise<FormData> {
  return finalAnswers(context, userId, course, (question) => rightValues(question.key));
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
