/** The countries we serve; users.country and the sign-up form both use these codes. */
export const COUNTRIES = ["CA", "US"] as const;
export type Country = (typeof COUNTRIES)[number];

export const COUNTRY_NAMES: Record<Country, string> = { CA: "Canada", US: "United States" };
