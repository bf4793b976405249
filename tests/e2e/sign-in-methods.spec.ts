/**
 * Settings → Sign-in methods (issue 24, item 3), with and without JavaScript. Identities are written
 * into the server's own database, as a provider sign-in would have linked them: these tests never
 * reach Google or Facebook.
 */
import type { Page } from "@playwright/test";
import { writeToServerDatabase } from "./access";
import { expect, test } from "./fixtures";
import { linkFromLatestEmail, localOutbox } from "./mail";
import { logIn, signUpAndSignIn } from "./signed-in";

// A refused unlink answers 409 and a rate limit 429 on purpose; browsers log those statuses to the console.
test.use({ allowedConsoleErrors: [/status of (409|429)/] });

const USER = "(select id from users where email = ?)";
const MARCH_15 = Date.UTC(2026, 2, 15, 12);
const APRIL_1 = Date.UTC(2026, 3, 1, 8, 30);

function linkIdentity(email: string, provider: "google" | "facebook", linkedAt: number) {
  return {
    sql: `insert into user_identities (provider, subject, user_id, email, linked_at) values (?, ?, ${USER}, ?, ?)`,
    args: [provider, `${provider}-${crypto.randomUUID()}`, email, `${provider}.${email}`, linkedAt],
  };
}

const section = (page: Page) => page.getByRole("region", { name: "Sign-in methods" });
const method = (page: Page, name: string) =>
  section(page)
    .getByRole("listitem")
    .filter({ has: page.getByText(name, { exact: true }) });

test("a learner with a password sees a linked Google account with its date, and unlinks it", async ({ page, visit }) => {
  const email = await signUpAndSignIn(page, "CA");
  await writeToServerDatabase([linkIdentity(email, "google", MARCH_15)]);

  await visit("/dashboard/settings");
  await expect(method(page, "Password").getByText("Set", { exact: true })).toBeVisible();
  await expect(method(page, "Google")).toContainText(`Linked on Mar 15, 2026 as google.${email}`);
  // Both providers are configured (the stand-in): only the one not yet linked is offered.
  await expect(section(page).getByRole("button", { name: "Link Google", exact: true })).toHaveCount(0);
  await expect(section(page).getByRole("button", { name: "Link Facebook", exact: true })).toBeVisible();

  await method(page, "Google").getByRole("button", { name: "Unlink Google" }).click();
  await expect(page.getByTestId("toast")).toContainText("Google unlinked");
  await expect(method(page, "Google")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Change password" })).toBeVisible();
  await expect
    .poll(async () =>
      (await localOutbox()).some((mail) => mail.to === email && mail.subject === "Google was unlinked from your Moneywise account"),
    )
    .toBe(true);
});

test("a learner without a password cannot unlink the last way in, and sets a password with the emailed link", async ({
  page,
  visit,
  expectAccessible,
}) => {
  const email = await signUpAndSignIn(page, "US");
  // As if the account had been made through Google and Facebook: no password ("!").
  await writeToServerDatabase([
    { sql: "update users set password_hash = '!' where email = ?", args: [email] },
    linkIdentity(email, "google", MARCH_15),
    linkIdentity(email, "facebook", APRIL_1),
  ]);

  await visit("/dashboard/settings");
  await expect(method(page, "Password")).toContainText("Not set");
  // No current password to type: the page offers to set one instead.
  await expect(page.getByRole("heading", { name: "Change password" })).toHaveCount(0);
  // Deleting asks for the password: this account sets one first.
  await expect(page.getByRole("button", { name: "Delete My Account" })).toHaveCount(0);
  await expect(page.getByText(/Deleting your account asks for its password/)).toBeVisible();
  await expect(method(page, "Facebook")).toContainText("Linked on Apr 1, 2026");

  // Facebook is unlinked elsewhere (another tab) after this page was shown: Google is now the only way in.
  await writeToServerDatabase([{ sql: `delete from user_identities where provider = 'facebook' and user_id = ${USER}`, args: [email] }]);
  await method(page, "Google").getByRole("button", { name: "Unlink Google" }).click();
  await expect(section(page).getByRole("alert")).toHaveText(
    "Google was not unlinked: it is your only way to sign in. Set a password or link another account first, then try again.",
  );
  await expectAccessible();
  await page.goto("/dashboard/settings");
  await expect(method(page, "Google")).toContainText("This is your only way to sign in, so it cannot be unlinked.");
  await expect(method(page, "Google").getByRole("button")).toHaveCount(0);

  await method(page, "Password").getByRole("button", { name: "Set a password" }).click();
  await expect(page.getByTestId("toast")).toContainText(`We sent a link to ${email} to set your password.`);
  const link = new URL(await linkFromLatestEmail(email, /Set a password for your Moneywise account/));
  await visit(link.pathname + link.search);
  await page.getByLabel("New password", { exact: true }).fill("Chosen-Later-2027");
  await page.getByLabel("Confirm new password").fill("Chosen-Later-2027");
  await page.getByRole("button", { name: "Set New Password" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId("toast")).toContainText("Password updated");

  await logIn(page, email, "Chosen-Later-2027");
  await expect(page).toHaveURL(/\/dashboard$/);
  await visit("/dashboard/settings");
  await expect(method(page, "Password").getByText("Set", { exact: true })).toBeVisible();
  await expect(method(page, "Password").getByRole("button")).toHaveCount(0);
  await expect(method(page, "Google").getByRole("button", { name: "Unlink Google" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Delete My Account" })).toBeVisible();
});
