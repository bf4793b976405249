import { loadLessonSources } from "../../db/content";
import { expect, test } from "./fixtures";

test("course pages list their lessons from the database", async ({ page, visit }) => {
  const lessons = await loadLessonSources();
  for (const [slug, count] of [["budget-bootcamp", 7], ["debt-challenge", 4], ["financial-masterclass", 6]] as const) {
    await visit(`/courses/${slug}`);
    const items = page.getByRole("list", { name: "Lessons" }).getByRole("listitem");
    await expect(items).toHaveCount(count);
    const titles = lessons.filter((lesson) => lesson.courseId === slug).map((lesson) => lesson.title);
    for (const [index, title] of titles.entries()) await expect(items.nth(index)).toContainText(title);
  }
});

test("the catalogue links to each course page", async ({ page, visit }) => {
  await visit("/courses");
  await page.getByRole("link", { name: "Debt-Free in 90 Days Challenge" }).first().click();
  await expect(page).toHaveURL(/\/courses\/debt-challenge$/);
  await expect(page.getByRole("heading", { level: 1, name: "Debt-Free in 90 Days Challenge" })).toBeVisible();
});
