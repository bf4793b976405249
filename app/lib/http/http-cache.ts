import type { HeadersFunction } from "@remix-run/cloudflare";

/**
 * Edge caching, decided in one place. A public page may be cached by shared caches only when it is
 * the same for everyone at that URL from that country: no cookies came with the request (no session,
 * toast or currency choice) and none go out. Anything else is private and never stored.
 */
export const PRIVATE_CACHE = "private, no-store";
/** Browsers always revalidate (so a currency switch shows at once); shared caches keep pages 5 minutes. */
export const PUBLIC_PAGE_CACHE = "public, max-age=0, s-maxage=300, stale-while-revalidate=3600";
/**
 * The display currency depends on the currency cookie and, for visitors, on CF-IPCountry; whether an
 * English address answers with its page or sends the browser to the French one, on Accept-Language.
 */
export const PUBLIC_PAGE_VARY = "Cookie, CF-IPCountry, Accept-Language";
/** Files that are the same for everyone everywhere (sitemap.xml, robots.txt). */
export const PUBLIC_FILE_CACHE = "public, max-age=3600, s-maxage=86400";

/**
 * A file whose address names its exact bytes (an avatar at its digest): the same for everyone who sees
 * it, so the browser keeps it a year even when the request carried cookies. Shared caches keep none,
 * so a removed picture is gone from everywhere but the browsers that already showed it.
 */
export const CONTENT_ADDRESSED_FILE_CACHE = "private, max-age=31536000, immutable";

/** For loaders: the Cache-Control their response needs, given who is asking (added to `headers` when given). */
export function cacheHeadersFor(request: Request, headers = new Headers()): Headers {
  if (request.headers.has("Cookie")) headers.set("Cache-Control", PRIVATE_CACHE);
  return headers;
}

function isPrivate(headers: Headers): boolean {
  return /\b(private|no-store)\b/.test(headers.get("Cache-Control") ?? "") || headers.has("Set-Cookie");
}

/** The root's `headers`: passes on its loader's verdict (private when the visitor carries cookies). */
export const rootHeaders: HeadersFunction = ({ loaderHeaders }) =>
  new Headers(isPrivate(loaderHeaders) ? { "Cache-Control": PRIVATE_CACHE } : {});

/**
 * `headers` for pages anyone may see: cacheable at the edge unless a loader on the way (the root's
 * or the page's own) found the response personal.
 */
export const publicPageHeaders: HeadersFunction = ({ parentHeaders, loaderHeaders }) =>
  new Headers(
    isPrivate(parentHeaders) || isPrivate(loaderHeaders)
      ? { "Cache-Control": PRIVATE_CACHE }
      : { "Cache-Control": PUBLIC_PAGE_CACHE, Vary: PUBLIC_PAGE_VARY },
  );

/**
 * Whether the address carries a secret from an email: reset and confirmation links pass it as `token`.
 * Read from the query, not the path, which routes match in many spellings (any case, a trailing slash, `.data`).
 */
const carriesEmailedToken = (url: URL) => url.searchParams.has("token");

/**
 * The one rule every response passes through on its way out (HTML documents and `.data` requests
 * alike): an answer to a request that carried cookies (a session, a toast, a currency choice), one
 * that sets a cookie, and a page with a token in its address are `private, no-store`, whatever a
 * route's own headers said; a content-addressed file keeps its own rule (it holds nothing personal).
 */
export function enforcePrivateCaching(request: Request, headers: Headers): void {
  if (headers.get("Cache-Control") === CONTENT_ADDRESSED_FILE_CACHE && !headers.has("Set-Cookie")) return;
  if (request.headers.has("Cookie") || headers.has("Set-Cookie") || carriesEmailedToken(new URL(request.url))) {
    headers.set("Cache-Control", PRIVATE_CACHE);
    headers.delete("Vary");
  }
}
