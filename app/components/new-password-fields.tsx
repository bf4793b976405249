import { useState } from "react";
import { useTranslate } from "~/hooks/use-translate";
import { NEW_PASSWORD_CONSTRAINTS as constraints } from "~/lib/services/auth/fields";
import { passwordStrength } from "~/lib/services/auth/password-strength";
import { PasswordField, PasswordStrengthHint } from "./account-fields";

/** What an action's reply tells these fields: its messages (the refused passwords are never sent back). */
export interface NewPasswordReply {
  errors: { password?: string; confirmPassword?: string };
}

/**
 * A new password and its confirmation (sign-up, reset, settings): the strength meter and the
 * mismatch message follow typing when JavaScript runs; without it, the server's reply shows the
 * messages, and the meter stays empty like the fields it describes (passwords are never sent back).
 * `onReadyChange` says whether both are filled in and match, for a page that waits for that.
 * `replacing`: the password replaces another (reset, settings), and the labels say "New password".
 */
export function NewPasswordFields({
  replacing = false,
  reply,
  onReadyChange,
}: {
  replacing?: boolean;
  reply: NewPasswordReply | undefined;
  onReadyChange?: (ready: boolean) => void;
}) {
  const t = useTranslate();
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
        label={t(replacing ? "account.field.newPassword" : "account.field.password")}
        name="password"
        autoComplete="new-password"
        {...constraints.password}
        onChange={(event) => change({ password: event.target.value, confirmPassword })}
        error={reply?.errors.password}
        hint={<PasswordStrengthHint strength={strength} />}
      />
      <PasswordField
        label={t(replacing ? "account.field.confirmNewPassword" : "account.field.confirmPassword")}
        name="confirmPassword"
        autoComplete="new-password"
        {...constraints.confirmPassword}
        onChange={(event) => change({ password, confirmPassword: event.target.value })}
        // The server's own mismatch message is the same text (PASSWORDS_DO_NOT_MATCH, in the page's language).
        error={mismatch ? t("account.form.passwordsDoNotMatch") : reply?.errors.confirmPassword}
      />
    </>
  );
}
