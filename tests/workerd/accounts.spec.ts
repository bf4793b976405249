import { expect, test } from "./fixtures";
import { parseRoundTrips } from "../../server/app-handler";
import { mailStandIn, uniqueEmail } from "../e2e/mail";
import { signUpConfirmAndSignIn } from "../e2e/signed-in";
import { MAIL_PORT } from "../support/ports";

/**
 * The production Worker build in workerd: scrypt from node:crypto hashes the password, the confirmation
 * link leaves through the HTTP email API (a stand-in here), and the session lives in libSQL read over
 * HTTP, as on Cloudflare with Turso.
 */
test("a learner signs up from a course, confirms the emailed link, signs in back at the course and stays signed in", async ({ page }) => {
  const email = uniqueEmail("workerd");
  await page.goto("/signup?redirectTo=%2Fcourses%2Fbudget-bootcamp");
  // Signing in confirms the email and comes back to the course.
  await signUpConfirmAndSignIn(page, email, { mailbox: mailStandIn(`http://127.0.0.1:${MAIL_PORT}`) });
  await page.goto("/dashboard");
  await expect(page.getByTestId("display-name")).toHaveText("Ana Lopez");

  const again = await page.goto("/dashboard/progress");
  expect(again?.status()).toBe(200);
  expect(again?.headers()["cache-control"]).toBe("private, no-store");
  expect(parseRoundTrips(again?.headers()["server-timing"] ?? null)).toBe(1);
  await expect(page.getByRole("heading", { level: 1, name: "Learning Progress" })).toBeVisible();
});
