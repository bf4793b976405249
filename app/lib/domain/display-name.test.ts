import { describe, expect, it } from "vitest";
import { displayName, initials } from "./display-name";

describe("display name", () => {
  it("is the profile's first and last name, trimmed", () => {
    expect(displayName({ firstName: " Ana ", lastName: "Lopez", email: "ana@example.com" })).toBe("Ana Lopez");
    expect(displayName({ firstName: "Ana", lastName: null, email: "ana@example.com" })).toBe("Ana");
    expect(displayName({ firstName: null, lastName: "Lopez", email: "ana@example.com" })).toBe("Lopez");
  });

  it("falls back to the part of the email before the @ (spec 2) without names", () => {
    expect(displayName({ firstName: "", lastName: "  ", email: "ana.lopez@example.com" })).toBe("ana.lopez");
    expect(displayName({ email: "x@example.com" })).toBe("x");
  });
});

describe("initials", () => {
  it("takes the first letters of the name's first and last words, or of an email part's pieces, or its first two letters", () => {
    expect(initials("Ana Lopez")).toBe("AL");
    expect(initials("Ana Maria Lopez")).toBe("AL");
    expect(initials("Marie-Ève Tremblay")).toBe("MT");
    expect(initials("Marie-Ève")).toBe("MÈ");
    expect(initials("ana.lopez")).toBe("AL");
    expect(initials("jo_smith")).toBe("JS");
    expect(initials("maria")).toBe("MA");
    expect(initials("q")).toBe("Q");
  });

  it("keeps letters outside the basic plane whole", () => {
    expect(initials("Émile Ørsted")).toBe("ÉØ");
    expect(initials("𝒜na")).toBe("𝒜N");
  });
});
