/** The four free tools: labels, results, messages, CSV headers and the printed page. */
import type { Catalogue } from "~/lib/i18n/messages";

export const tools = {} as const satisfies Catalogue;
