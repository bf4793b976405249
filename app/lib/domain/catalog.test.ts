import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { COURSES, findCourseByPaymentKey, findCourseByProductName, findCourseBySlug, findPlan, findPlanByPrice, PLANS } from "./catalog";

describe("course registry", () => {
  it("keeps the spec's three identifiers per course, mismatch included", () => {
    expect(COURSES.map(({ slug, productName, paymentKey }) => [slug, productName, paymentKey])).toEqual([
      ["budget-bootcamp", "budget-bootcamp", "budget_bootcamp"],
      ["debt-challenge", "debt-elimination-challenge", "debt_challenge"],
      ["financial-masterclass", "financial-masterclass", "financial_masterclass"],
    ]);
  });

  it("has the spec's titles, prices in cents, lengths, levels and lesson counts", () => {
    expect(COURSES.map((c) => [c.title, c.price.CAD, c.price.USD, c.duration, c.level, c.lessonCount])).toEqual([
      ["7-Day Budget Bootcamp", 5900, 4700, "7 days", "Beginner", 7],
      ["Debt-Free in 90 Days Challenge", 12500, 9700, "90 days", "Intermediate", 4],
      ["Moneywise Masterclass", 24900, 19700, "6 months", "Advanced", 6],
    ]);
  });

  it("finds a course by any of its identifiers and nothing by another's", () => {
    expect(findCourseBySlug("debt-challenge")?.productName).toBe("debt-elimination-challenge");
    expect(findCourseByProductName("debt-elimination-challenge")?.slug).toBe("debt-challenge");
    expect(findCourseByPaymentKey("debt_challenge")?.slug).toBe("debt-challenge");
    expect(findCourseBySlug("debt-elimination-challenge")).toBeUndefined();
    expect(findCourseByProductName("debt-challenge")).toBeUndefined();
    expect(findCourseByPaymentKey("debt-challenge")).toBeUndefined();
  });
});

describe("plan registry", () => {
  it("has the three monthly plans at the spec's prices, Premium most popular", () => {
    expect(PLANS.map((p) => [p.tier, p.name, p.price.CAD, p.price.USD, p.period, p.popular])).toEqual([
      ["basic", "Basic", 1100, 900, "month", false],
      ["premium", "Premium", 2500, 1900, "month", true],
      ["elite", "Elite", 4900, 3900, "month", false],
    ]);
  });

  it("finds a plan by its tier, or by a monthly price in either currency and Stripe's lowercase codes", () => {
    expect(findPlanByPrice(1900, "usd")?.tier).toBe("premium");
    expect(findPlanByPrice(4900, "CAD")?.tier).toBe("elite");
    expect(findPlanByPrice(1100, "usd")).toBeUndefined();
    expect(findPlanByPrice(900, "eur")).toBeUndefined();
    expect(findPlan("elite")?.name).toBe("Elite");
    expect(findPlan("platinum")).toBeUndefined();
  });
});

describe("one source of truth", () => {
  const root = path.resolve(import.meta.dirname, "../../..");
  const ownIdentifiers = ["debt-elimination-challenge", "budget_bootcamp", "debt_challenge", "financial_masterclass"];

  function sourceFiles(dir: string): string[] {
    return readdirSync(dir).flatMap((name) => {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) return sourceFiles(file);
      return /\.(ts|tsx)$/.test(name) && !name.includes(".test.") ? [file] : [];
    });
  }

  it("spells the product names and payment keys only in the registry", () => {
    const offenders = ["app", "server", "db", "content"].flatMap((dir) =>
      sourceFiles(path.join(root, dir)).filter(
        (file) => !file.endsWith("catalog.ts") && ownIdentifiers.some((id) => readFileSync(file, "utf8").includes(id)),
      ),
    );
    expect(offenders).toEqual([]);
  });
});
