import { describe, expect, it } from "vitest";
import figuresFile from "../../../../content/figures/2026.json";
import { FIGURES_YEAR } from "../../../../content/figures";
import { CURRENT_FIGURES } from "~/features/personal-plan/figures";
import { figureAmount, PLAN_FIGURE_KEYS, readPlanFigures } from "./plan-figures";

describe("the plan's figures", () => {
  it("come from this year's figures file, every key present with its value and source as the file has them", () => {
    expect(CURRENT_FIGURES.year).toBe(FIGURES_YEAR);
    for (const key of PLAN_FIGURE_KEYS) {
      const inFile = (figuresFile.figures as Record<string, { value: string; source: string }>)[key]!;
      expect(CURRENT_FIGURES.figures[key]).toMatchObject({ value: inFile.value, source: inFile.source });
    }
  });

  it.each([
    ["$7,000", 7000],
    ["18%", 18],
    ["$153,000–$168,000", 153000],
    ["20.5%", 20.5],
  ])("reads the amount in %s", (text, amount) => {
    expect(figureAmount(text)).toBe(amount);
  });

  it("fails naming the key when a figure the plan uses is missing", () => {
    const { ["ca.tfsa.annual_limit"]: _removed, ...rest } = figuresFile.figures as Record<string, unknown>;
    expect(() => readPlanFigures({ year: 2026, figures: rest })).toThrow(/"ca\.tfsa\.annual_limit"/);
  });
});
