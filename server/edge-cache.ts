import { currencyForCountry } from "~/lib/domain/money";
import { DEFAULT_LOCALE, preferredLocale } from "~/lib/i18n/locale";
import { loadsDocument } from "~/lib/i18n/locale-choice.server";
import { createNonce, renewNonce } from "./security-headers";
import { reportError } from "~/lib/report-error.server";

/** Says whether a response came from the edge cache (HIT), was rendered and stored (MISS) or never could be (BYPASS). */
export const EDGE_CACHE_HEADER = "X-Edge-Cache";

/**
 * The cache key of a request that may be answered from the edge cache, or null when it may not: only
 * cookieless GETs (no session, toast, currency or language choice) of the same URL for visitors who see
 * the same currency and whose browsers ask for the same site language share a page (an English address
 * sends a browser that asks for French to the French page). A page load and any other fetch of the same
 * address never share one either: only a page load is redirected to the visitor's language, so another
 * fetch's English page must never answer a French reader's page load. The key names the deployed
 * version, so a deploy never serves the HTML (and the script URLs in it) of the build before.
 */
export function edgeCacheKey(request: Request, version: string): Request | null {
  if (request.method !== "GET") return null;
  if (request.headers.has("Cookie") || request.headers.has("Authorization")) return null;
  const url = new URL(request.url);
  // Pages vary on the currency the country implies, not on the country itself: two keys, not 250.
  const currency = currencyForCountry(request.headers.get("CF-IPCountry"));
  const language = preferredLocale(request.headers.get("Accept-Language")) ?? DEFAULT_LOCALE;
  url.searchParams.set("__edge", `${version}-${currency}-${language}-${loadsDocument(request) ? "page" : "fetch"}`);
  return new Request(url.toString(), { method: "GET" });
}

/** A rendered response the cache may keep: a 200 the app marked public for shared caches, setting no cookie. */
export function isStorable(response: Response): boolean {
  const cacheControl = response.headers.get("Cache-Control") ?? "";
  return (
    response.status === 200 &&
    /\bs-maxage=\d+/.test(cacheControl) &&
    !/\b(private|no-store)\b/.test(cacheControl) &&
    !response.headers.has("Set-Cookie")
  );
}

/** The copy the cache keeps: without what was true only of the request that rendered it. */
function storedCopy(response: Response): Response {
  const copy = new Response(response.clone().body, response);
  copy.headers.delete("Server-Timing");
  copy.headers.delete(EDGE_CACHE_HEADER);
  return copy;
}

export interface EdgeCacheOptions {
  cache: Cache;
  version: string;
  waitUntil: (promise: Promise<unknown>) => void;
  /** Puts this response's nonce into the cached HTML's script tags (HTMLRewriter on Workers). */
  rewriteNonces: (response: Response, nonce: string) => Response;
}

/**
 * Serves public pages from the edge cache (the Workers Cache API), rendering only on a miss. A hit
 * never reaches Remix or the database; it still gets a nonce of its own, written into every script
 * tag and the Content-Security-Policy, so no two visitors share one. Misses are stored in the
 * background.
 */
export async function withEdgeCache(
  request: Request,
  render: () => Promise<Response>,
  { cache, version, waitUntil, rewriteNonces }: EdgeCacheOptions,
): Promise<Response> {
  const key = edgeCacheKey(request, version);
  if (!key) return labelled(await render(), "BYPASS");

  const cached = await cache.match(key);
  if (cached) {
    const nonce = createNonce();
    const hit = new Response(cached.body, cached);
    renewNonce(hit.headers, nonce);
    hit.headers.set(EDGE_CACHE_HEADER, "HIT");
    return hit.headers.get("Content-Type")?.startsWith("text/html") ? rewriteNonces(hit, nonce) : hit;
  }

  const rendered = await render();
  if (!isStorable(rendered)) return labelled(rendered, "BYPASS");
  waitUntil(
    cache
      .put(key, storedCopy(rendered))
      .catch((error: unknown) => reportError(null, error, { message: `Edge cache: could not store ${key.url}` })),
  );
  return labelled(rendered, "MISS");
}

function labelled(response: Response, state: "MISS" | "BYPASS"): Response {
  const mutable = new Response(response.body, response);
  mutable.headers.set(EDGE_CACHE_HEADER, state);
  return mutable;
}
