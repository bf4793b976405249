import type { Client, InArgs, InStatement } from "@libsql/client";

type BatchStatement = InStatement | [string, InArgs?];

const sqlOf = (statement: BatchStatement) =>
  typeof statement === "string" ? statement : Array.isArray(statement) ? statement[0] : statement.sql;
const READS_ONLY = /^\s*select\b/i;

/**
 * A batch that writes takes SQLite's write lock as it begins (`BEGIN IMMEDIATE`, the driver's "write"
 * mode), waiting its turn under the busy timeout; a batch of reads stays deferred. Drizzle sends every
 * batch in the driver's default, deferred mode, where a batch that reads before it writes holds a read
 * snapshot and must upgrade it at its first write. If another process committed in between (a test
 * writing fixtures, a script beside the server), SQLite refuses the upgrade at once with SQLITE_BUSY,
 * and the embedded driver then leaves the failed statement open: the connection keeps reading that old
 * snapshot and every later write fails, until the process restarts (db-batch-mode.test.ts).
 */
export function writeBatchesLockFirst<T extends Client>(client: T): T {
  const batch = client.batch.bind(client);
  client.batch = (statements, mode) =>
    batch(statements, mode ?? (statements.every((statement) => READS_ONLY.test(sqlOf(statement))) ? "deferred" : "write"));
  return client;
}
