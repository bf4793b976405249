/**
 * What the account pages need to draw their forms, without the schemas (./forms.ts) that enforce them on
 * the server: the field limits, the live mismatch message, the honeypot's name and each form's HTML
 * constraints (app/lib/http/field-constraints.ts).
 */
import type { FieldConstraints } from "~/lib/http/field-constraints";

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 100;
/** The schemas' mismatch message, in English; the pages say it in theirs (`account.form.passwordsDoNotMatch`). */
export const PASSWORDS_DO_NOT_MATCH = "Passwords do not match";

/** Honeypot: a field people never see or fill; bots that fill every input give themselves away. */
export const HONEYPOT_FIELD = "website";

const email = { required: true, maxLength: EMAIL_MAX_LENGTH, type: "email" } as const;
const name = { required: true, maxLength: NAME_MAX_LENGTH } as const;
/** A password the person already has: any non-empty guess up to the longest allowed. */
const currentPassword = { required: true, maxLength: PASSWORD_MAX_LENGTH } as const;

/** The two fields of every form that sets a password (sign-up, reset, settings): NewPasswordFields. */
export const NEW_PASSWORD_CONSTRAINTS = {
  password: { required: true, minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH },
  confirmPassword: { required: true, maxLength: PASSWORD_MAX_LENGTH },
} as const satisfies FieldConstraints<"password" | "confirmPassword">;

export const SIGNUP_CONSTRAINTS = {
  firstName: name,
  lastName: name,
  email,
  country: { required: true },
  ...NEW_PASSWORD_CONSTRAINTS,
  agreeTerms: { required: true },
  agreeMarketing: {},
} as const satisfies FieldConstraints<string>;

export const LOGIN_CONSTRAINTS = { email, password: currentPassword, remember: {} } as const satisfies FieldConstraints<string>;

export const EMAIL_ONLY_CONSTRAINTS = { email } as const satisfies FieldConstraints<"email">;

export const CHANGE_PASSWORD_CONSTRAINTS = { currentPassword, ...NEW_PASSWORD_CONSTRAINTS } as const satisfies FieldConstraints<string>;

export const DELETE_ACCOUNT_CONSTRAINTS = { confirmEmail: email, accountPassword: currentPassword } as const satisfies FieldConstraints<string>;

/** Profile names may be emptied (saved as null). */
export const PROFILE_NAME_CONSTRAINTS = {
  firstName: { maxLength: NAME_MAX_LENGTH },
  lastName: { maxLength: NAME_MAX_LENGTH },
} as const satisfies FieldConstraints<string>;
