/**
 * Honest lesson time (ADR 032): the reading time the content step counts from a lesson's words, and
 * the author's estimate of the work its worksheet and action steps ask for, shown apart and added up
 * per course. Pure: the content step, the pages and the tests all use these same rules.
 */

/**
 * Words a minute. A lesson with a table is dense (figures, worked examples, rates to compare), read
 * at 150; plain prose at 200, about the pace adults read non-fiction to learn from it.
 */
export const READING_RATE = { withTables: 150, prose: 200 } as const;

/** Words a reader reads: whitespace-separated pieces holding a letter or digit, so table pipes and `---` are not words. */
export function countWords(markdown: string): number {
  return markdown.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** A GFM table's delimiter row (`|---|:--:|`): only pipes, dashes, colons and spaces, with a pipe and a dash (a `---` rule has no pipe). */
const TABLE_DELIMITER_ROW = /^(?=[^\n]*\|)(?=[^\n]*-)[ \t|:-]+$/m;

export function hasTable(markdown: string): boolean {
  return TABLE_DELIMITER_ROW.test(markdown);
}

/** A lesson's reading time in whole minutes, rounded up (never 0: opening a lesson takes a minute). */
export function readingMinutes(markdown: string): number {
  const rate = hasTable(markdown) ? READING_RATE.withTables : READING_RATE.prose;
  return Math.max(1, Math.ceil(countWords(markdown) / rate));
}

/** The two times a lesson (or a whole course) takes: reading it, and doing its worksheet and action steps. */
export interface LessonTime {
  readingMinutes: number;
  workMinutes: number;
}

/** A course's time: the sum of its lessons' times, so the course page adds up exactly what each lesson shows. */
export function totalTime(lessons: readonly LessonTime[]): LessonTime {
  return lessons.reduce(
    (sum, lesson) => ({ readingMinutes: sum.readingMinutes + lesson.readingMinutes, workMinutes: sum.workMinutes + lesson.workMinutes }),
    { readingMinutes: 0, workMinutes: 0 },
  );
}

/** 45 → "45 min", 60 → "1 hour", 120 → "2 hours", 90 → "1 h 30 min": minutes under an hour, whole hours in words. */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  if (rest === 0) return `${hours} ${hours === 1 ? "hour" : "hours"}`;
  return `${hours} h ${rest} min`;
}

/** "15 min read · about 1 hour of worksheet work"; a lesson with no work estimate shows its reading time alone. */
export function formatLessonTime({ readingMinutes, workMinutes }: LessonTime): string {
  const reading = `${formatMinutes(readingMinutes)} read`;
  return workMinutes > 0 ? `${reading} · about ${formatMinutes(workMinutes)} of worksheet work` : reading;
}
