import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { latestEmail, linkFromLatestEmail, uniqueEmail } from "./mail";
import {
  completeAccount,
  consent,
  continueWith,
  expectSignedOut,
  giveEmail,
  identitiesOf,
  logOut,
  ownerOfIdentity,
  playTypedAddressTakeover,
  PROVIDER_SENTENCES,
  stateOnConsentPage,
  uniqueSubject,
} from "./providers";
import { logIn, PASSWORD, signUpAndSignIn, signUpConfirmAndSignIn } from "./signed-in";

/**
 * Sign-in with Google and Facebook (issue 24, ADR 035) against the local stand-in provider Playwright
 * starts (tests/support/oauth-stand-in.ts): sign-up through each provider, linking an existing account
 * only on proof from both sides (ADR 035), linking and unlinking in Settings, and what a refused callback shows. The
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

test("an existing account is linked when Google proves the same verified email, and its holder is told which Google account", async ({
  page,
  visit,
}) => {
  const email = uniqueEmail("link-verified");
  const sub = uniqueSubject("link-verified");
  await page.goto("/signup");
  await signUpConfirmAndSignIn(page, email);
  await page.context().clearCookies();

  await visit("/login");
  await continueWith(page, "Google");
  await consent(page, { sub, email, emailVerified: true, name: "Ana Lopez" }, "Allow");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(toast(page)).toContainText("Welcome back!");
  expect(await ownerOfIdentity("google", sub)).toBe(email);
  const mail = await latestEmail(email, PROVIDER_SENTENCES.linkedEmail("Google"));
  expect(mail.text).toContain(`the Google account Ana Lopez (${email}, id ${sub})`);

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

for (const [provider, unproven] of [
  ["Facebook", { email: "" }],
  ["Google", { emailVerified: false }],
] as const) {
  test(`a ${provider} account that proves no email cannot take over an account by typing its address`, async ({ page, browser }) => {
    const email = uniqueEmail(`victim-${provider.toLowerCase()}`);
    await page.goto("/signup");
    await signUpConfirmAndSignIn(page, email);
    await page.context().clearCookies();

    const sub = uniqueSubject(`attacker-${provider.toLowerCase()}`);
    const identity = { sub, name: "Mallory", ...(provider === "Google" ? { email, ...unproven } : unproven) };
    await playTypedAddressTakeover(page, browser, { provider, identity, victimEmail: email });
    expect(await identitiesOf(email)).toEqual([]);
  });
}

test("an emailed address confirmation works only in the browser that asked for it", async ({ page, browser }) => {
  const email = uniqueEmail("other-browser");
  await page.goto("/signup");
  await continueWith(page, "Facebook");
  await consent(page, { sub: uniqueSubject("other-browser"), email: "", name: "Fay Book" }, "Allow");
  await giveEmail(page, email);
  const link = new URL(await linkFromLatestEmail(email, /Confirm your Moneywise account/));

  const elsewhere = await browser.newContext();
  const elsewherePage = await elsewhere.newPage();
  await elsewherePage.goto(link.pathname + link.search);
  await expect(elsewherePage.getByText(PROVIDER_SENTENCES.otherBrowser("Facebook"))).toBeVisible();
  await expect(elsewherePage.getByRole("button", { name: "Confirm my email" })).toHaveCount(0);
  await elsewhere.close();
  expect(await identitiesOf(email)).toEqual([]);
});

test("a learner links Facebook in Settings, signs in with it, and unlinks it", async ({ page, expectAccessible }) => {
  const email = await signUpAndSignIn(page, "CA");
  const sub = uniqueSubject("settings-link");
  await page.goto("/dashboard/settings");
  const methods = page.getByRole("region", { name: "Sign-in methods" });
  // A session alone links nothing: the password is asked again.
  await methods.getByLabel("Password again, to link another account").fill("Not-My-Password-1");
  await methods.getByRole("button", { name: "Link Facebook" }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings$/);
  await expect(toast(page)).toContainText("That password is not correct.");
  await methods.getByLabel("Password again, to link another account").fill(PASSWORD);
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

async function expectRefusedCallback(page: Page) {
  await expect(page).toHaveURL(/\/login(\?|$)/);
  await expect(toast(page)).toContainText(PROVIDER_SENTENCES.notVerified("Google"));
  await expectSignedOut(page);
}

// What a refused callback shows: back at sign-in with the sentence, nobody signed in. Why each forged
// callback is refused (ID tokens with a wrong nonce, issuer or audience, expired or signed by another
// key; a replayed callback; a code used twice) is proved once, in tests/integration/sign-in-providers.test.ts.
test("a callback with a state the site never issued is refused", async ({ page }) => {
  await page.goto("/login");
  await continueWith(page, "Google");
  const issued = stateOnConsentPage(page);
  await page.goto(`/auth/google/callback?code=made-up&state=${encodeURIComponent(`${issued}-forged`)}`);
  await expectRefusedCallback(page);
});
