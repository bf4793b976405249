/**
 * The weekly review email (issue 40 item 4): how many review questions are due in each course, with a
 * link to the review. Sent only with the learner's express consent (CASL: a reminder to come back is
 * not strictly transactional), so like every email that may be unwanted it identifies the sender, says
 * why it came, links to the settings and unsubscribes in one click (RFC 8058). Links are absolute,
 * built from SITE_URL.
 */
import { PRODUCT_NAME } from "~/lib/copy/brand";
import { SUPPORT_EMAIL } from "~/lib/copy/navigation";
import type { MailMessage } from "~/lib/services/mail";
import { REVIEW_EMAIL_TEXTS } from "./texts";

const TEXTS = REVIEW_EMAIL_TEXTS.email;

export interface ReviewDueNotice {
  to: string;
  /** Each course with questions due, in the order to list them. */
  courses: readonly { title: string; due: number }[];
  /** Absolute links. */
  reviewUrl: string;
  settingsUrl: string;
  unsubscribeUrl: string;
  /** Who sends it, with the mailing address CASL asks a commercial message to carry (SELLER_* settings). */
  sender: { legalName: string; address: string };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A title is one line wherever it is shown. */
const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

export function reviewDueEmail(notice: ReviewDueNotice): MailMessage {
  const due = notice.courses.reduce((sum, course) => sum + course.due, 0);
  const lines = notice.courses.map((course) => TEXTS.courseLine(oneLine(course.title), course.due));
  const link = (url: string, label: string) => `<a href="${escapeHtml(url)}">${escapeHtml(label)}</a>`;
  const text = [
    TEXTS.intro(due),
    lines.map((line) => `- ${line}`).join("\n"),
    `${TEXTS.reviewLink}: ${notice.reviewUrl}`,
    TEXTS.why,
    `${TEXTS.settingsLink}: ${notice.settingsUrl}`,
    `${TEXTS.unsubscribeLink}: ${notice.unsubscribeUrl}`,
    `— ${PRODUCT_NAME}\n${notice.sender.legalName}\n${notice.sender.address}\n${TEXTS.contact(SUPPORT_EMAIL)}`,
  ].join("\n\n");
  const html = [
    `<p>${escapeHtml(TEXTS.intro(due))}</p>`,
    `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul>`,
    `<p>${link(notice.reviewUrl, TEXTS.reviewLink)}</p>`,
    `<p>${escapeHtml(TEXTS.why)}</p>`,
    `<p>${link(notice.settingsUrl, TEXTS.settingsLink)} · ${link(notice.unsubscribeUrl, TEXTS.unsubscribeLink)}</p>`,
    `<p>— ${escapeHtml(PRODUCT_NAME)}<br>${[notice.sender.legalName, ...notice.sender.address.split("\n"), TEXTS.contact(SUPPORT_EMAIL)].map(escapeHtml).join("<br>")}</p>`,
  ].join("\n");
  return {
    to: notice.to,
    subject: TEXTS.subject(due),
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
