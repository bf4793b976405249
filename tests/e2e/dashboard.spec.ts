import type { Page } from "@playwright/test";
import { loadLessonSources } from "../../content/compile";
import { parseRoundTrips } from "../../server/app-handler";
import { grantAccess } from "./access";
import { expect, followLink, goBack, test } from "./fixtures";
import { completedLessons, NODE_SERVER } from "../support/arrange";
import { openAccountMenu, signUpAndSignIn } from "./signed-in";
import { uploadPhoto } from "./avatars";

/** Follows a sidebar link and checks the screen: its heading, one round trip, private, accessible. */
async function openSection(page: Page, link: string, heading: string, expectAccessible: () => Promise<void>) {
  const response = page.waitForResponse(
    (candidate) => candidate.request().method() === "GET" && new URL(candidate.url()).pathname.startsWith("/dashboard"),
  );
  await page.getByRole("navigation", { name: "Dashboard sections" }).getByRole("link", { name: link, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  const answer = await response;
  expect(answer.headers()["cache-control"]).toBe("private, no-store");
  expect(parseRoundTrips(answer.headers()["server-timing"] ?? null), link).toBe(1);
  await expectAccessible();
}

test("each learning screen of the dashboard shows the learner's real progress", async ({ page, expectAccessible }) => {
  const email = await signUpAndSignIn(page, "CA");
  await grantAccess(email, { product: "budget-bootcamp" });
  const lessons = (await loadLessonSources()).filter((lesson) => lesson.courseId === "budget-bootcamp");
  await completedLessons(NODE_SERVER, email, "budget-bootcamp", [1]);

  await page.goto("/dashboard");
  const resume = page.getByRole("region", { name: "Continue where you left off" });
  await expect(resume).toContainText("7-Day Budget Bootcamp");
  await expect(resume).toContainText(`Lesson 2: ${lessons[1]!.title}`);
  await resume.getByRole("link", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/courses\/budget-bootcamp\/lesson\/2$/);

  await page.goto("/dashboard/profile");
  await openSection(page, "My Courses", "My Courses", expectAccessible);
  const course = page.getByRole("main").getByRole("listitem").filter({ hasText: "7-Day Budget Bootcamp" });
  await expect(course).toContainText("Purchased");
  await expect(course).toContainText("1 of 7 lessons · 14%");
  await expect(page.getByRole("main").getByRole("listitem")).toHaveCount(1);

  await openSection(page, "Progress", "Learning Progress", expectAccessible);
  const overall = page.getByRole("region", { name: "Overall Progress" });
  for (const [label, value] of [
    ["Enrolled Courses", "1"],
    ["Lessons Completed", "1"],
    ["Overall Progress", "14%"],
  ]) {
    await expect(overall.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd")).toHaveText(value!);
  }
  const earned = page.getByRole("region", { name: "Achievements" });
  await expect(earned).toContainText("First Steps");
  await expect(earned).not.toContainText("Halfway There");
  const courseProgress = page.getByRole("region", { name: "Course Progress" });
  await courseProgress.getByRole("link", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/courses\/budget-bootcamp\/lesson\/2$/);

  await page.goto("/dashboard/progress");
  await openSection(page, "Achievements", "Achievements", expectAccessible);
  const list = page.getByRole("main").getByRole("listitem");
  await expect(list.filter({ hasText: "First Steps" })).toContainText(/Earned [A-Z][a-z]{2} \d{1,2}, \d{4}/);
  await expect(list.filter({ hasText: "Course Complete: 7-Day Budget Bootcamp" })).toContainText(
    "Not earned yet · Complete every lesson of 7-Day Budget Bootcamp",
  );
  await expect(list.filter({ hasText: "Halfway There" })).toContainText("Not earned yet");

  await openSection(page, "Overview", "Welcome back!", expectAccessible);
});

/**
 * What a learner without a course is offered on a dashboard screen: a free lesson and the four free tools.
 * The tools' links are one component on every screen: they are followed on the first screen (`follow`), and
 * on the others checked to lead to the same pages.
 */
async function expectWaysToStart(page: Page, { follow }: { follow: boolean }) {
  const main = page.getByRole("main");
  await expect(main).not.toContainText("0 of 0 lessons");
  await expect(main.getByRole("link", { name: /^Preview lesson 1\s*:\s*7-Day Budget Bootcamp$/ })).toHaveAttribute(
    "href",
    "/courses/budget-bootcamp?preview=true",
  );
  const tools = main.getByRole("region", { name: "Free money tools" }).getByRole("link");
  await expect(tools).toHaveCount(4);
  for (const [name, path] of [
    ["Budget Calculator", "/tools/budget-calculator"],
    ["Net Worth Tracker", "/tools/net-worth-tracker"],
    ["Debt Payoff Planner", "/tools/debt-payoff-planner"],
    ["Goal Tracker", "/tools/goal-tracker"],
  ] as const) {
    const link = tools.filter({ hasText: name });
    if (follow) await followLink(page, link, path, name);
    else await expect(link).toHaveAttribute("href", path);
  }
}

test("a learner without a course is shown where to start: a free lesson, the free tools and the courses", async ({ page, expectAccessible }) => {
  await signUpAndSignIn(page, "US");
  await page.goto("/dashboard");
  // The Overview: no zero tiles and nothing to continue, but ways to start.
  await expect(page.getByRole("heading", { level: 1, name: "Welcome back!" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Continue where you left off" })).toHaveCount(0);
  await expect(page.getByRole("main").getByText("Enrolled Courses")).toHaveCount(0);
  await expectWaysToStart(page, { follow: true });
  await expectAccessible();
  await page.getByRole("link", { name: /^Preview lesson 1\s*:\s*7-Day Budget Bootcamp$/ }).click();
  await expect(page).toHaveURL(/\/courses\/budget-bootcamp\?preview=true$/);
  await expect(page.getByRole("heading", { level: 1, name: /7-Day Budget Bootcamp/ })).toBeVisible();

  await page.goto("/dashboard/courses");
  await expect(page.getByText("No courses enrolled")).toBeVisible();
  await expectWaysToStart(page, { follow: false });
  await expectAccessible();

  await page.goto("/dashboard/progress");
  await expect(page.getByText("No courses enrolled")).toBeVisible();
  await expect(page.getByText("Purchase a course or subscribe to start learning")).toBeVisible();
  await expect(page.getByRole("region", { name: "Overall Progress" })).toHaveCount(0);
  await expectWaysToStart(page, { follow: false });
  await expectAccessible();
  await page.getByRole("main").getByRole("link", { name: "Goal Tracker" }).click();
  await expect(page).toHaveURL(/\/tools\/goal-tracker$/);
  await goBack(page);
  await page.getByRole("region", { name: "Course Progress" }).getByRole("link", { name: "Browse Courses" }).click();
  await expect(page).toHaveURL(/\/courses$/);
});

test("the Overview, Progress and the course page send a learner who completed lessons 1, 2 and 4 to lesson 3", async ({
  page,
  expectAccessible,
}) => {
  const email = await signUpAndSignIn(page, "CA");
  await grantAccess(email, { product: "budget-bootcamp" });
  const lessons = (await loadLessonSources()).filter((lesson) => lesson.courseId === "budget-bootcamp");
  // Lesson 4 is completed last: the lesson after the latest completion (5) is not where the learner carries on.
  await completedLessons(NODE_SERVER, email, "budget-bootcamp", [1, 2, 4]);
  const lessonThree = /\/courses\/budget-bootcamp\/lesson\/3$/;

  await page.goto("/dashboard");
  const resume = page.getByRole("region", { name: "Continue where you left off" });
  await expect(resume).toContainText(`Lesson 3: ${lessons[2]!.title}`);
  await expectAccessible();
  await resume.getByRole("link", { name: "Continue" }).click();
  await expect(page).toHaveURL(lessonThree);

  await page.goto("/dashboard/courses");
  const card = page.getByRole("main").getByRole("listitem").filter({ hasText: "7-Day Budget Bootcamp" });
  await expect(card).toContainText(`Up next: Lesson 3: ${lessons[2]!.title}`);
  await card.getByRole("link", { name: "Continue" }).click();
  await expect(page).toHaveURL(lessonThree);

  await page.goto("/dashboard/progress");
  await page.getByRole("region", { name: "Course Progress" }).getByRole("link", { name: "Continue" }).click();
  await expect(page).toHaveURL(lessonThree);

  await page.goto("/courses/budget-bootcamp");
  await page.getByRole("link", { name: "Continue with lesson 3" }).click();
  await expect(page).toHaveURL(lessonThree);
});

test("the dashboard has its own top bar, not the site's header and footer, with an account menu that works with and without JavaScript", async ({
  page,
  expectAccessible,
}) => {
  const email = await signUpAndSignIn(page, "US");
  await page.goto("/dashboard");
  await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  const topBar = page.getByRole("banner");
  await expect(topBar.getByRole("link", { name: "Moneywise" })).toHaveAttribute("href", "/");
  await expect(topBar.getByRole("navigation", { name: "Site" }).getByRole("link", { name: "Courses" })).toHaveAttribute("href", "/courses");
  await expect(topBar.getByRole("navigation", { name: "Site" }).getByRole("link", { name: "Tools" })).toHaveAttribute("href", "/tools");
  await expect(topBar.getByRole("button", { name: "Log out" })).toBeHidden();

  const menu = await openAccountMenu(page);
  await expect(menu).toContainText("Ana Lopez");
  await expect(menu).toContainText(email);
  await expectAccessible();
  for (const [name, heading] of [
    ["Profile", "Profile Settings"],
    ["Settings", "Settings"],
    ["Purchases", "Purchase History"],
  ] as const) {
    await (await openAccountMenu(page)).getByRole("navigation", { name: "Account" }).getByRole("link", { name }).click();
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    // The menu is closed on the new page.
    await expect(topBar.getByRole("button", { name: "Log out" })).toBeHidden();
  }
  // On a phone the way back to the site is in the menu.
  await page.setViewportSize({ width: 390, height: 800 });
  await expect(topBar.getByRole("navigation", { name: "Site" })).toBeHidden();
  await (await openAccountMenu(page)).getByRole("navigation", { name: "Back to the site" }).getByRole("link", { name: "Tools" }).click();
  await expect(page).toHaveURL(/\/tools$/);
  // Outside the dashboard the site's header and footer are back.
  await expect(page.getByRole("banner").getByTestId("mobile-menu")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();

  await page.goto("/dashboard/achievements");
  await (await openAccountMenu(page)).getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("toast")).toContainText("Signed out");
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard$/);
});

test("the sidebar, the top bar and the profile preview show one display name, and the avatar over the initials", async ({ page }) => {
  await signUpAndSignIn(page, "CA");
  await page.goto("/dashboard");
  const sidebar = page.getByRole("complementary", { name: "Dashboard" });
  await expect(sidebar.getByTestId("display-name")).toHaveText("Ana Lopez");
  await expect(sidebar.getByTestId("initials")).toHaveText("AL");
  await expect(sidebar.getByTestId("avatar")).toHaveCount(0);

  await uploadPhoto(page);
  await page.getByLabel("First name").fill("Marie-Ève");
  await page.getByLabel("Last name").fill("Tremblay");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByTestId("toast")).toContainText("Profile updated successfully");
  await expect(page.getByTestId("display-name-preview")).toHaveText("Marie-Ève Tremblay");
  await expect(sidebar.getByTestId("display-name")).toHaveText("Marie-Ève Tremblay");
  await expect(sidebar.getByTestId("initials")).toHaveText("MT");
  const avatar = sidebar.getByTestId("avatar");
  const src = await avatar.getAttribute("src");
  expect(src).toMatch(/^\/avatars\/[\w-]+\/[0-9a-f]{64}$/);
  await expect(avatar).toHaveAttribute("alt", "");
  await expect.poll(() => avatar.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(64);
  await expect(page.getByRole("banner").locator("summary").getByTestId("avatar")).toHaveAttribute("src", src!);

  // Without names the display name is the part of the email before the @, everywhere.
  await page.getByLabel("First name").fill("");
  await page.getByLabel("Last name").fill("");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByTestId("toast")).toContainText("Profile updated successfully");
  const email = await page.getByLabel("Email", { exact: true }).inputValue();
  await expect(page.getByTestId("display-name-preview")).toHaveText(email.split("@")[0]!);
  await expect(sidebar.getByTestId("display-name")).toHaveText(email.split("@")[0]!);
});

test.describe("an avatar picture that cannot be loaded", () => {
  // The browser reports the failed picture in its console; that is the case under test.
  test.use({ allowedConsoleErrors: [/Failed to load resource/] });

  test("leaves the initials in its place", async ({ page }) => {
    await signUpAndSignIn(page, "US");
    // A page kept from before a new photo or its removal names a picture that is gone.
    await page.route("**/avatars/**", (route) => route.abort());
    await uploadPhoto(page);
    const sidebar = page.getByRole("complementary", { name: "Dashboard" });
    const avatar = sidebar.getByTestId("avatar");
    await expect.poll(() => avatar.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth === 0)).toBe(true);
    // A broken picture draws its ::after: the initials on the brand colour, over the broken-image icon.
    const fallback = await avatar.evaluate((image) => {
      const after = getComputedStyle(image, "::after");
      return { content: after.content, background: after.backgroundColor };
    });
    expect(fallback.background).toBe("rgb(6, 95, 70)");
    expect(fallback.content).toMatch(/attr\(data-initials\)|"AL"/);
    await expect(avatar).toHaveAttribute("data-initials", "AL");
  });
});

test.describe("the sidebar", () => {
  // A free account following Live Q&A, Coaching and Financial Plan gets their gates, which answer 403: the browser logs it.
  test.use({ allowedConsoleErrors: [/status of 403/] });

  test("the sidebar shows who is signed in, quick actions, and collapses by button and keyboard, remembered for 7 days", async ({
    page,
    javaScriptEnabled,
    expectAccessible,
  }) => {
    await signUpAndSignIn(page, "US");
    await page.goto("/dashboard");
    const sidebar = page.getByRole("complementary", { name: "Dashboard" });
    await expect(sidebar.getByTestId("display-name")).toHaveText("Ana Lopez");
    await expect(sidebar.getByTestId("initials")).toHaveText("AL");
    await expect(sidebar.getByTestId("plan-badge")).toHaveText("Free");
    await expect.poll(async () => Math.round((await sidebar.boundingBox())?.width ?? 0)).toBe(256);

    await page.getByRole("button", { name: "Collapse sidebar" }).click();
    await expect(sidebar).toHaveAttribute("data-state", "collapsed");
    await expect.poll(async () => Math.round((await sidebar.boundingBox())?.width ?? 0)).toBe(48);
    // Icon mode keeps every link named.
    await expect(sidebar.getByRole("link", { name: "Achievements" })).toBeVisible();
    await expectAccessible();
    // With JavaScript the choice is saved by a background post: wait for its cookie.
    const sidebarCookie = async () => (await page.context().cookies()).find((candidate) => candidate.name === "sidebar_state");
    await expect.poll(sidebarCookie).toBeDefined();
    const cookie = await sidebarCookie();
    const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    await page.reload();
    await expect(sidebar).toHaveAttribute("data-state", "collapsed");
    // The keyboard shortcut is offered only where it works.
    await expect(page.locator("kbd", { hasText: "Ctrl" })).toHaveCount(javaScriptEnabled === false ? 0 : 1);
    if (javaScriptEnabled === false) {
      await page.getByRole("button", { name: "Expand sidebar" }).click();
    } else {
      // The hint above shows once the page has hydrated, so the shortcut works now. The choice shows at
      // once; the reload below waits for the background post that saves it.
      const saved = page.waitForResponse((response) => response.request().method() === "POST");
      await page.keyboard.press("ControlOrMeta+b");
      await expect(sidebar).toHaveAttribute("data-state", "expanded");
      await saved;
    }
    await expect(sidebar).toHaveAttribute("data-state", "expanded");
    await page.reload();
    await expect(sidebar).toHaveAttribute("data-state", "expanded");

    await sidebar.getByRole("link", { name: "Financial Tools" }).click();
    await expect(page).toHaveURL(/\/tools$/);
    await goBack(page);
    await sidebar.getByRole("link", { name: "Browse Courses" }).click();
    await expect(page).toHaveURL(/\/courses$/);
    await goBack(page);
    // A free account sees what members talk about, and is told how to join.
    await sidebar.getByRole("link", { name: "Community" }).click();
    await expect(page).toHaveURL(/\/community$/);
    await expect(page.getByText("join a plan to read the posts and write your own")).toBeVisible();
    await goBack(page);
    // The plans' services: each gate says which plan brings it.
    await sidebar.getByRole("link", { name: "Live Q&A" }).click();
    await expect(page).toHaveURL(/\/live$/);
    await expect(page.getByRole("heading", { level: 1, name: "Live Q&A is part of Premium" })).toBeVisible();
    await goBack(page);
    await sidebar.getByRole("link", { name: "Coaching" }).click();
    await expect(page).toHaveURL(/\/coaching$/);
    await expect(page.getByRole("heading", { level: 1, name: "Coaching comes with Elite" })).toBeVisible();
    await goBack(page);
    // Issue 27's pages: saved plans and support for every account, the financial plan's Elite gate.
    const sections = page.getByRole("navigation", { name: "Dashboard sections" });
    await sections.getByRole("link", { name: "Saved Plans" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Saved Plans" })).toBeVisible();
    await expect(page.getByTestId("plan-allowance")).toHaveText("0 of 5 saved plans.");
    await sections.getByRole("link", { name: "Financial Plan" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "The personalised plan comes with Elite" })).toBeVisible();
    await sections.getByRole("link", { name: "Support" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Support" })).toBeVisible();
    // Issue 40's Review: nothing is due before a lesson's check has been taken.
    await sections.getByRole("link", { name: "Review", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Nothing to review right now" })).toBeVisible();
  });
});

test("below 768px the sidebar is a drawer that opens and closes", async ({ page, expectAccessible }) => {
  await signUpAndSignIn(page, "CA");
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/dashboard");
  const sidebar = page.getByRole("complementary", { name: "Dashboard" });
  await expect(sidebar).toBeHidden();
  await expect(page.getByRole("button", { name: /sidebar/ })).toBeHidden();

  await page.getByRole("link", { name: "Open dashboard menu" }).click();
  await expect(sidebar).toBeVisible();
  await expect.poll(async () => Math.round((await sidebar.boundingBox())?.width ?? 0)).toBe(288);
  await expectAccessible();
  await sidebar.getByRole("link", { name: "Close menu" }).click();
  await expect(sidebar).toBeHidden();

  await page.getByRole("link", { name: "Open dashboard menu" }).click();
  await sidebar.getByRole("link", { name: "My Courses" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "My Courses" })).toBeVisible();
  await expect(sidebar).toBeHidden();
});
