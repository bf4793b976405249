import { describe, expect, it } from "vitest";
import { addMonths } from "./local-provider.server";

describe("the test provider's billing months", () => {
  const at = (iso: string) => new Date(iso);

  it("keeps the day of the month and the time", () => {
    expect(addMonths(at("2027-03-15T14:05:00Z"), 1)).toEqual(at("2027-04-15T14:05:00Z"));
    expect(addMonths(at("2027-12-10T00:00:00Z"), 1)).toEqual(at("2028-01-10T00:00:00Z"));
    expect(addMonths(at("2027-01-10T00:00:00Z"), -1)).toEqual(at("2026-12-10T00:00:00Z"));
  });

  it("ends a month started on a day the next month lacks on that month's last day, as Stripe does", () => {
    expect(addMonths(at("2027-01-31T09:00:00Z"), 1)).toEqual(at("2027-02-28T09:00:00Z"));
    expect(addMonths(at("2028-01-31T09:00:00Z"), 1)).toEqual(at("2028-02-29T09:00:00Z"));
    expect(addMonths(at("2027-03-31T09:00:00Z"), 1)).toEqual(at("2027-04-30T09:00:00Z"));
    expect(addMonths(at("2027-03-31T09:00:00Z"), -1)).toEqual(at("2027-02-28T09:00:00Z"));
  });
});
