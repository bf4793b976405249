import { createClient } from "@libsql/client";
import { parseRoundTrips } from "../../server/app-handler";
import { uniqueEmail } from "../e2e/mail";
import { answerAll, right, wrong } from "../e2e/quiz";
import { signedInAs } from "../e2e/signed-in";
import { answerKeys, completedLessons, WORKERD_SERVER } from "../support/arrange";
import { BRIDGE_PORT } from "../support/ports";
import { expect, test } from "./fixtures";

/**
 * The production Worker build over libSQL's HTTP protocol (issue 40): the draw, the seeded order and the
 * grading run in workerd; a failed attempt shows its score, a pass issues the certificate with its band.
 */
test("a learner who finished every lesson passes the final assessment on the Worker and gets the certificate", async ({ page }) => {
  const client = createClient({ url: `http://127.0.0.1:${BRIDGE_PORT}` });
  try {
    const email = uniqueEmail("workerd-assessment");
    await signedInAs(page, email, { server: WORKERD_SERVER });
    await client.execute({
      sql: "insert into subscribers (user_id, subscribed, subscription_tier, subscription_end, updated_at) values ((select id from users where email = ?), 1, 'premium', ?, ?)",
      args: [email, Date.now() + 30 * 86_400_000, Date.now()],
    });
    await completedLessons(WORKERD_SERVER, email, "debt-challenge", [1, 2, 3, 4]);
    const keys = await answerKeys(WORKERD_SERVER, "debt-challenge");

    const opened = await page.goto("/courses/debt-challenge/assessment");
    expect(opened?.headers()["cache-control"]).toBe("private, no-store");
    expect(parseRoundTrips(opened?.headers()["server-timing"] ?? null)).toBe(1);
    const asked = await answerAll(page, keys, (key, options, index) => (index < 5 ? wrong(key, options) : right(key)));
    expect(asked).toHaveLength(20);
    await page.getByRole("button", { name: "Submit my answers" }).click();
    await expect(page.getByRole("heading", { name: "Not passed yet: 80% is needed" })).toBeVisible();
    await expect(page.getByTestId("quiz-score")).toHaveText("15 of 20 right (75%)");

    await page.getByRole("link", { name: "Try again" }).click();
    await answerAll(page, keys, (key, options, index) => (index < 3 ? wrong(key, options) : right(key)));
    await page.getByRole("button", { name: "Submit my answers" }).click();
    await expect(page.getByTestId("quiz-score")).toHaveText("17 of 20 right (85%)");
    await page.getByRole("link", { name: "View your certificate" }).click();
    await expect(page.getByTestId("certificate-assessment")).toContainText("scoring 80–89%");
    const attempts = await client.execute({
      sql: "select count(*) as n from quiz_attempts where user_id = (select id from users where email = ?)",
      args: [email],
    });
    expect(Number(attempts.rows[0]!.n)).toBe(2);
  } finally {
    client.close();
  }
});
