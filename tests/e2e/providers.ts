import { expect, type Browser, type Page } from "@playwright/test";
import { openDatabase } from "../../db/node-client";
import type { Attack, TestIdentity } from "../support/oauth-stand-in";
import { OAUTH_PORT } from "../support/ports";
import { E2E_DATABASE, latestEmail, linksIn, localOutbox, type Mailbox } from "./mail";
import { openAccountMenu } from "./signed-in";

export type ProviderName = "Google" | "Facebook";

/**
 * The sentences of provider sign-in the tests look for, as ADR 035 and the feature's texts word them.
 * Written out here rather than imported, so a page that words them differently fails a test.
 */
export const PROVIDER_SENTENCES = {
  button: (provider: ProviderName) => `Continue with ${provider}`,
  cancelled: (provider: ProviderName) => `Sign-in with ${provider} was cancelled.`,
  notVerified: (provider: ProviderName) => `We could not verify the sign-in with ${provider}. Please try again.`,
  addressHasAccountEmail: (provider: ProviderName) => new RegExp(`^Someone tried to sign up with your email through ${provider}$`),
  reproveFailed: (provider: ProviderName) => `That ${provider} account is not the one linked to yours, so nothing was linked. Please try again.`,
  otherBrowser: (provider: ProviderName) =>
    `This link works only in the browser where you signed in with ${provider}. Open it there, or sign in with ${provider} again in this browser.`,
  confirmEmailSent: (email: string) =>
    `We emailed a link to ${email}. Open it to confirm the address and finish creating your account. It works once and expires in 24 hours.`,
  linkedEmail: (provider: ProviderName) => new RegExp(`^${provider} was linked to your Moneywise account$`),
  unlinkedEmail: (provider: ProviderName) => new RegExp(`^${provider} was unlinked from your Moneywise account$`),
} as const;

/** A provider subject no other test uses, so each test signs in as a person of its own. */
export function uniqueSubject(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
}

const CONSENT_PAGE = new RegExp(`^http://127\\.0\\.0\\.1:${OAUTH_PORT}/(authorize|dialog/oauth)\\?`);

/** Presses the page's "Continue with …" button and checks it led to the stand-in's consent page. */
export async function continueWith(page: Page, provider: ProviderName) {
  await page.getByRole("button", { name: PROVIDER_SENTENCES.button(provider) }).click();
  await expect(page).toHaveURL(CONSENT_PAGE);
}

/**
 * Answers the stand-in's consent page (tests/support/oauth-stand-in.ts) as the person at the provider:
 * who signs in, and Allow or Cancel. A plain form, the same with JavaScript on and off. Fields left out
 * keep the page's defaults; `attack` makes Google's ID token wrong in the way it names.
 */
export async function consent(page: Page, identity: Partial<TestIdentity> & { attack?: Attack }, decision: "Allow" | "Cancel") {
  await expect(page).toHaveURL(CONSENT_PAGE);
  await expect(page.getByRole("heading", { level: 1, name: /^Sign in with (Google|Facebook) \(stand-in\)$/ })).toBeVisible();
  if (identity.sub !== undefined) await page.getByLabel("Subject").fill(identity.sub);
  if (identity.email !== undefined) await page.getByLabel("Email", { exact: true }).fill(identity.email);
  if (identity.name !== undefined) await page.getByLabel("Name").fill(identity.name);
  // Only Google's page has these: Graph's /me says nothing about verification, and the attacks are on ID tokens.
  if (identity.emailVerified !== undefined) await page.getByLabel("Email verified").setChecked(identity.emailVerified);
  if (identity.attack !== undefined) await page.getByLabel("Test attack on the ID token").selectOption(identity.attack);
  await page.getByRole("button", { name: decision, exact: true }).click();
  await expect(page).not.toHaveURL(CONSENT_PAGE);
}

/** The one short form a provider sign-up ends with: what the provider does not give. */
export async function completeAccount(page: Page, { country }: { country: "CA" | "US" }) {
  await expect(page).toHaveURL(/\/auth\/complete(\?|$)/);
  await page.getByLabel("Country").selectOption(country);
  // Marketing email needs express consent: the box starts unchecked.
  await expect(page.getByLabel(/Send me money tips/)).not.toBeChecked();
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole("button", { name: "Create Account" }).click();
}

/**
 * When the provider gave no email it vouches for, the learner types one and is told a link is on its way,
 * in the same words whether or not an account has that address.
 */
export async function giveEmail(page: Page, email: string) {
  await expect(page).toHaveURL(/\/auth\/complete(\?|$)/);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Email me a link" }).click();
  await expect(page.getByText(PROVIDER_SENTENCES.confirmEmailSent(email))).toBeVisible();
}

/** Signs out from the dashboard's account menu. */
export async function logOut(page: Page) {
  await page.goto("/dashboard");
  await (await openAccountMenu(page)).getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** The start of a provider sign-in as the app sends the browser to the stand-in: its `state`. */
export function stateOnConsentPage(page: Page): string {
  const state = new URL(page.url()).searchParams.get("state");
  expect(state, "state on the authorization request").toBeTruthy();
  return state!;
}

/** Nobody is signed in in this browser: the dashboard asks for sign-in. */
export async function expectSignedOut(page: Page) {
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard$/);
}

/** The provider identities linked to the account with this email, read from the Node e2e server's database. */
export async function identitiesOf(email: string): Promise<Array<{ provider: string; subject: string }>> {
  const database = await openDatabase(`file:${E2E_DATABASE}`);
  try {
    const { rows } = await database.execute({
      sql: "select provider, subject from user_identities where user_id = (select id from users where email = ? collate nocase) order by provider",
      args: [email],
    });
    return rows.map((row) => ({ provider: String(row.provider), subject: String(row.subject) }));
  } finally {
    database.close();
  }
}

/** The account, if any, a provider identity belongs to. */
export async function ownerOfIdentity(provider: "google" | "facebook", subject: string): Promise<string | null> {
  const database = await openDatabase(`file:${E2E_DATABASE}`);
  try {
    const { rows } = await database.execute({
      sql: "select users.email from user_identities join users on users.id = user_identities.user_id where provider = ? and subject = ?",
      args: [provider, subject],
    });
    return rows[0] ? String(rows[0].email) : null;
  } finally {
    database.close();
  }
}

/**
 * The takeover issue 36 found, played in full: a provider account that proves no email (Facebook without
 * one, or Google's email_verified=false) types the holder's address; the holder, in a browser of their own
 * and signed out, opens every link of the mail that arrives and presses whatever button it leads to; the
 * attacker then signs in with the same provider account again. It must still be a stranger: asked for an
 * address, signed out, and linked to nothing.
 */
export async function playTypedAddressTakeover(
  page: Page,
  browser: Browser,
  attack: { provider: ProviderName; identity: Partial<TestIdentity>; victimEmail: string; mailbox?: Mailbox },
) {
  const { provider, identity, victimEmail, mailbox = localOutbox } = attack;
  await page.goto("/login");
  await continueWith(page, provider);
  await consent(page, identity, "Allow");
  await giveEmail(page, victimEmail);

  const mail = await latestEmail(victimEmail, PROVIDER_SENTENCES.addressHasAccountEmail(provider), mailbox);
  expect(mail.text).toContain(`id ${identity.sub}`);
  const victim = await browser.newContext();
  const victimPage = await victim.newPage();
  for (const link of linksIn(mail)) {
    const url = new URL(link);
    await victimPage.goto(url.pathname + url.search);
    // Nothing in the mail acts when followed: no button to press, only the way to Settings (sign-in first).
    expect(url.searchParams.has("token")).toBe(false);
  }
  await victim.close();

  await page.goto("/login");
  await continueWith(page, provider);
  await consent(page, identity, "Allow");
  await expect(page).toHaveURL(/\/auth\/complete(\?|$)/);
  await expectSignedOut(page);
}
