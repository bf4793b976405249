/**
 * What the three kinds of quiz share on the server: the view of an attempt's result that may go to the
 * browser (only after it was submitted), and the handling of a submitted form (its attempt number,
 * its answers, the redirect to its result).
 */
import type { Locale } from "~/lib/i18n/locale";
import { data, redirect } from "@remix-run/cloudflare";
import { PRIVATE_CACHE } from "~/lib/http/http-cache";
import { translate } from "~/lib/i18n/catalogues.server";
import type { AttemptResult, AttemptRow } from "./assessments.server";
import { nextAttemptNumber } from "./assessments.server";
import { fromPlaces, namedByPlace, readAnswers, type ResponseProblem } from "./domain/grading";
import type { QuestionShown } from "./domain/questions";
import { ATTEMPT_FIELD_NAME, RESULT_PARAM } from "./quiz-fields";

const noStore = { "Cache-Control": PRIVATE_CACHE };

export { RESULT_PARAM };

/** An attempt's result as its page shows it: every question with the answer given, the right one and why. */
export function resultView(result: AttemptResult) {
  return {
    score: result.score,
    total: result.total,
    passed: result.passed,
    submittedAt: result.submittedAt.toISOString(),
    answers: result.answers.map(({ question, response, right }) => ({
      id: question.id,
      kind: question.kind,
      promptHtml: question.promptHtml,
      choices: question.choices,
      unit: question.unit,
      response,
      right,
      correct: question.key.correct,
      answer: question.key.answer,
      explanations: question.key.explanations,
      section: question.key.section,
    })),
  };
}

export type ResultView = ReturnType<typeof resultView>;

/** The answers a form sent back that could not be graded, with what was sent: the form is shown again with them. */
export interface QuizProblems {
  quizError: string;
  problems: Record<string, ResponseProblem>;
  values: Record<string, string[]>;
}

/**
 * Reads a submitted quiz: the attempt it says it is must be the next one (an attempt already submitted
 * goes to its result, as a form sent twice should), and every question must be answered readably.
 */
export function readSubmission<T extends QuestionShown>(
  form: FormData,
  attempts: readonly AttemptRow[],
  questionsOf: (attemptNumber: number) => readonly T[],
  resultPath: (attemptId: string) => string,
  locale: Locale,
) {
  const expected = nextAttemptNumber(attempts);
  const sent = Number(form.get(ATTEMPT_FIELD_NAME));
  const submitted = attempts.find((attempt) => attempt.attemptNumber === sent);
  if (submitted) return { stop: redirect(resultPath(submitted.id), { headers: noStore }) } as const;
  if (sent !== expected) return { stop: outOfDate(locale) } as const;
  // The form names options by their place in the attempt's order (namedByPlace): read them so, then
  // back to the options' own ids for grading.
  const arranged = questionsOf(expected);
  const read = readAnswers(arranged.map(namedByPlace), (field) => form.getAll(field).map(String), locale);
  const { problems, values } = read;
  if (!read.answers) {
    const quizError = translate(locale, "learning.quiz.needAnswers", { count: Object.keys(problems).length });
    return { stop: data({ quizError, problems, values } satisfies QuizProblems, { status: 400, headers: noStore }) } as const;
  }
  const answers = read.answers.map(({ response }, index) => ({ question: arranged[index]!, response: fromPlaces(arranged[index]!, response) }));
  return { attemptNumber: expected, answers } as const;
}

/** A form whose questions are no longer the ones to answer: nothing was graded. */
export const outOfDate = (locale: Locale) =>
  data({ quizError: translate(locale, "learning.quiz.outOfDate") }, { status: 409, headers: noStore });

export const notSaved = (message: string) => data({ quizError: message }, { status: 403, headers: noStore });

export const resultRedirect = (path: string) => redirect(path, { headers: noStore });
