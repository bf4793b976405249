import { expect, type Page } from "@playwright/test";
import { parseRoundTrips } from "../../server/app-handler";

/** Marks every lesson of a course complete through the lesson pages, following Next from lesson 1. */
export async function finishCourse(page: Page, slug: string, lessonCount: number) {
  const response = await page.goto(`/courses/${slug}/lesson/1`);
  expect(response?.status()).toBe(200);
  expect(parseRoundTrips(response?.headers()["server-timing"] ?? null)).toBe(1);
  const nav = page.getByRole("navigation", { name: "Lesson navigation" });
  for (let n = 1; n <= lessonCount; n++) {
    await expect(page).toHaveURL(new RegExp(`/lesson/${n}$`));
    await nav.getByRole("button", { name: "Mark Complete" }).click();
    await expect(nav.getByRole("button", { name: "Mark Incomplete" })).toBeVisible();
    if (n < lessonCount) await nav.getByRole("link", { name: "Next" }).click();
  }
}
