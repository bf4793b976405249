/** The weekly review email, its unsubscribe page, and other reminder emails. (fr-CA) */
import type { Message } from "~/lib/i18n/messages";
import type { reminders as english } from "~/lib/i18n/catalogues/en/reminders.server";

export const reminders: Readonly<Record<keyof typeof english, Message>> = {};
