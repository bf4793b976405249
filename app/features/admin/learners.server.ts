/**
 * The console's learners: the search, a learner's page and the actions staff take on it. Every read
 * takes `isStaff` (requireStaffWith) in its where; every action writes its audit entry in the batch
 * of the change it records.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, asc, count, desc, eq, gt, inArray, or, sql, type SQL } from "drizzle-orm";
import type { AnySQLiteColumn } from "drizzle-orm/sqlite-core";
import { isUniqueViolation } from "../../../db/errors";
import { certificates, courseLessons, orders, profiles, sessions, subscribers, userProgress, users } from "../../../db/schema/index";
import type { Course } from "~/lib/domain/catalog";
import { currencyForCountry } from "~/lib/domain/money";
import type { StaffRole } from "~/lib/domain/roles";
import { sendVerificationTo } from "~/lib/services/auth/accounts.server";
import { SESSION_IDLE_TIMEOUT } from "~/lib/services/auth/session.server";
import { revokeCertificatesAfterRefund } from "~/lib/services/learning.server";
import { reportError } from "~/lib/report-error.server";
import { markOrderRefunded } from "~/features/payments/sync.server";
import { auditStatement, type AuditActor } from "./audit.server";
import { asciiLower, CONSOLE_PAGE_SIZE, prefixRange, type LearnerSearch } from "./console-query";
import { caseFold, caseFoldSql } from "../../../db/case-fold";
import { changeRole } from "./roles.server";
import { cancelSessionsOfFormerCoaches } from "~/features/coaching/plan-ended.server";
import { orderColumns } from "~/features/payments/orders.server";

const lowerEmail = sql<string>`lower(${users.email})`;

/** Folded text in [from, to): the form an index on the same fold of the column answers. */
function inRange(lowered: SQL, range: { from: string; to: string }): SQL {
  return sql`(${lowered} >= ${range.from} and ${lowered} < ${range.to})`;
}

/**
 * One page of learners whose email, first name or last name starts with the search, ordered by email
 * (unique in any case, so a stable keyset), from the learner after `after`. One row more than a page
 * tells whether there is a next one.
 */
export function learnerSearchRead(context: AppLoadContext, isStaff: SQL, { q, after }: LearnerSearch) {
  const db = context.db;
  // Emails by their unique index on lower(email), ASCII's fold; names by caseFoldSql's, French and Spanish capitals too.
  const range = q ? prefixRange(asciiLower(q)) : null;
  const nameRange = q ? prefixRange(caseFold(q)) : null;
  const named = (column: AnySQLiteColumn) =>
    inArray(
      users.id,
      db
        .select({ id: profiles.id })
        .from(profiles)
        .where(inRange(caseFoldSql(sql`${column}`), nameRange!)),
    );
  return db
    .select({
      id: users.id,
      email: users.email,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      role: users.role,
      emailVerifiedAt: users.emailVerifiedAt,
      createdAt: users.createdAt,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(
      and(
        isStaff,
        range ? or(inRange(lowerEmail, range), named(profiles.firstName), named(profiles.lastName)) : undefined,
        after ? sql`${lowerEmail} > (select lower(email) from ${users} as cursor_user where cursor_user.id = ${after})` : undefined,
      ),
    )
    .orderBy(lowerEmail)
    .limit(CONSOLE_PAGE_SIZE + 1);
}

/**
 * Everything a learner's page shows, for `requireStaffWith`: the account, orders, plan, progress per
 * course, certificates and live sessions, in the request's one round trip.
 */
export function learnerPageReads(context: AppLoadContext, isStaff: SQL, userId: string, now: Date) {
  const db = context.db;
  return [
    db
      .select({
        id: users.id,
        email: users.email,
        country: users.country,
        locale: users.locale,
        role: users.role,
        emailVerifiedAt: users.emailVerifiedAt,
        createdAt: users.createdAt,
        firstName: profiles.firstName,
        lastName: profiles.lastName,
      })
      .from(users)
      .leftJoin(profiles, eq(profiles.id, users.id))
      .where(and(isStaff, eq(users.id, userId))),
    db
      .select({ ...orderColumns, compReason: orders.compReason })
      .from(orders)
      .where(and(isStaff, eq(orders.userId, userId)))
      .orderBy(desc(orders.createdAt)),
    db
      .select({
        subscribed: subscribers.subscribed,
        tier: subscribers.subscriptionTier,
        end: subscribers.subscriptionEnd,
        cancelAtPeriodEnd: subscribers.cancelAtPeriodEnd,
      })
      .from(subscribers)
      .where(and(isStaff, eq(subscribers.userId, userId))),
    db
      .select({
        courseId: courseLessons.courseId,
        lessons: count(),
        completed: sql<number>`coalesce(sum(${userProgress.completed}), 0)`,
      })
      .from(courseLessons)
      .leftJoin(userProgress, and(eq(userProgress.lessonId, courseLessons.id), eq(userProgress.userId, userId)))
      .where(isStaff)
      .groupBy(courseLessons.courseId)
      .orderBy(asc(courseLessons.courseId)),
    db
      .select({ id: certificates.id, courseId: certificates.courseId, issuedAt: certificates.issuedAt, revokedAt: certificates.revokedAt })
      .from(certificates)
      .where(and(isStaff, eq(certificates.userId, userId)))
      .orderBy(desc(certificates.issuedAt)),
    db
      .select({ createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt, persistent: sessions.persistent })
      .from(sessions)
      .where(
        and(
          isStaff,
          eq(sessions.userId, userId),
          gt(sessions.expiresAt, now),
          gt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_TIMEOUT)),
        ),
      )
      .orderBy(desc(sessions.lastSeenAt)),
  ] as const;
}

/** What an action did, for the toast. */
export type StaffOutcome = { ok: true; message: string } | { ok: false; message: string };

const done = (message: string): StaffOutcome => ({ ok: true, message });
const refused = (message: string): StaffOutcome => ({ ok: false, message });

const NO_LEARNER = "There is no such learner.";

function accountOf(context: AppLoadContext, userId: string) {
  return context.db
    .select({ id: users.id, email: users.email, country: users.country, emailVerifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, userId))
    .get();
}

function learnerOrder(context: AppLoadContext, userId: string, orderId: string) {
  return context.db
    .select({ ...orderColumns, compReason: orders.compReason })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .get();
}

/**
 * Refunds a paid order through the same path as the learner's own refund (the provider, then the order
 * and its certificates in one batch), without the 30-day limit: access ends with the order.
 */
export async function refundOrder(context: AppLoadContext, actor: AuditActor, userId: string, orderId: string, reason: string) {
  const order = await learnerOrder(context, userId, orderId);
  if (!order || order.status !== "paid") return refused("Only a paid order of this learner can be refunded.");
  if (order.compReason !== null) return refused("A complimentary course was not paid for: revoke it instead.");
  const provider = context.payments.provider;
  if (!order.providerPaymentId || !provider) return refused("This order has no payment the provider can refund.");
  const amount = order.amount + order.taxAmount;
  let refundedAt: Date;
  try {
    ({ refundedAt } = await provider.refund({ paymentId: order.providerPaymentId, amount, orderId: order.id }));
  } catch (error) {
    reportError(context, error, { message: `Staff refund of order ${order.id} failed` });
    // A timeout may hide a refund Stripe made: its event then records it (it names the order).
    return refused(
      "The payment provider did not confirm the refund. If it went through, the order shows as refunded within minutes; if not, try again later.",
    );
  }
  const entry = auditStatement(
    context.db,
    actor,
    {
      action: "refund",
      target: `user:${userId}`,
      reason,
      details: { order: order.id, product: order.productName, amount, currency: order.currency },
    },
    { ifChanged: true },
  );
  try {
    await markOrderRefunded(context, order.id, refundedAt, [entry]);
  } catch (error) {
    // The money is back, so "try again" would mislead; the provider's refund event names the order and records it.
    reportError(context, error, { message: `Staff refund of order ${order.id} made but not recorded` });
    return done(
      "The provider refunded the payment, but saving it here failed: the order shows as refunded when the provider's event arrives, within minutes. The audit entry was not saved; note the reason where you track this case.",
    );
  }
  return done("The order is refunded and its access has ended.");
}

/** Gives a learner a course for free: a paid order of amount 0 that says why. */
export async function grantComp(context: AppLoadContext, actor: AuditActor, userId: string, course: Course, reason: string) {
  const db = context.db;
  const heldRead = () =>
    db
      .select({ compReason: orders.compReason })
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.productName, course.productName), eq(orders.status, "paid")))
      .limit(1);
  const alreadyHeld = (held: { compReason: string | null }) =>
    refused(held.compReason === null ? "The learner already bought this course." : "The learner already has this course for free.");
  const [[account], [held]] = await db.batch([db.select({ country: users.country }).from(users).where(eq(users.id, userId)), heldRead()]);
  if (!account) return refused(NO_LEARNER);
  if (held) return alreadyHeld(held);
  const id = crypto.randomUUID();
  const now = Date.now();
  let granted: { rowsAffected: number };
  let standing: { compReason: string | null }[];
  try {
    // Only while the learner holds no paid order of the course, in the statement: a checkout paid since the
    // read above keeps the purchase, and nothing is given for free beside it.
    [granted, , standing] = await db.batch([
      db.run(sql`insert into ${orders} (id, user_id, product_name, status, paid_at, amount, currency, comp_reason, created_at)
        select ${id}, ${userId}, ${course.productName}, 'paid', ${now}, 0, ${currencyForCountry(account.country)}, ${reason}, ${now}
        where not exists (select 1 from ${orders} where ${orders.userId} = ${userId} and ${orders.productName} = ${course.productName}
          and ${orders.status} = 'paid')`),
      auditStatement(
        db,
        actor,
        { action: "comp-grant", target: `user:${userId}`, reason, details: { order: id, product: course.productName } },
        { ifChanged: true },
      ),
      heldRead(),
    ]);
  } catch (error) {
    // The index (orders_live_comp_idx) is the last word should two grants ever meet in one instant; batches that
    // write run one at a time, so the insert's own condition refuses the second first.
    if (isUniqueViolation(error, "orders_live_comp_idx")) return refused("The learner already has this course for free.");
    throw error;
  }
  if (granted.rowsAffected === 0) return alreadyHeld(standing[0] ?? { compReason: null });
  return done(`${course.title} is granted.`);
}

/** Takes a complimentary course back: the order is cancelled (nothing was paid) and the course's certificate revoked. */
export async function revokeComp(context: AppLoadContext, actor: AuditActor, userId: string, orderId: string, reason: string) {
  const db = context.db;
  const order = await learnerOrder(context, userId, orderId);
  if (!order || order.compReason === null || order.status !== "paid")
    return refused("Only a complimentary course the learner holds can be revoked.");
  const which = eq(orders.id, order.id);
  await db.batch([
    db
      .update(orders)
      .set({ status: "cancelled" })
      .where(and(which, eq(orders.status, "paid"))),
    auditStatement(
      db,
      actor,
      { action: "comp-revoke", target: `user:${userId}`, reason, details: { order: order.id, product: order.productName } },
      { ifChanged: true },
    ),
    revokeCertificatesAfterRefund(context, which, new Date(), "cancelled"),
  ]);
  return done("The complimentary course is revoked.");
}

/** Ends every session of the learner: each browser signed in as them is signed out at its next request. */
export async function signOutEverywhere(context: AppLoadContext, actor: AuditActor, userId: string, reason: string) {
  const db = context.db;
  if (!(await accountOf(context, userId))) return refused(NO_LEARNER);
  const [ended] = await db.batch([
    db.delete(sessions).where(eq(sessions.userId, userId)).returning({ tokenHash: sessions.tokenHash }),
    auditStatement(db, actor, { action: "sign-out-everywhere", target: `user:${userId}`, reason }),
  ]);
  return done(ended.length === 1 ? "1 session ended." : `${ended.length} sessions ended.`);
}

/** A new verification link for an account whose address is not confirmed yet. */
export async function resendVerification(context: AppLoadContext, actor: AuditActor, userId: string, reason: string) {
  const account = await accountOf(context, userId);
  if (!account) return refused(NO_LEARNER);
  if (account.emailVerifiedAt) return refused("This email address is already confirmed.");
  await sendVerificationTo(context, account, [
    auditStatement(context.db, actor, { action: "resend-verification", target: `user:${userId}`, reason }),
  ]);
  return done(`A new confirmation link is on its way to ${account.email}.`);
}

const ROLE_REFUSALS = {
  "no-account": NO_LEARNER,
  unchanged: "The account already has this role.",
  "not-admin": "Only an admin can change roles, and your account no longer is one.",
} as const;

/** An admin gives or takes a role; never their own, so the last admin cannot lock everyone out by a slip. */
export async function setRole(context: AppLoadContext, actor: AuditActor, userId: string, role: StaffRole | null, reason: string) {
  if (userId === actor.id) return refused("You cannot change your own role.");
  const change = await changeRole(context.db, { id: userId }, role, actor, reason);
  if (!change.changed) return refused(ROLE_REFUSALS[change.reason]);
  const now = `${change.email} is now ${role ?? "a learner"}.`;
  if (change.from !== "coach") return done(now);
  const cancelled = await cancelSessionsOfFormerCoaches(context, new Date(), userId);
  if (cancelled === 0) return done(now);
  const sessions = cancelled === 1 ? "Their 1 booked coaching session is" : `Their ${cancelled} booked coaching sessions are`;
  return done(`${now} ${sessions} cancelled, and both sides were emailed.`);
}
