import { describe, expect, it } from "vitest";
import { parseSubmission } from "~/lib/http/form";
import { REVIEW_BODY_MAX, reviewEligibility, reviewerProgress, reviewRefusal, reviewsPageOf, starsText } from "./review-rules";
import { REVIEW_FORM_TEXTS, reviewSchema } from "~/features/reviews/forms";
import { translate } from "~/lib/i18n/catalogues.server";
import type { MessageKey, MessageValues } from "~/lib/i18n/messages";

/** The rules' sentences as English pages word them (the catalogue), and as French pages do. */
const english = (key: MessageKey, values?: MessageValues) => translate("en", key, values);
const french = (key: MessageKey, values?: MessageValues) => translate("fr", key, values);

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
    expect(reviewerProgress(7, 7, true, english)).toBe("Completed the course");
    expect(reviewerProgress(3, 7, true, english)).toBe("Completed 3 of 7 lessons");
    expect(reviewerProgress(0, 1, true, english)).toBe("Completed 0 of 1 lesson");
    // A refund or an ended plan: the review stays, and says the reviewer no longer has the course.
    expect(reviewerProgress(7, 7, false, english)).toBe("Completed the course; no longer has the course");
    expect(reviewerProgress(2, 7, false, english)).toBe("Completed 2 of 7 lessons; no longer has the course");
  });

  it("is said in French on French pages", () => {
    expect(reviewerProgress(7, 7, true, french)).toBe("A terminé le cours");
    expect(reviewerProgress(3, 7, true, french)).toBe("Leçons terminées : 3 sur 7");
    expect(reviewerProgress(0, 1, true, french)).toBe("Leçon terminée : 0 sur 1");
    expect(reviewerProgress(2, 7, false, french)).toBe("Leçons terminées : 2 sur 7; n’a plus accès au cours");
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
    expect(starsText(1, english)).toBe("1 out of 5 star");
    expect(starsText(4, english)).toBe("4 out of 5 stars");
    for (const rating of [1, 2, 3, 4, 5]) expect(starsText(rating)).toBe(starsText(rating, english));
    expect(starsText(1, french)).toBe("1 étoile sur 5");
    expect(starsText(4, french)).toBe("4 étoiles sur 5");
  });
});

describe("why a review was not written", () => {
  it("says what the learner still needs, in the page's language", () => {
    expect(reviewRefusal({ reason: "progress", needed: 2, total: 7 }, english)).toBe(
      "You can review this course once you have completed 2 of its 7 lessons.",
    );
    expect(reviewRefusal({ reason: "no-access" }, english)).toBe(
      "You can write or change a review while you have the course. Your review stays on the course page as it was.",
    );
    expect(reviewRefusal({ reason: "progress", needed: 2, total: 7 }, french)).toBe(
      "Vous pourrez donner votre avis sur ce cours quand vous aurez terminé 2 de ses 7 leçons.",
    );
  });
});

describe("the review form's messages", () => {
  it("are the catalogue's English word for word", () => {
    expect(REVIEW_FORM_TEXTS).toEqual({
      chooseRating: english("course.review.chooseRating"),
      writeReview: english("course.review.writeReview"),
      tooLong: english("course.review.tooLong", { max: REVIEW_BODY_MAX }),
    });
  });
});
