/** The home page, the courses list and the plans and pricing page. */
import type { Catalogue } from "~/lib/i18n/messages";

export const home = {} as const satisfies Catalogue;
