/**
 * The content step (Node only): lesson markdown in content/lessons/{courseSlug}/{NN}.md is rendered with
 * marked and sanitized with DOMPurify here, once, when it is written to course_lessons. Runtimes
 * serve the stored HTML and never parse markdown (DOMPurify cannot run safely inside workerd).
 */
import DOMPurify from "isomorphic-dompurify";
import { Marked, Renderer, TextRenderer } from "marked";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { and, count, eq, gt, inArray, notInArray, or, sql } from "drizzle-orm";
import type { AnySQLiteColumn } from "drizzle-orm/sqlite-core";
import type { BatchItem } from "drizzle-orm/batch";
import { COURSES } from "~/lib/domain/catalog";
import { readingMinutes } from "~/lib/domain/lesson-time";
import type { Database } from "../db/client";
import { FIGURES_FILE, fillFigures, loadFigures, type Figures } from "./figures";
import { courseLessons, lessonQuestions, lessonTranslations, questionTranslations, userProgress } from "../db/schema";
import { extractWorksheet } from "./worksheet";
import { checkCourseQuestions, compileQuestions, parseQuestions, splitKnowledgeCheck } from "./questions";
import { TRANSLATED_LOCALES, readTranslation, type EnglishLesson, type TranslatedLesson } from "./translations";
import type { Question } from "~/features/assessments/domain/questions";

export const LESSONS_DIR = path.resolve("content/lessons");

/** Link and media protocols lessons may use; everything else (javascript:, data:, vbscript:...) is dropped. */
const ALLOWED_URI = /^(?:(?:https?|ircs?|mailto|xmpp):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;
const URI_ATTRIBUTES = ["href", "src", "xlink:href", "action", "formaction", "poster", "background", "cite"];

DOMPurify.addHook("afterSanitizeAttributes", (node) => {
  // DOMPurify allows data: URIs on media by default; lessons never need them.
  for (const attribute of URI_ATTRIBUTES) {
    const value = node.getAttribute?.(attribute);
    if (value !== null && value !== undefined && /^\s*data:/i.test(value)) node.removeAttribute(attribute);
  }
  if (node.tagName === "A" && /^https?:/i.test(node.getAttribute("href") ?? "")) {
    node.setAttribute("rel", "noopener noreferrer");
  }
});

const escapeAttribute = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/**
 * Each table in a scroll box of its own, so a wide table never widens the page on a phone. The box is
 * a named, focusable region: keyboard users can scroll it too.
 */
const marked = new Marked({
  gfm: true,
  async: false,
  renderer: {
    table(token) {
      const label = `Table: ${token.header.map((cell) => this.parser.parseInline(cell.tokens, new TextRenderer())).join(", ")}`;
      return `<div class="table-scroll" role="region" tabindex="0" aria-label="${escapeAttribute(label)}">${new Renderer().table.call(this, token)}</div>\n`;
    },
  },
});

export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_URI_REGEXP: ALLOWED_URI,
    FORBID_TAGS: [
      "style",
      "form",
      "input",
      "button",
      "textarea",
      "select",
      "option",
      "iframe",
      "object",
      "embed",
      "base",
      "meta",
      "link",
      "svg",
      "math",
    ],
    FORBID_ATTR: ["style", "srcset", "action", "formaction"],
  });
}

export function renderLessonMarkdown(markdown: string): string {
  return sanitizeHtml(marked.parse(markdown) as string);
}

/** A phrase of markdown (an option, an explanation) as sanitized inline HTML: no paragraph around it. */
export function renderInlineMarkdown(markdown: string): string {
  return sanitizeHtml(marked.parseInline(markdown) as string);
}

/**
 * A lesson as its file states it. Its reading time is not typed (it would drift from the text): the
 * content step counts it when it writes the lesson (writeLessons, ADR 032).
 */
export interface LessonSource {
  courseId: string;
  lessonNumber: number;
  title: string;
  /** The author's estimate of the time the lesson's worksheet and action steps take. */
  workMinutes: number;
  videoUrl: string | null;
  /** WebVTT captions for a video file (.mp4, .webm). */
  captionsUrl: string | null;
  content: string;
}

/**
 * A lesson ready to write: its text without the knowledge check, the check's questions, compiled, and
 * its translations (translations.ts), current or not.
 */
export interface CompiledLesson extends LessonSource {
  questions: Question[];
  translations: TranslatedLesson[];
}

const RENDER = { block: renderLessonMarkdown, inline: renderInlineMarkdown };

export class LessonSourceError extends Error {
  override name = "LessonSourceError";
}

/** Parses a lesson file: a `---` front matter block of `key: value` lines, then markdown. */
export function parseLessonFile(courseId: string, lessonNumber: number, text: string, file = ""): LessonSource {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
  if (!match) throw new LessonSourceError(`${file}: missing front matter`);
  const fields = new Map<string, string>();
  for (const line of match[1]!.split(/\r?\n/)) {
    const separator = line.indexOf(":");
    if (separator > 0) fields.set(line.slice(0, separator).trim(), line.slice(separator + 1).trim());
  }
  const title = fields.get("title");
  const workText = fields.get("workMinutes") ?? "";
  const workMinutes = /^\d+$/.test(workText) ? Number(workText) : NaN;
  const videoUrl = fields.get("videoUrl") || null;
  const captionsUrl = fields.get("captionsUrl") || null;
  if (!title) throw new LessonSourceError(`${file}: title is required`);
  if (fields.has("durationMinutes")) {
    throw new LessonSourceError(`${file}: remove durationMinutes: the reading time is counted from the lesson's words`);
  }
  if (!Number.isInteger(workMinutes)) {
    throw new LessonSourceError(`${file}: workMinutes must be a whole number of minutes (the worksheet and action steps' time; 0 for none)`);
  }
  if (videoUrl !== null && !/^https:\/\//.test(videoUrl)) {
    throw new LessonSourceError(`${file}: videoUrl must be an https:// URL`);
  }
  if (captionsUrl !== null && !(videoUrl && /^https:\/\/\S+\.vtt$/i.test(captionsUrl))) {
    throw new LessonSourceError(`${file}: captionsUrl must be the https:// URL of a .vtt file, for a lesson with a videoUrl`);
  }
  const content = match[2]!.trim();
  if (!content) throw new LessonSourceError(`${file}: the lesson has no content`);
  return { courseId, lessonNumber, title, workMinutes, videoUrl, captionsUrl, content };
}

/**
 * One English lesson file, compiled: its figures filled in, its knowledge check split off and compiled,
 * and its translations read and checked against it.
 */
export async function compileLessonFile(
  courseId: string,
  lessonNumber: number,
  file: string,
  figures: Figures,
  dir = LESSONS_DIR,
): Promise<CompiledLesson & EnglishLesson> {
  const fileText = await readFile(file, "utf8");
  const lesson = parseLessonFile(courseId, lessonNumber, fileText, file);
  const { lesson: content, check } = splitKnowledgeCheck(fillFigures(lesson.content, figures, file), file);
  const questions = compileQuestions(parseQuestions(check, file), { courseId, lessonNumber, markdown: content, file }, figures, RENDER);
  const english = { ...lesson, fileText, rawContent: lesson.content, content, questions };
  const translations: TranslatedLesson[] = [];
  for (const locale of TRANSLATED_LOCALES) {
    const translation = await readTranslation(dir, locale, english, figures, RENDER);
    if (translation) translations.push(translation);
  }
  return { ...english, translations };
}

/** The repository's lessons as compiled once per process: seeding and tests read the same files every time. */
let repositoryLessons: Promise<CompiledLesson[]> | undefined;

/**
 * Reads every course's lessons, checks them against the registry's lesson counts, fills in the year's
 * official figures (figures.ts), so what is rendered and stored carries real numbers, and splits off
 * and compiles each lesson's knowledge check (questions.ts) and its translations (translations.ts).
 * The repository's own files are compiled once per process; other folders (tests' fixtures) every time.
 */
export function loadLessonSources(dir = LESSONS_DIR, figuresFile = FIGURES_FILE): Promise<CompiledLesson[]> {
  if (dir !== LESSONS_DIR || figuresFile !== FIGURES_FILE) return compileLessonSources(dir, figuresFile);
  repositoryLessons ??= compileLessonSources(dir, figuresFile).catch((error: unknown) => {
    repositoryLessons = undefined;
    throw error;
  });
  return repositoryLessons;
}

async function compileLessonSources(dir: string, figuresFile: string): Promise<CompiledLesson[]> {
  const figures = await loadFigures(figuresFile);
  const lessons: CompiledLesson[] = [];
  for (const course of COURSES) {
    const courseDir = path.join(dir, course.slug);
    const files = (await readdir(courseDir)).filter((name) => name.endsWith(".md")).sort();
    const expected = Array.from({ length: course.lessonCount }, (_, index) => `${String(index + 1).padStart(2, "0")}.md`);
    if (files.join() !== expected.join()) {
      throw new LessonSourceError(
        `${courseDir}: expected lesson files ${expected.join(", ")} (the registry's lesson count), found ${files.join(", ") || "none"}`,
      );
    }
    for (const [index, name] of files.entries()) {
      const {
        fileText: _,
        rawContent: __,
        ...lesson
      } = await compileLessonFile(course.slug, index + 1, path.join(courseDir, name), figures, dir);
      lessons.push(lesson);
    }
    checkCourseQuestions(
      course.slug,
      lessons.filter((lesson) => lesson.courseId === course.slug).flatMap((lesson) => lesson.questions),
    );
  }
  return lessons;
}

/**
 * Writes lessons to course_lessons in one batch (one round trip, one transaction), upserting on
 * (course_id, lesson_number) so lesson ids, and the progress that points at them, stay stable. What
 * the text implies is derived here, from the text being written: its HTML, its worksheet and its
 * reading time (duration_minutes).
 */
export async function writeLessons(db: Database, lessons: readonly CompiledLesson[]): Promise<void> {
  const now = new Date();
  const statements = lessons.map(({ questions: _, translations: __, ...lesson }) => {
    const row = {
      ...lesson,
      contentHtml: renderLessonMarkdown(lesson.content),
      worksheet: extractWorksheet(lesson.content),
      durationMinutes: readingMinutes(lesson.content),
      updatedAt: now,
    };
    return db
      .insert(courseLessons)
      .values(row)
      .onConflictDoUpdate({
        target: [courseLessons.courseId, courseLessons.lessonNumber],
        set: {
          title: sql`excluded.title`,
          content: sql`excluded.content`,
          contentHtml: sql`excluded.content_html`,
          videoUrl: sql`excluded.video_url`,
          captionsUrl: sql`excluded.captions_url`,
          durationMinutes: sql`excluded.duration_minutes`,
          workMinutes: sql`excluded.work_minutes`,
          worksheet: sql`excluded.worksheet_json`,
          updatedAt: sql`excluded.updated_at`,
        },
      });
  });
  const [first, ...rest] = statements;
  if (first)
    await db.batch([
      first,
      ...rest,
      ...questionStatements(db, lessons, now),
      ...translationStatements(db, lessons, now),
      ...removedLessonStatements(db),
    ]);
}

/**
 * A course whose registry lost lessons loses their rows, with their translations, questions and the
 * progress on them: otherwise its lesson list and its progress would count a lesson nobody can open
 * (7 of 8 done), and the course could never be finished. Progress is deleted here, not left to the
 * foreign key's cascade, which a database without `foreign_keys` on would not run.
 */
function removedLessonStatements(db: Database): BatchItem<"sqlite">[] {
  const pastTheEnd = <T extends { courseId: AnySQLiteColumn; lessonNumber: AnySQLiteColumn }>(table: T) =>
    or(...COURSES.map((course) => and(eq(table.courseId, course.slug), gt(table.lessonNumber, course.lessonCount))));
  const removedLessons = db.select({ id: courseLessons.id }).from(courseLessons).where(pastTheEnd(courseLessons));
  const removedQuestions = db.select({ id: lessonQuestions.id }).from(lessonQuestions).where(pastTheEnd(lessonQuestions));
  return [
    db.delete(userProgress).where(inArray(userProgress.lessonId, removedLessons)),
    db.delete(questionTranslations).where(inArray(questionTranslations.questionId, removedQuestions)),
    db.delete(lessonQuestions).where(pastTheEnd(lessonQuestions)),
    db.delete(lessonTranslations).where(pastTheEnd(lessonTranslations)),
    db.delete(courseLessons).where(pastTheEnd(courseLessons)),
  ];
}

/**
 * The lessons' current translations, replaced whole; a translation that is older than its lesson, or
 * gone, is removed, so the lesson shows in English rather than in words that no longer match it.
 */
function translationStatements(db: Database, lessons: readonly CompiledLesson[], now: Date) {
  const current = lessons.flatMap((lesson) => lesson.translations.filter((translation) => translation.current));
  const written = lessons.map((lesson) =>
    and(eq(lessonTranslations.courseId, lesson.courseId), eq(lessonTranslations.lessonNumber, lesson.lessonNumber)),
  );
  const questionIds = lessons.flatMap((lesson) => lesson.questions.map((question) => question.id));
  const statements: BatchItem<"sqlite">[] = [db.delete(lessonTranslations).where(or(...written))];
  if (questionIds.length > 0) statements.push(db.delete(questionTranslations).where(inArray(questionTranslations.questionId, questionIds)));
  if (current.length === 0) return statements;
  statements.push(
    db.insert(lessonTranslations).values(
      current.map((translation) => ({
        courseId: translation.courseId,
        lessonNumber: translation.lessonNumber,
        locale: translation.locale,
        title: translation.title,
        contentHtml: renderLessonMarkdown(translation.content),
        durationMinutes: readingMinutes(translation.content),
        worksheet: translation.worksheet,
        source: translation.source,
        updatedAt: now,
      })),
    ),
  );
  const questions = current.flatMap((translation) =>
    translation.questions.map((question) => ({
      questionId: question.id,
      locale: translation.locale,
      promptHtml: question.promptHtml,
      choicesJson: JSON.stringify(question.choices),
      unit: question.unit,
      keyJson: JSON.stringify(question.key),
      updatedAt: now,
    })),
  );
  if (questions.length > 0) statements.push(db.insert(questionTranslations).values(questions));
  return statements;
}

/**
 * The lessons' questions, upserted by id (answers and review cards keep pointing at them), and the
 * questions a lesson file no longer has, removed: they are asked no more.
 */
function questionStatements(db: Database, lessons: readonly CompiledLesson[], now: Date) {
  const questions = lessons.flatMap((lesson) => lesson.questions.map((question, position) => ({ question, position })));
  const rows = questions.map(({ question, position }) => ({
    id: question.id,
    courseId: question.courseId,
    lessonNumber: question.lessonNumber,
    position,
    kind: question.kind,
    promptHtml: question.promptHtml,
    choicesJson: JSON.stringify(question.choices),
    unit: question.unit,
    keyJson: JSON.stringify(question.key),
    updatedAt: now,
  }));
  const written = lessons.map((lesson) =>
    and(eq(lessonQuestions.courseId, lesson.courseId), eq(lessonQuestions.lessonNumber, lesson.lessonNumber)),
  );
  const removed = db.delete(lessonQuestions).where(
    and(
      or(...written),
      rows.length > 0
        ? notInArray(
            lessonQuestions.id,
            rows.map((row) => row.id),
          )
        : undefined,
    ),
  );
  if (rows.length === 0) return [removed];
  return [
    removed,
    db
      .insert(lessonQuestions)
      .values(rows)
      .onConflictDoUpdate({
        target: lessonQuestions.id,
        set: {
          position: sql`excluded.position`,
          kind: sql`excluded.kind`,
          promptHtml: sql`excluded.prompt_html`,
          choicesJson: sql`excluded.choices_json`,
          unit: sql`excluded.unit`,
          keyJson: sql`excluded.key_json`,
          updatedAt: sql`excluded.updated_at`,
        },
      }),
  ];
}

/**
 * Seeds an empty database with the lessons, their questions and their translations; a database that
 * has them is left alone (one from before knowledge checks or translations gets them).
 */
export async function seedIfEmpty(db: Database): Promise<boolean> {
  const [[lessons], [questions], [translations]] = await db.batch([
    db.select({ rows: count() }).from(courseLessons),
    db.select({ rows: count() }).from(lessonQuestions),
    db.select({ rows: count() }).from(lessonTranslations),
  ]);
  const seeded = (lessons?.rows ?? 0) > 0 && (questions?.rows ?? 0) > 0;
  if (seeded && (translations?.rows ?? 0) > 0) return false;
  const compiled = await loadLessonSources();
  if (seeded && !compiled.some((lesson) => lesson.translations.some((translation) => translation.current))) return false;
  await writeLessons(db, compiled);
  return true;
}
