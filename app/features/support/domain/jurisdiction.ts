/**
 * Where a member lives, as advisers' registrations name it: "CA-ON", "US-CA" (ISO 3166-2). Accounts
 * keep only a country, so the advisor form asks for the province or state (ADR 044).
 */
import type { Country } from "~/lib/domain/countries";
import { REGIONS, regionValue } from "~/lib/domain/regions";

/** Every code an adviser may be registered in. */
export const ALL_JURISDICTIONS: readonly string[] = (Object.keys(REGIONS) as Country[]).flatMap((country) =>
  Object.keys(REGIONS[country]).map((region) => regionValue(country, region)),
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
