/**
 * A course's own words in the page's language, read from the catalogue (`course.content.*`) by the course
 * page's loader and sent as its data: only the shown course's, never the other courses' lists and
 * guarantees. English is the catalogue of courses, ./course-details.ts and the guarantees word for word
 * (course-content.test.ts).
 */
import { GUARANTEES, type ResultsGuarantee } from "~/lib/copy/guarantees";
import type { Course, CourseSlug } from "~/lib/domain/catalog";
import { translate } from "~/lib/i18n/catalogues.server";
import type { Locale } from "~/lib/i18n/locale";
import type { MessageKey } from "~/lib/i18n/messages";
import { BOOTCAMP, DEBT_CHALLENGE, MASTERCLASS, type CourseDetails } from "./course-details";

function text(locale: Locale, key: string): string {
  return translate(locale, key as MessageKey);
}

/** `count` texts numbered from 1 under `prefix`. */
function numbered(locale: Locale, prefix: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => text(locale, `${prefix}.${index + 1}`));
}

/** A text per lesson number (1, 2, …), each lesson's from `read(number)`. */
function byLesson<T>(numbers: readonly number[], read: (number: number) => T): Record<number, T> {
  return Object.fromEntries(numbers.map((number) => [number, read(number)]));
}

function guarantee(locale: Locale, slug: keyof typeof GUARANTEES): ResultsGuarantee {
  const prefix = `course.content.${slug}.guarantee`;
  return {
    title: text(locale, `${prefix}.title`),
    promise: text(locale, `${prefix}.promise`),
    terms: numbered(locale, `${prefix}.term`, GUARANTEES[slug].terms.length),
  };
}

/** The course as its page shows it: its name (the frame's `nav.course.*`), description, length and features in `locale`. */
export function shownCourse(course: Course, locale: Locale): Course {
  const prefix = `course.content.${course.slug}`;
  return {
    ...course,
    title: text(locale, `nav.course.${course.slug}`),
    description: text(locale, `${prefix}.description`),
    duration: text(locale, `${prefix}.duration`),
    features: numbered(locale, `${prefix}.feature`, course.features.length),
  };
}

/** What the course's landing page says beyond its card (./course-details.ts), in `locale`. */
export function courseDetails(course: Pick<Course, "slug">, locale: Locale): CourseDetails {
  const slug = course.slug as CourseSlug;
  const prefix = `course.content.${slug}`;
  switch (slug) {
    case "budget-bootcamp":
      return { slug, outcomes: numbered(locale, `${prefix}.outcome`, BOOTCAMP.outcomes.length) };
    case "debt-challenge":
      return {
        slug,
        results: DEBT_CHALLENGE.results.map((_, index) => ({
          title: text(locale, `${prefix}.result.${index + 1}.title`),
          text: text(locale, `${prefix}.result.${index + 1}.text`),
        })),
        phaseNotes: byLesson(Object.keys(DEBT_CHALLENGE.phaseNotes).map(Number), (number) => text(locale, `${prefix}.phase.${number}`)),
        inclusions: numbered(locale, `${prefix}.inclusion`, DEBT_CHALLENGE.inclusions.length),
        guarantee: guarantee(locale, slug),
      };
    case "financial-masterclass":
      return {
        slug,
        months: MASTERCLASS.months,
        partsPerMonth: MASTERCLASS.partsPerMonth,
        totalParts: MASTERCLASS.totalParts,
        monthTopics: byLesson(Object.keys(MASTERCLASS.monthTopics).map(Number), (number) =>
          numbered(locale, `${prefix}.month.${number}`, MASTERCLASS.monthTopics[number]!.length),
        ),
        premiumFeatures: numbered(locale, `${prefix}.premium`, MASTERCLASS.premiumFeatures.length),
        vipBenefits: numbered(locale, `${prefix}.vip`, MASTERCLASS.vipBenefits.length),
        guarantee: guarantee(locale, slug),
      };
  }
}
