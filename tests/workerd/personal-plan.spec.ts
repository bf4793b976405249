import { signedInAs } from "../e2e/signed-in";
import { WORKERD_SERVER } from "../support/arrange";
import { createClient } from "@libsql/client";
import { expect, test } from "./fixtures";
import { ONTARIO } from "~/features/personal-plan/domain/fixtures";
import { parseRoundTrips } from "../../server/app-handler";
import { uniqueEmail } from "../e2e/mail";
import { BRIDGE_PORT } from "../support/ports";

/**
 * The production Worker build, over libSQL's HTTP protocol (issue 27 item 3): the plan's figures are
 * bundled into the Worker (it has no file system), so an Elite member's saved answers give the plan
 * with the figures file's limits, privately and in one round trip.
 */
test("an Elite member's plan is computed on the Worker from the bundled figures", async ({ page }) => {
  const client = createClient({ url: `http://127.0.0.1:${BRIDGE_PORT}` });
  try {
    const email = uniqueEmail("workerd-plan");
    await signedInAs(page, email, { server: WORKERD_SERVER });
    await client.batch(
      [
        {
          sql: "insert into subscribers (user_id, subscribed, subscription_tier, subscription_end, updated_at) values ((select id from users where email = ?), 1, 'elite', ?, ?)",
          args: [email, Date.now() + 30 * 86_400_000, Date.now()],
        },
        {
          sql: "insert into personal_plan_intakes (user_id, intake, created_at, updated_at) values ((select id from users where email = ?), ?, ?, ?)",
          args: [email, JSON.stringify(ONTARIO), Date.now(), Date.now()],
        },
      ],
      "write",
    );
    const response = await page.goto("/dashboard/plan");
    expect(response?.status()).toBe(200);
    expect(response?.headers()["cache-control"]).toBe("private, no-store");
    expect(parseRoundTrips(response?.headers()["server-timing"] ?? null)).toBe(1);
    await expect(page.getByTestId("plan-accounts").getByTestId("plan-item").filter({ hasText: "FHSA for your first home" })).toContainText(
      "$8,000",
    );
    await expect(page.getByTestId("plan-debt-result")).toContainText("Visa card, then Car loan");
  } finally {
    client.close();
  }
});
