/** The spec's password strength meter (section 5). Display only: it never blocks a password. */
export const STRENGTH_MIN_LENGTH = 8;

export type StrengthLabel = "Weak" | "Good" | "Strong";

export interface PasswordStrength {
  /** 0 to 5: one point each for length ≥ 8, an uppercase letter, a lowercase letter, a digit, a symbol. */
  score: number;
  label: StrengthLabel;
}

export function passwordStrength(password: string): PasswordStrength {
  const score = [
    password.length >= STRENGTH_MIN_LENGTH,
    /[A-Z]/.test(password),
    /[a-z]/.test(password),
    /\d/.test(password),
    /[^A-Za-z0-9]/.test(password),
  ].filter(Boolean).length;
  return { score, label: score < 3 ? "Weak" : score === 3 ? "Good" : "Strong" };
}
