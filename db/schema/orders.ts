import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { CURRENCIES } from "../../app/lib/catalog";
import { createdAt } from "./columns";
import { users } from "./users";

export const ORDER_STATUSES = ["paid", "completed", "pending", "failed", "cancelled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * One-time course purchases. `user_id` becomes null when an account is deleted: the order stays for
 * accounting, without personal data.
 */
export const orders = sqliteTable(
  "orders",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    /** A course's order product name from the registry (app/lib/catalog.ts). */
    productName: text("product_name").notNull(),
    status: text("status", { enum: ORDER_STATUSES }).notNull(),
    /** Integer cents. */
    amount: integer("amount").notNull(),
    currency: text("currency", { enum: CURRENCIES }).notNull(),
    /** The payment provider's checkout session, unique so a replayed webhook cannot add a second order. */
    providerReference: text("provider_reference").unique(),
    createdAt: createdAt(),
  },
  (table) => [
    // Access check (user, product, status = paid) and "paid products of a user".
    index("orders_user_status_product_idx").on(table.userId, table.status, table.productName),
    // Purchase history, newest first.
    index("orders_user_created_idx").on(table.userId, table.createdAt),
    check("orders_status_check", sql`${table.status} in ('paid', 'completed', 'pending', 'failed', 'cancelled')`),
    check("orders_currency_check", sql`${table.currency} in ('CAD', 'USD')`),
    check("orders_amount_check", sql`${table.amount} >= 0`),
  ],
);
