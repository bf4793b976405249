import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { oneLineHeaders, type Mailer } from "~/lib/services/mail";

/**
 * Local transport (Node only): each message becomes a JSON file { to, subject, text, html, headers?, attachments? }
 * in the outbox folder (an attachment's text as it is, not base64), and its first link is printed so a developer can click it.
 */
export function createOutboxMailer(dir: string): Mailer {
  let sequence = 0;
  return {
    async send(typed) {
      const message = oneLineHeaders(typed);
      await mkdir(dir, { recursive: true });
      sequence += 1;
      // The random part keeps two processes writing one outbox (the server, a test's reminder sweep) apart.
      const file = path.join(dir, `${Date.now()}-${String(sequence).padStart(4, "0")}-${crypto.randomUUID().slice(0, 8)}.json`);
      await writeFile(file, JSON.stringify(message, null, 2));
      const link = /https?:\/\/\S+/.exec(message.text)?.[0];
      console.log(`Mail to ${message.to}: "${message.subject}"${link ? ` ${link}` : ""} (${file})`);
    },
  };
}
