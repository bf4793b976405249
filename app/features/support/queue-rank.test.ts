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
});
