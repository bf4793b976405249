import { describe, expect, it } from "vitest";
import { parseSubmission } from "~/lib/http/form";
import { translate } from "~/lib/i18n/catalogues.server";
import type { MessageKey } from "~/lib/i18n/messages";
import { accountToast, emailLanguage, formMessageKey, localizeMessage, localizeReply } from "./account-words.server";
import { PASSWORDS_DO_NOT_MATCH } from "./fields";
import { changePasswordSchema, deleteAccountSchema, emailOnlySchema, loginSchema, profileSchema, signupSchema } from "./forms";
import { passwordResetEmail, verificationEmail } from "./emails";
import { parseNewPasswordSubmission, PASSWORD_BREACHED, PASSWORD_PREDICTABLE } from "./password-policy.server";
import { RATE_LIMIT_MESSAGE } from "./rate-limit.server";
import { AUTH_TEXTS } from "./texts";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe("the account catalogue's English", () => {
  it("is AUTH_TEXTS, word for word", () => {
    const toasts = [
      "signupSuccess",
      "loginSuccess",
      "logoutSuccess",
      "emailConfirmed",
      "signInToConfirm",
      "resetSent",
      "passwordUpdated",
      "profileSaved",
      "passwordChanged",
      "marketingSaved",
      "otherSessionsEnded",
      "accountDeleted",
    ] as const;
    for (const name of toasts) expect(accountToast("en", name)).toEqual({ type: "success", ...AUTH_TEXTS[name] });
    const sentences: [string, MessageKey][] = [
      [AUTH_TEXTS.errorTitle, "account.toast.errorTitle"],
      [AUTH_TEXTS.invalidCredentials, "account.form.invalidCredentials"],
      [AUTH_TEXTS.unverified, "account.form.unverified"],
      [AUTH_TEXTS.verificationResent, "account.login.resent"],
      [AUTH_TEXTS.invalidLink, "account.form.invalidLink"],
      [AUTH_TEXTS.resetFailed, "account.form.resetFailed"],
      [AUTH_TEXTS.sending, "account.common.sending"],
      [AUTH_TEXTS.profileSaveFailed, "account.form.profileSaveFailed"],
      [AUTH_TEXTS.profileLoadFailed, "account.profile.loadFailed"],
      [AUTH_TEXTS.emailLocked, "account.profile.emailLocked"],
      [AUTH_TEXTS.wrongCurrentPassword, "account.form.wrongCurrentPassword"],
      [AUTH_TEXTS.deleteConfirmMismatch, "account.form.deleteConfirmMismatch"],
      [AUTH_TEXTS.deleteBillingFailed, "account.form.deleteBillingFailed"],
      [AUTH_TEXTS.deletePaymentPending, "account.form.deletePaymentPending"],
      [AUTH_TEXTS.signingIn, "account.login.busy"],
      [AUTH_TEXTS.creatingAccount, "account.signup.busy"],
      [RATE_LIMIT_MESSAGE, "account.form.rateLimited"],
      [PASSWORD_BREACHED, "account.form.passwordBreached"],
      [PASSWORD_PREDICTABLE, "account.form.passwordPredictable"],
      [PASSWORDS_DO_NOT_MATCH, "account.form.passwordsDoNotMatch"],
    ];
    for (const [english, key] of sentences) expect(translate("en", key)).toBe(english);
  });

  it("has every message the account forms' schemas and checks give, so each has its French", () => {
    const long = "x".repeat(300);
    const replies = [
      parseSubmission(form({}), signupSchema),
      parseSubmission(
        form({ firstName: long, lastName: long, email: long, country: "FR", password: "short", confirmPassword: "other" }),
        signupSchema,
      ),
      parseSubmission(form({ email: "not-an-address", password: "x".repeat(200), confirmPassword: "y" }), signupSchema),
      parseSubmission(form({}), loginSchema),
      parseSubmission(form({}), emailOnlySchema),
      parseSubmission(form({}), changePasswordSchema),
      parseSubmission(form({ currentPassword: "a", password: "abcdefgh1!", confirmPassword: "abcdefgh1?" }), changePasswordSchema),
      parseSubmission(form({}), deleteAccountSchema),
      parseSubmission(form({ firstName: long, lastName: long }), profileSchema),
      parseNewPasswordSubmission(form({ password: "password1", confirmPassword: "password1" }), changePasswordSchema),
      parseNewPasswordSubmission(form({ password: "aaaaaaaaaa", confirmPassword: "aaaaaaaaaa" }), changePasswordSchema),
    ];
    const messages = new Set(replies.flatMap((submission) => Object.values(submission.reply().errors)));
    expect(messages.size).toBeGreaterThan(15);
    expect([...messages].filter((message) => !message || formMessageKey(message) === null)).toEqual([]);
  });
});

describe("localizeReply and localizeMessage", () => {
  it("give English answers back as they were", () => {
    const reply = parseSubmission(form({}), loginSchema).reply({ form: RATE_LIMIT_MESSAGE });
    expect(localizeReply("en", reply)).toBe(reply);
    expect(localizeMessage("en", AUTH_TEXTS.invalidCredentials)).toBe(AUTH_TEXTS.invalidCredentials);
  });

  it("say every known message in French, and leave an unknown one as it is", () => {
    const reply = parseSubmission(form({ email: "ana@example.com" }), loginSchema).reply({ form: RATE_LIMIT_MESSAGE });
    expect(localizeReply("fr", reply)).toEqual({
      values: { email: "ana@example.com" },
      errors: { form: "Trop de tentatives. Veuillez patienter quelques minutes, puis réessayer.", password: "Le mot de passe est obligatoire" },
    });
    expect(localizeMessage("fr", AUTH_TEXTS.invalidCredentials)).toBe("Courriel ou mot de passe invalide.");
    expect(localizeMessage("fr", "Something else")).toBe("Something else");
    expect(localizeMessage("fr", undefined)).toBeUndefined();
  });

  it("give French toasts", () => {
    expect(accountToast("fr", "logoutSuccess")).toEqual({
      type: "success",
      title: "Session fermée",
      description: "Votre session a bien été fermée.",
    });
  });
});

describe("the account emails", () => {
  const site = new URL("https://moneywise.example");

  it("are written in English as before, with links to the English pages", () => {
    const email = verificationEmail("ana@example.com", site, "tok", "/courses", emailLanguage("en"));
    expect(email.subject).toBe("Confirm your Moneywise account");
    expect(email.text).toContain("Welcome! Please confirm your email address to finish creating your account.");
    expect(email.text).toContain("Confirm my email: https://moneywise.example/verify-email?token=tok&redirectTo=%2Fcourses");
  });

  it("are written in French for a French reader, with links to the French pages", () => {
    const email = passwordResetEmail("ana@example.com", site, "tok", emailLanguage("fr"));
    expect(email.subject).toBe("Réinitialisez votre mot de passe Moneywise");
    expect(email.html).toContain('href="https://moneywise.example/fr/reset-password/new?token=tok"');
    expect(email.text).toContain("Choisir un nouveau mot de passe");
  });
});
