/**
 * The reply notification (issue 25 item 6). Transactional under CASL because it concerns a thread the
 * member joined: it identifies the sender, says why it came, links to the settings and unsubscribes in
 * one click (RFC 8058), and carries nothing promotional. Links are absolute, built from SITE_URL.
 */
import { PRODUCT_NAME } from "~/lib/copy/brand";
import { linkLine, type Locale } from "~/lib/i18n/locale";
import type { MessageKey, MessageValues } from "~/lib/i18n/messages";
import type { MailMessage } from "~/lib/services/mail";
import { oneLine } from "~/lib/domain/user-text";
import { escapeHtml } from "~/lib/domain/html-text";

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
  /** The email's words in the recipient's language (the server's catalogue: this module is also the pages'). */
  t: (key: MessageKey, values?: MessageValues) => string;
  locale: Locale;
}

export function replyNotificationEmail(given: ReplyNotification): MailMessage {
  // A title is one line wherever it is shown; in a subject a line break would start a header.
  const notice = { ...given, threadName: oneLine(given.threadName) };
  const { t, locale } = given;
  const link = (url: string, label: string) => `<a href="${escapeHtml(url)}">${escapeHtml(label)}</a>`;
  const replied = t("services.community.email.replied", { author: notice.authorName, thread: notice.threadName });
  const readLink = t("services.community.email.readLink");
  const why = `${t("services.community.email.why")} ${t("services.community.email.onePerHour")}`;
  const settingsLink = t("services.community.email.settingsLink");
  const unsubscribeLink = t("services.community.email.unsubscribeLink");
  const text = [
    replied,
    notice.excerpt,
    linkLine(locale, readLink, notice.postUrl),
    why,
    linkLine(locale, settingsLink, notice.settingsUrl),
    linkLine(locale, unsubscribeLink, notice.unsubscribeUrl),
    `— ${PRODUCT_NAME}`,
  ].join("\n\n");
  const html = [
    `<p>${escapeHtml(replied)}</p>`,
    `<blockquote>${escapeHtml(notice.excerpt)}</blockquote>`,
    `<p>${link(notice.postUrl, readLink)}</p>`,
    `<p>${escapeHtml(why)}</p>`,
    `<p>${link(notice.settingsUrl, settingsLink)} · ${link(notice.unsubscribeUrl, unsubscribeLink)}</p>`,
    `<p>— ${PRODUCT_NAME}</p>`,
  ].join("\n");
  return {
    to: notice.to,
    subject: t("services.community.email.subject", { thread: notice.threadName }),
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
