/**
 * Knowledge checks, final assessments and reviews through their routes and the real build (issue 40):
 * no key leaves the server before an attempt is submitted, each write checks the learner's right to
 * make it in the statement that writes, and every page is one round trip.
 */
import type { ServerBuild } from "@remix-run/cloudflare";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { questionsWithKeyOf, saveAttempt, toQuestion } from "~/features/assessments/assessments.server";
import { answerField, arrangeQuestions, attemptSeed, DAY_MS, grade } from "~/features/assessments/domain/grading";
import { finalAssessmentScope, lessonCheckScope } from "~/lib/domain/quiz-scopes";
import { ATTEMPT_FIELD_NAME, QUIZ_INTENTS, REVIEW_QUESTION_FIELD } from "~/features/assessments/quiz-fields";
import { loader as rootLoader } from "~/root";
import { action as finalAction, loader as finalLoader } from "~/routes/courses.$courseId_.assessment";
import { action as lessonAction } from "~/routes/courses.$courseId_.lesson.$lessonNumber";
import { action as reviewAction, loader as reviewLoader } from "~/routes/dashboard.review";
import { questionRef } from "~/features/assessments/review.server";
import { loader as dashboardLoader } from "~/routes/dashboard._index";
import { orders, quizAnswers, quizAttempts, reviewCards, userProgress, users } from "../../db/schema";
import { asPlaces, finalAnswers, formValuesOn, passFinalThroughRoute, questionsOn, rightValues, wrongValues } from "../support/assessments";
import { createSignedInUser, learnerWithBootcamp } from "../support/loaders";
import { withBuildAndDatabase, type TestDatabase } from "../support/page-tests";
import { servePage } from "../support/pipeline";
import { returnedOrThrown, routeResult } from "../support/route-result";
import { findCourseBySlug } from "~/lib/domain/catalog";

let build: ServerBuild;
let test: TestDatabase;
withBuildAndDatabase({ seeded: true }, (loaded) => ({ build, test } = loaded));

const BOOTCAMP = findCourseBySlug("budget-bootcamp")!;

async function bootcampKeys() {
  return (await questionsWithKeyOf(test.context, "budget-bootcamp")).map(toQuestion);
}

/**
 * Every sign of a key in a response: its fields, each explanation's text, and each question's own id,
 * whose words often sum up its answer ("designation-beats-will").
 */
function expectNoKey(body: string, questions: Awaited<ReturnType<typeof bootcampKeys>>, where: string) {
  expect(body, where).not.toMatch(/keyJson|key_json|"explanations"|"correct"|"tolerance"/);
  for (const question of questions) {
    expect(body, `${where}: the id ${question.id}`).not.toContain(question.id);
    for (const explanation of Object.values(question.key.explanations))
      expect(body, `${where}: ${question.id}`).not.toContain(explanation.slice(0, 60));
  }
}

function post(path: string, cookie: string, fields: [string, string][]) {
  const body = new URLSearchParams(fields);
  return new Request(`http://localhost${path}`, { method: "POST", body, headers: { Cookie: cookie } });
}

/** A lesson check's form as the page drew it: `choose` answers each question. */
async function lessonCheckForm(cookie: string, lessonNumber: number, choose: (question: ReturnType<typeof toQuestion>) => string[]) {
  const page = await servePage(build, test, `/courses/budget-bootcamp/lesson/${lessonNumber}`, { cookie });
  const keys = new Map((await bootcampKeys()).map((question) => [question.id, question]));
  const fields: [string, string][] = [["intent", QUIZ_INTENTS.knowledgeCheck]];
  fields.push([ATTEMPT_FIELD_NAME, page.document.querySelector<HTMLInputElement>(`input[name="${ATTEMPT_FIELD_NAME}"]`)!.value]);
  for (const { name, question } of questionsOn(page.document, [...keys.values()])) {
    for (const value of formValuesOn(page.document, name, question, choose(question))) fields.push([name, value]);
  }
  return fields;
}

describe("no key before an attempt is submitted", () => {
  it("lesson, final assessment, review and dashboard pages and their .data carry questions without answers or explanations; a result carries them", async () => {
    const learner = await learnerWithBootcamp(test);
    const questions = await bootcampKeys();
    // Due review cards, so the review page asks its questions.
    await test.db.insert(reviewCards).values(
      questions.slice(0, 3).map((question) => ({
        userId: learner.id,
        questionId: question.id,
        box: 1,
        dueAt: new Date(Date.now() - DAY_MS),
        answeredAt: new Date(),
      })),
    );
    for (const path of ["/courses/budget-bootcamp/lesson/3", "/courses/budget-bootcamp/assessment", "/dashboard/review", "/dashboard"]) {
      const page = await servePage(build, test, path, { cookie: learner.cookie });
      expect(page.response.status, path).toBe(200);
      if (path !== "/dashboard") expect(page.html, path).toContain('data-testid="quiz-form"');
      expectNoKey(page.html, questions, path);
      // Options are named by their place in the order shown (1, 2, …), never by the id the content gives
      // them in the order it was written, in which the right one often comes first.
      for (const fieldset of page.document.querySelectorAll('[data-testid="quiz-form"] fieldset')) {
        const values = [...fieldset.querySelectorAll<HTMLInputElement>("input[type=radio], input[type=checkbox]")].map((input) => input.value);
        expect(values, path).toEqual(values.map((_, index) => String(index + 1)));
      }
      const data = await servePage(build, test, `${path}.data`, { cookie: learner.cookie });
      expect(data.response.status, `${path}.data`).toBe(200);
      expectNoKey(data.html, questions, `${path}.data`);
    }

    // Once submitted, the result shows the key: the check above would have seen it.
    const answered = (await lessonAction({
      request: post(
        "/courses/budget-bootcamp/lesson/3",
        learner.cookie,
        await lessonCheckForm(learner.cookie, 3, (question) => rightValues(question.key)),
      ),
      params: { courseId: "budget-bootcamp", lessonNumber: "3" },
      context: test.requestContext(),
    })) as Response;
    const result = await servePage(build, test, answered.headers.get("Location")!.split("#")[0]!, { cookie: learner.cookie });
    expect(() => expectNoKey(result.html, questions, "result")).toThrow();
    // Another learner cannot open that result.
    const other = await learnerWithBootcamp(test);
    const stranger = await servePage(build, test, answered.headers.get("Location")!.split("#")[0]!, { cookie: other.cookie });
    expectNoKey(stranger.html, questions, "another learner's result");
  });
});

describe("submitting", () => {
  it("a check sent twice is one attempt, and the second send shows the first's result", async () => {
    const learner = await learnerWithBootcamp(test);
    const fields = await lessonCheckForm(learner.cookie, 2, (question) => rightValues(question.key));
    const send = () =>
      lessonAction({
        request: post("/courses/budget-bootcamp/lesson/2", learner.cookie, fields),
        params: { courseId: "budget-bootcamp", lessonNumber: "2" },
        context: test.requestContext(),
      });
    const [first, second] = (await Promise.all([send(), send()])) as Response[];
    const attempts = await test.db.select().from(quizAttempts).where(eq(quizAttempts.userId, learner.id));
    expect(attempts).toHaveLength(1);
    expect(attempts[0]).toMatchObject({ kind: "check", scope: "check:budget-bootcamp/2", attemptNumber: 0, passed: true });
    expect(await test.db.select().from(quizAnswers).where(eq(quizAnswers.attemptId, attempts[0]!.id))).toHaveLength(attempts[0]!.total);
    // Both sends, and a third, lead to that one attempt's result.
    for (const response of [first!, second!, (await send()) as Response]) {
      expect(response.headers.get("Location")).toBe(`/courses/budget-bootcamp/lesson/2?result=${attempts[0]!.id}#knowledge-check`);
    }
  });

  it("an unanswered question comes back with what was sent (400) and nothing is written", async () => {
    const learner = await learnerWithBootcamp(test);
    const fields = (await lessonCheckForm(learner.cookie, 3, (question) => rightValues(question.key))).filter(
      ([name], index) => index < 3 || !name.startsWith("q."),
    );
    const answer = routeResult(
      await lessonAction({
        request: post("/courses/budget-bootcamp/lesson/3", learner.cookie, fields),
        params: { courseId: "budget-bootcamp", lessonNumber: "3" },
        context: test.requestContext(),
      }),
    );
    expect(answer.status).toBe(400);
    expect(answer.value.quizError).toMatch(/^\d questions? needs? an answer you can submit\.$/);
    expect(Object.values(answer.value.problems)).toContain("unanswered");
    expect(await test.db.select().from(quizAttempts)).toEqual([]);
  });

  it("writes nothing for a learner without the course, even with a well-formed form", async () => {
    const outsider = await createSignedInUser(test);
    // Every question answered right, at its place in the outsider's own draw: all the page would have asked.
    const scope = lessonCheckScope("budget-bootcamp", 3);
    const questions = (await bootcampKeys()).filter((question) => question.lessonNumber === 3);
    const fields: [string, string][] = [
      ["intent", QUIZ_INTENTS.knowledgeCheck],
      [ATTEMPT_FIELD_NAME, "0"],
      ...arrangeQuestions(questions, attemptSeed(outsider.id, scope, 0)).flatMap((question, index) =>
        asPlaces(question, rightValues(question.key)).map((value): [string, string] => [answerField(String(index + 1)), value]),
      ),
    ];
    const answer = routeResult(
      await lessonAction({
        request: post("/courses/budget-bootcamp/lesson/3", outsider.cookie, fields),
        params: { courseId: "budget-bootcamp", lessonNumber: "3" },
        context: test.requestContext(),
      }),
    );
    expect(answer.status).toBe(403);
    expect(await test.db.select().from(quizAttempts)).toEqual([]);
    expect(await test.db.select().from(reviewCards)).toEqual([]);
  });

  it("answers a check, or progress, sent for a lesson past the course's last with 404, and writes nothing", async () => {
    const owner = await learnerWithBootcamp(test);
    for (const intent of [QUIZ_INTENTS.knowledgeCheck, "complete"]) {
      const answer = routeResult(
        await returnedOrThrown(
          lessonAction({
            request: post("/courses/budget-bootcamp/lesson/8", owner.cookie, [["intent", intent]]),
            params: { courseId: "budget-bootcamp", lessonNumber: "8" },
            context: test.requestContext(),
          }),
        ),
      );
      expect(answer.status, intent).toBe(404);
    }
    expect(await test.db.select().from(quizAttempts)).toEqual([]);
    expect(await test.db.select().from(userProgress)).toEqual([]);
  });

  it("allows three final attempts in any 24 hours, said on the page and enforced in the statement that writes", async () => {
    const learner = await learnerWithBootcamp(test);
    const failing = async () => {
      const form = await finalAnswers(test.context, learner.id, BOOTCAMP, (question) =>
        wrongValues(
          question.key,
          question.choices.map((choice) => choice.id),
        ),
      );
      const fields = [...form.entries()].map(([name, value]): [string, string] => [name, String(value)]);
      return finalAction({
        request: post("/courses/budget-bootcamp/assessment", learner.cookie, fields),
        params: { courseId: "budget-bootcamp" },
        context: test.requestContext(),
      });
    };
    for (let attempt = 0; attempt < 3; attempt += 1) expect(((await failing()) as Response).status).toBe(302);
    const refused = routeResult(await failing());
    expect(refused.status).toBe(429);
    expect(refused.value.quizError).toMatch(/^You have used your 3 attempts of the last 24 hours\. Your next attempt opens /);
    const page = routeResult(
      await finalLoader({
        request: new Request("http://localhost/courses/budget-bootcamp/assessment", { headers: { Cookie: learner.cookie } }),
        params: { courseId: "budget-bootcamp" },
        context: test.requestContext(),
      }),
    );
    expect(page.value).toMatchObject({ attemptsLeft: 0, passed: null });
    expect(page.value.nextAttemptAt).toMatch(/\d/);

    // The write itself refuses a fourth, whatever reached it.
    const questions = (await bootcampKeys()).slice(0, 15);
    const saved = await saveAttempt(test.context, {
      userId: learner.id,
      kind: "final",
      scope: finalAssessmentScope("budget-bootcamp"),
      attemptNumber: 3,
      courseIds: ["budget-bootcamp"],
      grade: grade(questions.map((question) => ({ question, response: { chosen: question.key.correct } }))),
      cards: [],
      now: new Date(),
    });
    expect(saved).toBeNull();
    expect(await test.db.select().from(quizAttempts).where(eq(quizAttempts.userId, learner.id))).toHaveLength(3);
  });

  it("names the day the next card is due as it is where the learner lives", async () => {
    const learner = await learnerWithBootcamp(test);
    await test.db.update(users).set({ timeZone: "Pacific/Kiritimati" }).where(eq(users.id, learner.id));
    const [question] = await bootcampKeys();
    // Noon UTC on January 10 is 2 AM on January 11 in Kiritimati (UTC+14).
    await test.db
      .insert(reviewCards)
      .values({ userId: learner.id, questionId: question!.id, box: 2, dueAt: new Date("2027-01-10T12:00:00Z"), answeredAt: new Date() });
    const request = new Request("http://localhost/dashboard/review", { headers: { Cookie: learner.cookie } });
    const page = routeResult(await reviewLoader({ request, params: {}, context: test.requestContext() }));
    expect(page.value).toMatchObject({ nextDueOn: "2027-01-11" });
  });

  it("reviews only the learner's own due cards, in courses they hold, and moves each card", async () => {
    const learner = await learnerWithBootcamp(test);
    const [mine, notMine] = await bootcampKeys();
    await test.db
      .insert(reviewCards)
      .values({ userId: learner.id, questionId: mine!.id, box: 2, dueAt: new Date(Date.now() - 1000), answeredAt: new Date() });
    const send = async (ids: string[], values: [string, string][], attempt = "0") =>
      reviewAction({
        request: post("/dashboard/review", learner.cookie, [
          ["intent", QUIZ_INTENTS.review],
          [ATTEMPT_FIELD_NAME, attempt],
          ...(await Promise.all(ids.map(questionRef))).map((ref): [string, string] => [REVIEW_QUESTION_FIELD, ref]),
          ...values,
        ]),
        params: {},
        context: test.requestContext(),
      });
    // A question they hold no card for is not theirs to review.
    expect(
      routeResult(
        await send(
          [notMine!.id],
          rightValues(notMine!.key).map((value) => [answerField("1"), value]),
        ),
      ).status,
    ).toBe(403);
    const reviewPage = async (path: string) =>
      routeResult(
        await reviewLoader({
          request: new Request(`http://localhost${path}`, { headers: { Cookie: learner.cookie } }),
          params: {},
          context: test.requestContext(),
        }),
      );
    // The review page names the options by place: the right ones are found by their words.
    // It names the question by its place, and the form by a reference that says nothing of its words.
    const asked = (await reviewPage("/dashboard/review")).value;
    expect(asked.questionRefs).toEqual([await questionRef(mine!.id)]);
    const shown = asked.questions[0]!;
    expect([shown.id, shown.promptHtml]).toEqual(["1", mine!.promptHtml]);
    const placeOf = (id: string) => {
      const html = mine!.choices.find((choice) => choice.id === id)?.html;
      // A number is sent as it is.
      return html === undefined ? id : shown.choices.find((choice: { html: string }) => choice.html === html).id;
    };
    const reviewed = (await send(
      [mine!.id],
      rightValues(mine!.key).map((value) => [answerField("1"), placeOf(value)]),
    )) as Response;
    expect(reviewed.headers.get("Location")).toMatch(/^\/dashboard\/review\?result=[\w-]{43}$/);
    const [card] = await test.db.select().from(reviewCards).where(eq(reviewCards.userId, learner.id));
    expect(card!.box).toBe(3);
    expect(card!.dueAt.getTime()).toBeGreaterThan(Date.now() + 29 * DAY_MS);
    const resultPath = reviewed.headers.get("Location")!;
    expect((await reviewPage(resultPath)).value.result.answers.map((answer: { id: string }) => answer.id)).toEqual([mine!.id]);
    // The same form sent twice goes to its result; the card is now due in 30 days, and a new attempt
    // naming it (sent by hand) grades nothing early.
    const answers = rightValues(mine!.key).map((value): [string, string] => [answerField("1"), placeOf(value)]);
    expect(((await send([mine!.id], answers)) as Response).headers.get("Location")).toBe(reviewed.headers.get("Location"));
    expect(routeResult(await send([mine!.id], answers, "1")).status).toBe(403);
    expect((await test.db.select().from(reviewCards).where(eq(reviewCards.userId, learner.id)))[0]!.box).toBe(3);
    // After a refund, their cards in the course are not asked, and the past review shows none of its content.
    await test.db.update(orders).set({ status: "refunded" }).where(eq(orders.userId, learner.id));
    await test.db.update(reviewCards).set({ dueAt: new Date(Date.now() - 1000) });
    expect((await reviewPage("/dashboard/review")).value.questions).toEqual([]);
    expect((await reviewPage(resultPath)).value.result.answers).toEqual([]);
  });
});

describe("one round trip", () => {
  it("the final assessment, the review and the dashboard each read with the session in one batch", async () => {
    const learner = await learnerWithBootcamp(test);
    await passFinalThroughRoute(test.requestContext(), learner, "budget-bootcamp");
    const cases = [
      ["/courses/budget-bootcamp/assessment", finalLoader, { courseId: "budget-bootcamp" }],
      ["/dashboard/review", reviewLoader, {}],
      ["/dashboard", dashboardLoader, {}],
    ] as const;
    for (const [path, loader, params] of cases) {
      const context = test.requestContext();
      const request = () => new Request(`http://localhost${path}`, { headers: { Cookie: learner.cookie } });
      test.roundTrips.count = 0;
      await Promise.all([
        rootLoader({ request: request(), params: {}, context }),
        (loader as typeof finalLoader)({ request: request(), params, context }),
      ]);
      expect(test.roundTrips.count, path).toBe(1);
    }
  });
});
