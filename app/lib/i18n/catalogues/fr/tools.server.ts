/** The four free tools: labels, results, messages, CSV headers and the printed page. (fr-CA) */
import type { Message } from "~/lib/i18n/messages";
import type { tools as english } from "~/lib/i18n/catalogues/en/tools.server";

export const tools: Readonly<Record<keyof typeof english, Message>> = {};
