/**
 * The site's languages and where each lives: English at the root of the site, French under `/fr`
 * (the same paths after the prefix, so every page has its twin). The address decides the language of
 * a page; the `lang` cookie and a learner's profile only decide where a visitor is sent (ADR 053).
 */
export const LOCALES = ["en", "fr"] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = "en";

/** The path prefix of each language's pages. */
export const LOCALE_PREFIX: Record<Locale, string> = { en: "", fr: "/fr" };

/** The language tag of a page (`<html lang>`, the Intl formatters): Canadian French, and English. */
export const LANGUAGE_TAG: Record<Locale, string> = { en: "en", fr: "fr-CA" };

/** Each language's name in itself, as the language switch shows it. */
export const LANGUAGE_NAME: Record<Locale, string> = { en: "English", fr: "Français" };

/** What the switch to a language says, in that language: it speaks to readers of the other one. */
export const LANGUAGE_SWITCH_LABEL: Record<Locale, string> = { en: "Read this page in English", fr: "Lire cette page en français" };

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/**
 * The data of a language's home page is fetched at the prefix plus `.data` (`/fr.data`, where English's
 * is `/_root.data`): Remix's single fetch names a page's data after its address.
 */
const homeDataPath = (prefix: string) => `${prefix}.data`;

function prefixedLocale(pathname: string): Locale | null {
  for (const locale of LOCALES) {
    const prefix = LOCALE_PREFIX[locale];
    if (prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`) || pathname === homeDataPath(prefix))) return locale;
  }
  return null;
}

/** The language of the page at `pathname` (a path of the site, prefix included). */
export function localeOfPath(pathname: string): Locale {
  return prefixedLocale(pathname) ?? DEFAULT_LOCALE;
}

/** The path within the app, without its language prefix: `/fr/courses` and `/courses` are both `/courses`. */
export function pathWithoutLocale(pathname: string): string {
  const locale = prefixedLocale(pathname);
  if (!locale) return pathname;
  if (pathname === homeDataPath(LOCALE_PREFIX[locale])) return "/_root.data";
  return pathname.slice(LOCALE_PREFIX[locale].length) || "/";
}

/** The address of an app path (`/courses`, `/?#pricing`, `/login?redirectTo=…`) in `locale`. */
export function localizedPath(path: string, locale: Locale): string {
  const prefix = LOCALE_PREFIX[locale];
  if (!prefix) return path;
  if (path === "/") return prefix;
  // The home page's query or hash stays on the prefix itself: `/fr?x`, `/fr#pricing`.
  if (path.startsWith("/?") || path.startsWith("/#")) return prefix + path.slice(1);
  return prefix + path;
}

/** The path (with its query) of a request within the app, as redirects and `redirectTo` must name it. */
export function appPathOf(url: URL): string {
  return pathWithoutLocale(url.pathname) + url.search;
}

/**
 * The site language a browser asks for first (RFC 9110 `Accept-Language`, by weight, then order), or null
 * when it names none of them. `fr-CA`, `fr-FR` and `fr` are all French; `*` names nothing in particular.
 */
export function preferredLocale(acceptLanguage: string | null | undefined): Locale | null {
  if (!acceptLanguage) return null;
  let best: { locale: Locale; weight: number } | null = null;
  for (const range of acceptLanguage.slice(0, 1000).split(",")) {
    const [tag = "", ...parameters] = range.trim().split(";");
    const quality = parameters.map((parameter) => /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(parameter)).find(Boolean);
    const weight = quality ? Number(quality[1]) : 1;
    const language = tag.trim().toLowerCase().split("-")[0];
    if (!isLocale(language) || weight <= 0) continue;
    if (!best || weight > best.weight) best = { locale: language, weight };
  }
  return best?.locale ?? null;
}

/** A labelled address on a line of a plain-text email, in `locale`: French sets a space before the colon. */
export const linkLine = (locale: Locale, label: string, url: string) => (locale === "fr" ? `${label} : ${url}` : `${label}: ${url}`);
