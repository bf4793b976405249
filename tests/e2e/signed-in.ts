import { expect, type Page } from "@playwright/test";
import { confirmedAccount, NODE_SERVER, signInBrowser, type ServerUnderTest } from "../support/arrange";
import { linkFromLatestEmail, localOutbox, uniqueEmail, type Mailbox } from "./mail";

export const PASSWORD = "Maple-Leaf-2026";

/** Fills and submits the sign-up form the page shows. */
export async function signUp(page: Page, email: string, { country = "CA", password = PASSWORD } = {}) {
  await page.getByLabel("First name").fill("Ana");
  await page.getByLabel("Last name").fill("Lopez");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Country").selectOption(country);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password").fill(password);
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole("button", { name: "Create Account" }).click();
}

/**
 * Signs up on the sign-up page, opens the emailed link (the local outbox by default) in the same tab and
 * presses its button, then signs in with the password, which confirms the email (ADR 063). The page left
 * for the link is the sign-in form, so where the confirmation leads (Log In, then the sign-up page's
 * `redirectTo` or the dashboard) comes from the link alone. Ends signed in.
 */
export async function signUpConfirmAndSignIn(page: Page, email: string, options: { country?: "CA" | "US"; mailbox?: Mailbox } = {}) {
  const redirectTo = new URL(page.url()).searchParams.get("redirectTo");
  const login = redirectTo ? `/login?redirectTo=${encodeURIComponent(redirectTo)}` : "/login";
  await signUp(page, email, options);
  await expect(page).toHaveURL(new URL(login, page.url()).href);
  const link = new URL(await linkFromLatestEmail(email, /Confirm your Moneywise account/, options.mailbox ?? localOutbox));
  await page.goto(link.pathname + link.search);
  await page.getByRole("button", { name: "Confirm my email" }).click();
  await expect(page).toHaveURL(new URL(login, page.url()).href);
  await logIn(page, email);
  await expect(page).toHaveURL(new URL(redirectTo ?? "/dashboard", page.url()).href);
}

/** Fills and submits the sign-in form the page shows. */
export async function logIn(page: Page, email: string, password = PASSWORD, remember = false) {
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  if (remember) await page.getByLabel("Remember me for 30 days").check();
  await page.getByRole("button", { name: "Sign In" }).click();
}

/**
 * A confirmed learner from the given country, arranged directly (tests/support/arrange.ts) rather than
 * through the forms, and signed in: the browser holds the session's cookie, and the test opens its first
 * page itself (no landing page visited for nothing). For tests whose flow is not sign-up: sign-up,
 * confirmation and sign-in have their own tests through the forms (accounts.spec.ts).
 */
export async function signUpAndSignIn(page: Page, country: "CA" | "US", server: ServerUnderTest = NODE_SERVER): Promise<string> {
  return signedInAs(page, uniqueEmail(`public-${country.toLowerCase()}`), { country, server });
}

/** The same, for a chosen address. */
export async function signedInAs(
  page: Page,
  email: string,
  { country = "CA", server = NODE_SERVER }: { country?: "CA" | "US"; server?: ServerUnderTest } = {},
) {
  const account = await confirmedAccount(server, { email, country });
  await signInBrowser(page.context(), server, account);
  return account.email;
}

/** Opens the account menu in the dashboard's top bar (a <details>: it opens with and without JavaScript). */
export async function openAccountMenu(page: Page) {
  const topBar = page.getByRole("banner");
  // A click on an open menu's button would close it.
  if ((await topBar.locator("details").getAttribute("open")) === null) await topBar.locator("summary").click();
  await expect(topBar.getByRole("button", { name: "Log out" })).toBeVisible();
  return topBar;
}
