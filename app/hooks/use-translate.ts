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

type Messages = Readonly<Record<string, Message>>;

/** One step of the merged-messages cache: the merge of the parts so far, and the steps after them. */
interface MergeStep {
  merged?: Messages;
  next: WeakMap<Messages, MergeStep>;
}
const MERGES: MergeStep = { next: new WeakMap() };

/**
 * The messages of the matched routes in one object, later routes' over earlier ones'. Made once per set of
 * message objects: on the server a loader sends the same object for the same words (`messagesFor`), so a page
 * merges its 150-250 messages on its first render only, not on every request.
 */
export function mergedMessages(parts: readonly Messages[]): Messages {
  let step = MERGES;
  for (const part of parts) {
    let next = step.next.get(part);
    if (!next) step.next.set(part, (next = { next: new WeakMap() }));
    step = next;
  }
  return (step.merged ??= Object.assign({}, ...parts) as Messages);
}

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
    const parts: Messages[] = [];
    for (const match of matches) {
      const sent = (match.data as { messages?: Messages } | undefined)?.messages;
      if (sent) parts.push(sent);
    }
    const messages = mergedMessages(parts);
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
