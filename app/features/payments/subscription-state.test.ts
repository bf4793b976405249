import { describe, expect, it } from "vitest";
import {
  monthlyPrice,
  NOT_SUBSCRIBED,
  pendingChange,
  renewalText,
  subscriberState,
  subscriptionChange,
  subscriptionTier,
} from "./subscription-state";
import type { PriceObject, SubscriptionObject, SubscriptionScheduleObject } from "./types";

const periodEnd = Date.UTC(2026, 11, 24) / 1000;

function subscription(fields: Partial<SubscriptionObject> & { price?: Partial<PriceObject> } = {}): SubscriptionObject {
  const { price, ...rest } = fields;
  return {
    id: "sub_1",
    object: "subscription",
    customer: "cus_1",
    status: "active",
    cancel_at_period_end: false,
    metadata: { tier: "premium" },
    items: {
      data: [{ current_period_end: periodEnd, price: { id: "price_1", unit_amount: 1900, currency: "usd", product: "prod_1", ...price } }],
    },
    ...rest,
  };
}

describe("subscriptionTier: the price decides", () => {
  it("takes the tier named in the price's product metadata over the checkout's metadata", () => {
    expect(subscriptionTier(subscription({ price: { unit_amount: 3900, product: { id: "prod_elite", metadata: { tier: "elite" } } } }))).toBe(
      "elite",
    );
  });

  it("falls back to the catalogue plan with that monthly price, in either currency", () => {
    expect(subscriptionTier(subscription({ price: { unit_amount: 900, currency: "usd", product: "prod_unexpanded" } }))).toBe("basic");
    expect(subscriptionTier(subscription({ price: { unit_amount: 4900, currency: "cad", product: { id: "prod_x", metadata: {} } } }))).toBe(
      "elite",
    );
  });

  it("uses the checkout's metadata only when the price names no plan, and ignores unknown tiers", () => {
    expect(subscriptionTier(subscription({ price: { unit_amount: 1234, product: { id: "prod_x", metadata: { tier: "platinum" } } } }))).toBe(
      "premium",
    );
    expect(subscriptionTier(subscription({ metadata: { tier: "platinum" }, price: { unit_amount: 1234 } }))).toBeNull();
  });
});

describe("subscriberState", () => {
  it("keeps access while active, trialing or past due, with the period end and cancel flag", () => {
    for (const status of ["active", "trialing", "past_due"] as const) {
      expect(subscriberState(subscription({ status, cancel_at_period_end: true }))).toEqual({
        subscribed: true,
        subscriptionTier: "premium",
        subscriptionEnd: new Date(periodEnd * 1000),
        cancelAtPeriodEnd: true,
        pendingTier: null,
        pendingAt: null,
      });
    }
  });

  it("ends access for any other status, or a subscription to no plan", () => {
    const ended = {
      subscribed: false,
      subscriptionTier: null,
      subscriptionEnd: null,
      cancelAtPeriodEnd: false,
      pendingTier: null,
      pendingAt: null,
    };
    for (const status of ["canceled", "unpaid", "incomplete", "incomplete_expired", "paused"] as const)
      expect(subscriberState(subscription({ status }))).toEqual(ended);
    expect(subscriberState(subscription({ metadata: null, price: { unit_amount: 1 } }))).toEqual(ended);
  });
});

describe("renewal line and monthly price", () => {
  const end = new Date(periodEnd * 1000);
  it("says 'Renews on', 'Ends on' after cancelling, else 'No active subscription'", () => {
    expect(renewalText({ subscribed: true, subscriptionEnd: end, cancelAtPeriodEnd: false })).toBe("Renews on December 24, 2026");
    expect(renewalText({ subscribed: true, subscriptionEnd: end, cancelAtPeriodEnd: true })).toBe("Ends on December 24, 2026");
    expect(renewalText({ subscribed: false, subscriptionEnd: end, cancelAtPeriodEnd: false })).toBe("No active subscription");
    expect(renewalText({ subscribed: true, subscriptionEnd: null, cancelAtPeriodEnd: false })).toBe("No active subscription");
  });

  it("reads the current price, in cents with its currency", () => {
    expect(monthlyPrice(subscription({ price: { unit_amount: 4900, currency: "cad" } }))).toEqual({ cents: 4900, currency: "CAD" });
    expect(monthlyPrice(subscription({ price: { unit_amount: null } }))).toBeNull();
  });
});

describe("pendingChange: a schedule's phase from the end of the period", () => {
  const price = { id: "price_1", unit_amount: 1900, currency: "usd", product: "prod_1" };
  type Phase = SubscriptionScheduleObject["phases"][number];
  const phases = (next: Pick<Phase, "items"> & Partial<Phase>): SubscriptionScheduleObject => ({
    id: "sub_sched_1",
    object: "subscription_schedule" as const,
    phases: [
      { start_date: periodEnd - 30 * 86_400, end_date: periodEnd, items: [{ price }] },
      { start_date: periodEnd, end_date: null, ...next },
    ],
  });

  it("reads our phase's tier, and the Billing Portal's by its price", () => {
    const ours = subscription({ schedule: phases({ metadata: { tier: "basic" }, items: [{ price: "price_basic" }] }) });
    expect(pendingChange(ours)).toEqual({ tier: "basic", at: new Date(periodEnd * 1000) });
    const portal = subscription({ schedule: phases({ items: [{ price: { ...price, id: "price_2", unit_amount: 900 } }] }) });
    expect(subscriberState(portal)).toMatchObject({ subscriptionTier: "premium", pendingTier: "basic", pendingAt: new Date(periodEnd * 1000) });
  });

  it("is none without a schedule, with a schedule id only, or when the next phase keeps the plan", () => {
    expect(pendingChange(subscription())).toBeNull();
    expect(pendingChange(subscription({ schedule: "sub_sched_1" }))).toBeNull();
    expect(pendingChange(subscription({ schedule: phases({ items: [{ price }] }) }))).toBeNull();
  });
});

describe("subscriptionChange: what the console counts", () => {
  const on = (tier: "basic" | "premium" | "elite") => ({ ...NOT_SUBSCRIBED, subscribed: true, subscriptionTier: tier });

  it("a plan that starts, moves up or down when it takes effect, or ends", () => {
    expect(subscriptionChange(null, on("basic"))).toEqual({ kind: "new", tier: "basic" });
    expect(subscriptionChange(NOT_SUBSCRIBED, on("elite"))).toEqual({ kind: "new", tier: "elite" });
    expect(subscriptionChange(on("basic"), on("premium"))).toEqual({ kind: "upgraded", tier: "premium" });
    expect(subscriptionChange(on("elite"), on("basic"))).toEqual({ kind: "downgraded", tier: "basic" });
    expect(subscriptionChange(on("premium"), NOT_SUBSCRIBED)).toEqual({ kind: "cancelled", tier: "premium" });
  });

  it("nothing for a renewal, a scheduled change or cancellation, or a replay", () => {
    expect(subscriptionChange(on("premium"), { ...on("premium"), cancelAtPeriodEnd: true })).toBeNull();
    expect(subscriptionChange(on("premium"), { ...on("premium"), pendingTier: "basic", pendingAt: new Date() })).toBeNull();
    expect(subscriptionChange(NOT_SUBSCRIBED, NOT_SUBSCRIBED)).toBeNull();
  });
});
