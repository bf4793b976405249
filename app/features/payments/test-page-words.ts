/**
 * The words of the local provider's two pages (the test checkout and the stand-in portal) where their
 * loader's data is missing: their error boundaries, and their titles then. A 404 they throw carries the
 * page's messages (`notFoundWithMessages`); a failure carries none, and its words stay English.
 */
import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { useLocale } from "~/hooks/use-translate";
import type { Locale } from "~/lib/i18n/locale";
import { formatMessage, type Message, type MessageKey } from "~/lib/i18n/messages";

type Messages = Readonly<Record<string, Message>>;

/** The messages a loader's data or a thrown error response carries, if any. */
export function messagesIn(data: unknown): Messages | undefined {
  return (data as { messages?: Messages } | null | undefined)?.messages;
}

/** A key's text from `messages` in `locale`, or `english` when they do not have it. */
export function textOr(messages: Messages | undefined, locale: Locale, key: MessageKey, english: string): string {
  const message = messages?.[key];
  return message === undefined ? english : formatMessage(message, locale);
}

/** For an error boundary: the words its route's thrown response carried, with the English of a failure as fallback. */
export function useBoundaryWords(): (key: MessageKey, english: string) => string {
  const error = useRouteError();
  const locale = useLocale();
  const messages = isRouteErrorResponse(error) ? messagesIn(error.data) : undefined;
  return (key, english) => textOr(messages, locale, key, english);
}
