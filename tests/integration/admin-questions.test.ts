// The console's Questions page (issue 40, item 5): each question's answers, share right and most chosen
// wrong answer, and each lesson's funnel, counted by the database from known attempts; admins only, in
// the page's one round trip.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { COMMAND_ACTOR } from "~/features/admin/audit.server";
import type { QuestionStatsReport } from "~/features/admin/domain/question-stats";
import { QuestionStatsSections } from "~/features/admin/question-stats-page";
import { changeRole } from "~/features/admin/roles.server";
import { finalAssessmentScope, lessonCheckScope, REVIEW_SCOPE } from "~/lib/domain/quiz-scopes";
import { loader as rootLoader } from "~/root";
import { loader as adminLoader } from "~/routes/admin";
import { action as questionsAction, loader as questionsLoader } from "~/routes/admin.questions";
import { courseLessons, lessonQuestions, quizAnswers, quizAttempts, userProgress } from "../../db/schema";
import { createTestDatabase } from "../support/database";
import { createSignedInUser } from "../support/loaders";
import { returnedOrThrown, routeResult } from "../support/route-result";

let test: Awaited<ReturnType<typeof createTestDatabase>>;
beforeEach(async () => {
  test = await createTestDatabase();
});
afterEach(() => test.cleanup());

async function staffMember(email: string, role: "admin" | "coach") {
  const member = await createSignedInUser(test, { email });
  await changeRole(test.db, { id: member.id }, role, COMMAND_ACTOR, "test set-up");
  return member;
}

const get = (cookie?: string) => new Request("http://localhost/admin/questions", { headers: cookie ? { Cookie: cookie } : {} });

async function load(cookie?: string) {
  return routeResult(await returnedOrThrown(questionsLoader({ request: get(cookie), params: {}, context: test.requestContext() })));
}

const now = new Date("2026-03-20T12:00:00Z");

/** Lessons 1 to 3 of the bootcamp and lesson 1 of the debt challenge; returns their ids by "course/lesson". */
async function seedLessons() {
  const rows = await test.db
    .insert(courseLessons)
    .values(
      (
        [
          ["budget-bootcamp", 1, "Where your money goes"],
          ["budget-bootcamp", 2, "Pick a method"],
          ["budget-bootcamp", 3, "Automate it"],
          ["debt-challenge", 1, "List every debt"],
        ] as const
      ).map(([courseId, lessonNumber, title]) => ({
        courseId,
        lessonNumber,
        title,
        content: title,
        contentHtml: `<p>${title}</p>`,
        durationMinutes: 5,
      })),
    )
    .returning({ id: courseLessons.id, courseId: courseLessons.courseId, lessonNumber: courseLessons.lessonNumber });
  return Object.fromEntries(rows.map((row) => [`${row.courseId}/${row.lessonNumber}`, row.id]));
}

const key = (correct: string[], answer: number | null = null) =>
  JSON.stringify({ correct, answer, tolerance: 0.5, explanations: {}, section: "S" });
const QUESTIONS = {
  pickOne: "budget-bootcamp/1/pick-one",
  pickMany: "budget-bootcamp/1/pick-many",
  weekly: "budget-bootcamp/2/weekly",
  unanswered: "debt-challenge/1/first-step",
} as const;

async function seedQuestions() {
  await test.db.insert(lessonQuestions).values([
    {
      id: QUESTIONS.pickOne,
      courseId: "budget-bootcamp",
      lessonNumber: 1,
      position: 0,
      kind: "single",
      promptHtml: "<p>Which <em>one</em> is a fixed cost?</p>",
      choicesJson: JSON.stringify([
        { id: "a", html: "Groceries &amp; household" },
        { id: "b", html: "Rent" },
        { id: "c", html: "Dining out" },
        { id: "d", html: "Gifts" },
      ]),
      unit: null,
      keyJson: key(["b"]),
      updatedAt: now,
    },
    {
      id: QUESTIONS.pickMany,
      courseId: "budget-bootcamp",
      lessonNumber: 1,
      position: 1,
      kind: "multiple",
      promptHtml: "<p>Which suit envelopes?</p>",
      choicesJson: JSON.stringify([
        { id: "a", html: "Groceries" },
        { id: "b", html: "Fun money" },
        { id: "c", html: "<strong>Rent</strong>" },
      ]),
      unit: null,
      keyJson: key(["a", "b"]),
      updatedAt: now,
    },
    {
      id: QUESTIONS.weekly,
      courseId: "budget-bootcamp",
      lessonNumber: 2,
      position: 0,
      kind: "numeric",
      promptHtml: "<p>$420 a month is how much a week?</p>",
      choicesJson: "[]",
      unit: "$",
      keyJson: key([], 96.92),
      updatedAt: now,
    },
    {
      id: QUESTIONS.unanswered,
      courseId: "debt-challenge",
      lessonNumber: 1,
      position: 0,
      kind: "single",
      promptHtml: "<p>What comes first?</p>",
      choicesJson: JSON.stringify([
        { id: "a", html: "List" },
        { id: "b", html: "Pay" },
      ]),
      unit: null,
      keyJson: key(["a"]),
      updatedAt: now,
    },
  ]);
}

type Answer = [questionId: string, response: { chosen: string[] } | { value: number }, right: boolean];
let attemptCount = 0;

async function attempt(userId: string, kind: "check" | "final" | "review", scope: string, passed: boolean, answers: Answer[]) {
  attemptCount += 1;
  const id = `attempt-${attemptCount}`;
  const [{ n } = { n: 0 }] = (
    await test.client.execute({ sql: "select count(*) as n from quiz_attempts where user_id = ? and scope = ?", args: [userId, scope] })
  ).rows as unknown as { n: number }[];
  await test.db.insert(quizAttempts).values({
    id,
    userId,
    kind,
    scope,
    attemptNumber: Number(n),
    score: answers.filter(([, , right]) => right).length,
    total: answers.length,
    passed,
    submittedAt: now,
  });
  if (answers.length > 0) {
    await test.db.insert(quizAnswers).values(
      answers.map(([questionId, response, right], position) => ({
        attemptId: id,
        questionId,
        position,
        responseJson: JSON.stringify(response),
        right,
      })),
    );
  }
}

const chosen = (...ids: string[]) => ({ chosen: ids });
const value = (number: number) => ({ value: number });

/**
 * Four learners. Funnel, bootcamp lesson 1: L1 and L2 marked it complete, L1 passed its check twice, L3
 * failed it, L4 failed then passed. Lesson 2: L1 marked it not complete, L2 passed its check. Debt
 * challenge lesson 1: L2 failed its check. L3's final assessment and the reviews answer questions but
 * are no lesson's check.
 */
async function seedAttempts() {
  const lessons = await seedLessons();
  await seedQuestions();
  const [l1, l2, l3, l4] = await Promise.all([1, 2, 3, 4].map(() => createSignedInUser(test)));
  const progress = (userId: string, lesson: string, completed: boolean) =>
    ({ userId, courseId: lesson.split("/")[0]!, lessonId: lessons[lesson]!, completed, completedAt: completed ? now : null }) as const;
  await test.db
    .insert(userProgress)
    .values([
      progress(l1!.id, "budget-bootcamp/1", true),
      progress(l1!.id, "budget-bootcamp/2", false),
      progress(l2!.id, "budget-bootcamp/1", true),
    ]);

  const lesson1 = lessonCheckScope("budget-bootcamp", 1);
  await attempt(l1!.id, "check", lesson1, true, [
    [QUESTIONS.pickOne, chosen("b"), true],
    [QUESTIONS.pickMany, chosen("a", "b"), true],
  ]);
  await attempt(l1!.id, "check", lesson1, true, [
    [QUESTIONS.pickOne, chosen("b"), true],
    // A question the lesson no longer has: counted nowhere.
    ["budget-bootcamp/1/retired", chosen("a"), false],
  ]);
  await attempt(l3!.id, "check", lesson1, false, [
    [QUESTIONS.pickOne, chosen("a"), false],
    [QUESTIONS.pickMany, chosen("a"), false],
  ]);
  await attempt(l4!.id, "check", lesson1, false, [
    [QUESTIONS.pickOne, chosen("a"), false],
    [QUESTIONS.pickMany, chosen("a", "c"), false],
  ]);
  await attempt(l4!.id, "check", lesson1, true, [
    [QUESTIONS.pickOne, chosen("b"), true],
    [QUESTIONS.pickMany, chosen("a"), false],
  ]);
  await attempt(l2!.id, "check", lessonCheckScope("budget-bootcamp", 2), true, [[QUESTIONS.weekly, value(96.92), true]]);
  await attempt(l2!.id, "check", lessonCheckScope("debt-challenge", 1), false, []);
  await attempt(l3!.id, "final", finalAssessmentScope("budget-bootcamp"), true, [
    [QUESTIONS.pickOne, chosen("c"), false],
    [QUESTIONS.pickMany, chosen("b", "c"), false],
    [QUESTIONS.weekly, value(105), false],
  ]);
  await attempt(l1!.id, "review", REVIEW_SCOPE, false, [[QUESTIONS.weekly, value(97), true]]);
  await attempt(l1!.id, "review", REVIEW_SCOPE, false, [[QUESTIONS.weekly, value(105), false]]);
  await attempt(l2!.id, "review", REVIEW_SCOPE, false, [[QUESTIONS.weekly, value(80.77), false]]);
  await attempt(l3!.id, "review", REVIEW_SCOPE, false, [[QUESTIONS.weekly, value(80.77), false]]);
  await attempt(l4!.id, "review", REVIEW_SCOPE, false, [[QUESTIONS.weekly, value(35), false]]);
  return { learner: l1! };
}

const courseOf = (report: QuestionStatsReport, slug: string) => report.courses.find((course) => course.slug === slug)!;
const questionOf = (report: QuestionStatsReport, id: string) =>
  report.courses.flatMap((course) => course.questions).find((question) => question.id === id)!;

describe("the Questions page's figures", () => {
  it("per question: answers of every kind of attempt, right, and the wrong answer given most", async () => {
    const admin = await staffMember("boss@example.com", "admin");
    await seedAttempts();
    const { status, value: page } = await load(admin.cookie);
    expect(status).toBe(200);
    const report = page.report as QuestionStatsReport;

    expect(report.attempts).toBe(13);
    // b right three times; a wrong twice, c once.
    expect(questionOf(report, QUESTIONS.pickOne)).toMatchObject({
      attempts: 6,
      right: 3,
      rightShare: 0.5,
      prompt: "Which one is a fixed cost?",
      mostChosenWrong: { answer: "a", label: "Groceries & household", count: 2 },
    });
    // Right is a and b. Wrong answers ticked a three times and b once (right options, not counted) and c twice.
    expect(questionOf(report, QUESTIONS.pickMany)).toMatchObject({
      attempts: 5,
      right: 1,
      rightShare: 0.2,
      mostChosenWrong: { answer: "c", label: "Rent", count: 2 },
    });
    // 96.92 and 97 are right (tolerance 0.5); 105 and 80.77 twice each (the tie goes to the smaller), 35 once.
    expect(questionOf(report, QUESTIONS.weekly)).toMatchObject({
      attempts: 7,
      right: 2,
      mostChosenWrong: { answer: "80.77", label: "$80.77", count: 2 },
    });
    expect(questionOf(report, QUESTIONS.unanswered)).toMatchObject({ attempts: 0, right: 0, rightShare: null, mostChosenWrong: null });
    expect(courseOf(report, "budget-bootcamp").answers).toBe(18);
    expect(courseOf(report, "debt-challenge").answers).toBe(0);
  });

  it("per lesson: learners who reached it, have it completed and passed its check, each counted once", async () => {
    const admin = await staffMember("boss@example.com", "admin");
    await seedAttempts();
    const report = (await load(admin.cookie)).value.report as QuestionStatsReport;
    expect(courseOf(report, "budget-bootcamp").lessons).toEqual([
      { lessonNumber: 1, title: "Where your money goes", reached: 4, completed: 2, passedCheck: 2 },
      { lessonNumber: 2, title: "Pick a method", reached: 2, completed: 0, passedCheck: 1 },
      { lessonNumber: 3, title: "Automate it", reached: 0, completed: 0, passedCheck: 0 },
    ]);
    expect(courseOf(report, "debt-challenge").lessons).toEqual([
      { lessonNumber: 1, title: "List every debt", reached: 1, completed: 0, passedCheck: 0 },
    ]);
    expect(courseOf(report, "financial-masterclass")).toMatchObject({ lessons: [], questions: [] });
  });

  it("renders the tables with captions, and says so where nothing was answered", async () => {
    const admin = await staffMember("boss@example.com", "admin");
    await seedAttempts();
    const report = (await load(admin.cookie)).value.report as QuestionStatsReport;
    const html = renderToStaticMarkup(createElement(QuestionStatsSections, { report }));
    expect(html).toContain('<caption class="sr-only">7-Day Budget Bootcamp: learners per lesson</caption>');
    expect(html).toContain('<caption class="sr-only">7-Day Budget Bootcamp: answers per question</caption>');
    expect(html).toContain('role="region" aria-label="7-Day Budget Bootcamp: answers per question" tabindex="0"');
    for (const header of [
      "Lesson",
      "Reached",
      "Completed",
      "Passed check",
      "Question",
      "Kind",
      "Attempts",
      "Right",
      "Most chosen wrong answer",
    ]) {
      expect(html).toContain(`<th scope="col">${header}</th>`);
    }
    expect(html).toContain("50%");
    expect(html).toContain("$80.77");
    expect(html).toContain("Groceries &amp; household");
    expect(html).toContain("No answers to this course&#x27;s 1 question yet.");
    expect(html).not.toContain('data-testid="no-attempts"');
  });

  it("with no attempts yet: the empty state, and the lessons learners reached", async () => {
    const admin = await staffMember("boss@example.com", "admin");
    const lessons = await seedLessons();
    await seedQuestions();
    await test.db
      .insert(userProgress)
      .values({ userId: admin.id, courseId: "budget-bootcamp", lessonId: lessons["budget-bootcamp/1"]!, completed: false });
    const report = (await load(admin.cookie)).value.report as QuestionStatsReport;
    expect(report.attempts).toBe(0);
    expect(courseOf(report, "budget-bootcamp").lessons[0]).toMatchObject({ reached: 1, completed: 0, passedCheck: 0 });
    const html = renderToStaticMarkup(createElement(QuestionStatsSections, { report }));
    expect(html).toContain('data-testid="no-attempts"');
    expect(html).not.toContain("answers per question");
  });
});

describe("who may open it", () => {
  it.each([
    ["a visitor", async () => undefined],
    ["a learner", async () => (await createSignedInUser(test)).cookie],
    ["a coach", async () => (await staffMember("coach@example.com", "coach")).cookie],
  ])("%s gets a 404 for GET and POST: the console is not advertised", async (_, cookieOf) => {
    await seedAttempts();
    const cookie = await cookieOf();
    expect((await load(cookie)).status).toBe(404);
    const post = new Request("http://localhost/admin/questions", { method: "POST", headers: cookie ? { Cookie: cookie } : {} });
    expect(routeResult(await returnedOrThrown(questionsAction({ request: post, context: test.requestContext() }))).status).toBe(404);
  });

  it("an admin's page is one round trip with the root and the console's frame", async () => {
    const admin = await staffMember("boss@example.com", "admin");
    await seedAttempts();
    const context = test.requestContext();
    test.roundTrips.count = 0;
    type Loader = (args: { request: Request; params: Record<string, string>; context: typeof context }) => Promise<unknown>;
    const results = await Promise.all(
      ([rootLoader, adminLoader, questionsLoader] as Loader[]).map((loader) => loader({ request: get(admin.cookie), params: {}, context })),
    );
    expect(test.roundTrips.count).toBe(1);
    expect((results[2] as { report: QuestionStatsReport }).report.attempts).toBe(13);
  });
});
