/**
 * Lessons in other languages (issue 41). Each English lesson content/lessons/{course}/{NN}.md has its
 * translation in content/lessons/{locale}/{course}/{NN}.md: the same front matter plus `source:`, the
 * first 12 hex digits of the SHA-256 of the English file it translates. A translation whose `source` is
 * not the English file's hash is older than its source: the content step does not serve it (the lesson
 * shows in English until the translator catches up), and `npm test` fails (translations.test.ts).
 *
 * A translation is checked against its English lesson when it is compiled: the same questions in the
 * same order with the same answers and marks, the same figures, the same worksheet tables. Its headings,
 * its questions' `section:` and its explanations are its own. docs/translation.md shows translators how.
 */
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { LOCALES, type Locale } from "~/lib/i18n/locale";
import type { Question } from "~/features/assessments/domain/questions";
import type { Worksheet } from "~/lib/domain/worksheet";
import { fillFigures, type Figures } from "./figures";
import { KNOWLEDGE_CHECK_HEADING, compileQuestions, parseQuestions, splitKnowledgeCheck } from "./questions";
import { WORKSHEET_HEADING, extractWorksheet } from "./worksheet";

export type TranslatedLocale = Exclude<Locale, "en">;
export const TRANSLATED_LOCALES = LOCALES.filter((locale): locale is TranslatedLocale => locale !== "en");

/** The two headings the content step looks for, in each language. */
export const LESSON_HEADINGS: Readonly<Record<Locale, { knowledgeCheck: string; worksheet: string }>> = {
  en: { knowledgeCheck: KNOWLEDGE_CHECK_HEADING, worksheet: WORKSHEET_HEADING },
  fr: { knowledgeCheck: "Vérification des connaissances", worksheet: "Feuille de travail" },
};

/** What a numeric answer is counted in, in each language (the English file names it). */
const UNITS: Readonly<Record<TranslatedLocale, Readonly<Record<string, string>>>> = {
  fr: { months: "mois" },
};

/** The hash a translation names in `source:`: the English file it was made from. */
export function sourceHash(englishFile: string): string {
  return createHash("sha256").update(englishFile).digest("hex").slice(0, 12);
}

export function translationFile(lessonsDir: string, locale: TranslatedLocale, courseId: string, lessonNumber: number): string {
  return path.join(lessonsDir, locale, courseId, `${String(lessonNumber).padStart(2, "0")}.md`);
}

export class TranslationError extends Error {
  override name = "TranslationError";
}

/** The English lesson a translation is checked against, as the content step compiled it. */
export interface EnglishLesson {
  courseId: string;
  lessonNumber: number;
  /** The whole file, as read: its hash is what a current translation names. */
  fileText: string;
  /** The lesson's markdown before figures are filled in (for the figures it uses). */
  rawContent: string;
  workMinutes: number;
  videoUrl: string | null;
  /** The lesson without its knowledge check, figures filled in. */
  content: string;
  questions: readonly Question[];
}

export interface TranslatedLesson {
  locale: TranslatedLocale;
  courseId: string;
  lessonNumber: number;
  title: string;
  /** The lesson without its knowledge check, figures filled in the language's way. */
  content: string;
  worksheet: Worksheet;
  questions: Question[];
  /** The `source:` it names. */
  source: string;
  /** False when `source` is not the English file's hash: the translation is older than the lesson. */
  current: boolean;
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;
const FIGURE_KEY = /\{\{fig:([^{}]*)\}\}/g;

function frontMatter(text: string, file: string): { fields: Map<string, string>; body: string } {
  const match = FRONT_MATTER.exec(text);
  if (!match) throw new TranslationError(`${file}: missing front matter`);
  const fields = new Map<string, string>();
  for (const line of match[1]!.split(/\r?\n/)) {
    const separator = line.indexOf(":");
    if (separator > 0) fields.set(line.slice(0, separator).trim(), line.slice(separator + 1).trim());
  }
  return { fields, body: match[2]!.trim() };
}

const figureKeysOf = (markdown: string) => [...new Set([...markdown.matchAll(FIGURE_KEY)].map((match) => match[1]!.trim()))].sort();

function tableShape(worksheet: Worksheet): string {
  return worksheet.map((table) => `${table.header.length}×${table.rows.length}`).join(", ") || "none";
}

/** What a learner is graded on, which every language must share. */
function gradedShape(question: Question) {
  return JSON.stringify([
    question.id,
    question.kind,
    question.choices.length,
    question.key.correct,
    question.key.answer,
    question.key.tolerance,
  ]);
}

/**
 * Compiles a translation and checks it against its English lesson; throws one TranslationError naming
 * every difference, so a translator sees them all at once.
 */
export function compileTranslation(
  locale: TranslatedLocale,
  english: EnglishLesson,
  text: string,
  file: string,
  figures: Figures,
  render: { block: (markdown: string) => string; inline: (markdown: string) => string },
): TranslatedLesson {
  const problems: string[] = [];
  const { fields, body } = frontMatter(text, file);
  const title = fields.get("title") ?? "";
  const source = fields.get("source") ?? "";
  if (!title) problems.push("title is required");
  if (!/^[0-9a-f]{12}$/.test(source)) problems.push(`source must be the 12-digit hash of the English file (${sourceHash(english.fileText)})`);
  if (fields.get("workMinutes") !== String(english.workMinutes))
    problems.push(`workMinutes must be the English lesson's (${english.workMinutes})`);
  if ((fields.get("videoUrl") || null) !== english.videoUrl)
    problems.push(`videoUrl must be the English lesson's (${english.videoUrl ?? "none"})`);
  const [englishFigures, translatedFigures] = [figureKeysOf(english.rawContent), figureKeysOf(body)];
  if (englishFigures.join() !== translatedFigures.join()) {
    const missing = englishFigures.filter((key) => !translatedFigures.includes(key));
    const extra = translatedFigures.filter((key) => !englishFigures.includes(key));
    problems.push(
      `the figures differ from the English lesson's (missing: ${missing.join(", ") || "none"}; extra: ${extra.join(", ") || "none"})`,
    );
  }
  const headings = LESSON_HEADINGS[locale];
  let content = "";
  let questions: Question[] = [];
  let worksheet: Worksheet = [];
  try {
    const split = splitKnowledgeCheck(fillFigures(body, figures, file, locale), file, headings.knowledgeCheck);
    content = split.lesson;
    questions = compileQuestions(
      parseQuestions(split.check, file),
      { courseId: english.courseId, lessonNumber: english.lessonNumber, markdown: content, file },
      figures,
      render,
    ).map((question) => ({ ...question, unit: question.unit === null ? null : (UNITS[locale][question.unit] ?? question.unit) }));
    worksheet = extractWorksheet(content, headings.worksheet);
  } catch (error) {
    problems.push((error as Error).message.replace(`${file}: `, ""));
  }
  if (content) {
    const englishShapes = english.questions.map(gradedShape);
    const shapes = questions.map(gradedShape);
    englishShapes.forEach((shape, index) => {
      if (shapes[index] !== shape) {
        problems.push(
          `question ${index + 1} must be the English "${english.questions[index]!.id}" with the same kind, number of options, right options, answer and tolerance`,
        );
      }
    });
    if (shapes.length > englishShapes.length) problems.push(`it has ${shapes.length} questions; the English lesson has ${englishShapes.length}`);
    const englishTables = tableShape(extractWorksheet(english.content));
    if (tableShape(worksheet) !== englishTables) {
      problems.push(
        `the "## ${headings.worksheet}" tables (columns×rows: ${tableShape(worksheet)}) must match the English worksheet's (${englishTables})`,
      );
    }
  }
  if (problems.length > 0) throw new TranslationError(`${file}:\n  - ${problems.join("\n  - ")}`);
  return {
    locale,
    courseId: english.courseId,
    lessonNumber: english.lessonNumber,
    title,
    content,
    worksheet,
    questions,
    source,
    current: source === sourceHash(english.fileText),
  };
}

/** A lesson's translation from its file, or null when it has none yet. */
export async function readTranslation(
  lessonsDir: string,
  locale: TranslatedLocale,
  english: EnglishLesson,
  figures: Figures,
  render: { block: (markdown: string) => string; inline: (markdown: string) => string },
): Promise<TranslatedLesson | null> {
  const file = translationFile(lessonsDir, locale, english.courseId, english.lessonNumber);
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
  return compileTranslation(locale, english, text, file, figures, render);
}
