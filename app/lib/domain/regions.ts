/**
 * Canada's provinces and territories and the US states with DC: where a member lives, for the
 * personalised plan and for routing advisor messages. A region's code is ISO 3166-2 ("CA-ON", "US-CA"),
 * the form advisers' registrations use too.
 */
import type { Country } from "~/lib/domain/countries";

export const REGIONS: Readonly<Record<Country, Readonly<Record<string, string>>>> = {
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

/** One select for both countries: a province code and a state code can be equal (CA), so the value names the country too. */
export const regionValue = (country: Country, region: string) => `${country}-${region}`;

/** The region's code, or null when the region is not one of the country's. */
export function regionCodeOf(country: Country, region: string): string | null {
  return Object.hasOwn(REGIONS[country], region) ? regionValue(country, region) : null;
}

export function regionName(country: Country, region: string): string | undefined {
  return REGIONS[country][region];
}
