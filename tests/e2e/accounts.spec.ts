import { readFile } from "node:fs/promises";
import { expect, followLink, test } from "./fixtures";
import { writeToServerDatabase } from "./access";
import { linkFromLatestEmail, uniqueEmail } from "./mail";
import { logIn, openAccountMenu, PASSWORD, signUp, signUpAndSignIn } from "./signed-in";
import { confirmedAccount, NODE_SERVER } from "../support/arrange";
import { NODE_ORIGIN } from "../support/ports";

// Refused forms answer 400/401/403 on purpose; browsers log those statuses to the console.
test.use({ allowedConsoleErrors: [/status of (400|401|403)/] });

test("sign up, confirm the email from the outbox, sign in, reach the dashboard and sign out", async ({ page, visit, expectAccessible }) => {
  const email = uniqueEmail("flow");
  await visit("/signup");
  await signUp(page, email);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId("toast")).toContainText("Account created successfully!");
  await expect(page.getByTestId("toast")).toContainText("Please check your email to confirm your account.");

  // Before confirming, sign-in says so and offers a new link.
  await logIn(page, email);
  await expect(page.getByRole("alert").filter({ hasText: "confirm your email" })).toBeVisible();
  await expectAccessible();

  const link = await linkFromLatestEmail(email, /Confirm your Moneywise account/);
  expect(link.startsWith(`${NODE_ORIGIN}/verify-email?token=`)).toBe(true);
  await visit(new URL(link).pathname + new URL(link).search);
  // The button alone confirms nothing (ADR 063): the sign-in with the password that follows does.
  await page.getByRole("button", { name: "Confirm my email" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId("toast")).toContainText("Sign in with your password to confirm your email.");

  await logIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId("toast")).toContainText("Email confirmed");
  await expect(page.getByRole("heading", { level: 1, name: "Welcome back!" })).toBeVisible();
  // The one display name: the names given at sign-up (the part of the email before the @ without them).
  await expect(page.getByTestId("display-name")).toHaveText("Ana Lopez");
  await expectAccessible();

  // The dashboard's own top bar signs out from its account menu.
  await (await openAccountMenu(page)).getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("toast")).toContainText("Signed out");
  await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();

  // The session is gone on the server: the dashboard asks for sign-in again.
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard$/);

  // A used confirmation link does not work twice.
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByText("This link is invalid or has expired.")).toBeVisible();
});

test("a wrong password is refused without saying which part was wrong", async ({ page, visit }) => {
  await visit("/login");
  await logIn(page, uniqueEmail("nobody"), "Wrong-Password-1");
  await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password." })).toBeVisible();
  await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
  // The spec's destructive toast too, titled 'Error', beside the form's own message.
  const toast = page.getByTestId("toast");
  await expect(toast).toContainText("Error");
  await expect(toast).toContainText("Invalid email or password.");
});

test("the header's currency switch leaves the sign-in form alone", async ({ page, visit, javaScriptEnabled }) => {
  await visit("/login");
  const signIn = page.getByRole("button", { name: "Sign In" });
  const cad = page.getByRole("banner").getByRole("button", { name: "Show prices in CAD" });
  if (javaScriptEnabled !== false) {
    // Hold the switch's request open: while it is pending, Sign In keeps its label and stays usable.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const isSwitch = (url: URL) => url.pathname.startsWith("/currency");
    await page.route(isSwitch, async (route) => {
      await held;
      await route.continue();
    });
    const requested = page.waitForRequest((request) => isSwitch(new URL(request.url())));
    await cad.click();
    await requested;
    await expect(signIn).toHaveText("Sign In");
    await expect(signIn).toBeEnabled();
    release();
  } else {
    await cad.click();
  }
  await expect(cad).toHaveAttribute("aria-pressed", "true");
  await expect(page).toHaveURL(/\/login$/);
  await expect(signIn).toBeEnabled();
});

test("sign-up keeps what was typed, never the passwords, and explains each problem", async ({ page, visit, javaScriptEnabled }) => {
  await visit("/signup");
  await page.getByLabel("First name").fill("Ana");
  await page.getByLabel("Last name").fill("Lopez");
  await page.getByLabel("Email", { exact: true }).fill(uniqueEmail("mismatch"));
  await page.getByLabel("Country").selectOption("US");
  await page.getByLabel("Password", { exact: true }).fill("Abcdefg1!");
  await page.getByLabel("Confirm password").fill("Abcdefg1?");
  await page.getByLabel(/I agree to the/).check();
  if (javaScriptEnabled !== false) {
    // With JavaScript the mismatch shows at once and Create Account waits.
    await expect(page.getByText("Passwords do not match")).toBeVisible();
    await expect(page.getByTestId("password-strength")).toContainText("Strong");
    await expect(page.getByRole("button", { name: "Create Account" })).toBeDisabled();
    return;
  }
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  await expect(page.getByLabel("First name")).toHaveValue("Ana");
  await expect(page.getByLabel("Country")).toHaveValue("US");
  await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
  // The passwords are never sent back, so nothing rates them: the meter describes the empty fields.
  await expect(page.getByTestId("password-strength")).toHaveCount(0);
  await expect(page.getByText(/Password strength/)).toHaveCount(0);
});

test("remember me keeps the session for 30 days; otherwise it ends with the browser", async ({ page, visit, context }) => {
  const { email } = await confirmedAccount(NODE_SERVER, { email: uniqueEmail("remember") });
  await visit("/login");
  await logIn(page, email, PASSWORD, true);
  await expect(page).toHaveURL(/\/dashboard$/);
  const persistent = (await context.cookies()).find((cookie) => cookie.name === "session")!;
  const days = (persistent.expires * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(29.9);
  expect(days).toBeLessThanOrEqual(30);
  expect(persistent.httpOnly).toBe(true);
  expect(persistent.sameSite).toBe("Lax");

  await (await openAccountMenu(page)).getByRole("button", { name: "Log out" }).click();
  await expect(page.getByTestId("toast")).toContainText("Signed out");
  await page.goto("/login");
  await logIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  const browserSession = (await context.cookies()).find((cookie) => cookie.name === "session")!;
  expect(browserSession.expires).toBe(-1);
  expect(browserSession.value).not.toBe(persistent.value);
});

test("the dashboard asks visitors to sign in and brings them back", async ({ page }) => {
  await page.goto("/dashboard/profile");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard%2Fprofile$/);
  await expect(page.getByRole("heading", { name: "Log in" })).toBeVisible();
});

test("the sign-in and sign-up pages say who is signed in already, and sign out back to the sign-in form", async ({
  page,
  visit,
  expectAccessible,
}) => {
  const email = await signUpAndSignIn(page, "CA");
  await visit("/signup");
  await expect(page.getByRole("status")).toHaveText(`You are signed in as ${email}.`);
  await expect(page.getByLabel("First name")).toHaveCount(0);

  await visit("/login?redirectTo=%2Fdashboard%2Fprogress");
  await expect(page.getByRole("status")).toHaveText(`You are signed in as ${email}.`);
  await expectAccessible();
  await page.getByRole("link", { name: "Continue as this account" }).click();
  await expect(page).toHaveURL(/\/dashboard\/progress$/);

  await page.goto("/login");
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId("toast")).toContainText("Signed out");
  await logIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("reset a forgotten password: the new one works, the old one and the used link do not", async ({ page, visit, expectAccessible }) => {
  const { email } = await confirmedAccount(NODE_SERVER, { email: uniqueEmail("reset") });
  await visit("/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  // With JavaScript the address changes a moment before the new page renders, and the login form has
  // an Email field too: wait for the reset page itself before typing.
  await expect(page.getByRole("heading", { level: 1, name: "Reset your password" })).toBeVisible();
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByRole("heading", { name: "Check Your Email" })).toBeVisible();
  await expect(page.getByTestId("toast")).toContainText("Password reset email sent");
  await expectAccessible();
  await followLink(page, page.getByRole("link", { name: "Try Different Email" }), "/reset-password", "Reset your password");
  await followLink(page, page.getByRole("link", { name: "Back to Login" }), "/login", "Log in");

  const link = await linkFromLatestEmail(email, /Reset your Moneywise password/);
  const path = new URL(link).pathname + new URL(link).search;
  await visit(path);
  await page.getByLabel("New password", { exact: true }).fill("Brand-New-2027!");
  await page.getByLabel("Confirm new password").fill("Brand-New-2027!");
  await page.getByRole("button", { name: "Set New Password" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId("toast")).toContainText("Password updated");

  await logIn(page, email);
  await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password." })).toBeVisible();
  await logIn(page, email, "Brand-New-2027!");
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto(path);
  await expect(page.getByText("This link is invalid or has expired.")).toBeVisible();
});

test("edit the profile: names saved, empty values cleared, email locked", async ({ page, expectAccessible }) => {
  await signUpAndSignIn(page, "CA");
  await page.goto("/dashboard");
  await page.getByRole("navigation", { name: "Dashboard sections" }).getByRole("link", { name: "Profile" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Profile Settings" })).toBeVisible();
  await expect(page.getByLabel("First name")).toHaveValue("Ana");
  await expect(page.getByLabel("Email", { exact: true })).toHaveAttribute("readonly", "");
  await expect(page.getByText("Email cannot be changed. Contact support if you need to update your email.")).toBeVisible();
  await expect(page.getByLabel("Choose a picture")).toHaveAttribute("type", "file");
  await expectAccessible();

  await page.getByLabel("First name").fill("Anabel");
  await page.getByLabel("Last name").fill("");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByTestId("toast")).toContainText("Profile updated successfully");
  await page.reload();
  await expect(page.getByLabel("First name")).toHaveValue("Anabel");
  await expect(page.getByLabel("Last name")).toHaveValue("");
  await expect(page.getByTestId("display-name-preview")).toHaveText("Anabel");
});

test("settings: each form says it is busy on its own, and saves", async ({ page, javaScriptEnabled }) => {
  await signUpAndSignIn(page, "US");
  await page.goto("/dashboard/settings");
  // With JavaScript, hold the page's POST, so what the page shows while it waits can be read (without
  // it, the browser itself shows the page loading).
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  if (javaScriptEnabled) {
    await page.route("**/dashboard/settings*", async (route) => {
      if (route.request().method() === "POST") await held;
      await route.continue();
    });
  }
  await page.getByLabel(/Send me money tips/).check();
  await page.getByRole("button", { name: "Save Preferences" }).click();
  if (javaScriptEnabled) {
    await expect(page.getByRole("button", { name: "Saving..." })).toBeDisabled();
    for (const other of ["Change Password", "Sign Out Other Sessions", "Delete My Account"]) {
      await expect(page.getByRole("button", { name: other })).toBeEnabled();
    }
  }
  release();
  await expect(page.getByTestId("toast")).toContainText("Preferences saved");
  await expect(page.getByLabel(/Send me money tips/)).toBeChecked();
});

test("settings: change the password, then delete the account", async ({ page, expectAccessible, javaScriptEnabled }) => {
  const email = await signUpAndSignIn(page, "CA");
  await page.goto("/dashboard/settings");
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  await expectAccessible();

  const sessionId = async () => (await page.context().cookies()).find((cookie) => cookie.name === "session")?.value;
  const before = await sessionId();
  // The new password's fields behave as on sign-up: strength meter, and the mismatch caught (live with JavaScript).
  await page.getByLabel("Current password").fill(PASSWORD);
  await page.getByLabel("New password", { exact: true }).fill("Changed-Pass-2027");
  await page.getByLabel("Confirm new password").fill("Changed-Pass-2028");
  if (javaScriptEnabled === false) await page.getByRole("button", { name: "Change Password" }).click();
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  // Live with JavaScript; without it the refused passwords come back empty, and so does their meter.
  if (javaScriptEnabled === false) await expect(page.getByTestId("password-strength")).toHaveCount(0);
  else await expect(page.getByTestId("password-strength")).toContainText("Strong");

  await page.getByLabel("Current password").fill(PASSWORD);
  await page.getByLabel("New password", { exact: true }).fill("Changed-Pass-2027");
  await page.getByLabel("Confirm new password").fill("Changed-Pass-2027");
  await page.getByRole("button", { name: "Change Password" }).click();
  await expect(page.getByTestId("toast")).toContainText("Password changed");
  // Still signed in, on a new session id.
  expect(await sessionId()).toBeTruthy();
  expect(await sessionId()).not.toBe(before);

  // Before deleting, the learner downloads their data: a file, with or without JavaScript.
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download Your Data" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^moneywise-data-\d{4}-\d\d-\d\d\.json$/);
  expect(JSON.parse(await readFile(await download.path(), "utf8")).account.email).toBe(email);

  // Deleting asks for the password: the old one no longer works.
  await page.getByLabel(`Type ${email} to confirm`).fill(email);
  await page.getByLabel("Your password").fill(PASSWORD);
  await page.getByRole("button", { name: "Delete My Account" }).click();
  await expect(page.getByText("Your current password is not correct.")).toBeVisible();
  await page.getByLabel(`Type ${email} to confirm`).fill(email);
  await page.getByLabel("Your password").fill("Changed-Pass-2027");
  await page.getByRole("button", { name: "Delete My Account" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("toast")).toContainText("Account deleted");
  await page.goto("/login");
  await logIn(page, email, "Changed-Pass-2027");
  await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password." })).toBeVisible();
});

test("sign-up refuses a breached password with a clear message", async ({ page, visit }) => {
  await visit("/signup");
  await signUp(page, uniqueEmail("breached"), { password: "qwerty1234" });
  await expect(page.getByText("This password is in lists of leaked passwords that attackers try first. Choose another.")).toBeVisible();
});

test("a reset link older than 24 hours is refused", async ({ page, visit }) => {
  const { email } = await confirmedAccount(NODE_SERVER, { email: uniqueEmail("expired") });
  await visit("/reset-password");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByRole("heading", { name: "Check Your Email" })).toBeVisible();
  const link = new URL(await linkFromLatestEmail(email, /Reset your Moneywise password/));

  // Age the link in the server's own database, as 24 hours passing would.
  await writeToServerDatabase([
    {
      sql: "update one_time_tokens set expires_at = ? where purpose = 'reset-password' and user_id = (select id from users where email = ?)",
      args: [Date.now() - 1000, email],
    },
  ]);

  await page.goto(link.pathname + link.search);
  await expect(page.getByText("This link is invalid or has expired.")).toBeVisible();
});

test("forms refuse POSTs made from another site", { tag: "@http" }, async ({ request }) => {
  for (const path of ["/login", "/signup", "/reset-password", "/logout", "/dashboard/settings"]) {
    const response = await request.post(path, {
      headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
      form: { email: "ana@example.com", password: "Maple-Leaf-2026" },
      maxRedirects: 0,
    });
    expect(response.status(), path).toBe(403);
  }
});
