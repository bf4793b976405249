/**
 * A lesson in the page's language (issue 41): its translation's columns where the content step wrote
 * one (lesson_translations), the English lesson's otherwise. Joined into the page's own query, so a
 * translated page costs no extra round trip, and an English page joins nothing.
 */
import { and, eq, sql, type SQL } from "drizzle-orm";
import { courseLessons, lessonTranslations } from "../../../db/schema/index";
import type { Locale } from "~/lib/i18n/locale";

/** The join condition of a lesson row to its translation in `locale`; for English, none. */
export function lessonTranslationJoin(locale: Locale): SQL {
  if (locale === "en") return sql`0`;
  return and(
    eq(lessonTranslations.courseId, courseLessons.courseId),
    eq(lessonTranslations.lessonNumber, courseLessons.lessonNumber),
    eq(lessonTranslations.locale, locale),
  )!;
}

/** A lesson's columns as the page shows them: translated where a translation is joined. */
export const shownLesson = {
  title: sql<string>`coalesce(${lessonTranslations.title}, ${courseLessons.title})`,
  readingMinutes: sql<number>`coalesce(${lessonTranslations.durationMinutes}, ${courseLessons.durationMinutes})`,
  contentHtml: sql<string>`coalesce(${lessonTranslations.contentHtml}, ${courseLessons.contentHtml})`,
  worksheetJson: sql<string>`coalesce(${lessonTranslations.worksheet}, ${courseLessons.worksheet})`,
  /** The language the lesson's words are in: the page marks an untranslated lesson `lang="en"`. */
  language: sql<Locale>`coalesce(${lessonTranslations.locale}, 'en')`,
};
