import { describe, expect, it } from "vitest";
import { amountInput, MAX_AMOUNT_CENTS, readAmount } from "./debt-result";

describe("readAmount", () => {
  it.each([
    ["0", 0],
    ["12500", 1_250_000],
    ["12,500", 1_250_000],
    ["12 500", 1_250_000],
    ["$12,500.5", 1_250_050],
    ["  $ 1,234,567.89 ", 123_456_789],
    ["10000000", MAX_AMOUNT_CENTS],
  ])("reads %j as %i cents", (raw, cents) => expect(readAmount(raw)).toEqual({ ok: true, cents }));

  it.each([
    ["", "empty"],
    ["   ", "empty"],
    ["-5", "negative"],
    ["−5", "negative"],
    ["$-5", "negative"],
    ["(5)", "negative"],
    ["abc", "malformed"],
    ["12.345", "malformed"],
    ["1,23", "malformed"],
    ["1e6", "malformed"],
    ["12.3.4", "malformed"],
    ["10000000.01", "too-large"],
    ["99999999999999999999", "too-large"],
  ])("refuses %j (%s)", (raw, problem) => expect(readAmount(raw)).toEqual({ ok: false, problem }));
});

describe("amountInput", () => {
  it("shows cents back the way the form reads them", () => {
    expect(amountInput(1_250_000)).toBe("12500");
    expect(amountInput(1_250_005)).toBe("12500.05");
    for (const cents of [0, 5, 99, 100, 123_456_789]) expect(readAmount(amountInput(cents))).toEqual({ ok: true, cents });
  });
});

describe("amounts on French pages", () => {
  it.each([
    ["12 500", 1_250_000],
    ["12 500,50", 1_250_050],
    ["12500,5", 1_250_050],
    ["12 500 $", 1_250_000],
    ["1 234 567,89 $", 123_456_789],
    ["12,500", 1_250_000],
    ["$12,500.50", 1_250_050],
  ])("reads %j as %i cents", (raw, cents) => expect(readAmount(raw, "fr")).toEqual({ ok: true, cents }));

  it.each([
    ["1.234,56", "malformed"],
    ["12,500,5", "malformed"],
    ["12,3,4", "malformed"],
    ["-5 $", "negative"],
    ["10 000 000,01", "too-large"],
  ])("refuses %j (%s)", (raw, problem) => expect(readAmount(raw, "fr")).toEqual({ ok: false, problem }));

  it("keeps English as it was: a comma is never a decimal comma there", () => {
    expect(readAmount("1,23")).toEqual({ ok: false, problem: "malformed" });
    expect(readAmount("12 500 $")).toEqual({ ok: false, problem: "malformed" });
  });

  it("shows cents back with a decimal comma, which it reads again", () => {
    expect(amountInput(1_250_005, "fr")).toBe("12500,05");
    expect(amountInput(1_250_000, "fr")).toBe("12500");
    for (const cents of [0, 5, 99, 100, 123_456_789]) expect(readAmount(amountInput(cents, "fr"), "fr")).toEqual({ ok: true, cents });
  });
});
