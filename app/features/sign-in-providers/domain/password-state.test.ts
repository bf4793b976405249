import { describe, expect, it } from "vitest";
import { hasPassword, NO_PASSWORD } from "./password-state";

describe("whether an account has a password", () => {
  it("is no for the provider account's marker, yes for any stored hash", () => {
    expect(hasPassword(NO_PASSWORD)).toBe(false);
    expect(hasPassword("scrypt$N=16,r=8,p=1$c2FsdA==$a2V5")).toBe(true);
  });
});
