import { describe, expect, it } from "vitest";
import { discountedPrice, LEARNING_PATHS } from "./learning-paths";

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
    // CA$59 + CA$125 = CA$184, less 15% = CA$156.40; US$47 + US$97 = US$144, less 15% = US$122.40
    expect(foundations!.fullPrice).toEqual({ CAD: 18400, USD: 14400 });
    expect(foundations!.price).toEqual({ CAD: 15640, USD: 12240 });
    // CA$308 less 20% = CA$246.40; US$244 less 20% = US$195.20
    expect(wealth!.price).toEqual({ CAD: 24640, USD: 19520 });
    // CA$433 less 25% = CA$324.75; US$341 less 25% = US$255.75
    expect(complete!.fullPrice).toEqual({ CAD: 43300, USD: 34100 });
    expect(complete!.price).toEqual({ CAD: 32475, USD: 25575 });
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
