/** Signing up, logging in, passwords, email confirmation, account settings and profile; validation messages and toasts. */
import type { Catalogue } from "~/lib/i18n/messages";

export const account = {} as const satisfies Catalogue;
