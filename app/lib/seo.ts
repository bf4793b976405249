import type { MetaDescriptor } from "@remix-run/cloudflare";
import { PRODUCT_NAME } from "./brand";
import { CURRENCIES, type Course } from "./catalog";
import { pageMeta } from "./meta";

/** The picture shared links show (public/og-image.png). */
export const SHARE_IMAGE = {
  path: "/og-image.png",
  width: 1200,
  height: 630,
  alt: `${PRODUCT_NAME}: money courses and free tools for Canada and the US`,
} as const;

/** The site's public origin as the root loader reports it (SITE_URL), from a meta function's `matches`. */
export function siteOrigin(matches: readonly { id: string; data?: unknown }[]): string | null {
  const root = matches.find((match) => match.id === "root")?.data as { origin?: unknown } | undefined;
  return typeof root?.origin === "string" ? root.origin : null;
}

/**
 * Everything a public page's <head> needs: title and description, its canonical URL (query strings
 * and hashes dropped unless `path` keeps them), and Open Graph and Twitter card tags for sharing.
 */
export function publicPageMeta({
  origin,
  path,
  title,
  description,
}: {
  origin: string | null;
  path: string;
  title: string;
  description: string;
}): MetaDescriptor[] {
  const base = pageMeta(title, description);
  if (!origin) return base;
  const url = new URL(path, origin).href;
  const fullTitle = base.find((tag): tag is { title: string } => "title" in tag)?.title ?? title;
  return [
    ...base,
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

/**
 * schema.org Course data for search engines, with the price in both currencies. Ratings are left
 * out on purpose: the spec's ratings are marketing text, not collected reviews.
 */
export function courseStructuredData(course: Course, origin: string, totalMinutes: number) {
  const url = new URL(`/courses/${course.slug}`, origin).href;
  return {
    "@context": "https://schema.org",
    "@type": "Course",
    name: course.title,
    description: course.description,
    url,
    inLanguage: "en",
    educationalLevel: course.level,
    provider: { "@type": "Organization", name: PRODUCT_NAME, url: origin },
    offers: CURRENCIES.map((currency) => ({
      "@type": "Offer",
      category: "Paid",
      price: (course.price[currency] / 100).toFixed(2),
      priceCurrency: currency,
      url,
    })),
    hasCourseInstance: {
      "@type": "CourseInstance",
      courseMode: "Online",
      ...(totalMinutes > 0 ? { courseWorkload: `PT${totalMinutes}M` } : {}),
    },
  };
}
