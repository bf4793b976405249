/**
 * Two learners hold a conversation in the members' space and under a lesson, with and without
 * JavaScript (issue 25 items 1, 2, 6, 8): a thread started with a Preview first, a reply that appears
 * (with JavaScript, without a reload and with the form emptied), names without emails, axe and phone
 * widths on every page; the second learner gets one email for the first's replies and unsubscribes
 * with one click. The refusals (limits, access, a double submit) are tested through the real
 * build in tests/integration/community-posts.test.ts.
 */
import { request as playwrightRequest, type Browser, type Page } from "@playwright/test";
import { NODE_ORIGIN } from "../support/ports";
import { communityMember as member } from "./access";
import { expect, test } from "./fixtures";
import { localOutbox } from "./mail";
import { signUpAndSignIn } from "./signed-in";

test.describe.configure({ timeout: 240_000 });

/** A second learner in a browser of their own, with JavaScript as the project has it. */
async function secondBrowser(browser: Browser, baseURL: string | undefined, javaScriptEnabled: boolean | undefined) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled, extraHTTPHeaders: { "X-Forwarded-For": "10.250.0.2" } });
  return { context, page: await context.newPage() };
}

/** Posts the reply form's text; with JavaScript the page stays and the form empties, without it the page reloads at the post. */
async function sendReply(page: Page, form: ReturnType<Page["locator"]>, text: string, javaScriptEnabled: boolean | undefined) {
  const before = page.url();
  await form.getByLabel("Your post").fill(text);
  await form.getByRole("button", { name: "Post", exact: true }).click();
  await expect(page.getByTestId("post").filter({ hasText: text })).toBeVisible();
  if (javaScriptEnabled !== false) {
    expect(page.url()).toBe(before);
    await expect(form.getByLabel("Your post")).toHaveValue("");
  } else {
    await expect(page.getByTestId("toast")).toContainText("Your post is up.");
  }
}

test("two members talk in the members' space", async ({ page, visit, expectAccessible, browser, baseURL, javaScriptEnabled }) => {
  const run = crypto.randomUUID().slice(0, 8);
  const title = `How do you split groceries? ${run}`;
  const opening = `We are two adults and a toddler, and groceries eat the budget (${run}).`;
  const answer = `Weekly cash envelope, ${run}: it stops the drift.`;
  const thanks = `Trying it this week, thanks (${run}).`;

  const anaEmail = await member(page);
  // The site's header leads a member to the community.
  await visit("/courses");
  await page.getByRole("banner").getByRole("link", { name: "Community" }).click();
  await expect(page).toHaveURL(/\/community$/);
  await page.getByRole("link", { name: "Start a thread" }).first().click();
  await expect(page.getByRole("heading", { name: "Start a thread" })).toBeVisible();
  await page.getByLabel("Category").selectOption("budgeting");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Your post").fill(`*${opening}*`);
  await page.getByRole("button", { name: "Preview" }).click();
  // The Preview shows the rendered text above the form, which keeps what was typed.
  await expect(page.getByTestId("post-preview")).toContainText(opening);
  await expect(page.getByLabel("Title")).toHaveValue(title);
  await expect(page.getByLabel("Your post")).toHaveValue(`*${opening}*`);
  await expectAccessible();
  await page.getByRole("button", { name: "Start the thread" }).click();
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await expect(page.getByTestId("toast")).toContainText("Your thread is up.");
  const threadUrl = new URL(page.url()).pathname;

  const ben = await secondBrowser(browser, baseURL, javaScriptEnabled);
  try {
    const benEmail = await member(ben.page);
    await ben.page.goto("/community/c/budgeting");
    await ben.page.getByRole("link", { name: title }).click();
    await expect(ben.page.getByTestId("post").filter({ hasText: opening })).toBeVisible();
    await sendReply(ben.page, ben.page.getByRole("region", { name: "Reply" }), answer, javaScriptEnabled);

    await visit(threadUrl);
    const reply = page.getByTestId("post").filter({ hasText: answer });
    await expect(reply.getByTestId("post-author")).toHaveText("Ana Lopez");
    await expect(page.locator("body")).not.toContainText(benEmail);
    await sendReply(page, page.getByRole("region", { name: "Reply" }), thanks, javaScriptEnabled);
    await expectAccessible();

    await ben.page.goto(threadUrl);
    await expect(ben.page.getByTestId("post")).toHaveCount(3);
    await expect(ben.page.locator("body")).not.toContainText(anaEmail);

    // Ben replied, so he follows the thread: Ana's two replies within the hour make one email.
    await visit(threadUrl);
    await sendReply(page, page.getByRole("region", { name: "Reply" }), `And a second thought (${run}).`, javaScriptEnabled);
    const toBen = async () => (await localOutbox()).filter((mail) => mail.to === benEmail && mail.subject.includes(title));
    await expect.poll(async () => (await toBen()).length).toBe(1);
    await page.waitForTimeout(1_000); // the second reply's email, were it sent, leaves after its response
    const [notification] = await toBen();
    expect(await toBen()).toHaveLength(1);
    expect(notification!.text).toContain(thanks);

    // One click in his mail client: a POST to the List-Unsubscribe link, with no cookie, from elsewhere.
    const link = /^<(.+)>$/.exec(notification!.headers?.["List-Unsubscribe"] ?? "")?.[1];
    expect(notification!.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const mailClient = await playwrightRequest.newContext({ baseURL: NODE_ORIGIN });
    try {
      const answer = await mailClient.post(link!, { form: { "List-Unsubscribe": "One-Click" }, headers: { Origin: "https://mail.example" } });
      expect(answer.status()).toBe(200);
    } finally {
      await mailClient.dispose();
    }
    await ben.page.goto("/dashboard/settings");
    await expect(ben.page.getByLabel("Email me when someone replies in a community thread I follow")).not.toBeChecked();
  } finally {
    await ben.context.close();
  }
});

test("two learners talk under a lesson, and a learner without the course sees none of it", async ({
  page,
  visit,
  browser,
  baseURL,
  javaScriptEnabled,
}) => {
  const run = crypto.randomUUID().slice(0, 8);
  const question = `Does the 50/30/20 split count savings before or after tax? (${run})`;
  const reply = `After tax: it splits take-home pay (${run}).`;
  const lesson = "/courses/budget-bootcamp/lesson/2";

  await member(page);
  await visit(lesson);
  const discussion = page.getByRole("region", { name: "Discussion" });
  await sendReply(page, discussion.getByRole("region", { name: "Add to the discussion" }), question, javaScriptEnabled);
  if (javaScriptEnabled === false) await expect(page).toHaveURL(new RegExp(`${lesson}#discussion$`));

  const ben = await secondBrowser(browser, baseURL, javaScriptEnabled);
  try {
    await member(ben.page);
    await ben.page.goto(`${lesson}#discussion`);
    const benDiscussion = ben.page.getByRole("region", { name: "Discussion" });
    await expect(benDiscussion.getByTestId("post").filter({ hasText: question })).toBeVisible();
    await sendReply(ben.page, benDiscussion.getByRole("region", { name: "Add to the discussion" }), reply, javaScriptEnabled);
  } finally {
    await ben.context.close();
  }
  // Both projects share the server's database, so the discussion may hold other runs' posts too.
  await visit(lesson);
  await expect(discussion.getByTestId("post").filter({ hasText: question })).toBeVisible();
  await expect(discussion.getByTestId("post").filter({ hasText: reply })).toBeVisible();

  // A learner whose account opens no course gets the lesson's gate, and nothing of the discussion.
  const outsider = await secondBrowser(browser, baseURL, javaScriptEnabled);
  try {
    await signUpAndSignIn(outsider.page, "US");
    const response = await outsider.page.goto(lesson);
    expect(response?.status()).toBe(403);
    await expect(outsider.page.locator("body")).not.toContainText(question);
    // Nor does the header offer the community to a learner whose plan does not include it.
    await expect(outsider.page.getByRole("banner").getByRole("link", { name: "Dashboard" })).toBeVisible();
    await expect(outsider.page.getByRole("banner").getByRole("link", { name: "Community" })).toHaveCount(0);
  } finally {
    await outsider.context.close();
  }
});
