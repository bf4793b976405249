import { describe, expect, it } from "vitest";
import { passwordStrength } from "./password-strength";

describe("passwordStrength", () => {
  it.each([
    ["", 0, "Weak"],
    ["abc", 1, "Weak"],
    ["abcdefgh", 2, "Weak"],
    ["Abcdefgh", 3, "Good"],
    ["Abcdefg1", 4, "Strong"],
    ["Abcdef1!", 5, "Strong"],
    ["A1!", 3, "Good"],
    ["ÉCOLE123", 4, "Strong"], // É is not A-Z, so it counts as a symbol
  ])("scores %j as %i (%s)", (password, score, label) => {
    expect(passwordStrength(password)).toEqual({ score, label });
  });
});
