import { describe, expect, it } from "vitest";
import { listText } from "./lists";

describe("listText", () => {
  it("joins two items with the language's 'and'", () => {
    expect(listText(["CA$120,000+", "US$45,000+"], "en")).toBe("CA$120,000+ and US$45,000+");
    expect(listText(["le Canada", "les États-Unis"], "fr")).toBe("le Canada et les États-Unis");
  });

  it("leaves one item as it is, and writes three the language's way", () => {
    expect(listText(["Canada"], "en")).toBe("Canada");
    expect(listText(["A", "B", "C"], "en")).toBe("A, B, and C");
    expect(listText(["A", "B", "C"], "fr")).toBe("A, B et C");
  });
});
