/**
 * The console's overview figures: calendar months in UTC, revenue per month and currency, and the
 * shapes the page, its charts and its CSV share. The database sums per month ("YYYY-MM", bucketed in
 * SQL with the same UTC rule as `monthOf`); these functions place those sums into the report's months.
 */
import { COURSES, CURRENCIES, findPlan, PLAN_TIERS, type Currency, type PlanTier } from "~/lib/domain/catalog";
import type { CsvCell } from "~/lib/domain/csv";

/** How far back the overview looks: the current month and the eleven before it. */
export const OVERVIEW_MONTHS = 12;

/** The UTC calendar month of a moment, "YYYY-MM". */
export function monthOf(moment: Date): string {
  return moment.toISOString().slice(0, 7);
}

/**
 * The report's months, oldest first, ending with the month of `now`, and the moment the first one
 * starts (UTC midnight on its first day): the window every overview query reads from.
 */
export function reportMonths(now: Date, count: number = OVERVIEW_MONTHS): { months: string[]; since: Date } {
  const months: string[] = [];
  for (let back = count - 1; back >= 0; back -= 1) {
    months.push(monthOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1))));
  }
  return { months, since: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (count - 1), 1)) };
}

/** Order statuses that were a sale: paid (or completed), and refunded (paid, then given back). */
export const SOLD_STATUSES = ["paid", "completed", "refunded"] as const;
/** Of those, the ones the business keeps. */
export const KEPT_STATUSES = ["paid", "completed"] as const;

/** One month and currency of course sales as the database sums them (cents), by the month of the sale. */
export interface RevenueRow {
  month: string;
  currency: string;
  productName: string;
  sold: number;
  /** Before tax, every sale of the month, refunded ones included. */
  gross: number;
  /** Tax collected on the sales kept (a refund gives the tax back too). */
  tax: number;
}

/** Refunds as the database sums them, by the month they were made; `month` null when that is not known. */
export interface RefundRow {
  month: string | null;
  currency: string;
  productName: string;
  refunded: number;
  /** Before tax. */
  refunds: number;
}

/** Subscriptions that changed in a month, by kind (from when the console began recording them). */
export interface SubscriptionChangeRow {
  month: string;
  kind: string;
  count: number;
}

export interface SubscriptionCounts {
  new: number;
  upgraded: number;
  downgraded: number;
  cancelled: number;
}

export interface RevenueFigures {
  sold: number;
  refunded: number;
  gross: number;
  refunds: number;
  net: number;
  tax: number;
}

const NO_REVENUE: RevenueFigures = { sold: 0, refunded: 0, gross: 0, refunds: 0, net: 0, tax: 0 };

export interface MonthFigures {
  month: string;
  signUps: number;
  /** Sales by the month they were made; refunds by the month they were made (so net can be below zero). */
  revenue: Record<Currency, RevenueFigures>;
  subscriptions: SubscriptionCounts;
}

const noRevenue = () => Object.fromEntries(CURRENCIES.map((currency) => [currency, { ...NO_REVENUE }])) as Record<Currency, RevenueFigures>;

/**
 * Every month of the report with its revenue per currency, its sign-ups and its subscription changes; a
 * month without any gets zeros, and rows outside the months (or in an unknown currency, or an undated
 * refund) are left out.
 */
export function monthlyFigures(
  months: readonly string[],
  reads: {
    sales: readonly RevenueRow[];
    refunds: readonly RefundRow[];
    signUps: readonly { month: string; count: number }[];
    changes: readonly SubscriptionChangeRow[];
  },
): MonthFigures[] {
  const figures = new Map<string, MonthFigures>(
    months.map((month) => [
      month,
      { month, signUps: 0, revenue: noRevenue(), subscriptions: { new: 0, upgraded: 0, downgraded: 0, cancelled: 0 } },
    ]),
  );
  for (const row of reads.sales) {
    const target = figures.get(row.month)?.revenue[row.currency as Currency];
    if (!target) continue;
    target.sold += row.sold;
    target.gross += row.gross;
    target.net += row.gross;
    target.tax += row.tax;
  }
  for (const row of reads.refunds) {
    const target = row.month === null ? undefined : figures.get(row.month)?.revenue[row.currency as Currency];
    if (!target) continue;
    target.refunded += row.refunded;
    target.refunds += row.refunds;
    target.net -= row.refunds;
  }
  for (const row of reads.signUps) {
    const target = figures.get(row.month);
    if (target) target.signUps += row.count;
  }
  for (const row of reads.changes) {
    const target = figures.get(row.month)?.subscriptions;
    if (target && row.kind in target) target[row.kind as keyof SubscriptionCounts] += row.count;
  }
  return [...figures.values()];
}

/** Refunds whose date is not known (made before refunded_at was kept, with no audit entry): per currency, all time. */
export function undatedRefunds(rows: readonly RefundRow[]): Record<Currency, { refunded: number; refunds: number }> {
  const totals = Object.fromEntries(CURRENCIES.map((currency) => [currency, { refunded: 0, refunds: 0 }])) as Record<
    Currency,
    { refunded: number; refunds: number }
  >;
  for (const row of rows) {
    const target = row.month === null ? totals[row.currency as Currency] : undefined;
    if (!target) continue;
    target.refunded += row.refunded;
    target.refunds += row.refunds;
  }
  return totals;
}

/** One plan in one currency: its active subscriptions and what they bring in a month at the plan's list price (cents). */
export interface RecurringRevenueRow {
  tier: PlanTier;
  currency: Currency;
  subscribers: number;
  mrr: number;
}

/**
 * Monthly recurring revenue, by the method the console states: every active subscription (paid period
 * not over; one cancelled at period end counts until then) at its plan's monthly list price in the
 * currency it is billed in, before tax. Every plan and currency is listed.
 */
export function recurringRevenue(rows: readonly { tier: string | null; currency: string; count: number }[]): {
  rows: RecurringRevenueRow[];
  totals: Record<Currency, number>;
} {
  const listed = PLAN_TIERS.flatMap((tier) =>
    CURRENCIES.map((currency) => {
      const subscribers = rows.filter((row) => row.tier === tier && row.currency === currency).reduce((sum, row) => sum + row.count, 0);
      return { tier, currency, subscribers, mrr: subscribers * findPlan(tier)!.price[currency] };
    }),
  );
  const totals = Object.fromEntries(
    CURRENCIES.map((currency) => [currency, listed.filter((row) => row.currency === currency).reduce((sum, row) => sum + row.mrr, 0)]),
  ) as Record<Currency, number>;
  return { rows: listed, totals };
}

/** The window's totals per currency. */
export function revenueTotals(months: readonly MonthFigures[]): Record<Currency, RevenueFigures> {
  const totals = Object.fromEntries(CURRENCIES.map((currency) => [currency, { ...NO_REVENUE }])) as Record<Currency, RevenueFigures>;
  for (const month of months) {
    for (const currency of CURRENCIES) {
      const from = month.revenue[currency];
      const to = totals[currency];
      for (const key of Object.keys(to) as (keyof RevenueFigures)[]) to[key] += from[key];
    }
  }
  return totals;
}

/** Refunded sales as a share of all sales (counted in orders, every currency), in percent; null without sales. */
export function refundRate(sold: number, refunded: number): number | null {
  return sold > 0 ? (refunded / sold) * 100 : null;
}

/** Per course: sales per currency (orders and net cents), learners who finished it, certificates issued. */
export interface CourseFigures {
  slug: string;
  title: string;
  sold: number;
  refunded: number;
  net: Record<Currency, number>;
  completions: number;
  certificates: number;
}

export function courseFigures(
  months: readonly string[],
  sales: readonly RevenueRow[],
  refunds: readonly RefundRow[],
  completions: readonly { courseId: string; count: number }[],
  certificates: readonly { courseId: string; count: number }[],
): CourseFigures[] {
  const inWindow = refunds.filter((row) => row.month !== null && months.includes(row.month));
  return COURSES.map((course) => {
    const own = sales.filter((row) => row.productName === course.productName);
    const ownRefunds = inWindow.filter((row) => row.productName === course.productName);
    const net = Object.fromEntries(
      CURRENCIES.map((currency) => [
        currency,
        own.filter((row) => row.currency === currency).reduce((sum, row) => sum + row.gross, 0) -
          ownRefunds.filter((row) => row.currency === currency).reduce((sum, row) => sum + row.refunds, 0),
      ]),
    ) as Record<Currency, number>;
    return {
      slug: course.slug,
      title: course.title,
      sold: own.reduce((sum, row) => sum + row.sold, 0),
      refunded: ownRefunds.reduce((sum, row) => sum + row.refunded, 0),
      net,
      completions: completions.find((row) => row.courseId === course.slug)?.count ?? 0,
      certificates: certificates.find((row) => row.courseId === course.slug)?.count ?? 0,
    };
  });
}

/** Active subscribers per tier (every currency), every tier listed (0 when nobody is on it). */
export function subscribersByTier(rows: readonly { tier: string | null; count: number }[]): { tier: PlanTier; count: number }[] {
  return PLAN_TIERS.map((tier) => ({ tier, count: rows.filter((row) => row.tier === tier).reduce((sum, row) => sum + row.count, 0) }));
}

export interface OverviewReport {
  months: MonthFigures[];
  totals: Record<Currency, RevenueFigures>;
  /** Percent: refunds made in the window over sales made in it (orders, every currency), or null without sales. */
  refundRate: number | null;
  undatedRefunds: Record<Currency, { refunded: number; refunds: number }>;
  courses: CourseFigures[];
  tiers: { tier: PlanTier; count: number }[];
  recurring: { rows: RecurringRevenueRow[]; totals: Record<Currency, number> };
}

/** The whole overview from the database's sums. */
export function overviewReport(
  months: readonly string[],
  reads: {
    sales: readonly RevenueRow[];
    refunds: readonly RefundRow[];
    signUps: readonly { month: string; count: number }[];
    subscribers: readonly { tier: string | null; currency: string; count: number }[];
    changes: readonly SubscriptionChangeRow[];
    completions: readonly { courseId: string; count: number }[];
    certificates: readonly { courseId: string; count: number }[];
  },
): OverviewReport {
  const monthly = monthlyFigures(months, reads);
  const totals = revenueTotals(monthly);
  const sold = CURRENCIES.reduce((sum, currency) => sum + totals[currency].sold, 0);
  const refunded = CURRENCIES.reduce((sum, currency) => sum + totals[currency].refunded, 0);
  return {
    months: monthly,
    totals,
    refundRate: refundRate(sold, refunded),
    undatedRefunds: undatedRefunds(reads.refunds),
    courses: courseFigures(months, reads.sales, reads.refunds, reads.completions, reads.certificates),
    tiers: subscribersByTier(reads.subscribers),
    recurring: recurringRevenue(reads.subscribers),
  };
}

/** Cents as a CSV number in the currency's unit (two decimals at most). */
const units = (cents: number) => cents / 100;

/** The monthly figures as CSV: one row per month, sign-ups, then gross, refunds, net and tax per currency. */
export function overviewCsvRows(months: readonly MonthFigures[]): CsvCell[][] {
  const header: CsvCell[] = [
    "Month (UTC)",
    "Sign-ups",
    ...CURRENCIES.flatMap((currency) => [
      `${currency} orders`,
      `${currency} refunded orders (refund month)`,
      `${currency} gross before tax`,
      `${currency} refunds (refund month)`,
      `${currency} net before tax`,
      `${currency} tax`,
    ]),
    "New subscriptions",
    "Upgraded subscriptions",
    "Downgraded subscriptions",
    "Cancelled subscriptions",
  ];
  return [
    header,
    ...months.map((month) => [
      month.month,
      month.signUps,
      ...CURRENCIES.flatMap((currency) => {
        const figures = month.revenue[currency];
        return [figures.sold, figures.refunded, units(figures.gross), units(figures.refunds), units(figures.net), units(figures.tax)];
      }),
      month.subscriptions.new,
      month.subscriptions.upgraded,
      month.subscriptions.downgraded,
      month.subscriptions.cancelled,
    ]),
  ];
}

export const OVERVIEW_CSV_FILENAME = "moneywise-overview.csv";
