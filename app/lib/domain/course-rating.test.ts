import { describe, expect, it } from "vitest";
import { averageText, courseRating, formatAverage, RATING_THRESHOLD, ratingsLine, ratingsSummary, ratingText } from "./course-rating";

describe("a course's rating", () => {
  it("is nothing at all below five shown reviews", () => {
    expect(RATING_THRESHOLD).toBe(5);
    for (const count of [0, 1, 4]) expect(courseRating({ count, ratingSum: count * 5 })).toBeNull();
  });

  it("is the average and the count from five reviews on", () => {
    expect(courseRating({ count: 5, ratingSum: 23 })).toEqual({ average: 4.6, count: 5 });
    expect(courseRating({ count: 12, ratingSum: 12 })).toEqual({ average: 1, count: 12 });
  });

  it("rounds the average to one decimal, half up, exactly at the ties", () => {
    // 4.25 and 4.35 are not exact in binary; computed from whole numbers they round as written.
    expect(courseRating({ count: 8, ratingSum: 34 })?.average).toBe(4.3);
    expect(courseRating({ count: 20, ratingSum: 87 })?.average).toBe(4.4);
    expect(courseRating({ count: 6, ratingSum: 29 })?.average).toBe(4.8);
    expect(courseRating({ count: 7, ratingSum: 31 })?.average).toBe(4.4);
  });

  it("is written as an average out of five with its count", () => {
    expect(ratingText({ average: 4.6, count: 12 })).toBe("4.6 out of 5 (12 reviews)");
    expect(ratingText({ average: 5, count: 1234 })).toBe("5.0 out of 5 (1,234 reviews)");
  });
});

describe("the home page's ratings line", () => {
  const course = (title: string, rating: { average: number; count: number } | null) => ({ title, rating });

  it("is left out until a course passes the threshold", () => {
    expect(ratingsLine([course("A", null), course("B", null)])).toBeNull();
    expect(ratingsLine([])).toBeNull();
  });

  it("names the one rated course, or the range of the rated ones with their reviews", () => {
    expect(ratingsLine([course("A", { average: 4.2, count: 6 }), course("B", null)])).toBe("A rated 4.2 out of 5 (6 reviews)");
    expect(ratingsLine([course("A", { average: 4.2, count: 6 }), course("B", { average: 3.9, count: 9 }), course("C", null)])).toBe(
      "Courses rated 3.9 to 4.2 out of 5 (15 reviews)",
    );
    expect(ratingsLine([course("A", { average: 4, count: 5 }), course("B", { average: 4, count: 5 })])).toBe(
      "Courses rated 4.0 out of 5 (10 reviews)",
    );
  });
});

describe("in another language", () => {
  it("writes an average with one decimal, the language's way", () => {
    expect(averageText(4.6, "en")).toBe("4.6");
    expect(averageText(5, "en")).toBe(formatAverage({ average: 5, count: 5 }));
    expect(averageText(4.6, "fr")).toBe("4,6");
    expect(averageText(4, "fr")).toBe("4,0");
  });

  it("sums the rated courses up for the page to write: one course, or the range and the reviews", () => {
    const course = (slug: string, rating: { average: number; count: number } | null) => ({ slug, rating });
    expect(ratingsSummary([course("a", null)])).toBeNull();
    expect(ratingsSummary([course("a", { average: 4.2, count: 6 }), course("b", null)])).toEqual({
      kind: "one",
      course: course("a", { average: 4.2, count: 6 }),
      rating: { average: 4.2, count: 6 },
    });
    expect(ratingsSummary([course("a", { average: 4.2, count: 6 }), course("b", { average: 3.9, count: 9 })])).toEqual({
      kind: "range",
      low: 3.9,
      high: 4.2,
      reviews: 15,
    });
  });
});
