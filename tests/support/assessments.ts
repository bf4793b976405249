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

/** An HTML fragment's words, as the page shows them. */
function wordsOf(document: Document, html: string): string {
  const template = document.createElement("template");
  template.innerHTML = html;
  return template.content.textContent?.trim() ?? "";
}

/**
 * The quiz's questions on a server-rendered page, as a learner reads them: each fieldset's field name
 * (the page names questions by their place) and which of `questions` its prompt is.
 */
export function questionsOn<T extends QuestionShown>(document: Document, questions: readonly T[]): { name: string; question: T }[] {
  // The longest prompt first: one prompt's words may be part of another's.
  const byPrompt = questions
    .map((question) => ({ question, words: wordsOf(document, question.promptHtml) }))
    .sort((a, b) => b.words.length - a.words.length);
  return [...document.querySelectorAll('[data-testid="quiz-form"] fieldset')].map((fieldset) => {
    const legend = fieldset.querySelector("legend")?.textContent ?? "";
    const found = byPrompt.find(({ words }) => legend.includes(words));
    if (!found) throw new Error(`no question reads "${legend}"`);
    return { name: fieldset.querySelector("input[name]")!.getAttribute("name")!, question: found.question };
  });
}

/**
 * The values the page's form gives the options `ids` of `question`, asked in the field `name` (a
 * server-rendered document): each option found by its words, as a learner finds it. A number is sent as it is.
 */
export function formValuesOn(document: Document, name: string, question: QuestionShown, ids: readonly string[]): string[] {
  if (question.kind === "numeric") return [...ids];
  const inputs = [...document.querySelectorAll<HTMLInputElement>(`input[name="${name}"]`)];
  return ids.map((id) => {
    const wanted = wordsOf(document, question.choices.find((choice) => choice.id === id)!.html);
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
  // The page names each question by its place in the attempt.
  drawFinalAssessment(rows.map(toQuestion), attemptSeed(userId, scope, attemptNumber)).forEach((question, index) => {
    for (const value of asPlaces(question, choose(question))) form.append(answerField(String(index + 1)), value);
  });
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
