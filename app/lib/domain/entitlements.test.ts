import { describe, expect, it } from "vitest";
import { findCourseBySlug, PLAN_TIERS } from "./catalog";
import { ENTITLEMENTS, entitlementsOf, FREE_ENTITLEMENTS, planCardLines, planOfferFor, serviceOfferFor } from "./entitlements";
import { NO_SUBSCRIPTION } from "./subscription";

const now = new Date("2026-11-25T12:00:00Z");
const nextMonth = new Date("2026-12-25T12:00:00Z");
const plan = (tier: "basic" | "premium" | "elite", end = nextMonth) => ({ subscribed: true, tier, end });
const bootcamp = findCourseBySlug("budget-bootcamp")!;
const masterclass = findCourseBySlug("financial-masterclass")!;

describe("the entitlement table", () => {
  it("gives each tier what its card sells (issue 21)", () => {
    expect(ENTITLEMENTS.basic).toMatchObject({ courses: ["budget-bootcamp"], community: true, support: "email", savedPlans: 5 });
    expect(ENTITLEMENTS.premium).toMatchObject({ courses: ["budget-bootcamp", "debt-challenge", "financial-masterclass"], support: "priority" });
    expect(ENTITLEMENTS.premium).toMatchObject({ advancedTools: true, liveQa: true, savedPlans: 100, coachingSessions: 0, personalPlan: false });
    expect(ENTITLEMENTS.elite).toMatchObject({ coachingSessions: 1, personalPlan: true, advisorMessages: true });
  });

  it("gives each tier everything the tier below has", () => {
    for (const [index, tier] of PLAN_TIERS.entries()) {
      const below = index === 0 ? FREE_ENTITLEMENTS : ENTITLEMENTS[PLAN_TIERS[index - 1]!];
      const own = ENTITLEMENTS[tier];
      expect(own.courses, tier).toEqual(expect.arrayContaining([...below.courses]));
      for (const key of ["community", "advancedTools", "liveQa", "personalPlan", "advisorMessages"] as const) {
        expect(own[key] || !below[key], `${tier} ${key}`).toBe(true);
      }
      expect(own.savedPlans).toBeGreaterThanOrEqual(below.savedPlans);
      expect(own.coachingSessions).toBeGreaterThanOrEqual(below.coachingSessions);
    }
  });

  it("gives a lapsed or absent plan what a free account has", () => {
    expect(entitlementsOf(NO_SUBSCRIPTION, now)).toBe(FREE_ENTITLEMENTS);
    expect(entitlementsOf(plan("elite", new Date("2026-11-24T12:00:00Z")), now)).toBe(FREE_ENTITLEMENTS);
    expect(entitlementsOf(plan("elite"), now)).toBe(ENTITLEMENTS.elite);
  });
});

describe("the course gate's plan offer", () => {
  it("offers a Basic member an upgrade to Premium for a course Basic does not open, not a second plan", () => {
    expect(planOfferFor(masterclass, plan("basic"), now)).toEqual({ kind: "upgrade", tier: "premium" });
  });

  it("offers a visitor or a free learner the cheapest plan that opens the course", () => {
    expect(planOfferFor(masterclass, NO_SUBSCRIPTION, now)).toEqual({ kind: "subscribe", tier: "premium" });
    expect(planOfferFor(bootcamp, NO_SUBSCRIPTION, now)).toEqual({ kind: "subscribe", tier: "basic" });
    expect(planOfferFor(masterclass, plan("basic", new Date("2026-11-01T00:00:00Z")), now)).toEqual({ kind: "subscribe", tier: "premium" });
  });

  it("offers nothing to a plan that already opens the course", () => {
    expect(planOfferFor(masterclass, plan("premium"), now)).toBeNull();
    expect(planOfferFor(bootcamp, plan("basic"), now)).toBeNull();
  });
});

describe("a service gate's offer", () => {
  it("offers an active subscriber a plan change and anyone else (a lapsed plan included) the plans", () => {
    expect(serviceOfferFor(plan("basic"), now)).toEqual({ kind: "upgrade" });
    expect(serviceOfferFor(NO_SUBSCRIPTION, now)).toEqual({ kind: "subscribe" });
    expect(serviceOfferFor(plan("basic", new Date("2026-11-01T00:00:00Z")), now)).toEqual({ kind: "subscribe" });
  });
});

describe("the plan cards", () => {
  it("read their lines off the table, each tier adding to the one below", () => {
    expect(planCardLines("basic").map((line) => line.text)).toEqual([
      "7-Day Budget Bootcamp",
      "Free tools and templates",
      "Community access",
      "Email support",
    ]);
    expect(planCardLines("premium").map((line) => line.text)).toEqual([
      "Everything in Basic",
      "All courses, with their printable worksheets",
      "Priority support",
      "Advanced tools",
      "Live monthly Q&A",
    ]);
    expect(planCardLines("elite")[0]?.text).toBe("Everything in Premium");
    expect(planCardLines("elite").map((line) => line.text)).toContain("One 1-on-1 coaching session each month");
  });

  it("say which services are not open yet, and link the ones that are", () => {
    const lines = PLAN_TIERS.flatMap(planCardLines);
    expect(lines.find((line) => line.text === "Advanced tools")?.href).toBe("/advanced-tools");
    expect(lines.find((line) => line.text === "Live monthly Q&A")?.href).toBe("/live");
    expect(lines.find((line) => line.text === "Email support")?.href).toBe("/support");
    expect(lines.find((line) => line.text === "Priority support")?.href).toBe("/support");
    expect(lines.find((line) => line.text.startsWith("Messages with a registered adviser"))?.href).toBe("/dashboard/support/advisor");
    expect(lines.find((line) => line.text === "One 1-on-1 coaching session each month")?.href).toBe("/coaching");
    expect(lines.find((line) => line.text.startsWith("Personalised financial plan"))?.href).toBe("/dashboard/plan");
    expect(lines.find((line) => line.text === "7-Day Budget Bootcamp")?.href).toBe("/courses/budget-bootcamp");
    // A line is either a link to what exists or says it is coming, never a bare promise of a service.
    for (const line of lines.filter((line) => !line.text.startsWith("Everything in"))) {
      expect(Boolean(line.href) !== Boolean(line.soon), line.text).toBe(true);
    }
  });
});
