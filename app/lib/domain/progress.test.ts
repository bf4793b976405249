import { describe, expect, it } from "vitest";
import { progressPercent } from "./progress";

describe("progressPercent", () => {
  it("rounds completed / total × 100", () => {
    expect(progressPercent(0, 7)).toBe(0);
    expect(progressPercent(1, 7)).toBe(14);
    expect(progressPercent(3, 7)).toBe(43);
    expect(progressPercent(1, 6)).toBe(17);
    expect(progressPercent(7, 7)).toBe(100);
  });

  it("stays between 0 and 100, and is 0 without lessons", () => {
    expect(progressPercent(0, 0)).toBe(0);
    expect(progressPercent(9, 7)).toBe(100);
    expect(progressPercent(-1, 7)).toBe(0);
  });
});
