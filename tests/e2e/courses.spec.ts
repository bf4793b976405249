import { loadLessonSources } from "../../content/compile";
import { parseRoundTrips } from "../../server/app-handler";
import { grantAccess } from "./access";
import { expect, followLink, test } from "./fixtures";
import { signUpAndSignIn } from "./signed-in";

// A visitor who opens a lesson is answered 401 ('Login Required'); browsers log that status.
test.use({ allowedConsoleErrors: [/status of 401/] });

const COURSE_PAGES = [
  ["budget-bootcamp", "7-Day Budget Bootcamp", 7],
  ["debt-challenge", "Debt-Free in 90 Days Challenge", 4],
  ["financial-masterclass", "Moneywise Masterclass", 6],
] as const;

test("course pages list their lessons from the database, each opening its lesson page", async ({ page, visit }) => {
  const lessons = await loadLessonSources();
  for (const [slug, title, count] of COURSE_PAGES) {
    await visit(`/courses/${slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    const items = page.getByRole("list", { name: "Lessons" }).getByRole("listitem");
    await expect(items).toHaveCount(count);
    const titles = lessons.filter((lesson) => lesson.courseId === slug).map((lesson) => lesson.title);
    for (const [index, lessonTitle] of titles.entries()) await expect(items.nth(index)).toContainText(lessonTitle);
    // The last lesson's link opens that lesson: a visitor meets the gate, which names it.
    await items.last().getByRole("link").click();
    await expect(page).toHaveURL(new RegExp(`/courses/${slug}/lesson/${count}$`));
    await expect(page.getByRole("heading", { level: 1, name: "Login Required" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText(titles.at(-1)!);
  }
});

test("the 7-day course shows a progress bar, its lessons and a pricing side card", async ({ page, visit }) => {
  await visit("/courses/budget-bootcamp");
  const progress = page.getByRole("progressbar", { name: "Your progress" });
  await expect(progress).toHaveAttribute("value", "0");
  await expect(progress).toHaveAttribute("max", "7");
  await expect(page.getByText("0 of 7 lessons complete")).toBeVisible();
  const side = page.getByRole("complementary");
  await expect(side.getByText("US$47", { exact: true })).toBeVisible();
  await expect(side.getByRole("button", { name: "Buy Course" })).toBeVisible();
  await expect(side).toContainText("30-day money-back guarantee");
});

test("the debt challenge shows results, the four phases, inclusions and its guarantee", async ({ page, visit }) => {
  await visit("/courses/debt-challenge");
  await expect(page.getByRole("heading", { name: "What you will have by day 90" })).toBeVisible();
  const phases = page.getByRole("list", { name: "Lessons" }).getByRole("listitem");
  for (const [index, days] of ["Days 1-14", "Days 15-45", "Days 46-75", "Days 76-90"].entries()) {
    await expect(phases.nth(index)).toContainText(`Phase ${index + 1} (${days})`);
  }
  await expect(page.getByRole("heading", { name: "What is included" })).toBeVisible();
  await expect(page.getByText("Scripts for calling creditors").first()).toBeVisible();
  const guarantee = page.getByRole("region", { name: "Your money back if you eliminate less than $5,000 of debt" });
  await expect(guarantee).toContainText("eliminated less than $5,000 of debt, we refund the course");
  await expect(page.getByRole("complementary").getByText("US$97", { exact: true })).toBeVisible();
});

test("the masterclass shows six monthly lessons of 8 parts, premium features, VIP benefits and its guarantee", async ({ page, visit }) => {
  await visit("/courses/financial-masterclass");
  await expect(page.getByRole("heading", { name: "Six monthly lessons, 48 parts" })).toBeVisible();
  const months = page.getByRole("list", { name: "Lessons" }).getByRole("listitem");
  await expect(months).toHaveCount(6);
  for (let month = 0; month < 6; month++) {
    await expect(months.nth(month)).toContainText(`Month ${month + 1}`);
    await expect(months.nth(month)).toContainText("8 parts");
  }
  await expect(page.getByRole("heading", { name: "Premium features" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "VIP benefits" })).toBeVisible();
  await expect(page.getByRole("region", { name: /money back/ })).toContainText("no improvement in your finances within 90 days");
  await expect(page.getByRole("complementary").getByText("US$197", { exact: true })).toBeVisible();
});

test("each course's buy button asks a visitor to log in to purchase", async ({ page, visit }) => {
  for (const [slug] of COURSE_PAGES) {
    await visit(`/courses/${slug}`);
    await page.getByRole("button", { name: "Buy Course" }).click();
    await expect(page).toHaveURL(new RegExp(`/courses/${slug}$`));
    const toast = page.getByTestId("toast");
    await expect(toast).toContainText("Authentication Required");
    await expect(toast).toContainText("Please log in to purchase this course.");
  }
});

test("the catalogue shows each course card with its facts and both links", async ({ page, visit }) => {
  await visit("/courses");
  await expect(page.getByRole("heading", { level: 1, name: "Courses" })).toBeVisible();
  const cards = page.locator("main article").filter({ has: page.getByRole("link", { name: /^Free Preview/ }) });
  await expect(cards).toHaveCount(3);
  for (const [index, [slug, title]] of COURSE_PAGES.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole("heading", { level: 3 })).toHaveText(title);
    await followLink(page, card.getByRole("link", { name: `View Course: ${title}` }), `/courses/${slug}`, title);
    await followLink(
      page,
      card.getByRole("link", { name: `Free Preview: ${title}` }),
      `/courses/${slug}?preview=true`,
      `Free preview: ${title}`,
    );
    // No hand-typed count: a course's learners appear only past the threshold (ADR 034), far above the e2e site's.
    await expect(card.getByText(/^[\d,]+\+ (students|learners)$/)).toHaveCount(0);
    // No course has five shown reviews here: no rating, no stars, no count (ADR 033).
    await expect(card.getByTestId("course-rating")).toHaveCount(0);
  }
  for (const level of ["Beginner", "Intermediate", "Advanced"]) await expect(page.getByText(level, { exact: true })).toBeVisible();
  await expect(cards.nth(0).getByText("Start here")).toBeVisible();
  await expect(cards.nth(1).getByText("Start here")).toHaveCount(0);
  await expect(cards.nth(0)).toContainText("US$47");
  await expect(cards.nth(0)).toContainText("Lifetime access");
  await expect(cards.nth(0)).toContainText("7 days");
});

test("the catalogue shows the three learning paths with their savings and a call to action", async ({ page, visit }) => {
  await visit("/courses");
  const paths = page.getByRole("region", { name: "Save when you take courses together" }).getByRole("article");
  await expect(paths).toHaveCount(3);
  const expected = [
    ["Debt-Free Foundations", "Save 15%", "US$122.40", "US$144"],
    ["Wealth Builder", "Save 20%", "US$195.20", "US$244"],
    ["Complete Financial Freedom", "Save 25%", "US$255.75", "US$341"],
  ];
  for (const [index, texts] of expected.entries()) {
    for (const text of texts) await expect(paths.nth(index)).toContainText(text);
  }
  await paths.nth(2).getByRole("link", { name: "Debt-Free in 90 Days Challenge" }).click();
  await expect(page).toHaveURL(/\/courses\/debt-challenge$/);

  await page.goto("/courses");
  const cta = page.getByRole("region", { name: "Not sure where to start?" });
  await followLink(page, cta.getByRole("link", { name: "Start with the Budget Bootcamp" }), "/courses/budget-bootcamp", "7-Day Budget Bootcamp");
  await cta.getByRole("link", { name: "Compare plans" }).click();
  await expect(page).toHaveURL(/\/#pricing$/);
});

test("a learning path's card shows what checkout charges for the courses left, and says when every course is owned", async ({ page, visit }) => {
  const email = await signUpAndSignIn(page, "CA");
  await grantAccess(email, { product: "budget-bootcamp" });
  // The learner's courses are read with the session: still one round trip.
  const signedIn = await page.request.get("/courses");
  expect(parseRoundTrips(signedIn.headers()["server-timing"] ?? null)).toBe(1);
  await visit("/courses");
  const paths = page.getByRole("region", { name: "Save when you take courses together" });
  const wealthBuilder = paths.getByRole("article", { name: "Wealth Builder" });
  // The Masterclass alone, 20% off (CA$249 → CA$199.20), not the whole path's CA$246.40.
  await expect(wealthBuilder).toContainText("CA$199.20");
  await expect(wealthBuilder).not.toContainText("CA$246.40");
  await expect(wealthBuilder).toContainText("You own 7-Day Budget Bootcamp");
  await wealthBuilder.getByRole("button", { name: "Buy Wealth Builder" }).click();
  await expect(page.getByTestId("checkout-total")).toHaveText("199.20 CAD");

  await grantAccess(email, { product: "debt-elimination-challenge" });
  await visit("/courses");
  const foundations = paths.getByRole("article", { name: "Debt-Free Foundations" });
  await expect(foundations).toContainText("You own every course in this path");
  await expect(foundations.getByRole("button", { name: /Buy/ })).toHaveCount(0);
  await foundations.getByRole("link", { name: "Debt-Free in 90 Days Challenge" }).click();
  await expect(page).toHaveURL(/\/courses\/debt-challenge$/);
  await expect(page.getByText("You own this course")).toBeVisible();
});

test("the free preview shows the outline and the first lesson's opening, and no paid content", async ({ page, visit }) => {
  const lessons = (await loadLessonSources()).filter((lesson) => lesson.courseId === "budget-bootcamp");
  const first = lessons[0]!;
  await visit("/courses");
  await page.getByRole("link", { name: "Free Preview: 7-Day Budget Bootcamp" }).click();
  await expect(page).toHaveURL(/\/courses\/budget-bootcamp\?preview=true$/);
  await expect(page.getByRole("heading", { level: 1, name: "Free preview: 7-Day Budget Bootcamp" })).toBeVisible();

  await expect(page.getByRole("list", { name: "Lessons" }).getByRole("listitem")).toHaveCount(7);
  const opening = page.getByTestId("lesson-opening");
  await expect(opening).toContainText("Most people who say");
  await expect(page.getByText("The rest of this lesson and the other 6 lessons are part of the course.")).toBeVisible();

  // Nothing past the opening reaches the browser: not in the HTML, not in the data Remix sends along.
  const html = await page.content();
  const firstSectionHeading = /^## (.+)$/m.exec(first.content)![1]!;
  expect(html).not.toContain(firstSectionHeading);
  expect(html).not.toContain("Your action steps");
  for (const lesson of lessons.slice(1)) expect(html).not.toContain(lesson.content.slice(0, 80));

  await page.getByRole("link", { name: "Back to course overview" }).click();
  await expect(page).toHaveURL(/\/courses\/budget-bootcamp$/);
});

test("/courses/{id}/lessons/{n} permanently redirects to /courses/{id}/lesson/{n}", { tag: "@http" }, async ({ request }) => {
  for (const [from, to] of [
    ["/courses/budget-bootcamp/lessons/3", "/courses/budget-bootcamp/lesson/3"],
    ["/courses/debt-challenge/lessons/1?ref=mail", "/courses/debt-challenge/lesson/1?ref=mail"],
  ]) {
    const response = await request.get(from!, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(response.headers()["location"]).toBe(to);
  }
});
