import { describe, expect, it } from "vitest";
import { COURSES } from "~/lib/domain/catalog";
import { loadLessonSources, renderInlineMarkdown, renderLessonMarkdown } from "./compile";
import { parseFigures } from "./figures";
import {
  checkCourseQuestions,
  compileQuestions,
  parseQuestions,
  QuestionSourceError,
  splitKnowledgeCheck,
  type QuestionSource,
} from "./questions";

const figures = parseFigures(
  {
    year: 2026,
    figures: {
      "ca.tfsa.annual_limit": { value: "$7,000", source: "https://www.canada.ca/tfsa" },
      "ca.rrsp.rate": { value: "18%", source: "https://www.canada.ca/rrsp" },
      "us.pmi.end": { value: "78%", source: "https://www.consumerfinance.gov/pmi", checked: "2026-11-30", confirmed: false },
      "ca.start": { value: "January 1, 2026", source: "https://www.canada.ca/start" },
    },
  },
  "test.json",
);

const LESSON = "## Limits\n\nText.\n\n### Room\n\nMore.";
const render = { block: renderLessonMarkdown, inline: renderInlineMarkdown };

const single = (key: string, extra = "") => `### ${key}
kind: single
section: Limits
${extra}
What is **right**?

- [x] This
  Why: Right, because ("Limits").
- [ ] That
  Why: No, because ("Limits").
`;

const numeric = (fields: string) => `### tfsa-two-years
kind: numeric
section: Room
${fields}

How much room in two years?

Why: Two years of {{fig:ca.tfsa.annual_limit}}.
`;

const check = (...questions: string[]) => `\n${questions.join("\n")}`;
const compile = (sources: QuestionSource[]) =>
  compileQuestions(sources, { courseId: "budget-bootcamp", lessonNumber: 3, markdown: LESSON, file: "03.md" }, figures, render);

describe("splitKnowledgeCheck", () => {
  it("takes the last section off the lesson", () => {
    expect(splitKnowledgeCheck(`${LESSON}\n\n## Knowledge check\n\n### a\n`, "f.md")).toEqual({ lesson: LESSON, check: "\n\n### a\n" });
  });

  it("fails loudly without the section, or when it is not last", () => {
    expect(() => splitKnowledgeCheck(LESSON, "f.md")).toThrow(/f\.md: the lesson has no "## Knowledge check" section/);
    expect(() => splitKnowledgeCheck(`## Knowledge check\n\n## Worksheet\n`, "f.md")).toThrow(/must be the lesson's last section/);
  });
});

describe("parseQuestions", () => {
  const four = ["a", "b", "c", "d"].map((key) => single(key));

  it("reads kinds, sections, prompts, options and their explanations", () => {
    const [first] = parseQuestions(check(...four), "f.md");
    expect(first).toEqual({
      key: "a",
      kind: "single",
      section: "Limits",
      prompt: "What is **right**?",
      options: [
        { id: "a", text: "This", correct: true, why: 'Right, because ("Limits").' },
        { id: "b", text: "That", correct: false, why: 'No, because ("Limits").' },
      ],
      numeric: null,
    });
  });

  it("wants 4 to 6 questions with keys of their own", () => {
    expect(() => parseQuestions(check(...four.slice(0, 3)), "f.md")).toThrow(/4 to 6 questions, found 3/);
    expect(() => parseQuestions(check(...four, single("e"), single("f"), single("g")), "f.md")).toThrow(/found 7/);
    expect(() => parseQuestions(check(...four, single("a")), "f.md")).toThrow(/question "a" appears twice/);
    expect(() => parseQuestions(check(single("Bad_Key"), ...four.slice(1)), "f.md")).toThrow(/lowercase letters, digits and dashes/);
  });

  it("fails loudly on a single-answer question without exactly one right option", () => {
    const twoRight = single("a").replace("- [ ] That", "- [x] That");
    expect(() => parseQuestions(check(twoRight, ...four.slice(1)), "f.md")).toThrow(/exactly one right option, found 2/);
    const noneRight = single("a").replace("- [x] This", "- [ ] This");
    expect(() => parseQuestions(check(noneRight, ...four.slice(1)), "f.md")).toThrow(/found 0/);
  });

  it("fails loudly on a missing explanation", () => {
    const unexplained = single("a").replace('  Why: No, because ("Limits").\n', "");
    expect(() => parseQuestions(check(unexplained, ...four.slice(1)), "f.md")).toThrow(/option "That" has no "Why:" explanation/);
  });

  it("wants a multiple-answer question to have right and wrong options", () => {
    const allRight = single("a").replace("kind: single", "kind: multiple").replace("- [ ] That", "- [x] That");
    expect(() => parseQuestions(check(allRight, ...four.slice(1)), "f.md")).toThrow(/at least one right and one wrong option/);
  });

  it("wants a numeric question's formula, answer and explanation", () => {
    expect(() => parseQuestions(check(numeric("answer: 14000"), ...four.slice(1)), "f.md")).toThrow(/formula is required/);
    expect(() => parseQuestions(check(numeric("formula: 2 * 7000\nanswer: about"), ...four.slice(1)), "f.md")).toThrow(
      /answer must be a number/,
    );
    expect(() => parseQuestions(check(numeric("formula: 1\nanswer: 1\ntolerance: -1"), ...four.slice(1)), "f.md")).toThrow(
      /tolerance must be zero or more/,
    );
  });
});

describe("compileQuestions", () => {
  const parse = (...questions: string[]) => parseQuestions(check(...questions, ...["b", "c", "d"].map((key) => single(key))), "03.md");

  it("recomputes a numeric answer from the figures file: right when it matches", () => {
    const [compiled] = compile(parse(numeric("formula: 2 * ca.tfsa.annual_limit\nanswer: 14000\nunit: $")));
    expect(compiled).toMatchObject({
      id: "budget-bootcamp/3/tfsa-two-years",
      kind: "numeric",
      unit: "$",
      key: { answer: 14000, tolerance: 0, correct: [], section: "Room" },
    });
    // Figures are filled in before (loadLessonSources fills the whole file): compiling renders what it is given.
    expect(compiled!.key.explanations.answer).toBe("Two years of {{fig:ca.tfsa.annual_limit}}.");
  });

  it("fails loudly when the written answer is not what the formula gives", () => {
    expect(() => compile(parse(numeric("formula: 2 * ca.tfsa.annual_limit\nanswer: 15000")))).toThrow(
      /03\.md: question "tfsa-two-years": answer 15000 does not match its formula "2 \* ca\.tfsa\.annual_limit", which gives 14000/,
    );
  });

  it("compares at the answer's own decimals", () => {
    expect(compile(parse(numeric("formula: 420 * 12 / 52\nanswer: 96.92")))[0]!.key.answer).toBe(96.92);
    expect(() => compile(parse(numeric("formula: 420 * 12 / 52\nanswer: 96.9")))).not.toThrow();
    expect(() => compile(parse(numeric("formula: 420 * 12 / 52\nanswer: 96.93")))).toThrow(/does not match/);
    expect(compile(parse(numeric("formula: 10000 * ca.rrsp.rate\nanswer: 1800")))[0]!.key.answer).toBe(1800);
  });

  it("refuses unknown, unconfirmed and non-numeric figures", () => {
    expect(() => compile(parse(numeric("formula: ca.nope\nanswer: 1")))).toThrow(/unknown figure "ca\.nope"/);
    expect(() => compile(parse(numeric("formula: us.pmi.end\nanswer: 0.78")))).toThrow(/"us\.pmi\.end" is not confirmed/);
    expect(() => compile(parse(numeric("formula: ca.start\nanswer: 1")))).toThrow(/"ca\.start" \("January 1, 2026"\) is not a number/);
  });

  it("wants each question to name a heading of its lesson", () => {
    expect(() => compile(parse(single("a").replace("section: Limits", "section: Elsewhere")))).toThrow(
      /section "Elsewhere" is not a heading of the lesson/,
    );
  });

  it("renders prompts, options and explanations as sanitized HTML, keeping the key apart", () => {
    const [compiled] = compile(parse(single("a").replace("What is **right**?", "What is **right**? <img src=x onerror=alert(1)>")));
    expect(compiled!.promptHtml).toContain("<strong>right</strong>");
    expect(compiled!.promptHtml).not.toContain("onerror");
    expect(compiled!.choices).toEqual([
      { id: "a", html: "This" },
      { id: "b", html: "That" },
    ]);
    expect(compiled!.key.correct).toEqual(["a"]);
    expect(compiled!.key.explanations).toEqual({ a: "Right, because (&quot;Limits&quot;).", b: "No, because (&quot;Limits&quot;)." });
  });
});

describe("the courses' questions", () => {
  it("every lesson has a valid check, every numeric answer recomputed from the figures file, and each course enough for its final", async () => {
    const lessons = await loadLessonSources();
    for (const lesson of lessons) {
      expect(lesson.questions.length, `${lesson.courseId} ${lesson.lessonNumber}`).toBeGreaterThanOrEqual(4);
      expect(lesson.content).not.toContain("## Knowledge check");
    }
    for (const course of COURSES) {
      const questions = lessons.filter((lesson) => lesson.courseId === course.slug).flatMap((lesson) => lesson.questions);
      expect(() => checkCourseQuestions(course.slug, questions)).not.toThrow();
      expect(questions.filter((question) => question.kind === "numeric").length).toBeGreaterThan(0);
    }
  });

  it("a course without enough questions for its final assessment, or without every kind, fails", () => {
    expect(() => checkCourseQuestions("x", [])).toThrow(QuestionSourceError);
  });
});
