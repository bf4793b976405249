/** The home page, the courses list and the plans and pricing page. (fr-CA) */
import type { Message } from "~/lib/i18n/messages";
import type { home as english } from "~/lib/i18n/catalogues/en/home.server";

export const home: Readonly<Record<keyof typeof english, Message>> = {};
