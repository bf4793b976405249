/**
 * What the app needs from a payment provider, in Stripe's shapes: the local stand-in produces the same
 * objects and events, so one code path handles both (ADR 009). Only the fields we read are listed.
 */
import { z } from "zod";
import type { Currency, PlanTier } from "~/lib/domain/catalog";
import type { PlanChangePreview } from "./plan-change";
import type { Locale } from "~/lib/i18n/locale";

/**
 * The provider's objects, as far as we read them. Webhook events and the provider's answers are parsed
 * with these schemas (unknown fields dropped), so a change of shape is refused where it arrives instead
 * of surfacing as `undefined` deep inside a state change.
 */
const reference = z.union([z.string(), z.object({ id: z.string() }).passthrough()]);
const metadata = z.record(z.string()).nullable();

export const chargeSchema = z.object({
  id: z.string(),
  object: z.literal("charge"),
  payment_intent: reference.nullable(),
  /** True once the whole charge is refunded. */
  refunded: z.boolean(),
  /** When it was made (seconds since the epoch): when the learner paid, whenever its event reaches us. */
  created: z.number().nullish(),
  /** The card it was paid with, as the receipt names it ("Visa ending in 4242"); never more of the number. */
  payment_method_details: z.object({ card: z.object({ brand: z.string(), last4: z.string() }).nullish() }).nullish(),
  /**
   * Its refunds (when read expanded): the newest one's `created` is when the order was refunded. A refund
   * we made of one order (one course of a learning path) names it in `metadata.order_id`.
   */
  refunds: z
    .object({
      data: z.array(z.object({ created: z.number(), status: z.string().nullish(), metadata: z.record(z.string(), z.string()).nullish() })),
    })
    .nullish(),
});

/** A chargeback: the card's bank took the payment back for the cardholder, unless the seller won. */
export const disputeSchema = z.object({
  id: z.string(),
  object: z.literal("dispute"),
  /** Once closed: `won` or `lost` (`warning_closed` for an inquiry that never became a dispute). */
  status: z.string(),
  payment_intent: reference.nullable(),
});

export const paymentIntentSchema = z.object({
  id: z.string(),
  object: z.literal("payment_intent"),
  /** `requires_payment_method` or `canceled` after a checkout completed: the (delayed) payment failed. */
  status: z.string(),
  latest_charge: z.union([z.string(), chargeSchema]).nullable(),
});

export const checkoutSessionSchema = z.object({
  id: z.string(),
  object: z.literal("checkout.session"),
  mode: z.enum(["payment", "subscription", "setup"]),
  status: z.enum(["open", "complete", "expired"]).nullable(),
  payment_status: z.enum(["paid", "unpaid", "no_payment_required"]),
  client_reference_id: z.string().nullable(),
  customer: reference.nullable(),
  metadata,
  currency: z.string().nullable(),
  amount_subtotal: z.number().nullable(),
  amount_total: z.number().nullable(),
  total_details: z
    .object({
      amount_tax: z.number(),
      /** Expanded when read back from the provider: each tax with its rate, for the receipt (GST and QST). */
      breakdown: z
        .object({
          taxes: z.array(
            z.object({
              amount: z.number(),
              rate: z.object({ tax_type: z.string().nullish(), display_name: z.string(), percentage: z.number() }),
            }),
          ),
        })
        .nullish(),
    })
    .nullish(),
  /** The billing address Stripe Tax used: its province or state says which taxes apply. */
  customer_details: z.object({ address: z.object({ state: z.string().nullish() }).nullish() }).nullish(),
  /** Expanded (with its latest charge) when read back from the provider, so refunds show on the session. */
  payment_intent: z.union([z.string(), paymentIntentSchema]).nullable(),
  subscription: reference.nullable(),
  /** False for a test-mode checkout (Stripe's test keys, and the local provider's): nothing was charged. */
  livemode: z.boolean(),
});

const SUBSCRIPTION_STATUSES = ["active", "trialing", "past_due", "unpaid", "canceled", "incomplete", "incomplete_expired", "paused"] as const;

export const priceSchema = z.object({
  id: z.string(),
  unit_amount: z.number().nullable(),
  currency: z.string(),
  /** An id, or the product itself when the subscription is read with `items.data.price.product` expanded. */
  product: z.union([z.string(), z.object({ id: z.string(), metadata }).passthrough()]),
});

/**
 * A subscription schedule (read expanded on its subscription): a downgrade at period end, ours or the
 * Billing Portal's, is a phase that starts when the paid period ends.
 */
export const subscriptionScheduleSchema = z.object({
  id: z.string(),
  object: z.literal("subscription_schedule"),
  phases: z.array(
    z.object({
      start_date: z.number(),
      end_date: z.number().nullable(),
      /** Ours name the plan (`tier`); the Billing Portal's are read by their price. */
      metadata: metadata.optional(),
      items: z.array(z.object({ price: z.union([z.string(), priceSchema]) })),
    }),
  ),
});

export const subscriptionSchema = z.object({
  id: z.string(),
  object: z.literal("subscription"),
  customer: reference,
  status: z.enum(SUBSCRIPTION_STATUSES),
  cancel_at_period_end: z.boolean(),
  metadata,
  /** Since API version 2025-03-31 the period lives on the items; the price is what the plan is now. */
  items: z.object({
    data: z.array(
      z.object({
        id: z.string().optional(),
        current_period_start: z.number().optional(),
        current_period_end: z.number(),
        price: priceSchema.optional(),
      }),
    ),
  }),
  /** Expanded when read back from the provider: a change waiting for the end of the period. */
  schedule: z.union([z.string(), subscriptionScheduleSchema]).nullish(),
});

export const invoiceSchema = z.object({
  id: z.string(),
  object: z.literal("invoice"),
  parent: z.object({ subscription_details: z.object({ subscription: reference }).nullish() }).nullish(),
});

export type ChargeObject = z.infer<typeof chargeSchema>;
export type DisputeObject = z.infer<typeof disputeSchema>;
export type PaymentIntentObject = z.infer<typeof paymentIntentSchema>;
export type CheckoutSessionObject = z.infer<typeof checkoutSessionSchema>;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export type PriceObject = z.infer<typeof priceSchema>;
export type SubscriptionObject = z.infer<typeof subscriptionSchema>;
export type SubscriptionScheduleObject = z.infer<typeof subscriptionScheduleSchema>;
export type InvoiceObject = z.infer<typeof invoiceSchema>;

export const providerEventSchema = z.object({
  id: z.string(),
  type: z.string(),
  /** Seconds since the epoch. */
  created: z.number(),
  /** Read by the schema of the event's type (`changeForEvent`). */
  data: z.object({ object: z.unknown() }),
});

export type ProviderEvent = z.infer<typeof providerEventSchema>;

/** An event (or a provider's answer) whose object does not have the shape we read. */
export class UnreadableObject extends Error {
  override name = "UnreadableObject";
}

/** The object, parsed by `schema`; throws `UnreadableObject` naming what did not fit. */
export function readObject<T>(schema: z.ZodType<T>, object: unknown, what: string): T {
  const parsed = schema.safeParse(object);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new UnreadableObject(`${what}: ${issue ? `${issue.path.join(".") || "(object)"} ${issue.message}` : "not an object"}`);
}

export interface CheckoutLine {
  name: string;
  /** Cents, before tax. */
  amount: number;
}

export interface NewCheckoutSession {
  mode: "payment" | "subscription";
  customerId: string;
  userId: string;
  currency: Currency;
  /** One line per course; one monthly line for a plan. */
  lines: readonly CheckoutLine[];
  metadata: Record<string, string>;
  successUrl: string;
  cancelUrl: string;
  /** The language of the page the buyer started from: the provider's checkout page speaks it too. */
  locale: Locale;
  /** Derived from our row id, so a retried request cannot open a second session. */
  idempotencyKey: string;
  automaticTax: boolean;
}

export interface PaymentProvider {
  name: "stripe" | "local";
  /**
   * Whether its payments move no money: the local provider's always, Stripe's on a test key (a staging
   * site). Emails, toasts and receipts then say that nothing was charged.
   */
  takesTestPayments: boolean;
  createCustomer(user: { id: string; email: string }): Promise<string>;
  createCheckoutSession(session: NewCheckoutSession): Promise<{ id: string; url: string }>;
  /**
   * The session as the provider has it now, its payment intent and latest charge expanded (null when it
   * does not know it): events may arrive in any order, so state is derived from this, never from them.
   */
  retrieveCheckoutSession(id: string): Promise<CheckoutSessionObject | null>;
  /**
   * Ends an open checkout session so it can no longer be paid (Stripe's `checkout.sessions.expire`), and
   * answers with it as `retrieveCheckoutSession` reads it: expired, or as it ended when it was not open
   * any more (paid in the meantime).
   */
  expireCheckoutSession(id: string): Promise<CheckoutSessionObject | null>;
  /** The checkout session that took a payment, as `retrieveCheckoutSession` reads it (null for none). */
  checkoutSessionForPayment(paymentIntentId: string): Promise<CheckoutSessionObject | null>;
  /** The subscription's current state: events may be stale or out of order, so never trust their copy. */
  currentSubscription(subscription: SubscriptionObject | string): Promise<SubscriptionObject | null>;
  /** Where the learner manages their plan (Stripe's Billing Portal, or the local page), in the language of the page they came from. */
  createPortalSession(customerId: string, returnUrl: string, locale?: Locale): Promise<string>;
  /** Gives the money back; answers when the provider made the refund (the receipt's refund date). */
  refund(refund: { paymentId: string; amount: number; orderId: string }): Promise<{ refundedAt: Date }>;
  /**
   * Ends a subscription at once (account deletion): the final invoice charges the prorated time used and
   * credits the unused time, so nothing is charged after the account is gone.
   */
  cancelSubscriptionNow(subscriptionId: string): Promise<void>;
  /**
   * Deletes the learner's customer at the provider (account deletion), with the email and our user id it
   * holds; a checkout still open for it can no longer be paid. Safe to repeat.
   */
  deleteCustomer(customerId: string): Promise<void>;
  /**
   * What moving to `tier` would do: an upgrade's amount due now is Stripe's invoice preview with the
   * same proration settings and time as `upgradeNow`, so the amount shown is the amount charged.
   */
  previewPlanChange(change: PlanChangeRequest & { known: KnownPlan }): Promise<PlanChangePreview>;
  /** Moves the subscription to `tier` now and invoices the prorated difference at once (ADR 026). */
  upgradeNow(change: PlanChangeRequest & { idempotencyKey: string }): Promise<UpgradeResult>;
  /** Schedules the move to `tier` for the end of the paid period; replaces a change already waiting. */
  downgradeAtPeriodEnd(change: Omit<PlanChangeRequest, "prorationDate"> & { idempotencyKey: string }): Promise<SubscriptionObject>;
  /** Drops a change waiting for the end of the period: the plan renews as it is. */
  keepCurrentPlan(subscriptionId: string): Promise<SubscriptionObject>;
  /** Cancel at period end (true) or resume (false); a waiting change is dropped either way. */
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<SubscriptionObject>;
}

export interface PlanChangeRequest {
  subscriptionId: string;
  tier: PlanTier;
  /** Seconds since the epoch: the moment the proration is computed for, in the preview and the change alike. */
  prorationDate: number;
}

/**
 * The plan as our subscribers row has it (the session's round trip read it): the local provider's whole
 * record; Stripe reads its own. The currency is the one the plan was bought in (planCurrency).
 */
export interface KnownPlan {
  tier: PlanTier;
  periodEnd: Date;
  currency: Currency;
}

export type UpgradeResult =
  | { status: "upgraded"; subscription: SubscriptionObject; amountCharged: number; currency: Currency }
  /**
   * The card was declined: the plan stays as it was (Stripe's `pending_if_incomplete`). A downgrade that was
   * waiting is not: the upgrade had to drop its schedule first (`droppedChange`, the plan it would have moved to).
   */
  | { status: "declined"; subscription: SubscriptionObject; droppedChange: PlanTier | null };

export interface Payments {
  /** Null when no provider is configured: buttons then say payments are not available. */
  provider: PaymentProvider | null;
  automaticTax: boolean;
  /** Verifies a webhook delivery (raw body and Stripe-Signature header); throws when it is not genuine. */
  verifyWebhook(rawBody: string, signature: string | null): Promise<ProviderEvent>;
}

/** Stripe sends either an id or the expanded object. */
export function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === "string" ? value : value.id;
}
