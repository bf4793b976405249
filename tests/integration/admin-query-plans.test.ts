// The console's reads at scale (issue 21, item 4): each one reaches orders and users through an index,
// never by reading every order. `npm run bench` measures the same pages on 100,000 orders.
import { sql, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseOrderQuery, ORDERS_PAGE_SIZE } from "~/features/admin/domain/order-filters";
import { reportMonths } from "~/features/admin/domain/overview";
import { auditPageRead } from "~/features/admin/audit.server";
import { ordersExportRead, ordersPageRead } from "~/features/admin/orders.server";
import { overviewReads } from "~/features/admin/overview.server";
import { createTestDatabase } from "../support/database";

let test: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(() => test.cleanup());

// The shape of the staff gate every console read carries.
const isStaff: SQL = sql`exists (select 1 from users where id = 'someone' and role = 'admin')`;

async function plan(query: { toSQL: () => { sql: string; params: unknown[] } }): Promise<string[]> {
  const { sql: text, params } = query.toSQL();
  const result = await test.client.execute({ sql: `explain query plan ${text}`, args: params as never[] });
  return result.rows.map((row) => String(row.detail));
}

function ordersPage(query: string) {
  const parsed = parseOrderQuery(new URLSearchParams(query));
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return ordersPageRead(test.context, isStaff, parsed.filters, parsed.cursor, ORDERS_PAGE_SIZE);
}

describe("the orders page's query plans", () => {
  it.each([
    ["no filter", "", "SCAN orders USING INDEX orders_created_idx"],
    ["the next page", "after=1767225600000.order-1", "SEARCH orders USING INDEX orders_created_idx ((created_at,id)<(?,?))"],
    ["a date range", "from=2026-01-01&to=2026-01-31", "SEARCH orders USING INDEX orders_created_idx (created_at>? AND created_at<?)"],
    ["a status", "status=refunded", "SEARCH orders USING INDEX orders_status_created_idx (status=?)"],
    [
      "a status and the next page",
      "status=failed&after=1767225600000.order-1",
      "SEARCH orders USING INDEX orders_status_created_idx (status=? AND (created_at,id)<(?,?))",
    ],
  ])("%s: newest first along an index, no sort", async (_, query, expected) => {
    const details = await plan(ordersPage(query));
    expect(details).toContain(expected);
    expect(details.join("\n")).not.toMatch(/TEMP B-TREE/);
    // The learner's email comes by primary key, one lookup per listed order.
    expect(details.join("\n")).toMatch(/SEARCH users USING INDEX sqlite_autoindex_users_1 \(id=\?\)/);
  });

  it("the unfiltered page stops after one page: the only walk of orders is the newest-first index, with a limit", async () => {
    const { sql: text } = ordersPage("").toSQL();
    expect(text).toMatch(/limit \?$/);
  });

  it("the CSV of a date range reads only that range", async () => {
    const parsed = parseOrderQuery(new URLSearchParams("from=2026-01-01&to=2026-01-31"));
    if (!parsed.ok) throw new Error("filters");
    const details = await plan(ordersExportRead(test.context, isStaff, parsed.filters));
    expect(details).toContain("SEARCH orders USING INDEX orders_created_idx (created_at>? AND created_at<?)");
  });
});

describe("the overview's query plans", () => {
  const now = new Date("2026-03-20T12:00:00Z");
  const { since } = reportMonths(now);

  it("reads the monthly totals the triggers keep, from the window's first month on, and never the orders", async () => {
    const details = await plan(overviewReads(test.context, isStaff, since, now)[0]);
    expect(details.join("\n")).toMatch(/SEARCH order_month_totals USING INDEX sqlite_autoindex_order_month_totals_1 \(month>\?\)/);
    expect(details.join("\n")).not.toMatch(/\borders\b/);
  });

  it("counts the window's sign-ups from the users' creation index", async () => {
    const details = await plan(overviewReads(test.context, isStaff, since, now)[2]);
    expect(details).toContain("SEARCH users USING COVERING INDEX users_created_idx (created_at>?)");
  });

  it("reads the refunds from the refunded orders only (the status index), never every order", async () => {
    const details = await plan(overviewReads(test.context, isStaff, since, now)[1]);
    expect(details.join("\n")).toMatch(/SEARCH orders USING INDEX orders_status_created_idx \(status=\?\)/);
    expect(details.join("\n")).not.toMatch(/SCAN orders\b/);
  });
});

describe("the audit log's query plans", () => {
  it.each([
    ["no filter", {}, "SCAN audit_log USING INDEX audit_log_created_idx"],
    ["a target", { target: "user:someone" }, "SEARCH audit_log USING INDEX audit_log_target_idx (target=?)"],
    [
      "an order's entries (its refund, grant or revoke)",
      { target: "order:order-1" },
      "SEARCH audit_log USING INDEX audit_log_order_idx (<expr>=?)",
    ],
  ])("%s: newest first along an index, sorting only entries of the same instant by id", async (_, filters, expected) => {
    const details = await plan(auditPageRead(test.db, isStaff, { action: null, actor: "", target: "", after: null, ...filters }));
    expect(details).toContain(expected);
    expect(details.join("\n")).not.toMatch(/TEMP B-TREE FOR ORDER BY/);
  });
});
