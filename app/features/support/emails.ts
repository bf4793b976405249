/**
 * The support emails: the receipt of a request and each staff reply. Transactional (they answer what
 * the person wrote), with one link to the thread and nothing promotional. A visitor's link carries the
 * request's access token; a learner's leads to their dashboard, which asks them to sign in.
 */
import { PRODUCT_NAME } from "~/lib/copy/brand";
import { linkLine, localizedPath, type Locale } from "~/lib/i18n/locale";
import type { MessageKey, MessageValues } from "~/lib/i18n/messages";
import type { MailMessage } from "~/lib/services/mail";
import { escapeHtml } from "~/lib/domain/html-text";
import { plainTextToHtml } from "./domain/plain-text";
import { adminRequestPath, dashboardRequestPath, visitorRequestPath } from "./paths";
import { EMAIL_TEXTS } from "./texts";

/**
 * The words of an email in its recipient's language: the server passes its catalogue's `translate` for
 * that language.
 */
export interface EmailWords {
  locale: Locale;
  t: (key: MessageKey, values?: MessageValues) => string;
}

interface EmailedRequest {
  id: string;
  email: string;
  subject: string;
  kind: "support" | "advisor";
}

/** A staff answer's request: and whether it came from the thread's registered adviser. */
interface AnsweredRequest extends EmailedRequest {
  byAdviser: boolean;
}

/** The thread's address for its requester: the token link for a visitor, the dashboard for a learner. */
export function threadUrl(siteUrl: URL, requestId: string, token: string | null): string {
  return new URL(token ? visitorRequestPath(requestId, token) : dashboardRequestPath(requestId), siteUrl).href;
}

function supportEmail(
  { t, locale }: EmailWords,
  to: string,
  subject: string,
  paragraphs: string[],
  quoted: string | null,
  url: string,
  afterQuote: string[] = [],
): MailMessage {
  const open = t("services.support.email.open");
  const why = t("services.support.email.why");
  const text = [...paragraphs, ...(quoted ? [quoted] : []), ...afterQuote, linkLine(locale, open, url), why, `— ${PRODUCT_NAME}`].join("\n\n");
  const html = [
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    quoted ? `<blockquote>${plainTextToHtml(quoted)}</blockquote>` : "",
    ...afterQuote.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    `<p><a href="${escapeHtml(url)}">${escapeHtml(open)}</a></p>`,
    `<p>${escapeHtml(why)}</p>`,
    `<p>— ${PRODUCT_NAME}</p>`,
  ].join("\n");
  return { to, subject, text, html };
}

/** A thread's address in the recipient's language (`/fr/…` for French). */
const localizedUrl = (url: string, locale: Locale) => {
  const address = new URL(url);
  address.pathname = localizedPath(address.pathname, locale);
  return address.href;
};

/** The receipt; `due`: its due date as the requester reads it (support/times.ts). */
export function receivedEmail(words: EmailWords, siteUrl: URL, request: EmailedRequest, token: string | null, due: string): MailMessage {
  const { t, locale } = words;
  return supportEmail(
    words,
    request.email,
    t("services.support.email.receivedSubject", { subject: request.subject }),
    [
      t("services.support.email.received"),
      t("services.support.email.receivedTarget", { when: due }),
      ...(token ? [t("services.support.email.receivedVisitor")] : []),
    ],
    null,
    localizedUrl(threadUrl(siteUrl, request.id, token), locale),
  );
}

export function replyEmail(words: EmailWords, siteUrl: URL, request: AnsweredRequest, token: string | null, reply: string): MailMessage {
  const { t, locale } = words;
  return supportEmail(
    words,
    request.email,
    t("services.support.email.replySubject", { subject: request.subject }),
    [t("services.support.email.reply")],
    reply,
    localizedUrl(threadUrl(siteUrl, request.id, token), locale),
    // Support's answers are education; only an advisor thread's own adviser answers under their registration
    // (an admin, or another coach, answering it answers as support).
    request.kind === "advisor" && request.byAdviser ? [] : [t("services.support.education")],
  );
}

/**
 * To the staff member who holds a request (its assignee, or an advisor thread's adviser) when the
 * requester writes again: the subject and the console's link, never the message (it waits behind the
 * console's sign-in).
 */
export function requesterRepliedEmail(siteUrl: URL, request: { id: string; subject: string; staffEmail: string }): MailMessage {
  const url = new URL(adminRequestPath(request.id), siteUrl).href;
  const text = [EMAIL_TEXTS.requesterReplied, `${EMAIL_TEXTS.openConsole}: ${url}`, `— ${PRODUCT_NAME}`].join("\n\n");
  const html = [
    `<p>${escapeHtml(EMAIL_TEXTS.requesterReplied)}</p>`,
    `<p><a href="${escapeHtml(url)}">${escapeHtml(EMAIL_TEXTS.openConsole)}</a></p>`,
    `<p>— ${PRODUCT_NAME}</p>`,
  ].join("\n");
  return { to: request.staffEmail, subject: EMAIL_TEXTS.requesterRepliedSubject(request.subject), text, html };
}
