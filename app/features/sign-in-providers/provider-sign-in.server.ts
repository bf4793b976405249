/**
 * Provider sign-in's server side (ADR 035): starting a flow, the callback's outcomes, and the pending
 * steps that finish them (/auth/link, /auth/complete and the emailed links). An identity never reaches an
 * existing account without that account's proof: its password, or a link emailed to it.
 */
import { data, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { and, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import { OAuth2RequestError } from "remix-auth-oauth2";
import { isUniqueViolation } from "../../../db/errors";
import { pendingSignIns, profiles, userIdentities, users, USERS_EMAIL_INDEX } from "../../../db/schema/index";
import { userText } from "~/lib/domain/user-text";
import { loginPath, safeRedirectPath } from "~/lib/http/redirect";
import { redirectWithToast } from "~/lib/http/toast.server";
import { reportError } from "~/lib/report-error.server";
import { checkCredentials, sendAfterResponse } from "~/lib/services/auth/accounts.server";
import { randomToken, sha256 } from "~/lib/services/auth/crypto.server";
import { issueDeviceCookie } from "~/lib/services/auth/device.server";
import { hitRateLimits, RATE_LIMIT_MESSAGE, RATE_LIMITS } from "~/lib/services/auth/rate-limit.server";
import { createSession, getSessionUser } from "~/lib/services/auth/session.server";
import { countPasswordAttempt } from "~/lib/services/auth/sign-in.server";
import { AUTH_TEXTS } from "~/lib/services/auth/texts";
import { TOKEN_LIFETIME_MS } from "~/lib/services/auth/tokens.server";
import { IdTokenRefused } from "./domain/id-token";
import { decideCallback } from "./domain/outcome";
import { NO_PASSWORD } from "./domain/password-state";
import type { Provider, ProviderProfile } from "./domain/providers";
import { confirmAddressEmail, confirmLinkEmail, identityLinkedEmail } from "./emails";
import {
  clearIntent,
  clearPending,
  clearStateCookies,
  PENDING_FORM_MS,
  readIntent,
  readPending,
  writeIntent,
  writePending,
} from "./flow-cookies.server";
import { LINK_PASSWORD_REFUSED } from "./forms";
import { FacebookRefused, strategyFor } from "./strategies.server";
import { PROVIDER_TEXTS } from "./texts";

type PendingKind = (typeof pendingSignIns.$inferSelect)["kind"];

/** What /auth/link and /auth/complete answer when they stay on the page: one message, or what was emailed. */
export function pageReply(reply: { form?: string; sent?: string }, init: ResponseInit = {}) {
  return data({ errors: { form: reply.form }, sent: reply.sent ?? null }, init);
}

function failTo(context: AppLoadContext, path: string, description: string, headers: Headers = new Headers()) {
  return redirectWithToast(path, { type: "error", title: AUTH_TEXTS.errorTitle, description }, context, { headers });
}

/** Signs the account in exactly as the sign-in form does: a new session, a device cookie, the toast. */
async function signIn(
  context: AppLoadContext,
  account: { id: string; email: string },
  redirectTo: string,
  toast: { title: string; description: string },
  headers: Headers,
) {
  headers.append("Set-Cookie", await createSession(context, account.id, { persistent: false }));
  headers.append("Set-Cookie", await issueDeviceCookie(context, account.email));
  return redirectWithToast(redirectTo, { type: "success", ...toast }, context, { headers });
}

// ---------------------------------------------------------------------------------------------------
// Starting a flow

/**
 * POST /auth/:provider: to the provider's consent page with the state cookie, and the intent cookie
 * (where to go afterwards; a link for the signed-in learner when Settings asked for one).
 */
export async function startFlow(request: Request, context: AppLoadContext, provider: Provider): Promise<Response> {
  const form = await request.formData();
  const link = form.get("intent") === "link";
  const user = link ? await getSessionUser(request, context) : null;
  // A link needs the learner signed in; signed out meanwhile, they sign in and come back to Settings.
  if (link && !user) return redirect(loginPath("/dashboard/settings"));
  const linkFor = user?.id ?? null;
  const redirectTo = safeRedirectPath(form.get("redirectTo"), link ? "/dashboard/settings" : "/dashboard");
  let strategy;
  try {
    strategy = await strategyFor(context, provider);
  } catch (error) {
    // Google's discovery document could not be read: nothing to start.
    reportError(context, error, { message: `Sign-in with ${provider} could not start`, request });
    return failTo(context, "/login", PROVIDER_TEXTS.providerFailed(provider));
  }
  if (!strategy) throw new Response("Not found", { status: 404 });
  // A clean URL: remix-auth-oauth2 takes a `state` in the URL for a callback.
  const start = new Request(new URL(`/auth/${provider}`, context.settings.siteUrl), { headers: request.headers });
  try {
    await strategy.authenticate(start);
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    const headers = new Headers(thrown.headers);
    headers.append("Set-Cookie", await writeIntent(context, { provider, redirectTo, linkFor }));
    return new Response(null, { status: 302, headers });
  }
  throw new Error("remix-auth-oauth2 starts a flow by throwing its redirect");
}

// ---------------------------------------------------------------------------------------------------
// The callback

/** A refused callback (forged or replayed state, wrong nonce, bad token, code used twice): logged, not an error. */
function logRefusal(request: Request, provider: Provider, error: unknown) {
  const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  console.warn(JSON.stringify({ level: "warn", message: `Sign-in with ${provider} refused`, path: new URL(request.url).pathname, reason }));
}

const isRefusal = (error: unknown) =>
  error instanceof OAuth2RequestError ||
  error instanceof IdTokenRefused ||
  error instanceof FacebookRefused ||
  // remix-auth-oauth2's own checks: no state cookie, a state it does not hold, no code or verifier.
  error instanceof ReferenceError ||
  error instanceof RangeError;

/**
 * GET /auth/:provider/callback. Every answer deletes the state and intent cookies, whatever happened.
 */
export async function handleCallback(request: Request, context: AppLoadContext, provider: Provider): Promise<Response> {
  const url = new URL(request.url);
  const headers = new Headers();
  for (const cookie of clearStateCookies(request, context, provider)) headers.append("Set-Cookie", cookie);
  headers.append("Set-Cookie", await clearIntent(context));
  const fail = (description: string) => failTo(context, "/login", description, headers);

  if (await hitRateLimits(context, [{ limit: RATE_LIMITS.providerCallbackPerIp, subject: context.clientIp }])) return fail(RATE_LIMIT_MESSAGE);
  const providerError = url.searchParams.get("error");
  // Without a state remix-auth-oauth2 would start a new flow; a callback without one is no answer of ours.
  if (!url.searchParams.get("state")) {
    return fail(providerError ? PROVIDER_TEXTS.providerFailed(provider) : PROVIDER_TEXTS.notVerified(provider));
  }
  let profile: ProviderProfile;
  try {
    const strategy = await strategyFor(context, provider);
    if (!strategy) return fail(PROVIDER_TEXTS.providerFailed(provider));
    profile = await strategy.authenticate(request);
  } catch (error) {
    if (error instanceof OAuth2RequestError && providerError) {
      // The provider's own answer (with a state we hold): the learner said no, or the provider failed.
      return fail(providerError === "access_denied" ? PROVIDER_TEXTS.cancelled(provider) : PROVIDER_TEXTS.providerFailed(provider));
    }
    if (isRefusal(error)) {
      logRefusal(request, provider, error);
      return fail(PROVIDER_TEXTS.notVerified(provider));
    }
    reportError(context, error, { message: `Sign-in with ${provider} failed`, request });
    return fail(PROVIDER_TEXTS.providerFailed(provider));
  }
  return carryOut(request, context, profile, headers);
}

async function carryOut(request: Request, context: AppLoadContext, profile: ProviderProfile, headers: Headers): Promise<Response> {
  const { provider } = profile;
  const intent = await readIntent(request, context, provider);
  const session = intent.linkFor ? await getSessionUser(request, context) : null;
  // A link only for the learner who asked for it, still signed in: anything else is a plain sign-in.
  const linkFor = session && session.id === intent.linkFor ? session : null;
  const [identityRows, emailRows, ownRows] = await context.db.batch([
    context.db
      .select({ id: users.id, email: users.email })
      .from(userIdentities)
      .innerJoin(users, eq(users.id, userIdentities.userId))
      .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, profile.subject))),
    context.db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, profile.email ?? "")),
    context.db
      .select({ subject: userIdentities.subject })
      .from(userIdentities)
      .where(and(eq(userIdentities.userId, linkFor?.id ?? ""), eq(userIdentities.provider, provider))),
  ]);
  const identityUser = identityRows[0] ?? null;
  const outcome = decideCallback({
    identityUserId: identityUser?.id ?? null,
    linkFor: linkFor ? { userId: linkFor.id, hasThisProvider: ownRows.length > 0 } : null,
    emailUserId: emailRows[0]?.id ?? null,
    email: profile.email,
    emailVerified: profile.emailVerified,
  });
  const toSettings = (description: string) => failTo(context, intent.redirectTo, description, headers);

  switch (outcome.kind) {
    case "sign-in":
      return signIn(context, identityUser!, intent.redirectTo, AUTH_TEXTS.loginSuccess, headers);
    case "already-linked":
      return redirectWithToast(intent.redirectTo, { type: "success", ...PROVIDER_TEXTS.alreadyLinked(provider) }, context, { headers });
    case "linked-elsewhere":
      return toSettings(PROVIDER_TEXTS.linkedElsewhere(provider));
    case "provider-taken":
      return toSettings(PROVIDER_TEXTS.providerTaken(provider));
    case "link-to-current": {
      const [linked] = await linkIdentity(context, profile, outcome.userId).onConflictDoNothing().returning({ userId: userIdentities.userId });
      // Another account took the identity between the read and the write.
      if (!linked) return toSettings(PROVIDER_TEXTS.linkedElsewhere(provider));
      sendAfterResponse(context, identityLinkedEmail(linkFor!.email, context.settings.siteUrl, provider));
      return redirectWithToast(intent.redirectTo, { type: "success", ...PROVIDER_TEXTS.linked(provider) }, context, { headers });
    }
    case "link-existing":
      return toPendingStep(context, "/auth/link", { kind: "link-existing", profile, userId: outcome.userId }, intent.redirectTo, headers);
    case "new-account":
      return toPendingStep(context, "/auth/complete", { kind: "new-account", profile }, intent.redirectTo, headers);
    case "email-needed":
      return toPendingStep(context, "/auth/complete", { kind: "email-needed", profile }, intent.redirectTo, headers);
  }
}

function linkIdentity(context: AppLoadContext, profile: Pick<ProviderProfile, "provider" | "subject" | "email">, userId: string) {
  return context.db
    .insert(userIdentities)
    .values({ provider: profile.provider, subject: profile.subject, userId, email: profile.email, linkedAt: new Date() });
}

// ---------------------------------------------------------------------------------------------------
// Pending sign-ins

interface PendingValues {
  kind: PendingKind;
  profile: Pick<ProviderProfile, "provider" | "subject" | "email" | "emailVerified" | "name">;
  userId?: string;
  email?: string;
}

/** A new pending sign-in: the raw token (for a cookie or an emailed link) and the statement storing its hash. */
async function newPending(context: AppLoadContext, values: PendingValues, lifetimeMs: number) {
  const token = randomToken();
  const now = new Date();
  const insert = context.db.insert(pendingSignIns).values({
    tokenHash: await sha256(token),
    kind: values.kind,
    provider: values.profile.provider,
    subject: values.profile.subject,
    providerEmail: values.profile.email,
    emailVerified: values.profile.emailVerified,
    displayName: values.profile.name === null ? null : userText(values.profile.name),
    userId: values.userId ?? null,
    email: values.email ?? null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + lifetimeMs),
  });
  return { token, insert };
}

/** Stores a pending sign-in for the next page's form and sends the browser there with its cookie. */
async function toPendingStep(context: AppLoadContext, path: string, values: PendingValues, redirectTo: string, headers: Headers) {
  const pending = await newPending(context, values, PENDING_FORM_MS);
  await pending.insert;
  headers.append("Set-Cookie", await writePending(context, { token: pending.token, redirectTo }));
  return redirect(path, { headers });
}

const PENDING_COLUMNS = {
  kind: pendingSignIns.kind,
  provider: pendingSignIns.provider,
  subject: pendingSignIns.subject,
  providerEmail: pendingSignIns.providerEmail,
  emailVerified: pendingSignIns.emailVerified,
  displayName: pendingSignIns.displayName,
  userId: pendingSignIns.userId,
  email: pendingSignIns.email,
};
type PendingRow = { [K in keyof typeof PENDING_COLUMNS]: (typeof pendingSignIns.$inferSelect)[K] };

const live = async (token: string, kinds: PendingKind[]) =>
  and(
    eq(pendingSignIns.tokenHash, await sha256(token)),
    inArray(pendingSignIns.kind, kinds),
    isNull(pendingSignIns.usedAt),
    gt(pendingSignIns.expiresAt, new Date()),
  );

/** The pending sign-in a token names, if it is of these kinds, unused and unexpired; with the linked account's email. */
export async function findPending(context: AppLoadContext, token: string, kinds: PendingKind[]) {
  if (!token || token.length > 100) return null;
  const row = await context.db
    .select({ ...PENDING_COLUMNS, accountEmail: users.email })
    .from(pendingSignIns)
    .leftJoin(users, eq(users.id, pendingSignIns.userId))
    .where(await live(token, kinds))
    .get();
  return row ?? null;
}

/** Spends a pending sign-in; the update is the check, so two concurrent uses cannot both succeed. */
async function consumePending(context: AppLoadContext, token: string, kinds: PendingKind[]): Promise<PendingRow | null> {
  if (!token || token.length > 100) return null;
  const [row] = await context.db
    .update(pendingSignIns)
    .set({ usedAt: new Date() })
    .where(await live(token, kinds))
    .returning(PENDING_COLUMNS);
  return row ?? null;
}

const profileOf = (row: PendingRow) => ({
  provider: row.provider,
  subject: row.subject,
  email: row.providerEmail,
  emailVerified: row.emailVerified,
  name: row.displayName,
});

/** The pending sign-in this browser's cookie names, for a page; null when it is gone (used, expired, forged). */
export async function pendingForPage(request: Request, context: AppLoadContext, kinds: PendingKind[]) {
  const cookie = await readPending(request, context);
  const row = cookie ? await findPending(context, cookie.token, kinds) : null;
  return row && cookie ? { ...row, cookie } : null;
}

export function expiredPending(context: AppLoadContext) {
  return failTo(context, "/login", PROVIDER_TEXTS.expired);
}

// ---------------------------------------------------------------------------------------------------
// /auth/link: the existing account proves itself

/** The holder's password, throttled exactly like the sign-in form; then the identity is linked and they are signed in. */
export async function linkWithPassword(request: Request, context: AppLoadContext, password: string) {
  const pending = await pendingForPage(request, context, ["link-existing"]);
  if (!pending?.accountEmail) return expiredPending(context);
  const email = pending.accountEmail;
  const attempt = await countPasswordAttempt(request, context, email.toLowerCase());
  if (!attempt) return pageReply({ form: RATE_LIMIT_MESSAGE }, { status: 429 });
  const check = await checkCredentials(context, email, password);
  // An account whose email was never confirmed may link too: the provider vouches for the address.
  if (!check.ok && check.reason !== "unverified") return pageReply({ form: LINK_PASSWORD_REFUSED }, { status: 401 });
  await attempt.forgive();
  return finishLink(context, pending.cookie.token, pending.cookie.redirectTo, "link-existing");
}

/** "Email me a link": a 24-hour link to the account's own address, which confirms the link when opened. */
export async function emailLinkToHolder(request: Request, context: AppLoadContext) {
  const pending = await pendingForPage(request, context, ["link-existing"]);
  if (!pending?.accountEmail || !pending.userId) return expiredPending(context);
  const limited = await hitRateLimits(context, [
    { limit: RATE_LIMITS.resendPerIp, subject: context.clientIp },
    { limit: RATE_LIMITS.providerLinkEmailPerAccount, subject: pending.userId },
  ]);
  if (limited) return pageReply({ form: RATE_LIMIT_MESSAGE }, { status: 429 });
  const emailed = await newPending(context, { kind: "link-existing", profile: profileOf(pending), userId: pending.userId }, TOKEN_LIFETIME_MS);
  await emailed.insert;
  sendAfterResponse(context, confirmLinkEmail(pending.accountEmail, context.settings.siteUrl, pending.provider, emailed.token));
  return pageReply({ sent: PROVIDER_TEXTS.linkEmailSent(pending.accountEmail) });
}

/**
 * Spends a link-existing pending sign-in and links its identity to its account, then signs that account
 * in. The account's email counts as confirmed: its holder proved it (password with a provider vouching
 * for the address, or the emailed link).
 */
export async function finishLink(context: AppLoadContext, token: string, redirectTo: string, kind: "link-existing") {
  const headers = new Headers();
  headers.append("Set-Cookie", await clearPending(context));
  const row = await consumePending(context, token, [kind]);
  if (!row?.userId) return failTo(context, "/login", PROVIDER_TEXTS.expired, headers);
  const [linked] = await linkIdentity(context, profileOf(row), row.userId).onConflictDoNothing().returning({ userId: userIdentities.userId });
  if (!linked) return failTo(context, "/login", PROVIDER_TEXTS.linkedElsewhere(row.provider), headers);
  const [account] = await context.db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${Date.now()})` })
    .where(eq(users.id, row.userId))
    .returning({ id: users.id, email: users.email });
  sendAfterResponse(context, identityLinkedEmail(account!.email, context.settings.siteUrl, row.provider));
  return signIn(context, account!, redirectTo, AUTH_TEXTS.loginSuccess, headers);
}

// ---------------------------------------------------------------------------------------------------
// /auth/complete: a new account, or the address a provider did not give

function namesOf(displayName: string | null): { firstName: string | null; lastName: string | null } {
  const parts = (displayName ?? "").trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return { firstName: null, lastName: null };
  return { firstName: parts[0]!.slice(0, 100), lastName: parts.slice(1).join(" ").slice(0, 100) || null };
}

/**
 * Creates the account of a new-account pending sign-in: the provider's verified email (or the address the
 * learner confirmed) as confirmed, no password ("!"), the identity linked; then signs it in. If the
 * address got an account meanwhile, that account must prove itself instead (never a silent link).
 */
export async function createAccount(
  request: Request,
  context: AppLoadContext,
  choices: { country: "CA" | "US"; agreeMarketing: boolean; timeZone: string },
) {
  const cookie = await readPending(request, context);
  const headers = new Headers();
  headers.append("Set-Cookie", await clearPending(context));
  const row = cookie ? await consumePending(context, cookie.token, ["new-account"]) : null;
  const email = row?.email ?? row?.providerEmail;
  if (!row || !email || !cookie) return failTo(context, "/login", PROVIDER_TEXTS.expired, headers);
  const id = crypto.randomUUID();
  const now = new Date();
  try {
    await context.db.batch([
      context.db.insert(users).values({
        id,
        email,
        passwordHash: NO_PASSWORD,
        country: choices.country,
        marketingConsent: choices.agreeMarketing,
        marketingConsentAt: choices.agreeMarketing ? now : null,
        timeZone: choices.timeZone,
        emailVerifiedAt: now,
        createdAt: now,
      }),
      context.db.insert(profiles).values({ id, ...namesOf(row.displayName), updatedAt: now }),
      linkIdentity(context, profileOf(row), id),
    ]);
  } catch (error) {
    if (!isUniqueViolation(error, USERS_EMAIL_INDEX)) throw error;
    const holder = await context.db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
      .get();
    if (!holder) throw error;
    return toPendingStep(
      context,
      "/auth/link",
      { kind: "link-existing", profile: profileOf(row), userId: holder.id },
      cookie.redirectTo,
      headers,
    );
  }
  return signIn(context, { id, email }, cookie.redirectTo, PROVIDER_TEXTS.accountCreated, headers);
}

/**
 * The address a learner typed (the provider gave none it vouches for). If an account has it, its holder
 * is emailed a link that links the identity once opened; otherwise the address gets a confirmation link,
 * and the account is made only once it is opened. The page answers the same either way, so nobody learns
 * who has an account (docs/security.md).
 */
export async function requestAddressConfirmation(request: Request, context: AppLoadContext, email: string) {
  const cookie = await readPending(request, context);
  const row = cookie ? await consumePending(context, cookie.token, ["email-needed"]) : null;
  if (!row) return expiredPending(context);
  const holder = await context.db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email))
    .get();
  const profile = profileOf(row);
  const emailed = holder
    ? await newPending(context, { kind: "link-existing", profile, userId: holder.id }, TOKEN_LIFETIME_MS)
    : await newPending(context, { kind: "verify-email", profile, email }, TOKEN_LIFETIME_MS);
  await emailed.insert;
  const { siteUrl } = context.settings;
  sendAfterResponse(
    context,
    holder ? confirmLinkEmail(email, siteUrl, row.provider, emailed.token) : confirmAddressEmail(email, siteUrl, row.provider, emailed.token),
  );
  const headers = new Headers();
  headers.append("Set-Cookie", await clearPending(context));
  return pageReply({ sent: PROVIDER_TEXTS.confirmEmailSent(email) }, { headers });
}

/**
 * The confirmation link of a typed address was opened (and its button pressed): the address is proven,
 * so the sign-in continues as a new account with it, on the same short form (country and terms).
 */
export async function confirmAddress(context: AppLoadContext, token: string) {
  const row = await consumePending(context, token, ["verify-email"]);
  if (!row?.email) return failTo(context, "/login", AUTH_TEXTS.invalidLink);
  const headers = new Headers();
  return toPendingStep(context, "/auth/complete", { kind: "new-account", profile: profileOf(row), email: row.email }, "/dashboard", headers);
}
