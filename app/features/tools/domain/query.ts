/**
 * Reading a tool's state from its query string. The URL is the whole state of every free tool (a GET
 * form whose fields are the spec's keys), so the same parsing runs on the server (no-JS submit, CSV
 * export) and in the browser (live update). Plain TypeScript: no framework imports.
 *
 * Privacy rule for every tool: inputs are never logged, and stored only when a signed-in learner
 * presses Save (saved plans, ADR 041). Otherwise they live only in the URL and the page; tool code
 * never touches the database itself and never logs the query string (the linter guards both:
 * eslint.config.js; the one server module a tool route may import is saved plans' loader and action).
 */
import { CURRENCIES, type Currency } from "~/lib/domain/catalog";
import type { Locale } from "~/lib/i18n/locale";
import { roundToCents } from "./format";

/**
 * Largest magnitude any amount may take. Spec 5 says numbers are parsed as numbers; beyond 10^15 (a
 * quadrillion) doubles stop holding cents and sums can overflow to Infinity, so larger values are
 * clamped here rather than crashing or printing "∞".
 */
export const MAX_AMOUNT = 1e15;

/** Rows beyond this are ignored: no real plan has more, and it bounds the work a crafted URL can cause. */
export const MAX_ROWS = 50;

// A plain decimal, as <input type="number"> sends it. Stricter than Number(), which would accept "0x10".
const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;

export interface NumberOptions {
  /** Keep negative values (e.g. a previous net worth); otherwise a negative amount counts as 0. */
  allowNegative?: boolean;
  /** Upper bound, for inputs with a natural ceiling (e.g. a percentage). Defaults to MAX_AMOUNT. */
  max?: number;
  /**
   * The language of the page the number was typed on. French pages also read "1 234,50" (spaces between
   * digit groups, a decimal comma); English reads only what a number input sends.
   */
  locale?: Locale;
}

// French digit groups may be set apart by a space, a no-break space or a narrow no-break space.
const FRENCH_GROUP_SPACES = /[ \u00a0\u202f]/g;

/**
 * A number as typed on a page in `locale`, written the way a number input sends it ("1 234,50" → "1234.50"
 * in French); null when it is no number in that language. English text is returned as it is.
 */
export function canonicalDecimal(raw: string, locale: Locale = "en"): string | null {
  const text = raw.trim();
  if (locale === "en") return DECIMAL.test(text) ? text : null;
  // A typed "−" (the minus sign) is a minus; at most one comma, which is the decimal mark.
  const written = text.replace(FRENCH_GROUP_SPACES, "").replace(/^\u2212/, "-");
  if ((written.match(/,/g) ?? []).length > 1) return null;
  const decimal = written.replace(",", ".");
  return DECIMAL.test(decimal) ? decimal : null;
}

/** A number from the address as a field on a page in `locale` shows it: "1234.5" is "1234,5" in French. */
export function localizedDecimal(raw: string, locale: Locale = "en"): string {
  return locale === "en" || !DECIMAL.test(raw.trim()) ? raw : raw.replace(".", ",");
}

/**
 * A tool's query with the numbers typed in `locale` written as a number input sends them (`isNumberKey`
 * names the tool's numeric fields), so a plan's address, saved plans and the advanced tools read the same
 * numbers in either language. Anything that is no number stays as typed (it counts as 0 anyway); English
 * queries are returned untouched.
 */
export function canonicalQuery(query: string, isNumberKey: (key: string) => boolean, locale: Locale): string {
  if (locale === "en") return query;
  const params = new URLSearchParams(query);
  let changed = false;
  const canonical = new URLSearchParams();
  for (const [key, value] of params) {
    const number = isNumberKey(key) ? canonicalDecimal(value, locale) : null;
    if (number !== null && number !== value) changed = true;
    canonical.append(key, number ?? value);
  }
  return changed ? canonical.toString() : query;
}

/**
 * Spec 5: "numeric inputs parsed as numbers; empty or invalid counts as 0". Amounts cannot be
 * negative (a negative expense or asset is a typo, not a plan), so by default they count as 0 too.
 */
export function parseNumber(raw: string | null | undefined, options: NumberOptions = {}): number {
  const text = canonicalDecimal(raw ?? "", options.locale) ?? "";
  if (!DECIMAL.test(text)) return 0;
  const value = Number(text);
  if (!Number.isFinite(value)) return 0;
  const max = options.max ?? MAX_AMOUNT;
  const min = options.allowNegative ? -max : 0;
  // `+ 0` turns -0 into 0 so it never prints as "-$0.00".
  return Math.min(max, Math.max(min, value)) + 0;
}

/** One numeric field of the query (the first value when repeated). */
export function readNumber(params: URLSearchParams, key: string, options?: NumberOptions): number {
  return parseNumber(params.get(key), options);
}

/** One field restricted to known values; anything else (missing, misspelt) falls back. */
export function readChoice<T extends string>(params: URLSearchParams, key: string, choices: readonly T[], fallback: T): T {
  const value = params.get(key);
  return choices.find((choice) => choice === value) ?? fallback;
}

/**
 * The Export button submits the currency the page is shown in under this key, so the file's amounts
 * are labelled like the screen without the export route looking anything up.
 */
export const EXPORT_CURRENCY_KEY = "currency";

export function readExportCurrency(params: URLSearchParams): Currency {
  return readChoice(params, EXPORT_CURRENCY_KEY, CURRENCIES, "USD");
}

/**
 * Rows whose fields repeat in row order (`name=a&balance=1&name=b&balance=2`), as raw strings. A
 * browser submits every field of every row, so the i-th value of each key belongs to row i; a key
 * that is short (a hand-edited URL) reads as "" for the missing rows. At most `maxRows` rows.
 */
export function readRows<K extends string>(params: URLSearchParams, keys: readonly K[], maxRows: number = MAX_ROWS): Record<K, string>[] {
  const columns = keys.map((key) => params.getAll(key));
  const count = Math.min(maxRows, Math.max(0, ...columns.map((column) => column.length)));
  return Array.from(
    { length: count },
    (_, row) => Object.fromEntries(keys.map((key, column) => [key, columns[column]![row] ?? ""])) as Record<K, string>,
  );
}

/**
 * The sum of amounts, to the cent, never NaN (an empty list sums to 0). Dollars with cents are not exact in
 * binary: 1200 + 450.20 + 200.20 + 300.30 is 2150.7000000000003, and a budget that balances would read as a
 * deficit of a fraction of a cent, shown red as "-$0.00".
 */
export function sum(values: readonly number[]): number {
  return roundToCents(values.reduce((total, value) => total + value, 0));
}
