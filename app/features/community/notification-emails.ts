/**
 * The reply notification (issue 25 item 6). Transactional under CASL because it concerns a thread the
 * member joined: it identifies the sender, says why it came, links to the settings and unsubscribes in
 * one click (RFC 8058), and carries nothing promotional. Links are absolute, built from SITE_URL.
 */
import { PRODUCT_NAME } from "~/lib/copy/brand";
import type { MailMessage } from "~/lib/services/mail";
import { NOTIFICATION_TEXTS } from "./notification-texts";

const TEXTS = NOTIFICATION_TEXTS.email;

/** Settings, at its Notifications section (the settings page's section id). */
export const NOTIFICATION_SETTINGS_PATH = "/dashboard/settings#section-notifications";

export interface ReplyNotification {
  to: string;
  threadName: string;
  authorName: string;
  excerpt: string;
  /** Absolute links. */
  postUrl: string;
  unsubscribeUrl: string;
  settingsUrl: string;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function replyNotificationEmail(given: ReplyNotification): MailMessage {
  // A title is one line wherever it is shown; in a subject a line break would start a header.
  const notice = { ...given, threadName: given.threadName.replace(/\s+/g, " ").trim() };
  const link = (url: string, label: string) => `<a href="${escapeHtml(url)}">${escapeHtml(label)}</a>`;
  const text = [
    TEXTS.replied(notice.authorName, notice.threadName),
    notice.excerpt,
    `${TEXTS.readLink}: ${notice.postUrl}`,
    `${TEXTS.why} ${TEXTS.onePerHour}`,
    `${TEXTS.settingsLink}: ${notice.settingsUrl}`,
    `${TEXTS.unsubscribeLink}: ${notice.unsubscribeUrl}`,
    `— ${PRODUCT_NAME}`,
  ].join("\n\n");
  const html = [
    `<p>${escapeHtml(TEXTS.replied(notice.authorName, notice.threadName))}</p>`,
    `<blockquote>${escapeHtml(notice.excerpt)}</blockquote>`,
    `<p>${link(notice.postUrl, TEXTS.readLink)}</p>`,
    `<p>${escapeHtml(`${TEXTS.why} ${TEXTS.onePerHour}`)}</p>`,
    `<p>${link(notice.settingsUrl, TEXTS.settingsLink)} · ${link(notice.unsubscribeUrl, TEXTS.unsubscribeLink)}</p>`,
    `<p>— ${PRODUCT_NAME}</p>`,
  ].join("\n");
  return {
    to: notice.to,
    subject: TEXTS.subject(notice.threadName),
    text,
    html,
    headers: {
      // RFC 2369's header, with the https link RFC 8058 requires for one-click (no mailto: we read no inbox).
      "List-Unsubscribe": `<${notice.unsubscribeUrl}>`,
      // RFC 8058: the mail client may POST `List-Unsubscribe=One-Click` to that link, without cookies.
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
