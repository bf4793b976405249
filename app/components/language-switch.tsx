import { useLocation } from "@remix-run/react";
import { useLocale } from "~/hooks/use-translate";
import { LANGUAGE_NAME, LANGUAGE_SWITCH_LABEL, LANGUAGE_TAG, LOCALES } from "~/lib/i18n/locale";

/**
 * The way to the same page in the other language, in the header and the footer. A plain form (never
 * Remix's, which would keep the page's base path): the server remembers the choice in a cookie (and a
 * learner's profile) and answers with the page's address in that language, so it is a whole new page
 * load with JavaScript or without. Its words are in the language it leads to.
 */
export function LanguageSwitch({ className = "" }: { className?: string }) {
  const locale = useLocale();
  const { pathname, search, hash } = useLocation();
  const other = LOCALES.find((candidate) => candidate !== locale)!;
  return (
    <form method="post" action="/language" className={className}>
      <input type="hidden" name="lang" value={other} />
      <input type="hidden" name="returnTo" value={pathname + search + hash} />
      <button
        type="submit"
        lang={LANGUAGE_TAG[other]}
        aria-label={LANGUAGE_SWITCH_LABEL[other]}
        className="rounded-md px-2 py-1.5 text-sm font-semibold text-slate-700 underline-offset-4 hover:underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        {LANGUAGE_NAME[other]}
      </button>
    </form>
  );
}
