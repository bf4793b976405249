import type { Provider } from "./domain/providers";
import { PROVIDER_NAMES } from "./domain/providers";

/**
 * The sentences of provider sign-in (ADR 035), in English, for the tests. Pages, toasts and actions say
 * them in the page's language: the `account.provider.*` catalogue texts, the same English (texts.test.ts).
 */
export const PROVIDER_TEXTS = {
  button: (provider: Provider) => `Continue with ${PROVIDER_NAMES[provider]}`,
  cancelled: (provider: Provider) => `Sign-in with ${PROVIDER_NAMES[provider]} was cancelled.`,
  providerFailed: (provider: Provider) => `${PROVIDER_NAMES[provider]} could not sign you in. Please try again.`,
  notVerified: (provider: Provider) => `We could not verify the sign-in with ${PROVIDER_NAMES[provider]}. Please try again.`,
  linkedElsewhere: (provider: Provider) =>
    `This ${PROVIDER_NAMES[provider]} account is already linked to another Moneywise account, so it cannot be linked to yours.`,
  otherIdentityLinked: (provider: Provider) =>
    `Your Moneywise account already has another ${PROVIDER_NAMES[provider]} account linked. Sign in with that one, or with your password.`,
  providerTaken: (provider: Provider) =>
    `Your account already has a ${PROVIDER_NAMES[provider]} account linked. Unlink it first to link another one.`,
  linked: (provider: Provider) => ({
    title: `${PROVIDER_NAMES[provider]} linked`,
    description: `You can now sign in with ${PROVIDER_NAMES[provider]}.`,
  }),
  alreadyLinked: (provider: Provider) => ({
    title: `${PROVIDER_NAMES[provider]} linked`,
    description: `This ${PROVIDER_NAMES[provider]} account was already linked to yours.`,
  }),
  reproveFailed: (provider: Provider) =>
    `That ${PROVIDER_NAMES[provider]} account is not the one linked to yours, so nothing was linked. Please try again.`,
  /** A typed address (the provider gave none it vouches for) that an account already has: never linked by it. */
  addressTaken: (provider: Provider) =>
    `An account with this email address already exists. Sign in to it, then link ${PROVIDER_NAMES[provider]} in Settings under Sign-in methods.`,
  identityHasAccount: (provider: Provider) =>
    `This ${PROVIDER_NAMES[provider]} account already signs in to a Moneywise account: choose Continue with ${PROVIDER_NAMES[provider]} to sign in.`,
  otherBrowser: (provider: Provider) =>
    `This link works only in the browser where you signed in with ${PROVIDER_NAMES[provider]}. Open it there, or sign in with ${PROVIDER_NAMES[provider]} again in this browser.`,
  confirmEmailSent: (email: string) =>
    `We emailed a link to ${email}. Open it to confirm the address and finish creating your account. It works once and expires in 24 hours.`,
  expired: "This sign-in has expired or was already used. Please start again.",
  accountCreated: { title: "Account created successfully!", description: "Welcome to Moneywise. You are signed in." },
} as const;
