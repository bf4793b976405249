import { signedInAs } from "../e2e/signed-in";
import { WORKERD_SERVER } from "../support/arrange";
import type { InStatement } from "@libsql/client";
import { expect, test } from "./fixtures";
import { parseRoundTrips } from "../../server/app-handler";
import { mailStandIn, uniqueEmail } from "../e2e/mail";
import { MAIL_PORT } from "../support/ports";
import { writeToWorkerDatabase } from "../support/worker-database";

const mailbox = mailStandIn(`http://127.0.0.1:${MAIL_PORT}`);
const USER = "(select id from users where email = ?)";

const linkGoogle = (email: string): InStatement => ({
  sql: `insert into user_identities (provider, subject, user_id, email, linked_at) values ('google', ?, ${USER}, ?, ?)`,
  args: [`google-${crypto.randomUUID()}`, email, `google.${email}`, Date.UTC(2026, 2, 15, 12)],
});

/**
 * The production Worker build: Settings → Sign-in methods reads the identities with the session in one
 * round trip over HTTP, the deleting statement's rule holds on libSQL's HTTP path, and the mail leaves
 * through the email API.
 */
test("a learner unlinks Google on the Worker; the last way in of an account without a password is refused", async ({ page }) => {
  const email = uniqueEmail("workerd-unlink");
  await signedInAs(page, email, { server: WORKERD_SERVER });
  await writeToWorkerDatabase([linkGoogle(email)]);

  const response = await page.goto("/dashboard/settings");
  expect(parseRoundTrips(response?.headers()["server-timing"] ?? null)).toBe(1);
  const google = page.getByRole("region", { name: "Sign-in methods" }).getByRole("listitem").filter({ hasText: "Linked on Mar 15, 2026" });
  await expect(google).toContainText("Google");
  await google.getByRole("button", { name: "Unlink Google" }).click();
  await expect(page.getByTestId("toast")).toContainText("Google unlinked");
  await expect(google).toHaveCount(0);
  await expect
    .poll(async () => (await mailbox()).some((mail) => mail.to === email && mail.subject === "Google was unlinked from your Moneywise account"))
    .toBe(true);

  // Now as an account made through Google: no password, Google its only way in.
  await writeToWorkerDatabase([{ sql: "update users set password_hash = '!' where email = ?", args: [email] }, linkGoogle(email)]);
  await page.goto("/dashboard/settings");
  await expect(google).toContainText("This is your only way to sign in, so it cannot be unlinked.");
  // A crafted (or stale) Unlink is refused by the statement itself.
  const refused = await page.request.post("/dashboard/settings", { form: { intent: "unlink", provider: "google" } });
  expect(refused.status()).toBe(409);
  await page.reload();
  await expect(google).toHaveCount(1);
});
