import { useHref, useMatches, useRouteLoaderData } from "@remix-run/react";
import { useMemo } from "react";
import type { loader as rootLoader } from "~/root";
import { localeOfPath, type Locale } from "~/lib/i18n/locale";
import { formatMessage, type Message, type MessageKey, type MessageValues } from "~/lib/i18n/messages";

export type Translate = (key: MessageKey, values?: MessageValues) => string;

/**
 * The page's language. The root loader says it; inside an error boundary without the root's data, the
 * router's base path does (`/fr` for French pages), so even an error page speaks the page's language.
 */
export function useLocale(): Locale {
  const home = useHref("/");
  return useRouteLoaderData<typeof rootLoader>("root")?.locale ?? localeOfPath(home);
}

/**
 * The page's words: `t(key, values)` looks the key up in the messages the matched routes' loaders sent
 * (the root sends the frame's, each page its own). A key no loader sent shows as itself, so a missing
 * namespace is plain to see in a test rather than an empty space.
 */
export function useTranslate(): Translate {
  const locale = useLocale();
  const matches = useMatches();
  return useMemo(() => {
    const messages: Record<string, Message> = {};
    for (const match of matches) Object.assign(messages, (match.data as { messages?: Record<string, Message> } | undefined)?.messages);
    return (key, values) => {
      const message = messages[key];
      return message === undefined ? key : formatMessage(message, locale, values);
    };
  }, [locale, matches]);
}
