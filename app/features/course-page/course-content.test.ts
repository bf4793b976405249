// The course pages' words in both languages: English word for word what the catalogue of courses, the
// landing-page lists and the guarantees say (English pages must not change), French complete, and the
// French guarantees the very terms the French refund policy holds us to.
import { describe, expect, it } from "vitest";
import { GUARANTEES } from "~/lib/copy/guarantees";
import { POLITIQUE_DE_REMBOURSEMENT } from "~/lib/copy/legal-fr";
import { COURSES } from "~/lib/domain/catalog";
import { formatLessonTime } from "~/lib/domain/lesson-time";
import { ratingText } from "~/lib/domain/course-rating";
import { translate } from "~/lib/i18n/catalogues.server";
import type { Locale } from "~/lib/i18n/locale";
import type { MessageKey, MessageValues } from "~/lib/i18n/messages";
import { course as englishCourseTexts } from "~/lib/i18n/catalogues/en/course.server";
import { BOOTCAMP, DEBT_CHALLENGE, MASTERCLASS } from "./course-details";
import { courseDetails, shownCourse } from "./course-content.server";
import { lessonTimeText, levelKey, minutesText, ratingLine } from "./course-words";

const wordsIn = (locale: Locale) => (key: MessageKey, values?: MessageValues) => translate(locale, key, values);
const english = wordsIn("en");
const french = wordsIn("fr");

describe("a course's words on English pages", () => {
  it("are the catalogue of courses' own", () => {
    for (const course of COURSES) expect(shownCourse(course, "en")).toEqual(course);
  });

  it("are the landing pages' lists and the guarantees, word for word", () => {
    expect(courseDetails({ slug: "budget-bootcamp" }, "en")).toEqual({ slug: "budget-bootcamp", outcomes: BOOTCAMP.outcomes });
    expect(courseDetails({ slug: "debt-challenge" }, "en")).toEqual({
      slug: "debt-challenge",
      results: DEBT_CHALLENGE.results,
      phaseNotes: DEBT_CHALLENGE.phaseNotes,
      inclusions: DEBT_CHALLENGE.inclusions,
      guarantee: GUARANTEES["debt-challenge"],
    });
    expect(courseDetails({ slug: "financial-masterclass" }, "en")).toEqual({
      slug: "financial-masterclass",
      months: MASTERCLASS.months,
      partsPerMonth: MASTERCLASS.partsPerMonth,
      totalParts: MASTERCLASS.totalParts,
      monthTopics: MASTERCLASS.monthTopics,
      premiumFeatures: MASTERCLASS.premiumFeatures,
      vipBenefits: MASTERCLASS.vipBenefits,
      guarantee: GUARANTEES["financial-masterclass"],
    });
  });

  it("name every text the catalogue has for a course, and no other", () => {
    const used = new Set<string>();
    const record = (text: string) => used.add(text);
    for (const course of COURSES) {
      const shown = shownCourse(course, "en");
      [shown.description, shown.duration, ...shown.features].forEach(record);
      JSON.stringify(courseDetails(course, "en"), (_, value: unknown) => (typeof value === "string" && record(value), value));
    }
    const content = Object.entries(englishCourseTexts).filter(([key]) => key.startsWith("course.content."));
    expect(content.filter(([, text]) => typeof text !== "string" || !used.has(text)).map(([key]) => key)).toEqual([]);
  });
});

describe("a course's words on French pages", () => {
  it("are all French: every list as long as the English one, and no key left as itself", () => {
    for (const course of COURSES) {
      const shown = shownCourse(course, "fr");
      const details = courseDetails(course, "fr");
      const texts = [shown.title, shown.description, shown.duration, ...shown.features];
      JSON.stringify(details, (_, value: unknown) => (typeof value === "string" && texts.push(value), value));
      expect(texts.filter((text) => text.startsWith("course.") || text.startsWith("nav."))).toEqual([]);
      expect(shown.features).toHaveLength(course.features.length);
      expect(JSON.stringify(courseDetails(course, "en"), (_, value: unknown) => (typeof value === "string" ? "" : value))).toBe(
        JSON.stringify(details, (_, value: unknown) => (typeof value === "string" ? "" : value)),
      );
    }
    expect(shownCourse(COURSES[0], "fr").title).toBe("Camp budgétaire de 7 jours");
  });

  it("promise the guarantees the French refund policy holds us to, term for term", () => {
    for (const slug of ["debt-challenge", "financial-masterclass"] as const) {
      const details = courseDetails({ slug }, "fr");
      if (!("guarantee" in details)) throw new Error(`${slug} has no guarantee`);
      const section = POLITIQUE_DE_REMBOURSEMENT.sections.find((candidate) => candidate.body === details.guarantee.promise);
      expect(section?.heading.toLowerCase(), slug).toContain(details.guarantee.title.toLowerCase());
      expect(section?.points).toEqual(details.guarantee.terms);
    }
  });
});

describe("lesson times and ratings in the page's language", () => {
  it("say in English what formatLessonTime and ratingText say", () => {
    for (const time of [
      { readingMinutes: 7, workMinutes: 0 },
      { readingMinutes: 12, workMinutes: 60 },
      { readingMinutes: 59, workMinutes: 90 },
      { readingMinutes: 120, workMinutes: 45 },
      { readingMinutes: 61, workMinutes: 125 },
    ]) {
      expect(lessonTimeText(time, english)).toBe(formatLessonTime(time));
    }
    for (const rating of [
      { average: 4.6, count: 12 },
      { average: 5, count: 5 },
      { average: 3.9, count: 1234 },
    ]) {
      expect(ratingLine(rating, english, "en")).toBe(ratingText(rating));
    }
  });

  it("are written the French way", () => {
    expect(minutesText(45, french)).toBe("45 min");
    expect(minutesText(60, french)).toBe("1 heure");
    expect(minutesText(120, french)).toBe("2 heures");
    expect(minutesText(90, french)).toBe("1 h 30 min");
    expect(lessonTimeText({ readingMinutes: 12, workMinutes: 60 }, french)).toBe(
      "12 min de lecture · environ 1 heure pour la feuille de travail",
    );
    expect(lessonTimeText({ readingMinutes: 12, workMinutes: 0 }, french)).toBe("12 min de lecture");
    expect(ratingLine({ average: 4.6, count: 12 }, french, "fr")).toBe("4,6 sur 5 (12 avis)");
    expect(french(levelKey("Beginner"))).toBe("Débutant");
    expect(english(levelKey("Advanced"))).toBe("Advanced");
  });
});
