import { expect, test } from "./fixtures";
import { mailStandIn, linkFromLatestEmail, uniqueEmail } from "../e2e/mail";
import { PASSWORD, signUpConfirmAndSignIn } from "../e2e/signed-in";
import {
  completeAccount,
  consent,
  continueWith,
  expectSignedOut,
  giveEmail,
  logOut,
  playTypedAddressTakeover,
  PROVIDER_SENTENCES,
  uniqueSubject,
  type ProviderName,
} from "../e2e/providers";
import { MAIL_PORT } from "../support/ports";

/**
 * Sign-in with Google and Facebook in the production Worker build (issue 24): the strategies' fetches,
 * jose's signature check with WebCrypto and the cookies, all in workerd, against the stand-in provider
 * Playwright starts (tests/support/workerd-server.ts passes its URLs as the Worker's vars).
 */
const mailbox = mailStandIn(`http://127.0.0.1:${MAIL_PORT}`);

test("a new learner signs up through Google and signs in with it again", async ({ page }) => {
  const email = uniqueEmail("workerd-google");
  const sub = uniqueSubject("workerd-google");
  await page.goto("/login");
  await continueWith(page, "Google");
  await consent(page, { sub, email, emailVerified: true, name: "Gia Google" }, "Allow");
  await completeAccount(page, { country: "US" });
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId("toast")).toContainText("Account created successfully!");
  await expect(page.getByTestId("display-name")).toHaveText("Gia Google");

  await logOut(page);
  await page.goto("/login");
  await continueWith(page, "Google");
  await consent(page, { sub, email, emailVerified: true }, "Allow");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId("toast")).toContainText("Welcome back!");
});

test("a new learner signs up through Facebook without an email and confirms the one they give", async ({ page }) => {
  const email = uniqueEmail("workerd-facebook");
  await page.goto("/signup");
  await continueWith(page, "Facebook");
  await consent(page, { sub: uniqueSubject("workerd-facebook"), email: "", name: "Fay Book" }, "Allow");
  await giveEmail(page, email);

  const link = new URL(await linkFromLatestEmail(email, /Confirm your Moneywise account/, mailbox));
  await page.goto(link.pathname + link.search);
  await page.getByRole("button", { name: "Confirm my email" }).click();
  await completeAccount(page, { country: "CA" });
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId("display-name")).toHaveText("Fay Book");
});

for (const provider of ["Facebook", "Google"] satisfies ProviderName[]) {
  test(`a ${provider} account that proves no email cannot take over an account by typing its address, on the Worker`, async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail(`workerd-victim-${provider.toLowerCase()}`);
    await page.goto("/signup");
    await signUpConfirmAndSignIn(page, email, { mailbox });
    await page.context().clearCookies();
    const sub = uniqueSubject(`workerd-attacker-${provider.toLowerCase()}`);
    const identity = provider === "Google" ? { sub, email, emailVerified: false } : { sub, email: "" };
    await playTypedAddressTakeover(page, browser, { provider, identity, victimEmail: email, mailbox });
  });
}

test("an ID token signed by another key is refused in workerd too", async ({ page }) => {
  await page.goto("/login");
  await continueWith(page, "Google");
  await consent(
    page,
    { sub: uniqueSubject("workerd-forged"), email: uniqueEmail("workerd-forged"), emailVerified: true, attack: "other-key" },
    "Allow",
  );
  await expect(page).toHaveURL(/\/login(\?|$)/);
  await expect(page.getByTestId("toast")).toContainText(PROVIDER_SENTENCES.notVerified("Google"));
  await expectSignedOut(page);
});

for (const provider of ["Google", "Facebook"] satisfies ProviderName[]) {
  test(`a password account links ${provider} in Settings on the Worker, signs in with it, and unlinks it`, async ({ page }) => {
    const email = uniqueEmail(`workerd-link-${provider.toLowerCase()}`);
    const sub = uniqueSubject(`workerd-link-${provider.toLowerCase()}`);
    const identity = provider === "Google" ? { sub, email, emailVerified: true } : { sub, email: "" };
    await page.goto("/signup");
    await signUpConfirmAndSignIn(page, email, { mailbox });

    await page.goto("/dashboard/settings");
    const methods = page.getByRole("region", { name: "Sign-in methods" });
    await methods.getByLabel("Password again, to link another account").fill(PASSWORD);
    await methods.getByRole("button", { name: `Link ${provider}` }).click();
    await consent(page, identity, "Allow");
    await expect(page).toHaveURL(/\/dashboard\/settings$/);
    await expect(page.getByTestId("toast")).toContainText(`${provider} linked`);
    await expect(methods).toContainText("Linked on");
    await linkFromLatestEmail(email, PROVIDER_SENTENCES.linkedEmail(provider), mailbox);

    await logOut(page);
    await page.goto("/login");
    await continueWith(page, provider);
    await consent(page, identity, "Allow");
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId("toast")).toContainText("Welcome back!");

    await page.goto("/dashboard/settings");
    await methods.getByRole("button", { name: `Unlink ${provider}` }).click();
    await expect(page.getByTestId("toast")).toContainText(`${provider} unlinked`);
    await expect(methods.getByRole("button", { name: `Unlink ${provider}` })).toHaveCount(0);
    await linkFromLatestEmail(email, PROVIDER_SENTENCES.unlinkedEmail(provider), mailbox);
  });
}
