import { loadLessonSources } from "../../content/compile";
import { grantAccess } from "./access";
import { expect, test } from "./fixtures";
import { signUpAndSignIn } from "./signed-in";

// The gates answer 401 and 403 on purpose; browsers log those statuses to the console.
test.use({ allowedConsoleErrors: [/status of (401|403)/] });

const LESSON = "/courses/debt-challenge/lesson/2";

/** The lesson's worksheet tables as the content step reads them from the markdown. */
async function worksheetOf(courseId: string, lessonNumber: number) {
  const lesson = (await loadLessonSources()).find((source) => source.courseId === courseId && source.lessonNumber === lessonNumber)!;
  const section = lesson.content.slice(lesson.content.indexOf("## Worksheet"));
  const firstHeaderRow = section.split("\n").find((line) => line.startsWith("|"))!;
  return { title: lesson.title, firstHeader: firstHeaderRow.split("|")[1]!.trim() };
}

test("a learner downloads the lesson's worksheet as CSV and opens its printable page", async ({ page, visit }) => {
  const email = await signUpAndSignIn(page, "CA");
  await grantAccess(email, { product: "debt-elimination-challenge" });
  const { title, firstHeader } = await worksheetOf("debt-challenge", 2);

  await visit(LESSON);
  const worksheet = page.getByRole("region", { name: "Your worksheet" });
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    worksheet.getByRole("link", { name: "Download worksheet (CSV)" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("debt-challenge-lesson-02-worksheet.csv");
  const csv = await (await download.createReadStream()).toArray();
  const text = Buffer.concat(csv).toString("utf8");
  expect(text).toContain(`${title} — Worksheet`);
  expect(text).toContain(firstHeader);

  await worksheet.getByRole("link", { name: "Printable worksheet" }).click();
  await expect(page).toHaveURL(`${LESSON}/worksheet`);
  await expect(page.getByRole("heading", { level: 1, name: `Worksheet: ${title}` })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: firstHeader }).first()).toBeVisible();
  await visit(`${LESSON}/worksheet`);
});

test("worksheets are for learners with the course only", async ({ page, playwright, baseURL }) => {
  const visitor = await playwright.request.newContext({ baseURL });
  const anonymous = await visitor.get(`${LESSON}/worksheet.csv`);
  expect(anonymous.status()).toBe(401);
  expect(anonymous.headers()["cache-control"]).toBe("private, no-store");
  await visitor.dispose();

  await signUpAndSignIn(page, "US");
  const withoutCourse = await page.request.get(`${LESSON}/worksheet.csv`);
  expect(withoutCourse.status()).toBe(403);
  expect(await withoutCourse.text()).not.toContain(",");
  // The printable page sends them to the lesson's gate.
  await page.goto(`${LESSON}/worksheet`);
  await expect(page).toHaveURL(new RegExp(`${LESSON}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Course Access Required" })).toBeVisible();
});
