import { describe, expect, it } from "vitest";
import { regionCodeOf } from "~/lib/domain/regions";
import { parseJurisdictions } from "./jurisdiction";

describe("jurisdictions", () => {
  it("joins a country and one of its regions", () => {
    expect(regionCodeOf("CA", "ON")).toBe("CA-ON");
    expect(regionCodeOf("US", "CA")).toBe("US-CA");
    // Ontario is not a state, and a region from the other country is refused.
    expect(regionCodeOf("US", "ON")).toBeNull();
    expect(regionCodeOf("CA", "toString")).toBeNull();
  });

  it("reads an adviser's typed list, refusing unknown codes", () => {
    expect(parseJurisdictions("ca-on, US-CA  CA-ON")).toEqual(["CA-ON", "US-CA"]);
    expect(parseJurisdictions("CA-XX")).toBeNull();
    expect(parseJurisdictions("  ")).toBeNull();
  });
});
