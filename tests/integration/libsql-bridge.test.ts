import { createClient } from "@libsql/client/web";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startLibsqlBridge, type Bridge } from "../support/libsql-bridge";

// The bridge stands in for Turso in the workerd check, so it must behave like libSQL for the web client.
describe("libSQL HTTP bridge", () => {
  let bridge: Bridge;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "bridge-"));
    bridge = await startLibsqlBridge(path.join(dir, "bridge.db"));
  });
  afterAll(async () => {
    await bridge.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("executes statements, batches and interactive transactions for @libsql/client/web", async () => {
    const client = createClient({ url: bridge.url });
    await client.execute("create table items (id integer primary key, name text not null unique, price real, data blob)");
    const insert = await client.execute({
      sql: "insert into items (name, price, data) values (?, ?, ?)",
      args: ["apple", 1.5, new Uint8Array([1, 2, 3])],
    });
    expect(insert.rowsAffected).toBe(1);
    expect(insert.lastInsertRowid).toBe(1n);

    await client.batch(
      [
        { sql: "insert into items (name, price) values (:name, :price)", args: { name: "pear", price: 2 } },
        { sql: "insert into items (name, price) values (?, ?)", args: ["plum", 3] },
      ],
      "write",
    );
    const { rows, columns } = await client.execute("select id, name, price, data from items order by id");
    expect(columns).toEqual(["id", "name", "price", "data"]);
    expect(rows.map((row) => [row.id, row.name, row.price])).toEqual([
      [1, "apple", 1.5],
      [2, "pear", 2],
      [3, "plum", 3],
    ]);

    // A failing batch rolls back as a whole.
    await expect(
      client.batch(["insert into items (name) values ('fig')", "insert into items (name) values ('apple')"], "write"),
    ).rejects.toThrow(/UNIQUE/);
    expect((await client.execute("select count(*) as n from items")).rows[0]?.n).toBe(3);

    const transaction = await client.transaction("write");
    await transaction.execute("insert into items (name) values ('kiwi')");
    await transaction.rollback();
    expect((await client.execute("select count(*) as n from items")).rows[0]?.n).toBe(3);

    await client.executeMultiple("create table notes (body text); insert into notes values ('a');");
    expect((await client.execute("select body from notes")).rows[0]?.body).toBe("a");
    client.close();
  });
});
