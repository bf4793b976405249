import { expect, type Locator, type Page } from "@playwright/test";
import { parseRoundTrips } from "../../server/app-handler";

/**
 * Clicks a progress button and waits for the server's answer: with JavaScript the page shows the new
 * state before the save is done, and loading another page at once would cancel it.
 */
export async function saveProgress(page: Page, button: Locator) {
  await Promise.all([page.waitForResponse((response) => response.request().method() === "POST"), button.click()]);
}

/** Marks every lesson of a course complete through the lesson pages, following Next from lesson 1. */
export async function finishCourse(page: Page, slug: string, lessonCount: number) {
  const response = await page.goto(`/courses/${slug}/lesson/1`);
  expect(response?.status()).toBe(200);
  expect(parseRoundTrips(response?.headers()["server-timing"] ?? null)).toBe(1);
  const nav = page.getByRole("navigation", { name: "Lesson navigation" });
  for (let n = 1; n <= lessonCount; n++) {
    await expect(page).toHaveURL(new RegExp(`/lesson/${n}$`));
    await saveProgress(page, nav.getByRole("button", { name: "Mark Complete" }));
    await expect(nav.getByRole("button", { name: "Mark Incomplete" })).toBeVisible();
    if (n < lessonCount) await nav.getByRole("link", { name: "Next" }).click();
  }
}
