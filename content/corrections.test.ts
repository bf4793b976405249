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

const DEBT_CHALLENGE_CORRECTIONS: Correction[] = [
  {
    finding: "unsecured lenders can act without taking the home; government student loans are collected without a court",
    courseId: "debt-challenge",
    lessonNumber: 1,
    holds:
      /^(?=.*at the same bank \(its right of set-off\), without a court)(?=.*wins a court judgment can then garnish your wages)(?=.*Government student loans sit with the priority debts because they are collected without going to court)/,
    returns: /cannot take your home or car without going to court/,
  },
  {
    finding: "the consumer-proposal limit counts every debt except those secured by the principal residence",
    courseId: "debt-challenge",
    lessonNumber: 4,
    holds: /no more than \$[\d,]+, counting every debt except those secured by your principal residence: [^.]*but a car loan[^.]* all count/,
    returns: /unsecured debts up to \$[\d,]+|\(not counting a mortgage on your home\)/,
  },
  {
    finding: "$600 is the Form 1099-C reporting threshold; cancelled debt of any size is income unless an exclusion applies",
    courseId: "debt-challenge",
    lessonNumber: 4,
    holds:
      /^(?=.*generally taxable income, whatever its size)(?=.*cancels \$[\d,]+ or more must report it to the IRS on Form 1099-C)(?=.*only the reporting threshold: a smaller cancelled debt is income too)(?=.*cancelled in a bankruptcy case)(?=.*only up to the amount by which you were insolvent)/,
    returns: /debt of \$[\d,]+ or more may be reported to the IRS and counted as income|counted as income unless you were insolvent/,
  },
];

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
