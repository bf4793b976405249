/** One interface for sending mail; the entries pick the transport, app code only sees `context.mailer`. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * Extra message headers, for the few emails that need them (RFC 8058's `List-Unsubscribe` and
   * `List-Unsubscribe-Post` on notifications). Every transport passes them on as they are.
   */
  headers?: Record<string, string>;
  /** Files sent with the message (an event's `.ics`). Each transport encodes them as its API needs. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** The file's text (calendar files are text). */
  content: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

// eslint-disable-next-line no-control-regex -- line breaks and other control characters are the point
const HEADER_BREAKING = /[\u0000-\u001f\u007f]+/g;

/**
 * The message with its subject and extra headers on one line each, as every transport sends it: a line
 * break from text someone typed (a support subject, a thread title) could otherwise start a header of
 * its own at an email API that writes them out as they come (header injection).
 */
export function oneLineHeaders(message: MailMessage): MailMessage {
  const oneLine = (value: string) => value.replace(HEADER_BREAKING, " ");
  return {
    ...message,
    subject: oneLine(message.subject),
    ...(message.headers && {
      headers: Object.fromEntries(Object.entries(message.headers).map(([name, value]) => [oneLine(name), oneLine(value)])),
    }),
  };
}
