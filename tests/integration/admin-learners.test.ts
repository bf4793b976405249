/**
 * The console's learners and audit log over a real database: the search (and its index), a learner's
 * page, each staff action with its audit entry written in the change's own batch, and the log's
 * append-only rule.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { eq, inArray, sql } from "drizzle-orm";
import { action as learnerAction, loader as learnerLoader } from "~/routes/admin.learners.$userId";
import { loader as learnersLoader } from "~/routes/admin.learners._index";
import { loader as auditLoader } from "~/routes/admin.audit";
import { action as signupAction } from "~/routes/signup";
import { changeRole } from "~/features/admin/roles.server";
import { auditStatement, COMMAND_ACTOR } from "~/features/admin/audit.server";
import { markOrderRefunded } from "~/features/payments/sync.server";
import { CONSOLE_PAGE_SIZE } from "~/features/admin/console-query";
import { grantComp, learnerSearchRead, setRole } from "~/features/admin/learners.server";
import { findCourseBySlug } from "~/lib/domain/catalog";
import { holdsCourseSql } from "~/lib/services/learning.server";
import { readToast } from "~/lib/http/toast.server";
import { seedIfEmpty } from "../../content/compile";
import { auditLog, certificates, oneTimeTokens, orders, profiles, sessions, users } from "../../db/schema";
import { parseSettings } from "../../server/settings";
import { createTestDatabase, queryFailure, RAW_TEST_SETTINGS } from "../support/database";
import { createSignedInUser } from "../support/loaders";
import { accountActions, cookieOf, formRequest, SIGNUP } from "../support/account-actions";
import { returnedOrThrown, routeResult } from "../support/route-result";
import { beforeBatch } from "../support/race";

let test: Awaited<ReturnType<typeof createTestDatabase>>;
beforeEach(async () => {
  test = await createTestDatabase(parseSettings({ ...RAW_TEST_SETTINGS, PAYMENTS: "local" }));
});
afterEach(() => test.cleanup());

const DAY = 24 * 60 * 60 * 1000;

async function staffMember(role: "admin" | "coach", email = `${role}@moneywise.example`) {
  const member = await createSignedInUser(test, { email });
  await changeRole(test.db, { id: member.id }, role, COMMAND_ACTOR, "test set-up");
  return { ...member, email };
}

async function learner(email = "ana@example.com", names: { firstName?: string; lastName?: string } = {}) {
  const created = await createSignedInUser(test, { email });
  if (names.firstName || names.lastName) {
    await test.db.insert(profiles).values({ id: created.id, firstName: names.firstName ?? null, lastName: names.lastName ?? null });
  }
  return { ...created, email };
}

async function post(userId: string, cookie: string, body: Record<string, string>) {
  const response = await returnedOrThrown(
    learnerAction({
      request: formRequest(`/admin/learners/${userId}`, body, cookie),
      params: { userId },
      context: test.requestContext(),
    }),
  );
  const result = routeResult(response);
  const toast =
    response instanceof Response && response.headers.has("Set-Cookie")
      ? (await readToast(new Request("http://localhost/", { headers: { Cookie: cookieOf(response.headers, "toast") } }), test.context)).toast
      : null;
  return { ...result, toast };
}

/** The log in the order it was written (rowid: two entries can share a millisecond). */
const auditRows = () =>
  test.db
    .select()
    .from(auditLog)
    .orderBy(sql`rowid`);

/** Makes every audit insert fail, to show a change cannot land without its entry (they share one batch). */
async function refuseAuditEntries() {
  await test.client.execute(
    "create trigger test_audit_refused before insert on audit_log begin select raise(abort, 'audit refused in this test'); end",
  );
}

async function paidOrder(userId: string, { daysAgo = 1, id = "order-1" } = {}) {
  await test.db.insert(orders).values({
    id,
    userId,
    productName: "budget-bootcamp",
    status: "paid",
    amount: 4700,
    taxAmount: 611,
    currency: "CAD",
    providerPaymentId: `pi_${id}`,
    createdAt: new Date(Date.now() - daysAgo * DAY),
  });
}

async function holds(userId: string, course = "budget-bootcamp") {
  const [row] = await test.db.select({ holds: sql<number>`${holdsCourseSql(userId, course, new Date())}` }).from(sql`(select 1)`);
  return Boolean(row?.holds);
}

describe("refunds by staff", () => {
  it("refunds a 45-day-old order (past the learner's 30 days), ends its access and logs the reason", async () => {
    const admin = await staffMember("admin");
    const ana = await learner();
    await paidOrder(ana.id, { daysAgo: 45 });
    await test.db.insert(certificates).values({ id: "cert-1", userId: ana.id, courseId: "budget-bootcamp", issuedAt: new Date() });
    const refund = vi.spyOn(test.context.payments.provider!, "refund");
    expect(await holds(ana.id)).toBe(true);

    const answer = await post(ana.id, admin.cookie, { intent: "refund", orderId: "order-1", reason: "Charged twice, per ticket 41" });

    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe(`/admin/learners/${ana.id}`);
    expect(answer.toast).toMatchObject({ type: "success", description: "The order is refunded and its access has ended." });
    expect(refund).toHaveBeenCalledWith({ paymentId: "pi_order-1", amount: 5311, orderId: "order-1" });
    const [order] = await test.db.select({ status: orders.status, refundedAt: orders.refundedAt }).from(orders);
    expect(order?.status).toBe("refunded");
    // Dated by the provider's refund (the local provider's is made now).
    expect(order?.refundedAt?.getTime()).toBe((await refund.mock.results[0]!.value).refundedAt.getTime());
    expect(await holds(ana.id)).toBe(false);
    const [certificate] = await test.db.select({ revokedAt: certificates.revokedAt }).from(certificates);
    expect(certificate?.revokedAt).not.toBeNull();
    const entry = (await auditRows()).at(-1);
    expect(entry).toMatchObject({
      actorId: admin.id,
      actorEmail: admin.email,
      action: "refund",
      target: `user:${ana.id}`,
      reason: "Charged twice, per ticket 41",
    });
    expect(JSON.parse(entry!.details)).toEqual({ order: "order-1", product: "budget-bootcamp", amount: 5311, currency: "CAD" });
  });

  it("records one refund when two staff refund the same order at once: the second found nothing to change", async () => {
    const admin = await staffMember("admin");
    const ana = await learner();
    await paidOrder(ana.id, { daysAgo: 45 });
    // Both read the order paid and both got the provider's (one, idempotent) refund; then each writes.
    const entry = (reason: string) =>
      auditStatement(test.db, admin, { action: "refund", target: `user:${ana.id}`, reason, details: { order: "order-1" } }, { ifChanged: true });
    const refundedAt = new Date();
    await markOrderRefunded(test.requestContext(), "order-1", refundedAt, [entry("Charged twice")]);
    await markOrderRefunded(test.requestContext(), "order-1", refundedAt, [entry("Charged twice (second tab)")]);
    expect((await auditRows()).filter((row) => row.action === "refund").map((row) => row.reason)).toEqual(["Charged twice"]);
    expect((await test.db.select({ status: orders.status }).from(orders))[0]?.status).toBe("refunded");
  });

  it("leaves the order paid when its audit entry cannot be written (the two share one batch), and says the provider refunded it", async () => {
    const admin = await staffMember("admin");
    const ana = await learner();
    await paidOrder(ana.id, { daysAgo: 45 });
    await refuseAuditEntries();
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const refund = vi.spyOn(test.context.payments.provider!, "refund");
    const answer = await post(ana.id, admin.cookie, { intent: "refund", orderId: "order-1", reason: "Goodwill" });
    // Not a 500, and not "try again": the money is back, and the provider's refund event records the order.
    expect(answer.status).toBe(302);
    expect(answer.toast).toMatchObject({
      type: "success",
      description: expect.stringContaining("The provider refunded the payment, but saving it here failed"),
    });
    expect(refund).toHaveBeenCalledTimes(1);
    expect(errors).toHaveBeenCalled();
    const [order] = await test.db.select({ status: orders.status }).from(orders);
    expect(order?.status).toBe("paid");
  });

  it("refuses without a reason, and refuses another learner's order, a refunded one and a complimentary one", async () => {
    const admin = await staffMember("admin");
    const ana = await learner();
    const bo = await learner("bo@example.com");
    await paidOrder(bo.id, { id: "bos-order" });
    await paidOrder(ana.id, { id: "refunded-order" });
    await test.db.update(orders).set({ status: "refunded" }).where(eq(orders.id, "refunded-order"));

    const noReason = await post(ana.id, admin.cookie, { intent: "refund", orderId: "refunded-order", reason: "  " });
    expect(noReason.status).toBe(400);
    expect(noReason.value).toMatchObject({ key: "refund:refunded-order", errors: { reason: "Give a reason: the audit log keeps it." } });

    for (const orderId of ["bos-order", "refunded-order", "no-such-order"]) {
      const answer = await post(ana.id, admin.cookie, { intent: "refund", orderId, reason: "Try" });
      expect(answer.toast).toMatchObject({ type: "error", description: "Only a paid order of this learner can be refunded." });
    }
    await post(ana.id, admin.cookie, { intent: "comp-grant", course: "debt-challenge", reason: "Press" });
    const [comp] = await test.db.select({ id: orders.id }).from(orders).where(eq(orders.productName, "debt-elimination-challenge"));
    const answer = await post(ana.id, admin.cookie, { intent: "refund", orderId: comp!.id, reason: "Try" });
    expect(answer.toast).toMatchObject({ type: "error", description: "A complimentary course was not paid for: revoke it instead." });
    expect((await auditRows()).map((row) => row.action)).toEqual(["role-change", "comp-grant"]);
  });
});

describe("complimentary courses", () => {
  it("grants a course as a paid order of amount 0 with its reason, then revokes it (cancelled) with its certificate", async () => {
    const admin = await staffMember("admin");
    const ana = await learner("ana@example.com");
    expect(await holds(ana.id, "debt-challenge")).toBe(false);

    const granted = await post(ana.id, admin.cookie, { intent: "comp-grant", course: "debt-challenge", reason: "Contest winner" });
    expect(granted.toast).toMatchObject({ type: "success" });
    const [order] = await test.db.select().from(orders);
    expect(order).toMatchObject({
      userId: ana.id,
      productName: "debt-elimination-challenge",
      status: "paid",
      amount: 0,
      taxAmount: 0,
      compReason: "Contest winner",
    });
    expect(await holds(ana.id, "debt-challenge")).toBe(true);

    const again = await post(ana.id, admin.cookie, { intent: "comp-grant", course: "debt-challenge", reason: "Twice" });
    expect(again.toast).toMatchObject({ type: "error", description: "The learner already has this course for free." });

    await test.db.insert(certificates).values({ id: "cert-1", userId: ana.id, courseId: "debt-challenge", issuedAt: new Date() });
    const revoked = await post(ana.id, admin.cookie, { intent: "comp-revoke", orderId: order!.id, reason: "Granted by mistake" });
    expect(revoked.toast).toMatchObject({ type: "success", description: "The complimentary course is revoked." });
    const [after] = await test.db.select({ status: orders.status }).from(orders);
    expect(after?.status).toBe("cancelled");
    expect(await holds(ana.id, "debt-challenge")).toBe(false);
    const [certificate] = await test.db.select({ revokedAt: certificates.revokedAt }).from(certificates);
    expect(certificate?.revokedAt).not.toBeNull();

    const entries = (await auditRows()).filter((row) => row.target === `user:${ana.id}`);
    expect(entries.map((row) => [row.action, row.reason, JSON.parse(row.details).order])).toEqual([
      ["comp-grant", "Contest winner", order!.id],
      ["comp-revoke", "Granted by mistake", order!.id],
    ]);
  });

  it("refuses a course the learner bought, and a paid order as a 'comp' to revoke", async () => {
    const admin = await staffMember("admin");
    const ana = await learner();
    await paidOrder(ana.id);
    const answer = await post(ana.id, admin.cookie, { intent: "comp-grant", course: "budget-bootcamp", reason: "Gift" });
    expect(answer.toast).toMatchObject({ type: "error", description: "The learner already bought this course." });
    const revoke = await post(ana.id, admin.cookie, { intent: "comp-revoke", orderId: "order-1", reason: "No" });
    expect(revoke.toast).toMatchObject({ type: "error", description: "Only a complimentary course the learner holds can be revoked." });
    const unknown = await post(ana.id, admin.cookie, { intent: "comp-grant", course: "no-such-course", reason: "Gift" });
    expect(unknown.status).toBe(400);
    expect(unknown.value).toMatchObject({ key: "comp-grant", errors: { course: "Choose a course." } });
    expect(await test.db.select().from(orders)).toHaveLength(1);
  });

  it("grants nothing beside a checkout paid between its read and its write: the purchase stands, and no entry is logged", async () => {
    const ana = await learner();
    // The grant's second batch is its write: the learner's checkout is paid just before it.
    const payingDb = beforeBatch(test.db, 2, () => paidOrder(ana.id));
    const outcome = await grantComp(
      { ...test.requestContext(), db: payingDb },
      COMMAND_ACTOR,
      ana.id,
      findCourseBySlug("budget-bootcamp")!,
      "Gift",
    );
    expect(outcome).toMatchObject({ ok: false, message: "The learner already bought this course." });
    expect((await test.db.select().from(orders)).map((order) => order.id)).toEqual(["order-1"]);
    expect(await test.db.select().from(auditLog).where(eq(auditLog.action, "comp-grant"))).toEqual([]);
  });

  it("grants nothing when the audit entry cannot be written", async () => {
    const admin = await staffMember("admin");
    const ana = await learner();
    await refuseAuditEntries();
    await expect(post(ana.id, admin.cookie, { intent: "comp-grant", course: "debt-challenge", reason: "Gift" })).rejects.toThrow(
      /audit refused/,
    );
    expect(await test.db.select().from(orders)).toEqual([]);
  });
});

describe("sessions, verification and roles", () => {
  it("signs a learner out everywhere, with the entry in the same batch", async () => {
    const admin = await staffMember("admin");
    const ana = await learner();
    const otherBrowser = await test.db.select().from(sessions).where(eq(sessions.userId, ana.id));
    expect(otherBrowser).toHaveLength(1);

    await refuseAuditEntries();
    await expect(post(ana.id, admin.cookie, { intent: "sign-out-everywhere", reason: "Stolen laptop" })).rejects.toThrow(/audit refused/);
    expect(await test.db.select().from(sessions).where(eq(sessions.userId, ana.id))).toHaveLength(1);
    await test.client.execute("drop trigger test_audit_refused");

    const answer = await post(ana.id, admin.cookie, { intent: "sign-out-everywhere", reason: "Stolen laptop" });
    expect(answer.toast).toMatchObject({ type: "success", description: "1 session ended." });
    expect(await test.db.select().from(sessions).where(eq(sessions.userId, ana.id))).toEqual([]);
    expect(await test.db.select().from(sessions).where(eq(sessions.userId, admin.id))).toHaveLength(1);
    expect((await auditRows()).at(-1)).toMatchObject({ action: "sign-out-everywhere", target: `user:${ana.id}`, reason: "Stolen laptop" });
  });

  it("resends the verification email to an unconfirmed address only", async () => {
    const admin = await staffMember("admin");
    const ana = await learner();
    const verified = await post(ana.id, admin.cookie, { intent: "resend-verification", reason: "Asked by phone" });
    expect(verified.toast).toMatchObject({ type: "error", description: "This email address is already confirmed." });

    await test.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, ana.id));
    const answer = await post(ana.id, admin.cookie, { intent: "resend-verification", reason: "Asked by phone" });
    expect(answer.toast).toMatchObject({ type: "success", description: "A new confirmation link is on its way to ana@example.com." });
    await test.settled();
    expect(test.outbox.map((mail) => mail.to)).toEqual(["ana@example.com"]);
    expect(test.outbox[0]!.text).toMatch(/verify-email\?token=/);
    expect(await test.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, ana.id))).toHaveLength(1);
    expect((await auditRows()).filter((row) => row.action === "resend-verification")).toHaveLength(1);
  });

  it("lets an admin change another account's role, never their own", async () => {
    const admin = await staffMember("admin");
    const ana = await learner();
    const own = await post(admin.id, admin.cookie, { intent: "role-change", role: "learner", reason: "Stepping down" });
    expect(own.toast).toMatchObject({ type: "error", description: "You cannot change your own role." });

    const answer = await post(ana.id, admin.cookie, { intent: "role-change", role: "coach", reason: "Hired as a coach" });
    expect(answer.toast).toMatchObject({ type: "success", description: "ana@example.com is now coach." });
    const [row] = await test.db.select({ role: users.role }).from(users).where(eq(users.id, ana.id));
    expect(row?.role).toBe("coach");
    expect((await auditRows()).at(-1)).toMatchObject({
      actorId: admin.id,
      action: "role-change",
      target: `user:${ana.id}`,
      reason: "Hired as a coach",
    });

    const back = await post(ana.id, admin.cookie, { intent: "role-change", role: "learner", reason: "Contract ended" });
    expect(back.toast).toMatchObject({ type: "success", description: "ana@example.com is now a learner." });
    const [after] = await test.db.select({ role: users.role }).from(users).where(eq(users.id, ana.id));
    expect(after?.role).toBeNull();
    const bogus = await post(ana.id, admin.cookie, { intent: "role-change", role: "owner", reason: "Why not" });
    expect(bogus.status).toBe(400);
    const unknown = await post(ana.id, admin.cookie, { intent: "delete-account", reason: "Why not" });
    expect(unknown).toMatchObject({ status: 400, value: { key: "", errors: { form: "Unknown action." } } });
  });

  it("of two admins demoting each other at once, one stays an admin: the role is checked in the statement that writes", async () => {
    const ada = await staffMember("admin", "ada@moneywise.example");
    const bo = await staffMember("admin", "bo@moneywise.example");
    // Bo's demotion of Ada lands between Ada's sign-in check and her own write.
    const adaDemotedMeanwhile = beforeBatch(test.db, 1, () => changeRole(test.db, { id: ada.id }, null, bo, "Leaving"));
    const outcome = await setRole({ ...test.requestContext(), db: adaDemotedMeanwhile }, ada, bo.id, null, "Leaving");
    expect(outcome).toEqual({ ok: false, message: "Only an admin can change roles, and your account no longer is one." });
    const roles = await test.db
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(inArray(users.id, [ada.id, bo.id]));
    expect(new Map(roles.map((row) => [row.id, row.role]))).toEqual(
      new Map([
        [ada.id, null],
        [bo.id, "admin"],
      ]),
    );
    expect((await auditRows()).filter((entry) => entry.action === "role-change" && entry.actorId !== COMMAND_ACTOR.id)).toEqual([
      expect.objectContaining({ actorId: bo.id, target: `user:${ada.id}` }),
    ]);
  });

  it("is an admin's only: a coach, a learner and an unverified admin get 404 and change nothing", async () => {
    const coach = await staffMember("coach");
    const ana = await learner();
    const unverified = await staffMember("admin", "new-admin@moneywise.example");
    await test.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, unverified.id));
    for (const cookie of [coach.cookie, ana.cookie, unverified.cookie]) {
      const answer = await post(ana.id, cookie, { intent: "role-change", role: "admin", reason: "Let me in" });
      expect(answer.status).toBe(404);
    }
    const [row] = await test.db.select({ role: users.role }).from(users).where(eq(users.id, ana.id));
    expect(row?.role).toBeNull();
  });
});

describe("staff sign-in", () => {
  it("needs a confirmed email: an admin whose address is not confirmed is asked to confirm it, as anyone is", async () => {
    const { call, logIn } = accountActions(test.requestContext, () => test.outbox);
    await call(signupAction, formRequest("/signup", SIGNUP));
    await changeRole(test.db, { email: SIGNUP.email }, "admin", COMMAND_ACTOR, "test set-up");
    const refused = await logIn();
    expect(refused.status).toBe(403);
    expect(refused.value).toMatchObject({ unverified: true, errors: { form: expect.stringMatching(/^Please confirm your email address/) } });
    expect(await test.db.select().from(sessions)).toEqual([]);
  });
});

describe("a learner's page", () => {
  // Seeding compiles the 17 lessons: seconds on a busy machine, hence the longer budget.
  it("shows orders, plan, progress per course, certificates and live sessions", async () => {
    await seedIfEmpty(test.db);
    const admin = await staffMember("admin");
    const ana = await learner("ana@example.com", { firstName: "Ana", lastName: "Lopez" });
    await paidOrder(ana.id, { daysAgo: 3 });
    await test.db.insert(certificates).values({ id: "cert-1", userId: ana.id, courseId: "budget-bootcamp", issuedAt: new Date() });
    const result = await learnerLoader({
      request: new Request(`http://localhost/admin/learners/${ana.id}`, { headers: { Cookie: admin.cookie } }),
      params: { userId: ana.id },
      context: test.requestContext(),
    });
    expect(result.account).toMatchObject({ email: "ana@example.com", name: "Ana Lopez", own: false, locale: null });
    expect(result.orders).toMatchObject([
      { id: "order-1", title: "7-Day Budget Bootcamp", total: "53.11 CAD", refundable: true, revocable: false },
    ]);
    expect(result.progress.map((row) => [row.courseId, row.lessons])).toEqual([
      ["budget-bootcamp", 7],
      ["debt-challenge", 4],
      ["financial-masterclass", 6],
    ]);
    expect(result.certificates).toMatchObject([{ id: "cert-1", revokedAt: null }]);
    expect(result.sessions).toHaveLength(1);
  }, 30_000);

  it("answers 404 for an id that is no account", async () => {
    const admin = await staffMember("admin");
    const response = await learnerLoader({
      request: new Request("http://localhost/admin/learners/nobody", { headers: { Cookie: admin.cookie } }),
      params: { userId: "nobody" },
      context: test.requestContext(),
    }).catch((thrown: unknown) => thrown);
    expect((response as Response).status).toBe(404);
  });
});

describe("the learner search", () => {
  async function search(cookie: string, query: string) {
    return learnersLoader({
      request: new Request(`http://localhost/admin/learners${query}`, { headers: { Cookie: cookie } }),
      params: {},
      context: test.requestContext(),
    });
  }

  it("finds learners by the start of their email, first or last name, in any case", async () => {
    const admin = await staffMember("admin");
    await learner("Ana.Lopez@Example.com", { firstName: "Ana", lastName: "Lopez" });
    await learner("bo@example.com", { firstName: "Bo", lastName: "Anderson" });
    await learner("carla@example.com", { firstName: "Carla" });
    const emails = async (q: string) => (await search(admin.cookie, `?q=${encodeURIComponent(q)}`)).learners.map((row) => row.email);
    expect(await emails("AN")).toEqual(["Ana.Lopez@Example.com", "bo@example.com"]);
    expect(await emails("lop")).toEqual(["Ana.Lopez@Example.com"]);
    expect(await emails("carla@")).toEqual(["carla@example.com"]);
    expect(await emails("arla")).toEqual([]);
    expect(await emails("%")).toEqual([]);
    // A French or Spanish capital in any case too, where SQLite's lower() folds ASCII only.
    await learner("tremblay@example.com", { firstName: "Élodie", lastName: "Núñez" });
    expect(await emails("élo")).toEqual(["tremblay@example.com"]);
    expect(await emails("ÉLODIE")).toEqual(["tremblay@example.com"]);
    expect(await emails("NÚÑ")).toEqual(["tremblay@example.com"]);
  });

  it("pages with a cursor, each learner once, in email order", async () => {
    const admin = await staffMember("admin");
    const total = CONSOLE_PAGE_SIZE + 5;
    for (let i = 0; i < total; i++) await learner(`learner${String(i).padStart(2, "0")}@example.com`);
    const first = await search(admin.cookie, "?q=learner");
    expect(first.learners).toHaveLength(CONSOLE_PAGE_SIZE);
    expect(first.next).toMatch(/^\/admin\/learners\?q=learner&after=/);
    const second = await search(admin.cookie, first.next!.slice("/admin/learners".length));
    expect(second.next).toBeNull();
    expect([...first.learners, ...second.learners].map((row) => row.email)).toEqual(
      Array.from({ length: total }, (_, i) => `learner${String(i).padStart(2, "0")}@example.com`),
    );
  });

  it("answers the prefix search from indexes, not a scan of every account", async () => {
    const read = learnerSearchRead(test.context, sql`1`, { q: "ana", after: null }).toSQL();
    const plan = await test.client.execute({ sql: `explain query plan ${read.sql}`, args: read.params as never[] });
    const steps = plan.rows.map((row) => String(row.detail));
    expect(steps.join("\n")).toMatch(/users_email_unique/);
    expect(steps.join("\n")).toMatch(/profiles_first_name_lower_idx/);
    expect(steps.join("\n")).toMatch(/profiles_last_name_lower_idx/);
    expect(steps.filter((step) => /^SCAN (users|profiles)\b/.test(step))).toEqual([]);
  });
});

describe("the audit log", () => {
  it("cannot be edited or deleted, not even from a database shell", async () => {
    const ana = await learner();
    await changeRole(test.db, { id: ana.id }, "coach", COMMAND_ACTOR, "test");
    expect(String(await queryFailure(test.client.execute("update audit_log set reason = 'nothing happened'")))).toMatch(/append-only/);
    expect(String(await queryFailure(test.client.execute("delete from audit_log")))).toMatch(/append-only/);
    expect(await auditRows()).toHaveLength(1);
  });

  it("lists entries newest first, filtered by action, actor and target, a page at a time", async () => {
    const admin = await staffMember("admin");
    const ana = await learner();
    const bo = await learner("bo@example.com");
    for (let i = 0; i < CONSOLE_PAGE_SIZE; i++) {
      await test.db.insert(auditLog).values({
        id: `entry-${i}`,
        actorId: admin.id,
        actorEmail: admin.email,
        action: "sign-out-everywhere",
        target: `user:${i % 2 ? ana.id : bo.id}`,
        reason: `reason ${i}`,
        createdAt: new Date(Date.now() + i * 1000),
      });
    }
    const page = (query: string) =>
      auditLoader({
        request: new Request(`http://localhost/admin/audit${query}`, { headers: { Cookie: admin.cookie } }),
        params: {},
        context: test.requestContext(),
      });
    // The staff set-up's role change is the oldest entry.
    const first = await page("");
    expect(first.entries.map((entry) => entry.reason).slice(0, 2)).toEqual([
      `reason ${CONSOLE_PAGE_SIZE - 1}`,
      `reason ${CONSOLE_PAGE_SIZE - 2}`,
    ]);
    const second = await page(first.next!.slice("/admin/audit".length));
    expect(second.entries.map((entry) => entry.action)).toEqual(["role-change"]);
    expect(second.next).toBeNull();

    const anas = await page(`?target=${encodeURIComponent(`user:${ana.id}`)}`);
    expect(anas.entries).toHaveLength(Math.floor(CONSOLE_PAGE_SIZE / 2));
    expect((await page("?action=role-change")).entries.map((entry) => entry.actorEmail)).toEqual(["npm run staff"]);
    expect((await page(`?actor=${encodeURIComponent(admin.email.toUpperCase())}`)).entries).toHaveLength(CONSOLE_PAGE_SIZE);
    // The first page's link keeps the filters; the second page of Bo's entries has one.
    const bos = `?target=${encodeURIComponent(`user:${bo.id}`)}`;
    await test.db.insert(auditLog).values(
      Array.from({ length: CONSOLE_PAGE_SIZE }, (_, i) => ({
        id: `more-${i}`,
        actorId: admin.id,
        actorEmail: admin.email,
        action: "sign-out-everywhere" as const,
        target: `user:${bo.id}`,
        reason: "more",
        createdAt: new Date(Date.now() - (i + 1) * 1000),
      })),
    );
    const bosSecond = await page((await page(bos)).next!.slice("/admin/audit".length));
    expect(bosSecond.first).toBe(`/admin/audit${bos}`);
    expect((await page(bos)).first).toBeNull();

    // An order's refund is found by the order's id, and its amount reads as money.
    await test.db.insert(auditLog).values({
      id: "refund-entry",
      actorId: admin.id,
      actorEmail: admin.email,
      action: "refund",
      target: `user:${ana.id}`,
      reason: "Dispute",
      details: JSON.stringify({ order: "order-77", product: "budget-bootcamp", amount: 5667, currency: "CAD" }),
    });
    const byOrder = await page("?target=order%3Aorder-77");
    expect(byOrder.entries.map((entry) => [entry.reason, entry.details])).toEqual([
      ["Dispute", ["order: order-77", "product: budget-bootcamp", "amount: 56.67 CAD", "currency: CAD"]],
    ]);
  });
});
