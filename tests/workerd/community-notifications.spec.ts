import { createClient } from "@libsql/client";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { request as playwrightRequest } from "@playwright/test";
import { expect, test } from "./fixtures";
import { notifyFollowersOfPost } from "~/features/community/notifications.server";
import type { MailMessage } from "~/lib/services/mail";
import { createDatabase } from "../../db/client";
import { parseSettings } from "../../server/settings";
import { uniqueEmail } from "../e2e/mail";
import { BRIDGE_PORT, WORKERD_PORT } from "../support/ports";

/** The Worker's SESSION_SECRET and SITE_URL (tests/support/workerd-server.ts): the token is signed as the Worker signs it. */
const WORKER_SECRET = "workerd-test-secret-workerd-test-secret";
const WORKER_ORIGIN = `http://127.0.0.1:${WORKERD_PORT}`;

/**
 * One-click unsubscribe on the production Worker build in workerd: the token made for a reply
 * notification verifies with Web Crypto there, the page the link opens changes nothing, and a mail
 * client's cross-site POST without a cookie switches the emails off (reading and writing libSQL over
 * HTTP, as with Turso). The thread and reply are written into the Worker's database; the email is made
 * by what posting runs after a reply, over the same database.
 */
test("a reply notification's unsubscribe link works on the Worker: the page changes nothing, one click switches the emails off", async ({
  page,
}) => {
  const client = createClient({ url: `http://127.0.0.1:${BRIDGE_PORT}` });
  const [member, replier] = [crypto.randomUUID(), crypto.randomUUID()];
  const thread = `workerd-thread-${member.slice(0, 8)}`;
  const now = Date.now();
  const settingsOf = async () =>
    (await client.execute({ sql: "select community_replies from notification_settings where user_id = ?", args: [member] })).rows[0]
      ?.community_replies ?? null;
  try {
    await client.batch(
      [
        ...[member, replier].map((id) => ({
          sql: "insert into users (id, email, password_hash, email_verified_at, country, created_at) values (?, ?, 'unused', ?, 'CA', ?)",
          args: [id, uniqueEmail("workerd-community"), now, now],
        })),
        {
          sql: "insert into subscribers (user_id, subscribed, subscription_tier, subscription_end, updated_at) values (?, 1, 'basic', ?, ?)",
          args: [member, now + 30 * 86_400_000, now],
        },
        {
          sql: `insert into community_threads (id, kind, category, title, author_id, post_count, last_post_number, last_post_at, created_at)
                values (?, 'space', 'wins', 'Paid off my card', ?, 2, 2, ?, ?)`,
          args: [thread, member, now, now],
        },
        ...[
          [1, member, "I did it!"],
          [2, replier, "Congratulations!"],
        ].map(([number, author, body]) => ({
          sql: `insert into community_posts (id, thread_id, post_number, author_id, body_markdown, body_html, body_hash, created_at)
                values (?, ?, ?, ?, ?, ?, ?, ?)`,
          args: [`${thread}-${number}`, thread, number!, author!, body!, `<p>${body}</p>`, `${thread}-${number}`, now],
        })),
        { sql: "insert into community_follows (user_id, thread_id, following) values (?, ?, 1)", args: [member, thread] },
      ],
      "write",
    );

    const sent: MailMessage[] = [];
    const background: Promise<unknown>[] = [];
    const context = {
      settings: parseSettings({ TURSO_DATABASE_URL: `http://127.0.0.1:${BRIDGE_PORT}`, SESSION_SECRET: WORKER_SECRET, SITE_URL: WORKER_ORIGIN }),
      db: createDatabase(client, { count: 0 }),
      mailer: { send: async (message: MailMessage) => void sent.push(message) },
      waitUntil: (promise: Promise<unknown>) => void background.push(promise),
    } as unknown as AppLoadContext;
    await notifyFollowersOfPost(context, { threadId: thread, postId: `${thread}-2` });
    await Promise.all(background);
    expect(sent).toHaveLength(1);
    const link = /^<([^>]+)>$/.exec(sent[0]!.headers?.["List-Unsubscribe"] ?? "")![1]!;
    expect(link.startsWith(`${WORKER_ORIGIN}/community/unsubscribe?token=`)).toBe(true);

    const opened = await page.goto(link);
    expect(opened?.status()).toBe(200);
    expect(opened?.headers()["cache-control"]).toBe("private, no-store");
    await expect(page.getByTestId("unsubscribe")).toContainText('You follow "Paid off my card".');
    expect(await settingsOf()).toBeNull();

    const mailClient = await playwrightRequest.newContext();
    try {
      const answer = await mailClient.post(link, { form: { "List-Unsubscribe": "One-Click" }, headers: { Origin: "https://mail.example" } });
      expect(answer.status()).toBe(200);
      const forged = await mailClient.post(`${link}x`, { form: { "List-Unsubscribe": "One-Click" } });
      expect(forged.status()).toBe(400);
    } finally {
      await mailClient.dispose();
    }
    expect(await settingsOf()).toBe(0);
  } finally {
    client.close();
  }
});
