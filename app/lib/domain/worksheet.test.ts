import { describe, expect, it } from "vitest";
import { toCsv } from "./csv";
import { worksheetCsvRows, worksheetFilename, type Worksheet } from "./worksheet";

const worksheet: Worksheet = [
  {
    title: "Your income",
    header: ["Source", "Monthly amount"],
    rows: [
      ["Paycheque", ""],
      ["Side work", ""],
    ],
  },
  { title: null, header: ["Debt", "Balance", "Rate"], rows: [['=HYPERLINK("https://evil.example")', "$1,200", "19.99%"]] },
];

describe("worksheet CSV", () => {
  it("lists the lesson title, then each table under its title, a blank row between tables", () => {
    expect(worksheetCsvRows("Day 1 — Where Your Money Really Goes", worksheet)).toEqual([
      ["Day 1 — Where Your Money Really Goes — Worksheet"],
      [],
      ["Your income"],
      ["Source", "Monthly amount"],
      ["Paycheque", ""],
      ["Side work", ""],
      [],
      ["Debt", "Balance", "Rate"],
      ['=HYPERLINK("https://evil.example")', "$1,200", "19.99%"],
    ]);
  });

  it("takes its first row in the page's language when given one", () => {
    expect(worksheetCsvRows("Jour 1", worksheet, "Jour 1 — Feuille de travail")[0]).toEqual(["Jour 1 — Feuille de travail"]);
  });

  it("goes through the shared CSV code: amounts with commas are quoted and formulas stay text", () => {
    const csv = toCsv(worksheetCsvRows("Lesson", worksheet));
    expect(csv).toContain('"$1,200"');
    expect(csv).toContain(`"'=HYPERLINK(""https://evil.example"")"`);
    expect(csv).not.toMatch(/(^|,)=HYPERLINK/m);
  });

  it("names the file after the course and the lesson", () => {
    expect(worksheetFilename("debt-challenge", 2)).toBe("debt-challenge-lesson-02-worksheet.csv");
    expect(worksheetFilename("budget-bootcamp", 7)).toBe("budget-bootcamp-lesson-07-worksheet.csv");
  });
});
