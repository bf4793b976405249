/** The signed-in dashboard: overview, courses, progress, achievements, purchases and receipts, subscription, the certificate. */
import type { Catalogue } from "~/lib/i18n/messages";

export const dashboard = {} as const satisfies Catalogue;
