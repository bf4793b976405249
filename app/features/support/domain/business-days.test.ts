import { describe, expect, it } from "vitest";
import { addBusinessDays } from "./business-days";

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
