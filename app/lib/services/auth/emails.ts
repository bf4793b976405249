/**
 * The account emails. Links are absolute, built from the configured SITE_URL, never from the request's
 * Host header (which an attacker can set). Each is written in its reader's language (`EmailLanguage`),
 * and its links open the pages in that language.
 */
import type { MailMessage } from "~/lib/services/mail";
import { PRODUCT_NAME } from "~/lib/copy/brand";
import { linkLine, localizedPath, type Locale } from "~/lib/i18n/locale";
import type { MessageKey, MessageValues } from "~/lib/i18n/messages";
import { escapeHtml } from "~/lib/domain/html-text";

/**
 * A plain-text and HTML email with an optional call-to-action link (shared by account and payment emails),
 * the link's line written in its `locale`.
 */
export function message(to: string, subject: string, paragraphs: string[], link?: { url: string; label: string; locale: Locale }): MailMessage {
  const text = [...paragraphs, ...(link ? [linkLine(link.locale, link.label, link.url)] : []), `— ${PRODUCT_NAME}`].join("\n\n");
  const html = [
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    link ? `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>` : "",
    `<p>— ${PRODUCT_NAME}</p>`,
  ].join("\n");
  return { to, subject, text, html };
}

/** The same email with `note` before its first paragraph (a test payment's "nothing was charged"). */
export function withLeadParagraph(mail: MailMessage, note: string): MailMessage {
  return { ...mail, text: `${note}\n\n${mail.text}`, html: `<p>${escapeHtml(note)}</p>\n${mail.html}` };
}

/**
 * The language an email is written in: its `locale` (its links open the pages in that language) and its
 * words, `t(key, values)`, the server's `translate` in that locale (account-words.server.ts makes one).
 */
export interface EmailLanguage {
  locale: Locale;
  t: (key: MessageKey, values?: MessageValues) => string;
}

/** The absolute address of an app path in the email's language. */
function pageLink(siteUrl: URL, path: string, locale: Locale): string {
  return new URL(localizedPath(path, locale), siteUrl).href;
}

/** `redirectTo` (a same-site path) rides along, so confirming leads on to where the learner was going. */
export function verificationEmail(
  to: string,
  siteUrl: URL,
  token: string,
  redirectTo: string | null,
  { locale, t }: EmailLanguage,
): MailMessage {
  const destination = redirectTo ? `&redirectTo=${encodeURIComponent(redirectTo)}` : "";
  const url = pageLink(siteUrl, `/verify-email?token=${encodeURIComponent(token)}${destination}`, locale);
  return message(
    to,
    t("account.email.verifySubject", { product: PRODUCT_NAME }),
    [t("account.email.verifyWelcome"), t("account.email.verifyOnce")],
    { url, label: t("account.email.confirmButton"), locale },
  );
}

export function alreadyRegisteredEmail(to: string, siteUrl: URL, { locale, t }: EmailLanguage): MailMessage {
  return message(
    to,
    t("account.email.registeredSubject"),
    [t("account.email.registeredText", { product: PRODUCT_NAME }), t("account.email.registeredAdvice")],
    { url: pageLink(siteUrl, "/reset-password", locale), label: t("account.email.resetButton"), locale },
  );
}

export function passwordResetEmail(to: string, siteUrl: URL, token: string, { locale, t }: EmailLanguage): MailMessage {
  return message(to, t("account.email.resetSubject", { product: PRODUCT_NAME }), [t("account.email.resetText"), t("account.email.resetOnce")], {
    url: pageLink(siteUrl, `/reset-password/new?token=${encodeURIComponent(token)}`, locale),
    label: t("account.email.resetChoose"),
    locale,
  });
}
