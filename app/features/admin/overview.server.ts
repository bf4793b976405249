import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, count, eq, gt, gte, inArray, isNull, or, sql, sum, type AnyColumn, type SQL } from "drizzle-orm";
import {
  certificates,
  courseLessons,
  orderMonthTotals,
  orders,
  subscribers,
  subscriptionChanges,
  userProgress,
  users,
} from "../../../db/schema/index";
import { KEPT_STATUSES, monthOf, overviewReport, reportMonths, SOLD_STATUSES, type OverviewReport } from "./domain/overview";
import { CONSOLE_ROLES, requireStaffWith } from "./staff.server";

/** A timestamp column's UTC calendar month, "YYYY-MM": the SQL twin of `monthOf` (the totals' triggers use the same). */
const monthOfColumn = (column: AnyColumn) => sql<string>`strftime('%Y-%m', ${column} / 1000, 'unixepoch')`;

/**
 * The overview's reads, for `requireStaffWith`: each carries `isStaff` in its where, so only staff
 * cost the database anything. All of them read from `since` (the report's first month) on.
 */
export function overviewReads(context: AppLoadContext, isStaff: SQL, since: Date, now: Date) {
  const { db } = context;
  const totals = orderMonthTotals;
  const when = (statuses: readonly string[], value: AnyColumn) =>
    sql<number>`coalesce(sum(case when ${inArray(totals.status, [...statuses])} then ${value} end), 0)`.mapWith(Number);
  // The orders' monthly sums (kept by triggers, ADR 028): a few dozen rows however many orders there are.
  const sales = db
    .select({
      month: totals.month,
      currency: totals.currency,
      productName: totals.productName,
      sold: when(SOLD_STATUSES, totals.orders),
      gross: when(SOLD_STATUSES, totals.amount),
      tax: when(KEPT_STATUSES, totals.taxAmount),
    })
    .from(totals)
    .where(and(isStaff, gte(totals.month, monthOf(since)), inArray(totals.status, [...SOLD_STATUSES])))
    .groupBy(totals.month, totals.currency, totals.productName);

  const signUpMonth = monthOfColumn(users.createdAt);
  const signUps = db
    .select({ month: signUpMonth, count: count() })
    .from(users)
    .where(and(isStaff, gte(users.createdAt, since)))
    .groupBy(signUpMonth);

  // A refund counts in the month it was made (refunded_at); refunded orders are few (the status index).
  const refundMonth = sql<string | null>`case when ${orders.refundedAt} is null then null else ${monthOfColumn(orders.refundedAt)} end`;
  const refunds = db
    .select({
      month: refundMonth,
      currency: orders.currency,
      productName: orders.productName,
      refunded: count(),
      refunds: sum(orders.amount).mapWith(Number),
    })
    .from(orders)
    .where(and(isStaff, eq(orders.status, "refunded"), or(isNull(orders.refundedAt), gte(orders.refundedAt, since))))
    .groupBy(refundMonth, orders.currency, orders.productName);

  // The currency a subscription is billed in, else the learner's country's (as billing reads it: planCurrency).
  const billedIn = sql<string>`coalesce(${subscribers.currency}, case when ${users.country} = 'CA' then 'CAD' else 'USD' end)`;
  const activeSubscribers = db
    .select({ tier: subscribers.subscriptionTier, currency: billedIn, count: count() })
    .from(subscribers)
    .innerJoin(users, eq(users.id, subscribers.userId))
    .where(and(isStaff, eq(subscribers.subscribed, true), gt(subscribers.subscriptionEnd, now)))
    .groupBy(subscribers.subscriptionTier, billedIn);

  const changeMonth = monthOfColumn(subscriptionChanges.at);
  const changes = db
    .select({ month: changeMonth, kind: subscriptionChanges.kind, count: count() })
    .from(subscriptionChanges)
    .where(and(isStaff, gte(subscriptionChanges.at, since)))
    .groupBy(changeMonth, subscriptionChanges.kind);

  // A completion: every lesson of the course marked complete, the last of them within the window.
  const finished = db
    .select({ courseId: userProgress.courseId })
    .from(userProgress)
    .where(and(isStaff, eq(userProgress.completed, true)))
    .groupBy(userProgress.userId, userProgress.courseId)
    .having(
      and(
        sql`count(*) = (select count(*) from ${courseLessons} where ${courseLessons.courseId} = ${userProgress.courseId})`,
        sql`max(${userProgress.completedAt}) >= ${since.getTime()}`,
      ),
    )
    .as("finished");
  const completions = db.select({ courseId: finished.courseId, count: count() }).from(finished).groupBy(finished.courseId);

  const issued = db
    .select({ courseId: certificates.courseId, count: count() })
    .from(certificates)
    .where(and(isStaff, gte(certificates.issuedAt, since), isNull(certificates.revokedAt)))
    .groupBy(certificates.courseId);

  return [sales, refunds, signUps, activeSubscribers, changes, completions, issued] as const;
}

/** The overview for an admin (404 for anyone else), read in the request's one round trip. */
export async function requireOverview(request: Request, context: AppLoadContext, now = new Date()): Promise<OverviewReport> {
  const { months, since } = reportMonths(now);
  const { data } = await requireStaffWith(request, context, CONSOLE_ROLES, (isStaff) => overviewReads(context, isStaff, since, now));
  const [sales, refunds, signUps, subscribers, changes, completions, certificates] = data;
  return overviewReport(months, { sales, refunds, signUps, subscribers, changes, completions, certificates });
}
