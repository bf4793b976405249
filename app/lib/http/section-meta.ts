import type { MessageKey, MessageValues } from "~/lib/i18n/messages";
import { pageText, type PageLocation } from "./meta";

/**
 * A text of a section's messages for a meta function, when the section's layout sends them for all its
 * pages (`routeId`: the layout's route id, "routes/community"): its pages' titles and descriptions, and
 * its error boundary's, in the page's language. The key itself when the layout sent none.
 */
export function sectionText(page: Pick<PageLocation, "matches">, routeId: string, key: MessageKey, values?: MessageValues): string {
  return pageText({ matches: page.matches, data: page.matches.find((match) => match.id === routeId)?.data }, key, values);
}
