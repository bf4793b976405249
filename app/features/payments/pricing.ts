import type { Course, Currency } from "~/lib/domain/catalog";
import { bundlePrice } from "~/lib/domain/learning-paths";

export interface CourseCharge {
  course: Course;
  /** Cents before tax: the course's price, or its share of a learning path's discounted total. */
  amount: number;
}

/**
 * What each course costs in one checkout. A learning path takes its discount off the courses still to
 * buy, then splits the discounted total in proportion to the courses' prices, so each order (and any
 * refund of it) carries its own share and the shares add up to the total exactly.
 */
export function courseCharges(courses: readonly Course[], currency: Currency, savingsPercent = 0): CourseCharge[] {
  const { full, total } = bundlePrice(courses, currency, savingsPercent);
  let left = total;
  return courses.map((course, index) => {
    const amount = index === courses.length - 1 ? left : Math.round((course.price[currency] * total) / full);
    left -= amount;
    return { course, amount };
  });
}

/**
 * Splits the tax a checkout collected over its orders in proportion to their amounts (the last takes
 * the rounding), so a receipt shows each course's own tax.
 */
export function splitTax(amounts: readonly number[], tax: number): number[] {
  const total = amounts.reduce((sum, amount) => sum + amount, 0);
  let left = tax;
  return amounts.map((amount, index) => {
    const share = index === amounts.length - 1 ? left : total === 0 ? 0 : Math.round((amount * tax) / total);
    left -= share;
    return share;
  });
}

/** One tax of an order, as the receipt lists it (db/schema/orders.ts stores the same shape). */
export interface TaxLine {
  /** The provider's name for the tax: "gst", "qst", "hst", "pst", "sales_tax"... */
  kind: string;
  ratePercent: number;
  /** Cents. */
  amount: number;
}

/**
 * A checkout's taxes (the provider's breakdown: GST and QST, or HST, or a state's sales tax) shared
 * among its orders as the total is (splitTax), line by line, so each order's lines add up to its share.
 */
export function orderTaxLines(
  amounts: readonly number[],
  taxes: readonly { amount: number; rate: { tax_type?: string | null; display_name: string; percentage: number } }[],
): TaxLine[][] {
  const shares = taxes.map((tax) => splitTax(amounts, tax.amount));
  return amounts.map((_, index) =>
    taxes.map((tax, line) => ({
      kind: (tax.rate.tax_type ?? tax.rate.display_name).toLowerCase(),
      ratePercent: tax.rate.percentage,
      amount: shares[line]![index]!,
    })),
  );
}

/**
 * Each order's tax and its lines, from a checkout's tax total and the provider's breakdown. With a breakdown,
 * an order's tax is the sum of its own lines, so its receipt adds up and a refund returns what it lists;
 * the orders still add up to the total, since each tax's shares do. Without one, the total is shared.
 */
export function orderTaxes(
  amounts: readonly number[],
  totalTax: number,
  taxes: Parameters<typeof orderTaxLines>[1],
): { amount: number; lines: TaxLine[] }[] {
  if (taxes.length === 0) return splitTax(amounts, totalTax).map((amount) => ({ amount, lines: [] }));
  return orderTaxLines(amounts, taxes).map((lines) => ({ amount: lines.reduce((sum, line) => sum + line.amount, 0), lines }));
}

/** The money-back guarantee: a paid course can be refunded by its buyer within 30 days. */
export const REFUND_WINDOW_DAYS = 30;

/** When an order was bought: its payment, or its opening for an order paid before payments were dated. */
export const purchasedAt = (order: { createdAt: Date; paidAt: Date | null }): Date => order.paidAt ?? order.createdAt;

/** The guarantee's 30 days count from the payment, not from when the checkout was opened. */
export function isRefundable(
  order: { status: string; createdAt: Date; paidAt: Date | null; providerPaymentId: string | null },
  now: Date,
): boolean {
  const age = now.getTime() - purchasedAt(order).getTime();
  return order.status === "paid" && order.providerPaymentId !== null && age < REFUND_WINDOW_DAYS * 24 * 60 * 60 * 1000;
}

/** Amounts as the spec shows them: cents / 100 with 2 decimals and the uppercase code ("59.00 CAD"). */
export function formatOrderAmount(cents: number, currency: string): string {
  return `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;
}
