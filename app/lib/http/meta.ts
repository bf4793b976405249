import type { MetaDescriptor } from "@remix-run/cloudflare";
import { PRODUCT_NAME } from "~/lib/copy/brand";

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

/** The site's public origin (SITE_URL) as the root loader reports it. */
export function siteOrigin(matches: PageLocation["matches"]): string | null {
  const root = matches.find((match) => match.id === "root")?.data as { origin?: unknown } | undefined;
  return typeof root?.origin === "string" ? root.origin : null;
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
  // Set as the path (not resolved against the origin), so a path like `//other.example` stays on this site.
  const canonical = new URL(origin);
  canonical.pathname = page.location.pathname;
  const url = canonical.href;
  return [
    ...tags,
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: PRODUCT_NAME },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: new URL(SHARE_IMAGE.path, origin).href },
    { property: "og:image:width", content: String(SHARE_IMAGE.width) },
    { property: "og:image:height", content: String(SHARE_IMAGE.height) },
    { property: "og:image:alt", content: SHARE_IMAGE.alt },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}
