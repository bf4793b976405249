import { readFile } from "node:fs/promises";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { COURSES } from "~/lib/domain/catalog";
import { LESSONS_DIR, compileLessonFile, loadLessonSources, renderInlineMarkdown, renderLessonMarkdown } from "./compile";
import { frenchFigure, loadFigures, type Figures } from "./figures";
import { TRANSLATED_LOCALES, TranslationError, compileTranslation, sourceHash, translationFile, type EnglishLesson } from "./translations";

const RENDER = { block: renderLessonMarkdown, inline: renderInlineMarkdown };
const ENGLISH_FILE = path.join(LESSONS_DIR, "debt-challenge", "01.md");

describe("the lessons' translations", () => {
  let lessons: Awaited<ReturnType<typeof loadLessonSources>>;
  beforeAll(async () => {
    lessons = await loadLessonSources();
  }, 60_000);

  it("exist for every lesson in every language, each current with its English source", () => {
    const expected = COURSES.reduce((total, course) => total + course.lessonCount, 0);
    expect(lessons).toHaveLength(expected);
    const problems = lessons.flatMap((lesson) =>
      TRANSLATED_LOCALES.flatMap((locale) => {
        const translation = lesson.translations.find((candidate) => candidate.locale === locale);
        const file = path.relative(process.cwd(), translationFile(LESSONS_DIR, locale, lesson.courseId, lesson.lessonNumber));
        if (!translation) return [`${file} is missing`];
        return translation.current ? [] : [`${file} is older than its English source (npx tsx content/check-translation.ts)`];
      }),
    );
    expect(problems).toEqual([]);
  });

  it("keep each lesson's questions, answers and marks, in French words", () => {
    for (const lesson of lessons) {
      const french = lesson.translations.find((translation) => translation.locale === "fr")!;
      expect(french.questions.map((question) => [question.id, question.kind, question.key.correct, question.key.answer])).toEqual(
        lesson.questions.map((question) => [question.id, question.kind, question.key.correct, question.key.answer]),
      );
      expect(french.title).not.toBe(lesson.title);
      // Figures are written the French way: no "$7,000" in a French lesson.
      expect(french.content).not.toMatch(/\$\d/);
    }
  });
});

describe("compileTranslation", () => {
  let figures: Figures;
  let english: EnglishLesson;
  let faithful: string;

  beforeAll(async () => {
    figures = await loadFigures();
    english = await compileLessonFile("debt-challenge", 1, ENGLISH_FILE, figures);
    // A "translation" that changes only what must change: the two fixed headings, and `source`.
    faithful = english.fileText
      .replace(/^## Knowledge check$/m, "## Vérification des connaissances")
      .replace(/^## Worksheet$/m, "## Feuille de travail")
      .replace(/^title: .*$/m, "title: Phase 1 (jours 1 à 14) — Faire face à ses dettes")
      .replace(/^workMinutes: /m, `source: ${sourceHash(english.fileText)}\nworkMinutes: `);
  });

  const compile = (text: string) => compileTranslation("fr", english, text, "fr/debt-challenge/01.md", figures, RENDER);

  it("accepts a translation with the English lesson's questions, figures and tables, current with its source", () => {
    const translation = compile(faithful);
    expect(translation).toMatchObject({ title: "Phase 1 (jours 1 à 14) — Faire face à ses dettes", current: true });
    expect(translation.questions).toHaveLength(english.questions.length);
    expect(translation.worksheet.length).toBeGreaterThan(0);
  });

  it("marks a translation older than its English source once the English file changes", () => {
    const edited = { ...english, fileText: `${english.fileText}\n` };
    expect(compileTranslation("fr", edited, faithful, "f.md", figures, RENDER).current).toBe(false);
  });

  it.each([
    ["a right option moved", (text: string) => text.replace("- [x] A government student loan", "- [ ] A government student loan")],
    ["another numeric answer", (text: string) => text.replace("answer: 166.33", "answer: 166.34")],
    ["a question left out", (text: string) => text.replace(/### canada-bank-set-off[\s\S]*?(?=\n### )/, "")],
    ["the English heading kept", (text: string) => text.replace("## Vérification des connaissances", "## Knowledge check")],
    ["a section that is not one of its headings", (text: string) => text.replace("section: Worked example", "section: Exemple")],
    ["another work time", (text: string) => text.replace("workMinutes: 420", "workMinutes: 60")],
    ["no source", (text: string) => text.replace(/^source: .*\n/m, "")],
  ])("refuses a translation with %s", (_, change) => {
    const changed = change(faithful);
    expect(changed).not.toBe(faithful);
    expect(() => compile(changed)).toThrow(TranslationError);
  });

  it("refuses a translation that drops or adds a figure", () => {
    const withFigure = faithful.replace(
      "## Vérification des connaissances",
      "Le CELI : {{fig:ca.tfsa.annual_limit}} ({{fig:year}}).\n\n## Vérification des connaissances",
    );
    expect(() => compile(withFigure)).toThrow(/extra: ca\.tfsa\.annual_limit/);
  });

  it("names the hash a translator should write", () => {
    expect(() => compile(faithful.replace(/^source: .*$/m, "source: abc"))).toThrow(sourceHash(english.fileText));
  });
});

describe("frenchFigure", () => {
  const cases = [
    ["$7,000", "7 000 $"],
    ["$33,810", "33 810 $"],
    ["18%", "18 %"],
    ["9.975%", "9,975 %"],
    ["4.00%", "4,00 %"],
    ["$1.5 million", "1,5 million $"],
    ["$153,000–$168,000", "153 000 $ à 168 000 $"],
    ["0.20 percentage points", "0,20 point de pourcentage"],
    ["2 percentage points", "2 points de pourcentage"],
    ["30 years", "30 ans"],
    ["May 27, 2025", "27 mai 2025"],
    ["April 1, 2023", "1er avril 2023"],
    ["December 2025", "décembre 2025"],
    ["2031", "2031"],
    ["59½", "59½"],
  ];
  for (const [english, french] of cases) {
    it(`writes ${english} as ${french}`, () => {
      expect(frenchFigure(english!)?.replace(/\u00a0/g, " ")).toBe(french);
    });
  }

  it("has no French form for a value of another shape, which the figures file must then give", async () => {
    expect(frenchFigure("two")).toBeNull();
    const { figures } = JSON.parse(await readFile(path.resolve("content/figures/2026.json"), "utf8")) as {
      figures: Record<string, { value: string; fr?: string }>;
    };
    const untranslatable = Object.entries(figures).filter(([, figure]) => figure.fr === undefined && frenchFigure(figure.value) === null);
    expect(untranslatable).toEqual([]);
  });
});
