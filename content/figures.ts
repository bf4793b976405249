/**
 * The year's official figures (contribution limits, thresholds, rates). Lessons never spell a yearly
 * figure by hand: they write `{{fig:KEY}}` (and `{{fig:year}}` for the year the figures are for), and
 * the content step fills them in from content/figures/{year}.json before rendering. Next year's update is
 * one new file, FIGURES_YEAR below, and a re-run of `npm run content`.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";

/** The one place that chooses which year's figures the lessons show. */
export const FIGURES_YEAR = 2026;
export const FIGURES_FILE = path.resolve(`content/figures/${FIGURES_YEAR}.json`);

export interface Figures {
  year: number;
  /** Key → the value exactly as a lesson prints it ("$7,000", "18%"). */
  values: ReadonlyMap<string, string>;
}

export class FigureError extends Error {
  override name = "FigureError";
}

const KEY = /^[a-z0-9_]+(?:\.[a-z0-9_]+)+$/;
const PLACEHOLDER = /\{\{fig:([^{}]*)\}\}/g;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Checks a figures file: every figure has a value and an official https:// source, so a number
 * never reaches a learner without the page it can be checked against.
 */
export function parseFigures(data: unknown, file: string): Figures {
  if (!isRecord(data) || !Number.isInteger(data.year) || !isRecord(data.figures)) {
    throw new FigureError(`${file}: expected { "year": <year>, "figures": { "<key>": { "value", "source" } } }`);
  }
  const values = new Map<string, string>();
  for (const [key, figure] of Object.entries(data.figures)) {
    if (!KEY.test(key)) throw new FigureError(`${file}: figure key "${key}" must look like "ca.tfsa.annual_limit"`);
    if (!isRecord(figure) || typeof figure.value !== "string" || !figure.value.trim()) {
      throw new FigureError(`${file}: figure "${key}" has no value`);
    }
    if (typeof figure.source !== "string" || !/^https:\/\/\S+$/.test(figure.source)) {
      throw new FigureError(`${file}: figure "${key}" has no source (an official https:// URL is required)`);
    }
    values.set(key, figure.value);
  }
  return { year: data.year as number, values };
}

export async function loadFigures(file = FIGURES_FILE): Promise<Figures> {
  let data: unknown;
  try {
    data = JSON.parse(await readFile(file, "utf8"));
  } catch (error) {
    throw new FigureError(`${file}: cannot read the figures file (${(error as Error).message})`);
  }
  return parseFigures(data, file);
}

/**
 * Replaces every `{{fig:KEY}}` in a lesson's markdown. Fails, naming the lesson file and the key, on
 * a key the figures file does not have, and on a lesson that uses figures without saying (through
 * `{{fig:year}}`) which year they are for.
 */
export function fillFigures(markdown: string, figures: Figures, file: string): string {
  let usesFigures = false;
  let namesYear = false;
  const filled = markdown.replace(PLACEHOLDER, (_, rawKey: string) => {
    const key = rawKey.trim();
    if (key === "year") {
      namesYear = true;
      return String(figures.year);
    }
    const value = figures.values.get(key);
    if (value === undefined) {
      throw new FigureError(`${file}: unknown figure "${key}" (not in the ${figures.year} figures file)`);
    }
    usesFigures = true;
    return value;
  });
  const leftover = /\{\{\s*fig\b[^}]*\}*/.exec(filled);
  if (leftover) throw new FigureError(`${file}: malformed figure placeholder "${leftover[0]}" (write {{fig:KEY}})`);
  if (usesFigures && !namesYear) {
    throw new FigureError(`${file}: uses official figures but never says which year they are for ({{fig:year}})`);
  }
  return filled;
}
