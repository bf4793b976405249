import type { Client } from "@libsql/client";
import type { Mailer } from "~/lib/services/mail";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "@remix-run/cloudflare";
import { enforcePrivateCaching } from "~/lib/http/http-cache";
import { createDatabase, type Database } from "../db/client";
import type { RoundTripCounter } from "../db/round-trips";
import type { Payments } from "~/features/payments/types";
import { createPayments } from "./payments";
import { admitRequest, plainText } from "./request-limits";
import { applySecurityHeaders, createNonce } from "./security-headers";
import { settingsOf, signInProviderOrigins, type Settings } from "./settings";
import { STRIPE_HOSTED_ORIGINS } from "./stripe-provider";
import { LOCALE_PREFIX, LOCALES, localeOfPath, pathWithoutLocale, type Locale } from "~/lib/i18n/locale";
import { firstVisitLocaleRedirect } from "~/lib/i18n/locale-choice.server";
import { UNSUBSCRIBE_PATH } from "~/features/community/paths";
import { REVIEW_EMAILS_UNSUBSCRIBE_PATH } from "~/features/review-emails/paths";

export interface RuntimeBindings {
  /** Raw settings from the runtime (process.env or the Worker's env). */
  env: Record<string, unknown>;
  /** Opens (or returns) the libSQL client for these settings. */
  getClient: (settings: Settings) => Client;
  /** Picks the mail transport for these settings. */
  getMailer: (settings: Settings) => Mailer;
  clientIp: string | null;
  /** The visitor's time zone from Cloudflare's `request.cf` (Workers); Node has no such signal. */
  requestTimeZone?: string | null;
  /** Keeps the runtime alive for work that finishes after the response (Workers: ctx.waitUntil). */
  waitUntil: (promise: Promise<unknown>) => void;
}

/**
 * The request pipeline both entries share: validate settings, build the load context, run Remix,
 * then add security headers, the cache rule for personal responses and, when SERVER_TIMING asks for
 * it, the database round-trip count (Server-Timing, read by the bench and the e2e tests).
 */
export function createAppHandler(
  build: ServerBuild,
  mode: "production" | "development" = "production",
  /** Remix's dev server (`npm run dev`), whose live-reload socket and hot updates pages may use. */
  devServerOrigin?: string,
) {
  // One handler per language over the same build: French pages live under `/fr`, Remix's base path, so the
  // routes match the same paths after it and every link, form and redirect the app makes stays in the
  // page's language (ADR 053).
  const handleRemixRequest = Object.fromEntries(
    LOCALES.map((locale) => [locale, createRequestHandler(LOCALE_PREFIX[locale] ? { ...build, basename: LOCALE_PREFIX[locale] } : build, mode)]),
  ) as Record<Locale, ReturnType<typeof createRequestHandler>>;

  return async function handleRequest(incoming: Request, bindings: RuntimeBindings): Promise<Response> {
    if (isCrossSitePost(incoming)) return plainText(403, "Cross-site form submissions are not accepted.");
    const admitted = await admitRequest(incoming);
    if (admitted instanceof Response) return admitted;
    const request = withoutTokenPathOrigin(admitted);
    const settings = settingsOf(bindings.env);
    const locale = localeOfPath(new URL(request.url).pathname);
    const languageRedirect = await firstVisitLocaleRedirect(request, settings, locale);
    if (languageRedirect) return languageRedirect;
    const roundTrips: RoundTripCounter = { count: 0 };
    const nonce = createNonce();
    let db: Database | undefined;
    let payments: Payments | undefined;
    const context: AppLoadContext = {
      settings,
      // Made on first use: most public pages (the tools, the legal pages, a cookieless home page) never
      // reach the database, and building the drizzle instance is a measurable part of their render.
      get db() {
        return (db ??= createDatabase(bindings.getClient(settings), roundTrips));
      },
      nonce,
      locale,
      requestCountry: request.headers.get("CF-IPCountry"),
      requestTimeZone: bindings.requestTimeZone ?? null,
      clientIp: bindings.clientIp,
      mailer: bindings.getMailer(settings),
      get payments() {
        return (payments ??= createPayments(settings, context.db));
      },
      waitUntil: bindings.waitUntil,
    };
    const remixResponse = await handleRemixRequest[locale](request, context);
    // Re-wrap so headers are mutable whatever produced the response. A page that failed because the
    // database could not be reached is an outage, not a bug: 503, and when to try again.
    const unavailable = remixResponse.status === 500 && roundTrips.unreachable === true;
    const response = new Response(remixResponse.body, unavailable ? { status: 503, headers: remixResponse.headers } : remixResponse);
    if (unavailable) response.headers.set("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS));
    applySecurityHeaders(response.headers, nonce, {
      devServerOrigin,
      formActionOrigins: [...(settings.payments.provider === "stripe" ? STRIPE_HOSTED_ORIGINS : []), ...signInProviderOrigins(settings)],
      mediaOrigins: settings.mediaOrigins.filter((origin) => origin !== settings.siteUrl.origin),
    });
    enforcePrivateCaching(request, response.headers);
    if (settings.serverTiming) response.headers.append("Server-Timing", `db;desc="${roundTrips.count} round trips"`);
    return response;
  };
}

/** When a visitor (or a crawler) should try a page again after the database could not be reached. */
const DATABASE_RETRY_AFTER_SECONDS = 30;

export function parseRoundTrips(serverTiming: string | null): number | null {
  const match = serverTiming?.match(/db;desc="(\d+) round trips"/);
  return match ? Number(match[1]) : null;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Paths whose POSTs act on a signed token in the address alone, never on cookies, so another site
 * posting them can do nothing the token's owner did not ask for: RFC 8058's one-click unsubscribe,
 * which a webmail may send from the reader's browser. Exact paths: the page's own `.data` posts are
 * same-origin anyway.
 */
const CROSS_SITE_POST_PATHS: ReadonlySet<string> = new Set([UNSUBSCRIBE_PATH, REVIEW_EMAILS_UNSUBSCRIBE_PATH]);

/**
 * A POST to a token path without its Origin header. Remix aborts any form POST whose Origin is not the
 * site's host (its own CSRF check, before the action runs), which would turn a webmail's one-click
 * unsubscribe into a 500; on these paths the token, not the browser, is what the action trusts.
 */
function withoutTokenPathOrigin(request: Request): Request {
  if (
    request.method !== "POST" ||
    !request.headers.has("Origin") ||
    !CROSS_SITE_POST_PATHS.has(pathWithoutLocale(new URL(request.url).pathname))
  )
    return request;
  const headers = new Headers(request.headers);
  headers.delete("Origin");
  return new Request(request, { headers });
}

/**
 * Refuses state-changing requests another site made the browser send (CSRF). Browsers send
 * Sec-Fetch-Site on every request and Origin on every POST; a request with neither (curl, old
 * clients) carries no ambient cookies from another site and is let through.
 */
export function isCrossSitePost(request: Request): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  if (CROSS_SITE_POST_PATHS.has(pathWithoutLocale(new URL(request.url).pathname))) return false;
  const fetchSite = request.headers.get("Sec-Fetch-Site");
  if (fetchSite) return fetchSite !== "same-origin" && fetchSite !== "none";
  const origin = request.headers.get("Origin");
  if (!origin) return false;
  return origin !== new URL(request.url).origin;
}
