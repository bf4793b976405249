import type { AppLoadContext } from "@remix-run/cloudflare";
import { eq, sql, type SQL } from "drizzle-orm";
import type { BatchResponse } from "drizzle-orm/batch";
import { debtResults } from "../../../db/schema/index";
import { readWithSession, requireUserWith } from "~/lib/services/auth/session.server";
import { holdsCourseSql, paidOrders, productNames } from "~/lib/services/learning.server";
import { hasAccess } from "~/lib/domain/access";
import { findCourseByProductName, findCourseBySlug, PLAN_TIERS, type CourseSlug, type Currency } from "~/lib/domain/catalog";
import { ENTITLEMENTS } from "~/lib/domain/entitlements";
import { RESULTS_COURSE } from "./domain/debt-result";
import type { DebtTotals, ProofCounts } from "./domain/claims";

/** Each plan tier with the order product name of every course it opens (the entitlement table, as SQL rows). */
function planProducts() {
  const pairs = PLAN_TIERS.flatMap((tier) => ENTITLEMENTS[tier].courses.map((slug) => sql`(${tier}, ${findCourseBySlug(slug)!.productName})`));
  return sql.join(pairs, sql`, `);
}

/**
 * The reads behind every public figure, for a page's session batch (ADR 013): no round trip of their
 * own. Who holds a course follows the access rule (app/lib/domain/access.ts): a `paid` order (a
 * refunded one is `refunded`) or an active plan whose tier opens it.
 *
 * The orders part walks the covering index (user_id, status, product_name) and never the table: left
 * to itself SQLite searches the status index and then reads each paid order's row, about five times
 * slower on 100,000 orders (222 against 44 ms here; ADR 034), hence `indexed by`.
 */
export function proofReads(context: AppLoadContext, now: Date) {
  const holders = sql`(
    with plan_products(tier, product_name) as (values ${planProducts()}),
    holders as (
      select user_id, product_name from orders indexed by orders_user_status_product_idx
      where user_id is not null and status = 'paid'
      union
      select subscribers.user_id, plan_products.product_name
      from subscribers join plan_products on plan_products.tier = subscribers.subscription_tier
      where subscribers.subscribed = 1 and subscribers.subscription_end > ${now.getTime()}
    )
    select product_name, count(*) as learners from holders group by product_name
    union all
    select null, count(distinct user_id) from holders
  )`;
  return [
    context.db.select({ productName: sql<string | null>`product_name`, learners: sql<number>`learners` }).from(holders),
    context.db
      .select({
        completions: sql<number>`(select count(*) from certificates where revoked_at is null)`,
        lessons: sql<number>`(select count(*) from course_lessons)`,
        since: sql<number | null>`(select min(created_at) from users)`,
      })
      .from(sql`(select 1)`),
    context.db
      .select({
        currency: debtResults.currency,
        reporters: sql<number>`count(*)`,
        paidOffCents: sql<number>`coalesce(sum(max(0, ${debtResults.debtAtStartCents} - ${debtResults.debtNowCents})), 0)`,
        lowered: sql<number>`coalesce(sum(${debtResults.debtNowCents} < ${debtResults.debtAtStartCents}), 0)`,
      })
      .from(debtResults)
      .groupBy(debtResults.currency),
  ] as const;
}

type ProofRows = BatchResponse<ReturnType<typeof proofReads>>;

/** The counts the figures are computed from, out of the rows `proofReads` returned. */
export function proofCounts([holders, [site], debt]: ProofRows, asOf: Date): ProofCounts {
  const courseLearners: Partial<Record<CourseSlug, number>> = {};
  let learners = 0;
  for (const row of holders) {
    if (row.productName === null) learners = row.learners;
    else {
      const course = findCourseByProductName(row.productName);
      if (course) courseLearners[course.slug as CourseSlug] = row.learners;
    }
  }
  return {
    learners,
    courseLearners,
    completions: site?.completions ?? 0,
    lessons: site?.lessons ?? 0,
    since: site?.since ? new Date(site.since) : null,
    debt: debt.map((row): DebtTotals => ({ ...row, currency: row.currency as Currency })),
    asOf,
  };
}

/**
 * The public figures' counts for a page's loader, read in the request's session batch: call it at the
 * loader's first line, beside the page's own reads, so it leaves with them in one round trip.
 */
export async function readProofCounts(request: Request, context: AppLoadContext): Promise<ProofCounts> {
  const now = new Date();
  const { data } = await readWithSession(request, context, () => proofReads(context, now));
  return proofCounts(data, now);
}

/** One learner's own report (a visitor's id matches nobody). */
function ownDebtResult(context: AppLoadContext, userId: SQL) {
  return context.db
    .select({
      currency: debtResults.currency,
      debtAtStartCents: debtResults.debtAtStartCents,
      debtNowCents: debtResults.debtNowCents,
      updatedAt: debtResults.updatedAt,
    })
    .from(debtResults)
    .where(eq(debtResults.userId, userId));
}

/**
 * The results page's reads: the signed-in learner (else to /login), whether they hold the Debt
 * Challenge, and their own report, in the session's round trip.
 */
export async function requireResultsPage(request: Request, context: AppLoadContext) {
  const {
    user,
    data: [paid, own],
  } = await requireUserWith(request, context, (userId) => [paidOrders(context, userId), ownDebtResult(context, userId)] as const);
  const course = findCourseBySlug(RESULTS_COURSE)!;
  const access = hasAccess(course, { paidProductNames: productNames(paid), subscription: user.subscription });
  const result = own[0];
  return { user, access, result: access && result ? { ...result, currency: result.currency as Currency } : null };
}

export interface DebtReport {
  currency: Currency;
  debtAtStart: number;
  debtNow: number;
}

/**
 * Writes the learner's report (one row per learner: a second report replaces the first), only while
 * they hold the Debt Challenge: the access rule is a condition of the same statement, so a refund or
 * a lapsed plan cannot slip in between a check and the write. Returns false when it wrote nothing.
 */
export async function saveDebtResult(context: AppLoadContext, userId: string, report: DebtReport): Promise<boolean> {
  const now = new Date();
  const result = await context.db.run(sql`
    insert into ${debtResults} (user_id, currency, debt_at_start_cents, debt_now_cents, updated_at)
    select ${userId}, ${report.currency}, ${report.debtAtStart}, ${report.debtNow}, ${now.getTime()}
    where ${holdsCourseSql(userId, RESULTS_COURSE, now)}
    on conflict (user_id) do update set
      currency = excluded.currency,
      debt_at_start_cents = excluded.debt_at_start_cents,
      debt_now_cents = excluded.debt_now_cents,
      updated_at = excluded.updated_at`);
  return result.rowsAffected > 0;
}
