/**
 * Questions as the app holds them once the content step has written them (content/questions.ts):
 * what a learner may see before answering, and the key that grades and explains an answer. The two
 * are stored apart, so a page that has not been answered cannot send the key by mistake.
 */

export const QUESTION_KINDS = ["single", "multiple", "numeric"] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

/** What a learner sees before answering: no right answer, no explanation. */
export interface QuestionShown {
  id: string;
  courseId: string;
  lessonNumber: number;
  kind: QuestionKind;
  promptHtml: string;
  /** The options of a single- or multiple-answer question, in the author's order (empty for numeric). */
  choices: { id: string; html: string }[];
  /** What a numeric answer is counted in ("$", "%", "months"), or null. */
  unit: string | null;
}

/** How an answer is graded and explained: sent only with an attempt's result. */
export interface QuestionKey {
  /** The right options (single: one; multiple: one or more). */
  correct: string[];
  /** A numeric question's answer and how far from it an answer may be. */
  answer: number | null;
  tolerance: number;
  /** Option id → why it is right or wrong; for a numeric question, "answer" → how it is worked. */
  explanations: Record<string, string>;
  /** The lesson section the question comes from. */
  section: string;
}

export interface Question extends QuestionShown {
  key: QuestionKey;
}

/** The explanation key of a numeric question. */
export const NUMERIC_EXPLANATION = "answer";

/** A question's id: stable while its lesson file keeps its key, so answers and review cards survive edits. */
export function questionId(courseId: string, lessonNumber: number, key: string): string {
  return `${courseId}/${lessonNumber}/${key}`;
}
