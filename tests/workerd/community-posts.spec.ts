import { signedInAs } from "../e2e/signed-in";
import { WORKERD_SERVER } from "../support/arrange";
import { createClient } from "@libsql/client";
import { expect, test } from "./fixtures";
import { parseRoundTrips } from "../../server/app-handler";
import { uniqueEmail } from "../e2e/mail";
import { BRIDGE_PORT } from "../support/ports";

/**
 * The production Worker build posts and reads a community thread (issue 25 item 8): the post's batch
 * (conditional insert, counters, follow) runs over libSQL's HTTP protocol, and the thread page is
 * private and one round trip.
 */
test("a member starts a thread, replies, and reads it on the Worker", async ({ page }) => {
  const email = uniqueEmail("workerd-community");
  await signedInAs(page, email, { server: WORKERD_SERVER });

  // A Basic plan and an account two days old, written into the Worker's database over HTTP.
  const client = createClient({ url: `http://127.0.0.1:${BRIDGE_PORT}` });
  try {
    const user = "(select id from users where email = ?)";
    await client.batch(
      [
        { sql: "update users set created_at = ? where email = ?", args: [Date.now() - 2 * 86_400_000, email] },
        {
          sql: `insert into subscribers (user_id, subscribed, subscription_tier, subscription_end, updated_at) values (${user}, 1, 'basic', ?, ?)`,
          args: [email, Date.now() + 30 * 86_400_000, Date.now()],
        },
      ],
      "write",
    );
  } finally {
    client.close();
  }

  const run = crypto.randomUUID().slice(0, 8);
  await page.goto("/community/new");
  await page.getByLabel("Category").selectOption("wins");
  await page.getByLabel("Title").fill(`Paid off my card ${run}`);
  await page.getByLabel("Your post").fill(`**Debt-free** at last (${run}).`);
  await page.getByRole("button", { name: "Start the thread" }).click();
  await expect(page.getByRole("heading", { name: `Paid off my card ${run}` })).toBeVisible();
  await expect(page.getByTestId("post").first()).toContainText(`at last (${run})`);
  const threadPath = new URL(page.url()).pathname;

  const reply = page.getByRole("region", { name: "Reply" });
  await reply.getByLabel("Your post").fill(`And the next goal is an emergency fund (${run}).`);
  await reply.getByRole("button", { name: "Post", exact: true }).click();
  await expect(page.getByTestId("post").filter({ hasText: `emergency fund (${run})` })).toBeVisible();

  const answer = await page.request.get(threadPath);
  expect(answer.status()).toBe(200);
  expect(answer.headers()["cache-control"]).toBe("private, no-store");
  expect(parseRoundTrips(answer.headers()["server-timing"] ?? null)).toBe(1);
  expect(await answer.text()).toContain(`emergency fund (${run})`);
});
