/**
 * The statutory-holiday tables support due dates count with (issue 39 item 5, ADR 044), bundled into the
 * server build: the Worker has no file system. One file per year in content/figures; a year with no file
 * counts weekends only, and a unit test fails while the current or next year has none. Server-only: the
 * tables are large and no page needs them (due dates are stored with the request).
 */
import holidays2026 from "../../../content/figures/holidays-2026.json";
import holidays2027 from "../../../content/figures/holidays-2027.json";
import { holidayDaysOf, parseHolidayTable, resolveJurisdiction, type HolidayTable } from "./domain/holidays";

export const HOLIDAY_TABLES: readonly HolidayTable[] = [
  parseHolidayTable(holidays2026 as unknown, "content/figures/holidays-2026.json"),
  parseHolidayTable(holidays2027 as unknown, "content/figures/holidays-2027.json"),
];

const cache = new Map<string | null, ReadonlySet<string>>();

/** The holiday days (UTC, YYYY-MM-DD) a request from `jurisdiction` skips: its own, else its country's, else none. */
export function holidayDaysFor(jurisdiction: string | null | undefined): ReadonlySet<string> {
  const key = resolveJurisdiction(HOLIDAY_TABLES, jurisdiction);
  let days = cache.get(key);
  if (!days) {
    days = holidayDaysOf(HOLIDAY_TABLES, key);
    cache.set(key, days);
  }
  return days;
}
