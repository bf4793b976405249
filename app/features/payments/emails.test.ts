import { describe, expect, it } from "vitest";
import { subscriptionEmail } from "./emails";
import type { SubscriberState } from "./subscription-state";

const SITE = new URL("https://moneywise.test");
const END = new Date("2027-03-03T15:00:00Z");
const premium: SubscriberState = {
  subscribed: true,
  subscriptionTier: "premium",
  subscriptionEnd: END,
  cancelAtPeriodEnd: false,
  pendingTier: null,
  pendingAt: null,
};
const downgrading: SubscriberState = { ...premium, pendingTier: "basic", pendingAt: END };

describe("subscriptionEmail: a scheduled downgrade", () => {
  it("is told when it is scheduled, with its date (UTC) and what stays until then", () => {
    const email = subscriptionEmail("ana@example.com", SITE, premium, downgrading, "25.00 CAD");
    expect(email?.text).toContain("Your plan changes to Basic on March 3, 2027. You keep Premium until then.");
    expect(email?.text).toContain("https://moneywise.test/dashboard/subscription");
  });

  it("is told again when called off", () => {
    expect(subscriptionEmail("ana@example.com", SITE, downgrading, premium, "25.00 CAD")?.text).toContain(
      "You are keeping Premium: the change to Basic is called off. Renews on March 3, 2027.",
    );
  });

  it("is not told twice when the same schedule is synced again", () => {
    expect(subscriptionEmail("ana@example.com", SITE, downgrading, { ...downgrading }, "25.00 CAD")).toBeNull();
  });

  it("taking effect is the switch itself", () => {
    const basic: SubscriberState = { ...premium, subscriptionTier: "basic", subscriptionEnd: new Date("2027-04-03T15:00:00Z") };
    expect(subscriptionEmail("ana@example.com", SITE, downgrading, basic, "11.00 CAD")?.text).toContain(
      "You switched to Basic at 11.00 CAD a month. Renews on April 3, 2027.",
    );
  });
});
