import { expect, test } from "./fixtures";
import { mailStandIn, uniqueEmail } from "../e2e/mail";
import { signUpConfirmAndSignIn } from "../e2e/signed-in";
import { MAIL_PORT } from "../support/ports";

/**
 * On Workers a sign-up without JavaScript takes Cloudflare's `request.cf.timezone`: here miniflare's
 * stand-in request.cf (America/Chicago, tests/support/workerd-server.ts), not the browser's St. John's,
 * which no script read. The learner then changes it in Profile, saved through libSQL over HTTP.
 */
test("a sign-up without JavaScript gets Cloudflare's zone, and Profile changes it", async ({ browser, extraHTTPHeaders }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, timezoneId: "America/St_Johns", extraHTTPHeaders });
  const page = await context.newPage();
  const email = uniqueEmail("workerd-zone");
  await page.goto("/signup");
  await signUpConfirmAndSignIn(page, email, { mailbox: mailStandIn(`http://127.0.0.1:${MAIL_PORT}`) });

  await page.goto("/dashboard/profile");
  await expect(page.getByLabel("Time zone")).toHaveValue("America/Chicago");
  await page.getByLabel("Time zone").selectOption("America/St_Johns");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByTestId("toast")).toContainText("Times are now shown for Newfoundland — St. John's.");
  await page.goto("/dashboard/profile");
  await expect(page.getByLabel("Time zone")).toHaveValue("America/St_Johns");
  await context.close();
});
