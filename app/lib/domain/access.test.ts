import { describe, expect, it } from "vitest";
import { courseAccess, hasAccess } from "./access";
import { COURSES, findCourseBySlug } from "./catalog";
import { NO_SUBSCRIPTION } from "./subscription";

const now = new Date("2026-11-23T12:00:00Z");
const nextMonth = new Date("2026-12-23T12:00:00Z");
const yesterday = new Date("2026-11-22T12:00:00Z");
const debt = findCourseBySlug("debt-challenge")!;
const bootcamp = findCourseBySlug("budget-bootcamp")!;

describe("course access", () => {
  it("is granted by a paid order for the course's order product name, not its slug", () => {
    expect(courseAccess(debt, { paidProductNames: ["debt-elimination-challenge"], subscription: NO_SUBSCRIPTION }, now)).toBe("purchase");
    expect(courseAccess(debt, { paidProductNames: ["debt-challenge"], subscription: NO_SUBSCRIPTION }, now)).toBe("none");
  });

  it("is not granted by another course's order", () => {
    expect(hasAccess(bootcamp, { paidProductNames: ["financial-masterclass"], subscription: NO_SUBSCRIPTION }, now)).toBe(false);
  });

  it("opens the Bootcamp to Basic and every course to Premium and Elite, as the cards read (ADR 025)", () => {
    const opened = (tier: "basic" | "premium" | "elite") =>
      COURSES.filter(
        (course) =>
          courseAccess(course, { paidProductNames: [], subscription: { subscribed: true, tier, end: nextMonth } }, now) === "subscription",
      ).map((course) => course.slug);
    expect(opened("basic")).toEqual(["budget-bootcamp"]);
    expect(opened("premium")).toEqual(["budget-bootcamp", "debt-challenge", "financial-masterclass"]);
    expect(opened("elite")).toEqual(["budget-bootcamp", "debt-challenge", "financial-masterclass"]);
  });

  it("keeps a purchased course open on a plan that does not include it", () => {
    const basic = { subscribed: true, tier: "basic" as const, end: nextMonth };
    expect(courseAccess(debt, { paidProductNames: ["debt-elimination-challenge"], subscription: basic }, now)).toBe("purchase");
    expect(courseAccess(debt, { paidProductNames: [], subscription: basic }, now)).toBe("none");
  });

  it("is not granted by a lapsed, cancelled or tier-less subscription", () => {
    const lapsed = { subscribed: true, tier: "premium" as const, end: yesterday };
    const cancelled = { subscribed: false, tier: "premium" as const, end: nextMonth };
    const tierless = { subscribed: true, tier: null, end: nextMonth };
    for (const subscription of [lapsed, cancelled, tierless, NO_SUBSCRIPTION]) {
      expect(courseAccess(bootcamp, { paidProductNames: [], subscription }, now)).toBe("none");
    }
  });

  it("reports a purchase before a subscription, since the purchase outlives the plan", () => {
    const subscription = { subscribed: true, tier: "elite" as const, end: nextMonth };
    expect(courseAccess(bootcamp, { paidProductNames: ["budget-bootcamp"], subscription }, now)).toBe("purchase");
  });
});
