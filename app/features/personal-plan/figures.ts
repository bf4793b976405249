/**
 * The figures the plan shows: this year's figures file, bundled into the build (the Worker has no file
 * system, and lessons get theirs at the content step). content/figures.ts's FIGURES_YEAR names the
 * year; a unit test fails when this import and that year disagree.
 */
import figuresFile from "../../../content/figures/2026.json";
import { readPlanFigures } from "./domain/plan-figures";

export const CURRENT_FIGURES = readPlanFigures(figuresFile);
