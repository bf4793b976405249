import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { and, eq, gt, lt, ne, sql, type SQL } from "drizzle-orm";
import { sessions, users } from "../../../db/schema";
import { clearIfInvalid, readCookie, siteCookie } from "../cookies.server";
import { safeRedirectPath } from "../redirect";
import { randomToken, sha256 } from "./crypto.server";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** Remember-me sessions last 30 days; others end with the browser and, on the server, after 12 hours. */
export const SESSION_LIFETIME = { persistent: 30 * DAY, browser: 12 * HOUR } as const;
/** A session unused for this long is treated as ended. */
export const SESSION_IDLE_TIMEOUT = 7 * DAY;
/** last_seen_at is refreshed at most this often, so most requests only read. */
const LAST_SEEN_RESOLUTION = HOUR;

export interface SessionUser {
  id: string;
  email: string;
  country: "CA" | "US";
  emailVerifiedAt: Date | null;
  marketingConsent: boolean;
}

function sessionCookie(context: AppLoadContext) {
  return siteCookie(context, "session", { signed: true });
}

const isSessionToken = (value: unknown): value is string => typeof value === "string" && value.length > 0;

async function readSessionToken(request: Request, context: AppLoadContext): Promise<string | null> {
  const value = await readCookie(sessionCookie(context), request);
  return isSessionToken(value) ? value : null;
}

/** The header that deletes a session cookie that does not verify (forged, planted or stale), if one came. */
export function clearInvalidSessionCookie(request: Request, context: AppLoadContext): Promise<string | null> {
  return clearIfInvalid(sessionCookie(context), request, isSessionToken);
}

/** Starts a new session (a fresh id at every sign-in) and returns its Set-Cookie header. */
export async function createSession(
  context: AppLoadContext,
  userId: string,
  { persistent }: { persistent: boolean },
): Promise<string> {
  const token = randomToken();
  const now = new Date();
  const lifetime = persistent ? SESSION_LIFETIME.persistent : SESSION_LIFETIME.browser;
  await context.db.insert(sessions).values({
    tokenHash: await sha256(token),
    userId,
    persistent,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + lifetime),
  });
  return sessionCookie(context).serialize(token, persistent ? { maxAge: lifetime / 1000 } : {});
}

/** A session that has neither expired nor sat idle. */
function liveSession(tokenHash: string, now: Date) {
  const idleSince = new Date(now.getTime() - SESSION_IDLE_TIMEOUT);
  return and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now), gt(sessions.lastSeenAt, idleSince));
}

/**
 * SQL for the signed-in user's id (a scalar subquery; null when the browser has no session cookie),
 * so a page loader can read that user's rows in its own single round trip instead of a second one
 * after getSessionUser. Read-only: the root loader's getSessionUser refreshes last_seen_at.
 */
export async function sessionUserIdSql(request: Request, context: AppLoadContext): Promise<SQL | null> {
  const token = await readSessionToken(request, context);
  if (!token) return null;
  const live = liveSession(await sha256(token), new Date());
  return sql`(${context.db.select({ id: sessions.userId }).from(sessions).where(live)})`;
}

/**
 * The signed-in user, or null. One round trip: a batch that refreshes last_seen_at when it is stale
 * and reads the user of a session that has neither expired nor sat idle.
 */
export async function getSessionUser(request: Request, context: AppLoadContext): Promise<SessionUser | null> {
  const token = await readSessionToken(request, context);
  if (!token) return null;
  const now = new Date();
  const live = liveSession(await sha256(token), now);
  const [, rows] = await context.db.batch([
    context.db
      .update(sessions)
      .set({ lastSeenAt: now })
      .where(and(live, lt(sessions.lastSeenAt, new Date(now.getTime() - LAST_SEEN_RESOLUTION)))),
    context.db
      .select({
        id: users.id,
        email: users.email,
        country: users.country,
        emailVerifiedAt: users.emailVerifiedAt,
        marketingConsent: users.marketingConsent,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(live),
  ]);
  return rows[0] ?? null;
}

/** For loaders and actions that need a signed-in user: otherwise to /login, then back here. */
export async function requireUser(request: Request, context: AppLoadContext): Promise<SessionUser> {
  const user = await getSessionUser(request, context);
  if (user) return user;
  const url = new URL(request.url);
  throw redirect(`/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
}

/** For sign-in and sign-up pages: a signed-in user goes to the dashboard instead. */
export async function requireAnonymous(request: Request, context: AppLoadContext): Promise<void> {
  if (await getSessionUser(request, context)) {
    const redirectTo = safeRedirectPath(new URL(request.url).searchParams.get("redirectTo"), "/dashboard");
    throw redirect(redirectTo);
  }
}

/** Signs the user out everywhere except this browser (after a password change, or on request). */
export async function revokeOtherSessions(request: Request, context: AppLoadContext, userId: string): Promise<void> {
  const token = await readSessionToken(request, context);
  const keep = token ? await sha256(token) : "";
  await context.db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, keep)));
}

/**
 * After a password change: ends every session of the account, this one included, and starts this
 * browser on a new session id (remembered as long as the old one was). Returns its Set-Cookie header.
 */
export async function replaceSession(request: Request, context: AppLoadContext, userId: string): Promise<string> {
  const token = await readSessionToken(request, context);
  const current = token
    ? await context.db.select({ persistent: sessions.persistent }).from(sessions).where(eq(sessions.tokenHash, await sha256(token))).get()
    : undefined;
  await context.db.delete(sessions).where(eq(sessions.userId, userId));
  return createSession(context, userId, { persistent: current?.persistent ?? false });
}

/** Ends this browser's session on the server and returns the header that clears its cookie. */
export async function destroySession(request: Request, context: AppLoadContext): Promise<string> {
  const token = await readSessionToken(request, context);
  if (token) await context.db.delete(sessions).where(eq(sessions.tokenHash, await sha256(token)));
  return sessionCookie(context).serialize("", { maxAge: 0 });
}
