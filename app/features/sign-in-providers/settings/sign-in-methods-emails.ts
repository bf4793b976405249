/**
 * What Settings → Sign-in methods emails the account holder (issue 24: each change emails them). Links
 * are absolute, built from SITE_URL, never from the request's Host header.
 */
import { PRODUCT_NAME } from "~/lib/copy/brand";
import { message } from "~/lib/services/auth/emails";
import type { MailMessage } from "~/lib/services/mail";

export function identityUnlinkedEmail(to: string, siteUrl: URL, providerName: string): MailMessage {
  return message(
    to,
    `${providerName} was unlinked from your ${PRODUCT_NAME} account`,
    [
      `${providerName} was unlinked from your ${PRODUCT_NAME} account in Settings. You can no longer sign in with it.`,
      "If you did not do this, someone may be signed in to your account: reset your password, which signs out every device.",
    ],
    { url: new URL("/reset-password", siteUrl).href, label: "Reset my password" },
  );
}

/** The reset-password link, worded for an account that has no password yet (made through a provider). */
export function setPasswordEmail(to: string, siteUrl: URL, token: string): MailMessage {
  return message(
    to,
    `Set a password for your ${PRODUCT_NAME} account`,
    [
      "You asked to set a password, so you can also sign in with your email address.",
      "This link works once and expires in 24 hours. If you did not ask for it, ignore this email: nothing has changed.",
    ],
    { url: new URL(`/reset-password/new?token=${encodeURIComponent(token)}`, siteUrl).href, label: "Choose a password" },
  );
}
