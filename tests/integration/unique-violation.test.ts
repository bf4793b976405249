import { createClient as createHttpClient, type Client } from "@libsql/client/web";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type Database } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { migrateDatabase } from "../../db/migrate";
import { openDatabase } from "../../db/node-client";
import { paymentEvents, profiles, users, USERS_EMAIL_INDEX } from "../../db/schema";
import { queryFailure } from "../support/database";
import { startLibsqlBridge, type Bridge } from "../support/libsql-bridge";

let dir: string;
let bridge: Bridge;
const clients: Client[] = [];
beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "moneywise-unique-"));
  bridge = await startLibsqlBridge(path.join(dir, "http.db"));
});
afterAll(async () => {
  for (const client of clients) client.close();
  await bridge.close();
  rmSync(dir, { recursive: true, force: true });
});

/**
 * The embedded file driver reports SQLite's extended codes; Turso over HTTP (here the bridge, which
 * answers as sqld does) only SQLITE_CONSTRAINT. The app's database wrapper (round trips counted) sits
 * in front of both, as in production.
 */
const drivers: [string, () => Promise<Client>][] = [
  ["embedded file", () => openDatabase(`file:${path.join(dir, "file.db")}`)],
  ["HTTP (Hrana)", async () => createHttpClient({ url: bridge.url })],
];

describe.each(drivers)("unique violations over the %s driver", (_name, open) => {
  let db: Database;
  const user = (id: string, email: string) => db.insert(users).values({ id, email, passwordHash: "scrypt$x", country: "CA" });

  beforeAll(async () => {
    const client = await open();
    clients.push(client);
    db = createDatabase(client, { count: 0 });
    await migrateDatabase(db);
    await user("u1", "ana@example.com");
  });

  it("recognises a taken email (a unique index on an expression), also inside a batch", async () => {
    const single = await queryFailure(user("u2", "ANA@example.com"));
    expect(isUniqueViolation(single)).toBe(true);
    expect(isUniqueViolation(single, USERS_EMAIL_INDEX)).toBe(true);
    expect(isUniqueViolation(single, "users.id")).toBe(false);

    const batch = await queryFailure(db.batch([user("u3", "ana@EXAMPLE.com"), db.insert(profiles).values({ id: "u3" })]));
    expect(isUniqueViolation(batch, USERS_EMAIL_INDEX)).toBe(true);
  });

  it("reaches the caller whose batch failed when another request's query shared the round trip", async () => {
    const [own, other] = await Promise.allSettled([db.batch([user("u4", "Ana@Example.com")]), db.select().from(users)]);
    expect(own.status === "rejected" && isUniqueViolation(own.reason, USERS_EMAIL_INDEX)).toBe(true);
    expect(other.status).toBe("fulfilled");
  });

  it("recognises a primary key taken, by table and column", async () => {
    await db.insert(paymentEvents).values({ id: "evt_1", type: "charge.refunded" });
    const duplicate = await queryFailure(db.insert(paymentEvents).values({ id: "evt_1", type: "charge.refunded" }));
    expect(isUniqueViolation(duplicate, "payment_events.id")).toBe(true);
    expect(isUniqueViolation(duplicate, USERS_EMAIL_INDEX)).toBe(false);
  });

  it("does not take other constraint failures or other errors for one", async () => {
    expect(
      isUniqueViolation(
        await queryFailure(db.insert(users).values({ id: "u5", email: "x@example.com", passwordHash: "x", country: "MX" as "CA" })),
      ),
    ).toBe(false);
    expect(isUniqueViolation(await queryFailure(db.insert(profiles).values({ id: "nobody" })))).toBe(false);
    expect(isUniqueViolation(await queryFailure(db.run("select * from no_such_table")))).toBe(false);
    expect(isUniqueViolation(new Error("UNIQUE constraint failed: users.id"))).toBe(false);
    expect(isUniqueViolation("UNIQUE constraint failed: users.id")).toBe(false);
  });
});
