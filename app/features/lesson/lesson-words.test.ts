import { createElement, isValidElement, type ReactElement } from "react";
import { describe, expect, it } from "vitest";
import { CATALOGUES } from "~/lib/i18n/catalogues.server";
import { formatMessage } from "~/lib/i18n/messages";
import type { Locale } from "~/lib/i18n/locale";
import { COURSES } from "~/lib/domain/catalog";
import { formatLessonTime, formatMinutes } from "~/lib/domain/lesson-time";
import { courseDurationKey, courseNameKey, lessonTimeText, lessonUnitKey, minutesText, withParts, type Words } from "./lesson-words";

/** `t` as a page in `locale` has it, read from the catalogue. */
const wordsIn =
  (locale: Locale): Words =>
  (key, values) =>
    formatMessage(CATALOGUES[locale][key]!, locale, values);

const en = wordsIn("en");
const fr = wordsIn("fr");

describe("lesson times in the page's language", () => {
  it("are exactly formatLessonTime's words in English", () => {
    for (const minutes of [0, 1, 7, 45, 59, 60, 61, 90, 120, 125, 600]) {
      expect(minutesText(minutes, en)).toBe(formatMinutes(minutes));
      for (const work of [0, 15, 60, 95]) {
        expect(lessonTimeText({ readingMinutes: minutes, workMinutes: work }, en)).toBe(
          formatLessonTime({ readingMinutes: minutes, workMinutes: work }),
        );
      }
    }
  });

  it("are written the French way on French pages", () => {
    expect(lessonTimeText({ readingMinutes: 15, workMinutes: 60 }, fr)).toBe("15 min de lecture · environ 1 heure pour la feuille de travail");
    expect(lessonTimeText({ readingMinutes: 95, workMinutes: 120 }, fr)).toBe(
      "1 h 35 min de lecture · environ 2 heures pour la feuille de travail",
    );
    expect(lessonTimeText({ readingMinutes: 7, workMinutes: 0 }, fr)).toBe("7 min de lecture");
  });
});

describe("the keys of a course's words", () => {
  it("name the course, its length and its unit in both languages", () => {
    for (const course of COURSES) {
      expect(en(courseNameKey(course))).toBe(course.title);
      expect(en(courseDurationKey(course))).toBe(course.duration);
      expect(en(lessonUnitKey(course), { number: 3 })).toBe(`${course.lessonUnit} 3`);
      for (const key of [courseNameKey(course), courseDurationKey(course), lessonUnitKey(course)]) expect(CATALOGUES.fr[key], key).toBeTruthy();
    }
    expect(fr("learning.lesson.unit.Day", { number: 3 })).toBe("Jour 3");
  });
});

describe("sentences with elements in them", () => {
  it("puts each named element where the text has it, and leaves other text alone", () => {
    const parts = withParts("Buy the course for {price} (one-time), or {plan}.", { price: "$59" });
    expect(parts).toHaveLength(3);
    expect(parts[0]).toBe("Buy the course for ");
    expect(isValidElement(parts[1])).toBe(true);
    expect((parts[1] as ReactElement<{ children: unknown }>).props.children).toBe("$59");
    expect(parts[2]).toBe(" (one-time), or {plan}.");
    const bold = createElement("b", null, "x");
    expect(withParts("{price}", { price: bold }).map((part) => (part as ReactElement<{ children: unknown }>).props.children)).toEqual([bold]);
    expect(withParts("No parts here.", {})).toEqual(["No parts here."]);
  });
});
