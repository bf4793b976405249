/**
 * Calendar dates (the tools' plans, the dashboard's dates), as "YYYY-MM-DD" strings counted in whole
 * UTC days, so a time zone or a daylight-saving change never moves a count. "Today" is always passed
 * in (the route reads the clock once and gives the same date to the server render and the browser),
 * never read here.
 */
const DAY_MS = 86_400_000;

/** The UTC calendar date of a moment: what the routes pass in as "today". */
export function utcDate(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

/** Days since 1970-01-01 for a real "YYYY-MM-DD" calendar date, else null (so "2025-02-30" is no date). */
export function dayNumber(date: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // setUTCFullYear, unlike Date.UTC, does not read years 0-99 as 1900-1999.
  const check = new Date(0);
  check.setUTCFullYear(year, month - 1, day);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return check.getTime() / DAY_MS;
}

/** The calendar month ("YYYY-MM") `months` after `today` ("YYYY-MM-DD"): when payment `months` falls. */
export function monthAfter(today: string, months: number): string {
  const [year, month] = today.split("-").map(Number) as [number, number];
  const index = year * 12 + (month - 1) + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

// en-US short month names, as Intl writes them (a plan labels hundreds of months; Intl costs far more per call).
const MONTH_NAMES = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

/** "2026-03" → "Mar 2026". */
export function formatMonth(yearMonth: string): string {
  const [year, month] = yearMonth.split("-").map(Number);
  return `${MONTH_NAMES[month! - 1]} ${year}`;
}

/** "2026-03-15" → "Mar 15, 2026"; "" for anything that is not a real date. */
export function formatDate(date: string): string {
  if (dayNumber(date) === null) return "";
  const [year, month, day] = date.split("-").map(Number);
  return `${MONTH_NAMES[month! - 1]} ${day}, ${year}`;
}
