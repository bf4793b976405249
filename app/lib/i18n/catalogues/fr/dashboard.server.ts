/** The signed-in dashboard: overview, courses, progress, achievements, purchases and receipts, subscription, the certificate. (fr-CA) */
import type { Message } from "~/lib/i18n/messages";
import type { dashboard as english } from "~/lib/i18n/catalogues/en/dashboard.server";

export const dashboard: Readonly<Record<keyof typeof english, Message>> = {};
