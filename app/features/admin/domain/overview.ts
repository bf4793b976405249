/**
 * The console's overview figures: calendar months in UTC, revenue per month and currency, and the
 * shapes the page, its charts and its CSV share. The database sums per month ("YYYY-MM", bucketed in
 * SQL with the same UTC rule as `monthOf`); these functions place those sums into the report's months.
 */
import { COURSES, CURRENCIES, PLAN_TIERS, type Currency, type PlanTier } from "~/lib/domain/catalog";
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

/** One month and currency of course sales as the database sums them (cents). */
export interface RevenueRow {
  month: string;
  currency: string;
  productName: string;
  sold: number;
  refunded: number;
  /** Before tax, every sale of the month, refunded ones included. */
  gross: number;
  /** Before tax, the month's sales that were refunded since. */
  refunds: number;
  /** Tax collected on the sales kept (a refund gives the tax back too). */
  tax: number;
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
  revenue: Record<Currency, RevenueFigures>;
}

/**
 * Every month of the report with its revenue per currency and its sign-ups; a month without sales or
 * sign-ups gets zeros, and rows outside the months (or in an unknown currency) are left out.
 */
export function monthlyFigures(
  months: readonly string[],
  revenue: readonly RevenueRow[],
  signUps: readonly { month: string; count: number }[],
): MonthFigures[] {
  const figures = new Map(
    months.map((month) => [
      month,
      {
        month,
        signUps: 0,
        revenue: Object.fromEntries(CURRENCIES.map((currency) => [currency, { ...NO_REVENUE }])) as Record<Currency, RevenueFigures>,
      },
    ]),
  );
  for (const row of revenue) {
    const target = figures.get(row.month)?.revenue[row.currency as Currency];
    if (!target) continue;
    target.sold += row.sold;
    target.refunded += row.refunded;
    target.gross += row.gross;
    target.refunds += row.refunds;
    target.net += row.gross - row.refunds;
    target.tax += row.tax;
  }
  for (const row of signUps) {
    const target = figures.get(row.month);
    if (target) target.signUps += row.count;
  }
  return [...figures.values()];
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
  sales: readonly RevenueRow[],
  completions: readonly { courseId: string; count: number }[],
  certificates: readonly { courseId: string; count: number }[],
): CourseFigures[] {
  return COURSES.map((course) => {
    const own = sales.filter((row) => row.productName === course.productName);
    const net = Object.fromEntries(
      CURRENCIES.map((currency) => [
        currency,
        own.filter((row) => row.currency === currency).reduce((sum, row) => sum + row.gross - row.refunds, 0),
      ]),
    ) as Record<Currency, number>;
    return {
      slug: course.slug,
      title: course.title,
      sold: own.reduce((sum, row) => sum + row.sold, 0),
      refunded: own.reduce((sum, row) => sum + row.refunded, 0),
      net,
      completions: completions.find((row) => row.courseId === course.slug)?.count ?? 0,
      certificates: certificates.find((row) => row.courseId === course.slug)?.count ?? 0,
    };
  });
}

/** Active subscribers per tier, every tier listed (0 when nobody is on it). */
export function subscribersByTier(rows: readonly { tier: string | null; count: number }[]): { tier: PlanTier; count: number }[] {
  return PLAN_TIERS.map((tier) => ({ tier, count: rows.find((row) => row.tier === tier)?.count ?? 0 }));
}

export interface OverviewReport {
  months: MonthFigures[];
  totals: Record<Currency, RevenueFigures>;
  /** Percent of the window's sales refunded since, or null without sales. */
  refundRate: number | null;
  courses: CourseFigures[];
  tiers: { tier: PlanTier; count: number }[];
}

/** The whole overview from the database's sums. */
export function overviewReport(
  months: readonly string[],
  reads: {
    sales: readonly RevenueRow[];
    signUps: readonly { month: string; count: number }[];
    subscribers: readonly { tier: string | null; count: number }[];
    completions: readonly { courseId: string; count: number }[];
    certificates: readonly { courseId: string; count: number }[];
  },
): OverviewReport {
  const monthly = monthlyFigures(months, reads.sales, reads.signUps);
  const totals = revenueTotals(monthly);
  const sold = CURRENCIES.reduce((sum, currency) => sum + totals[currency].sold, 0);
  const refunded = CURRENCIES.reduce((sum, currency) => sum + totals[currency].refunded, 0);
  return {
    months: monthly,
    totals,
    refundRate: refundRate(sold, refunded),
    courses: courseFigures(reads.sales, reads.completions, reads.certificates),
    tiers: subscribersByTier(reads.subscribers),
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
      `${currency} refunded orders`,
      `${currency} gross before tax`,
      `${currency} refunds`,
      `${currency} net before tax`,
      `${currency} tax`,
    ]),
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
    ]),
  ];
}

export const OVERVIEW_CSV_FILENAME = "moneywise-overview.csv";
