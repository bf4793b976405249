import type { Page } from "@playwright/test";
import { ATTACKS, type Attack } from "../support/oauth-stand-in";
import { expect, test } from "./fixtures";
import { linkFromLatestEmail, uniqueEmail } from "./mail";
import {
  completeAccount,
  consent,
  continueWith,
  expectSignedOut,
  giveEmail,
  identitiesOf,
  logOut,
  ownerOfIdentity,
  PROVIDER_SENTENCES,
  stateOnConsentPage,
  uniqueSubject,
} from "./providers";
import { logIn, PASSWORD, signUpAndSignIn, signUpConfirmed } from "./signed-in";

/**
 * Sign-in with Google and Facebook (issue 24, ADR 035) against the local stand-in provider Playwright
 * starts (tests/support/oauth-stand-in.ts): sign-up through each provider, linking an existing account
 * only after it proves itself, linking and unlinking in Settings, and the attacks each refused. The
 * stand-in's consent page is a plain form, so every test runs with JavaScript on and off.
 */

// Refused forms answer 400/401/403 on purpose; browsers log those statuses to the console.
test.use({ allowedConsoleErrors: [/status of (400|401|403)/] });

const toast = (page: Page) => page.getByTestId("toast");

test("sign-in and sign-up offer Google and Facebook as working buttons", async ({ page, visit }) => {
  for (const path of ["/login", "/signup"]) {
    await visit(path);
    await expect(page.getByRole("button", { name: PROVIDER_SENTENCES.button("Google") })).toBeEnabled();
    await expect(page.getByRole("button", { name: PROVIDER_SENTENCES.button("Facebook") })).toBeEnabled();
    await expect(page.getByText("Google and Facebook sign-in are not available yet.")).toHaveCount(0);
  }
});

test("a new learner signs up through Google, then signs in with it and keeps where they were going", async ({
  page,
  visit,
  expectAccessible,
}) => {
  const email = uniqueEmail("google-new");
  const sub = uniqueSubject("google-new");
  await visit("/login");
  await continueWith(page, "Google");
  await consent(page, { sub, email, emailVerified: true, name: "Gia Google" }, "Allow");

  // The provider vouched for the email: no confirmation email, only country and terms.
  await expect(page).toHaveURL(/\/auth\/complete(\?|$)/);
  await expect(page.getByLabel("Email", { exact: true })).toHaveCount(0);
  await expectAccessible();
  await completeAccount(page, { country: "US" });
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(toast(page)).toContainText("Account created successfully!");
  await expect(page.getByTestId("display-name")).toHaveText("Gia Google");
  expect(await identitiesOf(email)).toEqual([{ provider: "google", subject: sub }]);

  // Next time Google alone signs in, and redirectTo survives the round trip through the provider.
  await logOut(page);
  await page.goto("/dashboard/settings");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard%2Fsettings$/);
  await continueWith(page, "Google");
  await consent(page, { sub, email, emailVerified: true, name: "Gia Google" }, "Allow");
  await expect(page).toHaveURL(/\/dashboard\/settings$/);
  await expect(toast(page)).toContainText("Welcome back!");

  // Settings lists Google with its date; with no password it is the only way in, so it cannot be unlinked.
  const methods = page.getByRole("region", { name: "Sign-in methods" });
  await expect(methods).toContainText("Google");
  await expect(methods).toContainText("Linked on");
  await expect(methods).toContainText("Not set");
  await expect(methods.getByRole("button", { name: "Unlink Google" })).toHaveCount(0);
  await expect(methods.getByRole("button", { name: "Set a password" })).toBeVisible();
  await expectAccessible();
});

test("a new learner signs up through Facebook without an email: gives one, confirms it by email, then is signed in", async ({ page, visit }) => {
  const email = uniqueEmail("facebook-new");
  const sub = uniqueSubject("facebook-new");
  await visit("/signup");
  await continueWith(page, "Facebook");
  await consent(page, { sub, email: "", name: "Fay Book" }, "Allow");

  // Facebook gave no email: the learner gives one, and nothing is made until it is confirmed.
  await giveEmail(page, email);
  await expectSignedOut(page);
  expect(await identitiesOf(email)).toEqual([]);

  const link = new URL(await linkFromLatestEmail(email, /Confirm your Moneywise account/));
  await page.goto(link.pathname + link.search);
  await page.getByRole("button", { name: "Confirm my email" }).click();
  await completeAccount(page, { country: "CA" });
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId("display-name")).toHaveText("Fay Book");
  expect(await identitiesOf(email)).toEqual([{ provider: "facebook", subject: sub }]);

  // The link works once.
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole("button", { name: "Confirm my email" })).toHaveCount(0);
});

test("an existing password account links Google only after signing in with its password", async ({ page, visit, expectAccessible }) => {
  const email = uniqueEmail("link-password");
  const sub = uniqueSubject("link-password");
  await page.goto("/signup");
  await signUpConfirmed(page, email);

  await visit("/login");
  await continueWith(page, "Google");
  await consent(page, { sub, email, emailVerified: true, name: "Ana Lopez" }, "Allow");
  await expect(page).toHaveURL(/\/auth\/link(\?|$)/);
  await expect(page.getByText(PROVIDER_SENTENCES.accountExists("Google", email))).toBeVisible();
  await expectAccessible();
  expect(await ownerOfIdentity("google", sub)).toBeNull();

  // A wrong password proves nothing and links nothing.
  await page.getByLabel("Password", { exact: true }).fill("Wrong-Password-1");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/auth\/link(\?|$)/);
  await expect(page.getByRole("alert").first()).toBeVisible();
  expect(await ownerOfIdentity("google", sub)).toBeNull();

  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(toast(page)).toContainText("Welcome back!");
  expect(await ownerOfIdentity("google", sub)).toBe(email);
  await linkFromLatestEmail(email, PROVIDER_SENTENCES.linkedEmail("Google"));

  // From now on Google signs in to that account, and the password still does too.
  await logOut(page);
  await page.goto("/login");
  await continueWith(page, "Google");
  await consent(page, { sub, email, emailVerified: true }, "Allow");
  await expect(page).toHaveURL(/\/dashboard$/);
  await logOut(page);
  await page.goto("/login");
  await logIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("an existing account links Google by the link emailed to it instead of its password", async ({ page }) => {
  const email = uniqueEmail("link-email");
  const sub = uniqueSubject("link-email");
  await page.goto("/signup");
  await signUpConfirmed(page, email);

  await page.goto("/login");
  await continueWith(page, "Google");
  await consent(page, { sub, email, emailVerified: true }, "Allow");
  await page.getByRole("button", { name: "Email me a link" }).click();
  await expect(page.getByText(PROVIDER_SENTENCES.linkEmailSent(email))).toBeVisible();
  expect(await ownerOfIdentity("google", sub)).toBeNull();

  // Mail scanners follow links: opening it changes nothing until the page's button is pressed.
  const link = new URL(await linkFromLatestEmail(email, /^Link Google to your Moneywise account$/));
  await page.goto(link.pathname + link.search);
  expect(await ownerOfIdentity("google", sub)).toBeNull();
  await page.getByRole("button", { name: "Link Google" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(toast(page)).toContainText("Welcome back!");
  expect(await ownerOfIdentity("google", sub)).toBe(email);
  await linkFromLatestEmail(email, PROVIDER_SENTENCES.linkedEmail("Google"));
});

test("a provider account claiming a registered email cannot reach that account", async ({ page, browser }) => {
  const email = uniqueEmail("victim");
  const victim = await browser.newContext();
  const victimPage = await victim.newPage();
  await victimPage.goto("/signup");
  await signUpConfirmed(victimPage, email);
  await victim.close();

  // The attacker's Google account says it has the victim's email, verified: the site asks for proof.
  const attacker = uniqueSubject("attacker");
  await page.goto("/login");
  await continueWith(page, "Google");
  await consent(page, { sub: attacker, email, emailVerified: true, name: "Mallory" }, "Allow");
  await expect(page.getByText(PROVIDER_SENTENCES.accountExists("Google", email))).toBeVisible();
  // Asking for the link sends it to the victim's mailbox, not to the attacker.
  await page.getByRole("button", { name: "Email me a link" }).click();
  await expect(page.getByText(PROVIDER_SENTENCES.linkEmailSent(email))).toBeVisible();
  await expectSignedOut(page);

  // With the email unverified, the attacker is asked for an address and answered as for any new one.
  const unverified = uniqueSubject("attacker-unverified");
  await page.goto("/login");
  await continueWith(page, "Google");
  await consent(page, { sub: unverified, email, emailVerified: false, name: "Mallory" }, "Allow");
  await giveEmail(page, email);
  await expectSignedOut(page);

  expect(await identitiesOf(email)).toEqual([]);
  expect(await ownerOfIdentity("google", attacker)).toBeNull();
  expect(await ownerOfIdentity("google", unverified)).toBeNull();
});

test("a learner links Facebook in Settings, signs in with it, and unlinks it", async ({ page, expectAccessible }) => {
  const email = await signUpAndSignIn(page, "CA");
  const sub = uniqueSubject("settings-link");
  await page.goto("/dashboard/settings");
  const methods = page.getByRole("region", { name: "Sign-in methods" });
  await methods.getByRole("button", { name: "Link Facebook" }).click();
  await consent(page, { sub, email: "", name: "Ana Lopez" }, "Allow");
  await expect(page).toHaveURL(/\/dashboard\/settings$/);
  await expect(toast(page)).toContainText("Facebook linked");
  await expect(methods).toContainText("Facebook");
  await expect(methods).toContainText("Linked on");
  await expectAccessible();
  expect(await ownerOfIdentity("facebook", sub)).toBe(email);
  await linkFromLatestEmail(email, PROVIDER_SENTENCES.linkedEmail("Facebook"));

  await logOut(page);
  await page.goto("/login");
  await continueWith(page, "Facebook");
  await consent(page, { sub, email: "" }, "Allow");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(toast(page)).toContainText("Welcome back!");

  // The password remains a way in, so Facebook can go.
  await page.goto("/dashboard/settings");
  await methods.getByRole("button", { name: "Unlink Facebook" }).click();
  await expect(toast(page)).toContainText("Facebook unlinked");
  await expect(methods.getByRole("button", { name: "Unlink Facebook" })).toHaveCount(0);
  expect(await ownerOfIdentity("facebook", sub)).toBeNull();
  await linkFromLatestEmail(email, PROVIDER_SENTENCES.unlinkedEmail("Facebook"));

  // Facebook no longer opens the account: the same person at Facebook is asked for an email, like a stranger.
  await logOut(page);
  await page.goto("/login");
  await continueWith(page, "Facebook");
  await consent(page, { sub, email: "" }, "Allow");
  await expect(page).toHaveURL(/\/auth\/complete(\?|$)/);
  await expectSignedOut(page);
});

for (const provider of ["Google", "Facebook"] as const) {
  test(`a consent cancelled at ${provider} returns to sign-in with a clear sentence`, async ({ page }) => {
    await page.goto("/login");
    await continueWith(page, provider);
    await consent(page, {}, "Cancel");
    await expect(page).toHaveURL(/\/login(\?|$)/);
    await expect(toast(page)).toContainText(PROVIDER_SENTENCES.cancelled(provider));
    await expectSignedOut(page);
  });
}

for (const attack of Object.keys(ATTACKS) as Attack[]) {
  test(`a forged Google ID token is refused and signs nobody in: ${ATTACKS[attack]}`, async ({ page }) => {
    // An identity that is linked already, so only the token's checks stand between it and the account.
    const email = uniqueEmail(`attack-${attack}`);
    const sub = uniqueSubject(`attack-${attack}`);
    await page.goto("/login");
    await continueWith(page, "Google");
    await consent(page, { sub, email, emailVerified: true }, "Allow");
    await completeAccount(page, { country: "CA" });
    await expect(page).toHaveURL(/\/dashboard$/);
    await logOut(page);

    await page.goto("/login");
    await continueWith(page, "Google");
    await consent(page, { sub, email, emailVerified: true, attack }, "Allow");
    await expectRefusedCallback(page);
  });
}

/** Signs a new learner up through Google and out again; returns the callback URL the stand-in sent them to. */
async function spentGoogleCallback(page: Page, label: string): Promise<URL> {
  const callbacks: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/auth/google/callback") callbacks.push(request.url());
  });
  await page.goto("/login");
  await continueWith(page, "Google");
  await consent(page, { sub: uniqueSubject(label), email: uniqueEmail(label), emailVerified: true }, "Allow");
  await completeAccount(page, { country: "US" });
  await expect(page).toHaveURL(/\/dashboard$/);
  await logOut(page);
  expect(callbacks).toHaveLength(1);
  return new URL(callbacks[0]!);
}

async function expectRefusedCallback(page: Page) {
  await expect(page).toHaveURL(/\/login(\?|$)/);
  await expect(toast(page)).toContainText(PROVIDER_SENTENCES.notVerified("Google"));
  await expectSignedOut(page);
}

test("a callback with a state the site never issued is refused", async ({ page }) => {
  await page.goto("/login");
  await continueWith(page, "Google");
  const issued = stateOnConsentPage(page);
  await page.goto(`/auth/google/callback?code=made-up&state=${encodeURIComponent(`${issued}-forged`)}`);
  await expectRefusedCallback(page);
});

test("a replayed callback is refused: its state was spent by the first", async ({ page }) => {
  const spent = await spentGoogleCallback(page, "replay");
  await page.goto(spent.pathname + spent.search);
  await expectRefusedCallback(page);
});

test("a code used twice is refused, even under a fresh valid state", async ({ page }) => {
  const spent = await spentGoogleCallback(page, "code-twice");
  await page.goto("/login");
  await continueWith(page, "Google");
  // The state passes the site's check; the provider refuses the code it has already exchanged.
  const fresh = stateOnConsentPage(page);
  await page.goto(`/auth/google/callback?code=${encodeURIComponent(spent.searchParams.get("code")!)}&state=${encodeURIComponent(fresh)}`);
  await expectRefusedCallback(page);
});
