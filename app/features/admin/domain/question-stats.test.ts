import { describe, expect, it } from "vitest";
import { COURSES } from "~/lib/domain/catalog";
import {
  mostChosenWrongOption,
  mostCommonWrongValue,
  percentOf,
  questionFigures,
  questionStatsReport,
  type QuestionRow,
} from "./question-stats";

const choices = [
  { id: "a", html: "Groceries" },
  { id: "b", html: "<strong>Rent</strong> &amp; utilities" },
  { id: "c", html: "Car <em>pay</em>ments" },
  { id: "d", html: "Dining out" },
];

const question = (fields: Partial<QuestionRow> & { id: string }): QuestionRow => {
  const [courseId, lessonNumber] = fields.id.split("/");
  return {
    courseId: courseId!,
    lessonNumber: Number(lessonNumber),
    position: 0,
    kind: "single",
    promptHtml: "<p>Which one?</p>",
    choicesJson: JSON.stringify(choices),
    unit: null,
    keyJson: JSON.stringify({ correct: ["a"], answer: null, tolerance: 0, explanations: {}, section: "S" }),
    ...fields,
  };
};

const reads = (fields: Partial<Parameters<typeof questionStatsReport>[0]> = {}) =>
  questionStatsReport({ lessons: [], questions: [], totals: [], wrongOptions: [], wrongValues: [], funnel: [], attempts: 0, ...fields });

describe("the wrong option chosen most", () => {
  it("counts only options that are not right, and names the option as plain text", () => {
    const rows = [
      { questionId: "q", optionId: "a", count: 9 },
      { questionId: "q", optionId: "b", count: 4 },
      { questionId: "q", optionId: "c", count: 2 },
    ];
    expect(mostChosenWrongOption(choices, ["a"], rows)).toEqual({ answer: "b", label: "Rent & utilities", count: 4 });
  });

  it("a tie goes to the option the author listed first, whatever order the rows come in", () => {
    const rows = [
      { questionId: "q", optionId: "d", count: 3 },
      { questionId: "q", optionId: "c", count: 3 },
    ];
    expect(mostChosenWrongOption(choices, ["a", "b"], rows)?.answer).toBe("c");
  });

  it("is none when every wrong answer only missed a right option, or nobody answered wrong", () => {
    expect(mostChosenWrongOption(choices, ["a", "b"], [{ questionId: "q", optionId: "a", count: 5 }])).toBeNull();
    expect(mostChosenWrongOption(choices, ["a"], [])).toBeNull();
    expect(mostChosenWrongOption(choices, ["a"], [{ questionId: "q", optionId: "c", count: 0 }])).toBeNull();
  });

  it("names an option the question no longer has by its id, after the options it still has", () => {
    expect(mostChosenWrongOption(choices, ["a"], [{ questionId: "q", optionId: "e", count: 2 }])).toEqual({
      answer: "e",
      label: "Option “e” (no longer in the question)",
      count: 2,
    });
    const tie = [
      { questionId: "q", optionId: "e", count: 2 },
      { questionId: "q", optionId: "d", count: 2 },
    ];
    expect(mostChosenWrongOption(choices, ["a"], tie)?.answer).toBe("d");
  });
});

describe("the wrong number given most", () => {
  it("takes the most common, a tie going to the smaller number, with the question's unit", () => {
    const rows = [
      { questionId: "q", value: 105, count: 2 },
      { questionId: "q", value: 80.77, count: 3 },
      { questionId: "q", value: 70, count: 3 },
    ];
    expect(mostCommonWrongValue("$", rows)).toEqual({ answer: "70", label: "$70", count: 3 });
    expect(mostCommonWrongValue(null, [])).toBeNull();
  });
});

describe("one question's figures", () => {
  it("attempts, right and the share right; the key is the id's last part; the prompt is plain text", () => {
    const figures = questionFigures(
      question({ id: "budget-bootcamp/2/rent-share", promptHtml: "<p>What share of <em>take-home</em> pay?</p>" }),
      { questionId: "budget-bootcamp/2/rent-share", answers: 8, right: 5 },
      [{ questionId: "budget-bootcamp/2/rent-share", optionId: "d", count: 2 }],
      [],
    );
    expect(figures).toEqual({
      id: "budget-bootcamp/2/rent-share",
      key: "rent-share",
      lessonNumber: 2,
      kind: "single",
      prompt: "What share of take-home pay?",
      attempts: 8,
      right: 5,
      rightShare: 5 / 8,
      mostChosenWrong: { answer: "d", label: "Dining out", count: 2 },
    });
  });

  it("has no share before anyone answered", () => {
    const figures = questionFigures(question({ id: "budget-bootcamp/1/q" }), undefined, [], []);
    expect(figures).toMatchObject({ attempts: 0, right: 0, rightShare: null, mostChosenWrong: null });
  });

  it("a numeric question reads the wrong numbers, never the options", () => {
    const numeric = question({
      id: "budget-bootcamp/3/weekly",
      kind: "numeric",
      choicesJson: "[]",
      unit: "$",
      keyJson: JSON.stringify({ correct: [], answer: 96.92, tolerance: 0.5, explanations: {}, section: "S" }),
    });
    const figures = questionFigures(
      numeric,
      { questionId: numeric.id, answers: 4, right: 1 },
      [{ questionId: numeric.id, optionId: "a", count: 9 }],
      [{ questionId: numeric.id, value: 105, count: 3 }],
    );
    expect(figures.mostChosenWrong).toEqual({ answer: "105", label: "$105", count: 3 });
  });

  it("a stored row that does not parse shows its counts rather than failing the page", () => {
    const broken = question({ id: "budget-bootcamp/1/q", choicesJson: "not json", keyJson: "null" });
    const figures = questionFigures(
      broken,
      { questionId: broken.id, answers: 2, right: 0 },
      [{ questionId: broken.id, optionId: "b", count: 2 }],
      [],
    );
    expect(figures).toMatchObject({ attempts: 2, mostChosenWrong: { answer: "b", label: "Option “b” (no longer in the question)", count: 2 } });
  });
});

describe("the page", () => {
  it("lists every course of the catalogue in its order, even one with nothing stored yet", () => {
    const report = reads();
    expect(report.courses.map((course) => course.slug)).toEqual(COURSES.map((course) => course.slug));
    expect(report.courses[0]).toMatchObject({
      title: COURSES[0].title,
      lessonUnit: COURSES[0].lessonUnit,
      lessons: [],
      questions: [],
      answers: 0,
    });
    expect(report.attempts).toBe(0);
  });

  it("each lesson's funnel from its check's scope, in lesson order, zeros where nobody came", () => {
    const report = reads({
      lessons: [
        { courseId: "budget-bootcamp", lessonNumber: 2, title: "Track" },
        { courseId: "budget-bootcamp", lessonNumber: 1, title: "Start" },
        { courseId: "debt-challenge", lessonNumber: 1, title: "List" },
      ],
      funnel: [
        { scope: "check:budget-bootcamp/1", reached: 10, completed: 7, passed: 6 },
        { scope: "check:debt-challenge/1", reached: 2, completed: 0, passed: 1 },
        // A lesson no longer stored, and another course's lesson 1: neither lands on budget-bootcamp.
        { scope: "check:budget-bootcamp/9", reached: 5, completed: 5, passed: 5 },
      ],
      attempts: 3,
    });
    const bootcamp = report.courses.find((course) => course.slug === "budget-bootcamp")!;
    expect(bootcamp.lessons).toEqual([
      { lessonNumber: 1, title: "Start", reached: 10, completed: 7, passedCheck: 6 },
      { lessonNumber: 2, title: "Track", reached: 0, completed: 0, passedCheck: 0 },
    ]);
    expect(report.courses.find((course) => course.slug === "debt-challenge")!.lessons).toEqual([
      { lessonNumber: 1, title: "List", reached: 2, completed: 0, passedCheck: 1 },
    ]);
    expect(report.attempts).toBe(3);
  });

  it("questions in lesson then author order under their course, answers summed; counts of questions no longer stored left out", () => {
    const report = reads({
      questions: [
        question({ id: "budget-bootcamp/2/b", position: 0 }),
        question({ id: "budget-bootcamp/1/z", position: 1 }),
        question({ id: "budget-bootcamp/1/y", position: 0 }),
        question({ id: "debt-challenge/1/x", position: 0 }),
      ],
      totals: [
        { questionId: "budget-bootcamp/1/y", answers: 4, right: 3 },
        { questionId: "budget-bootcamp/2/b", answers: 2, right: 2 },
        { questionId: "budget-bootcamp/1/gone", answers: 50, right: 0 },
        { questionId: "debt-challenge/1/x", answers: 1, right: 0 },
      ],
      wrongOptions: [
        { questionId: "budget-bootcamp/1/y", optionId: "c", count: 1 },
        { questionId: "debt-challenge/1/x", optionId: "d", count: 1 },
      ],
    });
    const bootcamp = report.courses.find((course) => course.slug === "budget-bootcamp")!;
    expect(bootcamp.questions.map((entry) => entry.id)).toEqual(["budget-bootcamp/1/y", "budget-bootcamp/1/z", "budget-bootcamp/2/b"]);
    expect(bootcamp.answers).toBe(6);
    expect(bootcamp.questions[0]!.mostChosenWrong).toEqual({ answer: "c", label: "Car payments", count: 1 });
    expect(bootcamp.questions[1]).toMatchObject({ attempts: 0, rightShare: null });
    const debt = report.courses.find((course) => course.slug === "debt-challenge")!;
    expect(debt.questions[0]).toMatchObject({ attempts: 1, right: 0, rightShare: 0, mostChosenWrong: { answer: "d", count: 1 } });
  });
});

describe("shares", () => {
  it("as whole percents", () => {
    expect(percentOf(5 / 8)).toBe("63%");
    expect(percentOf(0)).toBe("0%");
    expect(percentOf(1)).toBe("100%");
  });
});
