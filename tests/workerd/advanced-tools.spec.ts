import { signedInAs } from "../e2e/signed-in";
import { WORKERD_SERVER } from "../support/arrange";
import { expect, test } from "./fixtures";
import { parseRoundTrips } from "../../server/app-handler";
import { uniqueEmail } from "../e2e/mail";

import { writeToWorkerDatabase } from "../support/worker-database";

/**
 * The production Worker build runs the advanced tools (issue 27 item 2): the Basic gate, then on
 * Premium a history page in one private round trip and a goal contribution whose conditional insert
 * runs over libSQL's HTTP protocol.
 */
test("a member is gated on Basic, then sees their history and logs a contribution on Premium, on the Worker", async ({ page }) => {
  const email = uniqueEmail("workerd-advanced");
  await signedInAs(page, email, { server: WORKERD_SERVER });

  const now = Date.now();
  const planId = crypto.randomUUID();
  const user = "(select id from users where email = ?)";
  const goals = new URLSearchParams({
    name: "Trip",
    category: "vacation",
    targetAmount: "3000",
    currentAmount: "0",
    targetDate: "",
    priority: "high",
  });
  await writeToWorkerDatabase([
    {
      sql: `insert into subscribers (user_id, subscribed, subscription_tier, subscription_end, updated_at) values (${user}, 1, 'basic', ?, ?)`,
      args: [email, now + 30 * 86_400_000, now],
    },
    {
      sql: `insert into net_worth_snapshots (id, user_id, taken_at, assets_cents, liabilities_cents, query) values (?, ${user}, ?, 4321000, 100000, '')`,
      args: [crypto.randomUUID(), email, now - 86_400_000],
    },
    {
      sql: `insert into saved_plans (id, user_id, tool, name, query, created_at, updated_at) values (?, ${user}, 'goals', 'Holidays', ?, ?, ?)`,
      args: [planId, email, goals.toString(), now, now],
    },
  ]);

  const gate = await page.goto("/advanced-tools/net-worth-history");
  expect(gate?.status()).toBe(403);
  expect(await page.content()).not.toContain("42,210.00");

  await writeToWorkerDatabase([{ sql: `update subscribers set subscription_tier = 'premium' where user_id = ${user}`, args: [email] }]);
  const history = await page.request.get("/advanced-tools/net-worth-history");
  expect(history.status()).toBe(200);
  expect(history.headers()["cache-control"]).toBe("private, no-store");
  expect(parseRoundTrips(history.headers()["server-timing"] ?? null)).toBe(1);
  expect(await history.text()).toContain("42,210.00");

  await page.goto(`/advanced-tools/goal-progress/${planId}`);
  await page.getByLabel("Amount").fill("150");
  await page.getByRole("button", { name: "Log contribution" }).click();
  await expect(page.getByTestId("toast")).toContainText("Contribution logged.");
  await expect(page.getByTestId("goal-progress")).toContainText("150.00");
});
