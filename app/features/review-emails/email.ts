/**
 * The weekly review email (issue 40 item 4): how many review questions are due in each course, with a
 * link to the review. Sent only with the learner's express consent (CASL: a reminder to come back is
 * not strictly transactional), so like every email that may be unwanted it identifies the sender, says
 * why it came, links to the settings and unsubscribes in one click (RFC 8058). Links are absolute,
 * built from SITE_URL. Written in its reader's language (`EmailLanguage`, their `users.locale`): the
 * caller gives the links to that language's pages and the course titles in it.
 */
import { PRODUCT_NAME } from "~/lib/copy/brand";
import { SUPPORT_EMAIL } from "~/lib/copy/navigation";
import { linkLine } from "~/lib/i18n/locale";
import type { EmailLanguage } from "~/lib/services/auth/emails";
import type { MailMessage } from "~/lib/services/mail";
import { oneLine } from "~/lib/domain/user-text";
import { escapeHtml } from "~/lib/domain/html-text";

export interface ReviewDueNotice {
  to: string;
  /** Each course with questions due, in the order to list them; its title in the email's language. */
  courses: readonly { title: string; due: number }[];
  /** Absolute links, to the pages in the email's language. */
  reviewUrl: string;
  settingsUrl: string;
  unsubscribeUrl: string;
  /** Who sends it, with the mailing address CASL asks a commercial message to carry (SELLER_* settings). */
  sender: { legalName: string; address: string };
}

/** A title is one line wherever it is shown. */

export function reviewDueEmail(notice: ReviewDueNotice, { t, locale }: EmailLanguage): MailMessage {
  const due = notice.courses.reduce((sum, course) => sum + course.due, 0);
  const lines = notice.courses.map((course) => t("reminders.email.courseLine", { course: oneLine(course.title), count: course.due }));
  const link = (url: string, label: string) => `<a href="${escapeHtml(url)}">${escapeHtml(label)}</a>`;
  const intro = t("reminders.email.intro", { count: due });
  const reviewLink = t("reminders.email.reviewLink");
  const why = t("reminders.email.why");
  const settingsLink = t("reminders.email.settingsLink");
  const unsubscribeLink = t("reminders.email.unsubscribeLink");
  const contact = t("reminders.email.contact", { email: SUPPORT_EMAIL });
  const text = [
    intro,
    lines.map((line) => `- ${line}`).join("\n"),
    linkLine(locale, reviewLink, notice.reviewUrl),
    why,
    linkLine(locale, settingsLink, notice.settingsUrl),
    linkLine(locale, unsubscribeLink, notice.unsubscribeUrl),
    `— ${PRODUCT_NAME}\n${notice.sender.legalName}\n${notice.sender.address}\n${contact}`,
  ].join("\n\n");
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul>`,
    `<p>${link(notice.reviewUrl, reviewLink)}</p>`,
    `<p>${escapeHtml(why)}</p>`,
    `<p>${link(notice.settingsUrl, settingsLink)} · ${link(notice.unsubscribeUrl, unsubscribeLink)}</p>`,
    `<p>— ${escapeHtml(PRODUCT_NAME)}<br>${[notice.sender.legalName, ...notice.sender.address.split("\n"), contact].map(escapeHtml).join("<br>")}</p>`,
  ].join("\n");
  return {
    to: notice.to,
    subject: t("reminders.email.subject", { count: due }),
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
