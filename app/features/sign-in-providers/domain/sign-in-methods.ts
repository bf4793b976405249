/**
 * Settings → Sign-in methods (issue 24, item 3): an account's ways in, which of them may go, and which
 * providers it could still link. Pure rules; the page's loader and actions feed them (ADR 035).
 */
import { z } from "zod";
import { PROVIDER_NAMES, PROVIDERS, type Provider } from "./providers";

export interface LinkedIdentity {
  provider: Provider;
  /** The address the provider gave when it was linked (Facebook may give none). */
  email: string | null;
  linkedAt: Date;
}

export interface SignInMethods {
  hasPassword: boolean;
  /** Linked providers in PROVIDERS order, each with whether unlinking it would leave a way in. */
  linked: Array<{ provider: Provider; name: string; email: string | null; linkedAt: string; canUnlink: boolean }>;
  /** Configured providers not linked yet: the page offers a Link button for each, and only for these. */
  linkable: Array<{ provider: Provider; name: string }>;
}

/**
 * Whether `provider` may be unlinked: another way in must remain, a password or another linked
 * provider. The page uses it to offer Unlink; the deleting statement checks the same rule itself
 * (sign-in-methods.server.ts), so a stale page or two tabs cannot remove the last way in.
 */
export function canUnlink(passwordSet: boolean, linked: readonly Provider[], provider: Provider): boolean {
  return passwordSet || linked.some((other) => other !== provider);
}

export function signInMethods({
  passwordSet,
  identities,
  configured,
}: {
  passwordSet: boolean;
  identities: readonly LinkedIdentity[];
  /** Providers with their credentials set; a provider linked earlier stays listed (and unlinkable) without them. */
  configured: readonly Provider[];
}): SignInMethods {
  const linkedProviders = identities.map((identity) => identity.provider);
  const byProvider = new Map(identities.map((identity) => [identity.provider, identity]));
  return {
    hasPassword: passwordSet,
    linked: PROVIDERS.flatMap((provider) => {
      const identity = byProvider.get(provider);
      if (!identity) return [];
      return [
        {
          provider,
          name: PROVIDER_NAMES[provider],
          email: identity.email,
          linkedAt: identity.linkedAt.toISOString(),
          canUnlink: canUnlink(passwordSet, linkedProviders, provider),
        },
      ];
    }),
    linkable: PROVIDERS.filter((provider) => configured.includes(provider) && !byProvider.has(provider)).map((provider) => ({
      provider,
      name: PROVIDER_NAMES[provider],
    })),
  };
}

/** The Unlink form: which provider (a button's hidden field; anything else is refused with a sentence, never a 500). */
export const unlinkSchema = z.object({
  provider: z.enum(PROVIDERS, { errorMap: () => ({ message: "Choose a linked sign-in method to unlink." }) }),
});
