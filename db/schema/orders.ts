import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, timestamp } from "./columns";
import { users } from "./users";

/** The catalogue's currencies (app/lib/domain/catalog.ts); the schema imports no app code, a unit test keeps the two equal. */
export const ORDER_CURRENCIES = ["CAD", "USD"] as const;

/** One tax of an order: its kind as the provider names it ("gst", "qst", "hst", "sales_tax"), its rate in percent, its amount in cents. */
export type OrderTaxLine = { kind: string; ratePercent: number; amount: number };

export const ORDER_STATUSES = ["paid", "completed", "pending", "failed", "cancelled", "refunded"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * One-time course purchases: one row per course, also when a learning path buys several in one checkout. `user_id` becomes null when an account is deleted: the order stays for
 * accounting, without personal data.
 */
export const orders = sqliteTable(
  "orders",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    /** A course's order product name from the registry (app/lib/domain/catalog.ts). */
    productName: text("product_name").notNull(),
    status: text("status", { enum: ORDER_STATUSES }).notNull(),
    /** Integer cents, before tax: the course's share of what the checkout charged. */
    amount: integer("amount").notNull(),
    /** Sales tax collected on top of `amount` (Stripe Tax), integer cents; 0 without tax. */
    taxAmount: integer("tax_amount").notNull().default(0),
    /**
     * The taxes in `tax_amount`, one line each as the provider reported them (Stripe Tax's breakdown), for
     * the receipt: GST and QST for a buyer in Québec, HST in Ontario; [] without tax, or for orders
     * from before it was recorded (issue 41).
     */
    taxLines: text("tax_lines_json", { mode: "json" }).$type<OrderTaxLine[]>().notNull().default([]),
    /** The buyer's province or state (ISO 3166-2 subdivision, "QC"), from the billing address, once paid. */
    buyerRegion: text("buyer_region"),
    currency: text("currency", { enum: ORDER_CURRENCIES }).notNull(),
    /**
     * The payment provider's checkout session, from the moment it is created. Not unique: a learning
     * path's session pays for several orders (one per course). Webhooks only update rows found by it.
     */
    providerReference: text("provider_reference"),
    /** The payment (Stripe PaymentIntent) once paid: refunds go to it and refund events name it. */
    providerPaymentId: text("provider_payment_id"),
    /**
     * The checkout that pays for this order: the id of its first order, from which the provider session's
     * idempotency key is made. Written with the order, before the session exists, so the open-checkout
     * index below holds from the first moment. Null on orders from before ADR 023.
     */
    checkoutId: text("checkout_id"),
    /** Where the learner pays this order while its checkout is open: a second Buy returns there (ADR 023). */
    checkoutUrl: text("checkout_url"),
    /**
     * Set on a complimentary course an admin granted (amount 0, status paid, no payment): why it was given.
     * Revoking one cancels it (nothing was paid, so nothing is refunded; ADR 027).
     */
    compReason: text("comp_reason"),
    /** The card's brand as the provider names it ('visa', 'mastercard', ...), once paid; for the receipt. */
    paymentMethodBrand: text("payment_method_brand"),
    /** The card's last four digits, once paid; for the receipt (never more of the number). */
    paymentMethodLast4: text("payment_method_last4"),
    /**
     * When the payment was recorded (the checkout may have been opened a day before, a bank debit confirmed
     * days after): the receipt's date and the start of the 30-day guarantee. Null until paid.
     */
    paidAt: timestamp("paid_at"),
    /**
     * Whether the payment was a test, so nothing was charged (Stripe's test mode, or the local provider),
     * recorded when paid from the checkout's own `livemode`: the receipt says so wherever it is viewed.
     */
    testPayment: integer("test_payment", { mode: "boolean" }).notNull().default(false),
    /** When the order was refunded; the receipt prints it beside the refund line. */
    refundedAt: timestamp("refunded_at"),
    /**
     * A second payment for a course the learner owned whose automatic refund failed: when the hourly job
     * tries again (null when none is owed), how many tries failed, and the last failure, for the console.
     */
    autoRefundDueAt: timestamp("auto_refund_due_at"),
    autoRefundAttempts: integer("auto_refund_attempts").notNull().default(0),
    autoRefundError: text("auto_refund_error"),
    createdAt: createdAt(),
  },
  (table) => [
    // Access check (user, product, status = paid) and "paid products of a user".
    index("orders_user_status_product_idx").on(table.userId, table.status, table.productName),
    // Purchase history, newest first.
    index("orders_user_created_idx").on(table.userId, table.createdAt),
    // The console's orders page, newest first, and its keyset (created_at, id) (ADR 028).
    index("orders_created_idx").on(table.createdAt, table.id),
    // The orders page filtered by a status few orders have (failed, refunded) without walking them all.
    index("orders_status_created_idx").on(table.status, table.createdAt, table.id),
    index("orders_provider_payment_idx").on(table.providerPaymentId),
    index("orders_provider_reference_idx").on(table.providerReference),
    // The hourly job's refunds owed, and the console's list of them.
    index("orders_auto_refund_due_idx")
      .on(table.autoRefundDueAt)
      .where(sql`${table.autoRefundDueAt} is not null`),
    // One open checkout per learner and course (ADR 023): a second one fails here, however many start at
    // once. Orders from before it (no checkout_id) may already be duplicates and stay outside.
    uniqueIndex("orders_open_checkout_idx")
      .on(table.userId, table.productName)
      .where(sql`${table.status} = 'pending' and ${table.checkoutId} is not null`),
    // One live complimentary copy per learner and course: a second grant (a double submit) fails here.
    uniqueIndex("orders_live_comp_idx")
      .on(table.userId, table.productName)
      .where(sql`${table.compReason} is not null and ${table.status} = 'paid'`),
    check("orders_status_check", sql`${table.status} in ('paid', 'completed', 'pending', 'failed', 'cancelled', 'refunded')`),
    check("orders_currency_check", sql`${table.currency} in ('CAD', 'USD')`),
    check("orders_amount_check", sql`${table.amount} >= 0 and ${table.taxAmount} >= 0`),
  ],
);
