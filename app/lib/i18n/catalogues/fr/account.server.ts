/** Signing up, logging in, passwords, email confirmation, account settings and profile; validation messages and toasts. (fr-CA) */
import type { Message } from "~/lib/i18n/messages";
import type { account as english } from "~/lib/i18n/catalogues/en/account.server";

export const account: Readonly<Record<keyof typeof english, Message>> = {};
