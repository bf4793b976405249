import { describe, expect, it } from "vitest";
import { MAX_ROWS } from "./query";
import { applyRowAction, canAddRow, canRemoveRow, readToolRows } from "./rows";

const KEYS = ["name", "amount"] as const;
const newRow = (row: number) => ({ name: "", amount: row === 0 ? "first" : "" });

function action(query: string) {
  return applyRowAction(new URLSearchParams(query), KEYS, newRow)?.toString() ?? null;
}

describe("readToolRows", () => {
  it("reads the rows, or the single starting row on a fresh page", () => {
    expect(readToolRows(new URLSearchParams("name=a&amount=1&name=b&amount=2"), KEYS, newRow)).toEqual([
      { name: "a", amount: "1" },
      { name: "b", amount: "2" },
    ]);
    expect(readToolRows(new URLSearchParams("other=1"), KEYS, newRow)).toEqual([{ name: "", amount: "first" }]);
  });
});

describe("applyRowAction", () => {
  it("does nothing without an Add or Remove button", () => {
    expect(action("name=a&amount=1")).toBeNull();
  });

  it("adds a new row after the others, keeping the other fields", () => {
    expect(action("strategy=avalanche&name=a&amount=1&extra=5&addRow=1")).toBe("strategy=avalanche&extra=5&name=a&amount=1&name=&amount=");
  });

  it("adds to a fresh page's starting row", () => {
    expect(action("addRow=1")).toBe("name=&amount=first&name=&amount=");
  });

  it("removes the chosen row", () => {
    expect(action("name=a&amount=1&name=b&amount=2&name=c&amount=3&removeRow=1")).toBe("name=a&amount=1&name=c&amount=3");
  });

  it("never removes the last row, nor a row that does not exist", () => {
    expect(action("name=a&amount=1&removeRow=0")).toBe("name=a&amount=1");
    expect(action("name=a&amount=1&name=b&amount=2&removeRow=7")).toBe("name=a&amount=1&name=b&amount=2");
    expect(action("name=a&amount=1&name=b&amount=2&removeRow=-1")).toBe("name=a&amount=1&name=b&amount=2");
    expect(action("name=a&amount=1&name=b&amount=2&removeRow=x")).toBe("name=a&amount=1&name=b&amount=2");
  });

  it("stops adding at the row limit", () => {
    const full = Array.from({ length: MAX_ROWS }, (_, i) => `name=r${i}&amount=${i}`).join("&");
    const next = new URLSearchParams(action(`${full}&addRow=1`)!);
    expect(next.getAll("name")).toHaveLength(MAX_ROWS);
    expect(canAddRow(MAX_ROWS)).toBe(false);
    expect(canAddRow(MAX_ROWS - 1)).toBe(true);
  });

  it("allows removal only while more than one row remains", () => {
    expect(canRemoveRow(1)).toBe(false);
    expect(canRemoveRow(2)).toBe(true);
  });
});
