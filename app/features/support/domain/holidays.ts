/**
 * Statutory holidays for counting support due dates (issue 39 item 5, ADR 044): one table per year in
 * content/figures/holidays-{year}.json, each jurisdiction with its official source. Pure: the tables are
 * passed in (holiday-calendar.server.ts bundles the files), so nothing here reads a file or a database.
 *
 * A jurisdiction is an ISO 3166-2 code as advisers' registrations use ("CA-ON", "US-TX"), or a country
 * ("CA", "US") for a member whose province or state is not known: Canada's entry is the days that are
 * holidays in every province and territory, the United States' the federal legal public holidays.
 */

export interface Holiday {
  /** The UTC calendar day, YYYY-MM-DD. */
  date: string;
  name: string;
}

export interface JurisdictionHolidays {
  name: string;
  /** The official page the list is checked against. */
  source: string;
  /** True only where a stored copy of `source` was read and lists these holidays (else docs/figures-to-confirm.md). */
  confirmed: boolean;
  /** When the list was checked, YYYY-MM-DD. */
  checked: string;
  holidays: readonly Holiday[];
}

export interface HolidayTable {
  year: number;
  jurisdictions: Readonly<Record<string, JurisdictionHolidays>>;
}

export class HolidayTableError extends Error {
  override name = "HolidayTableError";
}

const CODE = /^(CA|US)(-[A-Z]{2})?$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A real calendar day written YYYY-MM-DD (not "2026-02-30"). */
export function isCalendarDay(day: string): boolean {
  if (!DAY.test(day)) return false;
  const at = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === day;
}

/**
 * Checks a year's table: every jurisdiction has a code of the form "CA-ON" (or a country), an official
 * https:// source, whether a stored copy confirmed it, when it was checked, and holidays that are real days
 * of that year, in order. A malformed file fails loudly, naming the file and the jurisdiction.
 */
export function parseHolidayTable(data: unknown, file: string): HolidayTable {
  if (!isRecord(data) || !Number.isInteger(data.year) || !isRecord(data.jurisdictions)) {
    throw new HolidayTableError(`${file}: expected { "year": <year>, "jurisdictions": { "<code>": { ... } } }`);
  }
  const year = data.year as number;
  const jurisdictions: Record<string, JurisdictionHolidays> = {};
  for (const [code, entry] of Object.entries(data.jurisdictions)) {
    const where = `${file}: ${code}`;
    if (!CODE.test(code)) throw new HolidayTableError(`${where}: a code looks like "CA", "CA-ON" or "US-TX"`);
    if (!isRecord(entry)) throw new HolidayTableError(`${where}: not an object`);
    if (typeof entry.name !== "string" || !entry.name.trim()) throw new HolidayTableError(`${where}: no name`);
    if (typeof entry.source !== "string" || !/^https:\/\/\S+$/.test(entry.source)) {
      throw new HolidayTableError(`${where}: no source (an official https:// URL is required)`);
    }
    if (typeof entry.confirmed !== "boolean") throw new HolidayTableError(`${where}: "confirmed" must be true or false`);
    if (typeof entry.checked !== "string" || !isCalendarDay(entry.checked))
      throw new HolidayTableError(`${where}: "checked" must be a YYYY-MM-DD day`);
    if (!Array.isArray(entry.holidays) || entry.holidays.length === 0) throw new HolidayTableError(`${where}: no holidays`);
    const holidays: Holiday[] = [];
    for (const holiday of entry.holidays as unknown[]) {
      if (!isRecord(holiday) || typeof holiday.date !== "string" || typeof holiday.name !== "string" || !holiday.name.trim()) {
        throw new HolidayTableError(`${where}: each holiday is { "date": "YYYY-MM-DD", "name": "..." }`);
      }
      if (!isCalendarDay(holiday.date) || Number(holiday.date.slice(0, 4)) !== year) {
        throw new HolidayTableError(`${where}: ${holiday.date} is not a day of ${year}`);
      }
      const previous = holidays.at(-1);
      if (previous && previous.date >= holiday.date) throw new HolidayTableError(`${where}: holidays out of order at ${holiday.date}`);
      holidays.push({ date: holiday.date, name: holiday.name });
    }
    jurisdictions[code] = { name: entry.name, source: entry.source, confirmed: entry.confirmed, checked: entry.checked, holidays };
  }
  return { year, jurisdictions };
}

/** The jurisdiction whose holidays count: the province or state when known, else the country, else none. */
export function jurisdictionOf(country: string | null | undefined, region: string | null | undefined): string | null {
  if (country !== "CA" && country !== "US") return null;
  return region && /^[A-Z]{2}$/.test(region) ? `${country}-${region}` : country;
}

/**
 * The code whose list applies: the jurisdiction itself when a table has it, else its country ("CA-XX" →
 * "CA"), else null (no jurisdiction, as for a visitor: weekends only).
 */
export function resolveJurisdiction(tables: readonly HolidayTable[], jurisdiction: string | null | undefined): string | null {
  if (!jurisdiction) return null;
  const known = (code: string) => tables.some((table) => code in table.jurisdictions);
  if (known(jurisdiction)) return jurisdiction;
  const country = jurisdiction.slice(0, 2);
  return jurisdiction.length > 2 && jurisdiction[2] === "-" && known(country) ? country : null;
}

/** The holiday days (YYYY-MM-DD) that count for `jurisdiction` (resolved as above) across the years' tables. */
export function holidayDaysOf(tables: readonly HolidayTable[], jurisdiction: string | null | undefined): ReadonlySet<string> {
  const days = new Set<string>();
  const code = resolveJurisdiction(tables, jurisdiction);
  if (!code) return days;
  for (const table of tables) {
    for (const holiday of table.jurisdictions[code]?.holidays ?? []) days.add(holiday.date);
  }
  return days;
}

/** Every jurisdiction code the tables know. */
export function jurisdictionCodes(tables: readonly HolidayTable[]): string[] {
  return [...new Set(tables.flatMap((table) => Object.keys(table.jurisdictions)))].sort();
}
