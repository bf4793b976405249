/**
 * What a checked provider sign-in leads to (ADR 035, "Accounts"), decided from what the database says
 * about the identity and the email. Pure, so every branch is unit-tested; the callback only carries it out.
 *
 * An identity reaches an existing account only on proof from both sides: the account signed in and
 * re-proven (Settings' Link), or a verified email from the provider equal to the account's verified
 * email. An address nobody has proven is never a way into anyone's account.
 */
export type CallbackOutcome =
  /** The identity is linked to an account: sign that account in. */
  | { kind: "sign-in"; userId: string }
  /** Settings' "Link", re-proven: the signed-in learner gets the identity. */
  | { kind: "link-to-current"; userId: string }
  /** Settings' "Link" for an identity this learner has linked already: nothing to do. */
  | { kind: "already-linked"; userId: string }
  /** Settings' "Link" for an identity another account has: refused with a sentence. */
  | { kind: "linked-elsewhere" }
  /** Settings' "Link" while the learner already has another identity of this provider: one per provider. */
  | { kind: "provider-taken" }
  /** The provider's verified email is the verified email of an account: linked to it, and it is signed in. */
  | { kind: "link-verified"; userId: string }
  /** The same, but that account has another identity of this provider: one per provider, so nothing is linked. */
  | { kind: "other-identity-linked" }
  /**
   * A verified email that no verified account has: a new account once the learner gives country and
   * terms. An unverified account holding the address is replaced then: nobody ever proved it.
   */
  | { kind: "new-account" }
  /** No email, or one the provider does not vouch for: the learner gives one and confirms it by email. */
  | { kind: "email-needed" };

export interface CallbackFacts {
  /** The account the identity (provider, subject) is linked to, if any. */
  identityUserId: string | null;
  /** The signed-in, re-proven learner who started a link from Settings (intent cookie and session agree), else null. */
  linkFor: { userId: string; hasThisProvider: boolean } | null;
  /**
   * The account whose email equals the provider's email (case-insensitive), if any, whether it proved it,
   * and whether it has an identity of this provider already.
   */
  emailAccount: { userId: string; verified: boolean; hasThisProvider: boolean } | null;
  email: string | null;
  emailVerified: boolean;
}

export function decideCallback(facts: CallbackFacts): CallbackOutcome {
  const { identityUserId, linkFor, emailAccount, email, emailVerified } = facts;
  if (linkFor) {
    if (identityUserId === linkFor.userId) return { kind: "already-linked", userId: linkFor.userId };
    if (identityUserId) return { kind: "linked-elsewhere" };
    if (linkFor.hasThisProvider) return { kind: "provider-taken" };
    return { kind: "link-to-current", userId: linkFor.userId };
  }
  if (identityUserId) return { kind: "sign-in", userId: identityUserId };
  // An unverified email proves nothing, so it neither reaches an account nor makes one.
  if (!email || !emailVerified) return { kind: "email-needed" };
  if (emailAccount?.verified) {
    return emailAccount.hasThisProvider ? { kind: "other-identity-linked" } : { kind: "link-verified", userId: emailAccount.userId };
  }
  return { kind: "new-account" };
}
