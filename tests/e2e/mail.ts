import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect } from "@playwright/test";

const E2E_DATA = path.resolve(import.meta.dirname, "../../.data/e2e");
const OUTBOX = path.join(E2E_DATA, "mail");
/** The Node server's database file in e2e runs (see playwright.config.ts). */
export const E2E_DATABASE = path.join(E2E_DATA, "app.db");

interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Waits for the newest message to `to` in the local outbox and returns its first link. */
export async function linkFromLatestEmail(to: string, subjectPattern: RegExp): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const files = (await readdir(OUTBOX).catch(() => [])).sort().reverse();
      for (const file of files) {
        const message = JSON.parse(await readFile(path.join(OUTBOX, file), "utf8")) as OutboxMessage;
        if (message.to === to && subjectPattern.test(message.subject)) {
          link = /https?:\/\/\S+/.exec(message.text)?.[0];
          return link;
        }
      }
      return undefined;
    })
    .toBeTruthy();
  return link!;
}

export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}
