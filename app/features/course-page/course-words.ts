/**
 * The course page's words that are put together from its messages (`course.page.*`): a course's level,
 * lesson times and its learners' rating. Pure: the page and the tests share them.
 */
import type { CourseLevel } from "~/lib/domain/catalog";
import type { CourseRating } from "~/lib/domain/course-rating";
import type { LessonTime } from "~/lib/domain/lesson-time";
import { LANGUAGE_TAG, type Locale } from "~/lib/i18n/locale";
import { durationText, type MessageKey, type MessageValues } from "~/lib/i18n/messages";

/** `t` of `useTranslate`, or any function that reads a key the same way (the tests read the catalogue). */
export type Words = (key: MessageKey, values?: MessageValues) => string;

/** The key of a level's word ("Beginner", "Débutant"). */
export function levelKey(level: CourseLevel): MessageKey {
  return `course.page.level.${level}`;
}

/** 45 → "45 min", 60 → "1 hour", 90 → "1 h 30 min": `formatMinutes` (lib/domain/lesson-time.ts) in the page's language. */
export function minutesText(minutes: number, t: Words): string {
  return durationText(minutes, t, { minutes: "course.page.minutes", hours: "course.page.hours", hoursAndMinutes: "course.page.hoursMinutes" });
}

/** "15 min read · about 1 hour of worksheet work": `formatLessonTime` in the page's language. */
export function lessonTimeText({ readingMinutes, workMinutes }: LessonTime, t: Words): string {
  const reading = t("course.page.reading", { time: minutesText(readingMinutes, t) });
  return workMinutes > 0 ? t("course.page.readingAndWork", { reading, work: minutesText(workMinutes, t) }) : reading;
}

const averageFormats = new Map<Locale, Intl.NumberFormat>();

/** "4.6 out of 5 (12 reviews)", "4,6 sur 5 (12 avis)": `ratingText` (lib/domain/course-rating.ts) in the page's language. */
export function ratingLine(rating: CourseRating, t: Words, locale: Locale): string {
  let format = averageFormats.get(locale);
  if (!format)
    averageFormats.set(locale, (format = new Intl.NumberFormat(LANGUAGE_TAG[locale], { minimumFractionDigits: 1, maximumFractionDigits: 1 })));
  return t("course.page.reviews.rating", { average: format.format(rating.average), count: rating.count });
}
