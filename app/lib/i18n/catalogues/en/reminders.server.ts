/** The weekly review email, its unsubscribe page, and other reminder emails. */
import type { Catalogue } from "~/lib/i18n/messages";

export const reminders = {} as const satisfies Catalogue;
