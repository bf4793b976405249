import { describe, expect, it } from "vitest";
import { dueLabel, VISITOR_ZONE, writtenAt } from "./times";

// 2026-03-16 14:00 UTC: a Monday, 10 AM in Toronto (EDT), 7 AM in Vancouver (PDT).
const DUE = new Date(Date.UTC(2026, 2, 16, 14, 0));

describe("support's times", () => {
  it("writes a due date in the reader's zone, named", () => {
    expect(dueLabel(DUE, "en", "America/Toronto")).toBe("Monday, March 16 at 10:00 AM EDT");
    expect(dueLabel(DUE, "en", "America/Vancouver")).toBe("Monday, March 16 at 7:00 AM PDT");
    expect(dueLabel(DUE, "en", VISITOR_ZONE)).toBe("Monday, March 16 at 2:00 PM UTC");
  });

  it("writes the day the reader is on: 2 AM UTC on Tuesday is still Monday evening in Vancouver", () => {
    const late = new Date(Date.UTC(2026, 2, 17, 2, 0));
    expect(dueLabel(late, "en", "America/Vancouver")).toBe("Monday, March 16 at 7:00 PM PDT");
    expect(writtenAt(late.toISOString(), "en", "America/Vancouver")).toBe("Mar 16, 2026, 7:00 PM PDT");
  });

  it("writes French in its own way, in the reader's zone", () => {
    expect(dueLabel(DUE, "fr", "America/Toronto")).toMatch(/^lundi 16 mars à 10 h 00 HAE$/);
    expect(writtenAt(DUE, "fr", "America/Toronto")).toContain("10 h 00 HAE");
  });
});
