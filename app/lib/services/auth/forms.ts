/**
 * Account form rules, shared by the pages (for field attributes and live hints) and their actions
 * (which enforce them). Field names are the spec's sign-up keys.
 */
import { z } from "zod";
import { COUNTRIES } from "../../domain/countries";

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORDS_DO_NOT_MATCH = "Passwords do not match";

const email = z
  .string({ required_error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(254, "Email is too long")
  .email("Enter a valid email address")
  .transform((value) => value.toLowerCase());

/** Length only: the check against breached passwords runs on the server (password-policy.server.ts). */
export const newPassword = z
  .string({ required_error: "Password is required" })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

const name = (label: string) =>
  z.string({ required_error: `${label} is required` }).trim().min(1, `${label} is required`).max(100, `${label} is too long`);

const checkbox = z.preprocess((value) => value === "on" || value === "true", z.boolean());

export const signupSchema = z
  .object({
    firstName: name("First name"),
    lastName: name("Last name"),
    email,
    country: z.enum(COUNTRIES, { errorMap: () => ({ message: "Choose Canada or United States" }) }),
    password: newPassword,
    confirmPassword: z.string({ required_error: "Confirm your password" }).min(1, "Confirm your password"),
    agreeTerms: checkbox.refine((value) => value, "You must agree to the Terms of Service and Privacy Policy"),
    agreeMarketing: checkbox,
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: PASSWORDS_DO_NOT_MATCH,
    path: ["confirmPassword"],
  });

export const newPasswordSchema = z
  .object({
    password: newPassword,
    confirmPassword: z.string({ required_error: "Confirm your password" }).min(1, "Confirm your password"),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: PASSWORDS_DO_NOT_MATCH,
    path: ["confirmPassword"],
  });

export const changePasswordSchema = z
  .object({
    currentPassword: z.string({ required_error: "Enter your current password" }).min(1, "Enter your current password").max(PASSWORD_MAX_LENGTH),
    password: newPassword,
    confirmPassword: z.string({ required_error: "Confirm your password" }).min(1, "Confirm your password"),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: PASSWORDS_DO_NOT_MATCH,
    path: ["confirmPassword"],
  });

export const loginSchema = z.object({
  email,
  password: z.string({ required_error: "Password is required" }).min(1, "Password is required").max(PASSWORD_MAX_LENGTH),
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
  firstName: optionalText("First name", 100),
  lastName: optionalText("Last name", 100),
  avatarUrl: optionalText("Avatar URL", 2000).refine(
    (value) => value === null || /^https?:\/\/[^\s]+$/i.test(value),
    "Enter a web address starting with https://",
  ),
});

export const emailOnlySchema = z.object({ email });

export type FieldErrors = Partial<Record<string, string>>;

/** What an action sends back to re-render its form: the values to keep (never passwords) and the messages. */
export interface FormState {
  values: Record<string, string>;
  errors: FieldErrors;
}

/** Parses form data; returns the data or the first message per field. */
export function parseForm<T extends z.ZodTypeAny>(
  schema: T,
  form: FormData,
): { success: true; data: z.infer<T> } | { success: false; errors: FieldErrors } {
  const result = schema.safeParse(Object.fromEntries(form));
  if (result.success) return { success: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return { success: false, errors };
}

/** Honeypot: a field people never see or fill; bots that fill every input give themselves away. */
export const HONEYPOT_FIELD = "website";
export function isBot(form: FormData): boolean {
  return String(form.get(HONEYPOT_FIELD) ?? "") !== "";
}
