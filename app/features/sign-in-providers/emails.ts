/** The emails of provider sign-in, in the account emails' style (links from SITE_URL, never the Host header). */
import type { MailMessage } from "~/lib/services/mail";
import { PRODUCT_NAME } from "~/lib/copy/brand";
import { message } from "~/lib/services/auth/emails";
import { PROVIDER_NAMES, type Provider } from "./domain/providers";

/** Tells the holder a provider can now sign in to the account, so a link they did not make is noticed. */
export function identityLinkedEmail(to: string, siteUrl: URL, provider: Provider): MailMessage {
  const name = PROVIDER_NAMES[provider];
  return message(
    to,
    `${name} was linked to your ${PRODUCT_NAME} account`,
    [
      `${name} sign-in was linked to your ${PRODUCT_NAME} account: from now on, signing in with that ${name} account opens yours.`,
      `If this was not you, unlink ${name} in your account settings and reset your password.`,
    ],
    { url: new URL("/dashboard/settings", siteUrl).href, label: "Open my settings" },
  );
}

/** The link that proves the holder of an existing account wants a provider linked (instead of its password). */
export function confirmLinkEmail(to: string, siteUrl: URL, provider: Provider, token: string): MailMessage {
  const name = PROVIDER_NAMES[provider];
  return message(
    to,
    `Link ${name} to your ${PRODUCT_NAME} account`,
    [
      `Someone (maybe you) tried to sign in to ${PRODUCT_NAME} with a ${name} account that uses this email address. Your account already exists, so ${name} is linked only if you confirm it.`,
      "This link works once and expires in 24 hours. If it was not you, ignore this email: nothing has changed.",
    ],
    { url: new URL(`/auth/link/confirm?token=${encodeURIComponent(token)}`, siteUrl).href, label: `Link ${name}` },
  );
}

/** Confirms an address a learner typed because the provider gave none (or none it vouches for). */
export function confirmAddressEmail(to: string, siteUrl: URL, provider: Provider, token: string): MailMessage {
  return message(
    to,
    `Confirm your ${PRODUCT_NAME} account`,
    [
      `Welcome! Please confirm your email address to finish creating your account with ${PROVIDER_NAMES[provider]}.`,
      "This link works once and expires in 24 hours. If you did not sign up, ignore this email.",
    ],
    { url: new URL(`/auth/confirm-email?token=${encodeURIComponent(token)}`, siteUrl).href, label: "Confirm my email" },
  );
}
