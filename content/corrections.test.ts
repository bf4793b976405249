/**
 * The fact-check's corrections (issue 23), held against the lessons as served: each lesson's markdown
 * with the year's figures filled in, rendered and sanitized by the content step, read as text. A
 * correction fails this test if its corrected wording is gone or if the claim it replaced comes back.
 */
import { JSDOM } from "jsdom";
import { beforeAll, describe, expect, it } from "vitest";
import { loadLessonSources, renderLessonMarkdown } from "./compile";

interface Correction {
  /** What the fact-check found, in a few words (the test's name). */
  finding: string;
  courseId: string;
  lessonNumber: number;
  /** The corrected statement, as the learner reads it. */
  holds: RegExp;
  /** The statement it replaced; it must never return. */
  returns: RegExp;
}

const MASTERCLASS_CORRECTIONS: Correction[] = [];

const DEBT_CHALLENGE_CORRECTIONS: Correction[] = [];

/** Lesson text as the learner reads it, with whitespace collapsed so a claim split across lines still matches. */
let servedText: Map<string, string>;

beforeAll(async () => {
  servedText = new Map(
    (await loadLessonSources()).map((lesson) => [
      `${lesson.courseId}/${lesson.lessonNumber}`,
      new JSDOM(renderLessonMarkdown(lesson.content)).window.document.body.textContent!.replace(/\s+/g, " "),
    ]),
  );
});

describe.each([...MASTERCLASS_CORRECTIONS, ...DEBT_CHALLENGE_CORRECTIONS])("$courseId $lessonNumber: $finding", (correction) => {
  it("serves the corrected statement and never the old one", () => {
    const text = servedText.get(`${correction.courseId}/${correction.lessonNumber}`);
    expect(text, "the lesson exists").toBeDefined();
    expect(text).toMatch(correction.holds);
    expect(text).not.toMatch(correction.returns);
  });
});
