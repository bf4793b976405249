/** One interface for sending mail; the entries pick the transport, app code only sees `context.mailer`. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
