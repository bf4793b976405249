/**
 * The lessons in French (issue 41 item 3) over the real build, the content step's seed and the request
 * pipeline: a learner reads a course's lessons, questions and results in the page's language, the same
 * rows answer English pages in English, and a French answer written with a decimal comma is graded.
 */
import type { ServerBuild } from "@remix-run/cloudflare";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { questionsWithKeyOf, toQuestion } from "~/features/assessments/assessments.server";
import { ATTEMPT_FIELD_NAME, QUIZ_INTENTS } from "~/features/assessments/quiz-fields";
import { action as lessonAction } from "~/routes/courses.$courseId_.lesson.$lessonNumber";
import { lessonTranslations, orders, quizAnswers } from "../../db/schema";
import { formValuesOn, questionsOn, rightValues } from "../support/assessments";
import { learnerWithBootcamp } from "../support/loaders";
import { withBuildAndDatabase, type TestDatabase } from "../support/page-tests";
import { servePage } from "../support/pipeline";

let build: ServerBuild;
let test: TestDatabase;
withBuildAndDatabase({ seeded: true }, (loaded) => ({ build, test } = loaded));

const frenchLesson = async (lessonNumber: number) =>
  (
    await test.db
      .select()
      .from(lessonTranslations)
      .where(eq(lessonTranslations.lessonNumber, lessonNumber))
      .then((rows) => rows.filter((row) => row.courseId === "budget-bootcamp" && row.locale === "fr"))
  )[0]!;

describe("a lesson on a French page", () => {
  it("is the French lesson — title, words and questions — and the English page keeps the English lesson", async () => {
    const learner = await learnerWithBootcamp(test);
    const translation = await frenchLesson(1);
    const french = await servePage(build, test, "/fr/courses/budget-bootcamp/lesson/1", { cookie: learner.cookie });
    expect(french.response.status).toBe(200);
    const heading = french.document.querySelector("h1")!;
    expect(heading.textContent).toBe(translation.title);
    expect(heading.hasAttribute("lang")).toBe(false);
    const content = french.document.querySelector('[data-testid="lesson-content"]')!;
    expect(content.innerHTML).toBe(translation.contentHtml);
    expect(content.textContent).toMatch(/ votre /);
    const frenchQuestions = (await questionsWithKeyOf({ ...test.requestContext(), locale: "fr" }, "budget-bootcamp", 1)).map(toQuestion);
    const prompts = [...french.document.querySelectorAll('[data-testid="quiz-form"] legend')].map((legend) => legend.innerHTML);
    expect(frenchQuestions.length).toBeGreaterThan(3);
    for (const question of frenchQuestions)
      expect(prompts.join("\n")).toContain(
        question.promptHtml
          .replace(/<\/?p>/g, "")
          .trim()
          .slice(0, 40),
      );

    const english = await servePage(build, test, "/courses/budget-bootcamp/lesson/1", { cookie: learner.cookie });
    expect(english.document.querySelector("h1")!.textContent).toBe("Day 1 — Where Your Money Really Goes");
    expect(english.document.querySelector('[data-testid="lesson-content"]')!.innerHTML).not.toBe(translation.contentHtml);
  });

  it("asks for the Debt Challenge's results in French at its last lesson", async () => {
    const learner = await learnerWithBootcamp(test);
    await test.db.insert(orders).values({
      id: crypto.randomUUID(),
      userId: learner.id,
      productName: "debt-elimination-challenge",
      status: "paid",
      amount: 4700,
      currency: "CAD",
    });
    const page = await servePage(build, test, "/fr/courses/debt-challenge/lesson/4", { cookie: learner.cookie });
    expect(page.response.status).toBe(200);
    expect(page.document.querySelector("#results-card-heading")?.textContent).toBe("Déclarez vos résultats après 90 jours");
    expect(page.html).not.toContain("Report your");
  });

  it("lists the course's lessons by their French titles on the French course page", async () => {
    const course = await servePage(build, test, "/fr/courses/budget-bootcamp");
    expect(course.response.status).toBe(200);
    expect(course.html).toContain((await frenchLesson(2)).title);
    expect(course.html).not.toContain("Day 2 — The 50/30/20 Rule");
  });

  it("grades a number written the French way (« 3 943,33 ») and explains the result in French", async () => {
    const learner = await learnerWithBootcamp(test);
    const context = { ...test.requestContext(), locale: "fr" as const };
    const page = await servePage(build, test, "/fr/courses/budget-bootcamp/lesson/1", { cookie: learner.cookie });
    const questions = (await questionsWithKeyOf(context, "budget-bootcamp", 1)).map(toQuestion);
    const fields = new URLSearchParams([
      ["intent", QUIZ_INTENTS.knowledgeCheck],
      [ATTEMPT_FIELD_NAME, page.document.querySelector<HTMLInputElement>(`input[name="${ATTEMPT_FIELD_NAME}"]`)!.value],
    ]);
    const asked = questionsOn(page.document, questions);
    for (const { name, question } of asked) {
      const values =
        question.kind === "numeric"
          ? [
              question.key
                .answer!.toFixed(2)
                .replace(".", ",")
                .replace(/^(\d)(\d{3}),/, "$1\u00a0$2,"),
            ]
          : formValuesOn(page.document, name, question, rightValues(question.key));
      for (const value of values) fields.append(name, value);
    }
    const priya = asked.find(({ question }) => question.id === "budget-bootcamp/1/priya-monthly-net-pay")!;
    expect(fields.getAll(priya.name)).toEqual(["3\u00a0943,33"]);
    const answered = (await lessonAction({
      request: new Request("http://localhost/fr/courses/budget-bootcamp/lesson/1", {
        method: "POST",
        body: fields,
        headers: { Cookie: learner.cookie },
      }),
      params: { courseId: "budget-bootcamp", lessonNumber: "1" },
      context,
    })) as Response;
    expect(answered.status).toBe(302);
    const answers = await test.db.select().from(quizAnswers);
    expect(answers.length).toBe(questions.length);
    expect(answers.every((answer) => answer.right)).toBe(true);

    const result = await servePage(build, test, `/fr${answered.headers.get("Location")}`, { cookie: learner.cookie });
    expect(result.response.status).toBe(200);
    const explanation = Object.values(questions[0]!.key.explanations)[0]!;
    expect(result.html).toContain(explanation.slice(0, 40));
  });
});
