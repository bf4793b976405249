import { sql } from "drizzle-orm";
import { check, integer, primaryKey, sqliteTable, text, unique } from "drizzle-orm/sqlite-core";
import { timestamp } from "./columns";

/**
 * What worksheet_json holds: the shape of app/lib/domain/worksheet.ts's Worksheet, written out here so
 * the schema imports no app code; a type-level test keeps the two identical.
 */
export type LessonWorksheet = { title: string | null; header: string[]; rows: string[][] }[];

/**
 * Lessons, written by the content step (scripts/content.ts): the markdown source and the HTML it
 * renders to, sanitized at write time so no runtime ever parses markdown, and the worksheet tables
 * extracted from it (docs/decisions/012-figures-and-worksheets-at-write-time.md).
 */
export const courseLessons = sqliteTable(
  "course_lessons",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** The course's route slug. */
    courseId: text("course_id").notNull(),
    lessonNumber: integer("lesson_number").notNull(),
    title: text("title").notNull(),
    content: text("content").notNull(),
    contentHtml: text("content_html").notNull(),
    videoUrl: text("video_url"),
    /** A WebVTT captions file for a video file (.mp4, .webm) given in `video_url`. */
    captionsUrl: text("captions_url"),
    /** Reading time, counted from the lesson's words by the content step. */
    durationMinutes: integer("duration_minutes").notNull(),
    /** The author's estimate of the time the lesson's worksheet and action steps take (0: none). No check
     * constraint: adding one would make drizzle rebuild the table, and dropping course_lessons cascades to progress. */
    workMinutes: integer("work_minutes").notNull().default(0),
    worksheet: text("worksheet_json", { mode: "json" }).$type<LessonWorksheet>().notNull().default([]),
    updatedAt: timestamp("updated_at")
      .notNull()
      .$defaultFn(() => new Date()),
  },
  (table) => [
    // Also serves every lesson query: by course ordered by number, one by (course, number), the highest number.
    unique("course_lessons_course_number_unique").on(table.courseId, table.lessonNumber),
    check("course_lessons_number_check", sql`${table.lessonNumber} >= 1`),
    check("course_lessons_duration_check", sql`${table.durationMinutes} >= 1`),
  ],
);

/**
 * A lesson in another language (issue 41), written by the content step from
 * content/lessons/{locale}/{course}/{NN}.md when that file is current with its English source. Keyed by
 * course and number like the lesson (not its id), so the content step writes both in one batch. A lesson
 * with no row here is shown in English.
 */
export const lessonTranslations = sqliteTable(
  "lesson_translations",
  {
    courseId: text("course_id").notNull(),
    lessonNumber: integer("lesson_number").notNull(),
    locale: text("locale").notNull(),
    title: text("title").notNull(),
    contentHtml: text("content_html").notNull(),
    durationMinutes: integer("duration_minutes").notNull(),
    worksheet: text("worksheet_json", { mode: "json" }).$type<LessonWorksheet>().notNull().default([]),
    /** The hash of the English file it translates (content/translations.ts). */
    source: text("source").notNull(),
    updatedAt: timestamp("updated_at").notNull(),
  },
  (table) => [primaryKey({ columns: [table.courseId, table.lessonNumber, table.locale] })],
);
