import type { AppLoadContext } from "@remix-run/cloudflare";
import { eq } from "drizzle-orm";
import { users } from "../../../db/schema/index";
import { readCookie, siteCookie } from "~/lib/http/cookies.server";
import { PRIVATE_CACHE } from "~/lib/http/http-cache";
import { DEFAULT_LOCALE, isLocale, localizedPath, preferredLocale, type Locale } from "./locale";

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Remembers the language a visitor chose (the switch, or a learner's profile). Not signed: it only moves its holder. */
function languageCookie(context: Pick<AppLoadContext, "settings">) {
  return siteCookie(context, "lang", { maxAge: YEAR_SECONDS });
}

/** The language the visitor chose, or null if they never did (or the cookie is junk). */
export async function readLanguageChoice(request: Request, context: Pick<AppLoadContext, "settings">): Promise<Locale | null> {
  const value = await readCookie(languageCookie(context), request);
  return isLocale(value) ? value : null;
}

/** The Set-Cookie header that remembers a language. */
export function rememberLanguageChoice(context: Pick<AppLoadContext, "settings">, locale: Locale): Promise<string> {
  return languageCookie(context).serialize(locale);
}

/** A browser loading a page, not a script fetching data: only such a request is sent to another language. */
export function loadsDocument(request: Request): boolean {
  const destination = request.headers.get("Sec-Fetch-Dest");
  if (destination) return destination === "document";
  return (request.headers.get("Accept") ?? "").includes("text/html");
}

/**
 * Where a visitor who reads French goes from an English address: the same page under `/fr`. Their choice
 * (the `lang` cookie) decides; without one, the first language their browser asks for does
 * (`Accept-Language`). A French address always stays French, and English is never redirected to, so a
 * visitor can always read either edition by its address. Null when the page is served as asked.
 */
export async function firstVisitLocaleRedirect(
  request: Request,
  settings: AppLoadContext["settings"],
  locale: Locale,
): Promise<Response | null> {
  if (locale !== DEFAULT_LOCALE || (request.method !== "GET" && request.method !== "HEAD") || !loadsDocument(request)) return null;
  const wanted = (await readLanguageChoice(request, { settings })) ?? preferredLocale(request.headers.get("Accept-Language"));
  if (!wanted || wanted === DEFAULT_LOCALE) return null;
  const url = new URL(request.url);
  return new Response(null, {
    status: 302,
    headers: { Location: localizedPath(url.pathname + url.search, wanted), "Cache-Control": PRIVATE_CACHE, Vary: "Accept-Language, Cookie" },
  });
}

/** Keeps a learner's language in their profile, so their emails follow it and another device can too. */
export async function saveLanguageChoice(context: AppLoadContext, userId: string, locale: Locale): Promise<void> {
  await context.db.update(users).set({ locale }).where(eq(users.id, userId));
}
