import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createClient, type Client } from "@libsql/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { coalesceRoundTrips, type CoalescingClient } from "./coalesce-round-trips";
import { countRoundTrips } from "./round-trips";

let dir: string;
let raw: Client;
let counter: { count: number };
let client: CoalescingClient;

beforeEach(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "coalesce-"));
  raw = createClient({ url: `file:${path.join(dir, "test.db")}` });
  await raw.execute("create table notes (id integer primary key, body text not null)");
  counter = { count: 0 };
  client = coalesceRoundTrips(countRoundTrips(raw, counter));
});
afterEach(() => {
  raw.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("coalescing a request's concurrent queries", () => {
  it("sends calls made together as one batch and gives each caller its own results", async () => {
    await raw.execute("insert into notes (body) values ('a'), ('b')");
    const [one, [two, three]] = await Promise.all([
      client.execute("select count(*) as n from notes"),
      client.batch([{ sql: "insert into notes (body) values (?)", args: ["c"] }, "select body from notes order by id"], "write"),
    ]);
    expect(counter.count).toBe(1);
    expect(one.rows[0]!.n).toBe(2);
    expect(two!.rowsAffected).toBe(1);
    expect(three!.rows.map((row) => row.body)).toEqual(["a", "b", "c"]);
  });

  it("waits for held work, so a query issued when it settles still joins the batch", async () => {
    // Stands in for the session cookie's signature check, which settles in a later turn of the event loop.
    const cookieChecked = new Promise((resolve) => setTimeout(resolve, 20));
    client.holdUntil(cookieChecked);
    const results = await Promise.all([client.execute("select 1 as early"), cookieChecked.then(() => client.execute("select 2 as late"))]);
    expect(results.map((result) => Object.values(result.rows[0]!)[0])).toEqual([1, 2]);
    expect(counter.count).toBe(1);
  });

  it("without held work, leaves at the next macrotask, not after a timer (Node's are at least 1 ms)", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    try {
      const result = await client.execute("select 1 as one");
      expect(result.rows[0]!.one).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it("sends a lone call as it is", async () => {
    const result = await client.execute({ sql: "select ? as x", args: [7] });
    expect(result.rows[0]!.x).toBe(7);
    expect(counter.count).toBe(1);
  });

  it("keeps sequential calls apart (each waits for the one before)", async () => {
    await client.execute("insert into notes (body) values ('a')");
    await client.execute("insert into notes (body) values ('b')");
    expect(counter.count).toBe(2);
  });

  it("when one caller's statement fails, only that caller sees the error and the others' writes stand", async () => {
    const [good, bad] = await Promise.allSettled([
      client.execute("insert into notes (body) values ('kept')"),
      client.execute("insert into missing_table values (1)"),
    ]);
    expect(good.status).toBe("fulfilled");
    expect(bad.status).toBe("rejected");
    const rows = await raw.execute("select body from notes");
    expect(rows.rows.map((row) => row.body)).toEqual(["kept"]);
  });
});
