import { findPlanByPrice, PLAN_TIERS, type Currency, type PlanTier } from "~/lib/domain/catalog";
import { isCurrency } from "~/lib/domain/money";
import type { PriceObject, SubscriptionObject } from "./types";

export interface SubscriberState {
  subscribed: boolean;
  subscriptionTier: PlanTier | null;
  subscriptionEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** A downgrade waiting for the end of the paid period, and when it happens (ADR 026). */
  pendingTier: PlanTier | null;
  pendingAt: Date | null;
}

export const NOT_SUBSCRIBED: SubscriberState = {
  subscribed: false,
  subscriptionTier: null,
  subscriptionEnd: null,
  cancelAtPeriodEnd: false,
  pendingTier: null,
  pendingAt: null,
};

/** Stripe keeps retrying a failed renewal while `past_due`; access stays until it gives up. */
const LIVE_STATUSES = new Set(["active", "trialing", "past_due"]);

function asTier(value: string | null | undefined): PlanTier | null {
  return (PLAN_TIERS as readonly string[]).includes(value ?? "") ? (value as PlanTier) : null;
}

/**
 * The plan a subscription pays for now. Its price decides, because a plan switch in the Billing
 * Portal changes the price and leaves the metadata our checkout wrote: first the `tier` in the price's
 * product metadata (our checkout sets it; the portal's products need it too, see the README), then the
 * catalogue plan with that monthly amount, and only then the checkout's metadata.
 */
export function subscriptionTier(subscription: SubscriptionObject): PlanTier | null {
  return priceTier(subscription.items.data[0]?.price) ?? asTier(subscription.metadata?.tier);
}

function priceTier(price: PriceObject | string | undefined): PlanTier | null {
  if (!price || typeof price === "string") return null;
  const product = typeof price.product === "object" ? price.product : null;
  return (
    asTier(product?.metadata?.tier) ?? (price.unit_amount != null ? (findPlanByPrice(price.unit_amount, price.currency)?.tier ?? null) : null)
  );
}

/**
 * The plan a subscription's schedule moves it to when the paid period ends, and when: the phase that
 * starts then (ours name their tier; the Billing Portal's are read by their price). Null when the
 * schedule keeps the plan as it is.
 */
export function pendingChange(subscription: SubscriptionObject): { tier: PlanTier; at: Date } | null {
  const schedule = typeof subscription.schedule === "object" ? subscription.schedule : null;
  const periodEnd = subscription.items.data[0]?.current_period_end;
  const next = schedule?.phases.find((phase) => periodEnd !== undefined && phase.start_date >= periodEnd);
  const tier = next ? (asTier(next.metadata?.tier) ?? priceTier(next.items[0]?.price)) : null;
  return next && tier && tier !== subscriptionTier(subscription) ? { tier, at: new Date(next.start_date * 1000) } : null;
}

/** The currency a subscription is billed in (its price's), or null when the provider's copy does not say. */
export function billingCurrency(subscription: SubscriptionObject): Currency | null {
  const currency = subscription.items.data[0]?.price;
  const code = typeof currency === "object" ? currency.currency.toUpperCase() : null;
  return code && isCurrency(code) ? code : null;
}

export type SubscriptionChangeKind = "new" | "upgraded" | "downgraded" | "cancelled";

/**
 * What a synced change did to a subscription, for the console's monthly counts: a plan that starts, a
 * move to a dearer or cheaper plan (when it takes effect), a plan that ends; null for anything else
 * (a renewal, a cancellation scheduled for the period's end, a resume). Plans are listed cheapest first.
 */
export function subscriptionChange(
  before: SubscriberState | null,
  after: SubscriberState,
): { kind: SubscriptionChangeKind; tier: PlanTier } | null {
  const from = before?.subscribed ? before.subscriptionTier : null;
  const to = after.subscribed ? after.subscriptionTier : null;
  if (!from && to) return { kind: "new", tier: to };
  if (from && !to) return { kind: "cancelled", tier: from };
  if (!from || !to || from === to) return null;
  return { kind: PLAN_TIERS.indexOf(to) > PLAN_TIERS.indexOf(from) ? "upgraded" : "downgraded", tier: to };
}

/** What a subscription costs each month now (cents and currency), for emails. */
export function monthlyPrice(subscription: SubscriptionObject): { cents: number; currency: string } | null {
  const price = subscription.items.data[0]?.price;
  return price?.unit_amount != null ? { cents: price.unit_amount, currency: price.currency.toUpperCase() } : null;
}

/**
 * The subscribers row a subscription's current state means. Derived from the object alone, never
 * from which event brought it, so deliveries in any order end in the same row.
 */
export function subscriberState(subscription: SubscriptionObject): SubscriberState {
  const tier = subscriptionTier(subscription);
  const subscribed = LIVE_STATUSES.has(subscription.status) && tier !== null;
  const periodEnd = subscription.items.data[0]?.current_period_end;
  const pending = pendingChange(subscription);
  return subscribed
    ? {
        subscribed,
        subscriptionTier: tier,
        subscriptionEnd: periodEnd ? new Date(periodEnd * 1000) : null,
        cancelAtPeriodEnd: subscription.cancel_at_period_end,
        pendingTier: pending?.tier ?? null,
        pendingAt: pending?.at ?? null,
      }
    : NOT_SUBSCRIBED;
}

/** The line under the status on the subscription pages (spec 4). */
export function renewalText(state: { subscribed: boolean; subscriptionEnd: Date | null; cancelAtPeriodEnd: boolean }): string {
  if (!state.subscribed || !state.subscriptionEnd) return "No active subscription";
  const date = state.subscriptionEnd.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
  return state.cancelAtPeriodEnd ? `Ends on ${date}` : `Renews on ${date}`;
}
