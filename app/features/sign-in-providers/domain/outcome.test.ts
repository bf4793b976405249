import { describe, expect, it } from "vitest";
import { decideCallback, type CallbackFacts } from "./outcome";

const none: CallbackFacts = { identityUserId: null, linkFor: null, emailAccount: null, email: "ana@example.com", emailVerified: true };
const verifiedAccount = { userId: "u2", verified: true, hasThisProvider: false };
const unverifiedAccount = { userId: "u2", verified: false, hasThisProvider: false };

describe("decideCallback", () => {
  it("signs in the account an identity is linked to, whatever the email says", () => {
    expect(decideCallback({ ...none, identityUserId: "u1" })).toEqual({ kind: "sign-in", userId: "u1" });
    expect(decideCallback({ ...none, identityUserId: "u1", emailAccount: verifiedAccount })).toEqual({ kind: "sign-in", userId: "u1" });
    expect(decideCallback({ ...none, identityUserId: "u1", email: null, emailVerified: false })).toEqual({ kind: "sign-in", userId: "u1" });
  });

  it("links an unknown identity to the account only when both sides proved the same email", () => {
    expect(decideCallback({ ...none, emailAccount: verifiedAccount })).toEqual({ kind: "link-verified", userId: "u2" });
  });

  it("links no second identity of a provider by the email: the account keeps the one it has", () => {
    expect(decideCallback({ ...none, emailAccount: { ...verifiedAccount, hasThisProvider: true } })).toEqual({ kind: "other-identity-linked" });
  });

  it("never links to an account that never proved its email: a new account replaces it", () => {
    expect(decideCallback({ ...none, emailAccount: unverifiedAccount })).toEqual({ kind: "new-account" });
  });

  it("makes a new account for a verified email nobody has", () => {
    expect(decideCallback(none)).toEqual({ kind: "new-account" });
  });

  it("asks for an email when there is none or the provider does not vouch for it, even if an account has it", () => {
    expect(decideCallback({ ...none, email: null, emailVerified: false })).toEqual({ kind: "email-needed" });
    expect(decideCallback({ ...none, emailVerified: false })).toEqual({ kind: "email-needed" });
    expect(decideCallback({ ...none, emailVerified: false, emailAccount: verifiedAccount })).toEqual({ kind: "email-needed" });
    expect(decideCallback({ ...none, emailVerified: false, emailAccount: unverifiedAccount })).toEqual({ kind: "email-needed" });
  });

  describe("a link started from Settings", () => {
    const linkFor = { userId: "me", hasThisProvider: false };
    it("links an unknown identity to the signed-in learner, whichever account has its email", () => {
      expect(decideCallback({ ...none, linkFor })).toEqual({ kind: "link-to-current", userId: "me" });
      expect(decideCallback({ ...none, linkFor, emailAccount: verifiedAccount })).toEqual({ kind: "link-to-current", userId: "me" });
      expect(decideCallback({ ...none, linkFor, email: null, emailVerified: false })).toEqual({ kind: "link-to-current", userId: "me" });
    });
    it("refuses an identity another account has, and a second identity of the same provider", () => {
      expect(decideCallback({ ...none, linkFor, identityUserId: "u2" })).toEqual({ kind: "linked-elsewhere" });
      expect(decideCallback({ ...none, linkFor: { userId: "me", hasThisProvider: true } })).toEqual({ kind: "provider-taken" });
    });
    it("has nothing to do for an identity already linked to this learner", () => {
      expect(decideCallback({ ...none, linkFor, identityUserId: "me" })).toEqual({ kind: "already-linked", userId: "me" });
    });
  });
});
