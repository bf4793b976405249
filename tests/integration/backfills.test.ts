/**
 * The data back-fills in migrations 0025, 0026, 0031, 0037 and 0038, run as a database being upgraded would run them:
 * every migration before the one under test, rows as the old schema held them, then the migration.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { createClient, type Client } from "@libsql/client";
import { afterEach, describe, expect, it } from "vitest";

const MIGRATIONS = path.resolve(import.meta.dirname, "../../migrations");

async function migratedUpTo(client: Client, last: string) {
  const files = (await readdir(MIGRATIONS)).filter((file) => file.endsWith(".sql")).sort();
  for (const file of files.filter((name) => name < last)) await runMigration(client, file);
}

async function runMigration(client: Client, file: string) {
  const text = await readFile(path.join(MIGRATIONS, file), "utf8");
  for (const statement of text.split("--> statement-breakpoint")) {
    if (statement.replace(/--.*$/gm, "").trim()) await client.execute(statement);
  }
}

let client: Client | null = null;
afterEach(() => client?.close());

async function user(id: string, country = "CA") {
  await client!.execute({
    sql: "insert into users (id, email, password_hash, country, created_at) values (?, ?, 'x', ?, 0)",
    args: [id, `${id}@example.com`, country],
  });
}

async function order(id: string, userId: string, status: string, createdAt: number, extra: Record<string, unknown> = {}) {
  const columns = ["id", "user_id", "product_name", "status", "amount", "currency", "created_at", ...Object.keys(extra)];
  await client!.execute({
    sql: `insert into orders (${columns.join(", ")}) values (${columns.map(() => "?").join(", ")})`,
    args: [id, userId, "budget-bootcamp", status, 5900, "CAD", createdAt, ...(Object.values(extra) as (string | number | null)[])],
  });
}

describe("0025: second payments already paid are owed their refund", () => {
  it("marks a paid second payment due, and neither the first nor a complimentary copy", async () => {
    client = createClient({ url: ":memory:" });
    await migratedUpTo(client, "0025");
    await user("ana");
    await order("first", "ana", "paid", 1_000, { provider_payment_id: "pi_1" });
    await order("second", "ana", "paid", 2_000, { provider_payment_id: "pi_2" });
    await order("comp", "ana", "paid", 3_000, { comp_reason: "Scholarship" });
    await runMigration(
      client,
      (await readdir(MIGRATIONS)).find((file) => file.startsWith("0025"))!,
    );

    const rows = await client.execute("select id, auto_refund_due_at is not null as owed, auto_refund_attempts from orders order by id");
    expect(rows.rows.map((row) => [row.id, row.owed, row.auto_refund_attempts])).toEqual([
      ["comp", 0, 0],
      ["first", 0, 0],
      ["second", 1, 0],
    ]);
  });
});

describe("0026: refunds dated from the audit log; local plans' currency", () => {
  it("dates a staff refund by its audit entry, leaves other old refunds undated, and copies a local plan's currency", async () => {
    client = createClient({ url: ":memory:" });
    await migratedUpTo(client, "0026");
    await user("ana");
    await user("ben", "US");
    await order("staff-refund", "ana", "refunded", 1_000);
    await order("old-refund", "ana", "refunded", 2_000);
    await order("dated", "ana", "refunded", 3_000, { refunded_at: 9_000 });
    await client.execute({
      sql: "insert into audit_log (id, actor_id, actor_email, action, target, reason, details, created_at) values ('a1', 'boss', 'boss@example.com', 'refund', 'user:ana', 'asked', ?, 5000)",
      args: [JSON.stringify({ order: "staff-refund", product: "budget-bootcamp", amount: 5900, currency: "CAD" })],
    });
    await client.execute("insert into subscribers (user_id, subscribed, subscription_tier, updated_at) values ('ben', 1, 'premium', 0)");
    await client.execute(
      "insert into local_subscriptions (user_id, subscription_id, period_end, currency) values ('ben', 'sub_local_1', 0, 'USD')",
    );
    await runMigration(
      client,
      (await readdir(MIGRATIONS)).find((file) => file.startsWith("0026"))!,
    );

    const refunds = await client.execute("select id, refunded_at from orders order by id");
    expect(refunds.rows.map((row) => [row.id, row.refunded_at])).toEqual([
      ["dated", 9_000],
      ["old-refund", null],
      ["staff-refund", 5_000],
    ]);
    expect((await client.execute("select currency from subscribers where user_id = 'ben'")).rows[0]?.currency).toBe("USD");
  });
});

describe("0031: lesson discussions hidden with their first post are shown again", () => {
  it("shows a hidden lesson discussion, keeps its hidden post hidden, and leaves a hidden space thread hidden", async () => {
    client = createClient({ url: ":memory:" });
    await migratedUpTo(client, "0031");
    await user("ana");
    for (const [id, kind, course, lesson] of [
      ["lesson-thread", "lesson", "budget-bootcamp", 2],
      ["space-thread", "space", null, null],
    ] as const) {
      await client.execute({
        sql: `insert into community_threads (id, kind, category, course_id, lesson_number, title, author_id, post_count, last_post_number, last_post_at, created_at, hidden_at)
              values (?, ?, ?, ?, ?, ?, 'ana', 0, 1, 0, 0, 5000)`,
        args: [id, kind, kind === "space" ? "budgeting" : null, course, lesson, kind === "space" ? "Spam" : null],
      });
      await client.execute({
        sql: "insert into community_posts (id, thread_id, post_number, author_id, body_markdown, body_html, body_hash, created_at, hidden_at) values (?, ?, 1, 'ana', 'x', '<p>x</p>', ?, 0, 5000)",
        args: [`${id}-1`, id, `hash-${id}`],
      });
    }
    await runMigration(client, "0031_lesson-discussions-shown.sql");
    const threads = await client.execute("select id, hidden_at from community_threads order by id");
    expect(threads.rows.map((row) => [row.id, row.hidden_at])).toEqual([
      ["lesson-thread", null],
      ["space-thread", 5000],
    ]);
    const posts = await client.execute("select hidden_at from community_posts where hidden_at is not null");
    expect(posts.rows).toHaveLength(2);
  });
});

describe("0037: which orders were test payments", () => {
  it("marks the local provider's paid orders, by their payment id; Stripe's and unpaid ones stay unmarked", async () => {
    client = createClient({ url: ":memory:" });
    await migratedUpTo(client, "0037");
    await user("ana");
    await order("local", "ana", "paid", 1_000, { provider_payment_id: "pi_local_abc" });
    await order("stripe", "ana", "paid", 2_000, { provider_payment_id: "pi_3Nabc" });
    await order("pending", "ana", "pending", 3_000);
    await runMigration(
      client,
      (await readdir(MIGRATIONS)).find((file) => file.startsWith("0037"))!,
    );

    const rows = await client.execute("select id, test_payment from orders order by id");
    expect(rows.rows.map((row) => [row.id, row.test_payment])).toEqual([
      ["local", 1],
      ["pending", 0],
      ["stripe", 0],
    ]);
  });
});

describe("0038: saved plan names unique whatever the case of an accented letter", () => {
  it("renames every later plan whose name differs from an earlier one's only there, by its whole id, and leaves other tools and learners alone", async () => {
    client = createClient({ url: ":memory:" });
    await migratedUpTo(client, "0038");
    await user("ana");
    await user("ben");
    const plan = (id: string, userId: string, tool: string, name: string) =>
      client!.execute({
        sql: "insert into saved_plans (id, user_id, tool, name, query, created_at, updated_at) values (?, ?, ?, ?, '', 0, 0)",
        args: [id, userId, tool, name],
      });
    // lower() folded "ÉPARGNE" to "Épargne" already; the É against é is what it missed.
    await plan("abcd-1", "ana", "budget", "Épargne");
    await plan("efgh-2", "ana", "budget", "épargne");
    // Three that differ only in an accent's case, and a name the old suffix (the id's start) would have taken.
    await plan("ijkl-3", "ana", "debt", "Été");
    await plan("ijkl-4", "ana", "debt", "été");
    await plan("ijkl-5", "ana", "debt", "ÉtÉ");
    await plan("ijkl-6", "ana", "debt", "été (ijkl)");
    await plan("mnop-7", "ben", "budget", "épargne");
    await runMigration(
      client,
      (await readdir(MIGRATIONS)).find((file) => file.startsWith("0038"))!,
    );

    const rows = await client.execute("select id, name from saved_plans order by id");
    expect(rows.rows.map((row) => [row.id, row.name])).toEqual([
      ["abcd-1", "Épargne"],
      ["efgh-2", "épargne (efgh-2)"],
      ["ijkl-3", "Été"],
      ["ijkl-4", "été (ijkl-4)"],
      ["ijkl-5", "ÉtÉ (ijkl-5)"],
      ["ijkl-6", "été (ijkl)"],
      ["mnop-7", "épargne"],
    ]);
    await expect(plan("qrst-5", "ana", "budget", "ÉpArGnE")).rejects.toThrow(/UNIQUE constraint failed/);
  });
});
