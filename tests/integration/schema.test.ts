import { eq } from "drizzle-orm";
import { getTableConfig, SQLiteTable } from "drizzle-orm/sqlite-core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { isUniqueViolation } from "../../db/errors";
import * as schema from "../../db/schema";
import { courseLessons, orders, profiles, userProgress, users, USERS_EMAIL_INDEX } from "../../db/schema";
import { createTestDatabase, queryFailure } from "../support/database";

let test: Awaited<ReturnType<typeof createTestDatabase>>;
beforeEach(async () => {
  test = await createTestDatabase();
});
afterEach(() => test.cleanup());

/** The SQLite message behind a failed query (drizzle wraps it as the error's cause). */
async function databaseError(query: PromiseLike<unknown>): Promise<string> {
  const { cause, message } = (await queryFailure(query)) as Error;
  return cause instanceof Error ? cause.message : message;
}

const user = (id: string, email: string) => ({ id, email, passwordHash: "scrypt$x", country: "CA" as const });
const lesson = (courseId: string, lessonNumber: number) => ({
  courseId,
  lessonNumber,
  title: `Lesson ${lessonNumber}`,
  content: "Body",
  contentHtml: "<p>Body</p>",
  durationMinutes: 10,
});

describe("data model constraints", () => {
  it("keeps emails unique regardless of case", async () => {
    await test.db.insert(users).values(user("u1", "Ana@Example.com"));
    expect(isUniqueViolation(await queryFailure(test.db.insert(users).values(user("u2", "ana@example.COM"))), USERS_EMAIL_INDEX)).toBe(true);
  });

  it("accepts only Canada and the United States as countries", async () => {
    expect(await databaseError(test.db.insert(users).values({ ...user("u1", "a@example.com"), country: "MX" as "CA" }))).toMatch(/CHECK/);
  });

  it("allows one lesson per course and number", async () => {
    await test.db.insert(courseLessons).values(lesson("budget-bootcamp", 1));
    expect(
      isUniqueViolation(await queryFailure(test.db.insert(courseLessons).values(lesson("budget-bootcamp", 1))), "course_lessons.lesson_number"),
    ).toBe(true);
    await test.db.insert(courseLessons).values(lesson("debt-challenge", 1));
  });

  it("keeps one progress row per user and lesson, updated by upsert", async () => {
    await test.db.insert(users).values(user("u1", "a@example.com"));
    const [row] = await test.db.insert(courseLessons).values(lesson("budget-bootcamp", 1)).returning();
    const progress = { userId: "u1", courseId: "budget-bootcamp", lessonId: row!.id };
    await test.db.insert(userProgress).values({ ...progress, completed: true, completedAt: new Date() });
    expect(
      isUniqueViolation(await queryFailure(test.db.insert(userProgress).values({ ...progress, completed: false })), "user_progress.lesson_id"),
    ).toBe(true);
    await test.db
      .insert(userProgress)
      .values({ ...progress, completed: false, completedAt: null })
      .onConflictDoUpdate({
        target: [userProgress.userId, userProgress.lessonId],
        set: { completed: false, completedAt: null },
      });
    const rows = await test.db.select().from(userProgress);
    expect(rows).toEqual([{ ...progress, completed: false, completedAt: null }]);
  });

  it("enforces foreign keys", async () => {
    expect(await databaseError(test.db.insert(userProgress).values({ userId: "nobody", courseId: "budget-bootcamp", lessonId: 999 }))).toMatch(
      /FOREIGN KEY/,
    );
    expect(await databaseError(test.db.insert(profiles).values({ id: "nobody" }))).toMatch(/FOREIGN KEY/);
  });

  it("removes a deleted user's data but keeps their orders without personal data", async () => {
    await test.db.insert(users).values(user("u1", "a@example.com"));
    await test.db.insert(profiles).values({ id: "u1", firstName: "Ana" });
    await test.db.insert(orders).values({
      id: "o1",
      userId: "u1",
      productName: "budget-bootcamp",
      status: "paid",
      amount: 5900,
      currency: "CAD",
    });
    await test.db.delete(users).where(eq(users.id, "u1"));
    expect(await test.db.select().from(profiles)).toEqual([]);
    const [order] = await test.db.select().from(orders);
    expect(order).toMatchObject({ id: "o1", userId: null, amount: 5900, currency: "CAD" });
  });

  it("stores money as integer cents with a known currency and status", async () => {
    const order = { id: "o1", productName: "budget-bootcamp", status: "paid" as const, amount: 4700, currency: "USD" as const };
    expect(await databaseError(test.db.insert(orders).values({ ...order, currency: "EUR" as "USD" }))).toMatch(/CHECK/);
    expect(await databaseError(test.db.insert(orders).values({ ...order, status: "refused" as "paid" }))).toMatch(/CHECK/);
    expect(await databaseError(test.db.insert(orders).values({ ...order, taxAmount: -1 }))).toMatch(/CHECK/);
    expect(await databaseError(test.db.insert(orders).values({ ...order, amount: -1 }))).toMatch(/CHECK/);
  });

  it("has an index behind every query the spec lists", async () => {
    const plans = async (query: string) =>
      (await test.client.execute(`explain query plan ${query}`)).rows.map((row) => String(row.detail)).join(" | ");
    expect(await plans("select * from orders where user_id = 'u' and product_name = 'p' and status = 'paid'")).toMatch(/USING INDEX/);
    expect(await plans("select * from orders where user_id = 'u' order by created_at desc")).toMatch(/orders_user_created_idx/);
    expect(await plans("select product_name from orders where user_id = 'u' and status = 'paid'")).toMatch(/USING (COVERING )?INDEX/);
    expect(await plans("select id from course_lessons where course_id = 'c' order by lesson_number")).toMatch(
      /course_lessons_course_number_unique/,
    );
    expect(await plans("select lesson_number from course_lessons where course_id = 'c' order by lesson_number desc limit 1")).toMatch(
      /USING (COVERING )?INDEX/,
    );
    expect(await plans("select * from user_progress where user_id = 'u' and course_id = 'c' and lesson_id in (1, 2)")).toMatch(
      /USING (INDEX|PRIMARY KEY)/,
    );
    expect(await plans("select * from profiles where id = 'u'")).toMatch(/USING INDEX|PRIMARY KEY/);
    expect(await plans("select * from subscribers where user_id = 'u'")).toMatch(/USING INDEX|PRIMARY KEY/);
    // The database has exactly the indexes the schema declares: none lost or renamed by a migration.
    const declared = Object.values(schema)
      .filter((table) => table instanceof SQLiteTable)
      .flatMap((table) => {
        const config = getTableConfig(table);
        return [
          ...config.indexes.map((index) => index.config.name),
          ...config.uniqueConstraints.map((unique) => unique.name!),
          ...config.columns.filter((column) => column.isUnique).map((column) => column.uniqueName!),
        ];
      });
    const present = await test.client.execute("select name from sqlite_master where type = 'index' and name not like 'sqlite_autoindex_%'");
    expect(present.rows.map((row) => String(row.name)).sort()).toEqual(declared.sort());
    expect(declared).toEqual(expect.arrayContaining([USERS_EMAIL_INDEX, "orders_open_checkout_idx", "certificates_live_user_course_unique"]));
  });
});
