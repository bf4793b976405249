/**
 * What Settings → Sign-in methods says (the page, its toasts and its refusals), in English, for the tests.
 * The page and actions say it in the page's language: the `account.methods.*` catalogue texts, the same
 * English (../texts.test.ts holds them equal).
 */
export const SIGN_IN_METHODS_TEXTS = {
  title: "Sign-in methods",
  intro: "The ways you can sign in to your account.",
  passwordSet: "Set",
  passwordNotSet: "Not set",
  passwordNotSetHint: "you sign in with a linked account. We can email you a link to choose one.",
  /** Settings' Link asks the account to re-prove itself first (ADR 035). */
  linkPasswordLabel: "Password again, to link another account",
  linkReprove: (provider: string) => `To link another account, you will first sign in again with ${provider} to confirm it is you.`,
  onlyWayIn: "This is your only way to sign in, so it cannot be unlinked. Set a password or link another account first.",
  unlinked: (name: string) => ({ title: `${name} unlinked`, description: `You can no longer sign in with ${name}.` }),
  /** The deleting statement refused: another tab may have unlinked the other way in since this page was loaded. */
  lastWayIn: (name: string) =>
    `${name} was not unlinked: it is your only way to sign in. Set a password or link another account first, then try again.`,
  notLinked: (name: string) => `${name} is not linked to your account, so there was nothing to unlink.`,
  passwordLinkSent: (email: string) => ({
    title: "Check your email",
    description: `We sent a link to ${email} to set your password. It works once and expires in 24 hours.`,
  }),
  /** Deleting asks for the password (a session alone must not delete an account); one made through a provider sets one first. */
  deleteNeedsPassword:
    "Deleting your account asks for its password, so that a session alone cannot delete it. Your account has none yet: set one under Sign-in methods above, then come back here.",
  alreadyHasPassword: "Your account already has a password. To choose another, use Change password.",
} as const;
