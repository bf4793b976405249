import type { MetaDescriptor } from "@remix-run/cloudflare";
import { PRODUCT_NAME } from "~/lib/copy/brand";
import { DEFAULT_LOCALE, isLocale, localizedPath, type Locale } from "~/lib/i18n/locale";
import { formatMessage, type Message, type MessageKey, type MessageValues } from "~/lib/i18n/messages";

/** The picture shared links show (public/og-image.png). */
export const SHARE_IMAGE = {
  path: "/og-image.png",
  width: 1200,
  height: 630,
  alt: `${PRODUCT_NAME}: money courses and free tools for Canada and the US`,
} as const;

/** What a meta function receives that locates the page: the root's data (its origin) and the URL. */
export interface PageLocation {
  matches: readonly { id: string; data?: unknown }[];
  location: { pathname: string };
}

function rootData(matches: PageLocation["matches"]): { origin?: unknown; locale?: unknown; messages?: Record<string, Message> } | undefined {
  return matches.find((match) => match.id === "root")?.data as
    { origin?: unknown; locale?: unknown; messages?: Record<string, Message> } | undefined;
}

/** The site's public origin (SITE_URL) as the root loader reports it. */
export function siteOrigin(matches: PageLocation["matches"]): string | null {
  const origin = rootData(matches)?.origin;
  return typeof origin === "string" ? origin : null;
}

/** A text of the page's frame (the root's messages) in the page's language, or the key itself when the root sent none. */
export function frameText(matches: PageLocation["matches"], key: MessageKey): string {
  const message = rootData(matches)?.messages?.[key];
  return message ? formatMessage(message, pageLocale(matches)) : key;
}

/**
 * A text of the page's own messages (what its loader sent as `messages`), in the page's language, for
 * its meta function: `pageText(args, "home.title")`. The key itself when the loader sent none.
 */
export function pageText(page: { matches: PageLocation["matches"]; data?: unknown }, key: MessageKey, values?: MessageValues): string {
  const message = (page.data as { messages?: Record<string, Message> } | undefined)?.messages?.[key];
  return message ? formatMessage(message, pageLocale(page.matches), values) : key;
}

/** The page's language as the root loader reports it. */
export function pageLocale(matches: PageLocation["matches"]): Locale {
  const locale = rootData(matches)?.locale;
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

/**
 * The same page in each language, for search engines (`hreflang`): English serves Canada and the US at
 * one address, French is Canadian French, and English is the default for everyone else.
 */
export const ALTERNATE_LANGUAGES: readonly { hrefLang: string; locale: Locale }[] = [
  { hrefLang: "en-CA", locale: "en" },
  { hrefLang: "en-US", locale: "en" },
  { hrefLang: "fr-CA", locale: "fr" },
  { hrefLang: "x-default", locale: "en" },
];

/** An app path's absolute address in `locale`, set as a path so a path like `//other.example` stays on this site. */
function pageUrl(origin: string, path: string, locale: Locale): string {
  const url = new URL(origin);
  url.pathname = localizedPath(path, locale);
  return url.href;
}

/**
 * Title and description for a page; every route gives its own. Public pages also pass their meta
 * function's arguments (`page`) to get a canonical URL (the path without its query string, so tool
 * states and previews point at the page itself) and Open Graph and Twitter card tags for sharing.
 */
export function pageMeta(title: string, description: string, page?: PageLocation): MetaDescriptor[] {
  const fullTitle = title === PRODUCT_NAME ? title : `${title} | ${PRODUCT_NAME}`;
  const tags: MetaDescriptor[] = [{ title: fullTitle }, { name: "description", content: description }];
  const origin = page ? siteOrigin(page.matches) : null;
  if (!page || !origin) return tags;
  const url = pageUrl(origin, page.location.pathname, pageLocale(page.matches));
  return [
    ...tags,
    { tagName: "link", rel: "canonical", href: url },
    ...ALTERNATE_LANGUAGES.map(({ hrefLang, locale }) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang,
      href: pageUrl(origin, page.location.pathname, locale),
    })),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: PRODUCT_NAME },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: new URL(SHARE_IMAGE.path, origin).href },
    { property: "og:image:width", content: String(SHARE_IMAGE.width) },
    { property: "og:image:height", content: String(SHARE_IMAGE.height) },
    { property: "og:image:alt", content: pageLocale(page.matches) === "en" ? SHARE_IMAGE.alt : frameText(page.matches, "site.shareImageAlt") },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}
