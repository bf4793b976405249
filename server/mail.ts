import type { Mailer } from "~/lib/services/mail";

/**
 * Production transport: POSTs the message as JSON to an HTTP email API (MAIL_API_URL) with a bearer
 * key. The payload { from, to, subject, text, html, headers? } is what common providers accept
 * (`headers` as a name → value object, as Resend and SendGrid take it).
 */
export function createHttpMailer(options: { apiUrl: string; apiKey: string | undefined; from: string }): Mailer {
  return {
    async send(message) {
      const response = await fetch(options.apiUrl, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          ...(options.apiKey ? { Authorization: `Bearer ${options.apiKey}` } : {}),
        },
        body: JSON.stringify({ from: options.from, ...message }),
      });
      if (!response.ok) throw new Error(`Mail API answered ${response.status}`);
    },
  };
}
