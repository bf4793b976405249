/** The sign-in providers and how pages name them (ADR 035). */
export const PROVIDERS = ["google", "facebook"] as const;
export type Provider = (typeof PROVIDERS)[number];

export const PROVIDER_NAMES: Record<Provider, string> = { google: "Google", facebook: "Facebook" };

export function isProvider(value: unknown): value is Provider {
  return typeof value === "string" && (PROVIDERS as readonly string[]).includes(value);
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
