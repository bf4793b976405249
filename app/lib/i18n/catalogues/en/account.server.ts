/** Signing up, logging in, passwords, email confirmation, account settings and profile; validation messages and toasts. */
import type { Catalogue } from "~/lib/i18n/messages";

export const account = {
  // ---- The account forms' fields (app/components/account-fields.tsx, new-password-fields.tsx) ----
  "account.field.email": "Email",
  "account.field.password": "Password",
  "account.field.confirmPassword": "Confirm password",
  "account.field.newPassword": "New password",
  "account.field.confirmNewPassword": "Confirm new password",
  "account.field.currentPassword": "Current password",
  "account.field.firstName": "First name",
  "account.field.lastName": "Last name",
  "account.field.country": "Country",
  "account.field.chooseCountry": "Choose your country",
  "account.field.show": "Show",
  "account.field.hide": "Hide",
  /** After Show or Hide, for screen readers: "Show password". */
  "account.field.passwordWord": "password",
  "account.field.honeypot": "Leave this field empty",
  /** {terms} and {privacy} are the links, worded as the footer words them. */
  "account.field.agreeTerms": "I agree to the {terms} and {privacy}.",
  "account.field.agreeMarketing":
    "Send me money tips, new courses and offers by email (optional). You can unsubscribe at any time from any email or your account settings.",
  /** {label} is one of the three strengths below, in bold. */
  "account.field.strength": "Password strength: {label} ({score}/5)",
  "account.field.strengthWeak": "Weak",
  "account.field.strengthGood": "Good",
  "account.field.strengthStrong": "Strong",
  "account.country.CA": "Canada",
  "account.country.US": "United States",

  "account.common.sending": "Sending...",
  "account.common.saving": "Saving...",
  "account.common.backToLogin": "Back to Login",
  /** A page's own toast (a refused sign-in, a failed reset): its close control. */

  // ---- Log in ----
  "account.login.title": "Log In",
  "account.login.description": "Sign in to your {product} account.",
  "account.login.heading": "Log in",
  "account.login.newHere": "New to {product}?",
  "account.login.createAccount": "Create an account",
  "account.login.resend": "Send a new confirmation link",
  "account.login.resent": "If that account still needs confirming, a new link is on its way. It expires in 24 hours.",
  "account.login.remember": "Remember me for 30 days",
  "account.login.forgot": "Forgot password?",
  "account.login.submit": "Sign In",
  "account.login.busy": "Signing In...",

  // ---- Sign up ----
  "account.signup.title": "Sign Up",
  "account.signup.description": "Create your {product} account to take courses and track your progress.",
  "account.signup.heading": "Create your account",
  "account.signup.haveAccount": "Already have an account?",
  "account.signup.login": "Log in",
  "account.signup.submit": "Create Account",
  "account.signup.busy": "Creating Account...",

  // ---- Someone already signed in opens Log In or Sign Up ----
  "account.signedIn.label": "Signed in",
  "account.signedIn.as": "You are signed in as {email}.",
  "account.signedIn.continue": "Continue as this account",
  "account.signedIn.signOut": "Sign out",

  // ---- Reset password ----
  "account.reset.title": "Reset Password",
  "account.reset.description": "Reset the password of your {product} account.",
  "account.reset.sentHeading": "Check Your Email",
  "account.reset.sentText":
    "If an account uses that address, we have sent it a link to choose a new password. The link works once and expires in 24 hours.",
  "account.reset.tryDifferent": "Try Different Email",
  "account.reset.heading": "Reset your password",
  "account.reset.intro": "Enter your account's email and we will send you a link to choose a new password.",
  "account.reset.submit": "Send Reset Link",

  // ---- Choose a new password (the reset link) ----
  "account.newPassword.title": "Choose a new password",
  "account.newPassword.description": "Choose a new password for your {product} account.",
  "account.newPassword.sendNewLink": "Send a new link",
  "account.newPassword.submit": "Set New Password",

  // ---- Confirm your email (sign-up's link, and a provider sign-up's typed address) ----
  "account.verify.title": "Confirm your email",
  "account.verify.description": "Confirm the email address of your {product} account.",
  "account.verify.text": "Then sign in with your password, and your account is ready.",
  "account.verify.button": "Confirm my email",
  "account.confirmAddress.description": "Confirm the email address of your new {product} account.",
  "account.confirmAddress.text": "Confirm this address, then choose your country to finish creating your account.",

  // ---- Provider sign-in: the buttons and the page that finishes a new account ----
  "account.providers.label": "Other ways to sign in",
  "account.providers.intro": "Or use an account you already have:",
  "account.providers.continueWith": "Continue with {provider}",
  "account.providers.getRefused": "Use the sign-in page's button.",
  "account.complete.title": "Finish creating your account",
  "account.complete.description": "What {product} needs that your sign-in provider does not give.",
  /** {email} is in bold. */
  "account.complete.newAccount": "You are signing up with {provider} as {email}. Two more things and you are in.",
  "account.complete.emailNeeded":
    "{provider} did not give us an email address we can use. Enter yours: we will email you a link to confirm it, and your account is created once you open it.",
  "account.complete.emailMe": "Email me a link",

  // ---- Provider sign-in's messages (toasts and the pages' sentences) ----
  "account.provider.cancelled": "Sign-in with {provider} was cancelled.",
  "account.provider.failed": "{provider} could not sign you in. Please try again.",
  "account.provider.notVerified": "We could not verify the sign-in with {provider}. Please try again.",
  "account.provider.linkedElsewhere": "This {provider} account is already linked to another {product} account, so it cannot be linked to yours.",
  "account.provider.identityHasAccount":
    "This {provider} account already signs in to a {product} account: choose Continue with {provider} to sign in.",
  "account.provider.otherIdentityLinked":
    "Your {product} account already has another {provider} account linked. Sign in with that one, or with your password.",
  "account.provider.providerTaken": "Your account already has a {provider} account linked. Unlink it first to link another one.",
  "account.provider.linkedTitle": "{provider} linked",
  "account.provider.linkedDescription": "You can now sign in with {provider}.",
  "account.provider.alreadyLinkedDescription": "This {provider} account was already linked to yours.",
  "account.provider.reproveFailed": "That {provider} account is not the one linked to yours, so nothing was linked. Please try again.",
  "account.provider.addressTaken":
    "An account with this email address already exists. Sign in to it, then link {provider} in Settings under Sign-in methods.",
  "account.provider.otherBrowser":
    "This link works only in the browser where you signed in with {provider}. Open it there, or sign in with {provider} again in this browser.",
  "account.provider.confirmEmailSent":
    "We emailed a link to {email}. Open it to confirm the address and finish creating your account. It works once and expires in 24 hours.",
  "account.provider.accountCreatedTitle": "Account created successfully!",
  "account.provider.accountCreatedDescription": "Welcome to {product}. You are signed in.",

  // ---- Settings ----
  "account.settings.title": "Settings",
  "account.settings.description":
    "Sign-in methods, password, email preferences, notifications, review emails, sessions, your data and account deletion.",
  "account.settings.changePassword": "Change password",
  "account.settings.changePasswordSubmit": "Change Password",
  "account.settings.changePasswordBusy": "Changing Password...",
  "account.settings.emailPreferences": "Email preferences",
  "account.settings.marketing": "Send me money tips, new courses and offers by email. Account emails (like password resets) are always sent.",
  "account.settings.savePreferences": "Save Preferences",
  "account.settings.sessions": "Sessions",
  "account.settings.sessionsText": "Signed in on a device you no longer use? End every session except this one.",
  "account.settings.signOutOthers": "Sign Out Other Sessions",
  "account.settings.signOutOthersBusy": "Signing Out...",
  "account.settings.deleteAccount": "Delete account",
  "account.settings.yourData": "Your data",
  "account.settings.yourDataText":
    "Download everything we keep about you (your account, purchases, plan, progress, saved plans, posts, questions and support requests) as one JSON file.",
  "account.settings.downloadData": "Download Your Data",
  "account.settings.deleteText":
    "This ends your plan's billing, if you have one, then removes your profile, progress and sign-in for good. Purchase records that tax law requires us to keep are kept without your name or email. This cannot be undone.",
  "account.settings.confirmEmail": "Type {email} to confirm",
  "account.settings.yourPassword": "Your password",
  "account.settings.deleteSubmit": "Delete My Account",
  "account.settings.deleteBusy": "Deleting Account...",

  // ---- Settings → Review emails (the weekly email of review questions; its email and unsubscribe page are not these) ----
  "account.reviewEmails.title": "Review emails",
  "account.reviewEmails.label": "Email me once a week when review questions are due",
  "account.reviewEmails.hint":
    "One short email, at most once a week and only when questions are due, saying how many are waiting in each course, with a link to your review. You can stop it at any time here or with the link in any of these emails.",
  "account.reviewEmails.save": "Save Review Emails",

  // ---- Settings → Sign-in methods ----
  "account.methods.title": "Sign-in methods",
  "account.methods.intro": "The ways you can sign in to your account.",
  "account.methods.passwordSet": "Set",
  "account.methods.passwordNotSet": "Not set: you sign in with a linked account. We can email you a link to choose one.",
  "account.methods.setPassword": "Set a password",
  "account.methods.unlink": "Unlink",
  "account.methods.linkedOn": "Linked on {date}",
  /** Follows "Linked on {date}" when the provider gave an address. */
  "account.methods.linkedAs": "as {email}",
  "account.methods.onlyWayIn": "This is your only way to sign in, so it cannot be unlinked. Set a password or link another account first.",
  "account.methods.linkPasswordLabel": "Password again, to link another account",
  "account.methods.linkReprove": "To link another account, you will first sign in again with {provider} to confirm it is you.",
  "account.methods.link": "Link {provider}",
  "account.methods.deleteNeedsPassword":
    "Deleting your account asks for its password, so that a session alone cannot delete it. Your account has none yet: set one under Sign-in methods above, then come back here.",
  "account.methods.unlinkedTitle": "{provider} unlinked",
  "account.methods.unlinkedDescription": "You can no longer sign in with {provider}.",
  "account.methods.lastWayIn":
    "{provider} was not unlinked: it is your only way to sign in. Set a password or link another account first, then try again.",
  "account.methods.notLinked": "{provider} is not linked to your account, so there was nothing to unlink.",
  "account.methods.passwordLinkSentTitle": "Check your email",
  "account.methods.passwordLinkSentDescription": "We sent a link to {email} to set your password. It works once and expires in 24 hours.",

  // ---- Profile ----
  "account.profile.title": "Profile Settings",
  "account.profile.description": "Your name, picture and time zone on {product}.",
  "account.profile.loadFailed": "Failed to load profile information",
  "account.profile.tryAgain": "Try again",
  "account.profile.emailLocked": "Email cannot be changed. Contact support if you need to update your email.",
  /** {name} is in bold. */
  "account.profile.preview": "Display name preview: {name}",
  "account.profile.save": "Save Changes",
  "account.timeZone.label": "Time zone",
  "account.timeZone.hint": "Live Q&As, coaching sessions and every other time on {product} are shown in this zone.",
  "account.timeZone.America/St_Johns": "Newfoundland — St. John's",
  "account.timeZone.America/Halifax": "Atlantic — Halifax",
  "account.timeZone.America/Toronto": "Eastern — Toronto",
  "account.timeZone.America/New_York": "Eastern — New York",
  "account.timeZone.America/Winnipeg": "Central — Winnipeg",
  "account.timeZone.America/Chicago": "Central — Chicago",
  "account.timeZone.America/Regina": "Saskatchewan — Regina (no daylight time)",
  "account.timeZone.America/Edmonton": "Mountain — Edmonton",
  "account.timeZone.America/Denver": "Mountain — Denver",
  "account.timeZone.America/Phoenix": "Arizona — Phoenix (no daylight time)",
  "account.timeZone.America/Whitehorse": "Yukon — Whitehorse (no daylight time)",
  "account.timeZone.America/Vancouver": "Pacific — Vancouver",
  "account.timeZone.America/Los_Angeles": "Pacific — Los Angeles",
  "account.timeZone.America/Anchorage": "Alaska — Anchorage",
  "account.timeZone.Pacific/Honolulu": "Hawaii — Honolulu",
  "account.photo.label": "Photo",
  "account.photo.choose": "Choose a picture",
  "account.photo.hint": "A PNG, JPEG or WebP picture, up to {size} and {side}×{side} pixels. Other members see it beside your posts.",
  /** A file size in kilobytes. */
  "account.photo.kilobytes": "{amount} KB",
  "account.photo.upload": "Upload photo",
  "account.photo.uploading": "Uploading...",
  "account.photo.remove": "Remove photo",
  "account.photo.removing": "Removing...",
  "account.photo.tooBig": "That file is {size}; a photo can be up to {max}.",
  "account.photo.tooLarge": "That picture is {width}×{height} pixels; a photo can be up to {side}×{side}.",

  // ---- Toasts (set on the server, shown on the next page) ----
  "account.toast.errorTitle": "Error",
  "account.toast.signupSuccessTitle": "Account created successfully!",
  "account.toast.signupSuccessDescription": "Please check your email to confirm your account.",
  "account.toast.loginSuccessTitle": "Welcome back!",
  "account.toast.loginSuccessDescription": "You have been signed in successfully.",
  "account.toast.logoutSuccessTitle": "Signed out",
  "account.toast.logoutSuccessDescription": "You have been signed out successfully.",
  "account.toast.emailConfirmedTitle": "Email confirmed",
  "account.toast.emailConfirmedDescription": "Your account is ready.",
  "account.toast.signInToConfirmTitle": "One more step",
  "account.toast.signInToConfirmDescription": "Sign in with your password to confirm your email.",
  "account.toast.resetSentTitle": "Password reset email sent",
  "account.toast.resetSentDescription": "Please check your email for the password reset link.",
  "account.toast.passwordUpdatedTitle": "Password updated",
  "account.toast.passwordUpdatedDescription": "Sign in with your new password.",
  "account.toast.profileSavedTitle": "Success",
  "account.toast.profileSavedDescription": "Profile updated successfully",
  "account.toast.profileSavedWithZone": "Profile updated successfully. Times are now shown for {zone}.",
  "account.toast.passwordChangedTitle": "Password changed",
  "account.toast.passwordChangedDescription": "Other devices have been signed out.",
  "account.toast.marketingSavedTitle": "Preferences saved",
  "account.toast.marketingSavedDescription": "Your email preferences have been updated.",
  "account.toast.otherSessionsEndedTitle": "Signed out elsewhere",
  "account.toast.otherSessionsEndedDescription": "All your other sessions have been signed out.",
  "account.toast.accountDeletedTitle": "Account deleted",
  "account.toast.accountDeletedDescription": "Your account and personal data have been removed.",
  "account.toast.reviewEmailsOnTitle": "Review emails on",
  "account.toast.reviewEmailsOnDescription": "We'll email you once a week when review questions are due.",
  "account.toast.reviewEmailsOffTitle": "Review emails off",
  "account.toast.reviewEmailsOffDescription": "You won't get review emails.",
  "account.toast.photoSavedTitle": "Photo saved",
  "account.toast.photoSavedDescription": "Your new photo is shown beside your name",
  "account.toast.photoRemovedTitle": "Photo removed",
  "account.toast.photoRemovedDescription": "Your initials are shown instead",

  // ---- What the server answers a form with, in English where it is made (forms.ts, texts.ts...): each is
  // found by its English text and given in the page's language (app/lib/services/auth/account-words.server.ts) ----
  "account.form.emailRequired": "Email is required",
  "account.form.emailTooLong": "Email is too long",
  "account.form.emailInvalid": "Enter a valid email address",
  "account.form.passwordRequired": "Password is required",
  "account.form.passwordTooShort": "Password must be at least 8 characters",
  "account.form.passwordTooLong": "Password must be at most 128 characters",
  "account.form.confirmPasswordRequired": "Confirm your password",
  "account.form.passwordsDoNotMatch": "Passwords do not match",
  "account.form.currentPasswordRequired": "Enter your current password",
  "account.form.firstNameRequired": "First name is required",
  "account.form.firstNameTooLong": "First name is too long",
  "account.form.lastNameRequired": "Last name is required",
  "account.form.lastNameTooLong": "Last name is too long",
  "account.form.countryRequired": "Choose Canada or United States",
  "account.form.agreeTermsRequired": "You must agree to the Terms of Service and Privacy Policy",
  "account.form.passwordBreached": "This password is in lists of leaked passwords that attackers try first. Choose another.",
  "account.form.passwordPredictable":
    "This password is too easy to guess: avoid repeated characters, runs like 12345 or abcde, and keyboard rows like qwerty.",
  "account.form.rateLimited": "Too many attempts. Please wait a few minutes and try again.",
  "account.form.invalidCredentials": "Invalid email or password.",
  "account.form.unverified":
    "Please confirm your email address before signing in. Open the link we sent in this browser and press its button, then sign in here, or send a new one.",
  "account.form.invalidLink": "This link is invalid or has expired. Links work once and expire after 24 hours.",
  "account.form.resetFailed": "Failed to send password reset email. Please try again.",
  "account.form.profileSaveFailed": "Failed to update profile",
  "account.form.wrongCurrentPassword": "Your current password is not correct.",
  "account.form.deleteConfirmMismatch": "Type your email address exactly to confirm.",
  "account.form.deleteBillingFailed": "We could not end your plan's billing, so nothing was deleted. Please try again in a few minutes.",
  "account.form.deletePaymentPending":
    "A payment of yours is still being confirmed by your bank, so nothing was deleted. Please try again once it has gone through; we email you when it does.",
  "account.form.unknownAction": "Unknown action.",
  "account.form.linkPasswordRefused": "That password is not correct.",
  "account.form.chooseLinkedMethod": "Choose a linked sign-in method to unlink.",
  "account.form.alreadyHasPassword": "Your account already has a password. To choose another, use Change password.",
  "account.form.providerExpired": "This sign-in has expired or was already used. Please start again.",
  "account.form.timeZoneInvalid": "Choose your time zone from the list.",
  "account.form.reviewEmailsInvalid": "Tick the box or leave it empty, then save.",
  "account.form.photoMissing": "Choose a picture to upload.",
  "account.form.photoSaveFailed": "Your photo could not be saved. Please try again.",
  "account.form.photoEmpty": "That file is empty. Choose a PNG, JPEG or WebP picture.",
  "account.form.photoUnknown": "That file is not a PNG, JPEG or WebP picture.",
  "account.form.photoCorrupted": "That picture could not be read: the file is damaged or incomplete.",
  "account.form.photoAnimated": "Choose a still picture: animated pictures are not accepted.",

  // ---- The account emails, in the reader's language ----
  "account.email.verifySubject": "Confirm your {product} account",
  "account.email.verifyWelcome": "Welcome! Please confirm your email address to finish creating your account.",
  "account.email.verifyOnce": "This link works once and expires in 24 hours. If you did not sign up, ignore this email.",
  "account.email.confirmButton": "Confirm my email",
  "account.email.registeredSubject": "Someone tried to sign up with your email",
  "account.email.registeredText": "Someone (maybe you) tried to create a {product} account with this email address, but you already have one.",
  "account.email.registeredAdvice":
    "If it was you, sign in instead. If you forgot your password, you can reset it. If it was not you, you can ignore this email: nothing has changed.",
  "account.email.resetButton": "Reset my password",
  "account.email.resetSubject": "Reset your {product} password",
  "account.email.resetText": "We received a request to reset the password of your account.",
  "account.email.resetOnce":
    "This link works once and expires in 24 hours. If you did not ask for it, ignore this email: your password has not changed.",
  "account.email.resetChoose": "Choose a new password",
  "account.email.setPasswordSubject": "Set a password for your {product} account",
  "account.email.setPasswordText": "You asked to set a password, so you can also sign in with your email address.",
  "account.email.setPasswordOnce":
    "This link works once and expires in 24 hours. If you did not ask for it, ignore this email: nothing has changed.",
  "account.email.setPasswordButton": "Choose a password",
  "account.email.unlinkedSubject": "{provider} was unlinked from your {product} account",
  "account.email.unlinkedText": "{provider} was unlinked from your {product} account in Settings. You can no longer sign in with it.",
  "account.email.unlinkedAdvice":
    "If you did not do this, someone may be signed in to your account: reset your password, which signs out every device.",
  /** A provider account as the email names it: "the Google account Sam (sam@example.com, id 1234)". */
  "account.email.providerAccount": "the {provider} account {who}",
  "account.email.providerAccountNamed": "{name} ({facts})",
  "account.email.providerAccountId": "id {subject}",
  "account.email.linkedSubject": "{provider} was linked to your {product} account",
  "account.email.linkedText": "{account} was linked to your {product} account: from now on, signing in with it opens yours.",
  "account.email.linkedBySettings":
    "You asked for it in Settings → Sign-in methods, signed in and confirmed with your password or another sign-in method",
  "account.email.linkedByEmail":
    "{provider} confirmed that this {provider} account uses your verified email address, and it was used to sign in",
  "account.email.linkedWhen": "{why}, on {at}.",
  "account.email.linkedWhenFrom": "{why}, on {at} from IP address {ip}.",
  "account.email.linkedAdvice": "If this was not you, unlink {provider} in your account settings and reset your password.",
  "account.email.settingsButton": "Open my settings",
  "account.email.addressTakenSubject": "Someone tried to sign up with your email through {provider}",
  "account.email.addressTakenText":
    "On {at}, someone signed in to {product} with {account} and gave this email address for a new account. You already have an account with it, so nothing was created or linked.",
  "account.email.addressTakenAdvice":
    "If it was you and you want to sign in with {provider}, sign in to your account as usual and link {provider} in Settings → Sign-in methods. If it was not you, ignore this email: nothing has changed.",
  "account.email.confirmAddressText":
    "On {at}, someone signed in to {product} with {account} and asked to create an account with this email address.",
  "account.email.confirmAddressAdvice":
    "If it was you, confirm the address to finish creating your account with {provider}. The link works once, only in the browser where you signed in with {provider}, and expires in 24 hours. If it was not you, ignore this email: no account is created.",
} as const satisfies Catalogue;
