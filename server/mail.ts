import { oneLineHeaders, type MailAttachment, type Mailer } from "~/lib/services/mail";

/**
 * Production transport: POSTs the message as JSON to an HTTP email API (MAIL_API_URL) with a bearer
 * key. The payload { from, to, subject, text, html, headers?, attachments? } is what common providers
 * accept (Resend's shape): `headers` as a name → value object, and each attachment as
 * { filename, content_type, content } with `content` in base64, since JSON cannot carry raw bytes.
 */
export function createHttpMailer(options: { apiUrl: string; apiKey: string | undefined; from: string }): Mailer {
  return {
    async send(typed) {
      const message = oneLineHeaders(typed);
      const response = await fetch(options.apiUrl, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          ...(options.apiKey ? { Authorization: `Bearer ${options.apiKey}` } : {}),
        },
        body: JSON.stringify({ from: options.from, ...message, attachments: message.attachments?.map(encodeAttachment) }),
      });
      if (!response.ok) throw new Error(`Mail API answered ${response.status}`);
    },
  };
}

function encodeAttachment({ filename, contentType, content }: MailAttachment) {
  return { filename, content_type: contentType, content: base64(content) };
}

/** The UTF-8 bytes of the text in base64 (`btoa` alone takes only Latin-1; workerd has no Buffer without the flag). */
function base64(text: string): string {
  let binary = "";
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}
