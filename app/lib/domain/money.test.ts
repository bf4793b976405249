import { describe, expect, it } from "vitest";
import { chooseCurrency, currencyForCountry, formatPrice, isCurrency } from "./money";

describe("formatPrice", () => {
  it("writes French prices fr-CA's way, each currency named: the Canadian dollar as « $ CA », as fr-CA names « $ US »", () => {
    const french = (cents: number, currency: "CAD" | "USD", exact = false) =>
      formatPrice(cents, currency, { locale: "fr", exact }).replace(/\u00a0/g, " ");
    expect(french(5900, "CAD")).toBe("59 $ CA");
    expect(french(5900, "CAD", true)).toBe("59,00 $ CA");
    expect(french(4700, "USD")).toBe("47 $ US");
    expect(french(123456789, "CAD")).toBe("1 234 567,89 $ CA");
    expect(french(-1999, "USD")).toBe("-19,99 $ US");
  });

  it("shows whole prices without cents and with the currency visible", () => {
    expect(formatPrice(5900, "CAD")).toBe("CA$59");
    expect(formatPrice(4700, "USD")).toBe("US$47");
  });

  it("shows cents when there are any, and thousands separators", () => {
    expect(formatPrice(1999, "USD")).toBe("US$19.99");
    expect(formatPrice(15640, "CAD")).toBe("CA$156.40");
    expect(formatPrice(123456789, "CAD")).toBe("CA$1,234,567.89");
  });

  it("formats zero", () => {
    expect(formatPrice(0, "CAD")).toBe("CA$0");
    expect(formatPrice(0, "USD")).toBe("US$0");
  });
});

describe("currencyForCountry", () => {
  it("uses CAD for Canada and USD for everyone else", () => {
    expect(currencyForCountry("CA")).toBe("CAD");
    expect(currencyForCountry("ca")).toBe("CAD");
    expect(currencyForCountry("US")).toBe("USD");
    expect(currencyForCountry("FR")).toBe("USD");
    // Cloudflare sends XX for unknown and T1 for Tor.
    expect(currencyForCountry("XX")).toBe("USD");
    expect(currencyForCountry("T1")).toBe("USD");
    expect(currencyForCountry("")).toBe("USD");
    expect(currencyForCountry(null)).toBe("USD");
    expect(currencyForCountry(undefined)).toBe("USD");
  });
});

describe("isCurrency", () => {
  it("accepts exactly CAD and USD", () => {
    expect(isCurrency("CAD")).toBe(true);
    expect(isCurrency("USD")).toBe(true);
    for (const value of ["cad", "EUR", "", " USD", null, undefined, 1, {}]) expect(isCurrency(value)).toBe(false);
  });
});

describe("chooseCurrency", () => {
  it("uses the visitor's country when nothing else is known", () => {
    expect(chooseCurrency({ choice: null, userCountry: null, requestCountry: "CA" })).toBe("CAD");
    expect(chooseCurrency({ choice: null, userCountry: null, requestCountry: "US" })).toBe("USD");
    expect(chooseCurrency({ choice: null, userCountry: null, requestCountry: null })).toBe("USD");
  });

  it("prefers the signed-in user's country to the request's", () => {
    expect(chooseCurrency({ choice: null, userCountry: "CA", requestCountry: "US" })).toBe("CAD");
    expect(chooseCurrency({ choice: null, userCountry: "US", requestCountry: "CA" })).toBe("USD");
  });

  it("lets an explicit switch win over both countries", () => {
    expect(chooseCurrency({ choice: "USD", userCountry: "CA", requestCountry: "CA" })).toBe("USD");
    expect(chooseCurrency({ choice: "CAD", userCountry: "US", requestCountry: "US" })).toBe("CAD");
  });
});
