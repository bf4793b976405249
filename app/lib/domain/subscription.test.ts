import { describe, expect, it } from "vitest";
import { activeTier, isActiveSubscription, NO_SUBSCRIPTION } from "./subscription";

const now = new Date("2026-11-23T12:00:00Z");
const later = new Date("2026-12-23T12:00:00Z");
const earlier = new Date("2026-11-22T12:00:00Z");

describe("subscription state", () => {
  it("is active only while subscribed with a paid period that has not ended", () => {
    expect(isActiveSubscription({ subscribed: true, tier: "premium", end: later }, now)).toBe(true);
    expect(isActiveSubscription({ subscribed: true, tier: "premium", end: earlier }, now)).toBe(false);
    expect(isActiveSubscription({ subscribed: true, tier: "premium", end: null }, now)).toBe(false);
    expect(isActiveSubscription({ subscribed: false, tier: "premium", end: later }, now)).toBe(false);
    expect(isActiveSubscription(NO_SUBSCRIPTION, now)).toBe(false);
  });

  it("shows a tier only for an active plan", () => {
    expect(activeTier({ subscribed: true, tier: "elite", end: later }, now)).toBe("elite");
    expect(activeTier({ subscribed: true, tier: "elite", end: earlier }, now)).toBeNull();
  });
});
