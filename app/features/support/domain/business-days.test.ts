import { describe, expect, it } from "vitest";
import holidays2026 from "../../../../content/figures/holidays-2026.json";
import holidays2027 from "../../../../content/figures/holidays-2027.json";
import { addBusinessDays, utcDay } from "./business-days";
import { holidayDaysOf, parseHolidayTable } from "./holidays";

// 2026-11-23 is a Monday.
const at = (day: string, time = "15:30:00") => new Date(`${day}T${time}Z`);

describe("business days in UTC", () => {
  it("adds weekdays within a week", () => {
    expect(addBusinessDays(at("2026-11-23"), 1)).toEqual(at("2026-11-24"));
    expect(addBusinessDays(at("2026-11-23"), 3)).toEqual(at("2026-11-26"));
  });

  it("skips Saturday and Sunday", () => {
    // Friday + 1 is Monday; Thursday + 3 is Tuesday.
    expect(addBusinessDays(at("2026-11-27"), 1)).toEqual(at("2026-11-30"));
    expect(addBusinessDays(at("2026-11-26"), 3)).toEqual(at("2026-12-01"));
  });

  it("counts a weekend request from the Monday after it", () => {
    expect(addBusinessDays(at("2026-11-28"), 1)).toEqual(at("2026-12-01"));
    expect(addBusinessDays(at("2026-11-29", "23:59:00"), 2)).toEqual(at("2026-12-02", "23:59:00"));
  });

  it("decides the weekday in UTC, not in a local zone", () => {
    // Friday 23:30 in Toronto is already Saturday in UTC: due Tuesday, as any Saturday request.
    expect(addBusinessDays(at("2026-11-28", "04:30:00"), 1)).toEqual(at("2026-12-01", "04:30:00"));
  });
});

describe("business days skip the member's statutory holidays (issue 39 item 5)", () => {
  const tables = [
    parseHolidayTable(holidays2026 as unknown, "holidays-2026.json"),
    parseHolidayTable(holidays2027 as unknown, "holidays-2027.json"),
  ];
  const due = (day: string, days: number, jurisdiction: string | null, time = "15:30:00") =>
    utcDay(addBusinessDays(at(day, time), days, holidayDaysOf(tables, jurisdiction)));

  it("skips Good Friday in Ontario: a Thursday request with a one-day target is due the Monday after", () => {
    // 2026-04-02 is the Thursday before Good Friday (April 3); Easter Monday is not an Ontario holiday.
    expect(due("2026-04-02", 1, "CA-ON")).toBe("2026-04-06");
    expect(due("2027-03-25", 1, "CA-ON")).toBe("2027-03-29");
    // Good Friday is no federal holiday in the United States, nor a New York one: due on the Friday.
    expect(due("2026-04-02", 1, "US-NY")).toBe("2026-04-03");
  });

  it("skips Saint-Jean-Baptiste (June 24) in Quebec only", () => {
    // 2026-06-23 is a Tuesday.
    expect(due("2026-06-23", 1, "CA-QC")).toBe("2026-06-25");
    expect(due("2026-06-23", 1, "CA-ON")).toBe("2026-06-24");
    expect(due("2026-06-23", 1, "US-CA")).toBe("2026-06-24");
  });

  it("skips Juneteenth in every state, and its observed Friday when June 19 is a Saturday", () => {
    // 2026-06-18 is a Thursday; June 19, 2026 a Friday.
    expect(due("2026-06-18", 1, "US")).toBe("2026-06-22");
    expect(due("2026-06-18", 1, "US-WY")).toBe("2026-06-22");
    expect(due("2026-06-18", 1, "CA-ON")).toBe("2026-06-19");
    // June 19, 2027 is a Saturday, observed on Friday June 18.
    expect(due("2027-06-17", 1, "US-TX")).toBe("2027-06-21");
  });

  it("skips a state's own holidays: the day after Thanksgiving in Texas, not in New York", () => {
    // Thanksgiving 2026 is Thursday November 26; a Wednesday request with a one-day target.
    expect(due("2026-11-25", 1, "US-TX")).toBe("2026-11-30");
    expect(due("2026-11-25", 1, "US-NY")).toBe("2026-11-27");
    // Patriots' Day (third Monday of April) in Massachusetts.
    expect(due("2026-04-17", 1, "US-MA")).toBe("2026-04-21");
    expect(due("2026-04-17", 1, "US-NY")).toBe("2026-04-20");
  });

  it("skips the weekday a weekend holiday is observed on, where the jurisdiction moves it", () => {
    // Boxing Day 2026 is a Saturday; Ontario observes it on Monday December 28, Alberta has no Boxing Day.
    expect(due("2026-12-24", 1, "CA-ON")).toBe("2026-12-29");
    expect(due("2026-12-24", 1, "CA-AB")).toBe("2026-12-28");
    // Christmas 2027 is a Saturday: observed Friday December 24 federally in the United States.
    expect(due("2027-12-23", 1, "US")).toBe("2027-12-27");
    // New Year's Day 2028 is a Saturday: observed on Friday December 31, 2027.
    expect(due("2027-12-30", 1, "US")).toBe("2028-01-03");
  });

  it("counts across the turn of the year", () => {
    // 2026-12-31 is a Thursday; January 1, 2027 a Friday and a holiday everywhere.
    expect(due("2026-12-31", 1, "CA-QC")).toBe("2027-01-04");
    expect(due("2026-12-31", 1, "US-CA")).toBe("2027-01-04");
  });

  it("counts a request made on a holiday from the next business day, at the same time of day", () => {
    // Canada Day 2026 is a Wednesday.
    expect(addBusinessDays(at("2026-07-01", "10:00:00"), 1, holidayDaysOf(tables, "CA-ON"))).toEqual(at("2026-07-03", "10:00:00"));
    // Good Friday in Ontario, three days: from Monday April 6, due Thursday April 9.
    expect(due("2026-04-03", 3, "CA-ON")).toBe("2026-04-09");
  });

  it("decides the holiday on the UTC day, as the weekday", () => {
    // 2026-06-30 22:00 in Toronto is already Canada Day (July 1) in UTC: counted from July 2.
    expect(addBusinessDays(at("2026-07-01", "02:00:00"), 1, holidayDaysOf(tables, "CA-ON"))).toEqual(at("2026-07-03", "02:00:00"));
    // And 2026-07-01 20:00 in Vancouver is July 2 in UTC: no longer the holiday.
    expect(addBusinessDays(at("2026-07-02", "03:00:00"), 1, holidayDaysOf(tables, "CA-BC"))).toEqual(at("2026-07-03", "03:00:00"));
  });

  it("falls back to the country's list for a member whose province or state is not known, and to weekends for no one", () => {
    // Canada's list is the days every province and territory keeps: Canada Day is one, Saint-Jean-Baptiste is not.
    expect(due("2026-06-30", 1, "CA")).toBe("2026-07-02");
    expect(due("2026-06-23", 1, "CA")).toBe("2026-06-24");
    // The United States' list is the federal one.
    expect(due("2026-10-09", 1, "US")).toBe("2026-10-13");
    // A code no table has counts its country's holidays; no jurisdiction (a visitor) weekends only.
    expect(due("2026-06-30", 1, "CA-ZZ")).toBe("2026-07-02");
    expect(due("2026-06-30", 1, null)).toBe("2026-07-01");
    expect(due("2026-12-24", 1, null)).toBe("2026-12-25");
  });

  it("leaves the count unchanged when no holiday falls in the way", () => {
    expect(due("2026-11-23", 3, "CA-ON")).toBe("2026-11-26");
    expect(addBusinessDays(at("2026-11-23"), 3, new Set())).toEqual(addBusinessDays(at("2026-11-23"), 3));
  });
});
