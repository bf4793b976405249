import { integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * Orders summed per UTC calendar month (of their creation), currency, course and status: what the staff
 * console's overview reads instead of every order (ADR 028). Kept by triggers on `orders` (see the
 * `console_reports` migration), in the same statement as the change, so it is never behind and no code
 * path can forget it; nothing in the app writes it.
 */
export const orderMonthTotals = sqliteTable(
  "order_month_totals",
  {
    /** "YYYY-MM" in UTC, as app/features/admin/domain/overview.ts's monthOf names it. */
    month: text("month").notNull(),
    currency: text("currency").notNull(),
    productName: text("product_name").notNull(),
    status: text("status").notNull(),
    orders: integer("orders").notNull(),
    /** Cents before tax, and the tax apart, as in `orders`. */
    amount: integer("amount").notNull(),
    taxAmount: integer("tax_amount").notNull(),
  },
  (table) => [primaryKey({ columns: [table.month, table.currency, table.productName, table.status] })],
);
