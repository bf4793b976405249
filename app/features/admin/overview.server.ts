import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, count, eq, gt, gte, inArray, isNull, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { certificates, courseLessons, orderMonthTotals, subscribers, userProgress, users } from "../../../db/schema/index";
import { KEPT_STATUSES, monthOf, overviewReport, reportMonths, SOLD_STATUSES, type OverviewReport } from "./domain/overview";
import { CONSOLE_ROLES, requireStaffWith } from "./staff.server";

/** A timestamp column's UTC calendar month, "YYYY-MM": the SQL twin of `monthOf` (the totals' triggers use the same). */
const monthOfColumn = (column: typeof users.createdAt) => sql<string>`strftime('%Y-%m', ${column} / 1000, 'unixepoch')`;

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
      refunded: when(["refunded"], totals.orders),
      gross: when(SOLD_STATUSES, totals.amount),
      refunds: when(["refunded"], totals.amount),
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

  const activeSubscribers = db
    .select({ tier: subscribers.subscriptionTier, count: count() })
    .from(subscribers)
    .where(and(isStaff, eq(subscribers.subscribed, true), gt(subscribers.subscriptionEnd, now)))
    .groupBy(subscribers.subscriptionTier);

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

  return [sales, signUps, activeSubscribers, completions, issued] as const;
}

/** The overview for an admin (404 for anyone else), read in the request's one round trip. */
export async function requireOverview(request: Request, context: AppLoadContext, now = new Date()): Promise<OverviewReport> {
  const { months, since } = reportMonths(now);
  const { data } = await requireStaffWith(request, context, CONSOLE_ROLES, (isStaff) => overviewReads(context, isStaff, since, now));
  const [sales, signUps, subscribers, completions, certificates] = data;
  return overviewReport(months, { sales, signUps, subscribers, completions, certificates });
}
