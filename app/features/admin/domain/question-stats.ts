/**
 * The console's Questions page (issue 40, item 5): per course, how far learners get through its lessons
 * (reached, completed, passed the knowledge check) and how each question is answered (answers, share
 * right, the wrong answer given most). The database counts; these functions place the counts under the
 * catalogue's courses and the stored lessons and questions, and name the wrong answers.
 */
import { textOfHtml } from "~/lib/domain/html-text";
import { formatAnswerValue } from "~/features/assessments/domain/grading";
import { lessonCheckScope } from "~/lib/domain/quiz-scopes";
import type { QuestionKind } from "~/features/assessments/domain/questions";
import { COURSES } from "~/lib/domain/catalog";

/** A lesson as course_lessons stores it (its title, for the funnel). */
export interface LessonRow {
  courseId: string;
  lessonNumber: number;
  title: string;
}

/** A question as lesson_questions stores it: its options and its key still JSON. */
export interface QuestionRow {
  id: string;
  courseId: string;
  lessonNumber: number;
  position: number;
  kind: QuestionKind;
  promptHtml: string;
  /** `[{ id, html }]` */
  choicesJson: string;
  unit: string | null;
  /** `{ correct: [ids], answer, tolerance, … }` */
  keyJson: string;
}

/** Every answer given to a question (in checks, final assessments and reviews), and how many were right. */
export interface AnswerTotalRow {
  questionId: string;
  answers: number;
  right: number;
}

/** How many wrong answers to a choice question ticked an option. */
export interface WrongOptionRow {
  questionId: string;
  optionId: string;
  count: number;
}

/** How many wrong answers to a numeric question were one number. */
export interface WrongValueRow {
  questionId: string;
  value: number;
  count: number;
}

/**
 * Per knowledge-check scope (`check:{course}/{lesson}`): the learners who reached the lesson (a progress
 * record for it, or an attempt at its check), those of them who have it marked complete, and those who
 * passed its check at least once.
 */
export interface FunnelRow {
  scope: string;
  reached: number;
  completed: number;
  passed: number;
}

export interface LessonFunnel {
  lessonNumber: number;
  title: string;
  reached: number;
  completed: number;
  passedCheck: number;
}

/** The wrong answer given most: an option's text, or a number with its unit. */
export interface WrongAnswer {
  /** The option's id, or the number as written in JSON. */
  answer: string;
  label: string;
  count: number;
}

export interface QuestionFigures {
  id: string;
  /** The question's key in its lesson file (the id's last part): how an author finds it. */
  key: string;
  lessonNumber: number;
  kind: QuestionKind;
  /** The prompt as plain text. */
  prompt: string;
  attempts: number;
  right: number;
  /** right / attempts, or null before anyone answered. */
  rightShare: number | null;
  mostChosenWrong: WrongAnswer | null;
}

export interface CourseQuestionStats {
  slug: string;
  title: string;
  /** What the course calls a lesson ("Day", "Phase", "Month"). */
  lessonUnit: string;
  lessons: LessonFunnel[];
  questions: QuestionFigures[];
  /** Answers to the course's questions, all kinds of attempt together. */
  answers: number;
}

export interface QuestionStatsReport {
  /** Submitted attempts of every kind (knowledge checks, final assessments, reviews). */
  attempts: number;
  courses: CourseQuestionStats[];
}

export const KIND_LABELS: Record<QuestionKind, string> = {
  single: "One answer",
  multiple: "Several answers",
  numeric: "A number",
};

function parsed<T>(json: string, fallback: T): T {
  try {
    return (JSON.parse(json) as T | null) ?? fallback;
  } catch {
    return fallback;
  }
}

/**
 * The option ticked most often in wrong answers that is not a right one; a tie goes to the option the
 * author listed first. Options no longer in the question come after those still in it.
 */
export function mostChosenWrongOption(
  choices: readonly { id: string; html: string }[],
  correct: readonly string[],
  rows: readonly WrongOptionRow[],
): WrongAnswer | null {
  const order = (id: string) => {
    const index = choices.findIndex((choice) => choice.id === id);
    return index === -1 ? choices.length : index;
  };
  const candidates = rows
    .filter((row) => row.count > 0 && !correct.includes(row.optionId))
    .sort((a, b) => b.count - a.count || order(a.optionId) - order(b.optionId) || a.optionId.localeCompare(b.optionId));
  const top = candidates[0];
  if (!top) return null;
  const choice = choices.find((entry) => entry.id === top.optionId);
  return {
    answer: top.optionId,
    label: choice ? textOfHtml(choice.html) : `Option “${top.optionId}” (no longer in the question)`,
    count: top.count,
  };
}

/** The wrong number given most often; a tie goes to the smaller number. */
export function mostCommonWrongValue(unit: string | null, rows: readonly WrongValueRow[]): WrongAnswer | null {
  const top = rows.filter((row) => row.count > 0).sort((a, b) => b.count - a.count || a.value - b.value)[0];
  if (!top) return null;
  return { answer: String(top.value), label: formatAnswerValue(top.value, unit), count: top.count };
}

function groupBy<T>(rows: readonly T[], keyOf: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

/** One question's figures from its row and the counts of its answers. */
export function questionFigures(
  question: QuestionRow,
  total: AnswerTotalRow | undefined,
  wrongOptions: readonly WrongOptionRow[],
  wrongValues: readonly WrongValueRow[],
): QuestionFigures {
  const attempts = total?.answers ?? 0;
  const right = total?.right ?? 0;
  const mostChosenWrong =
    question.kind === "numeric"
      ? mostCommonWrongValue(question.unit, wrongValues)
      : mostChosenWrongOption(
          parsed<{ id: string; html: string }[]>(question.choicesJson, []),
          parsed<{ correct?: string[] }>(question.keyJson, {}).correct ?? [],
          wrongOptions,
        );
  return {
    id: question.id,
    key: question.id.slice(question.id.lastIndexOf("/") + 1),
    lessonNumber: question.lessonNumber,
    kind: question.kind,
    prompt: textOfHtml(question.promptHtml),
    attempts,
    right,
    rightShare: attempts > 0 ? right / attempts : null,
    mostChosenWrong,
  };
}

/**
 * The whole page: every course of the catalogue in its order, its stored lessons in number order with
 * their funnel (zeros where nobody came), and its questions in lesson and author order. Counts for
 * questions or lessons that are no longer stored are left out.
 */
export function questionStatsReport(reads: {
  lessons: readonly LessonRow[];
  questions: readonly QuestionRow[];
  totals: readonly AnswerTotalRow[];
  wrongOptions: readonly WrongOptionRow[];
  wrongValues: readonly WrongValueRow[];
  funnel: readonly FunnelRow[];
  attempts: number;
}): QuestionStatsReport {
  const totals = new Map(reads.totals.map((row) => [row.questionId, row]));
  const wrongOptions = groupBy(reads.wrongOptions, (row) => row.questionId);
  const wrongValues = groupBy(reads.wrongValues, (row) => row.questionId);
  const funnel = new Map(reads.funnel.map((row) => [row.scope, row]));
  const courses = COURSES.map((course) => {
    const lessons = reads.lessons
      .filter((lesson) => lesson.courseId === course.slug)
      .sort((a, b) => a.lessonNumber - b.lessonNumber)
      .map((lesson) => {
        const row = funnel.get(lessonCheckScope(course.slug, lesson.lessonNumber));
        return {
          lessonNumber: lesson.lessonNumber,
          title: lesson.title,
          reached: row?.reached ?? 0,
          completed: row?.completed ?? 0,
          passedCheck: row?.passed ?? 0,
        };
      });
    const questions = reads.questions
      .filter((question) => question.courseId === course.slug)
      .sort((a, b) => a.lessonNumber - b.lessonNumber || a.position - b.position || a.id.localeCompare(b.id))
      .map((question) =>
        questionFigures(question, totals.get(question.id), wrongOptions.get(question.id) ?? [], wrongValues.get(question.id) ?? []),
      );
    return {
      slug: course.slug,
      title: course.title,
      lessonUnit: course.lessonUnit,
      lessons,
      questions,
      answers: questions.reduce((sum, question) => sum + question.attempts, 0),
    };
  });
  return { attempts: reads.attempts, courses };
}

/** A share as the page shows it: a whole percent. */
export function percentOf(share: number): string {
  return `${Math.round(share * 100)}%`;
}
