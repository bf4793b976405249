import { describe, expect, it } from "vitest";
import { bundlePrice, discountedPrice, LEARNING_PATHS, pathOffer } from "./learning-paths";

describe("learning paths", () => {
  it("are the spec's three, with 15%, 20% and 25% savings", () => {
    expect(LEARNING_PATHS.map((path) => path.savingsPercent)).toEqual([15, 20, 25]);
    expect(LEARNING_PATHS.map((path) => path.courses.map((course) => course.slug))).toEqual([
      ["budget-bootcamp", "debt-challenge"],
      ["budget-bootcamp", "financial-masterclass"],
      ["budget-bootcamp", "debt-challenge", "financial-masterclass"],
    ]);
  });

  it("price each path from the registry's course prices, in both currencies", () => {
    const [foundations, wealth, complete] = LEARNING_PATHS;
    const price = (path: (typeof LEARNING_PATHS)[number] | undefined) => ({
      CAD: bundlePrice(path!.courses, "CAD", path!.savingsPercent),
      USD: bundlePrice(path!.courses, "USD", path!.savingsPercent),
    });
    // CA$59 + CA$125 = CA$184, less 15% = CA$156.40; US$47 + US$97 = US$144, less 15% = US$122.40
    expect(price(foundations)).toEqual({ CAD: { full: 18400, total: 15640 }, USD: { full: 14400, total: 12240 } });
    // CA$308 less 20% = CA$246.40; US$244 less 20% = US$195.20
    expect(price(wealth)).toEqual({ CAD: { full: 30800, total: 24640 }, USD: { full: 24400, total: 19520 } });
    // CA$433 less 25% = CA$324.75; US$341 less 25% = US$255.75
    expect(price(complete)).toEqual({ CAD: { full: 43300, total: 32475 }, USD: { full: 34100, total: 25575 } });
  });

  it("offer a learner only the courses they do not own, at the path's discount", () => {
    const wealth = LEARNING_PATHS[1]!;
    // With the Bootcamp owned: the Masterclass alone, CA$249 less 20% = CA$199.20.
    const offer = pathOffer(wealth, new Set(["budget-bootcamp"]), "CAD");
    expect(offer.owned.map((course) => course.slug)).toEqual(["budget-bootcamp"]);
    expect(offer.toBuy.map((course) => course.slug)).toEqual(["financial-masterclass"]);
    expect(offer).toMatchObject({ full: 24900, total: 19920 });
    const ownedAll = pathOffer(wealth, new Set(["budget-bootcamp", "financial-masterclass"]), "USD");
    expect(ownedAll).toMatchObject({ toBuy: [], full: 0, total: 0 });
  });

  it("add up the courses' lengths", () => {
    expect(LEARNING_PATHS.map((path) => path.duration)).toEqual(["7 days + 90 days", "7 days + 6 months", "7 days + 90 days + 6 months"]);
  });
});

describe("discountedPrice", () => {
  it("rounds to the nearest cent", () => {
    expect(discountedPrice(999, 15)).toBe(849); // 849.15
    expect(discountedPrice(1001, 25)).toBe(751); // 750.75
    expect(discountedPrice(0, 20)).toBe(0);
  });
});
