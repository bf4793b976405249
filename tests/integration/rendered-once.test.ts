/**
 * The session's user id, embedded in most statements of a page's batch, is rendered once (db/rendered-once.ts):
 * each statement must read exactly what it read with the query builder embedded, in text, values and rows.
 */
import { and, eq, gt, sql, type SQLWrapper } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { renderedOnce } from "../../db/rendered-once";
import { orders, sessions, users } from "../../db/schema/index";
import { createTestDatabase } from "../support/database";

let test: Awaited<ReturnType<typeof createTestDatabase>>;
beforeEach(async () => {
  test = await createTestDatabase();
});
afterEach(() => test.cleanup());

const now = new Date("2026-12-07T12:00:00Z");
const DAY = 86_400_000;

async function arrange() {
  for (const [id, token] of [
    ["learner-a", "token-a"],
    ["learner-b", "token-b"],
  ] as const) {
    await test.db.insert(users).values({ id, email: `${id}@example.com`, passwordHash: "!", country: "CA" });
    await test.db.insert(sessions).values({
      tokenHash: token,
      userId: id,
      createdAt: now,
      lastSeenAt: new Date(now.getTime() - DAY),
      expiresAt: new Date(now.getTime() + DAY),
    });
    await test.db
      .insert(orders)
      .values({ id: `order-${id}`, userId: id, productName: "budget-bootcamp", status: "paid", amount: 4700, currency: "CAD" });
  }
}

/** The session's user id as the batch states it: a live session's user, found by its token's hash. */
const userOf = (tokenHash: string) =>
  test.db
    .select({ id: sessions.userId })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now), gt(sessions.lastSeenAt, new Date(now.getTime() - 7 * DAY))));

const ordersOf = (userId: SQLWrapper) => test.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId));

describe("a subquery rendered once", () => {
  it("gives each statement the text and values the query builder gave it", () => {
    const embedded = ordersOf(userOf("token-a")).toSQL();
    const rendered = ordersOf(renderedOnce(userOf("token-a"))).toSQL();
    expect(rendered).toEqual(embedded);
    // The dates went in as the driver's values, as the builder writes them.
    expect(rendered.params).toEqual(["token-a", now.getTime(), now.getTime() - 7 * DAY]);
  });

  it("reads the same rows, for the session's own user only", async () => {
    await arrange();
    const rows = await ordersOf(renderedOnce(userOf("token-b")));
    expect(rows).toEqual([{ id: "order-learner-b" }]);
    expect(await ordersOf(renderedOnce(userOf("no-such-token")))).toEqual([]);
  });

  it("refuses a subquery whose text holds a question mark of its own", () => {
    const literal = test.db
      .select({ id: sessions.userId })
      .from(sessions)
      .where(sql`${sessions.tokenHash} = '?' and ${sessions.userId} = ${"x"}`);
    expect(() => renderedOnce(literal)).toThrow(/1 values for 2 places/);
  });
});
