/**
 * A lesson's knowledge check, written at the end of its file under `## Knowledge check` (issue 40).
 * The content step splits it off (it is never part of the lesson's HTML), checks it, recomputes every
 * numeric answer from the figures file and the lesson's own numbers, and renders it. docs/questions.md
 * shows authors the format:
 *
 *     ### jordan-weekly-groceries          ← the question's key: stable, lowercase, with dashes
 *     kind: numeric                        ← single | multiple | numeric
 *     section: The envelope method: …      ← the lesson heading it comes from
 *     formula: 420 * 12 / 52               ← numeric only: how the answer is worked
 *     answer: 96.92                        ← numeric only: the formula rounded to these decimals
 *     tolerance: 1                         ← numeric only: how far an answer may be off
 *     unit: $                              ← numeric only, optional
 *
 *     The prompt (markdown).
 *
 *     - [x] A right option                 ← single / multiple: 2 to 6 options
 *       Why: one or two sentences.
 *     - [ ] A wrong option
 *       Why: why not, and where the lesson says so.
 *
 *     Why: how the number is worked.       ← numeric: the one explanation
 */
import { Lexer, type Tokens } from "marked";
import { evaluateFormula, figureNumber, FormulaError } from "~/features/assessments/domain/formula";
import { NUMERIC_EXPLANATION, QUESTION_KINDS, questionId, type Question, type QuestionKind } from "~/features/assessments/domain/questions";
import { FINAL_ASSESSMENT } from "~/features/assessments/domain/grading";
import type { Figures } from "./figures";

export const KNOWLEDGE_CHECK_HEADING = "Knowledge check";
export const QUESTIONS_PER_LESSON = { min: 4, max: 6 } as const;
export const OPTIONS_PER_QUESTION = { min: 2, max: 6 } as const;

export class QuestionSourceError extends Error {
  override name = "QuestionSourceError";
}

export interface QuestionSource {
  key: string;
  kind: QuestionKind;
  section: string;
  prompt: string;
  options: { id: string; text: string; correct: boolean; why: string }[];
  numeric: { formula: string; answer: number; tolerance: number; unit: string | null; why: string } | null;
}

/** Splits a lesson's markdown into the lesson itself and its knowledge check (the last `##` section). */
export function splitKnowledgeCheck(
  markdown: string,
  file: string,
  headingText: string = KNOWLEDGE_CHECK_HEADING,
): { lesson: string; check: string } {
  const heading = new RegExp(`^## ${headingText}[ \\t]*$`, "m");
  const match = heading.exec(markdown);
  if (!match) throw new QuestionSourceError(`${file}: the lesson has no "## ${headingText}" section (4 to 6 questions)`);
  const check = markdown.slice(match.index + match[0].length);
  if (/^## /m.test(check)) throw new QuestionSourceError(`${file}: "## ${headingText}" must be the lesson's last section`);
  return { lesson: markdown.slice(0, match.index).trim(), check };
}

/** Every heading of a lesson, as plain text: what a question's `section:` may name. */
export function lessonHeadings(markdown: string): Set<string> {
  const headings = new Set<string>();
  for (const token of new Lexer({ gfm: true }).lex(markdown)) {
    if (token.type === "heading") headings.add((token as Tokens.Heading).text.replace(/[*_`]/g, "").trim());
  }
  return headings;
}

const KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const OPTION = /^- \[( |x)\] (.+)$/;
const FIELD = /^([a-z]+):\s*(.*)$/;

/** Parses the questions of a knowledge check (the text after its heading). */
export function parseQuestions(check: string, file: string): QuestionSource[] {
  const blocks = check.split(/^### /m);
  if (blocks[0]!.trim()) throw new QuestionSourceError(`${file}: write each question under a "### key" heading; found text before the first`);
  const questions = blocks.slice(1).map((block) => parseQuestion(block, file));
  const keys = questions.map((question) => question.key);
  const repeated = keys.find((key, index) => keys.indexOf(key) !== index);
  if (repeated) throw new QuestionSourceError(`${file}: question "${repeated}" appears twice`);
  if (questions.length < QUESTIONS_PER_LESSON.min || questions.length > QUESTIONS_PER_LESSON.max) {
    throw new QuestionSourceError(
      `${file}: a knowledge check has ${QUESTIONS_PER_LESSON.min} to ${QUESTIONS_PER_LESSON.max} questions, found ${questions.length}`,
    );
  }
  return questions;
}

function parseQuestion(block: string, file: string): QuestionSource {
  const lines = block.replace(/\s+$/, "").split(/\r?\n/);
  const key = lines.shift()!.trim();
  const where = `${file}: question "${key}"`;
  if (!KEY.test(key)) throw new QuestionSourceError(`${where}: a key is lowercase letters, digits and dashes`);
  const fields = new Map<string, string>();
  while (lines.length > 0 && lines[0]!.trim()) {
    const field = FIELD.exec(lines.shift()!.trim());
    if (!field) throw new QuestionSourceError(`${where}: expected "name: value" lines (kind, section…) before a blank line and the prompt`);
    fields.set(field[1]!, field[2]!.trim());
  }
  const kind = fields.get("kind") as QuestionKind;
  if (!QUESTION_KINDS.includes(kind)) throw new QuestionSourceError(`${where}: kind must be one of ${QUESTION_KINDS.join(", ")}`);
  const section = fields.get("section") ?? "";
  if (!section) throw new QuestionSourceError(`${where}: section (the lesson heading it comes from) is required`);

  const prompt: string[] = [];
  const options: QuestionSource["options"] = [];
  let why = "";
  for (const line of lines) {
    const option = OPTION.exec(line);
    if (option) {
      options.push({ id: String.fromCharCode(97 + options.length), text: option[2]!.trim(), correct: option[1] === "x", why: "" });
    } else if (options.length > 0 && /^\s+\S/.test(line)) {
      const last = options.at(-1)!;
      const text = line.trim();
      if (text.startsWith("Why:")) last.why = text.slice(4).trim();
      else if (last.why) last.why += ` ${text}`;
      else last.text += ` ${text}`;
    } else if (line.startsWith("Why:")) {
      why = line.slice(4).trim();
    } else if (why && line.trim()) {
      why += ` ${line.trim()}`;
    } else if (options.length > 0 && line.trim()) {
      throw new QuestionSourceError(`${where}: indent an option's "Why:" line under it; found "${line.trim().slice(0, 40)}"`);
    } else {
      prompt.push(line);
    }
  }
  const promptText = prompt.join("\n").trim();
  if (!promptText) throw new QuestionSourceError(`${where}: the prompt is empty`);

  if (kind === "numeric") {
    if (options.length > 0) throw new QuestionSourceError(`${where}: a numeric question has no options`);
    if (!why) throw new QuestionSourceError(`${where}: a numeric question needs a "Why:" line saying how the answer is worked`);
    const formula = fields.get("formula") ?? "";
    const answer = Number(fields.get("answer"));
    const tolerance = Number(fields.get("tolerance") ?? "0");
    if (!formula) throw new QuestionSourceError(`${where}: formula is required (how the answer is worked)`);
    if (!/^-?\d+(?:\.\d+)?$/.test(fields.get("answer") ?? "")) throw new QuestionSourceError(`${where}: answer must be a number`);
    if (!Number.isFinite(tolerance) || tolerance < 0) throw new QuestionSourceError(`${where}: tolerance must be zero or more`);
    return { key, kind, section, prompt: promptText, options, numeric: { formula, answer, tolerance, unit: fields.get("unit") || null, why } };
  }
  if (why) throw new QuestionSourceError(`${where}: explain each option in its own indented "Why:" line, not once for the question`);
  if (options.length < OPTIONS_PER_QUESTION.min || options.length > OPTIONS_PER_QUESTION.max) {
    throw new QuestionSourceError(`${where}: ${OPTIONS_PER_QUESTION.min} to ${OPTIONS_PER_QUESTION.max} options, found ${options.length}`);
  }
  const missing = options.find((option) => !option.why);
  if (missing) throw new QuestionSourceError(`${where}: option "${missing.text.slice(0, 40)}" has no "Why:" explanation`);
  const right = options.filter((option) => option.correct).length;
  if (kind === "single" && right !== 1)
    throw new QuestionSourceError(`${where}: a single-answer question has exactly one right option, found ${right}`);
  if (kind === "multiple" && (right === 0 || right === options.length)) {
    throw new QuestionSourceError(`${where}: a multiple-answer question has at least one right and one wrong option`);
  }
  return { key, kind, section, prompt: promptText, options, numeric: null };
}

const decimalsOf = (answer: number) => (String(answer).split(".")[1] ?? "").length;

/**
 * Recomputes a numeric answer from its formula: figure keys are read from the figures file (never an
 * unconfirmed one), and the written answer must be the result rounded to the answer's own decimals.
 */
export function checkNumericAnswer(question: QuestionSource, figures: Figures, where: string): void {
  if (!question.numeric) return;
  const { formula, answer } = question.numeric;
  let computed: number;
  try {
    computed = evaluateFormula(formula, (key) => {
      const printed = figures.values.get(key);
      if (printed === undefined) throw new FormulaError(`unknown figure "${key}" (not in the ${figures.year} figures file)`);
      if (figures.unconfirmed.has(key)) throw new FormulaError(`figure "${key}" is not confirmed against its source`);
      const value = figureNumber(printed);
      if (value === null) throw new FormulaError(`figure "${key}" ("${printed}") is not a number`);
      return value;
    });
  } catch (error) {
    throw new QuestionSourceError(`${where}: ${(error as Error).message}`);
  }
  const factor = 10 ** decimalsOf(answer);
  const rounded = Math.round(computed * factor) / factor;
  if (rounded !== answer) {
    throw new QuestionSourceError(`${where}: answer ${answer} does not match its formula "${formula}", which gives ${computed}`);
  }
}

/**
 * Checks a lesson's questions against the lesson (each names one of its headings; numeric answers are
 * recomputed) and renders them: the prompt as markdown, options and explanations inline.
 */
export function compileQuestions(
  sources: readonly QuestionSource[],
  lesson: { courseId: string; lessonNumber: number; markdown: string; file: string },
  figures: Figures,
  render: { block: (markdown: string) => string; inline: (markdown: string) => string },
): Question[] {
  const headings = lessonHeadings(lesson.markdown);
  return sources.map((source) => {
    const where = `${lesson.file}: question "${source.key}"`;
    if (!headings.has(source.section)) {
      throw new QuestionSourceError(`${where}: section "${source.section}" is not a heading of the lesson`);
    }
    checkNumericAnswer(source, figures, where);
    const explanations = source.numeric
      ? { [NUMERIC_EXPLANATION]: render.inline(source.numeric.why) }
      : Object.fromEntries(source.options.map((option) => [option.id, render.inline(option.why)]));
    return {
      id: questionId(lesson.courseId, lesson.lessonNumber, source.key),
      courseId: lesson.courseId,
      lessonNumber: lesson.lessonNumber,
      kind: source.kind,
      promptHtml: render.block(source.prompt),
      choices: source.options.map((option) => ({ id: option.id, html: render.inline(option.text) })),
      unit: source.numeric?.unit ?? null,
      key: {
        correct: source.options.filter((option) => option.correct).map((option) => option.id),
        answer: source.numeric?.answer ?? null,
        tolerance: source.numeric?.tolerance ?? 0,
        explanations,
        section: source.section,
      },
    };
  });
}

/**
 * A course's questions, all lessons together: enough for its final assessment, and every kind asked
 * somewhere in the course.
 */
export function checkCourseQuestions(courseId: string, questions: readonly Question[]): void {
  if (questions.length < FINAL_ASSESSMENT.minQuestions) {
    throw new QuestionSourceError(
      `${courseId}: the final assessment draws ${FINAL_ASSESSMENT.minQuestions} to ${FINAL_ASSESSMENT.maxQuestions} questions from the lessons, which have ${questions.length}`,
    );
  }
  const missing = QUESTION_KINDS.filter((kind) => !questions.some((question) => question.kind === kind));
  if (missing.length > 0) throw new QuestionSourceError(`${courseId}: no lesson asks a ${missing.join(" or a ")} question`);
}
