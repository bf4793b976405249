import { COURSES } from "~/lib/domain/catalog";
import { LEGAL_NAV, TOOLS_NAV } from "~/lib/copy/navigation";
import { LOCALES, localizedPath } from "~/lib/i18n/locale";

/** Every page anyone may visit without an account: the sitemap, the bench and the e2e tests use this list. */
export const PUBLIC_PAGES: readonly string[] = [
  "/",
  "/courses",
  ...COURSES.map((course) => `/courses/${course.slug}`),
  "/tools",
  ...TOOLS_NAV.map((tool) => tool.to),
  ...LEGAL_NAV.map((page) => page.to),
];

/**
 * Pages with nothing for search engines: the dashboard, one-time account links and form endpoints.
 * Log In and Sign Up stay crawlable: people search for the site by name and "login" (ADR 018).
 */
export const DISALLOWED_PATHS: readonly string[] = [
  "/dashboard",
  "/reset-password",
  "/verify-email",
  "/logout",
  "/checkout",
  "/currency",
  "/language",
];

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&${{ "<": "lt", ">": "gt", "&": "amp", "'": "apos", '"': "quot" }[char]};`);
}

/** Every public page in every language: the French edition's pages are the same paths under `/fr`. */
export function sitemapXml(origin: string, paths: readonly string[] = PUBLIC_PAGES): string {
  const urls = LOCALES.flatMap((locale) =>
    paths.map((path) => `  <url><loc>${escapeXml(new URL(localizedPath(path, locale), origin).href)}</loc></url>`),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    ...LOCALES.flatMap((locale) => DISALLOWED_PATHS.map((path) => `Disallow: ${localizedPath(path, locale)}`)),
    "",
    `Sitemap: ${new URL("/sitemap.xml", origin).href}`,
    "",
  ].join("\n");
}
