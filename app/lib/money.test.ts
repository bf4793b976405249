import { describe, expect, it } from "vitest";
import { currencyForCountry, formatPrice } from "./money";

describe("formatPrice", () => {
  it("shows whole prices without cents and with the currency visible", () => {
    expect(formatPrice(5900, "CAD")).toBe("CA$59");
    expect(formatPrice(4700, "USD")).toBe("US$47");
  });

  it("shows cents when there are any, and thousands separators", () => {
    expect(formatPrice(1999, "USD")).toBe("US$19.99");
    expect(formatPrice(123456789, "CAD")).toBe("CA$1,234,567.89");
  });

  it("formats zero", () => {
    expect(formatPrice(0, "CAD")).toBe("CA$0");
  });
});

describe("currencyForCountry", () => {
  it("uses CAD for Canada and USD for everyone else", () => {
    expect(currencyForCountry("CA")).toBe("CAD");
    expect(currencyForCountry("ca")).toBe("CAD");
    expect(currencyForCountry("US")).toBe("USD");
    expect(currencyForCountry("FR")).toBe("USD");
    expect(currencyForCountry(null)).toBe("USD");
  });
});
