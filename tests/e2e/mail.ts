import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect } from "@playwright/test";
import type { StoredMail } from "../support/mail-stand-in";

const E2E_DATA = path.resolve(import.meta.dirname, "../../.data/e2e");
/** The Node server's outbox (MAIL_OUTBOX_DIR in e2e runs). */
export const OUTBOX = path.join(E2E_DATA, "mail");
/** The Node server's database file in e2e runs (see playwright.config.ts). */
export const E2E_DATABASE = path.join(E2E_DATA, "app.db");

interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The few emails that carry extra headers (a reply notification's List-Unsubscribe). */
  headers?: Record<string, string>;
  /** An event's or session's calendar file; `content` is its text. */
  attachments?: { filename: string; contentType: string; content: string }[];
}

/** Where a server's mail can be read: every message so far, newest first. */
export type Mailbox = () => Promise<MailMessage[]>;

/** The Node server's local outbox (MAIL_OUTBOX_DIR): one JSON file per message. */
export const localOutbox: Mailbox = async () => {
  const files = (await readdir(OUTBOX).catch(() => [])).sort().reverse();
  const messages = await Promise.all(
    files.map(async (file) => {
      // A message the server is still writing does not parse yet: it is read at the next poll.
      try {
        return JSON.parse(await readFile(path.join(OUTBOX, file), "utf8")) as MailMessage;
      } catch {
        return null;
      }
    }),
  );
  return messages.filter((message) => message !== null);
};

/** The stand-in email API the workerd server posts to (tests/support/mail-stand-in.ts); attachments decoded from base64. */
export function mailStandIn(url: string): Mailbox {
  return async () =>
    ((await (await fetch(`${url}/messages`)).json()) as StoredMail[]).reverse().map((message) => ({
      ...message,
      attachments: message.attachments?.map(({ filename, content_type, content }) => ({
        filename,
        contentType: content_type,
        content: Buffer.from(content, "base64").toString("utf8"),
      })),
    }));
}

/** Waits for the newest message to `to` whose subject matches, and returns its attachment called `filename`. */
export async function attachmentFromLatestEmail(
  to: string,
  subjectPattern: RegExp,
  filename: RegExp,
  mailbox: Mailbox = localOutbox,
): Promise<{ filename: string; contentType: string; content: string }> {
  let attachment: { filename: string; contentType: string; content: string } | undefined;
  await expect
    .poll(async () => {
      const message = (await mailbox()).find((candidate) => candidate.to === to && subjectPattern.test(candidate.subject));
      attachment = message?.attachments?.find((candidate) => filename.test(candidate.filename));
      return attachment;
    })
    .toBeTruthy();
  return attachment!;
}

/** Waits for the newest message to `to` whose subject matches, and returns it. */
export async function latestEmail(to: string, subjectPattern: RegExp, mailbox: Mailbox = localOutbox): Promise<MailMessage> {
  let message: MailMessage | undefined;
  await expect
    .poll(async () => {
      message = (await mailbox()).find((candidate) => candidate.to === to && subjectPattern.test(candidate.subject));
      return message;
    })
    .toBeTruthy();
  return message!;
}

/** Every link in a message's text, in order. */
export function linksIn(message: { text: string }): string[] {
  return [...message.text.matchAll(/https?:\/\/\S+/g)].map(([link]) => link);
}

/** Waits for the newest message to `to` in the mailbox and returns its first link. */
export async function linkFromLatestEmail(to: string, subjectPattern: RegExp, mailbox: Mailbox = localOutbox): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const message = (await mailbox()).find((candidate) => candidate.to === to && subjectPattern.test(candidate.subject));
      link = message ? linksIn(message)[0] : undefined;
      return link;
    })
    .toBeTruthy();
  return link!;
}

export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}
