/**
 * What a checked provider sign-in leads to (ADR 035, "Flows" 2), decided from what the database says
 * about the identity and the email. Pure, so every branch is unit-tested; the callback only carries it out.
 */
export type CallbackOutcome =
  /** The identity is linked to an account: sign that account in. */
  | { kind: "sign-in"; userId: string }
  /** Settings' "Link": the signed-in learner gets the identity. */
  | { kind: "link-to-current"; userId: string }
  /** Settings' "Link" for an identity this learner has linked already: nothing to do. */
  | { kind: "already-linked"; userId: string }
  /** Settings' "Link" for an identity another account has: refused with a sentence. */
  | { kind: "linked-elsewhere" }
  /** Settings' "Link" while the learner already has another identity of this provider: one per provider. */
  | { kind: "provider-taken" }
  /** A verified email that an account has: that account must prove itself first, never a silent link. */
  | { kind: "link-existing"; userId: string }
  /** A verified email nobody has: a new account once the learner gives country and terms. */
  | { kind: "new-account" }
  /** No email, or one the provider does not vouch for: the learner gives one and confirms it by email. */
  | { kind: "email-needed" };

export interface CallbackFacts {
  /** The account the identity (provider, subject) is linked to, if any. */
  identityUserId: string | null;
  /** The signed-in learner who started a link from Settings (the intent cookie and the session agree), else null. */
  linkFor: { userId: string; hasThisProvider: boolean } | null;
  /** The account whose email equals the provider's email (case-insensitive), if any. */
  emailUserId: string | null;
  email: string | null;
  emailVerified: boolean;
}

export function decideCallback(facts: CallbackFacts): CallbackOutcome {
  const { identityUserId, linkFor, emailUserId, email, emailVerified } = facts;
  if (linkFor) {
    if (identityUserId === linkFor.userId) return { kind: "already-linked", userId: linkFor.userId };
    if (identityUserId) return { kind: "linked-elsewhere" };
    if (linkFor.hasThisProvider) return { kind: "provider-taken" };
    return { kind: "link-to-current", userId: linkFor.userId };
  }
  if (identityUserId) return { kind: "sign-in", userId: identityUserId };
  // An unverified email proves nothing, so it neither reaches an account nor makes one.
  if (!email || !emailVerified) return { kind: "email-needed" };
  if (emailUserId) return { kind: "link-existing", userId: emailUserId };
  return { kind: "new-account" };
}
