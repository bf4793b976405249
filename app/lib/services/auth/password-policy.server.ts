/**
 * What a new password must not be, beyond its length: one of the breached passwords attackers try
 * first, or a pattern they generate (one character repeated, a run like 12345678 or abcdefgh, a keyboard
 * row like qwerty, a short chunk repeated). Server-side only: the list stays out of the browser bundle,
 * and the strength meter on the page stays display-only, as the spec describes.
 */
import { parseSubmission, refuseSubmission, type FieldName, type FormErrors, type FormSchema, type Submission } from "~/lib/http/form";
import { COMMON_PASSWORDS } from "./common-passwords.server";
import { PASSWORD_MAX_LENGTH } from "./fields";

export const PASSWORD_BREACHED = "This password is in lists of leaked passwords that attackers try first. Choose another.";
export const PASSWORD_PREDICTABLE =
  "This password is too easy to guess: avoid repeated characters, runs like 12345 or abcde, and keyboard rows like qwerty.";

/** A password needs at least this many characters that do not simply continue the one before. */
const MIN_UNPREDICTABLE_CHARACTERS = 4;
const KEYBOARD_ROWS = ["1234567890-=", "qwertyuiop[]", "asdfghjkl;'", "zxcvbnm,./"];

let commonPasswords: Set<string> | undefined;

function isBreached(password: string): boolean {
  commonPasswords ??= new Set(COMMON_PASSWORDS.split("\n"));
  return commonPasswords.has(password.toLowerCase());
}

/** Whether `next` is what a pattern would put after `previous`: the same, the neighbour in the alphabet or digits, or on the keyboard. */
function continuesPattern(previous: string, next: string): boolean {
  if (previous === next) return true;
  const step = Math.abs(next.charCodeAt(0) - previous.charCodeAt(0));
  const sameKind = /[a-z]/.test(previous) === /[a-z]/.test(next) && /\d/.test(previous) === /\d/.test(next) && /[a-z\d]/.test(next);
  if (step === 1 && sameKind) return true;
  return KEYBOARD_ROWS.some((row) => {
    const at = row.indexOf(previous);
    return at >= 0 && (row[at + 1] === next || row[at - 1] === next);
  });
}

function isPredictable(password: string): boolean {
  const characters = [...password.toLowerCase()];
  if (/^(.+?)\1+$/su.test(password.toLowerCase())) return true;
  const unpredictable = characters.filter((character, index) => index === 0 || !continuesPattern(characters[index - 1]!, character)).length;
  return unpredictable < MIN_UNPREDICTABLE_CHARACTERS;
}

/** Why this new password is refused, or null when it is fine. */
export function newPasswordProblem(password: string): string | null {
  if (isBreached(password)) return PASSWORD_BREACHED;
  if (isPredictable(password)) return PASSWORD_PREDICTABLE;
  return null;
}

/**
 * parseSubmission for forms that set a password (their `password` field), with the breached and
 * pattern checks. A reply carries no strength: the refused password is never sent back, so the meter
 * describes the (empty) fields the page shows again, not a password that is no longer there.
 */
export function parseNewPasswordSubmission<S extends FormSchema>(form: FormData, schema: S): Submission<S> {
  const password = String(form.get("password") ?? "");
  const submission = parseSubmission(form, schema);
  // Only a length the schema allows is checked: the pattern check grows with the square of the length,
  // and a form-sized "password" (64 KiB) would hold the event loop for half a second, before any rate limit.
  const problem = password.length <= PASSWORD_MAX_LENGTH ? newPasswordProblem(password) : null;
  // Every form this serves has a `password` field; the type system cannot see that through the generic.
  return problem ? refuseSubmission(submission, { password: problem } as FormErrors<FieldName<S>>) : submission;
}
