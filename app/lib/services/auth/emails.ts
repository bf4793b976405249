/**
 * The account emails. Links are absolute, built from the configured SITE_URL, never from the request's
 * Host header (which an attacker can set).
 */
import type { MailMessage } from "~/lib/services/mail";
import { PRODUCT_NAME } from "~/lib/copy/brand";

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A plain-text and HTML email with an optional call-to-action link (shared by account and payment emails). */
export function message(to: string, subject: string, paragraphs: string[], link?: { url: string; label: string }): MailMessage {
  const text = [...paragraphs, ...(link ? [`${link.label}: ${link.url}`] : []), `— ${PRODUCT_NAME}`].join("\n\n");
  const html = [
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    link ? `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>` : "",
    `<p>— ${PRODUCT_NAME}</p>`,
  ].join("\n");
  return { to, subject, text, html };
}

/** `redirectTo` (a same-site path) rides along, so confirming leads on to where the learner was going. */
export function verificationEmail(to: string, siteUrl: URL, token: string, redirectTo: string | null = null): MailMessage {
  const destination = redirectTo ? `&redirectTo=${encodeURIComponent(redirectTo)}` : "";
  const url = new URL(`/verify-email?token=${encodeURIComponent(token)}${destination}`, siteUrl).href;
  return message(
    to,
    `Confirm your ${PRODUCT_NAME} account`,
    [
      "Welcome! Please confirm your email address to finish creating your account.",
      "This link works once and expires in 24 hours. If you did not sign up, ignore this email.",
    ],
    { url, label: "Confirm my email" },
  );
}

export function alreadyRegisteredEmail(to: string, siteUrl: URL): MailMessage {
  const url = new URL("/reset-password", siteUrl).href;
  return message(
    to,
    `Someone tried to sign up with your email`,
    [
      `Someone (maybe you) tried to create a ${PRODUCT_NAME} account with this email address, but you already have one.`,
      "If it was you, sign in instead. If you forgot your password, you can reset it. If it was not you, you can ignore this email: nothing has changed.",
    ],
    { url, label: "Reset my password" },
  );
}

export function passwordResetEmail(to: string, siteUrl: URL, token: string): MailMessage {
  const url = new URL(`/reset-password/new?token=${encodeURIComponent(token)}`, siteUrl).href;
  return message(
    to,
    `Reset your ${PRODUCT_NAME} password`,
    [
      "We received a request to reset the password of your account.",
      "This link works once and expires in 24 hours. If you did not ask for it, ignore this email: your password has not changed.",
    ],
    { url, label: "Choose a new password" },
  );
}
