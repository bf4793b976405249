/**
 * How knowledge checks, final assessments and reviews are put together and graded (issue 40). Plain
 * functions of their inputs: the seed and the clock come from the caller, so a page is the same on
 * every reload and a test can name the day.
 */
import { LANGUAGE_TAG, type Locale } from "~/lib/i18n/locale";
import type { Question, QuestionKey, QuestionShown } from "./questions";

/** Share of right answers that passes a knowledge check or a final assessment. */
export const PASS_MARK = 0.8;

export const FINAL_ASSESSMENT = {
  minQuestions: 15,
  maxQuestions: 20,
  /** Submitted attempts allowed in any 24 hours. */
  attemptsPerDay: 3,
} as const;

export const DAY_MS = 24 * 60 * 60 * 1000;

/** A number from a string, the same everywhere (FNV-1a): what seeds an attempt's order. */
export function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A small seeded generator (mulberry32): the same seed gives the same sequence in Node and workerd. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled<T>(items: readonly T[], next: () => number): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(next() * (index + 1));
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

/** The seed of one attempt: who, at what, and which try, so a reload shows the same order and a new try a new one. */
export function attemptSeed(userId: string, scope: string, attemptNumber: number): number {
  return seedOf(`${userId}|${scope}|${attemptNumber}`);
}

/** The questions in the attempt's order, each with its options in the attempt's order. */
export function arrangeQuestions<T extends QuestionShown>(questions: readonly T[], seed: number): T[] {
  const next = random(seed);
  return shuffled(questions, next).map((question) => ({ ...question, choices: shuffled(question.choices, next) }));
}

/** The questions in the order given, each with its options in the attempt's order (a review: due cards keep theirs). */
export function arrangeChoices<T extends QuestionShown>(questions: readonly T[], seed: number): T[] {
  return questions.map((question) => ({ ...question, choices: shuffled(question.choices, random(seed ^ seedOf(question.id))) }));
}

/**
 * The question as the browser gets it: the question named by its place in the attempt (`place`, from 0),
 * and each option by its place in the attempt's order ("1", "2", …), which says nothing the page does not
 * show. The content names options in the order they were written, and the right one is often written
 * first, so its own id would give the answer away; a question's own id often sums up its answer
 * ("designation-beats-will").
 */
export function namedByPlace<T extends QuestionShown>(question: T, place: number): T {
  return {
    ...question,
    id: String(place + 1),
    choices: question.choices.map((choice, index) => ({ ...choice, id: String(index + 1) })),
  };
}

/** A response to the question as `namedByPlace` showed it, in the question's own option ids (`question` in the attempt's order). */
export function fromPlaces(question: QuestionShown, response: Response): Response {
  if (!("chosen" in response)) return response;
  // Sorted, as readResponse gives a response (isRight compares in order).
  return { chosen: response.chosen.map((place) => question.choices[Number(place) - 1]!.id).sort() };
}

/**
 * A final assessment's questions: between the minimum and maximum, drawn in turn from each lesson (its
 * own questions shuffled) so every lesson is asked about, then arranged for the attempt.
 */
export function drawFinalAssessment<T extends QuestionShown>(questions: readonly T[], seed: number): T[] {
  const next = random(seed);
  const byLesson = new Map<number, T[]>();
  for (const question of questions) byLesson.set(question.lessonNumber, [...(byLesson.get(question.lessonNumber) ?? []), question]);
  const pools = [...byLesson.keys()].sort((a, b) => a - b).map((lesson) => shuffled(byLesson.get(lesson)!, next));
  const count = Math.min(questions.length, FINAL_ASSESSMENT.maxQuestions);
  const drawn: T[] = [];
  for (let round = 0; drawn.length < count; round += 1) {
    for (const pool of pools) if (round < pool.length && drawn.length < count) drawn.push(pool[round]!);
  }
  return arrangeQuestions(drawn, seed ^ 0x5bd1e995);
}

/** A learner's answer to one question: the options they ticked, or the number they wrote. */
export type Response = { chosen: string[] } | { value: number };

export type ResponseProblem = "unanswered" | "not-a-number";

/**
 * Reads one question's answer from a submitted form: option ids that are the question's own (anything
 * else is ignored, as if not ticked), or a number written as people write it in the page's language:
 * "1,250.50" and "$96.92" in English, "1 250,50" and "96,92 $" in French (a comma is the decimal mark there).
 */
export function readResponse(question: QuestionShown, values: readonly string[], locale: Locale = "en"): Response | ResponseProblem {
  if (question.kind === "numeric") {
    let text = (values[0] ?? "")
      .trim()
      .replace(/^(?:US|CA|C)?\$/i, "")
      .replace(/\s*(?:\$|%)\s*(?:CA|US)?$/i, "")
      .trim();
    text =
      locale === "fr" ? text.replace(/(?<=\d)[\s\u00a0\u202f](?=\d{3}\b)/g, "").replace(/,(?=\d+$)/, ".") : text.replace(/,(?=\d{3}\b)/g, "");
    if (!text) return "unanswered";
    if (!/^-?\d+(?:\.\d+)?$/.test(text) || text.length > 20) return "not-a-number";
    return { value: Number(text) };
  }
  const own = new Set(question.choices.map((choice) => choice.id));
  const chosen = [...new Set(values)].filter((value) => own.has(value)).sort();
  if (chosen.length === 0) return "unanswered";
  return { chosen: question.kind === "single" ? chosen.slice(0, 1) : chosen };
}

/** Right when a number is within the tolerance, or when the ticked options are exactly the right ones. */
export function isRight(key: QuestionKey, response: Response): boolean {
  if ("value" in response) return key.answer !== null && Math.abs(response.value - key.answer) <= key.tolerance + 1e-9;
  const right = [...key.correct].sort();
  return response.chosen.length === right.length && response.chosen.every((id, index) => id === right[index]);
}

export interface GradedAnswer {
  question: Question;
  response: Response;
  right: boolean;
}

export interface Grade {
  answers: GradedAnswer[];
  score: number;
  total: number;
  passed: boolean;
}

export function grade(answers: readonly { question: Question; response: Response }[]): Grade {
  const graded = answers.map((answer) => ({ ...answer, right: isRight(answer.question.key, answer.response) }));
  const score = graded.filter((answer) => answer.right).length;
  return { answers: graded, score, total: graded.length, passed: isPass(score, graded.length) };
}

export function isPass(score: number, total: number): boolean {
  return total > 0 && score / total >= PASS_MARK - 1e-9;
}

/** The band a certificate shows: it certifies a pass without publishing the exact score. */
export function scoreBand(score: number, total: number): "80–89" | "90–100" | null {
  if (!isPass(score, total)) return null;
  return score / total >= 0.9 - 1e-9 ? "90–100" : "80–89";
}

/** Answer numbers in each language other than English (made once: a result shows one per question). */
const ANSWER_NUMBERS = new Map<Locale, Intl.NumberFormat>();

function answerNumbers(locale: Locale): Intl.NumberFormat {
  let format = ANSWER_NUMBERS.get(locale);
  if (!format) ANSWER_NUMBERS.set(locale, (format = new Intl.NumberFormat(LANGUAGE_TAG[locale], { maximumFractionDigits: 10 })));
  return format;
}

/**
 * A number as a learner's answer reads with the question's unit: "$1,250.5", "12%", "18 months"; in
 * French "1 250,5 $", "12 %", "18 mois" (the unit's word is the caller's, in the page's language).
 */
export function formatAnswerValue(value: number, unit: string | null, locale: Locale = "en"): string {
  const sign = value < 0 ? "-" : "";
  if (locale !== "en") {
    const number = answerNumbers(locale).format(Math.abs(value));
    if (!unit) return `${sign}${number}`;
    return `${sign}${number}\u00a0${unit}`;
  }
  const number = Math.abs(value).toLocaleString("en-US", { maximumFractionDigits: 10 });
  if (!unit) return `${sign}${number}`;
  if (unit === "$") return `${sign}$${number}`;
  if (unit === "%") return `${sign}${number}%`;
  return `${sign}${number} ${unit}`;
}

/**
 * When the next final attempt opens: null while fewer than the day's attempts were made in the last
 * 24 hours, else 24 hours after the oldest of them.
 */
export function nextAttemptAt(recentAttempts: readonly Date[], now: Date): Date | null {
  const inWindow = recentAttempts.filter((at) => now.getTime() - at.getTime() < DAY_MS).sort((a, b) => a.getTime() - b.getTime());
  if (inWindow.length < FINAL_ASSESSMENT.attemptsPerDay) return null;
  return new Date(inWindow[inWindow.length - FINAL_ASSESSMENT.attemptsPerDay]!.getTime() + DAY_MS);
}

/** The form field a question's answer is posted in. */
export const answerField = (questionId: string) => `q.${questionId}`;

export interface ReadAnswers {
  /** The answers, in the questions' order, when every question was answered in a form that can be graded. */
  answers: { question: QuestionShown; response: Response }[] | null;
  /** What is wrong with each question's answer, by question id. */
  problems: Record<string, ResponseProblem>;
  /** What was sent, by question id: the form is shown again with it when something is wrong. */
  values: Record<string, string[]>;
}

/** Reads a submitted form's answers to the questions asked; any question left out or unreadable is a problem. */
export function readAnswers<T extends QuestionShown>(
  questions: readonly T[],
  valuesOf: (field: string) => string[],
  locale: Locale = "en",
): ReadAnswers & {
  answers: { question: T; response: Response }[] | null;
} {
  const problems: Record<string, ResponseProblem> = {};
  const values: Record<string, string[]> = {};
  const answers: { question: T; response: Response }[] = [];
  for (const question of questions) {
    const sent = valuesOf(answerField(question.id)).map((value) => value.slice(0, 100));
    values[question.id] = sent;
    const response = readResponse(question, sent, locale);
    if (typeof response === "string") problems[question.id] = response;
    else answers.push({ question, response });
  }
  return { answers: Object.keys(problems).length === 0 ? answers : null, problems, values };
}
