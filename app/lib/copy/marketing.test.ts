import { describe, expect, it } from "vitest";
import { HERO_STATS, PILLARS, SOCIAL_PROOF, TOOL_CARDS } from "./marketing";

describe("marketing copy", () => {
  it("carries the spec's static claims", () => {
    expect(HERO_STATS.map(({ value, label }) => `${value} ${label}`)).toEqual([
      "10,000+ Lives Transformed",
      "$2M+ Debt Eliminated",
      "99% Success Rate",
    ]);
    expect(SOCIAL_PROOF.students).toContain("5,000+");
    expect(SOCIAL_PROOF.ratings).toContain("4.8 to 5.0");
  });

  it("has a card with a description and features for each of the four tools", () => {
    expect(TOOL_CARDS.map((tool) => tool.to)).toEqual([
      "/tools/budget-calculator",
      "/tools/net-worth-tracker",
      "/tools/debt-payoff-planner",
      "/tools/goal-tracker",
    ]);
    for (const tool of TOOL_CARDS) {
      expect(tool.description.length, tool.label).toBeGreaterThan(20);
      expect(tool.features.length, tool.label).toBeGreaterThanOrEqual(3);
    }
  });

  it("has four pillars, each with methods and a course to learn them in", () => {
    expect(PILLARS.map((pillar) => pillar.title)).toEqual(["Budgeting", "Debt Freedom", "Saving", "Investing"]);
    for (const pillar of PILLARS) {
      expect(pillar.methods.length).toBeGreaterThan(0);
      expect(pillar.course).toBeDefined();
    }
  });
});
