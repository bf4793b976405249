import { useMemo, type ReactNode } from "react";
import { PageLanguageProvider, useLocale, useTranslate, type PageLanguage, type Translate } from "~/hooks/use-translate";
import { formatMessage, type Message } from "~/lib/i18n/messages";

/**
 * Words a part of a page brings with its own data, for a section shown on a page whose loader is
 * another part's (a lesson's discussion, the dashboard's live Q&A card): inside it, `useTranslate`
 * finds the section's keys first, then the page's.
 */
export function WithMessages({ messages, children }: { messages: Readonly<Record<string, Message>>; children: ReactNode }) {
  const locale = useLocale();
  const outer = useTranslate();
  const value = useMemo<PageLanguage>(() => {
    const t: Translate = (key, values) => {
      const message = messages[key];
      return message === undefined ? outer(key, values) : formatMessage(message, locale, values);
    };
    return { locale, t };
  }, [locale, outer, messages]);
  return <PageLanguageProvider value={value}>{children}</PageLanguageProvider>;
}
