/**
 * The support emails: the receipt of a request and each staff reply. Transactional (they answer what
 * the person wrote), with one link to the thread and nothing promotional. A visitor's link carries the
 * request's access token; a learner's leads to their dashboard, which asks them to sign in.
 */
import { PRODUCT_NAME } from "~/lib/copy/brand";
import type { MailMessage } from "~/lib/services/mail";
import { escapeHtml, plainTextToHtml } from "./domain/plain-text";
import { adminRequestPath, dashboardRequestPath, visitorRequestPath } from "./paths";
import { EMAIL_TEXTS } from "./texts";

interface EmailedRequest {
  id: string;
  email: string;
  subject: string;
  kind: "support" | "advisor";
}

/** The thread's address for its requester: the token link for a visitor, the dashboard for a learner. */
export function threadUrl(siteUrl: URL, requestId: string, token: string | null): string {
  return new URL(token ? visitorRequestPath(requestId, token) : dashboardRequestPath(requestId), siteUrl).href;
}

function supportEmail(to: string, subject: string, paragraphs: string[], quoted: string | null, url: string): MailMessage {
  const text = [...paragraphs, ...(quoted ? [quoted] : []), `${EMAIL_TEXTS.open}: ${url}`, EMAIL_TEXTS.why, `— ${PRODUCT_NAME}`].join("\n\n");
  const html = [
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    quoted ? `<blockquote>${plainTextToHtml(quoted)}</blockquote>` : "",
    `<p><a href="${escapeHtml(url)}">${escapeHtml(EMAIL_TEXTS.open)}</a></p>`,
    `<p>${escapeHtml(EMAIL_TEXTS.why)}</p>`,
    `<p>— ${PRODUCT_NAME}</p>`,
  ].join("\n");
  return { to, subject, text, html };
}

export const dueLabel = (dueAt: Date) =>
  dueAt.toLocaleString("en-US", {
    weekday: "long",
    month: "long",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone: "UTC",
    timeZoneName: "short",
  });

export function receivedEmail(siteUrl: URL, request: EmailedRequest, token: string | null, dueAt: Date): MailMessage {
  return supportEmail(
    request.email,
    EMAIL_TEXTS.receivedSubject(request.subject),
    [EMAIL_TEXTS.received, EMAIL_TEXTS.receivedTarget(dueLabel(dueAt)), ...(token ? [EMAIL_TEXTS.receivedVisitor] : [])],
    null,
    threadUrl(siteUrl, request.id, token),
  );
}

export function replyEmail(siteUrl: URL, request: EmailedRequest, token: string | null, reply: string): MailMessage {
  return supportEmail(
    request.email,
    EMAIL_TEXTS.replySubject(request.subject),
    [EMAIL_TEXTS.reply],
    reply,
    threadUrl(siteUrl, request.id, token),
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
