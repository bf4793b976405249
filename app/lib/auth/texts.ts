/** The spec's account toasts and messages (section 8), in one place for pages, actions and tests. */
export const AUTH_TEXTS = {
  signupSuccess: { title: "Account created successfully!", description: "Please check your email to confirm your account." },
  loginSuccess: { title: "Welcome back!", description: "You have been signed in successfully." },
  logoutSuccess: { title: "Signed out", description: "You have been signed out successfully." },
  invalidCredentials: "Invalid email or password.",
  unverified: "Please confirm your email address before signing in. Check your inbox for the link we sent, or send a new one.",
  verificationResent: "If that account still needs confirming, a new link is on its way. It expires in 24 hours.",
  emailConfirmed: { title: "Email confirmed", description: "Your account is ready. Please sign in." },
  invalidLink: "This link is invalid or has expired. Links work once and expire after 24 hours.",
  resetSent: { title: "Password reset email sent", description: "Please check your email for the password reset link." },
  resetFailed: "Failed to send password reset email. Please try again.",
  passwordUpdated: { title: "Password updated", description: "Sign in with your new password." },
  sending: "Sending...",
  signingIn: "Signing In...",
  creatingAccount: "Creating Account...",
} as const;
