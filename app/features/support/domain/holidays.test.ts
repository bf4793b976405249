import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ALL_JURISDICTIONS } from "./jurisdiction";
import holidays2026 from "../../../../content/figures/holidays-2026.json";
import holidays2027 from "../../../../content/figures/holidays-2027.json";
import { HOLIDAY_TABLES } from "~/features/support/holiday-calendar.server";
import {
  HolidayTableError,
  holidayDaysOf,
  isCalendarDay,
  jurisdictionCodes,
  jurisdictionOf,
  parseHolidayTable,
  resolveJurisdiction,
  type HolidayTable,
} from "./holidays";

const tables: HolidayTable[] = [parseHolidayTable(holidays2026 as unknown, "2026"), parseHolidayTable(holidays2027 as unknown, "2027")];
const days = (table: HolidayTable, code: string) => new Set(table.jurisdictions[code]!.holidays.map((holiday) => holiday.date));

describe("the holiday tables in content/figures", () => {
  it("are the tables the server counts with, one per year, for 2026 and 2027", () => {
    expect(HOLIDAY_TABLES.map((table) => table.year)).toEqual([2026, 2027]);
    expect(tables.map((table) => table.year)).toEqual([2026, 2027]);
  });

  it("cover the current year, and from October the next: add next year's file when this asks for it", () => {
    const today = new Date();
    const years = HOLIDAY_TABLES.map((table) => table.year);
    expect(years).toContain(today.getUTCFullYear());
    // A due date is a few business days out: next year's holidays matter from late December, so the
    // file is asked for three months ahead (README, "Figures").
    if (today.getUTCMonth() >= 9) expect(years).toContain(today.getUTCFullYear() + 1);
  });

  it("have every province, territory and state a member can name, and both countries", () => {
    for (const table of tables) {
      expect(jurisdictionCodes([table])).toEqual([...ALL_JURISDICTIONS, "CA", "US"].sort());
    }
  });

  it("give every jurisdiction-year an official https source (a government's site), whether it is confirmed, and when it was checked", () => {
    const governments = [".gov", ".us", "canada.ca", ".gc.ca", ".gouv.qc.ca", "alberta.ca", "gov.bc.ca", "gov.mb.ca", "gnb.ca", "gov.nl.ca"];
    governments.push("novascotia.ca", "gov.nt.ca", "gov.nu.ca", "gov.on.ca", "princeedwardisland.ca", "saskatchewan.ca", "yukon.ca");
    for (const table of tables) {
      for (const [code, entry] of Object.entries(table.jurisdictions)) {
        const { protocol, hostname } = new URL(entry.source);
        expect(protocol, code).toBe("https:");
        const official = governments.some((suffix) =>
          suffix.startsWith(".") ? hostname.endsWith(suffix) : hostname === suffix || hostname.endsWith(`.${suffix}`),
        );
        expect(official, `${code}: ${hostname}`).toBe(true);
        expect(isCalendarDay(entry.checked), code).toBe(true);
      }
    }
  });

  it("list the days every province and territory keeps as Canada's, and the federal days in every state", () => {
    for (const table of tables) {
      const provinces = Object.keys(table.jurisdictions).filter((code) => code.startsWith("CA-"));
      const everywhere = [...days(table, provinces[0]!)].filter((day) => provinces.every((code) => days(table, code).has(day)));
      expect([...days(table, "CA")]).toEqual(everywhere);
      for (const state of Object.keys(table.jurisdictions).filter((code) => code.startsWith("US-"))) {
        for (const day of days(table, "US")) expect(days(table, state).has(day), `${state} ${day}`).toBe(true);
      }
    }
  });

  it("hold the holidays a reader can check by hand", () => {
    const [y2026, y2027] = tables as [HolidayTable, HolidayTable];
    // Ontario's nine public holidays of 2026 (Employment Standards Act), Boxing Day observed on Monday the 28th.
    expect(y2026.jurisdictions["CA-ON"]!.holidays.map((holiday) => holiday.date)).toEqual([
      "2026-01-01",
      "2026-02-16",
      "2026-04-03",
      "2026-05-18",
      "2026-07-01",
      "2026-09-07",
      "2026-10-12",
      "2026-12-25",
      "2026-12-26",
      "2026-12-28",
    ]);
    expect(days(y2026, "CA-QC").has("2026-06-24")).toBe(true);
    expect(days(y2026, "CA-ON").has("2026-06-24")).toBe(false);
    expect(days(y2026, "US").has("2026-06-19")).toBe(true);
    expect(days(y2027, "US").has("2027-06-18")).toBe(true);
    expect(days(y2026, "US").has("2026-07-03")).toBe(true);
    expect(days(y2026, "CA-BC").has("2026-09-30")).toBe(true);
    expect(days(y2026, "CA-AB").has("2026-09-30")).toBe(false);
    expect(days(y2026, "US-MA").has("2026-04-20")).toBe(true);
    // Every observed day is a weekday: a holiday is moved off the weekend, never onto it.
    for (const table of tables) {
      for (const [code, entry] of Object.entries(table.jurisdictions)) {
        for (const holiday of entry.holidays.filter((h) => h.name.includes("(observed)"))) {
          const weekday = new Date(`${holiday.date}T00:00:00Z`).getUTCDay();
          expect(weekday === 0 || weekday === 6, `${code} ${holiday.date}`).toBe(false);
        }
      }
    }
  });

  it("list each unconfirmed jurisdiction in docs/figures-to-confirm.md, and only those", () => {
    const doc = readFileSync(path.resolve("docs/figures-to-confirm.md"), "utf8");
    const section = doc.split(/^## /m).find((part) => part.startsWith("Statutory holidays"));
    expect(section, "a 'Statutory holidays' section").toBeDefined();
    const listed = [...section!.matchAll(/^\| [^|]+ \| `([A-Z-]+)` \|/gm)].map((match) => match[1]).sort();
    const unconfirmed = jurisdictionCodes(tables).filter((code) => tables.some((table) => !table.jurisdictions[code]!.confirmed));
    expect(listed).toEqual(unconfirmed);
  });
});

describe("reading a table", () => {
  const good = {
    year: 2026,
    jurisdictions: {
      "CA-ON": {
        name: "Ontario",
        source: "https://www.ontario.ca/document/your-guide-employment-standards-act-0/public-holidays",
        confirmed: true,
        checked: "2026-11-30",
        holidays: [
          { date: "2026-01-01", name: "New Year's Day" },
          { date: "2026-12-25", name: "Christmas Day" },
        ],
      },
    },
  };
  const withOntario = (change: Record<string, unknown>) => ({
    ...good,
    jurisdictions: { "CA-ON": { ...good.jurisdictions["CA-ON"], ...change } },
  });

  it("reads a well-formed table", () => {
    const table = parseHolidayTable(good, "t.json");
    expect(table.year).toBe(2026);
    expect(table.jurisdictions["CA-ON"]!.holidays).toHaveLength(2);
  });

  it("refuses a table that is not one, naming the file and the jurisdiction", () => {
    expect(() => parseHolidayTable([], "t.json")).toThrow(HolidayTableError);
    expect(() => parseHolidayTable({ ...good, jurisdictions: { Ontario: good.jurisdictions["CA-ON"] } }, "t.json")).toThrow(/t\.json: Ontario/);
    expect(() => parseHolidayTable(withOntario({ source: "http://example.com" }), "t.json")).toThrow(/t\.json: CA-ON: no source/);
    expect(() => parseHolidayTable(withOntario({ source: undefined }), "t.json")).toThrow(/no source/);
    expect(() => parseHolidayTable(withOntario({ confirmed: "yes" }), "t.json")).toThrow(/confirmed/);
    expect(() => parseHolidayTable(withOntario({ checked: "soon" }), "t.json")).toThrow(/checked/);
    expect(() => parseHolidayTable(withOntario({ holidays: [] }), "t.json")).toThrow(/no holidays/);
  });

  it("refuses a day that does not exist, belongs to another year, or comes out of order", () => {
    const holidays = (...dates: string[]) => withOntario({ holidays: dates.map((date) => ({ date, name: "X" })) });
    expect(() => parseHolidayTable(holidays("2026-02-30"), "t.json")).toThrow(/not a day of 2026/);
    expect(() => parseHolidayTable(holidays("2027-01-01"), "t.json")).toThrow(/not a day of 2026/);
    expect(() => parseHolidayTable(holidays("2026-07-01", "2026-01-01"), "t.json")).toThrow(/out of order/);
    expect(() => parseHolidayTable(holidays("2026-07-01", "2026-07-01"), "t.json")).toThrow(/out of order/);
  });
});

describe("whose holidays count", () => {
  it("names the province or state when known, else the country, else no one", () => {
    expect(jurisdictionOf("CA", "ON")).toBe("CA-ON");
    expect(jurisdictionOf("US", "TX")).toBe("US-TX");
    expect(jurisdictionOf("US", null)).toBe("US");
    expect(jurisdictionOf("CA", "")).toBe("CA");
    expect(jurisdictionOf(null, "ON")).toBeNull();
    expect(jurisdictionOf("FR", "IDF")).toBeNull();
  });

  it("resolves a code no table has to its country, and nothing to nothing", () => {
    expect(resolveJurisdiction(tables, "CA-QC")).toBe("CA-QC");
    expect(resolveJurisdiction(tables, "CA-ZZ")).toBe("CA");
    expect(resolveJurisdiction(tables, "US")).toBe("US");
    expect(resolveJurisdiction(tables, "FR-75")).toBeNull();
    expect(resolveJurisdiction(tables, "CAZ")).toBeNull();
    expect(resolveJurisdiction(tables, null)).toBeNull();
    expect(holidayDaysOf(tables, null).size).toBe(0);
    expect(holidayDaysOf(tables, "CA-QC").has("2027-06-24")).toBe(true);
  });
});
