import { findCourseByProductName } from "~/lib/domain/catalog";
import type { CsvCell } from "~/lib/domain/csv";

/** An order as the console lists and exports it. */
export interface ConsoleOrder {
  id: string;
  userId: string | null;
  email: string | null;
  /** The learner's language (users.locale): what their emails and pages are written in. */
  learnerLocale: "en" | "fr" | null;
  productName: string;
  status: string;
  amount: number;
  taxAmount: number;
  currency: string;
  createdAt: Date;
}

export const ORDERS_CSV_FILENAME = "moneywise-orders.csv";

/** The course's title, or the stored product name for one the catalogue no longer sells. */
export function orderCourseTitle(productName: string): string {
  return findCourseByProductName(productName)?.title ?? productName;
}

/** The filtered orders as CSV; amounts in the currency's unit, before tax, tax apart. */
export function ordersCsvRows(orders: readonly ConsoleOrder[]): CsvCell[][] {
  return [
    ["Order", "Created (UTC)", "Status", "Course", "Currency", "Amount before tax", "Tax", "Total", "Learner id", "Learner email"],
    ...orders.map((order) => [
      order.id,
      order.createdAt.toISOString(),
      order.status,
      orderCourseTitle(order.productName),
      order.currency,
      order.amount / 100,
      order.taxAmount / 100,
      (order.amount + order.taxAmount) / 100,
      order.userId ?? "",
      // An account deleted since: the order stays for accounting, without personal data.
      order.email ?? "",
    ]),
  ];
}
