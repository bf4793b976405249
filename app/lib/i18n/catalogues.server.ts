/**
 * The catalogues, on the server only: a page receives the namespaces it shows, in its language, with its
 * loader's data, so no catalogue is ever part of the browser's script (issue 38's budget) and each page
 * carries one language's words, not both.
 */
import type { Locale } from "./locale";
import { formatMessage, pickMessages, type Catalogue, type Message, type MessageKey, type MessageValues } from "./messages";
import { en } from "./catalogues/en.server";
import { fr } from "./catalogues/fr.server";

export const CATALOGUES: Readonly<Record<Locale, Catalogue>> = { en, fr };

/**
 * Texts only the server writes: emails, and the answers of actions (refusals, validation, confirmations),
 * which reach a page already translated. `messagesFor` never sends them, whatever namespace a page asks for.
 */
export const SERVER_ONLY_NAMESPACES = [
  "services.community.action",
  "services.community.email",
  "services.community.limit",
  "services.community.validation",
  "services.live.action",
  "services.live.email",
  "services.coaching.email",
  "services.support.email",
] as const;

const picked = new Map<string, Readonly<Record<string, Message>>>();

/**
 * The messages of `namespaces` in `locale` but those of `except` (a section's pages that send their own),
 * for a loader to send along; the same object every time.
 */
export function messagesFor(
  locale: Locale,
  namespaces: readonly string[],
  { except = [] }: { except?: readonly string[] } = {},
): Readonly<Record<string, Message>> {
  const key = `${locale}:${namespaces.join(",")}:${except.join(",")}`;
  let messages = picked.get(key);
  if (!messages) picked.set(key, (messages = pickMessages(CATALOGUES[locale], namespaces, [...SERVER_ONLY_NAMESPACES, ...except])));
  return messages;
}

/** A text in `locale`, for the server's own words: emails, toasts, validation messages. */
export function translate(locale: Locale, key: MessageKey, values?: MessageValues): string {
  return formatMessage(CATALOGUES[locale][key] ?? en[key], locale, values);
}
