import { useHref, useMatches, useRouteLoaderData } from "@remix-run/react";
import { createContext, useContext, useMemo } from "react";
import type { loader as rootLoader } from "~/root";
import { DEFAULT_LOCALE, localeOfPath, type Locale } from "~/lib/i18n/locale";
import { formatMessage, type Message, type MessageKey, type MessageValues } from "~/lib/i18n/messages";

export type Translate = (key: MessageKey, values?: MessageValues) => string;

export interface PageLanguage {
  locale: Locale;
  t: Translate;
}

/** Outside the root's layout (never on a page): English, and each key as itself. */
const NO_PAGE: PageLanguage = { locale: DEFAULT_LOCALE, t: (key) => key };

const PageLanguageContext = createContext<PageLanguage>(NO_PAGE);

/** Given by the root's layout to everything on the page. */
export const PageLanguageProvider = PageLanguageContext.Provider;

/**
 * The page's language and words, worked out once per render by the root's layout. The language is the
 * root loader's; inside an error boundary without the root's data, the router's base path says it (`/fr`
 * for French pages). `t(key, values)` looks the key up in the messages the matched routes' loaders sent
 * (the root sends the frame's, each page its own); a key no loader sent shows as itself, so a missing
 * namespace is plain to see in a test rather than an empty space.
 */
export function usePageLanguageValue(): PageLanguage {
  const home = useHref("/");
  const locale = useRouteLoaderData<typeof rootLoader>("root")?.locale ?? localeOfPath(home);
  const matches = useMatches();
  return useMemo(() => {
    const messages: Record<string, Message> = {};
    for (const match of matches) Object.assign(messages, (match.data as { messages?: Record<string, Message> } | undefined)?.messages);
    const t: Translate = (key, values) => {
      const message = messages[key];
      return message === undefined ? key : formatMessage(message, locale, values);
    };
    return { locale, t };
  }, [locale, matches]);
}

/** The page's language. */
export function useLocale(): Locale {
  return useContext(PageLanguageContext).locale;
}

/** The page's words: `t(key, values)`. */
export function useTranslate(): Translate {
  return useContext(PageLanguageContext).t;
}

/**
 * `t(key, values)`, or `english` when no loader of the page sent the key: for a component shared with
 * pages whose loaders do not send its namespace (yet), which then keep their English words.
 */
export function textOr(t: Translate, key: MessageKey, english: string, values?: MessageValues): string {
  const text = t(key, values);
  return text === key ? english : text;
}
