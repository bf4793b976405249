import { describe, expect, it } from "vitest";
import { parseSubmission } from "~/lib/http/form";
import { REVIEW_BODY_MAX, reviewEligibility, reviewerProgress, reviewsPageOf, starsText } from "./review-rules";
import { reviewSchema } from "~/features/reviews/forms";

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

describe("who may review a course", () => {
  it("is a learner who completed at least a quarter of its lessons, counted in whole lessons", () => {
    expect(reviewEligibility(0, 7)).toEqual({ eligible: false, needed: 2 });
    expect(reviewEligibility(1, 7)).toEqual({ eligible: false, needed: 2 });
    expect(reviewEligibility(2, 7)).toEqual({ eligible: true, needed: 2 });
    expect(reviewEligibility(1, 4)).toEqual({ eligible: true, needed: 1 });
    expect(reviewEligibility(1, 6)).toEqual({ eligible: false, needed: 2 });
    expect(reviewEligibility(6, 6).eligible).toBe(true);
  });

  it("is nobody for a course without lessons", () => {
    expect(reviewEligibility(0, 0).eligible).toBe(false);
  });
});

describe("how far a reviewer got", () => {
  it("says the course is completed, or how many lessons of how many", () => {
    expect(reviewerProgress(7, 7)).toBe("Completed the course");
    expect(reviewerProgress(3, 7)).toBe("Completed 3 of 7 lessons");
    expect(reviewerProgress(0, 1)).toBe("Completed 0 of 1 lesson");
    // A refund or an ended plan: the review stays, and says the reviewer no longer has the course.
    expect(reviewerProgress(7, 7, false)).toBe("Completed the course; no longer has the course");
    expect(reviewerProgress(2, 7, false)).toBe("Completed 2 of 7 lessons; no longer has the course");
  });
});

describe("the review form", () => {
  it("takes a rating from 1 to 5 and a trimmed review", () => {
    const submission = parseSubmission(form({ rating: "4", body: "  Clear and practical.  " }), reviewSchema);
    expect(submission.success && submission.value).toEqual({ rating: 4, body: "Clear and practical." });
  });

  it("refuses a missing or out-of-range rating and an empty or too long review, keeping what was typed", () => {
    for (const rating of ["", "0", "6", "4.5", "five"]) {
      const submission = parseSubmission(form({ rating, body: "Fine." }), reviewSchema);
      expect(submission.reply().errors.rating, rating).toBe("Choose a rating from 1 to 5 stars.");
    }
    expect(parseSubmission(form({ body: "Fine." }), reviewSchema).reply().errors.rating).toBeDefined();
    expect(parseSubmission(form({ rating: "3", body: "   " }), reviewSchema).reply().errors.body).toBe("Write your review.");
    const long = parseSubmission(form({ rating: "3", body: "a".repeat(REVIEW_BODY_MAX + 1) }), reviewSchema);
    expect(long.reply().errors.body).toBe("Keep your review to 2,000 characters or fewer.");
    expect(long.values.body).toHaveLength(REVIEW_BODY_MAX);
    expect(parseSubmission(form({ rating: "3", body: "a".repeat(REVIEW_BODY_MAX) }), reviewSchema).success).toBe(true);
  });
});

describe("the review list's page", () => {
  it("is a whole number from 1 in the address, else the first", () => {
    expect(reviewsPageOf(new URL("http://x/courses/a?reviews=3"))).toBe(3);
    for (const value of ["0", "-1", "2.5", "abc", "999999", ""]) expect(reviewsPageOf(new URL(`http://x/courses/a?reviews=${value}`))).toBe(1);
    expect(reviewsPageOf(new URL("http://x/courses/a"))).toBe(1);
  });
});

describe("a rating in words", () => {
  it("is read the same by everyone", () => {
    expect(starsText(1)).toBe("1 out of 5 star");
    expect(starsText(4)).toBe("4 out of 5 stars");
  });
});
