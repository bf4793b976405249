/** Saved plans, the advanced tools and the personalised plan. */
import type { Catalogue } from "~/lib/i18n/messages";

export const plans = {} as const satisfies Catalogue;
