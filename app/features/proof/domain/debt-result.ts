/**
 * The Debt Challenge's results form: where it lives, which lesson leads to it, and how an amount typed
 * into it is read. Pure rules, unit-tested.
 */
import type { CourseSlug } from "~/lib/domain/catalog";
import type { Locale } from "~/lib/i18n/locale";

/** The course whose learners report their debt results, and the lesson that asks for them (Phase 4, "Day 90: measure honestly"). */
export const RESULTS_COURSE = "debt-challenge" satisfies CourseSlug;
export const RESULTS_LESSON = 4;
export const RESULTS_PATH = `/courses/${RESULTS_COURSE}/results`;

/** Above this a figure is a typo, not a debt (and it keeps every sum far inside a safe integer). */
export const MAX_AMOUNT_CENTS = 10_000_000_00;

export type AmountReading = { ok: true; cents: number } | { ok: false; problem: "empty" | "negative" | "malformed" | "too-large" };

/** "12,345.67", "$12 345", "12345": grouping commas or spaces, a leading dollar sign, at most two decimals after a point. */
const AMOUNT = /^\$?\s*(\d{1,3}(?:[,\s]\d{3})*|\d+)(?:\.(\d{1,2}))?$/;
/** French also writes the cents after a comma, groups with spaces only then, and puts the sign last: "12 345,67 $". */
const FRENCH_AMOUNT = /^\$?\s*(\d{1,3}(?:\s\d{3})*|\d+),(\d{1,2})$/;

/**
 * Reads an amount as people type it: "12,345.67", "$12 345", "12345". Grouping commas and spaces and a
 * leading dollar sign are allowed; at most two decimals; never negative. On French pages, also as French
 * writes it: "12 345,67", "12 345 $" (a comma before one or two digits is the decimal comma there).
 */
export function readAmount(raw: string, locale: Locale = "en"): AmountReading {
  const typed = raw.trim();
  if (typed === "") return { ok: false, problem: "empty" };
  if (/^[-−(]/.test(typed) || /^\$\s*-/.test(typed)) return { ok: false, problem: "negative" };
  const text = locale === "fr" ? typed.replace(/\s*\$$/, "") : typed;
  const match = AMOUNT.exec(text) ?? (locale === "fr" ? FRENCH_AMOUNT.exec(text) : null);
  if (!match) return { ok: false, problem: "malformed" };
  const dollars = Number(match[1]!.replace(/[,\s]/g, ""));
  const cents = dollars * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  if (!Number.isSafeInteger(cents) || cents > MAX_AMOUNT_CENTS) return { ok: false, problem: "too-large" };
  return { ok: true, cents };
}

/** Cents as the form shows them back: "12345.67", or "12345" for whole dollars ("12345,67" on French pages). */
export function amountInput(cents: number, locale: Locale = "en"): string {
  const dollars = Math.floor(cents / 100);
  const rest = cents % 100;
  return rest === 0 ? String(dollars) : `${dollars}${locale === "fr" ? "," : "."}${String(rest).padStart(2, "0")}`;
}
