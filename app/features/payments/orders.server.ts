import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, desc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
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
  paidAt: orders.paidAt,
};

/**
 * Orders that were paid at some point: paid, completed, and refunded (a refund is part of the story). A
 * checkout abandoned with Cancel or left to expire (`cancelled`), or whose delayed payment failed
 * (`failed`), moved no money and is not a purchase.
 */
export const PURCHASED_STATUSES = ["paid", "completed", "refunded"] as const;

/**
 * The user's purchase history, newest first (spec 7): the orders that were paid at some point, and a
 * checkout still open (`pending` with its address), which the learner can go back to and finish.
 * `userId` is an id or the session's id subquery.
 */
export function purchasesOf(context: AppLoadContext, userId: SQL | string) {
  return (
    context.db
      .select({ ...orderColumns, checkoutUrl: orders.checkoutUrl, complimentary: sql<boolean>`${orders.compReason} is not null` })
      .from(orders)
      .where(
        and(
          eq(orders.userId, userId),
          or(inArray(orders.status, PURCHASED_STATUSES), and(eq(orders.status, "pending"), isNotNull(orders.checkoutUrl))),
        ),
      )
      // Newest first by the date each shows: its payment, or its opening while it is not paid.
      .orderBy(desc(sql`coalesce(${orders.paidAt}, ${orders.createdAt})`))
  );
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
 * was refunded, and the buyer's name from their profile. A complimentary course (a staff grant) has no
 * receipt: nothing was bought.
 */
export function receiptOf(context: AppLoadContext, userId: SQL | string, orderId: string) {
  return context.db
    .select({
      ...orderColumns,
      paymentMethodBrand: orders.paymentMethodBrand,
      paymentMethodLast4: orders.paymentMethodLast4,
      refundedAt: orders.refundedAt,
      testPayment: orders.testPayment,
      taxLines: orders.taxLines,
      buyerRegion: orders.buyerRegion,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
    })
    .from(orders)
    .leftJoin(profiles, eq(profiles.id, orders.userId))
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId), isNull(orders.compReason)));
}
