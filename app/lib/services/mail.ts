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
