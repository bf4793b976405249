/** Saved plans, the advanced tools and the personalised plan. (fr-CA) */
import type { Message } from "~/lib/i18n/messages";
import type { plans as english } from "~/lib/i18n/catalogues/en/plans.server";

export const plans: Readonly<Record<keyof typeof english, Message>> = {};
