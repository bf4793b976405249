import { describe, expect, it } from "vitest";
import {
  arrangeChoices,
  arrangeQuestions,
  fromPlaces,
  namedByPlace,
  attemptSeed,
  drawFinalAssessment,
  FINAL_ASSESSMENT,
  grade,
  isRight,
  nextAttemptAt,
  readAnswers,
  readResponse,
  scoreBand,
  seedOf,
  formatAnswerValue,
} from "./grading";
import type { Question, QuestionKey, QuestionShown } from "./questions";

function question(id: string, lessonNumber = 1, kind: QuestionShown["kind"] = "single"): Question {
  const choices = kind === "numeric" ? [] : ["a", "b", "c", "d"].map((choice) => ({ id: choice, html: `Option ${choice}` }));
  const key: QuestionKey = {
    correct: kind === "single" ? ["b"] : kind === "multiple" ? ["a", "c"] : [],
    answer: kind === "numeric" ? 96.92 : null,
    tolerance: kind === "numeric" ? 0.5 : 0,
    explanations: {},
    section: "Worked example",
  };
  return { id, courseId: "budget-bootcamp", lessonNumber, kind, promptHtml: `<p>${id}?</p>`, choices, unit: null, key };
}

const lesson = ["q1", "q2", "q3", "q4", "q5"].map((id) => question(`budget-bootcamp/1/${id}`));

describe("arrangeQuestions", () => {
  it("is the same for the same seed (a reload) and differs for the next attempt", () => {
    const seed = attemptSeed("user-1", "check:budget-bootcamp/1", 0);
    const first = arrangeQuestions(lesson, seed);
    expect(arrangeQuestions(lesson, seed)).toEqual(first);
    const orders = new Set(
      [0, 1, 2, 3, 4].map((attempt) =>
        arrangeQuestions(lesson, attemptSeed("user-1", "check:budget-bootcamp/1", attempt))
          .map((q) => q.id)
          .join(),
      ),
    );
    expect(orders.size).toBeGreaterThan(1);
  });

  it("keeps every question and option, only in another order", () => {
    const arranged = arrangeQuestions(lesson, 42);
    expect(arranged.map((q) => q.id).sort()).toEqual(lesson.map((q) => q.id).sort());
    for (const item of arranged) expect(item.choices.map((choice) => choice.id).sort()).toEqual(["a", "b", "c", "d"]);
    expect(
      new Set(
        Array.from({ length: 20 }, (_, seed) =>
          arrangeQuestions(lesson, seed)[0]!
            .choices.map((c) => c.id)
            .join(),
        ),
      ).size,
    ).toBeGreaterThan(1);
  });

  it("seeds from who, what and which try", () => {
    expect(attemptSeed("user-1", "final:x", 0)).not.toBe(attemptSeed("user-2", "final:x", 0));
    expect(attemptSeed("user-1", "final:x", 0)).not.toBe(attemptSeed("user-1", "final:x", 1));
    expect(seedOf("abc")).toBe(seedOf("abc"));
  });
});

describe("questions and options named by place", () => {
  it("shows a question by its place in the attempt, never its own id, whose words may sum up its answer", () => {
    const questions = [question("budget-bootcamp/1/designation-beats-will"), question("budget-bootcamp/1/keep-old-cards-open")];
    expect(questions.map(namedByPlace).map((shown) => shown.id)).toEqual(["1", "2"]);
  });

  it("shows each option by its place in the attempt's order, and reads a place back as the option's own id", () => {
    const [arranged] = arrangeChoices([question("budget-bootcamp/1/q1", 1, "multiple")], 7);
    const shown = namedByPlace(arranged!, 0);
    expect(shown.choices.map((choice) => choice.id)).toEqual(["1", "2", "3", "4"]);
    expect(shown.choices.map((choice) => choice.html)).toEqual(arranged!.choices.map((choice) => choice.html));
    // The learner ticks the options whose words are the right ones, wherever they are shown.
    const places = ["Option c", "Option a"].map((words) => shown.choices.find((choice) => choice.html === words)!.id);
    const response = fromPlaces(arranged!, readResponse(shown, places) as { chosen: string[] });
    expect(response).toEqual({ chosen: ["a", "c"] });
    expect(isRight(arranged!.key, response)).toBe(true);
  });

  it("orders a review's options per attempt and question, whatever questions come with it", () => {
    const alone = arrangeChoices([question("budget-bootcamp/1/q1")], 3)[0]!;
    const withOthers = arrangeChoices([question("budget-bootcamp/1/q0"), question("budget-bootcamp/1/q1")], 3)[1]!;
    expect(withOthers.choices).toEqual(alone.choices);
    const orders = new Set(
      [1, 2, 3, 4, 5, 6].map((seed) =>
        arrangeChoices([question("budget-bootcamp/1/q1")], seed)[0]!
          .choices.map((c) => c.id)
          .join(""),
      ),
    );
    expect(orders.size).toBeGreaterThan(1);
  });
});

describe("drawFinalAssessment", () => {
  const course = [1, 2, 3, 4, 5, 6, 7].flatMap((lessonNumber) =>
    [1, 2, 3, 4, 5].map((index) => question(`budget-bootcamp/${lessonNumber}/q${index}`, lessonNumber)),
  );

  it("draws at most the maximum, asking about every lesson", () => {
    const drawn = drawFinalAssessment(course, 7);
    expect(drawn).toHaveLength(FINAL_ASSESSMENT.maxQuestions);
    expect(new Set(drawn.map((q) => q.id)).size).toBe(drawn.length);
    expect(new Set(drawn.map((q) => q.lessonNumber))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7]));
    for (let lessonNumber = 1; lessonNumber <= 7; lessonNumber += 1) {
      const asked = drawn.filter((q) => q.lessonNumber === lessonNumber).length;
      expect(asked === 2 || asked === 3).toBe(true);
    }
  });

  it("takes every question of a course that has fewer than the maximum", () => {
    expect(drawFinalAssessment(course.slice(0, 16), 3)).toHaveLength(16);
  });

  it("is stable for a seed and another draw for another seed", () => {
    expect(drawFinalAssessment(course, 11)).toEqual(drawFinalAssessment(course, 11));
    expect(drawFinalAssessment(course, 11).map((q) => q.id)).not.toEqual(drawFinalAssessment(course, 12).map((q) => q.id));
  });
});

describe("readResponse", () => {
  const single = question("s");
  const multiple = question("m", 1, "multiple");
  const numeric = question("n", 1, "numeric");

  it("keeps only the question's own options, one for a single-answer question", () => {
    expect(readResponse(single, ["b"])).toEqual({ chosen: ["b"] });
    expect(readResponse(single, ["z", "<script>"])).toBe("unanswered");
    expect(readResponse(single, ["c", "a"])).toEqual({ chosen: ["a"] });
    expect(readResponse(multiple, ["c", "a", "c", "x"])).toEqual({ chosen: ["a", "c"] });
    expect(readResponse(multiple, [])).toBe("unanswered");
  });

  it("reads numbers as people write them and refuses the rest", () => {
    expect(readResponse(numeric, ["96.92"])).toEqual({ value: 96.92 });
    expect(readResponse(numeric, [" $1,250.50 "])).toEqual({ value: 1250.5 });
    expect(readResponse(numeric, ["-40"])).toEqual({ value: -40 });
    expect(readResponse(numeric, ["18%"])).toEqual({ value: 18 });
    expect(readResponse(numeric, [""])).toBe("unanswered");
    expect(readResponse(numeric, ["about 97"])).toBe("not-a-number");
    expect(readResponse(numeric, ["1e9"])).toBe("not-a-number");
    expect(readResponse(numeric, ["9".repeat(40)])).toBe("not-a-number");
  });
});

describe("isRight and grade", () => {
  it("wants exactly the right options, and a number within the tolerance", () => {
    expect(isRight(question("s").key, { chosen: ["b"] })).toBe(true);
    expect(isRight(question("m", 1, "multiple").key, { chosen: ["a"] })).toBe(false);
    expect(isRight(question("m", 1, "multiple").key, { chosen: ["a", "c"] })).toBe(true);
    expect(isRight(question("m", 1, "multiple").key, { chosen: ["a", "b", "c"] })).toBe(false);
    expect(isRight(question("n", 1, "numeric").key, { value: 97.42 })).toBe(true);
    expect(isRight(question("n", 1, "numeric").key, { value: 97.43 })).toBe(false);
    expect(isRight(question("s").key, { value: 1 })).toBe(false);
  });

  it("passes at 80%", () => {
    const answers = (right: number) => lesson.map((q, index) => ({ question: q, response: { chosen: [index < right ? "b" : "a"] } }));
    expect(grade(answers(4))).toMatchObject({ score: 4, total: 5, passed: true });
    expect(grade(answers(3))).toMatchObject({ score: 3, total: 5, passed: false });
    expect(grade(answers(5)).answers.every((answer) => answer.right)).toBe(true);
  });
});

describe("readAnswers", () => {
  it("returns the answers when every question is answered, else what is missing with what was sent", () => {
    const questions = [question("s"), question("n", 1, "numeric")];
    const complete = readAnswers(questions, (field) => ({ "q.s": ["b"], "q.n": ["97"] })[field] ?? []);
    expect(complete.answers).toEqual([
      { question: questions[0], response: { chosen: ["b"] } },
      { question: questions[1], response: { value: 97 } },
    ]);
    const partial = readAnswers(questions, (field) => ({ "q.n": ["ninety"] })[field] ?? []);
    expect(partial.answers).toBeNull();
    expect(partial.problems).toEqual({ s: "unanswered", n: "not-a-number" });
    expect(partial.values).toEqual({ s: [], n: ["ninety"] });
  });
});

describe("scoreBand", () => {
  it("names the band of a pass and none for a fail", () => {
    expect(scoreBand(16, 20)).toBe("80–89");
    expect(scoreBand(17, 20)).toBe("80–89");
    expect(scoreBand(18, 20)).toBe("90–100");
    expect(scoreBand(20, 20)).toBe("90–100");
    expect(scoreBand(15, 20)).toBeNull();
  });
});

describe("nextAttemptAt", () => {
  const now = new Date("2026-12-06T12:00:00Z");
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 60 * 60 * 1000);

  it("is open while fewer than 3 attempts were made in the last 24 hours", () => {
    expect(nextAttemptAt([], now)).toBeNull();
    expect(nextAttemptAt([hoursAgo(1), hoursAgo(2)], now)).toBeNull();
    expect(nextAttemptAt([hoursAgo(1), hoursAgo(2), hoursAgo(25)], now)).toBeNull();
  });

  it("opens 24 hours after the oldest of the day's three", () => {
    expect(nextAttemptAt([hoursAgo(1), hoursAgo(5), hoursAgo(3)], now)).toEqual(new Date(hoursAgo(5).getTime() + 24 * 60 * 60 * 1000));
    expect(nextAttemptAt([hoursAgo(1), hoursAgo(2), hoursAgo(3), hoursAgo(4)], now)).toEqual(
      new Date(hoursAgo(3).getTime() + 24 * 60 * 60 * 1000),
    );
  });
});

describe("formatAnswerValue", () => {
  it("writes a number with its unit as people do, grouping thousands", () => {
    expect(formatAnswerValue(96.92, "$")).toBe("$96.92");
    expect(formatAnswerValue(1250.5, "$")).toBe("$1,250.5");
    expect(formatAnswerValue(-40, "$")).toBe("-$40");
    expect(formatAnswerValue(42, "%")).toBe("42%");
    expect(formatAnswerValue(6.2, "months")).toBe("6.2 months");
    expect(formatAnswerValue(7, null)).toBe("7");
    expect(formatAnswerValue(0.1 + 0.2, null)).toBe("0.3");
  });

  it("writes it the French way on a French page, the unit after the number", () => {
    expect(formatAnswerValue(96.92, "$", "fr")).toBe("96,92\u00a0$");
    expect(formatAnswerValue(1250.5, "$", "fr")).toMatch(/^1[\s\u00a0\u202f]250,5\u00a0\$$/);
    expect(formatAnswerValue(-40, "$", "fr")).toBe("-40\u00a0$");
    expect(formatAnswerValue(42, "%", "fr")).toBe("42\u00a0%");
    expect(formatAnswerValue(6.2, "mois", "fr")).toBe("6,2\u00a0mois");
    expect(formatAnswerValue(7, null, "fr")).toBe("7");
  });
});
