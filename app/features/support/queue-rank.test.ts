import { describe, expect, it } from "vitest";
import { dueAtFor, queueRankOf, responseTargetDays } from "./queue-rank";

// 2026-11-23 is a Monday.
const at = (day: string, time = "15:30:00") => new Date(`${day}T${time}Z`);

describe("the queue's rank", () => {
  it("puts advisor threads first, then Elite, Premium, Basic and everyone else", () => {
    expect(queueRankOf("advisor", "elite")).toBe(0);
    expect(queueRankOf("support", "elite")).toBe(1);
    expect(queueRankOf("support", "premium")).toBe(2);
    expect(queueRankOf("support", "basic")).toBe(3);
    expect(queueRankOf("support", null)).toBe(4);
  });

  it("gives each rank its plan's response target", () => {
    expect([0, 1, 2, 3, 4].map(responseTargetDays)).toEqual([1, 1, 2, 3, 3]);
  });

  it("sets the due date from the rank", () => {
    expect(dueAtFor(at("2026-11-23"), 0)).toEqual(at("2026-11-24"));
    expect(dueAtFor(at("2026-11-23"), 2)).toEqual(at("2026-11-25"));
    expect(dueAtFor(at("2026-11-23"), 4)).toEqual(at("2026-11-26"));
  });

  it("skips the requester's holidays it is given (issue 39 item 5)", () => {
    // Thanksgiving (November 26, 2026) and the day after, in Texas: three days from Monday end the Monday after.
    const texas = new Set(["2026-11-26", "2026-11-27"]);
    expect(dueAtFor(at("2026-11-23"), 4, texas)).toEqual(at("2026-11-30"));
    expect(dueAtFor(at("2026-11-23"), 1, texas)).toEqual(at("2026-11-24"));
  });
});
