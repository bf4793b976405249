/**
 * An email about something on a calendar (an invitation, a change, a cancellation, a reminder): its
 * lines, a link to the page, the product's signature, and the event's `.ics` attached, so a calendar
 * updates one entry (same UID, higher SEQUENCE) instead of adding another.
 */
import { PRODUCT_NAME } from "~/lib/copy/brand";
import type { MailMessage } from "~/lib/services/mail";
// A title is one line wherever it is shown; in a subject a line break would start a header.
import { oneLine } from "~/lib/domain/user-text";
import { calendarContentType, calendarFile, type CalendarEvent, type CalendarMethod } from "./ics";
import { linkLine, type Locale } from "~/lib/i18n/locale";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function calendarEmail(message: {
  to: string;
  subject: string;
  lines: readonly string[];
  /** The link under the lines, its line written in `locale`; none when the reader can no longer open the page. */
  link: { url: string; label: string; locale: Locale } | null;
  event: CalendarEvent;
  method: Exclude<CalendarMethod, "PUBLISH">;
  filename: string;
}): MailMessage {
  const { lines, link } = message;
  return {
    to: message.to,
    subject: oneLine(message.subject),
    text: [...lines, ...(link ? [linkLine(link.locale, link.label, link.url)] : []), `— ${PRODUCT_NAME}`].join("\n\n"),
    html: [
      ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
      ...(link ? [`<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`] : []),
      `<p>— ${escapeHtml(PRODUCT_NAME)}</p>`,
    ].join("\n"),
    attachments: [
      {
        filename: message.filename,
        contentType: calendarContentType(message.method),
        content: calendarFile(message.event, message.method, message.to),
      },
    ],
  };
}
