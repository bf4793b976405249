/**
 * The cookies a provider sign-in carries between our pages and the provider's (ADR 035):
 * - the state cookie remix-auth-oauth2 writes (state and PKCE verifier). It is not signed: its values are
 *   random and only ever compared with what comes back in the URL. The library does not clear it, so
 *   every callback answer deletes it: a replayed callback URL then finds no state and is refused;
 * - the intent cookie (signed): what the flow was started for (sign in; link from Settings for the
 *   signed-in learner who just re-proved themselves; or that re-proof itself, made with a provider
 *   already linked) and where to go afterwards. It names the one flow it was written for (its state) and
 *   when: a callback of another flow in the same browser, or one after the ten minutes, gets no intent;
 * - the pending cookie (signed): the pending sign-in the next page (/auth/complete) finishes;
 * - the browser cookie (signed): a random id naming this browser, so an emailed confirmation works only
 *   in the browser that asked for it.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { z } from "zod";
import { clearCookie, readCookie, siteCookie } from "~/lib/http/cookies.server";
import { safeRedirectPath } from "~/lib/http/redirect";
import { isLocale, type Locale } from "~/lib/i18n/locale";
import { isProvider, type Provider } from "./domain/providers";

/** Ten minutes to get through the provider's consent page. */
const FLOW_SECONDS = 10 * 60;
/** The pending forms (country and terms, a password, an email address) expire with their row. */
export const PENDING_FORM_MS = 15 * 60 * 1000;

function stateCookieName(context: AppLoadContext, provider: Provider): string {
  // The __Host- prefix on https, like the site's other cookies: a sibling subdomain cannot plant one.
  return `${context.settings.secureCookies ? "__Host-" : ""}oauth-${provider}`;
}

/** remix-auth-oauth2's cookie options; it appends `:<uuid>` to the name, one cookie per flow started. */
export function stateCookieOptions(context: AppLoadContext, provider: Provider) {
  return {
    name: stateCookieName(context, provider),
    httpOnly: true as const,
    ...(context.settings.secureCookies ? { secure: true as const } : {}),
    sameSite: "Lax" as const,
    path: "/",
    maxAge: FLOW_SECONDS,
  };
}

/** Set-Cookie headers deleting every state cookie of this provider the browser sent. */
export function clearStateCookies(request: Request, context: AppLoadContext, provider: Provider): string[] {
  const prefix = stateCookieName(context, provider);
  const secure = context.settings.secureCookies ? "; Secure" : "";
  return (request.headers.get("Cookie") ?? "")
    .split(";")
    .map((pair) => pair.trim().split("=")[0] ?? "")
    .filter((name) => name.startsWith(prefix) && /^[\w:.-]+$/.test(name))
    .map((name) => `${name}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax${secure}`);
}

const intentSchema = z.object({
  provider: z.string().refine(isProvider),
  redirectTo: z.string(),
  /**
   * The signed-in learner who asked to link and re-proved themselves first (password, or a provider
   * already linked); the callback links only if the session is still theirs.
   */
  linkFor: z.string().nullable(),
  /** A re-proof for Settings' Link: this provider's identity must be the learner's own, then `thenLink` starts. */
  reprove: z.object({ userId: z.string(), thenLink: z.string().refine(isProvider) }).nullable(),
  /**
   * The language of the page the flow started on: the callback's address has none (it is the one
   * registered with the provider), so its toasts, emails and redirects take this one.
   */
  locale: z.string().refine(isLocale).optional(),
  /** The `state` of the flow this intent was written for: remix-auth-oauth2 keeps one state cookie per flow started. */
  state: z.string(),
  /** When the flow started (ms): the re-proof a link rests on lasts the flow's ten minutes, checked here, not by the cookie's expiry alone. */
  issuedAt: z.number(),
});
export type FlowIntent = {
  provider: Provider;
  redirectTo: string;
  linkFor: string | null;
  reprove: { userId: string; thenLink: Provider } | null;
  locale: Locale;
};

function intentCookie(context: AppLoadContext) {
  return siteCookie(context, "oauth-intent", { signed: true, maxAge: FLOW_SECONDS });
}

/** An intent as a callback reads it: with the time its flow started. */
export type StartedIntent = FlowIntent & { startedAt: Date | null };

/** The intent of the flow whose consent page `state` names, started `now`. */
export function writeIntent(context: AppLoadContext, intent: FlowIntent, state: string, now: Date): Promise<string> {
  return intentCookie(context).serialize({ ...intent, state, issuedAt: now.getTime() });
}

/**
 * The flow's intent, if the cookie verifies, is for this provider, was written for the flow this callback
 * answers (its state) and within the flow's ten minutes; a sign-in to the dashboard otherwise, in the
 * language of the address the callback came to.
 */
export async function readIntent(request: Request, context: AppLoadContext, provider: Provider, now: Date): Promise<StartedIntent> {
  const parsed = intentSchema.safeParse(await readCookie(intentCookie(context), request));
  const state = new URL(request.url).searchParams.get("state");
  if (
    !parsed.success ||
    parsed.data.provider !== provider ||
    parsed.data.state !== state ||
    now.getTime() - parsed.data.issuedAt > FLOW_SECONDS * 1000
  ) {
    return { provider, redirectTo: "/dashboard", linkFor: null, reprove: null, locale: context.locale, startedAt: null };
  }
  const { linkFor, reprove, locale, issuedAt } = parsed.data;
  return {
    provider,
    redirectTo: safeRedirectPath(parsed.data.redirectTo, "/dashboard"),
    linkFor,
    reprove: reprove ? { userId: reprove.userId, thenLink: reprove.thenLink as Provider } : null,
    locale: isLocale(locale) ? locale : context.locale,
    startedAt: new Date(issuedAt),
  };
}

export function clearIntent(context: AppLoadContext): Promise<string> {
  return clearCookie(intentCookie(context));
}

const pendingSchema = z.object({ token: z.string().min(1).max(100), redirectTo: z.string() });
export type PendingCookie = z.infer<typeof pendingSchema>;

function pendingCookie(context: AppLoadContext) {
  return siteCookie(context, "pending-sign-in", { signed: true, maxAge: PENDING_FORM_MS / 1000 });
}

export function writePending(context: AppLoadContext, pending: PendingCookie): Promise<string> {
  return pendingCookie(context).serialize(pending);
}

export async function readPending(request: Request, context: AppLoadContext): Promise<PendingCookie | null> {
  const parsed = pendingSchema.safeParse(await readCookie(pendingCookie(context), request));
  return parsed.success ? { token: parsed.data.token, redirectTo: safeRedirectPath(parsed.data.redirectTo, "/dashboard") } : null;
}

export function clearPending(context: AppLoadContext): Promise<string> {
  return clearCookie(pendingCookie(context));
}

/** A day: as long as an emailed confirmation link lives. */
const BROWSER_SECONDS = 24 * 60 * 60;

function browserCookie(context: AppLoadContext) {
  return siteCookie(context, "sign-in-browser", { signed: true, maxAge: BROWSER_SECONDS });
}

/**
 * This browser's id for binding an emailed confirmation to it: the one it has, else a new one. Always
 * answered with a Set-Cookie, whether or not anything was emailed, so the answer tells nobody whether an
 * address has an account.
 */
export async function browserId(request: Request, context: AppLoadContext): Promise<{ id: string; setCookie: string }> {
  const current = await readBrowserId(request, context);
  const id = current ?? crypto.randomUUID();
  return { id, setCookie: await browserCookie(context).serialize(id) };
}

export async function readBrowserId(request: Request, context: AppLoadContext): Promise<string | null> {
  const value = await readCookie(browserCookie(context), request);
  return typeof value === "string" && value.length <= 100 ? value : null;
}
