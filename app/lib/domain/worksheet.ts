/**
 * Lesson worksheets: the tables under a lesson's `## Worksheet` heading, extracted when the lesson is
 * written (content/worksheet.ts) and stored as JSON in course_lessons.worksheet_json, so the download and
 * the printable page never parse markdown. This module is what the worksheet routes use.
 */
import type { CsvCell } from "./csv";

export interface WorksheetTable {
  /** The `###` heading above the table inside the worksheet section, if any. */
  title: string | null;
  header: string[];
  /** Cells as plain text; an empty cell is a blank for the learner to fill in. */
  rows: string[][];
}

export type Worksheet = WorksheetTable[];

/**
 * The worksheet as CSV rows for `csvResponse` (csv.ts, which keeps a cell such as
 * "=SUM(...)" from running as a formula): the lesson title, then each table under its title, with a
 * blank row between tables. `heading` is the first row in the page's language ("… — Feuille de travail").
 */
export function worksheetCsvRows(lessonTitle: string, worksheet: Worksheet, heading = `${lessonTitle} — Worksheet`): CsvCell[][] {
  const rows: CsvCell[][] = [[heading]];
  for (const table of worksheet) {
    rows.push([]);
    if (table.title) rows.push([table.title]);
    rows.push(table.header, ...table.rows);
  }
  return rows;
}

/** "debt-challenge-lesson-02-worksheet.csv": the course and lesson, sortable in a downloads folder. */
export function worksheetFilename(courseId: string, lessonNumber: number): string {
  return `${courseId}-lesson-${String(lessonNumber).padStart(2, "0")}-worksheet.csv`;
}
