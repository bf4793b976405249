import type { Locator, Page } from "@playwright/test";
import { loadLessonSources } from "../../content/compile";
import { grantAccess, writeToServerDatabase } from "./access";
import { expect, test } from "./fixtures";
import { saveProgress } from "./learning";
import { signUpAndSignIn } from "./signed-in";
import { E2E_MEDIA_ORIGIN, stubLessonMedia } from "../support/media";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

async function bootcampTitles() {
  return (await loadLessonSources()).filter((lesson) => lesson.courseId === "budget-bootcamp").map((lesson) => lesson.title);
}

/** The curriculum as the learner sees it at this width (the side column, or the drawer on phones). */
const curriculum = (page: Page) => page.getByRole("navigation", { name: "Course content" });
const lessonNav = (page: Page) => page.getByRole("navigation", { name: "Lesson navigation" });

/** The smallest height of a table row with a blank cell (a line to write on) under `scope`. */
function shortestBlankRow(scope: Locator) {
  return scope.evaluate((root) => {
    const rows = [...root.querySelectorAll("tbody tr")].filter((row) =>
      [...row.querySelectorAll("td")].some((cell) => cell.textContent?.trim() === ""),
    );
    return rows.length === 0 ? 0 : Math.min(...rows.map((row) => row.getBoundingClientRect().height));
  });
}

test("the curriculum beside the lesson ticks what is done, marks where the learner is, and Complete and continue moves on", async ({
  page,
  expectAccessible,
}) => {
  const email = await signUpAndSignIn(page, "CA");
  await grantAccess(email, { product: "budget-bootcamp" });
  const titles = await bootcampTitles();
  await page.setViewportSize(DESKTOP);
  await page.goto("/courses/budget-bootcamp/lesson/1");

  const links = curriculum(page).getByRole("link");
  await expect(links).toHaveCount(7);
  for (const [index, title] of titles.entries()) await expect(links.nth(index)).toContainText(title);
  await expect(links.nth(0)).toHaveAttribute("aria-current", "page");
  await expect(links.nth(0)).toHaveAccessibleName(/not completed$/);
  await expect(curriculum(page).getByText("0 of 7 lessons complete · 0%")).toBeVisible();
  await expect(curriculum(page).getByRole("progressbar", { name: "Course progress" })).toHaveAttribute("value", "0");
  await expectAccessible();

  // The one primary action: the lesson is saved and the next one opens at its heading.
  await lessonNav(page).getByRole("button", { name: "Complete and continue" }).click();
  await expect(page).toHaveURL(/\/courses\/budget-bootcamp\/lesson\/2#lesson-title$/);
  await expect(page.getByRole("heading", { level: 1, name: titles[1] })).toBeInViewport();
  await expect(links.nth(0)).toHaveAccessibleName(/, completed$/);
  await expect(links.nth(1)).toHaveAttribute("aria-current", "page");
  await expect(links.nth(0)).not.toHaveAttribute("aria-current", "page");
  await expect(curriculum(page).getByText("1 of 7 lessons complete · 14%")).toBeVisible();

  // From the curriculum to the last lesson: its Complete and continue leads back to the first one skipped.
  await links.nth(6).click();
  await expect(page.getByRole("heading", { level: 1, name: titles[6] })).toBeVisible();
  await page.getByRole("region", { name: "Lesson progress" }).getByRole("button", { name: "Complete and continue" }).click();
  await expect(page).toHaveURL(/\/lesson\/2#lesson-title$/);
  await expect(curriculum(page).getByText("2 of 7 lessons complete · 29%")).toBeVisible();

  // A finished lesson offers Continue instead; Mark Incomplete is still there to go back.
  await page.goto("/courses/budget-bootcamp/lesson/1");
  await expect(lessonNav(page).getByRole("link", { name: "Continue" })).toHaveAttribute("href", "/courses/budget-bootcamp/lesson/2");
  await expect(lessonNav(page).getByRole("button", { name: "Mark Incomplete" })).toBeVisible();
});

test("finishing the last open lesson with Complete and continue lands on the course-complete card", async ({ page }) => {
  const email = await signUpAndSignIn(page, "US");
  await grantAccess(email, { plan: "premium" });
  for (const n of [1, 2, 3]) {
    await page.goto(`/courses/debt-challenge/lesson/${n}`);
    await lessonNav(page).getByRole("button", { name: "Complete and continue" }).click();
    await expect(page).toHaveURL(new RegExp(`/lesson/${n + 1}#lesson-title$`));
  }
  await lessonNav(page).getByRole("button", { name: "Complete and continue" }).click();
  await expect(page).toHaveURL(/\/debt-challenge\/lesson\/4#course-complete$/);
  const congratulations = page.getByRole("status").filter({ hasText: "Congratulations!" });
  await expect(congratulations).toBeInViewport();
  // No certificate before the final assessment is passed: the card leads there.
  await expect(congratulations.getByRole("link", { name: "Take the final assessment" })).toHaveAttribute(
    "href",
    "/courses/debt-challenge/assessment",
  );
  // Having finished, the learner may review the course: the card leads to the course page's form.
  await congratulations.getByRole("link", { name: "Rate this course" }).click();
  await expect(page).toHaveURL(/\/courses\/debt-challenge#reviews$/);
  await expect(page.getByTestId("review-form").getByRole("heading", { name: "Rate this course" })).toBeVisible();
});

test("Mark Complete at the bottom of a long lesson keeps the learner there (without JavaScript: the redirect's anchor)", async ({
  page,
  javaScriptEnabled,
}) => {
  const email = await signUpAndSignIn(page, "CA");
  await grantAccess(email, { product: "budget-bootcamp" });
  await page.setViewportSize(DESKTOP);
  await page.goto("/courses/budget-bootcamp/lesson/4");
  const nav = lessonNav(page);
  await nav.scrollIntoViewIfNeeded();
  await saveProgress(page, nav.getByRole("button", { name: "Mark Complete" }));
  await expect(nav.getByRole("button", { name: "Mark Incomplete" })).toBeVisible();
  if (javaScriptEnabled === false) await expect(page).toHaveURL(/\/lesson\/4#lesson-navigation$/);
  else await expect(page).toHaveURL(/\/lesson\/4$/);
  await expect(nav).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);

  // The side panel's toggle comes back to the side panel.
  await page.getByRole("region", { name: "Lesson progress" }).getByRole("button", { name: "Mark Incomplete" }).click();
  await expect(page.getByRole("region", { name: "Lesson progress" }).getByRole("button", { name: "Mark Complete" })).toBeInViewport();
  if (javaScriptEnabled === false) await expect(page).toHaveURL(/\/lesson\/4#lesson-progress$/);
});

test("on a phone: the curriculum is a drawer, and a bar fixed to the bottom holds Previous, Complete and continue and Next without hiding the page's end", async ({
  page,
  expectAccessible,
}) => {
  const email = await signUpAndSignIn(page, "US");
  await grantAccess(email, { product: "budget-bootcamp" });
  const titles = await bootcampTitles();
  await page.setViewportSize(PHONE);
  await page.goto("/courses/budget-bootcamp/lesson/3");
  await expectAccessible();

  await expect(curriculum(page)).toBeHidden();
  await page.locator("summary", { hasText: "Course content" }).click();
  await expect(curriculum(page).getByRole("link", { name: titles[2] })).toHaveAttribute("aria-current", "page");
  await curriculum(page).getByRole("link", { name: titles[4] }).click();
  await expect(page.getByRole("heading", { level: 1, name: titles[4] })).toBeVisible();

  const bar = lessonNav(page);
  for (const name of ["Previous", "Next"]) await expect(bar.getByRole("link", { name })).toBeVisible();
  await expect(bar.getByRole("button", { name: "Complete and continue" })).toBeVisible();
  const atTop = await bar.boundingBox();
  expect(atTop!.y + atTop!.height).toBeCloseTo(PHONE.height, 0);
  // Scrolled to the very end, the footer's last line is above the bar, not under it.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(async () => {
    const barBox = (await bar.boundingBox())!;
    const footerBox = (await page.getByRole("contentinfo").boundingBox())!;
    expect(footerBox.y + footerBox.height).toBeLessThanOrEqual(barBox.y + 1);
  }).toPass();

  await bar.getByRole("link", { name: "Previous" }).click();
  await expect(page.getByRole("heading", { level: 1, name: titles[3] })).toBeVisible();
  await bar.getByRole("button", { name: "Complete and continue" }).click();
  await expect(page.getByRole("heading", { level: 1, name: titles[4] })).toBeInViewport();
});

for (const courseId of ["budget-bootcamp", "debt-challenge", "financial-masterclass"]) {
  test(`every lesson of ${courseId} fits a phone: wide tables scroll in their own box`, async ({
    page,
    expectAccessible,
    javaScriptEnabled,
  }) => {
    // axe on up to seven long pages: about a minute on a busy two-core host.
    test.setTimeout(240_000);
    // The video test below sets a masterclass lesson's video while this walk may be on it.
    await stubLessonMedia(page.context());
    const email = await signUpAndSignIn(page, "CA");
    await grantAccess(email, { plan: "elite" });
    const lessons = (await loadLessonSources()).filter((lesson) => lesson.courseId === courseId);
    let scrollingTables = 0;
    for (const lesson of lessons) {
      await page.goto(`/courses/${courseId}/lesson/${lesson.lessonNumber}`);
      await expect(page.getByRole("heading", { level: 1, name: lesson.title })).toBeVisible();
      // axe reads the markup, which is the same with and without JavaScript: it runs once, with it
      // (and measures 320 and 390 px too). Without JavaScript the page is measured as that browser renders it.
      if (javaScriptEnabled) await expectAccessible();
      for (const width of [390, 320]) {
        await page.setViewportSize({ width, height: 800 });
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `${page.url()} at ${width} px`).toBe(0);
      }
      scrollingTables += await page
        .getByTestId("lesson-content")
        .evaluate((root) => [...root.querySelectorAll(".table-scroll")].filter((box) => box.scrollWidth > box.clientWidth).length);
      await page.setViewportSize(DESKTOP);
    }
    // The check means something: at 320 px some tables are wider than the screen, and scroll in their box.
    expect(scrollingTables).toBeGreaterThan(0);
  });
}

test("blank worksheet rows are lines to write on, in the lesson and on the printable worksheet", async ({ page, expectAccessible }) => {
  const email = await signUpAndSignIn(page, "US");
  await grantAccess(email, { product: "budget-bootcamp" });
  const lessonOne = "/courses/budget-bootcamp/lesson/1";
  await page.goto(lessonOne);
  expect(await shortestBlankRow(page.getByTestId("lesson-content"))).toBeGreaterThanOrEqual(24);
  await page.goto(`${lessonOne}/worksheet`);
  expect(await shortestBlankRow(page.getByRole("main"))).toBeGreaterThanOrEqual(24);
  await expectAccessible();
});

test("a lesson with a video plays it above the text in a 16:9 frame, with the text as its alternative", async ({
  page,
  expectAccessible,
  javaScriptEnabled,
}) => {
  // The player's page and the media host are stubbed: tests never reach the internet.
  await stubLessonMedia(page.context());
  const email = await signUpAndSignIn(page, "US");
  await grantAccess(email, { plan: "elite" });
  const setVideo = (url: string | null, captions: string | null = null) =>
    writeToServerDatabase([
      {
        sql: "update course_lessons set video_url = ?, captions_url = ? where course_id = 'financial-masterclass' and lesson_number = 2",
        args: [url, captions],
      },
    ]);
  await setVideo("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
  try {
    await page.goto("/courses/financial-masterclass/lesson/2");
    const frame = page.locator("iframe");
    await expect(frame).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ");
    const box = (await frame.boundingBox())!;
    expect(box.width / box.height).toBeCloseTo(16 / 9, 1);
    const text = (await page.getByTestId("lesson-content").boundingBox())!;
    expect(box.y).toBeLessThan(text.y);
    await expect(frame).toHaveAccessibleDescription(/The lesson text below covers everything in the video/);
    await expect(page.getByRole("link", { name: "Skip the video: read the lesson text instead" })).toHaveAttribute("href", "#lesson-text");
    // axe on this page in js-off renders it in a context of its own, which the stub does not cover.
    if (javaScriptEnabled !== false) await expectAccessible();

    // A video file plays in the page's own player: controls, captions, no autoplay, the link inside
    // as the fallback, and it fits a 320 px phone.
    await setVideo(`${E2E_MEDIA_ORIGIN}/masterclass-2.webm`, `${E2E_MEDIA_ORIGIN}/masterclass-2.en.vtt`);
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto("/courses/financial-masterclass/lesson/2");
    const video = page.locator("video");
    await expect(video).toHaveAttribute("controls", "");
    await expect(video).not.toHaveAttribute("autoplay");
    await expect(video.locator("source")).toHaveAttribute("src", `${E2E_MEDIA_ORIGIN}/masterclass-2.webm`);
    await expect(video.locator("track")).toHaveAttribute("kind", "captions");
    // The fallback is in the markup for browsers that cannot play it (so not in this one's accessibility tree).
    await expect(video.locator("a", { hasText: "Download the video for this lesson" })).toHaveAttribute(
      "href",
      `${E2E_MEDIA_ORIGIN}/masterclass-2.webm`,
    );
    await expect(page.locator("iframe")).toHaveCount(0);
    const player = (await video.boundingBox())!;
    expect(player.x + player.width).toBeLessThanOrEqual(320);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    if (javaScriptEnabled !== false) {
      expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
      await expectAccessible();
    }
  } finally {
    await setVideo(null);
  }
  await page.goto("/courses/financial-masterclass/lesson/2");
  await expect(page.locator("iframe")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Watch the video for this lesson" })).toHaveCount(0);
});

test("the catalogue does not call the courses video courses while no lesson has a video", async ({ page }) => {
  for (const path of ["/", "/courses", "/courses/budget-bootcamp"]) {
    await page.goto(path);
    await expect(page.getByRole("main")).not.toContainText(/video/i);
    expect(await page.locator('meta[name="description"]').getAttribute("content"), path).not.toMatch(/video/i);
  }
});
