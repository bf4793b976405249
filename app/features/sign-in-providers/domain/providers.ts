/** The sign-in providers and how pages name them (ADR 035). */
export const PROVIDERS = ["google", "facebook"] as const;
export type Provider = (typeof PROVIDERS)[number];

export const PROVIDER_NAMES: Record<Provider, string> = { google: "Google", facebook: "Facebook" };

export function isProvider(value: unknown): value is Provider {
  return typeof value === "string" && (PROVIDERS as readonly string[]).includes(value);
}

/**
 * A provider's email address as we keep one, or null: at most 254 characters, lower-cased, and ASCII
 * only, as the sign-up form's own rule has it. JavaScript lower-cases some other letters into ASCII ones
 * (the Kelvin sign into "k") where SQLite's lower() does not, so such an address could match another
 * account's; without a usable address the learner gives one and confirms it by email.
 */
export function providerEmail(value: unknown): string | null {
  if (typeof value !== "string" || value.length === 0 || value.length > 254 || !/^[\x21-\x7e]+$/.test(value)) return null;
  return value.toLowerCase();
}

/** What a provider told us about the person, once its answer has been checked. */
export interface ProviderProfile {
  provider: Provider;
  /** The provider's stable id for the person (OpenID `sub`, Facebook's app-scoped id). */
  subject: string;
  email: string | null;
  /** Whether the provider vouches that the person controls `email`. */
  emailVerified: boolean;
  name: string | null;
  /** When the person last signed in at the provider, if it says (Google's `auth_time`; Facebook gives none). */
  authTime: Date | null;
}
