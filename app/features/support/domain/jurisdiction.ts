/**
 * Where a member lives, as advisers' registrations name it: "CA-ON", "US-CA" (ISO 3166-2). Accounts
 * keep only a country, so the advisor form asks for the province or state (ADR 044).
 */
import type { Country } from "~/lib/domain/countries";

export const REGIONS: Record<Country, Record<string, string>> = {
  CA: {
    AB: "Alberta",
    BC: "British Columbia",
    MB: "Manitoba",
    NB: "New Brunswick",
    NL: "Newfoundland and Labrador",
    NS: "Nova Scotia",
    NT: "Northwest Territories",
    NU: "Nunavut",
    ON: "Ontario",
    PE: "Prince Edward Island",
    QC: "Quebec",
    SK: "Saskatchewan",
    YT: "Yukon",
  },
  US: {
    AL: "Alabama",
    AK: "Alaska",
    AZ: "Arizona",
    AR: "Arkansas",
    CA: "California",
    CO: "Colorado",
    CT: "Connecticut",
    DE: "Delaware",
    DC: "District of Columbia",
    FL: "Florida",
    GA: "Georgia",
    HI: "Hawaii",
    ID: "Idaho",
    IL: "Illinois",
    IN: "Indiana",
    IA: "Iowa",
    KS: "Kansas",
    KY: "Kentucky",
    LA: "Louisiana",
    ME: "Maine",
    MD: "Maryland",
    MA: "Massachusetts",
    MI: "Michigan",
    MN: "Minnesota",
    MS: "Mississippi",
    MO: "Missouri",
    MT: "Montana",
    NE: "Nebraska",
    NV: "Nevada",
    NH: "New Hampshire",
    NJ: "New Jersey",
    NM: "New Mexico",
    NY: "New York",
    NC: "North Carolina",
    ND: "North Dakota",
    OH: "Ohio",
    OK: "Oklahoma",
    OR: "Oregon",
    PA: "Pennsylvania",
    RI: "Rhode Island",
    SC: "South Carolina",
    SD: "South Dakota",
    TN: "Tennessee",
    TX: "Texas",
    UT: "Utah",
    VT: "Vermont",
    VA: "Virginia",
    WA: "Washington",
    WV: "West Virginia",
    WI: "Wisconsin",
    WY: "Wyoming",
  },
};

/** The member's jurisdiction code, or null when the region is not one of their country's. */
export function jurisdictionOf(country: Country, region: string): string | null {
  return Object.hasOwn(REGIONS[country], region) ? `${country}-${region}` : null;
}

/** Every code an adviser may be registered in. */
export const ALL_JURISDICTIONS: readonly string[] = (Object.keys(REGIONS) as Country[]).flatMap((country) =>
  Object.keys(REGIONS[country]).map((region) => `${country}-${region}`),
);

/** An adviser's jurisdictions as typed ("CA-ON, us-ca"): the known codes, or null when one is not a code. */
export function parseJurisdictions(typed: string): string[] | null {
  const codes = typed
    .split(/[\s,]+/)
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean);
  if (codes.length === 0 || codes.some((code) => !ALL_JURISDICTIONS.includes(code))) return null;
  return [...new Set(codes)];
}
