import { describe, expect, it } from "vitest";
import { dayNumber, formatDate, formatMonth, monthAfter, utcDate } from "./dates";

describe("utcDate", () => {
  it("is the UTC calendar date of a moment", () => {
    expect(utcDate(new Date("2025-03-15T23:59:59Z"))).toBe("2025-03-15");
    expect(utcDate(new Date("2025-03-15T23:30:00-05:00"))).toBe("2025-03-16");
  });
});

describe("dayNumber", () => {
  it("reads real calendar dates only", () => {
    expect(dayNumber("1970-01-02")).toBe(1);
    expect(dayNumber("2024-02-29")).not.toBeNull();
    expect(dayNumber("0001-01-01")).toBe(-719162);
    expect(dayNumber("2025-02-29")).toBeNull();
    expect(dayNumber("2025-13-01")).toBeNull();
    expect(dayNumber("2025-3-1")).toBeNull();
    expect(dayNumber("")).toBeNull();
    expect(dayNumber("next year")).toBeNull();
  });
});

describe("monthAfter", () => {
  it("counts the first payment one month after today", () => {
    expect(monthAfter("2025-01-31", 1)).toBe("2025-02");
    expect(monthAfter("2025-11-15", 2)).toBe("2026-01");
    expect(monthAfter("2025-06-01", 600)).toBe("2075-06");
    expect(monthAfter("2025-06-01", 0)).toBe("2025-06");
  });
});

describe("formatMonth", () => {
  it("names the calendar month", () => {
    expect(formatMonth("2026-03")).toBe("Mar 2026");
    expect(formatMonth("2075-12")).toBe("Dec 2075");
  });

  it("writes every month as Intl's en-US short month does", () => {
    const intl = new Intl.DateTimeFormat("en-US", { month: "short", year: "numeric", timeZone: "UTC" });
    for (let month = 1; month <= 12; month++) {
      expect(formatMonth(`2031-${String(month).padStart(2, "0")}`)).toBe(intl.format(new Date(Date.UTC(2031, month - 1, 1))));
    }
  });
});

describe("formatDate", () => {
  it("writes a calendar date, and nothing for an invalid one", () => {
    expect(formatDate("2026-03-15")).toBe("Mar 15, 2026");
    const intl = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
    for (let day = 0; day < 800; day += 7) {
      const moment = new Date(Date.UTC(2026, 0, 1 + day));
      expect(formatDate(moment.toISOString().slice(0, 10))).toBe(intl.format(moment));
    }
    expect(formatDate("2026-02-31")).toBe("");
  });
});
