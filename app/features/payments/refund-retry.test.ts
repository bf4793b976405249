import { describe, expect, it } from "vitest";
import { nextRefundAttemptAt } from "./refund-retry";

describe("nextRefundAttemptAt", () => {
  const now = new Date("2026-11-30T10:00:00Z");
  const hoursAfter = (attempts: number) => (nextRefundAttemptAt(attempts, now).getTime() - now.getTime()) / 3_600_000;

  it("doubles the wait after each failed try, from an hour", () => {
    expect([1, 2, 3, 4, 5].map(hoursAfter)).toEqual([1, 2, 4, 8, 16]);
  });

  it("never waits more than a day, however many tries failed", () => {
    expect([6, 7, 30, 1000].map(hoursAfter)).toEqual([24, 24, 24, 24]);
  });
});
