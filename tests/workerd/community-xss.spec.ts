import { signedInAs } from "../e2e/signed-in";
import { WORKERD_SERVER } from "../support/arrange";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { threadPath } from "~/features/community/paths";
import { postHtmlProblems, XSS_CORPUS } from "~/features/community/domain/xss-corpus";
import { uniqueEmail } from "../e2e/mail";

import { withWorkerDatabase, writeToWorkerDatabase } from "../support/worker-database";

const USER = "(select id from users where email = ?)";
const DAY = 86_400_000;

// One reply per corpus body, through the Worker's own posting action.
test.describe.configure({ timeout: 300_000 });

/**
 * A confirmed member of more than a day with a plan, signed in on `page`, and a members' space thread
 * of theirs with one opening post; `reply` posts a body through the thread page's own reply form, as
 * the Worker renders it (its address, hidden fields and body field).
 */
async function memberWithThread(page: Page, title: string) {
  const email = uniqueEmail("workerd-xss");
  await signedInAs(page, email, { server: WORKERD_SERVER });

  const threadId = crypto.randomUUID();
  const now = Date.now();
  await writeToWorkerDatabase([
    // A member of more than a day, so the new-account rule lets them post.
    { sql: `update users set created_at = ? where email = ?`, args: [now - 2 * DAY, email] },
    {
      sql: `insert into subscribers (user_id, subscribed, subscription_tier, subscription_end, updated_at) values (${USER}, 1, 'basic', ?, ?)`,
      args: [email, now + 30 * DAY, now],
    },
    {
      sql: `insert into community_threads (id, kind, category, title, author_id, post_count, last_post_number, last_post_at, created_at)
            values (?, 'space', 'budgeting', ?, ${USER}, 1, 1, ?, ?)`,
      args: [threadId, title, email, now, now],
    },
    {
      sql: `insert into community_posts (id, thread_id, post_number, author_id, body_markdown, body_html, body_hash, created_at)
            values (?, ?, 1, ${USER}, 'Replies follow.', '<p>Replies follow.</p>', ?, ?)`,
      args: [crypto.randomUUID(), threadId, email, threadId, now - 2 * DAY],
    },
  ]);

  expect((await page.goto(threadPath(threadId)))?.status(), "the thread page").toBe(200);
  const form = await page
    .locator("form:has(textarea)")
    .last()
    .evaluate((element: HTMLFormElement) => ({
      action: element.getAttribute("action") ?? "",
      fields: [...new FormData(element)].map(([name, value]) => [name, String(value)] as const),
      body: element.querySelector("textarea")!.name,
    }));
  const action = form.action || threadPath(threadId);
  const reply = async (markdown: string) => {
    const fields = Object.fromEntries([...form.fields.filter(([name]) => name !== form.body), [form.body, markdown]]);
    const response = await page.request.post(action, { form: fields, maxRedirects: 0 });
    expect(response.status(), markdown).toBeLessThan(400);
    // The abuse limits count recent posts: move this member's posts back past them.
    await writeToWorkerDatabase([
      { sql: `update community_posts set created_at = created_at - ? where author_id = ${USER}`, args: [2 * DAY, email] },
    ]);
  };
  return { threadId, reply };
}

const storedReplies = (threadId: string) =>
  withWorkerDatabase((client) =>
    client.execute({
      sql: "select body_markdown, body_html from community_posts where thread_id = ? and post_number > 1 order by post_number",
      args: [threadId],
    }),
  );

/**
 * The XSS corpus through the production Worker build's posting flow (issue 25 item 3, ADR 036): a
 * member replies with each hostile body using the thread page's own reply form, and the HTML the
 * Worker stored for it holds only the allowed tags and links, and never equals what was typed. The
 * same corpus runs in vitest (post-html.test.ts) and through the bundled renderer in workerd
 * (tests/integration/community-xss-workerd.test.ts).
 */
test("every body of the XSS corpus is stored inert by the Worker", async ({ page }) => {
  const { threadId, reply } = await memberWithThread(page, "XSS corpus");
  for (const markdown of XSS_CORPUS) await reply(markdown);

  const stored = await storedReplies(threadId);
  // Compared row by row, not looked up by text: the posting code may trim what was typed.
  expect(stored.rows).toHaveLength(XSS_CORPUS.length);
  for (const row of stored.rows) {
    const markdown = String(row.body_markdown);
    const html = String(row.body_html);
    expect(html, markdown).not.toBe(markdown);
    expect(XSS_CORPUS, markdown).not.toContain(html);
    expect(postHtmlProblems(html), markdown).toEqual([]);
  }

  // And the page that serves them holds no handler and no script of a post's making.
  await page.goto(threadPath(threadId));
  expect(await page.locator("article script, article img, article iframe, article svg, [onerror], [onclick], [onload]").count()).toBe(0);
});

/**
 * Control characters through the Worker's posting flow (issue 36 item 5): a NUL was stored as typed and
 * the database read the post's HTML back only up to it, so its open `<strong>` wrapped the replies after
 * it and the footer. The thread is read here as a browser without JavaScript parses it.
 */
test("a NUL in a post is stored as U+FFFD by the Worker, and the thread it serves stays well formed", async ({ page, browser }) => {
  const { threadId, reply } = await memberWithThread(page, "Control characters");
  await reply("**bold\u0000 text**\u0007 and\u001b[31m more\u007f");
  await reply("The reply after it.");
  expect((await storedReplies(threadId)).rows.map((row) => String(row.body_markdown))).toEqual([
    "**bold\uFFFD text** and[31m more",
    "The reply after it.",
  ]);

  const withoutScript = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
  const thread = await withoutScript.newPage();
  expect((await thread.goto(threadPath(threadId)))?.status()).toBe(200);
  expect(await thread.locator("#post-2 .post-body").innerHTML()).toBe("<p><strong>bold\uFFFD text</strong> and[31m more</p>");
  const outside = await thread
    .locator("strong")
    .evaluateAll((strongs) => strongs.filter((strong) => !strong.closest("#post-2 .post-body")).map((strong) => strong.textContent));
  expect(outside).toEqual([]);
  expect(await thread.locator("#post-3 .post-body").innerHTML()).toBe("<p>The reply after it.</p>");
  await withoutScript.close();
});
