import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { and, eq, gt, lt, ne, sql, type SQL } from "drizzle-orm";
import { sessions, subscribers, users } from "../../../../db/schema/index";
import { holdBatchUntil } from "../../../../db/client";
import { clearIfInvalid, readCookie, siteCookie } from "~/lib/http/cookies.server";
import { safeRedirectPath } from "~/lib/http/redirect";
import { NO_SUBSCRIPTION, type SubscriptionState } from "~/lib/domain/subscription";
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
  /** Read with the session, so no page needs a round trip of its own for it. */
  subscription: SubscriptionState;
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

/**
 * One session read per request. Remix runs the root, layout and page loaders of a request side by
 * side with the same load context; they share one promise for the cookie's token hash and one for the
 * user, so the session is read once and every loader's queries leave in the same round trip (see
 * db/coalesce-round-trips.ts). Keyed by the context (one per request) and the Cookie header.
 * Only loaders (GET/HEAD) share: an action reads afresh, and the loaders that run after it in the
 * same request get their own read, so nothing an action changes is hidden from them.
 */
const perRequest = new WeakMap<AppLoadContext, Map<string, Promise<unknown>>>();

function sharedPerRequest<T>(request: Request, context: AppLoadContext, key: string, read: () => Promise<T>): Promise<T> {
  if (request.method !== "GET" && request.method !== "HEAD") return read();
  let memo = perRequest.get(context);
  if (!memo) perRequest.set(context, (memo = new Map()));
  const memoKey = `${key}\n${request.headers.get("Cookie") ?? ""}`;
  let promise = memo.get(memoKey) as Promise<T> | undefined;
  if (!promise) memo.set(memoKey, (promise = read()));
  return promise;
}

/** Forgets this request's shared reads after the session itself changed. */
function forgetSessionReads(context: AppLoadContext): void {
  perRequest.delete(context);
}

function sessionTokenHash(request: Request, context: AppLoadContext): Promise<string | null> {
  return sharedPerRequest(request, context, "token-hash", () => {
    const tokenHash = readSessionToken(request, context).then((token) => (token ? sha256(token) : null));
    // Every loader's session-dependent queries wait for this; the request's batch waits with them.
    // A request without cookies has no session to check (and may never open the database).
    if (request.headers.has("Cookie")) holdBatchUntil(context.db, tokenHash);
    return tokenHash;
  });
}

/** Starts a new session (a fresh id at every sign-in) and returns its Set-Cookie header. */
export async function createSession(context: AppLoadContext, userId: string, { persistent }: { persistent: boolean }): Promise<string> {
  forgetSessionReads(context);
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
  const tokenHash = await sessionTokenHash(request, context);
  if (!tokenHash) return null;
  const live = liveSession(tokenHash, new Date());
  return sql`(${context.db.select({ id: sessions.userId }).from(sessions).where(live)})`;
}

/**
 * The signed-in user with their subscription, or null; read once per request (see sharedPerRequest).
 * One batch: it refreshes last_seen_at when it is stale and reads the user of a session that has
 * neither expired nor sat idle.
 */
export function getSessionUser(request: Request, context: AppLoadContext): Promise<SessionUser | null> {
  return sharedPerRequest(request, context, "user", () => readSessionUser(request, context));
}

async function readSessionUser(request: Request, context: AppLoadContext): Promise<SessionUser | null> {
  const tokenHash = await sessionTokenHash(request, context);
  if (!tokenHash) return null;
  const now = new Date();
  const live = liveSession(tokenHash, now);
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
        subscribed: subscribers.subscribed,
        subscriptionTier: subscribers.subscriptionTier,
        subscriptionEnd: subscribers.subscriptionEnd,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(subscribers, eq(subscribers.userId, users.id))
      .where(live),
  ]);
  const row = rows[0];
  if (!row) return null;
  const { subscribed, subscriptionTier, subscriptionEnd, ...user } = row;
  return {
    ...user,
    subscription: subscribed === null ? NO_SUBSCRIPTION : { subscribed, tier: subscriptionTier, end: subscriptionEnd },
  };
}

function redirectToLogin(request: Request): Response {
  const url = new URL(request.url);
  return redirect(`/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
}

/** For loaders and actions that need a signed-in user: otherwise to /login, then back here. */
export async function requireUser(request: Request, context: AppLoadContext): Promise<SessionUser> {
  const user = await getSessionUser(request, context);
  if (user) return user;
  throw redirectToLogin(request);
}

/**
 * For a signed-in page's loader that reads the user's own rows: `read` receives the user's id as SQL
 * (a subquery on the session) so its queries leave in the same round trip as the session read,
 * instead of a second one after it. Visitors without a live session go to /login.
 */
export async function requireUserWith<T>(
  request: Request,
  context: AppLoadContext,
  read: (userId: SQL) => Promise<T>,
): Promise<{ user: SessionUser; data: T }> {
  const userId = await sessionUserIdSql(request, context);
  if (!userId) throw redirectToLogin(request);
  const [user, data] = await Promise.all([requireUser(request, context), read(userId)]);
  return { user, data };
}

/**
 * For sign-in and sign-up pages: who is signed in already, if anyone, so the page can say so and offer to
 * sign out, instead of quietly continuing as that account. A form posted while signed in comes back to
 * the page, which then says it.
 */
export async function signedInAccount(request: Request, context: AppLoadContext): Promise<{ email: string; continueTo: string } | null> {
  const user = await getSessionUser(request, context);
  if (!user) return null;
  return { email: user.email, continueTo: safeRedirectPath(new URL(request.url).searchParams.get("redirectTo"), "/dashboard") };
}

/** An action of a sign-in or sign-up page posted while signed in: back to the page, which says who is. */
export async function refuseWhileSignedIn(request: Request, context: AppLoadContext): Promise<void> {
  if (await getSessionUser(request, context)) {
    const url = new URL(request.url);
    throw redirect(url.pathname + url.search, 303);
  }
}

/** Signs the user out everywhere except this browser (after a password change, or on request). */
export async function revokeOtherSessions(request: Request, context: AppLoadContext, userId: string): Promise<void> {
  forgetSessionReads(context);
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
    ? await context.db
        .select({ persistent: sessions.persistent })
        .from(sessions)
        .where(eq(sessions.tokenHash, await sha256(token)))
        .get()
    : undefined;
  await context.db.delete(sessions).where(eq(sessions.userId, userId));
  return createSession(context, userId, { persistent: current?.persistent ?? false });
}

/** Ends this browser's session on the server and returns the header that clears its cookie. */
export async function destroySession(request: Request, context: AppLoadContext): Promise<string> {
  forgetSessionReads(context);
  const token = await readSessionToken(request, context);
  if (token) await context.db.delete(sessions).where(eq(sessions.tokenHash, await sha256(token)));
  return sessionCookie(context).serialize("", { maxAge: 0 });
}
