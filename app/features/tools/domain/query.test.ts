import { describe, expect, it } from "vitest";
import {
  canonicalDecimal,
  canonicalQuery,
  localizedDecimal,
  MAX_AMOUNT,
  MAX_ROWS,
  parseNumber,
  readChoice,
  readExportCurrency,
  readNumber,
  readRows,
  sum,
} from "./query";

describe("parseNumber", () => {
  it("parses what a number input sends", () => {
    expect(parseNumber("4200")).toBe(4200);
    expect(parseNumber("1234.56")).toBe(1234.56);
    expect(parseNumber(" 12.5 ")).toBe(12.5);
    expect(parseNumber(".5")).toBe(0.5);
    expect(parseNumber("1e3")).toBe(1000);
  });

  it("counts empty or invalid input as 0 (spec 5)", () => {
    for (const raw of [null, undefined, "", "  ", "abc", "12abc", "1,000", "$50", "0x10", "NaN", "Infinity", "1e999"]) {
      expect(parseNumber(raw), String(raw)).toBe(0);
    }
  });

  it("counts a negative amount as 0 unless negatives are allowed", () => {
    expect(parseNumber("-50")).toBe(0);
    expect(Object.is(parseNumber("-0"), 0)).toBe(true);
    expect(parseNumber("-50", { allowNegative: true })).toBe(-50);
  });

  it("clamps absurd magnitudes instead of overflowing", () => {
    expect(parseNumber("1e15")).toBe(MAX_AMOUNT);
    expect(parseNumber("1e300")).toBe(MAX_AMOUNT);
    expect(parseNumber("-1e300", { allowNegative: true })).toBe(-MAX_AMOUNT);
    expect(parseNumber("250", { max: 100 })).toBe(100);
  });
});

describe("readNumber and readChoice", () => {
  const params = new URLSearchParams("income.salary=5000&income.salary=9&method=envelope&period=weekly");

  it("reads the first value of a key", () => {
    expect(readNumber(params, "income.salary")).toBe(5000);
    expect(readNumber(params, "missing")).toBe(0);
  });

  it("accepts only known choices", () => {
    expect(readChoice(params, "method", ["50-30-20", "envelope"] as const, "50-30-20")).toBe("envelope");
    expect(readChoice(params, "period", ["monthly", "yearly"] as const, "monthly")).toBe("monthly");
    expect(readChoice(params, "missing", ["a", "b"] as const, "b")).toBe("b");
  });
});

describe("readExportCurrency", () => {
  it("reads the page's currency and falls back to USD", () => {
    expect(readExportCurrency(new URLSearchParams("currency=CAD"))).toBe("CAD");
    expect(readExportCurrency(new URLSearchParams("currency=EUR"))).toBe("USD");
    expect(readExportCurrency(new URLSearchParams(""))).toBe("USD");
  });
});

describe("readRows", () => {
  it("pairs repeated fields in row order, empties included", () => {
    const params = new URLSearchParams("name=Visa&balance=500&name=&balance=&name=Car&balance=9000");
    expect(readRows(params, ["name", "balance"])).toEqual([
      { name: "Visa", balance: "500" },
      { name: "", balance: "" },
      { name: "Car", balance: "9000" },
    ]);
  });

  it("fills the missing values of a short key with empty strings", () => {
    const params = new URLSearchParams("name=a&name=b&balance=1");
    expect(readRows(params, ["name", "balance"])).toEqual([
      { name: "a", balance: "1" },
      { name: "b", balance: "" },
    ]);
  });

  it("returns no rows when no key is present, and caps the row count", () => {
    expect(readRows(new URLSearchParams(""), ["name"])).toEqual([]);
    const many = new URLSearchParams(Array.from({ length: MAX_ROWS + 20 }, (_, i) => ["name", `d${i}`]));
    expect(readRows(many, ["name"])).toHaveLength(MAX_ROWS);
    expect(readRows(many, ["name"], 3)).toHaveLength(3);
  });
});

describe("sum", () => {
  it("adds amounts and is 0 for none", () => {
    expect(sum([1.5, 2.5, 6])).toBe(10);
    expect(sum([])).toBe(0);
  });
});

describe("numbers typed on a French page", () => {
  it("reads spaces between digit groups and a decimal comma, and what a number input sends", () => {
    expect(parseNumber("1 234,50", { locale: "fr" })).toBe(1234.5);
    expect(parseNumber("1\u00a0234,5", { locale: "fr" })).toBe(1234.5);
    expect(parseNumber("1\u202f000\u202f000", { locale: "fr" })).toBe(1_000_000);
    expect(parseNumber(" 19,99 ", { locale: "fr" })).toBe(19.99);
    expect(parseNumber("1234.5", { locale: "fr" })).toBe(1234.5);
    expect(parseNumber(",5", { locale: "fr" })).toBe(0.5);
    expect(parseNumber("\u22121 234,5", { allowNegative: true, locale: "fr" })).toBe(-1234.5);
  });

  it("still counts anything else as 0, and English still refuses commas and spaces", () => {
    for (const raw of ["1,234,5", "1.234,5", "12 abc", "$50", "1,2e"]) expect(parseNumber(raw, { locale: "fr" }), raw).toBe(0);
    expect(parseNumber("1 234,50")).toBe(0);
    expect(parseNumber("1 234,50", { locale: "en" })).toBe(0);
    expect(parseNumber("19,99")).toBe(0);
  });

  it("writes them as a number input sends them, and shows them back the French way", () => {
    expect(canonicalDecimal("1 234,50", "fr")).toBe("1234.50");
    expect(canonicalDecimal("abc", "fr")).toBeNull();
    expect(canonicalDecimal("1 234,50")).toBeNull();
    expect(canonicalDecimal(" 12.5 ")).toBe("12.5");
    expect(localizedDecimal("1234.50", "fr")).toBe("1234,50");
    expect(localizedDecimal("abc", "fr")).toBe("abc");
    expect(localizedDecimal("1234.50", "en")).toBe("1234.50");
  });

  it("rewrites only the numeric fields of a French query, and leaves an English one untouched", () => {
    const isNumber = (key: string) => key === "balance";
    expect(canonicalQuery("name=Carte+1,5&balance=1+234%2C50&balance=x", isNumber, "fr")).toBe("name=Carte+1%2C5&balance=1234.50&balance=x");
    expect(canonicalQuery("name=a&balance=12.5", isNumber, "fr")).toBe("name=a&balance=12.5");
    expect(canonicalQuery("balance=1+234%2C50", isNumber, "en")).toBe("balance=1+234%2C50");
  });
});
