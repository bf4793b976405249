import { describe, expect, it } from "vitest";
import { formatCount, formatMoney, formatPercent, formatSignedPercent, formatToolDate, formatToolMonth, roundToCents } from "./format";

describe("formatMoney in French", () => {
  it("writes amounts to the cent fr-CA's way, with the currency named", () => {
    expect(formatMoney(1234.5, "CAD", "fr").replace(/\u00a0/g, " ")).toBe("1 234,50 $ CA");
    expect(formatMoney(-0.004, "USD", "fr").replace(/\u00a0/g, " ")).toBe("0,00 $ US");
    expect(formatMoney(1234.5, "CAD", "en")).toBe("CA$1,234.50");
  });
});

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
    expect(formatMoney(-1e300, "CAD")).toMatch(/^-CA\$1,000,000,000,000,000,000,/);
    expect(formatMoney(Number.NaN, "CAD")).toBe("CA$NaN");
    expect(formatMoney(Number.POSITIVE_INFINITY, "USD")).toBe("US$∞");
  });

  it("writes every amount exactly as Intl would, in both currencies", () => {
    const intl = {
      CAD: new Intl.NumberFormat("en-US", { style: "currency", currency: "CAD", minimumFractionDigits: 2, maximumFractionDigits: 2 }),
      USD: new Intl.NumberFormat("en-CA", { style: "currency", currency: "USD", minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    };
    // Every digit count from cents to 2^53 cents, both signs, the .xx5 halves and their float neighbours.
    const amounts = [0, 0.004, 0.005, 0.01, 0.1, 0.99, 0.995, 1, 1.005, 9.99, 10, 99.995, 100, 999.99, 1000, 1234.5, 99999.99];
    for (let digits = 4; digits <= 15; digits++) amounts.push(10 ** digits - 0.01, 10 ** digits, 1.23456789 * 10 ** digits);
    let seed = 7;
    for (let i = 0; i < 2000; i++) {
      seed = (seed * 48271) % 2147483647;
      amounts.push((seed / 2147483647) * 10 ** (i % 12));
    }
    for (const amount of amounts) {
      for (const value of [amount, -amount]) {
        for (const currency of ["CAD", "USD"] as const) {
          expect(formatMoney(value, currency), `${value} ${currency}`).toBe(intl[currency].format(roundToCents(value)));
        }
      }
    }
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
    // A decrease too small to show a digit keeps its sign.
    expect(formatSignedPercent(-0.04)).toBe("-0.0%");
  });

  it("rounds amounts to cents", () => {
    expect(roundToCents(1.005 + 0.001)).toBe(1.01);
    expect(Object.is(roundToCents(-0.001), 0)).toBe(true);
  });
});

describe("numbers, percentages and dates in the page's language", () => {
  it("writes percentages and counts fr-CA's way, and English as before", () => {
    expect(formatPercent(12.345, 1, "fr")).toBe("12,3\u00a0%");
    expect(formatPercent(50, 0, "fr")).toBe("50\u00a0%");
    expect(formatSignedPercent(10, 1, "fr")).toBe("+10,0\u00a0%");
    expect(formatSignedPercent(-0.01, 1, "fr")).toBe("-0,0\u00a0%");
    expect(formatSignedPercent(0, 1, "fr")).toBe("+0,0\u00a0%");
    expect(formatSignedPercent(-2.345, 1, "fr")).toBe("-2,3\u00a0%");
    expect(formatPercent(12.345, 1, "en")).toBe("12.3%");
    expect(formatCount(1200, "fr")).toBe("1\u00a0200");
    expect(formatCount(1200)).toBe("1200");
  });

  it("writes months and dates in French, and English as the site always has", () => {
    expect(formatToolMonth("2026-03", "fr")).toBe("mars 2026");
    expect(formatToolMonth("2026-03")).toBe("Mar 2026");
    expect(formatToolDate("2026-03-15", "fr")).toBe("15 mars 2026");
    expect(formatToolDate("2026-03-15")).toBe("Mar 15, 2026");
    expect(formatToolDate("2026-02-30", "fr")).toBe("");
  });
});
