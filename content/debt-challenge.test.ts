/**
 * The Debt Challenge's rule-bound material as served: the student-loan section (issue 23) with its
 * figures from the year's file and its worksheet table, and worked examples whose arithmetic must
 * still hold when a figure they use changes next year.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { JSDOM } from "jsdom";
import { beforeAll, describe, expect, it } from "vitest";
import { LESSONS_DIR, loadLessonSources, renderLessonMarkdown, type LessonSource } from "./compile";
import { loadFigures, type Figures } from "./figures";
import { extractWorksheet } from "./worksheet";

const STUDENT_LOANS_LESSON = 2;
const STUDENT_LOANS_HEADING = "Student loans: check the rules before you rank them";

let lessons: LessonSource[];
let figures: Figures;

beforeAll(async () => {
  [lessons, figures] = await Promise.all([
    loadLessonSources().then((all) => all.filter((lesson) => lesson.courseId === "debt-challenge")),
    loadFigures(),
  ]);
});

const lesson = (number: number) => lessons.find((candidate) => candidate.lessonNumber === number)!;

/** A `## ` section of markdown, from its heading to the next `## ` heading. */
function markdownSection(markdown: string, heading: string): string {
  const start = markdown.indexOf(`## ${heading}\n`);
  expect(start, `section "${heading}"`).toBeGreaterThanOrEqual(0);
  const end = markdown.indexOf("\n## ", start + 1);
  return markdown.slice(start, end === -1 ? undefined : end);
}

/** The text a learner reads under an `<h2>` of the rendered lesson, up to the next `<h2>`. */
function servedSection(content: string, heading: string): string | null {
  const { document } = new JSDOM(renderLessonMarkdown(content)).window;
  const h2 = [...document.querySelectorAll("h2")].find((element) => element.textContent === heading);
  if (!h2) return null;
  let text = "";
  for (let node = h2.nextElementSibling; node && node.tagName !== "H2"; node = node.nextElementSibling) text += ` ${node.textContent}`;
  return text.replace(/\s+/g, " ");
}

const servedText = (content: string) => new JSDOM(renderLessonMarkdown(content)).window.document.body.textContent!.replace(/\s+/g, " ");

describe("the Debt Challenge's student-loan section", () => {
  it("takes every amount and rate from the figures file, not from typed numbers", async () => {
    const source = await readFile(path.join(LESSONS_DIR, "debt-challenge", `0${STUDENT_LOANS_LESSON}.md`), "utf8");
    const section = markdownSection(source, STUDENT_LOANS_HEADING);
    const keys = [...section.matchAll(/\{\{fig:([^{}]+)\}\}/g)].map((match) => match[1]!).filter((key) => key !== "year");
    expect(keys.filter((key) => key.startsWith("us.")).length).toBeGreaterThanOrEqual(15);
    expect(keys.filter((key) => key.startsWith("ca.")).length).toBeGreaterThanOrEqual(5);
    // With the placeholders taken out, no dollar amount or percentage is left.
    expect(section.replace(/\{\{fig:[^{}]+\}\}/g, "").match(/\$\s?\d|\d\s?%/g)).toBeNull();
  });

  it("is served in the lesson, US and Canada apart, with the values of its figures", async () => {
    const source = await readFile(path.join(LESSONS_DIR, "debt-challenge", `0${STUDENT_LOANS_LESSON}.md`), "utf8");
    const keys = new Set(
      [...markdownSection(source, STUDENT_LOANS_HEADING).matchAll(/\{\{fig:([^{}]+)\}\}/g)]
        .map((match) => match[1]!)
        .filter((key) => key !== "year"),
    );
    const served = servedSection(lesson(STUDENT_LOANS_LESSON).content, STUDENT_LOANS_HEADING);
    expect(served).not.toBeNull();
    // A figure no stored copy of its source confirmed is served as its block's neutral sentence (issue 39).
    for (const key of keys) if (!figures.unconfirmed.has(key)) expect(served, key).toContain(figures.values.get(key)!);
    expect(served).toMatch(
      /In the United States \(\d{4} rules\).*Repayment Assistance Plan.*In Canada \(\d{4} rules\).*(?:The seven-year rule|Student loans) in bankruptcy/,
    );
  });

  it("is pointed to from the priority-debts step and from When to get help", () => {
    expect(servedText(lesson(1).content)).toMatch(/Phase 2 explains how student loans work/);
    expect(servedText(lesson(4).content)).toMatch(/When to get help.*Phase 2's student-loan section/);
  });

  it("adds its own table to the lesson's worksheet (printable page and CSV)", () => {
    const worksheet = extractWorksheet(lesson(STUDENT_LOANS_LESSON).content);
    const table = worksheet.find((candidate) => candidate.title === "Your student loans");
    expect(table?.header.slice(0, 4)).toEqual([
      "Loan and servicer",
      "Kind (US federal, Canada federal, provincial, private)",
      "Balance",
      "Interest rate",
    ]);
    expect(table?.rows).toHaveLength(3);
    // The tables before it are still there, first to last.
    expect(worksheet.map((candidate) => candidate.title)).toEqual([
      "Your payoff order",
      "Creditor call log",
      "Balance transfer check",
      "Your student loans",
    ]);
  });
});

const amount = (text: string) => Number(text.replace(/[$,]/g, ""));
const operand = (text: string) => (text.endsWith("%") ? amount(text.slice(0, -1)) / 100 : amount(text));

describe("the Debt Challenge's worked arithmetic, with this year's figures filled in", () => {
  it("still adds up: every “$A × B% ÷ C = $D” and “B% + C% = D%” is right to the cent or the hundredth of a point", () => {
    const checked: string[] = [];
    const wrong: string[] = [];
    for (const { lessonNumber, content } of lessons) {
      for (const [claim, start, chain, result] of content.matchAll(
        /(\$[\d,]+(?:\.\d+)?)((?:\s*[×÷]\s*[\d.,]+%?)+)\s*=\s*(\$[\d,]+(?:\.\d+)?)/g,
      )) {
        let value = amount(start!);
        for (const [, operator, number] of chain!.matchAll(/([×÷])\s*([\d.,]+%?)/g)) {
          value = operator === "×" ? value * operand(number!) : value / operand(number!);
        }
        checked.push(claim);
        if (Math.abs(value - amount(result!)) > 0.005 + 1e-9) wrong.push(`${lessonNumber}: ${claim} (is ${value.toFixed(4)})`);
      }
      for (const [claim, first, second, sum] of content.matchAll(/([\d.]+)%\s*\+\s*([\d.]+)%\s*=\s*([\d.]+)%/g)) {
        checked.push(claim);
        if (Math.abs(Number(first) + Number(second) - Number(sum)) > 1e-9) wrong.push(`${lessonNumber}: ${claim}`);
      }
    }
    expect(wrong).toEqual([]);
    // The examples that use the figures file are among those checked.
    expect(checked).toEqual(
      expect.arrayContaining([expect.stringMatching(/^\$250 × [\d.]+% = /), expect.stringMatching(/^\$250 × [\d.]+% × [\d.]+% = /)]),
    );
  });
});
