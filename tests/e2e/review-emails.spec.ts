/**
 * The weekly review email's consent and its unsubscribe page (issue 40 item 4), JS on and off. Who is
 * emailed, what it says and the one-click POST are tested against the hourly work itself
 * (tests/integration/review-emails.test.ts); here the link the email carries is signed as the hourly
 * work signs it.
 */
import { signReviewEmailToken } from "~/features/review-emails/domain/unsubscribe-token";
import { reviewEmailsUnsubscribePath } from "~/features/review-emails/paths";
import { existingAccount, NODE_SERVER } from "../support/arrange";
import { expect, test } from "./fixtures";
import { signUpAndSignIn } from "./signed-in";

test("a learner asks for the weekly review email in Settings, then stops it from the email's link", async ({ page, expectAccessible }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  const email = await signUpAndSignIn(page, "CA");
  await page.goto("/dashboard/settings");
  const box = page.getByLabel("Email me once a week when review questions are due");
  // Express consent (CASL): never ticked for the learner.
  await expect(box).not.toBeChecked();
  await box.check();
  await page.getByRole("button", { name: "Save Review Emails" }).click();
  await expect(page.getByTestId("toast")).toContainText("Review emails on");
  await expect(box).toBeChecked();
  await expectAccessible();

  const { id } = await existingAccount(NODE_SERVER, email);
  const link = reviewEmailsUnsubscribePath(await signReviewEmailToken(id, NODE_SERVER.sessionSecret));
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "Unsubscribe" })).toBeVisible();
  await expectAccessible();
  // Opening the link changed nothing (mail scanners open links): the box is still ticked.
  await page.goto("/dashboard/settings");
  await expect(box).toBeChecked();

  await page.goto(link);
  await page.getByRole("button", { name: "Stop review emails" }).click();
  await expect(page.getByRole("status")).toHaveText("You won't get review emails any more.");
  await page.getByRole("link", { name: "Go to email settings" }).click();
  await expect(box).not.toBeChecked();
});
