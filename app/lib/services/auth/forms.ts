/**
 * Account form rules, shared by the pages (for field attributes and live hints) and their actions
 * (which enforce them). Field names are the spec's sign-up keys.
 */
import { z } from "zod";
import { COUNTRIES } from "~/lib/domain/countries";
import { secret } from "~/lib/http/form";
import { EMAIL_MAX_LENGTH, HONEYPOT_FIELD, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORDS_DO_NOT_MATCH } from "./fields";
import { AUTH_TEXTS } from "./texts";

const email = z
  .string({ required_error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(EMAIL_MAX_LENGTH, "Email is too long")
  .email("Enter a valid email address")
  .transform((value) => value.toLowerCase());

/** Length only: the check against breached passwords runs on the server (password-policy.server.ts). */
const newPassword = secret(
  z
    .string({ required_error: "Password is required" })
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`),
);

const confirmPassword = secret(
  z
    .string({ required_error: "Confirm your password" })
    .min(1, "Confirm your password")
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`),
);

/** A password the person already has; too long a guess is just a wrong one. */
const currentPassword = (message: string) => secret(z.string({ required_error: message }).min(1, message).max(PASSWORD_MAX_LENGTH, message));

/** The two fields of every form that sets a password (sign-up, reset, settings). */
export const newPasswordSchema = z.object({ password: newPassword, confirmPassword });

/** The refinement of every form that sets a password: `.refine(passwordsMatch, PASSWORD_MISMATCH)`. */
const passwordsMatch = (form: { password: string; confirmPassword: string }) => form.password === form.confirmPassword;
const PASSWORD_MISMATCH = { message: PASSWORDS_DO_NOT_MATCH, path: ["confirmPassword"] };

const name = (label: string) =>
  z
    .string({ required_error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(NAME_MAX_LENGTH, `${label} is too long`);

const isChecked = (value: unknown) => value === "on" || value === "true";
const checkbox = z.preprocess(isChecked, z.boolean());

export const signupSchema = z
  .object({
    firstName: name("First name"),
    lastName: name("Last name"),
    email,
    country: z.enum(COUNTRIES, { errorMap: () => ({ message: "Choose Canada or United States" }) }),
    ...newPasswordSchema.shape,
    // A literal rather than a refinement, so the page can read `required` off it.
    agreeTerms: z.preprocess(
      isChecked,
      z.literal(true, { errorMap: () => ({ message: "You must agree to the Terms of Service and Privacy Policy" }) }),
    ),
    agreeMarketing: checkbox,
  })
  .refine(passwordsMatch, PASSWORD_MISMATCH);

export const resetPasswordSchema = newPasswordSchema.refine(passwordsMatch, PASSWORD_MISMATCH);

export const changePasswordSchema = z
  .object({ currentPassword: currentPassword("Enter your current password"), ...newPasswordSchema.shape })
  .refine(passwordsMatch, PASSWORD_MISMATCH);

export const loginSchema = z.object({
  email,
  password: currentPassword("Password is required"),
  remember: checkbox,
});

/** Empty profile fields are saved as null (spec section 5). */
const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} is too long`)
    .transform((value) => value || null);

export const profileSchema = z.object({
  firstName: optionalText("First name", NAME_MAX_LENGTH),
  lastName: optionalText("Last name", NAME_MAX_LENGTH),
});

export const emailOnlySchema = z.object({ email });

export const marketingSchema = z.object({ marketingConsent: checkbox });

/** Settings' Delete account; the action compares the typed address with the account's. */
export const deleteAccountSchema = z.object({
  confirmEmail: z
    .string({ required_error: AUTH_TEXTS.deleteConfirmMismatch })
    .trim()
    .min(1, AUTH_TEXTS.deleteConfirmMismatch)
    .max(EMAIL_MAX_LENGTH, AUTH_TEXTS.deleteConfirmMismatch)
    .email(AUTH_TEXTS.deleteConfirmMismatch),
  accountPassword: currentPassword(AUTH_TEXTS.wrongCurrentPassword),
});

/** The honeypot (./fields.ts) filled in: a bot. */
export function isBot(form: FormData): boolean {
  return String(form.get(HONEYPOT_FIELD) ?? "") !== "";
}
