import { describe, expect, it } from "vitest";
import { dateLabels } from "./ui";

describe("the history's date labels", () => {
  it("tell two snapshots of one day apart, in the page's language", () => {
    const rows = [{ date: "2026-03-01" }, { date: "2026-03-01" }, { date: "2026-04-15" }];
    expect(dateLabels(rows)).toEqual(["Mar 1, 2026", "Mar 1, 2026 (2)", "Apr 15, 2026"]);
    expect(dateLabels(rows, "fr")).toEqual(["1 mars 2026", "1 mars 2026 (2)", "15 avr. 2026"]);
  });
});
