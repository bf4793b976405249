import { useState } from "react";
import { NEW_PASSWORD_CONSTRAINTS as constraints, PASSWORDS_DO_NOT_MATCH } from "~/lib/services/auth/fields";
import { passwordStrength } from "~/lib/services/auth/password-strength";
import { PasswordField, PasswordStrengthHint } from "./account-fields";

/** The labels where a password replaces another (reset, settings); sign-up keeps the defaults. */
export const NEW_PASSWORD_LABELS = { password: "New password", confirm: "Confirm new password" };

/** What an action's reply tells these fields: its messages (the refused passwords are never sent back). */
export interface NewPasswordReply {
  errors: { password?: string; confirmPassword?: string };
}

/**
 * A new password and its confirmation (sign-up, reset, settings): the strength meter and the
 * mismatch message follow typing when JavaScript runs; without it, the server's reply shows the
 * messages, and the meter stays empty like the fields it describes (passwords are never sent back).
 * `onReadyChange` says whether both are filled in and match, for a page that waits for that.
 */
export function NewPasswordFields({
  labels = { password: "Password", confirm: "Confirm password" },
  reply,
  onReadyChange,
}: {
  labels?: { password: string; confirm: string };
  reply: NewPasswordReply | undefined;
  onReadyChange?: (ready: boolean) => void;
}) {
  const [password, setPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const mismatch = confirmPassword !== "" && password !== confirmPassword;
  const strength = password ? passwordStrength(password) : undefined;
  const change = (next: { password: string; confirmPassword: string }) => {
    setPassword(next.password);
    setConfirmPassword(next.confirmPassword);
    onReadyChange?.(next.password !== "" && next.password === next.confirmPassword);
  };

  return (
    <>
      <PasswordField
        label={labels.password}
        name="password"
        autoComplete="new-password"
        {...constraints.password}
        onChange={(event) => change({ password: event.target.value, confirmPassword })}
        error={reply?.errors.password}
        hint={<PasswordStrengthHint strength={strength} />}
      />
      <PasswordField
        label={labels.confirm}
        name="confirmPassword"
        autoComplete="new-password"
        {...constraints.confirmPassword}
        onChange={(event) => change({ password, confirmPassword: event.target.value })}
        error={mismatch ? PASSWORDS_DO_NOT_MATCH : reply?.errors.confirmPassword}
      />
    </>
  );
}
