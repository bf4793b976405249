/**
 * The lesson pages' words that are put together from the page's messages (`learning.*`): lesson times,
 * a course's name, and sentences with an element inside them. Pure: the pages, the quiz parts and the
 * tests share them.
 */
import { createElement, Fragment, type ReactNode } from "react";
import type { LessonTime } from "~/lib/domain/lesson-time";
import { durationText, type MessageKey, type MessageValues } from "~/lib/i18n/messages";

/** `t` of `useTranslate`, or any function that reads a key the same way (the tests read the catalogue). */
export type Words = (key: MessageKey, values?: MessageValues) => string;

/** The key of a course's name in the frame's messages (`nav.course.<slug>`), which every page receives. */
export function courseNameKey(course: { slug: string }): MessageKey {
  return `nav.course.${course.slug}` as MessageKey;
}

/** The key of a course's length ("7 days", "6 months"). */
export function courseDurationKey(course: { slug: string }): MessageKey {
  return `learning.lesson.duration.${course.slug}` as MessageKey;
}

/** The badge of a lesson in its course's unit: "Day 3", "Phase 2", "Month 4". */
export function lessonUnitKey(course: { lessonUnit: "Day" | "Phase" | "Month" }): MessageKey {
  return `learning.lesson.unit.${course.lessonUnit}`;
}

/** 45 → "45 min", 60 → "1 hour", 90 → "1 h 30 min": `formatMinutes` (lib/domain/lesson-time.ts) in the page's language. */
export function minutesText(minutes: number, t: Words): string {
  return durationText(minutes, t, {
    minutes: "learning.lesson.time.minutes",
    hours: "learning.lesson.time.hours",
    hoursAndMinutes: "learning.lesson.time.hoursAndMinutes",
  });
}

/** "15 min read · about 1 hour of worksheet work": `formatLessonTime` in the page's language. */
export function lessonTimeText({ readingMinutes, workMinutes }: LessonTime, t: Words): string {
  const reading = minutesText(readingMinutes, t);
  return workMinutes > 0
    ? t("learning.lesson.time.readAndWork", { reading, work: minutesText(workMinutes, t) })
    : t("learning.lesson.time.read", { reading });
}

/**
 * A sentence with elements in it: each `{name}` of `text` that `parts` names becomes that element, in
 * the place the language puts it ("Buy the course for {price}", the price in bold). Give `t` the
 * other values only, so these placeholders stay in its text.
 */
export function withParts(text: string, parts: Readonly<Record<string, ReactNode>>): ReactNode[] {
  const pieces: ReactNode[] = [];
  let rest = "";
  for (const piece of text.split(/(\{\w+\})/)) {
    const name = /^\{(\w+)\}$/.exec(piece)?.[1];
    if (name === undefined || !Object.hasOwn(parts, name)) {
      rest += piece;
      continue;
    }
    if (rest) pieces.push(rest);
    pieces.push(createElement(Fragment, { key: pieces.length }, parts[name]));
    rest = "";
  }
  if (rest) pieces.push(rest);
  return pieces;
}
