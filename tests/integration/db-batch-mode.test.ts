/**
 * The embedded database while another connection writes (a test's fixtures, a script beside the server):
 * a batch that reads and then writes must not fail, and must not leave the server's connection on an old
 * snapshot where every later write fails (db/batch-mode.ts). Another thread writes continuously here, as
 * another process would.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import type { Client } from "@libsql/client";
import { afterEach, expect, it } from "vitest";
import { openDatabase } from "../../db/node-client";

const BATCHES = 50;
/** A few milliseconds of work after the batch's first read, so the other connection commits while the batch holds its snapshot. */
const SLOW_READ = "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 20000) SELECT count(*) FROM n";
let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** A second connection on its own thread, committing a row every millisecond or so until told to stop. */
function startWriter(file: string) {
  const worker = new Worker(
    `const { workerData, parentPort } = require("node:worker_threads");
    const Database = require("libsql");
    const db = new Database(workerData);
    db.exec("PRAGMA busy_timeout = 5000");
    const insert = db.prepare("INSERT INTO visits (at) VALUES (?)");
    let stopping = false;
    parentPort.on("message", () => (stopping = true));
    (function write() {
      insert.run(Date.now());
      if (stopping) parentPort.postMessage("stopped");
      else setTimeout(write, 1);
    })();`,
    { eval: true, workerData: file },
  );
  return async () => {
    worker.postMessage("stop");
    await new Promise((resolve) => worker.once("message", resolve));
    await worker.terminate();
  };
}

it("runs every batch that reads before it writes while another connection keeps writing, and still sees that connection's rows after", async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "moneywise-batch-mode-"));
  const file = path.join(dir, "app.db");
  const client = await openDatabase(`file:${file}`);
  await client.batch(["CREATE TABLE visits (at INTEGER)", "CREATE TABLE tallies (seen INTEGER)"]);
  const stopWriter = startWriter(file);
  try {
    // Wait until the other connection is writing.
    while (Number((await client.execute("SELECT count(*) AS n FROM visits")).rows[0]!.n) === 0)
      await new Promise((resolve) => setTimeout(resolve, 5));
    const failures: string[] = [];
    for (let index = 0; index < BATCHES; index += 1) {
      await client
        .batch(["SELECT count(*) FROM visits", SLOW_READ, { sql: "INSERT INTO tallies (seen) SELECT count(*) FROM visits", args: [] }])
        .catch((error: { code?: string }) => failures.push(error.code ?? String(error)));
    }
    expect(failures).toEqual([]);
  } finally {
    await stopWriter();
  }
  const count = async (database: Client, table: string) => Number((await database.execute(`SELECT count(*) AS n FROM ${table}`)).rows[0]!.n);
  expect(await count(client, "tallies")).toBe(BATCHES);
  // The connection reads all the other one committed, as a fresh connection does, not an old snapshot.
  const fresh = await openDatabase(`file:${file}`);
  expect(await count(client, "visits")).toBe(await count(fresh, "visits"));
  fresh.close();
  client.close();
}, 30_000);
