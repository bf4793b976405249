import { describe, expect, it } from "vitest";
import {
  checkSuspensionDate,
  isShownToMembers,
  parseCommunityLink,
  postExcerpt,
  reportReason,
  suspensionDayRange,
  suspensionEnd,
  suspensionLastDay,
} from "./moderation-rules";

const NOW = new Date("2026-11-26T12:00:00Z");
describe("what members still see", () => {
  it("hides deleted and hidden posts, and every post of a hidden thread", () => {
    const shown = { deletedAt: null, hiddenAt: null, threadHiddenAt: null };
    expect(isShownToMembers(shown)).toBe(true);
    expect(isShownToMembers({ ...shown, deletedAt: NOW })).toBe(false);
    expect(isShownToMembers({ ...shown, hiddenAt: NOW })).toBe(false);
    expect(isShownToMembers({ ...shown, threadHiddenAt: NOW })).toBe(false);
  });
});

describe("a report's reason", () => {
  it("is the chosen kind, then the member's words when they gave some", () => {
    expect(reportReason("spam", "  ")).toBe("Spam or advertising");
    expect(reportReason("other", " Posts my phone number ")).toBe("Something else: Posts my phone number");
  });
});

describe("the excerpt a report page quotes", () => {
  it("is the post's text without markup, entities decoded, whitespace collapsed", () => {
    expect(postExcerpt("<p>Pay the <strong>smallest</strong> debt&nbsp;first &amp; win.</p>\n<ul><li>One</li><li>Two</li></ul>")).toBe(
      "Pay the smallest debt first & win. One Two",
    );
    expect(postExcerpt("<p>&lt;script&gt;alert(1)&lt;/script&gt; &#39;quoted&#39; &#x41;</p>")).toBe("<script>alert(1)</script> 'quoted' A");
    // A reference to no character, kept as typed in a post, quotes as U+FFFD: the report page still opens.
    expect(postExcerpt("<p>&#9999999; and &#x110000;</p>")).toBe("\uFFFD and \uFFFD");
  });

  it("is cut at a word with an ellipsis when the post is long", () => {
    const excerpt = postExcerpt(`<p>${"word ".repeat(100)}</p>`, 42);
    expect(excerpt).toBe(`${"word ".repeat(8).trim()}…`);
    expect(excerpt.length).toBeLessThanOrEqual(43);
  });
});

describe("a suspension's end", () => {
  it("is midnight after the chosen day in Toronto, in winter (UTC−5) and in summer (UTC−4)", () => {
    expect(suspensionEnd("2027-01-15").toISOString()).toBe("2027-01-16T05:00:00.000Z");
    expect(suspensionEnd("2027-07-15").toISOString()).toBe("2027-07-16T04:00:00.000Z");
    expect(suspensionLastDay(suspensionEnd("2027-07-15"))).toBe("2027-07-15");
  });

  it("is right across both daylight-saving changes", () => {
    // 14 March 2027: clocks go forward at 2 a.m.; the day ends at midnight EDT. 7 November 2027: back at 2 a.m.; it ends at midnight EST.
    expect(suspensionEnd("2027-03-14").toISOString()).toBe("2027-03-15T04:00:00.000Z");
    expect(suspensionEnd("2027-03-13").toISOString()).toBe("2027-03-14T05:00:00.000Z");
    expect(suspensionEnd("2027-11-07").toISOString()).toBe("2027-11-08T05:00:00.000Z");
    expect(suspensionEnd("2027-11-06").toISOString()).toBe("2027-11-07T04:00:00.000Z");
  });

  it("must be a real date after today in Toronto, and within five years", () => {
    // 03:00 UTC on 27 November is still 26 November in Toronto.
    const lateEvening = new Date("2026-11-27T03:00:00Z");
    expect(checkSuspensionDate("2026-11-26", lateEvening)).toEqual({ ok: false, problem: "not-future" });
    expect(checkSuspensionDate("2026-11-27", lateEvening)).toEqual({ ok: true, until: new Date("2026-11-28T05:00:00Z") });
    expect(checkSuspensionDate("2026-02-30", NOW)).toEqual({ ok: false, problem: "not-a-date" });
    expect(checkSuspensionDate("tomorrow", NOW)).toEqual({ ok: false, problem: "not-a-date" });
    expect(checkSuspensionDate("2031-11-26", NOW).ok).toBe(true);
    expect(checkSuspensionDate("2031-11-27", NOW)).toEqual({ ok: false, problem: "too-far" });
    expect(suspensionDayRange(NOW)).toEqual({ min: "2026-11-27", max: "2031-11-26" });
    expect(suspensionDayRange(new Date("2026-12-31T15:00:00Z"))).toEqual({ min: "2027-01-01", max: "2031-12-31" });
  });
});

describe("a link pasted into the console", () => {
  it("names a thread, and a post when it carries the post's anchor", () => {
    expect(parseCommunityLink("https://moneywise.example/community/t/abc-123?after=30#post-42")).toEqual({
      threadId: "abc-123",
      postNumber: 42,
    });
    expect(parseCommunityLink("/community/t/abc-123")).toEqual({ threadId: "abc-123", postNumber: null });
    expect(parseCommunityLink(" abc-123 ")).toEqual({ threadId: "abc-123", postNumber: null });
  });

  it("names nothing for other text", () => {
    expect(parseCommunityLink("")).toBeNull();
    expect(parseCommunityLink("/courses/budget-bootcamp")).toBeNull();
    expect(parseCommunityLink("drop table users;")).toBeNull();
  });
});
