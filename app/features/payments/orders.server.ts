import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, desc, eq, type SQL } from "drizzle-orm";
import { orders, profiles } from "../../../db/schema/index";

/** What an order page reads of an order (the learner's pages and the console's). */
export const orderColumns = {
  id: orders.id,
  productName: orders.productName,
  status: orders.status,
  amount: orders.amount,
  taxAmount: orders.taxAmount,
  currency: orders.currency,
  providerPaymentId: orders.providerPaymentId,
  createdAt: orders.createdAt,
};

/** The user's orders, newest first (spec 7). `userId` is an id or the session's id subquery. */
export function ordersOf(context: AppLoadContext, userId: SQL | string) {
  return context.db.select(orderColumns).from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt));
}

/** One of the user's own orders; someone else's order id finds nothing. */
export function orderOf(context: AppLoadContext, userId: SQL | string, orderId: string) {
  return context.db
    .select(orderColumns)
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
}

/**
 * One of the user's own orders as its receipt prints it: the order, the card it was paid with, when it
 * was refunded, and the buyer's name from their profile.
 */
export function receiptOf(context: AppLoadContext, userId: SQL | string, orderId: string) {
  return context.db
    .select({
      ...orderColumns,
      paymentMethodBrand: orders.paymentMethodBrand,
      paymentMethodLast4: orders.paymentMethodLast4,
      refundedAt: orders.refundedAt,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
    })
    .from(orders)
    .leftJoin(profiles, eq(profiles.id, orders.userId))
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
}
