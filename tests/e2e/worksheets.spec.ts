import { loadLessonSources } from "../../content/compile";
import { grantAccess } from "./access";
import { expect, test } from "./fixtures";
import { signUpAndSignIn } from "./signed-in";

// The gates answer 401 and 403 on purpose; browsers log those statuses to the console.
test.use({ allowedConsoleErrors: [/status of (400|401|403|404)/] });

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

test("worksheets are for learners with the course only: the file and the printable page send anyone else to the lesson's gate", async ({
  page,
  playwright,
  baseURL,
}) => {
  const visitor = await playwright.request.newContext({ baseURL });
  const anonymous = await visitor.get(`${LESSON}/worksheet.csv`, { maxRedirects: 0 });
  expect([anonymous.status(), anonymous.headers()["location"]]).toEqual([302, `${LESSON}/worksheet`]);
  expect(anonymous.headers()["cache-control"]).toBe("private, no-store");
  await visitor.dispose();

  await signUpAndSignIn(page, "US");
  const { title } = await worksheetOf("debt-challenge", 2);
  for (const path of [`${LESSON}/worksheet.csv`, `${LESSON}/worksheet`]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(403);
    await expect(page).toHaveURL(new RegExp(`${LESSON}$`));
    await expect(page.getByRole("heading", { level: 1, name: "Course Access Required" })).toBeVisible();
    expect(await page.content()).not.toContain(`${title} — Worksheet`);
  }
});

test("worksheet URLs that name no lesson show the site's error page with its status, for the printable page and the CSV", async ({
  page,
  expectAccessible,
}) => {
  const email = await signUpAndSignIn(page, "CA");
  await grantAccess(email, { product: "debt-elimination-challenge" });
  const cases = [
    ["/courses/debt-challenge/lesson/9/worksheet", 404, "Lesson not found", "Back to Course"],
    ["/courses/debt-challenge/lesson/two/worksheet", 400, "Invalid lesson URL", "Return Home"],
    ["/courses/no-such-course/lesson/1/worksheet", 404, "Invalid lesson URL", "Return Home"],
  ] as const;
  for (const [printable, status, heading, way] of cases) {
    for (const path of [printable, `${printable}.csv`]) {
      // The file's URL leads to the printable page, which answers with the status.
      const response = await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${printable}$`));
      expect(response?.status(), path).toBe(status);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole("main").getByRole("link", { name: way })).toBeVisible();
    }
  }
  await expectAccessible();
});
