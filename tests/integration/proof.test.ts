// The public figures (issue 23, item 5) computed from a real libSQL database: seeded below and at each
// threshold, with refunds, lapsed plans, revoked certificates and other learners' reports that must not count.
// Pages read the row `refreshSiteFigures` keeps (hourly and at start, ADR 034): each read below recounts first.
import type { InStatement } from "@libsql/client";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loader as homeLoader } from "~/routes/_index";
import { loader as catalogueLoader } from "~/routes/courses._index";
import { loader as coursePageLoader } from "~/routes/courses.$courseId";
import { action as resultsAction, loader as resultsLoader } from "~/routes/courses.debt-challenge.results";
import { THRESHOLDS } from "~/features/proof/domain/claims";
import { refreshSiteFigures, refreshSiteFiguresStatement, siteFiguresRead } from "~/features/proof/site-figures.server";
import { createSeededTestDatabase } from "../support/database";
import { createSignedInUser } from "../support/loaders";
import { routeResult } from "../support/route-result";

let test: Awaited<ReturnType<typeof createSeededTestDatabase>>;
beforeEach(async () => {
  test = await createSeededTestDatabase();
});
afterEach(() => test.cleanup());

const DAY = 86_400_000;
let serial = 0;

/** Learners with no orders yet; returns their ids. */
async function learners(count: number): Promise<string[]> {
  const ids = Array.from({ length: count }, () => `learner-${++serial}`);
  const statements: InStatement[] = ids.map((id) => ({
    sql: "insert into users (id, email, password_hash, country, marketing_consent, created_at) values (?, ?, 'unused', 'CA', 0, ?)",
    args: [id, `${id}@example.com`, Date.parse("2026-02-01T00:00:00Z")],
  }));
  if (statements.length > 0) await test.client.batch(statements, "write");
  return ids;
}

async function orders(ids: readonly string[], productName: string, status = "paid") {
  if (ids.length === 0) return;
  await test.client.batch(
    ids.map((id) => ({
      sql: "insert into orders (id, user_id, product_name, status, amount, currency, created_at) values (?, ?, ?, ?, 4700, 'USD', ?)",
      args: [crypto.randomUUID(), id, productName, status, Date.now()],
    })),
    "write",
  );
}

async function plans(ids: readonly string[], tier: string, end: number) {
  if (ids.length === 0) return;
  await test.client.batch(
    ids.map((id) => ({
      sql: "insert into subscribers (user_id, subscribed, subscription_tier, subscription_end, updated_at) values (?, 1, ?, ?, ?)",
      args: [id, tier, end, Date.now()],
    })),
    "write",
  );
}

async function certificates(ids: readonly string[], courseId: string, revoked = false) {
  await test.client.batch(
    ids.map((id) => ({
      sql: "insert into certificates (id, user_id, course_id, issued_at, revoked_at) values (?, ?, ?, ?, ?)",
      args: [crypto.randomUUID(), id, courseId, Date.now(), revoked ? Date.now() : null],
    })),
    "write",
  );
}

async function reports(ids: readonly string[], currency: string, startCents: number, nowCents: number) {
  await test.client.batch(
    ids.map((id) => ({
      sql: "insert into debt_results (user_id, currency, debt_at_start_cents, debt_now_cents, updated_at) values (?, ?, ?, ?, ?)",
      args: [id, currency, startCents, nowCents, Date.now()],
    })),
    "write",
  );
}

function args(path: string, cookie?: string, init: RequestInit = {}) {
  return {
    request: new Request(`http://localhost${path}`, { ...init, headers: { ...(cookie ? { Cookie: cookie } : {}), ...init.headers } }),
    params: { courseId: path.split("/")[2] ?? "" },
    context: test.requestContext(),
  };
}

/** The home page's figures as the page reads them: from the row, recounted first unless told otherwise. */
async function home({ refresh = true } = {}) {
  if (refresh) await refreshSiteFigures(test.db);
  return routeResult(await homeLoader(args("/"))).value as Awaited<ReturnType<typeof homeLoader>>;
}

async function catalogue() {
  await refreshSiteFigures(test.db);
  return routeResult(await catalogueLoader(args("/courses"))).value.proof;
}

async function coursePage(slug: string) {
  await refreshSiteFigures(test.db);
  return routeResult(await coursePageLoader(args(`/courses/${slug}`))).value.proof;
}

describe("learners enrolled", () => {
  it.each([
    ["before the first count (no row yet)", false],
    ["once counted", true],
  ])("on a fresh database, %s, the home page claims nothing and shows the site's own facts, lessons counted", async (_when, refresh) => {
    const proof = await home({ refresh });
    expect(proof.hero).toEqual([
      { value: "17", label: "lessons", kind: null },
      { value: "4", label: "free calculators", kind: null },
      { value: "3", label: "courses", kind: null },
    ]);
    expect(proof.learners).toBeNull();
    expect(proof.footnote).toBeNull();
    expect(proof.courses).toEqual({
      learners: { "budget-bootcamp": null, "debt-challenge": null, "financial-masterclass": null },
      footnote: null,
    });
  });

  it("counts accounts holding a course once each: paid orders and active plans, not refunds, lapsed plans or other statuses", async () => {
    const buyers = await learners(THRESHOLDS.learners - 2);
    await orders(buyers, "budget-bootcamp");
    // A buyer of two courses and a subscriber who also bought are still one learner each.
    await orders(buyers.slice(0, 10), "debt-elimination-challenge");
    const subscribers = await learners(1);
    await plans([...subscribers, buyers[0]!], "premium", Date.now() + 30 * DAY);
    const [refunded, lapsed, pending, deletedOrder] = await learners(4);
    await orders([refunded!], "budget-bootcamp", "refunded");
    await orders([pending!], "budget-bootcamp", "pending");
    await orders([deletedOrder!], "budget-bootcamp", "failed");
    await plans([lapsed!], "elite", Date.now() - DAY);
    // Staff are not learners, whatever they hold: an admin who bought a course, a coach with a plan.
    const [admin, coach] = await learners(2);
    await test.client.execute({
      sql: "update users set role = case id when ? then 'admin' else 'coach' end where id in (?, ?)",
      args: [admin!, admin!, coach!],
    });
    await orders([admin!], "budget-bootcamp");
    await plans([coach!], "elite", Date.now() + 30 * DAY);
    // 98 buyers + 1 subscriber = 99: one short.
    expect((await home()).learners).toBeNull();

    const last = await learners(1);
    await plans(last, "basic", Date.now() + DAY);
    const proof = await home();
    expect(proof.learners).toBe("100+ learners");
    expect(proof.hero[0]).toEqual({ value: "100+", label: "learners enrolled", kind: "learners" });
    expect(proof.footnote?.[0]).toMatch(/^Learners enrolled:/);
    expect(proof.footnote?.at(-1)).toMatch(/^Counted from our own records since Feb 1, 2026/);
  });

  it("per course: orders of that course and plans whose tier opens it, shown from 50", async () => {
    const bootcamp = await learners(THRESHOLDS.courseLearners - 1);
    await orders(bootcamp, "budget-bootcamp");
    // A Basic plan opens the Bootcamp only; Premium opens every course.
    const basic = await learners(1);
    await plans(basic, "basic", Date.now() + DAY);
    const premium = await learners(30);
    await plans(premium, "premium", Date.now() + DAY);
    await orders(premium.slice(0, 25), "debt-elimination-challenge");
    const refunded = await learners(40);
    await orders(refunded, "debt-elimination-challenge", "refunded");

    const proof = await catalogue();
    // Bootcamp: 49 + 1 + 30 = 80; Debt Challenge: 30 (refunds left out); Masterclass: 30.
    expect(proof.learners).toEqual({ "budget-bootcamp": "80+ learners", "debt-challenge": null, "financial-masterclass": null });
    expect(proof.footnote?.[0]).toMatch(/^A course's learners/);
    expect(await coursePage("budget-bootcamp")).toMatchObject({ learners: "80+ learners", debtPaidOff: null });
    expect(await coursePage("financial-masterclass")).toMatchObject({ learners: null, learnersFootnote: null });
  });
});

describe("the counted row", () => {
  it("pages show the figures as last counted, dated by the count, until the next count; the lessons stay live", async () => {
    const buyers = await learners(THRESHOLDS.learners);
    await orders(buyers, "budget-bootcamp");
    // Not counted yet: nothing to claim.
    expect((await home({ refresh: false })).learners).toBeNull();

    const countedAt = new Date("2026-03-05T10:00:00Z");
    await refreshSiteFigures(test.db, countedAt);
    const counted = await home({ refresh: false });
    expect(counted.learners).toBe("100+ learners");
    expect(counted.footnote?.at(-1)).toMatch(/Recounted every hour: these figures are as of Mar 5, 2026\.$/);

    // A refund after the count shows at the next one, not before.
    await test.client.execute({ sql: "update orders set status = 'refunded' where user_id = ?", args: [buyers[0]!] });
    expect((await home({ refresh: false })).learners).toBe("100+ learners");
    const next = await home();
    expect(next.learners).toBeNull();
    expect(next.hero[0]).toEqual({ value: "17", label: "lessons", kind: null });

    // One row, rewritten in place.
    const rows = await test.client.execute("select id, computed_at from site_figures");
    expect(rows.rows).toHaveLength(1);
    expect(rows.rows[0]).toMatchObject({ id: 1 });
    expect(Number(rows.rows[0]!.computed_at)).toBeGreaterThan(countedAt.getTime());
  });

  it("reads counts a newer or older build wrote with fields it does not know, or without some, as zero", async () => {
    await test.client.execute({
      sql: "insert into site_figures (id, counts, computed_at) values (1, ?, ?)",
      args: [JSON.stringify({ learners: 150, newFigure: 3, debt: [{ currency: "EUR", reporters: 99 }] }), Date.now()],
    });
    const proof = await home({ refresh: false });
    expect(proof.learners).toBe("150+ learners");
    expect(proof.hero.filter((figure) => figure.kind !== null)).toEqual([{ value: "150+", label: "learners enrolled", kind: "learners" }]);
    // A second row cannot exist.
    await expect(test.client.execute({ sql: "insert into site_figures (id, counts, computed_at) values (2, '{}', 0)" })).rejects.toThrow(
      /CHECK/,
    );
  });
});

describe("courses completed", () => {
  it("counts live certificates from 25; revoked ones never", async () => {
    const ids = await learners(30);
    await certificates(ids.slice(0, 24), "budget-bootcamp");
    await certificates(ids.slice(24), "budget-bootcamp", true);
    expect((await home()).hero.some((figure) => figure.kind === "completions")).toBe(false);
    await certificates(ids.slice(0, 1), "debt-challenge");
    expect((await home()).hero).toContainEqual({ value: "20+", label: "courses completed", kind: "completions" });
  });
});

describe("debt paid off, as learners reported it", () => {
  it("sums start − now per currency (never below zero per learner), from 20 reporters, and never adds CAD to USD", async () => {
    const canadians = await learners(THRESHOLDS.debtReporters);
    // 19 paid off $1,000.50 each; one's debt went up by $5,000, which counts as zero, not −$5,000.
    await reports(canadians.slice(0, 19), "CAD", 2_000_000, 1_899_950);
    await reports(canadians.slice(19), "CAD", 1_000_000, 1_500_000);
    const americans = await learners(THRESHOLDS.debtReporters - 1);
    await reports(americans, "USD", 5_000_000, 0);
    // A staff member's report counts nowhere: not as the 20th US reporter, nor in any sum.
    const [coach] = await learners(1);
    await test.client.execute({ sql: "update users set role = 'coach' where id = ?", args: [coach!] });
    await reports([coach!], "USD", 9_000_000, 0);

    const proof = await home();
    // CA$19,009.50 → CA$19,000+; the 19 US reports ($950,000) are not shown, nor added to CAD.
    expect(proof.hero).toContainEqual({ value: "CA$19,000+", label: "of debt paid off, reported by learners", kind: "debt" });
    expect(JSON.stringify(proof)).not.toMatch(/US\$9|969/);
    // 19 + 19 of 39 reporters lowered their debt: 97.4% → 97%.
    expect(proof.hero).toContainEqual({ value: "97%", label: "of reporting learners lowered their debt", kind: "lowered" });
    expect(await coursePage("debt-challenge")).toMatchObject({ debtPaidOff: "CA$19,000+" });

    await reports(await learners(1), "USD", 100, 0);
    expect((await coursePage("debt-challenge")).debtPaidOff).toBe("CA$19,000+ and US$950,000+");
  });

  it("below 20 reporters says nothing of a total or a rate", async () => {
    await reports(await learners(THRESHOLDS.debtReporters - 1), "CAD", 9_000_000, 0);
    const proof = await home();
    expect(proof.hero.map((figure) => figure.kind)).toEqual([null, null, null]);
    expect(await coursePage("debt-challenge")).toMatchObject({ debtPaidOff: null, debtFootnote: null });
  });
});

describe("the results form", () => {
  async function post(cookie: string, fields: Record<string, string>) {
    const body = new URLSearchParams(fields);
    return routeResult(
      await resultsAction(args("/courses/debt-challenge/results", cookie, { method: "POST", body })).catch((thrown: unknown) => thrown),
    );
  }

  async function row(userId: string) {
    const result = await test.client.execute({ sql: "select * from debt_results where user_id = ?", args: [userId] });
    return result.rows[0];
  }

  it("sends a visitor to sign in, and gates a learner without the course (403), whose crafted POST writes nothing", async () => {
    const visitor = routeResult(await resultsLoader(args("/courses/debt-challenge/results")).catch((thrown: unknown) => thrown));
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toMatch(/^\/login\?redirectTo=/);

    const { id, cookie } = await createSignedInUser(test);
    await orders([id], "debt-elimination-challenge", "refunded");
    await orders([id], "budget-bootcamp");
    const gate = routeResult(await resultsLoader(args("/courses/debt-challenge/results", cookie)));
    expect(gate).toMatchObject({ status: 403, value: { access: false, result: null } });

    const refused = await post(cookie, { currency: "CAD", debtAtStart: "20000", debtNow: "0" });
    expect(refused.status).toBe(403);
    expect(refused.value.errors.form).toBe("Only learners of the Debt-Free in 90 Days Challenge can report results.");
    expect(await row(id)).toBeUndefined();
  });

  it("saves, then replaces, the learner's own row only; a plan that opens the course counts", async () => {
    const other = await createSignedInUser(test);
    await orders([other.id], "debt-elimination-challenge");
    await reports([other.id], "USD", 100_000, 50_000);

    const { id, cookie } = await createSignedInUser(test);
    await plans([id], "premium", Date.now() + DAY);
    const saved = await post(cookie, { currency: "CAD", debtAtStart: "$24,500.50", debtNow: "18,000", userId: other.id });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe("/courses/debt-challenge/results");
    expect(await row(id)).toMatchObject({ currency: "CAD", debt_at_start_cents: 2_450_050, debt_now_cents: 1_800_000 });

    expect((await post(cookie, { currency: "USD", debtAtStart: "24500", debtNow: "17000.25" })).status).toBe(302);
    expect(await row(id)).toMatchObject({ currency: "USD", debt_at_start_cents: 2_450_000, debt_now_cents: 1_700_025 });
    // The other learner's report is untouched and never shown to this one.
    expect(await row(other.id)).toMatchObject({ currency: "USD", debt_at_start_cents: 100_000, debt_now_cents: 50_000 });
    const page = routeResult(await resultsLoader(args("/courses/debt-challenge/results", cookie)));
    expect(page.value.result).toMatchObject({ currency: "USD", debtAtStart: "24500", debtNow: "17000.25" });
    expect(JSON.stringify(page.value)).not.toContain("50000");
  });

  it.each([
    [
      { currency: "CAD", debtAtStart: "", debtNow: "10" },
      "debtAtStart",
      "Enter your total debt when you started, in dollars (0 if you had none).",
    ],
    [{ currency: "CAD", debtAtStart: "10", debtNow: "-5" }, "debtNow", "Your total debt now cannot be negative: enter what you owe, 0 or more."],
    [
      { currency: "CAD", debtAtStart: "ten", debtNow: "5" },
      "debtAtStart",
      "Enter your total debt when you started as a number of dollars, such as 12,500 or 12500.50.",
    ],
    [
      { currency: "CAD", debtAtStart: "10", debtNow: "99999999999" },
      "debtNow",
      "Enter your total debt now below $10,000,000: a larger figure is surely a typo.",
    ],
    [{ currency: "EUR", debtAtStart: "10", debtNow: "5" }, "currency", "Choose the currency of your debts: CAD or USD."],
    [{ debtAtStart: "10" }, "debtNow", "Enter your total debt now, in dollars (0 if you had none)."],
  ])("refuses %j with a clear message (400), writing nothing", async (fields, field, message) => {
    const { id, cookie } = await createSignedInUser(test);
    await orders([id], "debt-elimination-challenge");
    const refused = await post(cookie, fields);
    expect(refused.status).toBe(400);
    expect(refused.value.errors[field]).toBe(message);
    expect(await row(id)).toBeUndefined();
  });
});

describe("the figures' query plans", () => {
  async function plan(query: { toSQL: () => { sql: string; params: unknown[] } }): Promise<string> {
    const { sql: text, params } = query.toSQL();
    const result = await test.client.execute({ sql: `explain query plan ${text}`, args: params as never[] });
    return result.rows.map((row) => String(row.detail)).join("\n");
  }

  it("counts orders only through the covering index (user, status, product), never the table; the rest by index too", async () => {
    const { sql: text, params } = test.db.run(refreshSiteFiguresStatement(new Date())).getQuery();
    const result = await test.client.execute({ sql: `explain query plan ${text}`, args: params as never[] });
    const details = result.rows.map((row) => String(row.detail)).join("\n");
    expect(details).toContain("SEARCH orders USING COVERING INDEX orders_user_status_product_idx (user_id>?)");
    expect(details.match(/\borders\b/g)).toHaveLength(1);
    // The partial index holds only live certificates: counting it reads no revoked one.
    expect(details).toContain("SCAN certificates USING INDEX certificates_live_user_course_unique");
    expect(details).toContain("SEARCH users USING COVERING INDEX users_created_idx");
  });

  it("a page reads the figures' row by its primary key, and counts the lessons by an index", async () => {
    const details = await plan(siteFiguresRead(test.db));
    expect(details).toContain("SEARCH site_figures USING INTEGER PRIMARY KEY (rowid=?)");
    expect(details).not.toMatch(/orders|subscribers|certificates|debt_results|users/);
    expect(details).toMatch(/SCAN course_lessons USING COVERING INDEX/);
  });
});
