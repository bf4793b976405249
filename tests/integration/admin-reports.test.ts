import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { COMMAND_ACTOR } from "~/features/admin/audit.server";
import { ORDERS_PAGE_SIZE } from "~/features/admin/domain/order-filters";
import { changeRole } from "~/features/admin/roles.server";
import { requireOverview } from "~/features/admin/overview.server";
import { loader as ordersLoader } from "~/routes/admin.orders";
import { loader as ordersCsvLoader } from "~/routes/admin.orders[.]csv";
import { loader as overviewCsvLoader } from "~/routes/admin.overview[.]csv";
import { seedIfEmpty } from "../../content/compile";
import { certificates, courseLessons, orders, subscribers, subscriptionChanges, userProgress, users } from "../../db/schema";
import { createTestDatabase } from "../support/database";
import { createSignedInUser } from "../support/loaders";
import { routeResult } from "../support/route-result";

let test: Awaited<ReturnType<typeof createTestDatabase>>;
beforeEach(async () => {
  test = await createTestDatabase();
});
afterEach(() => test.cleanup());

async function signedInAdmin() {
  const admin = await createSignedInUser(test, { email: "boss@example.com" });
  await changeRole(test.db, { id: admin.id }, "admin", COMMAND_ACTOR, "test");
  return admin;
}

const get = (path: string, cookie: string) => new Request(`http://localhost${path}`, { headers: { Cookie: cookie } });

type OrderRow = typeof orders.$inferInsert;
let orderNumber = 0;
function order(userId: string | null, createdAt: string, fields: Partial<OrderRow> = {}): OrderRow {
  orderNumber += 1;
  return {
    id: `order-${String(orderNumber).padStart(4, "0")}`,
    userId,
    productName: "budget-bootcamp",
    status: "paid",
    amount: 5900,
    taxAmount: 0,
    currency: "CAD",
    createdAt: new Date(createdAt),
    ...fields,
  };
}

describe("the overview's figures are the orders' sums", () => {
  // The report runs in March 2026: its window is April 2025 to March 2026.
  const now = new Date("2026-03-20T12:00:00Z");

  it("per month and currency: gross, refunds and net before tax, tax apart; other statuses and older orders left out", async () => {
    const admin = await signedInAdmin();
    const learner = await createSignedInUser(test);
    await test.db.insert(orders).values([
      // The year boundary: the last millisecond of December, the first of January.
      order(learner.id, "2025-12-31T23:59:59.999Z", { amount: 5900, taxAmount: 767 }),
      order(learner.id, "2026-01-01T00:00:00.000Z", { productName: "debt-elimination-challenge", amount: 12500, taxAmount: 1625 }),
      // Sold in January, refunded in February: the refund counts in February.
      order(learner.id, "2026-01-15T08:00:00Z", {
        status: "refunded",
        amount: 5900,
        taxAmount: 767,
        refundedAt: new Date("2026-02-03T10:00:00Z"),
      }),
      // Refunded before refund dates were kept: a sale in June, a refund in no month ("date unknown").
      order(learner.id, "2025-06-01T00:00:00Z", { status: "refunded", amount: 5900 }),
      order(learner.id, "2026-01-20T08:00:00Z", { currency: "USD", amount: 4700, taxAmount: 0 }),
      order(learner.id, "2026-01-21T08:00:00Z", { currency: "USD", productName: "financial-masterclass", status: "completed", amount: 19700 }),
      order(learner.id, "2026-01-22T08:00:00Z", { status: "pending", amount: 99900 }),
      order(learner.id, "2026-01-23T08:00:00Z", { status: "failed", amount: 99900 }),
      // Before the window (March 2025).
      order(learner.id, "2025-03-31T23:59:59.999Z", { amount: 99900 }),
    ]);

    const report = await requireOverview(get("/admin", admin.cookie), test.requestContext(), now);
    const month = (name: string) => report.months.find((entry) => entry.month === name)!;

    expect(report.months).toHaveLength(12);
    expect(report.months[0]!.month).toBe("2025-04");
    expect(month("2025-12").revenue.CAD).toEqual({ sold: 1, refunded: 0, gross: 5900, refunds: 0, net: 5900, tax: 767 });
    expect(month("2026-01").revenue.CAD).toEqual({ sold: 2, refunded: 0, gross: 18400, refunds: 0, net: 18400, tax: 1625 });
    expect(month("2026-01").revenue.USD).toEqual({ sold: 2, refunded: 0, gross: 24400, refunds: 0, net: 24400, tax: 0 });
    expect(month("2026-02").revenue.CAD).toEqual({ sold: 0, refunded: 1, gross: 0, refunds: 5900, net: -5900, tax: 0 });
    expect(month("2025-06").revenue.CAD).toEqual({ sold: 1, refunded: 0, gross: 5900, refunds: 0, net: 5900, tax: 0 });
    // A month without sales is there, with zeros.
    expect(month("2026-03").revenue.CAD.gross).toBe(0);
    expect(report.totals.CAD.net).toBe(24300);
    expect(report.undatedRefunds).toEqual({ CAD: { refunded: 1, refunds: 5900 }, USD: { refunded: 0, refunds: 0 } });
    expect(report.refundRate).toBeCloseTo((1 / 6) * 100);
    const courses = Object.fromEntries(report.courses.map((course) => [course.slug, course]));
    expect(courses["budget-bootcamp"]).toMatchObject({ sold: 4, refunded: 1, net: { CAD: 11800, USD: 4700 } });
    expect(courses["debt-challenge"]).toMatchObject({ sold: 1, net: { CAD: 12500, USD: 0 } });
    expect(courses["financial-masterclass"]).toMatchObject({ sold: 1, net: { CAD: 0, USD: 19700 } });
  });

  it("monthly recurring revenue by plan and currency, and the month's new, upgraded, downgraded and cancelled subscriptions", async () => {
    const admin = await signedInAdmin();
    const subscriber = async (country: "CA" | "US", fields: Partial<typeof subscribers.$inferInsert>) => {
      const learner = await createSignedInUser(test, { country });
      await test.db.insert(subscribers).values({
        userId: learner.id,
        subscribed: true,
        subscriptionTier: "premium",
        subscriptionEnd: new Date("2026-04-10T00:00:00Z"),
        ...fields,
      });
      return learner;
    };
    await subscriber("CA", { currency: "CAD" });
    await subscriber("CA", { currency: "CAD", subscriptionTier: "basic", cancelAtPeriodEnd: true });
    await subscriber("US", { currency: "USD", subscriptionTier: "elite" });
    // Recorded before the currency was kept: the learner's country's, as billing reads it.
    await subscriber("US", { currency: null });
    // Over: its paid period ended, or it was cancelled.
    await subscriber("CA", { currency: "CAD", subscriptionEnd: new Date("2026-03-01T00:00:00Z") });
    await subscriber("US", { currency: "USD", subscribed: false });
    const change = (kind: "new" | "upgraded" | "downgraded" | "cancelled", at: string) =>
      ({ id: crypto.randomUUID(), userId: admin.id, kind, tier: "premium", at: new Date(at) }) as const;
    await test.db
      .insert(subscriptionChanges)
      .values([
        change("new", "2026-02-01T00:00:00Z"),
        change("new", "2026-02-28T23:59:59.999Z"),
        change("downgraded", "2026-02-10T00:00:00Z"),
        change("cancelled", "2026-03-01T00:00:00Z"),
        change("new", "2025-03-31T00:00:00Z"),
      ]);

    const report = await requireOverview(get("/admin", admin.cookie), test.requestContext(), now);
    // Premium CA$25 + Basic CA$11; Elite US$39 + Premium US$19.
    expect(report.recurring.totals).toEqual({ CAD: 3600, USD: 5800 });
    expect(report.recurring.rows.filter((row) => row.subscribers > 0)).toEqual([
      { tier: "basic", currency: "CAD", subscribers: 1, mrr: 1100 },
      { tier: "premium", currency: "CAD", subscribers: 1, mrr: 2500 },
      { tier: "premium", currency: "USD", subscribers: 1, mrr: 1900 },
      { tier: "elite", currency: "USD", subscribers: 1, mrr: 3900 },
    ]);
    const month = (name: string) => report.months.find((entry) => entry.month === name)!.subscriptions;
    expect(month("2026-02")).toEqual({ new: 2, upgraded: 0, downgraded: 1, cancelled: 0 });
    expect(month("2026-03")).toEqual({ new: 0, upgraded: 0, downgraded: 0, cancelled: 1 });
  });

  it("keeps the monthly totals equal to the sales' sums through a refund, a changed amount, a deleted order and a comp course", async () => {
    const learner = await createSignedInUser(test);
    await test.db.insert(orders).values([
      order(learner.id, "2026-01-10T00:00:00Z", { id: "t1", taxAmount: 767 }),
      order(learner.id, "2026-01-11T00:00:00Z", { id: "t2" }),
      order(learner.id, "2026-02-01T00:00:00Z", { id: "t3", currency: "USD", amount: 4700 }),
      order(learner.id, "2026-02-02T00:00:00Z", { id: "t4", status: "pending" }),
      // A complimentary course is no sale: neither granting nor revoking it moves the totals.
      order(learner.id, "2026-02-03T00:00:00Z", { id: "t5", amount: 0, compReason: "Scholarship" }),
    ]);
    await test.db
      .update(orders)
      .set({ status: "cancelled" })
      .where(sql`${orders.id} = 't5'`);
    await test.db
      .update(orders)
      .set({ status: "refunded" })
      .where(sql`${orders.id} = 't1'`);
    await test.db
      .update(orders)
      // A checkout opened in February and paid in March is a March sale (ADR 069: dated by its payment).
      .set({ status: "paid", amount: 6100, paidAt: new Date("2026-03-01T00:00:00Z") })
      .where(sql`${orders.id} = 't4'`);
    await test.db.delete(orders).where(sql`${orders.id} = 't2'`);
    // Recounted from the orders themselves, zero rows of the totals left out.
    const recount = await test.client.execute(
      `select strftime('%Y-%m', coalesce(paid_at, created_at) / 1000, 'unixepoch') month, currency, product_name, status, count(*) orders, sum(amount) amount, sum(tax_amount) tax_amount
       from orders where comp_reason is null group by 1, 2, 3, 4 order by 1, 2, 3, 4`,
    );
    const kept = await test.client.execute(
      "select month, currency, product_name, status, orders, amount, tax_amount from order_month_totals where orders > 0 order by 1, 2, 3, 4",
    );
    expect(kept.rows.map((row) => ({ ...row }))).toEqual(recount.rows.map((row) => ({ ...row })));
    expect(kept.rows.map((row) => `${row.month} ${row.status} ${row.amount}`)).toEqual([
      "2026-01 refunded 5900",
      "2026-02 paid 4700",
      "2026-03 paid 6100",
    ]);
  });

  it("counts sign-ups per month, active subscribers by plan, completions and live certificates per course", async () => {
    await seedIfEmpty(test.db);
    const admin = await signedInAdmin();
    const finisher = await createSignedInUser(test);
    const halfway = await createSignedInUser(test);
    await test.db.update(users).set({ createdAt: new Date("2026-02-10T00:00:00Z") });
    await test.db
      .update(users)
      .set({ createdAt: new Date("2026-03-01T00:00:00Z") })
      .where(sql`${users.id} = ${halfway.id}`);

    const lessons = await test.db
      .select()
      .from(courseLessons)
      .where(sql`${courseLessons.courseId} = 'budget-bootcamp'`);
    const done = (userId: string, count: number) =>
      lessons.slice(0, count).map((lesson) => ({
        userId,
        courseId: "budget-bootcamp",
        lessonId: lesson.id,
        completed: true,
        completedAt: new Date("2026-03-02T00:00:00Z"),
      }));
    await test.db.insert(userProgress).values([...done(finisher.id, lessons.length), ...done(halfway.id, lessons.length - 1)]);
    await test.db.insert(certificates).values([
      { id: "c1", userId: finisher.id, courseId: "budget-bootcamp", issuedAt: new Date("2026-03-02T00:00:00Z") },
      { id: "c2", userId: halfway.id, courseId: "budget-bootcamp", issuedAt: new Date("2026-03-02T00:00:00Z"), revokedAt: now },
    ]);
    await test.db.insert(subscribers).values([
      { userId: finisher.id, subscribed: true, subscriptionTier: "premium", subscriptionEnd: new Date("2026-04-01T00:00:00Z") },
      { userId: halfway.id, subscribed: true, subscriptionTier: "basic", subscriptionEnd: new Date("2026-03-01T00:00:00Z") },
    ]);

    const report = await requireOverview(get("/admin", admin.cookie), test.requestContext(), now);
    expect(report.months.find((entry) => entry.month === "2026-02")!.signUps).toBe(2);
    expect(report.months.find((entry) => entry.month === "2026-03")!.signUps).toBe(1);
    expect(report.tiers).toEqual([
      { tier: "basic", count: 0 },
      { tier: "premium", count: 1 },
      { tier: "elite", count: 0 },
    ]);
    expect(report.courses[0]).toMatchObject({ slug: "budget-bootcamp", completions: 1, certificates: 1 });
  }, 30_000);

  it("is a page that does not exist for a learner, whose request reads nothing of the business", async () => {
    const learner = await createSignedInUser(test);
    const thrown = await requireOverview(get("/admin", learner.cookie), test.requestContext(), now).catch((error) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(404);
  });

  it("downloads the monthly figures as CSV, private", async () => {
    const admin = await signedInAdmin();
    await test.db.insert(orders).values(order(admin.id, new Date().toISOString(), { amount: 5950, taxAmount: 774 }));
    const response = (await overviewCsvLoader({
      request: get("/admin/overview.csv", admin.cookie),
      params: {},
      context: test.requestContext(),
    })) as Response;
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    const lines = (await response.text()).trim().split("\r\n");
    expect(lines).toHaveLength(13);
    expect(lines.at(-1)).toMatch(/^\d{4}-\d{2},1,1,0,59\.5,0,59\.5,7\.74,/);
  });
});

describe("the orders page", () => {
  async function page(path: string, cookie: string) {
    return routeResult(await ordersLoader({ request: get(path, cookie), params: {}, context: test.requestContext() }));
  }

  it("filters by status, currency, course and UTC days (the end day included)", async () => {
    const admin = await signedInAdmin();
    await test.db
      .insert(orders)
      .values([
        order(admin.id, "2026-01-01T00:00:00Z", { id: "a" }),
        order(admin.id, "2026-01-02T23:59:59.999Z", { id: "b", status: "refunded" }),
        order(admin.id, "2026-01-03T00:00:00Z", { id: "c", currency: "USD" }),
        order(admin.id, "2026-01-02T12:00:00Z", { id: "d", productName: "financial-masterclass" }),
      ]);
    const ids = async (query: string) =>
      (await page(`/admin/orders${query}`, admin.cookie)).value.page.orders.map((row: { id: string }) => row.id);
    expect(await ids("")).toEqual(["c", "b", "d", "a"]);
    expect(await ids("?status=refunded")).toEqual(["b"]);
    expect(await ids("?currency=USD")).toEqual(["c"]);
    expect(await ids("?course=financial-masterclass")).toEqual(["d"]);
    expect(await ids("?from=2026-01-02&to=2026-01-02")).toEqual(["b", "d"]);
    expect(await ids("?status=paid&currency=CAD&from=2026-01-01&to=2026-01-01")).toEqual(["a"]);
  });

  it("answers bad dates with a message and a 400, not an error page", async () => {
    const admin = await signedInAdmin();
    const result = await page("/admin/orders?from=2026-13-01&to=2026-01-01", admin.cookie);
    expect(result.status).toBe(400);
    expect(result.value.errors.from).toMatch(/real calendar date/);
    expect(result.value.page).toBeNull();
  });

  it("pages with a cursor: every order once, newest first, also orders made in the same millisecond", async () => {
    const admin = await signedInAdmin();
    const total = ORDERS_PAGE_SIZE * 2 + 7;
    await test.db
      .insert(orders)
      .values(
        Array.from({ length: total }, (_, index) =>
          order(admin.id, new Date(Date.UTC(2026, 0, 1) + Math.floor(index / 3) * 1000).toISOString()),
        ),
      );
    const seen: string[] = [];
    let path: string | null = "/admin/orders";
    let pages = 0;
    while (path) {
      const { value } = await page(path, admin.cookie);
      seen.push(...value.page.orders.map((row: { id: string }) => row.id));
      path = value.page.nextQuery ? `/admin/orders${value.page.nextQuery}` : null;
      pages += 1;
    }
    expect(pages).toBe(3);
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    const all = await test.db.select({ id: orders.id, createdAt: orders.createdAt }).from(orders);
    const expected = all.sort((x, y) => y.createdAt.getTime() - x.createdAt.getTime() || (x.id < y.id ? 1 : -1)).map((row) => row.id);
    expect(seen).toEqual(expected);
  });

  it("links each order's learner, and shows a deleted account's order without one", async () => {
    const admin = await signedInAdmin();
    await test.db.insert(orders).values([order(admin.id, "2026-01-01T00:00:00Z"), order(null, "2026-01-02T00:00:00Z")]);
    const { value } = await page("/admin/orders", admin.cookie);
    expect(value.page.orders.map((row: { userId: string | null; email: string | null }) => [row.userId, row.email])).toEqual([
      [null, null],
      [admin.id, "boss@example.com"],
    ]);
  });

  it("exports the filtered orders as formula-safe CSV, private", async () => {
    const admin = await signedInAdmin();
    const learner = await createSignedInUser(test, { email: "=cmd|'/c calc'!A1@example.com" });
    await test.db
      .insert(orders)
      .values([
        order(learner.id, "2026-01-01T00:00:00Z", { id: "kept", status: "refunded", taxAmount: 767 }),
        order(learner.id, "2026-01-02T00:00:00Z", { id: "left-out" }),
      ]);
    const response = (await ordersCsvLoader({
      request: get("/admin/orders.csv?status=refunded", admin.cookie),
      params: {},
      context: test.requestContext(),
    })) as Response;
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="moneywise-orders.csv"');
    const lines = (await response.text()).trim().split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe(
      `kept,2026-01-01T00:00:00.000Z,refunded,7-Day Budget Bootcamp,CAD,59,7.67,66.67,${learner.id},'=cmd|'/c calc'!A1@example.com`,
    );
  });

  it("refuses a CSV of bad filters with a message", async () => {
    const admin = await signedInAdmin();
    const response = (await ordersCsvLoader({
      request: get("/admin/orders.csv?to=31/01/2026", admin.cookie),
      params: {},
      context: test.requestContext(),
    })) as Response;
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/end date as YYYY-MM-DD/);
  });

  it("is a page that does not exist for a learner, and so is its CSV", async () => {
    const learner = await createSignedInUser(test);
    for (const run of [
      () => ordersLoader({ request: get("/admin/orders", learner.cookie), params: {}, context: test.requestContext() }),
      () => ordersLoader({ request: get("/admin/orders?from=bad", learner.cookie), params: {}, context: test.requestContext() }),
      () => ordersCsvLoader({ request: get("/admin/orders.csv", learner.cookie), params: {}, context: test.requestContext() }),
    ]) {
      const thrown = await run().catch((error) => error);
      expect((thrown as Response).status).toBe(404);
    }
  });
});
