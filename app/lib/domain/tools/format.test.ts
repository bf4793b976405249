import { describe, expect, it } from "vitest";
import { formatMoney, formatPercent, formatSignedPercent, roundToCents } from "./format";

describe("formatMoney", () => {
  it("shows the currency and always two decimals", () => {
    expect(formatMoney(1234.5, "CAD")).toBe("CA$1,234.50");
    expect(formatMoney(1234.5, "USD")).toBe("US$1,234.50");
    expect(formatMoney(0, "USD")).toBe("US$0.00");
  });

  it("rounds to the cent and never prints negative zero", () => {
    expect(formatMoney(10.005, "CAD")).toBe("CA$10.01");
    expect(formatMoney(-0.001, "CAD")).toBe("CA$0.00");
    expect(formatMoney(-250, "USD")).toBe("-US$250.00");
  });

  it("copes with absurd magnitudes", () => {
    expect(formatMoney(1e15, "USD")).toBe("US$1,000,000,000,000,000.00");
  });
});

describe("percentages", () => {
  it("formats to the requested decimals", () => {
    expect(formatPercent(12.345, 1)).toBe("12.3%");
    expect(formatPercent(50)).toBe("50%");
    expect(formatPercent(-0.01, 1)).toBe("0.0%");
  });

  it("adds '+' when non-negative", () => {
    expect(formatSignedPercent(10)).toBe("+10.0%");
    expect(formatSignedPercent(0)).toBe("+0.0%");
    expect(formatSignedPercent(-2.345)).toBe("-2.3%");
  });

  it("rounds amounts to cents", () => {
    expect(roundToCents(1.005 + 0.001)).toBe(1.01);
    expect(Object.is(roundToCents(-0.001), 0)).toBe(true);
  });
});
