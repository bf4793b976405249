import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { MIGRATIONS_DIR, migrateDatabase } from "../../db/migrate";
import { createDatabase } from "../../db/client";
import { seedIfEmpty } from "../../content/compile";
import type { MailMessage } from "~/lib/services/mail";
import { openDatabase } from "../../db/node-client";
import { createPayments } from "../../server/payments";
import { parseSettings, type Settings } from "../../server/settings";

export const RAW_TEST_SETTINGS = {
  TURSO_DATABASE_URL: "file:unused.db",
  SESSION_SECRET: "test-secret-test-secret-test-secret-000",
  SITE_URL: "http://localhost:3000",
  // Cheap hashes keep tests fast; password.server.test.ts guards the production cost.
  PASSWORD_HASH_COST: "4",
};
export const TEST_SETTINGS = parseSettings(RAW_TEST_SETTINGS);

/**
 * A load context over `db` as the server makes one per request, with mail kept in `outbox` and the work
 * handed to waitUntil (mail after the response) awaited by `settled`.
 */
export function testLoadContext(settings: Settings, db: AppLoadContext["db"], clientIp: string) {
  const outbox: MailMessage[] = [];
  const background: Promise<unknown>[] = [];
  const context: AppLoadContext = {
    settings,
    db,
    nonce: "test-nonce",
    locale: "en",
    requestCountry: null,
    requestTimeZone: null,
    clientIp,
    mailer: { send: async (message) => void outbox.push(message) },
    payments: createPayments(settings, db),
    waitUntil: (promise) => void background.push(promise),
  };
  return { context, outbox, settled: () => Promise.allSettled(background) };
}

/**
 * A database file with every committed migration applied, made once per set of migrations and shared by
 * every test process: migrating took about 150-300 ms a test, copying the result takes about one. The
 * name carries a digest of the migrations, so a changed or added migration makes a new one.
 */
let template: Promise<string> | undefined;
const migratedTemplate = () => (template ??= makeMigratedTemplate());

async function makeMigratedTemplate(): Promise<string> {
  const digest = createHash("sha256");
  for (const name of readdirSync(MIGRATIONS_DIR)
    .filter((file) => file.endsWith(".sql"))
    .sort()) {
    digest.update(name).update(readFileSync(path.join(MIGRATIONS_DIR, name)));
  }
  const template = path.join(os.tmpdir(), `moneywise-migrated-${digest.digest("hex").slice(0, 16)}.db`);
  if (existsSync(template)) return template;
  // Made beside its final name and renamed into place, so a process running beside this one never
  // copies a half-migrated file.
  const dir = mkdtempSync(path.join(os.tmpdir(), "moneywise-template-"));
  const file = path.join(dir, "migrated.db");
  await writeTemplate(file, migrateDatabase);
  renameSync(file, template);
  rmSync(dir, { recursive: true, force: true });
  return template;
}

/**
 * A migrated database with the repository's lessons seeded, made once per test process: seeding writes
 * every lesson, translation and question (about 600 ms a test), copying the result takes a few. Kept per
 * process rather than on disk beside the migrated one: it depends on the lessons' sources and how they are
 * compiled, not on the migrations alone.
 */
let seededTemplate: Promise<string> | undefined;

async function makeSeededTemplate(): Promise<string> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "moneywise-seeded-"));
  process.once("exit", () => rmSync(dir, { recursive: true, force: true }));
  const file = path.join(dir, "seeded.db");
  copyFileSync(await migratedTemplate(), file);
  await writeTemplate(file, seedIfEmpty);
  return file;
}

/** Fills the database file a template is made of, and leaves it one file, without its write-ahead log, so a plain copy is the whole database. */
async function writeTemplate(file: string, fill: (db: ReturnType<typeof createDatabase>) => Promise<unknown>): Promise<void> {
  const client = await openDatabase(`file:${file}`);
  await fill(createDatabase(client, { count: 0 }));
  await client.execute("PRAGMA journal_mode = DELETE");
  client.close();
}

/** A freshly migrated libSQL file database in a temporary folder, and a load context over it. */
export function createTestDatabase(settings: Settings = TEST_SETTINGS) {
  return testDatabaseFrom(migratedTemplate(), settings);
}

/** The same with the repository's lessons, questions and translations in it, as `seedIfEmpty` writes them. */
export function createSeededTestDatabase(settings: Settings = TEST_SETTINGS) {
  return testDatabaseFrom((seededTemplate ??= makeSeededTemplate()), settings);
}

async function testDatabaseFrom(template: Promise<string>, settings: Settings) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "moneywise-test-"));
  const file = path.join(dir, "test.db");
  copyFileSync(await template, file);
  const client = await openDatabase(`file:${file}`);
  const roundTrips = { count: 0 };
  const db = createDatabase(client, roundTrips);
  const { context, outbox, settled } = testLoadContext(settings, db, "203.0.113.7");
  return {
    client,
    db,
    context,
    roundTrips,
    /**
     * The load context of one request. The server makes a new one per request, and reads shared
     * within a request (the session) are keyed by it; tests that play several requests use one each.
     */
    requestContext: (): AppLoadContext => ({ ...context }),
    /** Mail "sent" during the test. */
    outbox,
    /** Waits for everything handed to waitUntil so far. */
    settled,
    cleanup() {
      client.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The error a query fails with; the test fails if the query succeeds. */
export async function queryFailure(query: PromiseLike<unknown>): Promise<unknown> {
  try {
    await query;
  } catch (error) {
    return error;
  }
  throw new Error("expected the query to fail");
}
