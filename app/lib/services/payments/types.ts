/**
 * What the app needs from a payment provider, in Stripe's shapes: the local stand-in produces the same
 * objects and events, so one code path handles both (ADR 009). Only the fields we read are listed.
 */
import type { Currency } from "../../domain/catalog";

export interface CheckoutSessionObject {
  id: string;
  object: "checkout.session";
  mode: "payment" | "subscription" | "setup";
  status: "open" | "complete" | "expired" | null;
  payment_status: "paid" | "unpaid" | "no_payment_required";
  client_reference_id: string | null;
  customer: string | { id: string } | null;
  metadata: Record<string, string> | null;
  currency: string | null;
  amount_subtotal: number | null;
  amount_total: number | null;
  total_details?: { amount_tax: number } | null;
  /** Expanded (with its latest charge) when read back from the provider, so refunds show on the session. */
  payment_intent: string | PaymentIntentObject | null;
  subscription: string | { id: string } | null;
}

export interface PaymentIntentObject {
  id: string;
  object: "payment_intent";
  /** `requires_payment_method` or `canceled` after a checkout completed: the (delayed) payment failed. */
  status: string;
  latest_charge: string | ChargeObject | null;
}

export type SubscriptionStatus = "active" | "trialing" | "past_due" | "unpaid" | "canceled" | "incomplete" | "incomplete_expired" | "paused";

export interface SubscriptionObject {
  id: string;
  object: "subscription";
  customer: string | { id: string };
  status: SubscriptionStatus;
  cancel_at_period_end: boolean;
  metadata: Record<string, string> | null;
  /** Since API version 2025-03-31 the period lives on the items; the price is what the plan is now. */
  items: { data: Array<{ current_period_end: number; price: PriceObject }> };
}

export interface PriceObject {
  id: string;
  unit_amount: number | null;
  currency: string;
  /** An id, or the product itself when the subscription is read with `items.data.price.product` expanded. */
  product: string | { id: string; metadata: Record<string, string> | null };
}

export interface ChargeObject {
  id: string;
  object: "charge";
  payment_intent: string | { id: string } | null;
  /** True once the whole charge is refunded. */
  refunded: boolean;
}

export interface InvoiceObject {
  id: string;
  object: "invoice";
  parent?: { subscription_details?: { subscription: string | { id: string } } | null } | null;
}

export interface ProviderEvent {
  id: string;
  type: string;
  /** Seconds since the epoch. */
  created: number;
  data: { object: { object?: string } & Record<string, unknown> };
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
  /** Derived from our row id, so a retried request cannot open a second session. */
  idempotencyKey: string;
  automaticTax: boolean;
}

export interface PaymentProvider {
  name: "stripe" | "local";
  createCustomer(user: { id: string; email: string }): Promise<string>;
  createCheckoutSession(session: NewCheckoutSession): Promise<{ id: string; url: string }>;
  /**
   * The session as the provider has it now, its payment intent and latest charge expanded (null when it
   * does not know it): events may arrive in any order, so state is derived from this, never from them.
   */
  retrieveCheckoutSession(id: string): Promise<CheckoutSessionObject | null>;
  /** The checkout session that took a payment, as `retrieveCheckoutSession` reads it (null for none). */
  checkoutSessionForPayment(paymentIntentId: string): Promise<CheckoutSessionObject | null>;
  /** The subscription's current state: events may be stale or out of order, so never trust their copy. */
  currentSubscription(subscription: SubscriptionObject | string): Promise<SubscriptionObject | null>;
  /** Where the learner manages their plan (Stripe's Billing Portal, or the local page). */
  createPortalSession(customerId: string, returnUrl: string): Promise<string>;
  refund(refund: { paymentId: string; amount: number; orderId: string }): Promise<void>;
  /**
   * Ends a subscription at once (account deletion): the final invoice charges the prorated time used and
   * credits the unused time, so nothing is charged after the account is gone.
   */
  cancelSubscriptionNow(subscriptionId: string): Promise<void>;
}

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
