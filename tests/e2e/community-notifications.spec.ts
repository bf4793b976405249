/**
 * Reply notifications in the browser, with and without JavaScript (issue 25 item 6): a member who
 * follows a thread is emailed about a reply, opens the email's unsubscribe link (the page changes
 * nothing until its button is pressed), unsubscribes, and switches the emails back on in Settings; a
 * mail client's one-click POST works without a cookie from another site; Follow and Unfollow.
 *
 * Posting is another part's: these tests write the thread and the reply into the server's database,
 * then run what posting runs after a reply commits (`notifyFollowersOfPost`) over that database, with a
 * mailer that keeps the email for the test to open. The two learners' conversation through the pages
 * (the second gets one email and unsubscribes in one click) is tested with posting.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { request as playwrightRequest } from "@playwright/test";
import { notifyFollowersOfPost } from "~/features/community/notifications.server";
import type { MailMessage } from "~/lib/services/mail";
import { createDatabase } from "../../db/client";
import { openDatabase } from "../../db/node-client";
import { parseSettings } from "../../server/settings";
import { NODE_ORIGIN } from "../support/ports";
import { grantAccess, writeToServerDatabase } from "./access";
import { expect, test } from "./fixtures";
import { E2E_DATABASE, uniqueEmail } from "./mail";
import { signUpAndSignIn } from "./signed-in";

/** The e2e server's SESSION_SECRET (tests/playwright.config.ts): the emailed token must be signed as the server signs it. */
const E2E_SESSION_SECRET = "e2e-secret-e2e-secret-e2e-secret-e2e";
const USER = "(select id from users where email = ?)";

// A sign-up, and pages checked with axe (twice each without JavaScript).
test.describe.configure({ timeout: 180_000 });

/** A space thread started (and followed) by `starterEmail`, and a reply in it by a second member; returns their ids. */
async function threadWithReply(starterEmail: string) {
  const run = crypto.randomUUID().slice(0, 8);
  const thread = `e2e-thread-${run}`;
  const replier = crypto.randomUUID();
  const now = Date.now();
  await writeToServerDatabase([
    {
      sql: "insert into users (id, email, password_hash, email_verified_at, country, created_at) values (?, ?, 'unused', ?, 'CA', ?)",
      args: [replier, uniqueEmail("replier"), now, now],
    },
    { sql: "insert into profiles (id, first_name, last_name, updated_at) values (?, 'Ben', 'Replier', ?)", args: [replier, now] },
    {
      sql: `insert into community_threads (id, kind, category, title, author_id, post_count, last_post_number, last_post_at, created_at)
            values (?, 'space', 'budgeting', ?, ${USER}, 2, 2, ?, ?)`,
      args: [thread, `Irregular income ${run}`, starterEmail, now, now],
    },
    {
      sql: `insert into community_posts (id, thread_id, post_number, author_id, body_markdown, body_html, body_hash, created_at)
            values (?, ?, 1, ${USER}, 'How do you budget?', '<p>How do you budget?</p>', ?, ?)`,
      args: [`${thread}-1`, thread, starterEmail, `${thread}-1`, now],
    },
    {
      sql: `insert into community_posts (id, thread_id, post_number, author_id, body_markdown, body_html, body_hash, created_at)
            values (?, ?, 2, ?, 'Keep a **buffer** month.', '<p>Keep a <strong>buffer</strong> month.</p>', ?, ?)`,
      args: [`${thread}-2`, thread, replier, `${thread}-2`, now],
    },
    { sql: `insert into community_follows (user_id, thread_id, following) values (${USER}, ?, 1)`, args: [starterEmail, thread] },
  ]);
  return { thread, title: `Irregular income ${run}`, reply: `${thread}-2` };
}

/** What posting runs after the reply commits, over the server's database; returns the email sent to `to`. */
async function notifyAbout(thread: string, postId: string, to: string): Promise<MailMessage | undefined> {
  const client = await openDatabase(`file:${E2E_DATABASE}`);
  const sent: MailMessage[] = [];
  const background: Promise<unknown>[] = [];
  try {
    const context = {
      settings: parseSettings({ TURSO_DATABASE_URL: `file:${E2E_DATABASE}`, SESSION_SECRET: E2E_SESSION_SECRET, SITE_URL: NODE_ORIGIN }),
      db: createDatabase(client, { count: 0 }),
      mailer: { send: async (message: MailMessage) => void sent.push(message) },
      waitUntil: (promise: Promise<unknown>) => void background.push(promise),
    } as unknown as AppLoadContext;
    await notifyFollowersOfPost(context, { threadId: thread, postId });
    await Promise.all(background);
  } finally {
    client.close();
  }
  return sent.find((message) => message.to === to);
}

function linkIn(header: string | undefined): string {
  const url = new URL(/^<([^>]+)>$/.exec(header ?? "")![1]!);
  return url.pathname + url.search;
}

test("a member emailed about a reply unsubscribes from the email's link, then switches the emails back on in Settings", async ({
  page,
  visit,
  expectAccessible,
}) => {
  const email = await signUpAndSignIn(page, "CA");
  await grantAccess(email, { plan: "basic" });
  const { thread, title, reply } = await threadWithReply(email);

  const message = await notifyAbout(thread, reply, email);
  expect(message?.subject).toBe(`New reply in "${title}"`);
  expect(message?.text).toContain(`Ben Replier replied in "${title}":`);
  expect(message?.text).toContain("You're getting this because you follow this thread.");
  expect(message?.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  const link = linkIn(message?.headers?.["List-Unsubscribe"]);

  // Opening the link (as a mail scanner would) switches nothing off.
  await visit(link);
  await expect(page.getByRole("heading", { level: 1, name: "Unsubscribe" })).toBeVisible();
  await expect(page.getByTestId("unsubscribe")).toContainText(`You follow "${title}".`);
  await visit("/dashboard/settings");
  const box = page.getByLabel("Email me when someone replies in a community thread I follow");
  await expect(box).toBeChecked();

  await page.goto(link);
  await page.getByRole("button", { name: "Stop all community reply emails" }).click();
  await expect(page.getByRole("status")).toHaveText("You won't get community reply emails any more.");
  await expectAccessible();
  await page.getByRole("link", { name: "Go to notification settings" }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings#section-notifications$/);
  await expect(box).not.toBeChecked();

  await box.check();
  await page.getByRole("button", { name: "Save Notifications" }).click();
  await expect(page.getByTestId("toast")).toContainText("Notifications saved");
  await page.reload();
  await expect(box).toBeChecked();
});

test.describe("a bad link", () => {
  // The page answers 400, which the browser logs.
  test.use({ allowedConsoleErrors: [/status of 400/] });

  test("a bad unsubscribe link says so clearly", async ({ page, expectAccessible }) => {
    const response = await page.goto("/community/unsubscribe?token=cut-off");
    expect(response?.status()).toBe(400);
    await expect(page.getByTestId("unsubscribe")).toContainText("This unsubscribe link is not valid");
    await expectAccessible();
  });
});

test("a mail client's one-click POST, without a cookie and from another site, switches the emails off", async ({ page }) => {
  const email = await signUpAndSignIn(page, "US");
  await grantAccess(email, { plan: "basic" });
  const { thread, reply } = await threadWithReply(email);
  const link = linkIn((await notifyAbout(thread, reply, email))?.headers?.["List-Unsubscribe"]);

  const mailClient = await playwrightRequest.newContext({ baseURL: NODE_ORIGIN });
  const answer = await mailClient.post(link, { form: { "List-Unsubscribe": "One-Click" }, headers: { Origin: "https://mail.example" } });
  expect(answer.status()).toBe(200);
  await mailClient.dispose();

  await page.goto("/dashboard/settings");
  await expect(page.getByLabel("Email me when someone replies in a community thread I follow")).not.toBeChecked();
  // Nothing more is sent about the thread once the emails are off.
  await writeToServerDatabase([{ sql: "update community_follows set last_emailed_at = null where thread_id = ?", args: [thread] }]);
  expect(await notifyAbout(thread, reply, email)).toBeUndefined();
});

test("a member follows and unfollows a thread; a member without the community cannot", async ({ page }) => {
  const email = await signUpAndSignIn(page, "CA");
  const starter = uniqueEmail("starter");
  await writeToServerDatabase([
    {
      sql: "insert into users (id, email, password_hash, email_verified_at, country, created_at) values (?, ?, 'unused', ?, 'CA', ?)",
      args: [crypto.randomUUID(), starter, Date.now(), Date.now()],
    },
  ]);
  const { thread } = await threadWithReply(starter);
  const follow = (following: "1" | "0") =>
    page.request.post(`/community/t/${thread}/follow`, { form: { following, returnTo: `/community/t/${thread}` }, maxRedirects: 0 });
  const followRow = async () => {
    const client = await openDatabase(`file:${E2E_DATABASE}`);
    try {
      const rows = await client.execute({
        sql: `select following from community_follows where thread_id = ? and user_id = ${USER}`,
        args: [thread, email],
      });
      return rows.rows[0]?.following ?? null;
    } finally {
      client.close();
    }
  };

  // Without a plan that includes the community, the thread is not theirs to follow.
  expect((await follow("1")).status()).toBe(404);
  expect(await followRow()).toBeNull();

  await grantAccess(email, { plan: "basic" });
  const followed = await follow("1");
  expect(followed.status()).toBe(302);
  expect(followed.headers().location).toBe(`/community/t/${thread}`);
  expect(await followRow()).toBe(1);
  const unfollowed = await follow("0");
  expect(unfollowed.status()).toBe(302);
  expect(await followRow()).toBe(0);
});
