import { describe, expect, it } from "vitest";
import { csvResponse, toCsv } from "./csv";

describe("toCsv", () => {
  it("starts with a byte order mark and ends rows with CRLF", () => {
    expect(
      toCsv([
        ["a", "b"],
        [1, 2],
      ]),
    ).toBe("\uFEFFa,b\r\n1,2\r\n");
  });

  it("quotes cells with commas, quotes and line breaks", () => {
    expect(toCsv([['Visa, "gold"', "line\nbreak"]])).toBe('\uFEFF"Visa, ""gold""","line\nbreak"\r\n');
  });

  it("neutralises text a spreadsheet would run as a formula", () => {
    expect(toCsv([['=HYPERLINK("x")', "+1", "-2", "@SUM(A1)", "\tx", "plain"]])).toBe(
      '\uFEFF"\'=HYPERLINK(""x"")",\'+1,\'-2,\'@SUM(A1),\'\tx,plain\r\n',
    );
  });

  it("writes numbers to the cent, negatives as numbers, and nothing for NaN", () => {
    expect(toCsv([[1234.5678, -50, Number.NaN, -0.001]])).toBe("\uFEFF1234.57,-50,,0\r\n");
  });
});

describe("csvResponse", () => {
  it("is an uncached attachment", async () => {
    const response = csvResponse("budget-plan.csv", [["Category", "Amount"]]);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="budget-plan.csv"');
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe("Category,Amount\r\n");
  });
});
