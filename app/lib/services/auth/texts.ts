/**
 * The spec's account toasts and messages (section 8), in English, in one place for the server and tests.
 * Pages and toasts show them in the page's language: the `account.*` catalogue, whose English is the same
 * text (account-words.server.test.ts holds them equal).
 */
export const AUTH_TEXTS = {
  signupSuccess: { title: "Account created successfully!", description: "Please check your email to confirm your account." },
  loginSuccess: { title: "Welcome back!", description: "You have been signed in successfully." },
  logoutSuccess: { title: "Signed out", description: "You have been signed out successfully." },
  /** The title of the spec's destructive toasts (a refused sign-in, a failed reset, a profile that did not load). */
  errorTitle: "Error",
  invalidCredentials: "Invalid email or password.",
  unverified:
    "Please confirm your email address before signing in. Open the link we sent in this browser and press its button, then sign in here, or send a new one.",
  verificationResent: "If that account still needs confirming, a new link is on its way. It expires in 24 hours.",
  emailConfirmed: { title: "Email confirmed", description: "Your account is ready." },
  signInToConfirm: { title: "One more step", description: "Sign in with your password to confirm your email." },
  invalidLink: "This link is invalid or has expired. Links work once and expire after 24 hours.",
  resetFailed: "Failed to send password reset email. Please try again.",
  resetSent: { title: "Password reset email sent", description: "Please check your email for the password reset link." },
  passwordUpdated: { title: "Password updated", description: "Sign in with your new password." },
  sending: "Sending...",
  profileSaved: { title: "Success", description: "Profile updated successfully" },
  profileSaveFailed: "Failed to update profile",
  profileLoadFailed: "Failed to load profile information",
  emailLocked: "Email cannot be changed. Contact support if you need to update your email.",
  passwordChanged: { title: "Password changed", description: "Other devices have been signed out." },
  wrongCurrentPassword: "Your current password is not correct.",
  marketingSaved: { title: "Preferences saved", description: "Your email preferences have been updated." },
  otherSessionsEnded: { title: "Signed out elsewhere", description: "All your other sessions have been signed out." },
  accountDeleted: { title: "Account deleted", description: "Your account and personal data have been removed." },
  deleteConfirmMismatch: "Type your email address exactly to confirm.",
  deleteBillingFailed: "We could not end your plan's billing, so nothing was deleted. Please try again in a few minutes.",
  deletePaymentPending:
    "A payment of yours is still being confirmed by your bank, so nothing was deleted. Please try again once it has gone through; we email you when it does.",
  signingIn: "Signing In...",
  creatingAccount: "Creating Account...",
} as const;
