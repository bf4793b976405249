import { createClient, type Client } from "@libsql/client";
import { writeBatchesLockFirst } from "./batch-mode";
import { fetchWithin } from "./errors";

/**
 * How long a write waits for another process's write to finish (a migration or content run beside the
 * server, a test writing fixtures) instead of failing at once with SQLITE_BUSY. The embedded driver
 * waits synchronously, so this only bounds rare, short waits; normal traffic shares one connection.
 */
export const BUSY_TIMEOUT_MS = 5_000;

/**
 * Opens a libSQL client on Node: an embedded file (local and tests) or Turso. Kept apart from
 * `client.ts` because the Worker bundles `@libsql/client/web` and must not pull in the native driver.
 * The server gives each request to Turso `requestTimeoutMs`; scripts (migrations, content) wait as long
 * as their statements take.
 */
export async function openDatabase(url: string, authToken?: string, { requestTimeoutMs }: { requestTimeoutMs?: number } = {}): Promise<Client> {
  const client = writeBatchesLockFirst(
    createClient({ url, authToken, ...(requestTimeoutMs === undefined ? {} : { fetch: fetchWithin(requestTimeoutMs) }) }),
  );
  if (url.startsWith("file:")) {
    // SQLite leaves foreign keys off per connection; Turso enforces them already.
    await client.execute("PRAGMA foreign_keys = ON");
    await client.execute(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
    // Write-ahead log: a commit appends without waiting for the disk (checkpoints do), so writes are
    // quick and cost about the same whatever they change: a sign-up's commit no longer times itself.
    await client.execute("PRAGMA journal_mode = WAL");
    await client.execute("PRAGMA synchronous = NORMAL");
  }
  return client;
}
