import { sql } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { siteFigures, type StoredSiteCounts } from "../../../db/schema/index";
import { CURRENCIES, findCourseByProductName, findCourseBySlug, PLAN_TIERS, type CourseSlug, type Currency } from "~/lib/domain/catalog";
import { ENTITLEMENTS } from "~/lib/domain/entitlements";
import type { DebtTotals, ProofCounts } from "./domain/claims";

/** Each plan tier with the order product name of every course it opens (the entitlement table, as SQL rows). */
function planProducts() {
  const pairs = PLAN_TIERS.flatMap((tier) => ENTITLEMENTS[tier].courses.map((slug) => sql`(${tier}, ${findCourseBySlug(slug)!.productName})`));
  return sql.join(pairs, sql`, `);
}

/**
 * Counts every public figure from our records (ADR 034) and writes them, with `now` as their date,
 * into the one `site_figures` row: one statement, so one round trip and one transaction. Run on the
 * hourly sweep and at start, never on a visitor's request: counting distinct holders visits every
 * paid order (about 45 ms on 100,000 orders).
 *
 * Who holds a course follows the access rule (app/lib/domain/access.ts): a `paid` order (a refunded
 * one is `refunded`) or an active plan whose tier opens it. The orders part walks the covering index
 * (user_id, status, product_name) and never the table: left to itself SQLite searches the status
 * index and then reads each paid order's row, about five times slower (222 against 44 ms on 100,000
 * orders), hence `indexed by`. Staff accounts (admins, coaches) are not learners: whatever they hold,
 * earn or report, they count nowhere. Certificates: live ones. Debt: per currency, the reporters, the sum
 * of start − now never below zero per learner, and how many lowered their debt.
 */
export function refreshSiteFiguresStatement(now: Date) {
  return sql`
    with plan_products(tier, product_name) as (values ${planProducts()}),
    staff(id) as (select id from users where role is not null),
    holders as (
      select user_id, product_name from orders indexed by orders_user_status_product_idx
      where user_id is not null and status = 'paid' and user_id not in staff
      union
      select subscribers.user_id, plan_products.product_name
      from subscribers join plan_products on plan_products.tier = subscribers.subscription_tier
      where subscribers.subscribed = 1 and subscribers.subscription_end > ${now.getTime()} and subscribers.user_id not in staff
    ),
    product_learners as (select product_name, count(*) as learners from holders group by product_name),
    debt as (
      select currency, count(*) as reporters,
        coalesce(sum(max(0, debt_at_start_cents - debt_now_cents)), 0) as paid_off_cents,
        coalesce(sum(debt_now_cents < debt_at_start_cents), 0) as lowered
      from debt_results where user_id not in staff group by currency
    )
    insert into ${siteFigures} (id, counts, computed_at)
    select 1, json_object(
      'learners', (select count(distinct user_id) from holders),
      'productLearners', json((select json_group_object(product_name, learners) from product_learners)),
      'completions', (select count(*) from certificates where revoked_at is null and user_id not in staff),
      'since', (select min(created_at) from users),
      'debt', json((select json_group_array(
        json_object('currency', currency, 'reporters', reporters, 'paidOffCents', paid_off_cents, 'lowered', lowered)
      ) from debt))
    ), ${now.getTime()}
    where true
    on conflict (id) do update set counts = excluded.counts, computed_at = excluded.computed_at`;
}

/** Recounts the public figures into `site_figures` (see `refreshSiteFiguresStatement`). */
export async function refreshSiteFigures(db: Database, now = new Date()): Promise<void> {
  await db.run(refreshSiteFiguresStatement(now));
}

/**
 * What a page reads for its figures, in its session batch (ADR 013): the `site_figures` row by its
 * primary key, and the lessons counted live (a handful of rows, so the hero's "N lessons" is right on
 * a site whose figures were never counted yet, and the moment lessons are added).
 */
export function siteFiguresRead(db: Database) {
  return db
    .select({
      counts: sql<string | null>`${siteFigures.counts}`,
      computedAt: sql<number | null>`${siteFigures.computedAt}`,
      lessons: sql<number>`(select count(*) from course_lessons)`,
    })
    .from(sql`(select 1) left join ${siteFigures} on ${siteFigures.id} = 1`);
}

const count = (value: unknown): number => (typeof value === "number" && Number.isFinite(value) && value > 0 ? value : 0);

/** The stored counts, each read defensively: a missing row, or a field a newer or older build did not write, counts as zero. */
function storedCounts(text: string | null): Partial<StoredSiteCounts> {
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === "object" ? (parsed as Partial<StoredSiteCounts>) : {};
  } catch {
    return {};
  }
}

/**
 * The counts the figures are computed from, out of the row `siteFiguresRead` returned. No row yet (a
 * new database before its first refresh): zero everywhere, which the claims show as the site's own
 * facts, dated `now` (no footnote shows a date then: nothing passes a threshold).
 */
export function siteFiguresCounts(rows: Awaited<ReturnType<typeof siteFiguresRead>>, now: Date): ProofCounts {
  const row = rows[0];
  const stored = storedCounts(row?.counts ?? null);
  const courseLearners: Partial<Record<CourseSlug, number>> = {};
  for (const [productName, learners] of Object.entries(stored.productLearners ?? {})) {
    const course = findCourseByProductName(productName);
    if (course) courseLearners[course.slug as CourseSlug] = count(learners);
  }
  const debt = (Array.isArray(stored.debt) ? stored.debt : [])
    .filter((totals) => (CURRENCIES as readonly string[]).includes(totals?.currency))
    .map((totals): DebtTotals => ({
      currency: totals.currency as Currency,
      reporters: count(totals.reporters),
      paidOffCents: count(totals.paidOffCents),
      lowered: count(totals.lowered),
    }));
  return {
    learners: count(stored.learners),
    courseLearners,
    completions: count(stored.completions),
    lessons: count(row?.lessons),
    since: typeof stored.since === "number" ? new Date(stored.since) : null,
    debt,
    asOf: row?.computedAt ? new Date(row.computedAt) : now,
  };
}
