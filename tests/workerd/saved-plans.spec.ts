import { signedInAs } from "../e2e/signed-in";
import { WORKERD_SERVER } from "../support/arrange";
import { createClient } from "@libsql/client";
import { expect, test } from "./fixtures";
import { parseRoundTrips } from "../../server/app-handler";
import { uniqueEmail } from "../e2e/mail";
import { BRIDGE_PORT } from "../support/ports";

/**
 * The production Worker build, over libSQL's HTTP protocol (issue 27 item 1): a Premium member saves a
 * net worth plan (the conditional insert and its snapshot in one batch), the tool page with the plan
 * open is private and one round trip, and a second save under the same name is refused by the unique
 * index without failing the batch.
 */
test("a Premium member saves a net worth plan on the Worker", async ({ page }) => {
  const client = createClient({ url: `http://127.0.0.1:${BRIDGE_PORT}` });
  try {
    const email = uniqueEmail("workerd-saved-plans");
    await signedInAs(page, email, { server: WORKERD_SERVER });
    await client.execute({
      sql: "insert into subscribers (user_id, subscribed, subscription_tier, subscription_end, updated_at) values ((select id from users where email = ?), 1, 'premium', ?, ?)",
      args: [email, Date.now() + 30 * 86_400_000, Date.now()],
    });

    await page.goto("/tools/net-worth-tracker?assets.cash=1500.25&liabilities.creditCards=499.99");
    await expect(page.getByTestId("plan-allowance")).toContainText("0 of 100 saved plans.");
    await page.getByLabel("Plan name").fill("Our net worth");
    await page.getByRole("button", { name: "Save Snapshot" }).click();
    await expect(page.getByRole("heading", { name: "Open plan: Our net worth" })).toBeVisible();
    const opened = await page.goto(page.url());
    expect(opened?.headers()["cache-control"]).toBe("private, no-store");
    expect(parseRoundTrips(opened?.headers()["server-timing"] ?? null)).toBe(1);

    await page.getByLabel("Name for a new plan").fill("OUR NET WORTH");
    await page.getByLabel("Cash", { exact: true }).fill("9");
    await page.getByRole("button", { name: "Save as new" }).click();
    await expect(page.getByText("You already have a plan named “OUR NET WORTH” in this tool. Choose another name.")).toBeVisible();

    const rows = await client.execute({
      sql: "select assets_cents, liabilities_cents from net_worth_snapshots where user_id = (select id from users where email = ?)",
      args: [email],
    });
    expect(rows.rows.map((row) => [Number(row.assets_cents), Number(row.liabilities_cents)])).toEqual([[150_025, 49_999]]);
  } finally {
    client.close();
  }
});
