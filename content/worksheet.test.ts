import { describe, expect, it } from "vitest";
import { extractWorksheet } from "./worksheet";

describe("extracting a lesson's worksheet", () => {
  it("takes every table under ## Worksheet, with its ### title and plain-text cells", () => {
    const markdown = [
      "## Worked example",
      "",
      "| Not | Worksheet |",
      "|---|---|",
      "| a | b |",
      "",
      "## Worksheet",
      "",
      "Fill this in.",
      "",
      "### Your income",
      "",
      "| Source | Monthly amount |",
      "|---|---|",
      "| **Paycheque** | |",
      "| Side work `freelance` & tips | $0 |",
      "",
      "| Check | Done? |",
      "|---|---|",
      "| [Pay stub](https://example.com) read | |",
    ].join("\n");
    expect(extractWorksheet(markdown)).toEqual([
      {
        title: "Your income",
        header: ["Source", "Monthly amount"],
        rows: [
          ["Paycheque", ""],
          ["Side work freelance & tips", "$0"],
        ],
      },
      { title: "Your income", header: ["Check", "Done?"], rows: [["Pay stub read", ""]] },
    ]);
  });

  it("stops at the next ## section and resets the ### title there", () => {
    const markdown = "## Worksheet\n\n| A |\n|---|\n| 1 |\n\n## Key takeaways\n\n| B |\n|---|\n| 2 |\n";
    expect(extractWorksheet(markdown)).toEqual([{ title: null, header: ["A"], rows: [["1"]] }]);
  });

  it("is empty for a lesson without a worksheet", () => {
    expect(extractWorksheet("## Budget\n\n| A |\n|---|\n| 1 |\n")).toEqual([]);
  });
});
