import { describe, expect, it } from "vitest";
import { caseFold } from "../../../db/case-fold";
import {
  asciiLower,
  auditFiltersOf,
  CONSOLE_PAGE_SIZE,
  learnerSearchOf,
  firstPageHref,
  nextPageHref,
  parseReviewKey,
  prefixRange,
  reviewFiltersOf,
  reviewKey,
} from "./console-query";

describe("the prefix search's range", () => {
  it("folds emails' ASCII letters only, as SQLite's lower() does; names' French and Spanish capitals too", () => {
    expect(asciiLower("Ana.LOPEZ@Example.com")).toBe("ana.lopez@example.com");
    expect(asciiLower("ÉLODIE")).toBe("Élodie");
    expect(caseFold("ÉLODIE NÚÑEZ")).toBe("élodie núñez");
    // Only what caseFoldSql folds in SQL, so both sides of the range agree: Ø is left as it is.
    expect(caseFold("ØSTERGAARD")).toBe("Østergaard");
  });

  it("covers exactly the texts that start with the prefix", () => {
    const range = prefixRange("ana")!;
    expect(range).toEqual({ from: "ana", to: "anb" });
    const inside = (text: string) => text >= range.from && text < range.to;
    expect(["ana", "ana@example.com", "anaïs", "ana\u{10ffff}"].every(inside)).toBe(true);
    expect(["an", "anb", "amz", "b"].some(inside)).toBe(false);
  });

  it("raises a last character beyond the basic plane as one code point", () => {
    expect(prefixRange("a😀")).toEqual({ from: "a😀", to: "a😁" });
  });

  it("drops a last code point that cannot be raised, and has no range for nothing", () => {
    expect(prefixRange("a\u{10ffff}")).toEqual({ from: "a\u{10ffff}", to: "b" });
    expect(prefixRange("")).toBeNull();
  });
});

describe("what a console list reads from its address", () => {
  it("reads the search and a cursor, and ignores a cursor that is not an id", () => {
    expect(learnerSearchOf(new URL("http://x/admin/learners?q=%20Ana%20&after=abc-123"))).toEqual({ q: "Ana", after: "abc-123" });
    expect(learnerSearchOf(new URL("http://x/admin/learners?after=' or 1=1"))).toEqual({ q: "", after: null });
    expect(learnerSearchOf(new URL(`http://x/admin/learners?q=${"a".repeat(500)}`)).q).toHaveLength(200);
  });

  it("knows the audit log's actions and nothing else, and folds the actor's email", () => {
    expect(auditFiltersOf(new URL("http://x/admin/audit?action=refund&actor=Boss@Example.com&target=user:1"))).toEqual({
      action: "refund",
      actor: "boss@example.com",
      target: "user:1",
      after: null,
    });
    expect(auditFiltersOf(new URL("http://x/admin/audit?action=toString")).action).toBeNull();
  });

  it("links a next page only when one more row than a page came back, after the page's last row", () => {
    const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `id${i}` }));
    const url = new URL("http://x/admin/learners?q=an&after=old");
    expect(nextPageHref("/admin/learners", url, rows(CONSOLE_PAGE_SIZE))).toBeNull();
    expect(nextPageHref("/admin/learners", url, rows(CONSOLE_PAGE_SIZE + 1))).toBe(`/admin/learners?q=an&after=id${CONSOLE_PAGE_SIZE - 1}`);
  });

  it("links the first page of the same search: its filters kept, its cursor dropped", () => {
    expect(firstPageHref("/admin/audit", new URL("http://x/admin/audit?action=refund&after=old&target=user%3A1"))).toBe(
      "/admin/audit?action=refund&target=user%3A1",
    );
    expect(firstPageHref("/admin/learners", new URL("http://x/admin/learners?after=old"))).toBe("/admin/learners");
  });

  it("knows the reviews' courses and statuses, and reads a review key as its cursor", () => {
    const slugs = ["budget-bootcamp", "debt-challenge"];
    expect(reviewFiltersOf(new URL("http://x/admin/reviews?course=debt-challenge&status=hidden&after=u-1.debt-challenge"), slugs)).toEqual({
      course: "debt-challenge",
      status: "hidden",
      after: { userId: "u-1", courseId: "debt-challenge" },
    });
    expect(reviewFiltersOf(new URL("http://x/admin/reviews?course=nope&status=toString&after=' or 1=1"), slugs)).toEqual({
      course: null,
      status: "all",
      after: null,
    });
    expect(parseReviewKey(reviewKey({ userId: "abc-123", courseId: "budget-bootcamp" }))).toEqual({
      userId: "abc-123",
      courseId: "budget-bootcamp",
    });
  });
});
