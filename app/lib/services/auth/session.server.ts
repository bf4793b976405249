import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { and, eq, gt, lt, ne, sql, type SQL } from "drizzle-orm";
import type { BatchItem, BatchResponse } from "drizzle-orm/batch";
import { renderedOnce } from "../../../../db/rendered-once";
import { sessions, subscribers, users } from "../../../../db/schema/index";
import { clearIfInvalid, readCookie, siteCookie } from "~/lib/http/cookies.server";
import { loginPath, safeRedirectPath } from "~/lib/http/redirect";
import { appPathOf } from "~/lib/i18n/locale";
import type { StaffRole } from "~/lib/domain/roles";
import { NO_SUBSCRIPTION, type SubscriptionState } from "~/lib/domain/subscription";
import { reportError } from "~/lib/report-error.server";
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
  /** Null for a learner; staff pages check it on the server (app/features/admin/staff.server.ts). */
  role: StaffRole | null;
  /** Read with the session, so no page needs a round trip of its own for it. */
  subscription: SubscriptionState;
  /** The IANA zone every time is shown in (app/features/time-zones), read with the session likewise. */
  timeZone: string;
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
 * side with the same load context; they share the cookie's token hash and one session batch, which the
 * page's own reads join (`readWithSession`), so a page is one round trip. Keyed by the context (one per
 * request) and the Cookie header. Only loaders (GET/HEAD) share: an action reads afresh, and the
 * loaders that run after it in the same request get their own read, so nothing an action changes is
 * hidden from them.
 */
const perRequest = new WeakMap<AppLoadContext, Map<string, unknown>>();

function sharedPerRequest<T>(request: Request, context: AppLoadContext, key: string, read: () => T): T {
  if (request.method !== "GET" && request.method !== "HEAD") return read();
  let memo = perRequest.get(context);
  if (!memo) perRequest.set(context, (memo = new Map()));
  const memoKey = `${key}\n${request.headers.get("Cookie") ?? ""}`;
  if (!memo.has(memoKey)) memo.set(memoKey, read());
  return memo.get(memoKey) as T;
}

/** Forgets this request's shared reads after the session itself changed. */
function forgetSessionReads(context: AppLoadContext): void {
  perRequest.delete(context);
}

function sessionTokenHash(request: Request, context: AppLoadContext): Promise<string | null> {
  return sharedPerRequest(request, context, "token-hash", () =>
    readSessionToken(request, context).then((token) => (token ? sha256(token) : null)),
  );
}

/** A new session's row and cookie (a fresh id at every sign-in). */
async function newSession(context: AppLoadContext, userId: string, persistent: boolean) {
  forgetSessionReads(context);
  const token = randomToken();
  const now = new Date();
  const lifetime = persistent ? SESSION_LIFETIME.persistent : SESSION_LIFETIME.browser;
  return {
    row: { tokenHash: await sha256(token), userId, persistent, createdAt: now, lastSeenAt: now, expiresAt: new Date(now.getTime() + lifetime) },
    setCookie: () => sessionCookie(context).serialize(token, persistent ? { maxAge: lifetime / 1000 } : {}),
  };
}

/** Starts a new session and returns its Set-Cookie header. */
export async function createSession(context: AppLoadContext, userId: string, { persistent }: { persistent: boolean }): Promise<string> {
  const session = await newSession(context, userId, persistent);
  await context.db.insert(sessions).values(session.row);
  return session.setCookie();
}

/**
 * Starts a session for a password sign-in, only while the account's password is still the one checked
 * (`passwordHash`), in the statement that writes it. Checking a password takes a while (scrypt, and the
 * queue before it); a reset or change that lands meanwhile ends every session, and must end this sign-in
 * too rather than be followed by a session made with the old password. Null when it did.
 */
export async function createSessionForPassword(
  context: AppLoadContext,
  userId: string,
  passwordHash: string,
  { persistent }: { persistent: boolean },
): Promise<string | null> {
  const { row, setCookie } = await newSession(context, userId, persistent);
  const made = await context.db.run(sql`insert into ${sessions} (token_hash, user_id, persistent, created_at, last_seen_at, expires_at)
    select ${row.tokenHash}, ${userId}, ${persistent ? 1 : 0}, ${row.createdAt.getTime()}, ${row.lastSeenAt.getTime()}, ${row.expiresAt.getTime()}
    from ${users} where ${users.id} = ${userId} and ${users.passwordHash} = ${passwordHash}`);
  return made.rowsAffected > 0 ? setCookie() : null;
}

/** A session that has neither expired nor sat idle. */
function liveSession(tokenHash: string, now: Date) {
  const idleSince = new Date(now.getTime() - SESSION_IDLE_TIMEOUT);
  return and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now), gt(sessions.lastSeenAt, idleSince));
}

// Drizzle's statements are both: batchable, and runnable on their own (awaited).
type Read = BatchItem<"sqlite"> & PromiseLike<unknown>;
/** The reads a loader states, given the signed-in user's id as SQL (a subquery on the session; null without a session cookie). */
type Reads<T extends readonly Read[]> = (userId: SQL | null) => T;

/**
 * The request's session batch: the signed-in user, and the reads of every loader that joined before it
 * left (a stale last_seen_at is refreshed after the response: `refreshLastSeen`). It leaves once the
 * cookie's token hash is known, which takes Web Crypto a turn of the event loop: by then Remix has started
 * every loader of the request, and each joins at its first line, so a page is one `db.batch`. A loader
 * that joins later (after an await of its own) gets a batch of its own: one round trip more, never a
 * wrong answer.
 */
interface SessionBatch {
  joined: Array<Reads<readonly Read[]>>;
  left: boolean;
  results: Promise<{ user: SessionUser | null; joined: Outcome[] }>;
}

function sessionBatch(request: Request, context: AppLoadContext): SessionBatch {
  return sharedPerRequest(request, context, "session-batch", () => {
    const batch: SessionBatch = { joined: [], left: false, results: Promise.resolve({ user: null, joined: [] }) };
    batch.results = sessionTokenHash(request, context).then((tokenHash) => {
      batch.left = true;
      return runSessionBatch(context, tokenHash, batch.joined);
    });
    return batch;
  });
}

/** Each loader's results, or what failed its reads. */
type Outcome = { results: unknown[] } | { error: unknown };

/**
 * Runs the session's statements and each loader's reads as one `db.batch`, and hands each its own
 * results. A batch is one transaction, so one failing read would fail every loader: then each part is
 * run again on its own, statement by statement (the driver's error names the query), and each loader
 * sees only its own outcome.
 */
async function runSessionBatch(
  context: AppLoadContext,
  tokenHash: string | null,
  joined: Array<Reads<readonly Read[]>>,
): Promise<{ user: SessionUser | null; joined: Outcome[] }> {
  const now = new Date();
  const live = tokenHash ? liveSession(tokenHash, now) : null;
  const userId = live ? renderedOnce(context.db.select({ id: sessions.userId }).from(sessions).where(live)) : null;
  const session = live ? [sessionUserRead(context, live)] : [];
  const reads = joined.map((read) => read(userId));
  const [first, ...rest] = [...session, ...reads.flat().filter((read) => read !== NO_ROWS)];
  if (!first) return { user: null, joined: reads.map((list) => ({ results: list.map(() => []) })) };
  try {
    const results: unknown[] = await context.db.batch([first, ...rest]);
    let offset = session.length;
    return {
      user: live ? seenUser(context, live, now, results[0] as SessionUserRow[]) : null,
      joined: reads.map((list) => ({ results: list.map((read) => (read === NO_ROWS ? [] : results[offset++])) })),
    };
  } catch {
    const alone = (list: readonly Read[]) => Promise.all(list);
    const outcomes = await Promise.all(
      reads.map((list) =>
        alone(list).then(
          (results): Outcome => ({ results }),
          (error: unknown) => ({ error }),
        ),
      ),
    );
    const [rows] = await alone(session);
    return { user: live ? seenUser(context, live, now, rows as SessionUserRow[]) : null, joined: outcomes };
  }
}

/** The user of a session that has neither expired nor sat idle, with their plan, and when the session was last seen. */
function sessionUserRead(context: AppLoadContext, live: SQL): Read {
  return context.db
    .select({
      id: users.id,
      email: users.email,
      country: users.country,
      emailVerifiedAt: users.emailVerifiedAt,
      marketingConsent: users.marketingConsent,
      role: users.role,
      timeZone: users.timeZone,
      subscribed: subscribers.subscribed,
      subscriptionTier: subscribers.subscriptionTier,
      subscriptionEnd: subscribers.subscriptionEnd,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(subscribers, eq(subscribers.userId, users.id))
    .where(live);
}

type SessionUserRow = Omit<SessionUser, "subscription"> & {
  subscribed: boolean | null;
  subscriptionTier: SubscriptionState["tier"];
  subscriptionEnd: Date | null;
  lastSeenAt: Date;
};

/** The session's user, once read; a session last seen an hour ago or more is marked seen now (`refreshLastSeen`). */
function seenUser(context: AppLoadContext, live: SQL, now: Date, rows: SessionUserRow[]): SessionUser | null {
  const lastSeenAt = rows[0]?.lastSeenAt;
  if (lastSeenAt && now.getTime() - lastSeenAt.getTime() >= LAST_SEEN_RESOLUTION) refreshLastSeen(context, live, now);
  return sessionUserFrom(rows);
}

function sessionUserFrom(rows: SessionUserRow[]): SessionUser | null {
  const row = rows[0];
  if (!row) return null;
  const { subscribed, subscriptionTier, subscriptionEnd, lastSeenAt: _lastSeenAt, ...user } = row;
  return {
    ...user,
    subscription: subscribed === null ? NO_SUBSCRIPTION : { subscribed, tier: subscriptionTier, end: subscriptionEnd },
  };
}

/**
 * Moves a stale last_seen_at to now, after the response: at most once an hour per session, so a page's batch
 * only reads (a write in it took SQLite's write lock on every signed-in page, and cost a statement). Written
 * only while it is still stale, so two pages at once write it once.
 */
function refreshLastSeen(context: AppLoadContext, live: SQL, now: Date): void {
  const refreshing = context.db
    .update(sessions)
    .set({ lastSeenAt: now })
    .where(and(live, lt(sessions.lastSeenAt, new Date(now.getTime() - LAST_SEEN_RESOLUTION))))
    .then(() => undefined);
  context.waitUntil(refreshing.catch((error: unknown) => reportError(context, error, { message: "Session refresh failed" })));
}

/** A read that is not sent: its result is no rows (awaited on its own too, as the batch's fallback does). */
const NO_ROWS: PromiseLike<never[]> = Promise.resolve([]);

/**
 * A read of the signed-in user's own rows (their orders, certificate, review) for `readWithSession`: on a visitor's
 * request, which has no user to read for, it is not sent at all, and its result is no rows. Each statement a
 * batch carries costs building, preparing and running, whether it finds anything or not.
 */
export function ownRows<T extends Read>(userId: SQL | null, read: (userId: SQL) => T): T {
  return userId ? read(userId) : (NO_ROWS as unknown as T);
}

/** A read sent only when the request asks for what it finds (a result named in the address): otherwise, as `ownRows`, no rows and no statement. */
export function readIf<T extends Read>(wanted: boolean, read: () => T): T {
  return wanted ? read() : (NO_ROWS as unknown as T);
}

/** The session's user id for a `readWithSession` read, or SQL null when no cookie names a session (the read then finds nothing). */
export const sessionUserIdOrNull = (userId: SQL | null): SQL => userId ?? sql`null`;

/**
 * The signed-in user (null for a visitor) and the reads a loader states, in the request's session batch:
 * call it at the loader's first line, before any await, so the reads join that batch (see SessionBatch).
 */
export async function readWithSession<T extends readonly Read[]>(
  request: Request,
  context: AppLoadContext,
  reads: Reads<T>,
): Promise<{ user: SessionUser | null; data: BatchResponse<T> }> {
  const shared = sessionBatch(request, context);
  const index = shared.left ? 0 : shared.joined.push(reads) - 1;
  // Too late for the request's batch (the loader awaited something first): one of its own, the session's statements included.
  const { user, joined } = shared.left
    ? await runSessionBatch(context, await sessionTokenHash(request, context), [reads])
    : await shared.results;
  const outcome = joined[index]!;
  if ("error" in outcome) throw outcome.error;
  return { user, data: outcome.results as BatchResponse<T> };
}

/** The signed-in user with their subscription, or null; read once per request, in the session batch. */
export async function getSessionUser(request: Request, context: AppLoadContext): Promise<SessionUser | null> {
  return (await sessionBatch(request, context).results).user;
}

function redirectToLogin(request: Request): Response {
  // The path within the app: the router puts the page's language back in front of it.
  return redirect(loginPath(appPathOf(new URL(request.url))));
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
export async function requireUserWith<T extends readonly Read[]>(
  request: Request,
  context: AppLoadContext,
  reads: (userId: SQL) => T,
): Promise<{ user: SessionUser; data: BatchResponse<T> }> {
  // Without a session cookie there is no one to read for: nothing joins, and the visitor goes to sign in.
  const { user, data } = await readWithSession(request, context, (userId) => (userId ? reads(userId) : ([] as unknown as T)));
  if (!user) throw redirectToLogin(request);
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
    throw redirect(appPathOf(new URL(request.url)), 303);
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
