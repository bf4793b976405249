import { describe, expect, it } from "vitest";
import { displayName, initials, personName } from "./display-name";

describe("display name and initials", () => {
  it("uses the part of the email before the @", () => {
    expect(displayName("ana.lopez@example.com")).toBe("ana.lopez");
    expect(displayName("x@example.com")).toBe("x");
  });

  it("makes initials from the name's parts, or its first two letters", () => {
    expect(initials("ana.lopez@example.com")).toBe("AL");
    expect(initials("jo_smith@example.com")).toBe("JS");
    expect(initials("maria@example.com")).toBe("MA");
    expect(initials("q@example.com")).toBe("Q");
  });
});

describe("person name", () => {
  it("uses the profile's names, else the display name", () => {
    expect(personName(" Ana ", "Lopez", "ana@example.com")).toBe("Ana Lopez");
    expect(personName("Ana", null, "ana@example.com")).toBe("Ana");
    expect(personName("", "  ", "ana.lopez@example.com")).toBe("ana.lopez");
  });
});
