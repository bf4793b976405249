import { loadLessonSources } from "../../content/compile";
import { GUARANTEES } from "~/lib/copy/guarantees";
import { COURSES } from "~/lib/domain/catalog";
import { formatLessonTime, readingMinutes, totalTime } from "~/lib/domain/lesson-time";
import { grantAccess } from "./access";
import { expect, test } from "./fixtures";
import { storedLessonTimes } from "./lesson-times";
import { signUpAndSignIn } from "./signed-in";

test("each course page shows every lesson's reading and work time, and adds them up", async ({ page, visit }) => {
  const sources = await loadLessonSources();
  for (const course of COURSES) {
    const stored = await storedLessonTimes(course.slug);
    // The content step counted the reading time from the words as served and kept the author's work estimate.
    expect(stored).toEqual(
      sources
        .filter((lesson) => lesson.courseId === course.slug)
        .map((lesson) => ({
          lessonNumber: lesson.lessonNumber,
          readingMinutes: readingMinutes(lesson.content),
          workMinutes: lesson.workMinutes,
        })),
    );

    await visit(`/courses/${course.slug}`);
    const items = page.getByRole("list", { name: "Lessons" }).getByRole("listitem");
    await expect(items).toHaveCount(stored.length);
    for (const [index, lesson] of stored.entries()) {
      await expect(items.nth(index)).toContainText(formatLessonTime(lesson));
    }
    await expect(page.getByTestId("course-time")).toHaveText(`In all: ${formatLessonTime(totalTime(stored))}`);
  }
});

test("the lesson page shows its reading and work time apart, and the course's total", async ({ page, expectAccessible }) => {
  const email = await signUpAndSignIn(page, "CA");
  await grantAccess(email, { product: "debt-elimination-challenge" });
  const stored = await storedLessonTimes("debt-challenge");
  const phase1 = formatLessonTime(stored[0]!);
  expect(phase1).toMatch(/^\d+ min read · about \d+ hours of worksheet work$/);

  await page.goto("/courses/debt-challenge/lesson/1");
  await expect(page.getByRole("article").getByText(phase1, { exact: true })).toBeVisible();
  const info = page.getByRole("region", { name: "Course info" });
  await expect(info.getByRole("definition").nth(1)).toHaveText(phase1);
  await expect(info.getByRole("definition").nth(2)).toHaveText(formatLessonTime(totalTime(stored)));
  const curriculum = page.getByRole("navigation", { name: "Course content" }).first();
  for (const lesson of stored) await expect(curriculum).toContainText(formatLessonTime(lesson));
  await expectAccessible();
});

test("the refund policy and the course pages state the guarantees' terms, from one text", async ({ page, visit }) => {
  await visit("/refund-policy");
  for (const guarantee of Object.values(GUARANTEES)) {
    await expect(page.getByRole("heading", { name: guarantee.title })).toBeVisible();
    for (const text of [guarantee.promise, ...guarantee.terms]) await expect(page.getByRole("main")).toContainText(text);
  }
  for (const [slug, guarantee] of Object.entries(GUARANTEES)) {
    await visit(`/courses/${slug}`);
    const region = page.getByRole("region", { name: guarantee.title });
    for (const text of [guarantee.promise, ...guarantee.terms]) await expect(region).toContainText(text);
    await expect(region.getByRole("link", { name: "Refund Policy" })).toHaveAttribute("href", "/refund-policy");
  }
  const masterclass = page.getByRole("region", { name: GUARANTEES["financial-masterclass"].title });
  await expect(masterclass).toContainText("at least one of the five starting numbers from your Month 1 worksheet is better on day 90");
  await expect(masterclass).toContainText("between day 90 and day 120");
});

test("no page claims a cohort: the Masterclass is self-paced", async ({ page }) => {
  for (const path of [
    "/",
    "/courses",
    ...COURSES.map((course) => `/courses/${course.slug}`),
    "/courses/financial-masterclass?preview=true",
    "/refund-policy",
  ]) {
    await page.goto(path);
    await expect(page.locator("body"), path).not.toContainText(/cohort/i);
  }
  // The Masterclass's 48 are parts of six lessons to read, not sessions.
  await page.goto("/courses/financial-masterclass");
  await expect(page.getByRole("heading", { name: "Six monthly lessons, 48 parts" })).toBeVisible();
  await expect(page.getByRole("main")).not.toContainText(/\b(modules|sessions)\b/);
});
