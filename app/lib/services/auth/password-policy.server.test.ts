import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { commonPasswordsModule } from "../../../../scripts/common-passwords-module";
import { PASSWORD_MAX_LENGTH } from "./fields";
import { resetPasswordSchema } from "./forms";
import { newPasswordProblem, parseNewPasswordSubmission, PASSWORD_BREACHED, PASSWORD_PREDICTABLE } from "./password-policy.server";
import { passwordStrength } from "./password-strength";

describe("newPasswordProblem", () => {
  it.each(["password123", "qwerty1234", "12345678a", "iloveyou1", "Sunshine1", "1q2w3e4r5t", "P@ssw0rd"])(
    "refuses the breached password %s",
    (password) => {
      expect(newPasswordProblem(password)).toBe(PASSWORD_BREACHED);
    },
  );

  it.each(["aaaaaaaaaa", "zzzzzzzzz1", "abcdefghi", "98765432z", "asdfghjkl;'", "zxcvbnm,./", "abcabcabcabc", "Xy7Xy7Xy7Xy7"])(
    "refuses the repeated or sequential pattern %s",
    (password) => {
      expect(newPasswordProblem(password)).toBe(PASSWORD_PREDICTABLE);
    },
  );

  it.each(["Maple-Leaf-2026", "Tr0ub4dor&3!", "correct horse battery staple", "ÉCOLE-du-soir-7", "x9$kQ2!m"])("accepts %s", (password) => {
    expect(newPasswordProblem(password)).toBeNull();
  });

  it("is separate from the strength meter, which stays display-only as the spec says", () => {
    // "Password1" scores Strong on the meter, and is still refused.
    expect(passwordStrength("Password1").label).toBe("Strong");
    expect(newPasswordProblem("Password1")).toBe(PASSWORD_BREACHED);
  });
});

describe("parseNewPasswordSubmission", () => {
  it("refuses a password longer than the form allows by its length alone, without running the pattern check over it", () => {
    // Nearly a whole form body (64 KiB): the pattern check took half a second of the event loop on it.
    const password = `${"a".repeat(60_000)}b`;
    const form = new FormData();
    form.set("password", password);
    form.set("confirmPassword", password);
    const start = performance.now();
    const submission = parseNewPasswordSubmission(form, resetPasswordSchema);
    const elapsed = performance.now() - start;
    expect(submission.success).toBe(false);
    expect(submission.reply().errors.password).toBe(`Password must be at most ${PASSWORD_MAX_LENGTH} characters`);
    expect(elapsed).toBeLessThan(50);
  });
});

describe("the shipped breached-password list", () => {
  it("is what `npm run passwords` makes from the installed package (run it after updating the package)", async () => {
    const committed = readFileSync(new URL("./common-passwords.server.ts", import.meta.url), "utf8");
    expect(committed).toBe(await commonPasswordsModule());
  });
});
