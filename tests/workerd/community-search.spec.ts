import { signedInAs } from "../e2e/signed-in";
import { WORKERD_SERVER } from "../support/arrange";
import { expect, test } from "./fixtures";
import { postPath } from "~/features/community/paths";
import { parseRoundTrips } from "../../server/app-handler";
import { uniqueEmail } from "../e2e/mail";

import { writeToWorkerDatabase } from "../support/worker-database";

const USER = "(select id from users where email = ?)";

/**
 * The production Worker build reads the FTS5 index over libSQL's HTTP protocol (what Turso speaks):
 * the migration's triggers index a post written over HTTP, a member's search finds it, highlighted,
 * in one round trip, privately; a hostile query is answered, not failed.
 */
test("a member searches the community on the Worker", async ({ page }) => {
  const email = uniqueEmail("workerd-search");
  await signedInAs(page, email, { server: WORKERD_SERVER });

  const word = `rrsp${crypto.randomUUID().slice(0, 8)}`;
  const threadId = crypto.randomUUID();
  const now = Date.now();
  await writeToWorkerDatabase([
    {
      sql: `insert into subscribers (user_id, subscribed, subscription_tier, subscription_end, updated_at) values (${USER}, 1, 'basic', ?, ?)`,
      args: [email, now + 30 * 86_400_000, now],
    },
    {
      sql: `insert into community_threads (id, kind, category, title, author_id, post_count, last_post_number, last_post_at, created_at)
            values (?, 'space', 'canada', ?, ${USER}, 1, 1, ?, ?)`,
      args: [threadId, `First ${word} contribution`, email, now, now],
    },
    {
      sql: `insert into community_posts (id, thread_id, post_number, author_id, body_markdown, body_html, body_hash, created_at)
            values (?, ?, 1, ${USER}, ?, ?, ?, ?)`,
      args: [crypto.randomUUID(), threadId, email, `My ${word} goes in before March.`, `<p>My ${word} goes in before March.</p>`, word, now],
    },
  ]);

  const response = await page.goto(`/community/search?q=${word}`);
  expect(response?.status()).toBe(200);
  expect(response?.headers()["cache-control"]).toBe("private, no-store");
  expect(parseRoundTrips(response?.headers()["server-timing"] ?? null)).toBe(1);
  const result = page.getByTestId("search-result");
  await expect(result).toHaveCount(1);
  await expect(result.getByRole("link", { name: `First ${word} contribution` })).toHaveAttribute("href", postPath(threadId, 1));
  await expect(result.locator("mark")).toHaveText([word, word]);

  for (const q of [`"${word}`, `${word} NEAR(`, "*", "a".repeat(500)]) {
    const answer = await page.request.get(`/community/search?q=${encodeURIComponent(q)}`);
    expect(answer.status(), q).toBe(200);
  }
});
