import { describe, expect, it } from "vitest";
import { ftsQuery, matchRuns, MAX_QUERY_CHARS, MAX_SEARCH_PAGE, parseSearchRequest } from "./search-query";

const request = (query: string) => parseSearchRequest(new URLSearchParams(query));

describe("parseSearchRequest", () => {
  it("reads the query trimmed, and the page", () => {
    expect(request("q=+emergency+fund+&page=3")).toEqual({ q: "emergency fund", page: 3 });
  });

  it("starts at page 1 for a missing or malformed page, and stops at the last page served", () => {
    for (const page of ["", "0", "-2", "2.5", "abc", "02", "9999999"]) expect(request(`q=x&page=${page}`).page, page).toBe(1);
    expect(request("q=x&page=999").page).toBe(MAX_SEARCH_PAGE);
  });

  it("cuts a query longer than the limit instead of refusing it, never between an emoji's halves", () => {
    expect(request(`q=${"a".repeat(500)}`).q).toHaveLength(MAX_QUERY_CHARS);
    expect(request(`q=${"a".repeat(MAX_QUERY_CHARS - 1)}💸`).q).toBe("a".repeat(MAX_QUERY_CHARS - 1));
  });

  it("reads a NUL as U+FFFD and drops other control characters, as every typed text (FTS5 stops at a NUL)", () => {
    expect(request("q=a%00b%07c").q).toBe("a\uFFFDbc");
  });
});

describe("ftsQuery", () => {
  it("quotes each word, so all are required and none is syntax", () => {
    expect(ftsQuery("emergency fund")).toBe('"emergency" "fund"');
    expect(ftsQuery("tfsa OR NOT rrsp")).toBe('"tfsa" "OR" "NOT" "rrsp"');
    expect(ftsQuery('say "hi')).toBe('"say" """hi"');
    expect(ftsQuery("title:debt NEAR(a b) pay*")).toBe('"title:debt" "NEAR(a" "b)" "pay*"');
  });

  it("is null when nothing searchable was typed", () => {
    for (const q of ["", "   ", "*", '"', "^ - ( ) :", "** ''"]) expect(ftsQuery(q), q).toBeNull();
  });

  it("keeps words in any script", () => {
    expect(ftsQuery("épargne 貯金")).toBe('"épargne" "貯金"');
  });
});

describe("matchRuns", () => {
  it("splits a snippet into plain and matched runs", () => {
    expect(matchRuns("build an \u0002emergency\u0003 \u0002fund\u0003 first")).toEqual([
      { text: "build an ", match: false },
      { text: "emergency", match: true },
      { text: " ", match: false },
      { text: "fund", match: true },
      { text: " first", match: false },
    ]);
  });

  it("keeps markup in the text as text", () => {
    expect(matchRuns("<b>\u0002x\u0003</b>")).toEqual([
      { text: "<b>", match: false },
      { text: "x", match: true },
      { text: "</b>", match: false },
    ]);
  });

  it("survives stray and unbalanced markers", () => {
    expect(matchRuns("\u0003a\u0002b\u0002c")).toEqual([
      { text: "a", match: false },
      { text: "bc", match: true },
    ]);
    expect(matchRuns("")).toEqual([]);
  });
});
