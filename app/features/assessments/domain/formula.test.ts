import { describe, expect, it } from "vitest";
import { evaluateFormula, figureNumber, FormulaError } from "./formula";

const figures: Record<string, number> = { "ca.tfsa.annual_limit": 7000, "ca.rrsp.rate": 0.18 };
const figure = (key: string) => {
  if (!(key in figures)) throw new FormulaError(`unknown figure "${key}"`);
  return figures[key]!;
};

describe("evaluateFormula", () => {
  it("follows arithmetic precedence, parentheses and unary minus", () => {
    expect(evaluateFormula("420 * 12 / 52", figure)).toBeCloseTo(96.923, 3);
    expect(evaluateFormula("3600 - (1400 + 420) * 2", figure)).toBe(-40);
    expect(evaluateFormula("-(2 + 3) * -2", figure)).toBe(10);
    expect(evaluateFormula("10 - 2 - 3", figure)).toBe(5);
    expect(evaluateFormula("100 / 10 / 5", figure)).toBe(2);
  });

  it("reads figure keys and the six functions", () => {
    expect(evaluateFormula("ca.tfsa.annual_limit * 2", figure)).toBe(14000);
    expect(evaluateFormula("min(48333 * ca.rrsp.rate, 33810)", figure)).toBeCloseTo(8699.94, 2);
    expect(evaluateFormula("max(1, 2, 3)", figure)).toBe(3);
    expect(evaluateFormula("round(96.9231, 2)", figure)).toBe(96.92);
    expect(evaluateFormula("round(96.5)", figure)).toBe(97);
    expect(evaluateFormula("floor(9.9) + ceil(0.1)", figure)).toBe(10);
    expect(evaluateFormula("round(ln(2) / ln(1.07), 1)", figure)).toBe(10.2);
  });

  it("refuses what is not arithmetic, naming the formula", () => {
    expect(() => evaluateFormula("2 ** 3", figure)).toThrow(FormulaError);
    expect(() => evaluateFormula("process.exit(1)", figure)).toThrow(/unknown figure/);
    expect(() => evaluateFormula("(1 + 2", figure)).toThrow(/expected "\)"/);
    expect(() => evaluateFormula("1 +", figure)).toThrow(/ends too early/);
    expect(() => evaluateFormula("1 2", figure)).toThrow(/unexpected/);
    expect(() => evaluateFormula("4 / (2 - 2)", figure)).toThrow(/division by zero/);
    expect(() => evaluateFormula("$5", figure)).toThrow(/unexpected "\$5"/);
  });
});

describe("figureNumber", () => {
  it("reads amounts and rates as lessons print them", () => {
    expect(figureNumber("$7,000")).toBe(7000);
    expect(figureNumber("US$1,250.50")).toBe(1250.5);
    expect(figureNumber("18%")).toBe(0.18);
    expect(figureNumber("7.5%")).toBeCloseTo(0.075);
    expect(figureNumber("35")).toBe(35);
  });

  it("has no number for a date or a range", () => {
    expect(figureNumber("January 1, 2026")).toBeNull();
    expect(figureNumber("$5,000–$10,000")).toBeNull();
    expect(figureNumber("")).toBeNull();
  });
});
