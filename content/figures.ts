/**
 * The year's official figures (contribution limits, thresholds, rates). Lessons never spell a yearly
 * figure by hand: they write `{{fig:KEY}}` (and `{{fig:year}}` for the year the figures are for), and
 * the content step fills them in from content/figures/{year}.json before rendering. Next year's update is
 * one new file, FIGURES_YEAR below, and a re-run of `npm run content`.
 *
 * A figure may say when it was compared with a stored copy of its source (`checked`, a date) and that no
 * copy confirmed it (`confirmed: false`, issue 39). An unconfirmed figure never reaches a learner: a
 * lesson shows it only inside `{{confirmed}}…{{otherwise}}…{{/confirmed}}`, whose first part is served
 * when every figure in it is confirmed and whose second part (a sentence that gives the rule without the
 * number) is served otherwise. docs/figures-to-confirm.md lists what is still to confirm.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Locale } from "~/lib/i18n/locale";

/** The one place that chooses which year's figures the lessons show. */
export const FIGURES_YEAR = 2026;
export const FIGURES_FILE = path.resolve(`content/figures/${FIGURES_YEAR}.json`);

export interface Figures {
  year: number;
  /** Key → the value exactly as a lesson prints it ("$7,000", "18%"). */
  values: ReadonlyMap<string, string>;
  /** Keys of the figures no stored copy of their source confirmed (`confirmed: false`). */
  unconfirmed: ReadonlySet<string>;
  /** Key → the value as a French lesson prints it, where the file gives one (`"fr"`); the others are
   * rewritten by frenchFigure. */
  french: ReadonlyMap<string, string>;
}

export class FigureError extends Error {
  override name = "FigureError";
}

const KEY = /^[a-z0-9_]+(?:\.[a-z0-9_]+)+$/;
const PLACEHOLDER = /\{\{fig:([^{}]*)\}\}/g;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** `{{confirmed}}shown when every figure in it is confirmed{{otherwise}}shown otherwise{{/confirmed}}` */
const CONFIRMED_BLOCK = /\{\{confirmed\}\}([\s\S]*?)\{\{otherwise\}\}([\s\S]*?)\{\{\/confirmed\}\}/g;
const BLOCK_MARK = /\{\{\s*\/?\s*(?:confirmed|otherwise)\s*\}\}/;

/** A real calendar date written YYYY-MM-DD. */
function isDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Checks a figures file: every figure has a value and an official https:// source, so a number
 * never reaches a learner without the page it can be checked against; `checked` is a date, and a
 * figure marked `confirmed: false` says when it was looked for.
 */
export function parseFigures(data: unknown, file: string): Figures {
  if (!isRecord(data) || !Number.isInteger(data.year) || !isRecord(data.figures)) {
    throw new FigureError(`${file}: expected { "year": <year>, "figures": { "<key>": { "value", "source" } } }`);
  }
  const values = new Map<string, string>();
  const unconfirmed = new Set<string>();
  const french = new Map<string, string>();
  for (const [key, figure] of Object.entries(data.figures)) {
    if (!KEY.test(key)) throw new FigureError(`${file}: figure key "${key}" must look like "ca.tfsa.annual_limit"`);
    if (!isRecord(figure) || typeof figure.value !== "string" || !figure.value.trim()) {
      throw new FigureError(`${file}: figure "${key}" has no value`);
    }
    if (typeof figure.source !== "string" || !/^https:\/\/\S+$/.test(figure.source)) {
      throw new FigureError(`${file}: figure "${key}" has no source (an official https:// URL is required)`);
    }
    if (figure.checked !== undefined && (typeof figure.checked !== "string" || !isDate(figure.checked))) {
      throw new FigureError(`${file}: figure "${key}" has a checked date that is not a date written YYYY-MM-DD`);
    }
    if (figure.confirmed !== undefined && typeof figure.confirmed !== "boolean") {
      throw new FigureError(`${file}: figure "${key}" has a confirmed that is not true or false`);
    }
    if (figure.confirmed === false && figure.checked === undefined) {
      throw new FigureError(`${file}: figure "${key}" is marked confirmed: false without the date it was checked`);
    }
    if (figure.fr !== undefined && (typeof figure.fr !== "string" || !figure.fr.trim())) {
      throw new FigureError(`${file}: figure "${key}" has an empty French value ("fr")`);
    }
    values.set(key, figure.value);
    if (typeof figure.fr === "string") french.set(key, figure.fr);
    if (figure.confirmed === false) unconfirmed.add(key);
  }
  return { year: data.year as number, values, unconfirmed, french };
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

const unconfirmedOutsideBlock = (file: string, key: string) =>
  new FigureError(
    `${file}: figure "${key}" is not confirmed against its source; show it only in the first part of {{confirmed}}…{{otherwise}}…{{/confirmed}}`,
  );

/** The figure keys a piece of lesson markdown uses (not `year`). */
function figureKeys(markdown: string): string[] {
  return [...markdown.matchAll(PLACEHOLDER)].map((match) => match[1]!.trim()).filter((key) => key !== "year");
}

/**
 * Chooses each `{{confirmed}}…{{otherwise}}…{{/confirmed}}` block's part: the first when every figure
 * in it is confirmed, the second (the neutral sentence) otherwise.
 */
function chooseConfirmedParts(markdown: string, figures: Figures, file: string): string {
  const chosen = markdown.replace(CONFIRMED_BLOCK, (block, confirmedPart: string, otherwisePart: string) => {
    if (BLOCK_MARK.test(confirmedPart) || BLOCK_MARK.test(otherwisePart)) {
      throw new FigureError(`${file}: a {{confirmed}} block cannot hold another one`);
    }
    const keys = figureKeys(confirmedPart);
    if (keys.length === 0) throw new FigureError(`${file}: a {{confirmed}} block shows no figure: ${block.slice(0, 80)}`);
    for (const key of [...keys, ...figureKeys(otherwisePart)]) {
      if (!figures.values.has(key)) {
        throw new FigureError(`${file}: unknown figure "${key}" (not in the ${figures.year} figures file)`);
      }
    }
    for (const key of figureKeys(otherwisePart)) {
      if (figures.unconfirmed.has(key)) throw unconfirmedOutsideBlock(file, key);
    }
    return keys.every((key) => !figures.unconfirmed.has(key)) ? confirmedPart : otherwisePart;
  });
  const leftover = BLOCK_MARK.exec(chosen);
  if (leftover) {
    throw new FigureError(`${file}: malformed block "${leftover[0]}" (write {{confirmed}}…{{otherwise}}…{{/confirmed}})`);
  }
  return chosen;
}

/**
 * Replaces every `{{fig:KEY}}` in a lesson's markdown, after choosing the part of each `{{confirmed}}`
 * block to show. Fails, naming the lesson file and the key, on a key the figures file does not have, on
 * an unconfirmed figure outside a `{{confirmed}}` block, and on a lesson that uses figures without
 * saying (through `{{fig:year}}`) which year they are for.
 */
export function fillFigures(markdown: string, figures: Figures, file: string, locale: Locale = "en"): string {
  let usesFigures = false;
  let namesYear = false;
  const filled = chooseConfirmedParts(markdown, figures, file).replace(PLACEHOLDER, (_, rawKey: string) => {
    const key = rawKey.trim();
    if (key === "year") {
      namesYear = true;
      return String(figures.year);
    }
    const value = figures.values.get(key);
    if (value === undefined) {
      throw new FigureError(`${file}: unknown figure "${key}" (not in the ${figures.year} figures file)`);
    }
    if (figures.unconfirmed.has(key)) throw unconfirmedOutsideBlock(file, key);
    usesFigures = true;
    if (locale === "en") return value;
    const localized = figures.french.get(key) ?? frenchFigure(value);
    if (localized === null) {
      throw new FigureError(`${file}: figure "${key}" ("${value}") has no French form; give it one in the figures file ("fr")`);
    }
    return localized;
  });
  const leftover = /\{\{\s*fig\b[^}]*\}*/.exec(filled);
  if (leftover) throw new FigureError(`${file}: malformed figure placeholder "${leftover[0]}" (write {{fig:KEY}})`);
  if (usesFigures && !namesYear) {
    throw new FigureError(`${file}: uses official figures but never says which year they are for ({{fig:year}})`);
  }
  return filled;
}

const NO_BREAK = "\u00a0";
const FRENCH_NUMBER = new Map<number, Intl.NumberFormat>();
const FRENCH_DATE = new Intl.DateTimeFormat("fr-CA", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
const FRENCH_MONTH = new Intl.DateTimeFormat("fr-CA", { month: "long", year: "numeric", timeZone: "UTC" });
const ENGLISH_MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** A number as French writes it, with the decimals the English value had: "33,810" → "33 810", "5.25" → "5,25". */
function frenchNumber(english: string): string {
  const decimals = (english.split(".")[1] ?? "").length;
  let format = FRENCH_NUMBER.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat("fr-CA", { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    FRENCH_NUMBER.set(decimals, format);
  }
  return format.format(Number(english.replace(/,/g, "")));
}

/**
 * A figure's English value ("$7,000", "18%", "0.20 percentage points", "May 27, 2025") as French writes it
 * ("7 000 $", "18 %", "0,20 point de pourcentage", "27 mai 2025"), through Intl, never by hand; null for a
 * value of another shape, which then needs its French form in the figures file.
 */
export function frenchFigure(value: string): string | null {
  const amount = String.raw`\$(\d{1,3}(?:,\d{3})*(?:\.\d+)?)`;
  let match: RegExpExecArray | null;
  if ((match = new RegExp(`^${amount}$`).exec(value))) return `${frenchNumber(match[1]!)}${NO_BREAK}$`;
  if ((match = new RegExp(`^${amount}–${amount}$`).exec(value))) {
    return `${frenchNumber(match[1]!)}${NO_BREAK}$ à ${frenchNumber(match[2]!)}${NO_BREAK}$`;
  }
  if ((match = /^\$(\d+(?:\.\d+)?) million$/.exec(value))) return `${frenchNumber(match[1]!)}${NO_BREAK}million${NO_BREAK}$`;
  if ((match = /^(\d+(?:\.\d+)?)%$/.exec(value))) return `${frenchNumber(match[1]!)}${NO_BREAK}%`;
  if ((match = /^(\d+(?:\.\d+)?) percentage points?$/.exec(value))) {
    const points = Number(match[1]);
    return `${frenchNumber(match[1]!)}${NO_BREAK}${points >= 2 ? "points" : "point"} de pourcentage`;
  }
  if ((match = /^(\d+) years$/.exec(value))) return `${match[1]}${NO_BREAK}ans`;
  if (/^\d+½?$/.test(value)) return value.length > 4 ? frenchNumber(value) : value;
  if ((match = /^([A-Z][a-z]+) (\d{1,2}), (\d{4})$/.exec(value))) {
    const month = ENGLISH_MONTHS.indexOf(match[1]!);
    if (month < 0) return null;
    const day = Number(match[2]);
    const text = FRENCH_DATE.format(new Date(Date.UTC(Number(match[3]), month, day)));
    // French writes the first of the month as an ordinal: « 1er avril 2023 ».
    return day === 1 ? text.replace(/^1(?=\s)/, "1er") : text;
  }
  if ((match = /^([A-Z][a-z]+) (\d{4})$/.exec(value))) {
    const month = ENGLISH_MONTHS.indexOf(match[1]!);
    return month < 0 ? null : FRENCH_MONTH.format(new Date(Date.UTC(Number(match[2]), month, 1)));
  }
  return null;
}
