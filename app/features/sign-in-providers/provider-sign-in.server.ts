/**
 * Provider sign-in's server side (ADR 035): starting a flow, the callback's outcomes, and the pending
 * steps that finish them (/auth/complete and the emailed address confirmation). An identity reaches an
 * existing account only on proof from both sides: the account signed in and re-proven (Settings' Link),
 * or a verified email from the provider equal to the account's verified email. Never by an address
 * someone typed, and never by a link mailed on someone else's request.
 */
import { data, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { and, eq, getTableName, gt, inArray, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import { OAuth2RequestError } from "remix-auth-oauth2";
import { isUniqueViolation } from "../../../db/errors";
import { oneTimeTokens, pendingSignIns, profiles, sessions, userIdentities, users, USERS_EMAIL_INDEX } from "../../../db/schema/index";
import { userText } from "~/lib/domain/user-text";
import { PRODUCT_NAME } from "~/lib/copy/brand";
import { loginPath, safeRedirectPath } from "~/lib/http/redirect";
import { parseSubmission } from "~/lib/http/form";
import type { Toast } from "~/lib/http/toast";
import { redirectWithToast } from "~/lib/http/toast.server";
import { translate } from "~/lib/i18n/catalogues.server";
import { localizedPath, type Locale } from "~/lib/i18n/locale";
import type { MessageKey } from "~/lib/i18n/messages";
import { reportError } from "~/lib/report-error.server";
import { accountToast, emailLanguage, errorToast, localizeMessage } from "~/lib/services/auth/account-words.server";
import { isCurrentPassword, sendAfterResponse } from "~/lib/services/auth/accounts.server";
import { randomToken, sha256 } from "~/lib/services/auth/crypto.server";
import { issueDeviceCookie } from "~/lib/services/auth/device.server";
import { hitRateLimits, RATE_LIMIT_MESSAGE, RATE_LIMITS } from "~/lib/services/auth/rate-limit.server";
import { createSession, getSessionUser, readWithSession, sessionUserIdOrNull } from "~/lib/services/auth/session.server";
import { countPasswordAttempt } from "~/lib/services/auth/sign-in.server";
import { TOKEN_LIFETIME_MS } from "~/lib/services/auth/tokens.server";
import { CLOCK_TOLERANCE_SECONDS, IdTokenRefused } from "./domain/id-token";
import { decideCallback } from "./domain/outcome";
import { hasPassword, NO_PASSWORD } from "./domain/password-state";
import { PROVIDER_NAMES, type Provider, type ProviderProfile } from "./domain/providers";
import { addressHasAccountEmail, confirmAddressEmail, identityLinkedEmail, type LinkReason, type ProviderAccount } from "./emails";
import {
  browserId,
  clearIntent,
  clearPending,
  clearStateCookies,
  PENDING_FORM_MS,
  readBrowserId,
  readIntent,
  readPending,
  writeIntent,
  writePending,
  type FlowIntent,
  type StartedIntent,
} from "./flow-cookies.server";
import { LINK_PASSWORD_REFUSED, linkPasswordSchema } from "./forms";
import { signInMethodReads } from "./settings/sign-in-methods.server";
import { FacebookRefused, strategyFor } from "./strategies.server";

const SETTINGS_PAGE = "/dashboard/settings";

type PendingKind = (typeof pendingSignIns.$inferSelect)["kind"];

/** What /auth/link and /auth/complete answer when they stay on the page: one message, or what was emailed. */
export function pageReply(reply: { form?: string; sent?: string }, init: ResponseInit = {}) {
  return data({ errors: { form: reply.form }, sent: reply.sent ?? null }, init);
}

/**
 * A page in the flow's language, as this handler's redirect must name it. The callback's address (the one
 * registered with the provider) has no language prefix, so its handler is the English one whatever page
 * the flow started on: there, a French flow's pages are named in full (ADR 053).
 */
function pathIn(context: AppLoadContext, locale: Locale, path: string): string {
  return locale === context.locale ? path : new URL(localizedPath(path, locale), context.settings.siteUrl).href;
}

/** A sentence of provider sign-in about `provider`, in `locale` (the `account.provider.*` texts). */
function providerText(locale: Locale, key: MessageKey, provider: Provider): string {
  return translate(locale, key, { provider: PROVIDER_NAMES[provider], product: PRODUCT_NAME });
}

/** To `path` with the error toast saying `description` (already in `locale`). */
function failTo(context: AppLoadContext, locale: Locale, path: string, description: string, headers: Headers = new Headers()) {
  return redirectWithToast(pathIn(context, locale, path), errorToast(locale, description), context, { headers });
}

/** Signs the account in exactly as the sign-in form does: a new session, a device cookie, the toast. */
async function signIn(
  context: AppLoadContext,
  locale: Locale,
  account: { id: string; email: string },
  redirectTo: string,
  toast: Toast,
  headers: Headers,
) {
  headers.append("Set-Cookie", await createSession(context, account.id, { persistent: false }));
  headers.append("Set-Cookie", await issueDeviceCookie(context, account.email));
  return redirectWithToast(pathIn(context, locale, redirectTo), toast, context, { headers });
}

/** The toast of an account created through a provider, in `locale`. */
function accountCreatedToast(locale: Locale): Toast {
  return {
    type: "success",
    title: translate(locale, "account.provider.accountCreatedTitle"),
    description: translate(locale, "account.provider.accountCreatedDescription", { product: PRODUCT_NAME }),
  };
}

// ---------------------------------------------------------------------------------------------------
// Starting a flow

/**
 * POST /auth/:provider: to the provider's consent page with the state cookie and the intent cookie
 * (where to go afterwards). Settings' Link ("intent" link) first re-proves the signed-in learner.
 */
export async function startFlow(request: Request, context: AppLoadContext, provider: Provider): Promise<Response> {
  const form = await request.formData();
  if (form.get("intent") === "link") return startLink(request, context, provider, form);
  const redirectTo = safeRedirectPath(form.get("redirectTo"), "/dashboard");
  return beginFlow(context, request, { provider, redirectTo, linkFor: null, reprove: null, locale: context.locale }, new Headers());
}

/** To `intent.provider`'s consent page, carrying `headers` (cookies already set by this answer) along. */
async function beginFlow(context: AppLoadContext, request: Request, intent: FlowIntent, headers: Headers): Promise<Response> {
  const { provider } = intent;
  let strategy;
  try {
    strategy = await strategyFor(context, provider, { freshLogin: intent.reprove !== null });
  } catch (error) {
    // Google's discovery document could not be read: nothing to start.
    reportError(context, error, { message: `Sign-in with ${provider} could not start`, request });
    return failTo(context, intent.locale, "/login", providerText(intent.locale, "account.provider.failed", provider), headers);
  }
  if (!strategy) throw new Response("Not found", { status: 404 });
  // A clean URL: remix-auth-oauth2 takes a `state` in the URL for a callback.
  const start = new Request(new URL(`/auth/${provider}`, context.settings.siteUrl), { headers: request.headers });
  try {
    await strategy.authenticate(start);
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    for (const cookie of thrown.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
    const location = thrown.headers.get("Location")!;
    headers.append("Set-Cookie", await writeIntent(context, intent, new URL(location).searchParams.get("state") ?? "", new Date()));
    headers.set("Location", location);
    return new Response(null, { status: 302, headers });
  }
  throw new Error("remix-auth-oauth2 starts a flow by throwing its redirect");
}

/**
 * Settings' Link: only for the signed-in learner, and only once they re-prove who they are, because a
 * session left open on a shared computer must not be enough to give someone else's provider account a
 * way in. An account with a password types it (throttled like the sign-in form); an account without one
 * signs in again with the provider it has, and the link starts when that identity proves to be its own.
 */
async function startLink(request: Request, context: AppLoadContext, provider: Provider, form: FormData): Promise<Response> {
  // The Settings page's own reads (identities, password hash), in the session's round trip.
  const {
    user,
    data: [linked, [account]],
  } = await readWithSession(request, context, (userId) => signInMethodReads(context, sessionUserIdOrNull(userId)));
  // Signed out meanwhile: they sign in and come back to Settings.
  if (!user || !account) return redirect(loginPath(SETTINGS_PAGE));
  const { locale } = context;
  const refuse = (description: string) => failTo(context, locale, SETTINGS_PAGE, localizeMessage(locale, description));
  if (linked.some((identity) => identity.provider === provider)) return refuse(providerText(locale, "account.provider.providerTaken", provider));
  if (hasPassword(account.passwordHash)) {
    const attempt = await countPasswordAttempt(request, context, user.email.toLowerCase());
    if (!attempt) return refuse(RATE_LIMIT_MESSAGE);
    const submission = parseSubmission(form, linkPasswordSchema);
    if (!submission.success || !(await isCurrentPassword(context, user.id, submission.value.linkPassword))) return refuse(LINK_PASSWORD_REFUSED);
    await attempt.forgive();
    return beginFlow(context, request, { provider, redirectTo: SETTINGS_PAGE, linkFor: user.id, reprove: null, locale }, new Headers());
  }
  // No password, so at least one provider is linked (the last way in cannot be unlinked): re-prove with it.
  const proof = linked[0]!.provider;
  return beginFlow(
    context,
    request,
    { provider: proof, redirectTo: SETTINGS_PAGE, linkFor: null, reprove: { userId: user.id, thenLink: provider }, locale },
    new Headers(),
  );
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
 * GET /auth/:provider/callback. Every answer deletes the state and intent cookies, whatever happened, and
 * speaks the language of the page the flow started on (the intent's).
 */
export async function handleCallback(request: Request, context: AppLoadContext, provider: Provider): Promise<Response> {
  const url = new URL(request.url);
  const intent = await readIntent(request, context, provider, new Date());
  const { locale } = intent;
  const headers = new Headers();
  for (const cookie of clearStateCookies(request, context, provider)) headers.append("Set-Cookie", cookie);
  headers.append("Set-Cookie", await clearIntent(context));
  const fail = (key: MessageKey) => failTo(context, locale, "/login", providerText(locale, key, provider), headers);

  if (await hitRateLimits(context, [{ limit: RATE_LIMITS.providerCallbackPerIp, subject: context.clientIp }]))
    return fail("account.form.rateLimited");
  const providerError = url.searchParams.get("error");
  // Without a state remix-auth-oauth2 would start a new flow; a callback without one is no answer of ours.
  if (!url.searchParams.get("state")) {
    return fail(providerError ? "account.provider.failed" : "account.provider.notVerified");
  }
  let profile: ProviderProfile;
  try {
    const strategy = await strategyFor(context, provider);
    if (!strategy) return fail("account.provider.failed");
    profile = await strategy.authenticate(request);
  } catch (error) {
    if (error instanceof OAuth2RequestError && providerError) {
      // The provider's own answer (with a state we hold): the learner said no, or the provider failed.
      return fail(providerError === "access_denied" ? "account.provider.cancelled" : "account.provider.failed");
    }
    if (isRefusal(error)) {
      logRefusal(request, provider, error);
      return fail("account.provider.notVerified");
    }
    reportError(context, error, { message: `Sign-in with ${provider} failed`, request });
    return fail("account.provider.failed");
  }
  return carryOut(request, context, profile, intent, headers);
}

/**
 * Whether the provider's sign-in was made for this flow, not an open session at the provider: Google
 * says when the password was typed (auth_time, asked for by max_age=0), which must be after the flow
 * started. Facebook says nothing of the kind, so its re-authentication is asked for, not checked (ADR 064).
 */
function signedInAfresh(profile: ProviderProfile, startedAt: Date | null): boolean {
  if (profile.provider === "facebook") return true;
  return startedAt !== null && profile.authTime !== null && profile.authTime.getTime() >= startedAt.getTime() - CLOCK_TOLERANCE_SECONDS * 1000;
}

async function carryOut(
  request: Request,
  context: AppLoadContext,
  profile: ProviderProfile,
  intent: StartedIntent,
  headers: Headers,
): Promise<Response> {
  const { provider } = profile;
  const { locale } = intent;
  const text = (key: MessageKey) => providerText(locale, key, provider);
  const asker = intent.linkFor ?? intent.reprove?.userId;
  const session = asker ? await getSessionUser(request, context) : null;
  // Settings' flows only for the learner who asked, still signed in: anything else is a plain sign-in.
  const signedInAsker = session && session.id === asker ? session : null;
  const linkFor = intent.linkFor ? signedInAsker : null;
  const [identityRows, emailRows, ownRows] = await context.db.batch([
    context.db
      .select({ id: users.id, email: users.email })
      .from(userIdentities)
      .innerJoin(users, eq(users.id, userIdentities.userId))
      .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, profile.subject))),
    context.db
      .select({ id: users.id, emailVerifiedAt: users.emailVerifiedAt, hasThisProvider: sql<number>`${hasIdentityOf(provider)}` })
      .from(users)
      .where(eq(sql`lower(${users.email})`, profile.email ?? "")),
    context.db
      .select({ subject: userIdentities.subject })
      .from(userIdentities)
      .where(and(eq(userIdentities.userId, linkFor?.id ?? ""), eq(userIdentities.provider, provider))),
  ]);
  const identityUser = identityRows[0] ?? null;
  const toSettings = (key: MessageKey) => failTo(context, locale, intent.redirectTo, text(key), headers);
  const linkedToast = (key: MessageKey): Toast => ({
    type: "success",
    title: text("account.provider.linkedTitle"),
    description: text(key),
  });

  if (intent.reprove) {
    // The re-proof of Settings' Link: this identity must open the signed-in learner's own account, by a
    // sign-in at the provider made for it.
    if (!signedInAsker || identityUser?.id !== signedInAsker.id || !signedInAfresh(profile, intent.startedAt)) {
      return toSettings("account.provider.reproveFailed");
    }
    const next: FlowIntent = {
      provider: intent.reprove.thenLink,
      redirectTo: intent.redirectTo,
      linkFor: signedInAsker.id,
      reprove: null,
      locale,
    };
    return beginFlow(context, request, next, headers);
  }

  const emailRow = emailRows[0];
  const emailAccount = emailRow
    ? { userId: emailRow.id, verified: emailRow.emailVerifiedAt !== null, hasThisProvider: Boolean(emailRow.hasThisProvider) }
    : null;
  const outcome = decideCallback({
    identityUserId: identityUser?.id ?? null,
    linkFor: linkFor ? { userId: linkFor.id, hasThisProvider: ownRows.length > 0 } : null,
    emailAccount,
    email: profile.email,
    emailVerified: profile.emailVerified,
  });

  switch (outcome.kind) {
    case "sign-in":
      return signIn(context, locale, identityUser!, intent.redirectTo, accountToast(locale, "loginSuccess"), headers);
    case "already-linked":
      return redirectWithToast(pathIn(context, locale, intent.redirectTo), linkedToast("account.provider.alreadyLinkedDescription"), context, {
        headers,
      });
    case "linked-elsewhere":
      return toSettings("account.provider.linkedElsewhere");
    case "provider-taken":
      return toSettings("account.provider.providerTaken");
    case "link-to-current": {
      const account = await linkIdentity(context, profile, eq(users.id, outcome.userId), "settings", locale);
      // Another account took the identity between the read and the write.
      if (!account) return toSettings("account.provider.linkedElsewhere");
      return redirectWithToast(pathIn(context, locale, intent.redirectTo), linkedToast("account.provider.linkedDescription"), context, {
        headers,
      });
    }
    case "link-verified": {
      const account = await linkIdentity(context, profile, verifiedHolderOf(profile.email!), "verified-email", locale);
      // The identity was taken, or the address changed hands, between the read and the write: start again.
      if (!account) return failTo(context, locale, "/login", text("account.provider.failed"), headers);
      return signIn(context, locale, account, intent.redirectTo, accountToast(locale, "loginSuccess"), headers);
    }
    case "other-identity-linked":
      return failTo(context, locale, "/login", text("account.provider.otherIdentityLinked"), headers);
    case "new-account":
      return toPendingStep(context, pathIn(context, locale, "/auth/complete"), { kind: "new-account", profile }, intent.redirectTo, headers);
    case "email-needed":
      return toPendingStep(context, pathIn(context, locale, "/auth/complete"), { kind: "email-needed", profile }, intent.redirectTo, headers);
  }
}

/** The account holding `email` (any case) that proved it: the only account a provider's verified email may reach. */
function verifiedHolderOf(email: string): SQL {
  return and(eq(sql`lower(${users.email})`, email.toLowerCase()), isNotNull(users.emailVerifiedAt))!;
}

/**
 * Links the identity to the account `account` selects, with the rule in the inserting statement itself
 * (so a change between a read and this write cannot slip past it), and tells the holder, in `locale`
 * (the language of the page the holder started from). Null when nothing was linked: no such account, or
 * the identity is someone else's.
 */
async function linkIdentity(
  context: AppLoadContext,
  profile: Pick<ProviderProfile, "provider" | "subject" | "email" | "name">,
  account: SQL,
  reason: LinkReason,
  locale: Locale,
): Promise<{ id: string; email: string } | null> {
  const at = new Date();
  const [linked, [holder]] = await context.db.batch([
    insertIdentityFor(context, profile, account, at).onConflictDoNothing().returning({ userId: userIdentities.userId }),
    context.db.select({ id: users.id, email: users.email, timeZone: users.timeZone, locale: users.locale }).from(users).where(account),
  ]);
  if (linked.length === 0 || !holder) return null;
  sendAfterResponse(
    context,
    identityLinkedEmail(
      holder.email,
      context.settings.siteUrl,
      // The holder reads the time in their own zone.
      { account: accountOf(profile), reason, at, clientIp: context.clientIp, timeZone: holder.timeZone },
      // In the holder's language: whoever signed in with the provider may not be the holder.
      emailLanguage(holder.locale ?? locale),
    ),
  );
  return holder;
}

/** Whether the `users` row in scope has an identity of `provider`. */
const hasIdentityOf = (provider: Provider) =>
  sql`exists (select 1 from ${userIdentities} own where own.user_id = ${users.id} and own.provider = ${provider})`;

/**
 * The statement linking the identity to the account `account` selects (none selected: nothing inserted).
 * One identity per provider and account, in the statement: two links at once, or a link by the email to an
 * account that has another, write nothing.
 */
function insertIdentityFor(context: AppLoadContext, profile: Pick<ProviderProfile, "provider" | "subject" | "email">, account: SQL, at: Date) {
  return context.db.insert(userIdentities).select(
    context.db
      .select({
        provider: sql<Provider>`${profile.provider}`.as("provider"),
        subject: sql<string>`${profile.subject}`.as("subject"),
        userId: users.id,
        email: sql<string | null>`${profile.email}`.as("email"),
        linkedAt: sql<Date>`${at.getTime()}`.as("linked_at"),
      })
      .from(users)
      .where(and(account, sql`not ${hasIdentityOf(profile.provider)}`)),
  );
}

const accountOf = (profile: Pick<ProviderProfile, "provider" | "subject" | "email" | "name">): ProviderAccount => ({
  provider: profile.provider,
  subject: profile.subject,
  name: profile.name,
  email: profile.email,
});

// ---------------------------------------------------------------------------------------------------
// Pending sign-ins

interface PendingValues {
  kind: PendingKind;
  profile: Pick<ProviderProfile, "provider" | "subject" | "email" | "emailVerified" | "name">;
  email?: string;
  browserHash?: string;
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
    email: values.email ?? null,
    browserHash: values.browserHash ?? null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + lifetimeMs),
  });
  return { token, insert, at: now };
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
  email: pendingSignIns.email,
  browserHash: pendingSignIns.browserHash,
};
type PendingRow = { [K in keyof typeof PENDING_COLUMNS]: (typeof pendingSignIns.$inferSelect)[K] };

const live = async (token: string, kinds: PendingKind[], extra?: SQL) =>
  and(
    eq(pendingSignIns.tokenHash, await sha256(token)),
    inArray(pendingSignIns.kind, kinds),
    isNull(pendingSignIns.usedAt),
    gt(pendingSignIns.expiresAt, new Date()),
    extra,
  );

/** The pending sign-in a token names, if it is of these kinds, unused and unexpired. */
export async function findPending(context: AppLoadContext, token: string, kinds: PendingKind[]): Promise<PendingRow | null> {
  if (!token || token.length > 100) return null;
  const row = await context.db
    .select(PENDING_COLUMNS)
    .from(pendingSignIns)
    .where(await live(token, kinds))
    .get();
  return row ?? null;
}

/**
 * Spends a pending sign-in; the update is the check, so two concurrent uses cannot both succeed. `extra`
 * adds a condition of the same statement (the browser an emailed confirmation is bound to).
 */
async function consumePending(context: AppLoadContext, token: string, kinds: PendingKind[], extra?: SQL): Promise<PendingRow | null> {
  if (!token || token.length > 100) return null;
  const [row] = await context.db
    .update(pendingSignIns)
    .set({ usedAt: new Date() })
    .where(await live(token, kinds, extra))
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
  return failTo(context, context.locale, "/login", translate(context.locale, "account.form.providerExpired"));
}

// ---------------------------------------------------------------------------------------------------
// /auth/complete: a new account, or the address a provider did not give

function namesOf(displayName: string | null): { firstName: string | null; lastName: string | null } {
  const parts = (displayName ?? "").trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return { firstName: null, lastName: null };
  return { firstName: parts[0]!.slice(0, 100), lastName: parts.slice(1).join(" ").slice(0, 100) || null };
}

type AccountChoices = { country: "CA" | "US"; agreeMarketing: boolean; timeZone: string };

/**
 * What the learner chose on /auth/complete, as the users columns that hold it; as with the sign-up form,
 * the page's language is the account's (its later emails are written in it).
 */
function choiceColumns(choices: AccountChoices & { locale: Locale }, now: Date) {
  return {
    country: choices.country,
    marketingConsent: choices.agreeMarketing,
    marketingConsentAt: choices.agreeMarketing ? now : null,
    timeZone: choices.timeZone,
    locale: choices.locale,
  };
}

/**
 * Creates the account of a new-account pending sign-in: its proven address (the provider's verified
 * email, or the address the learner confirmed) as confirmed, no password ("!"), the identity linked;
 * then signs it in. If an account holds the address meanwhile:
 * - one that never proved it is taken over by this proof (OWASP's pre-hijacking defence): its password,
 *   sessions, emailed links and other identities are discarded, so whoever registered it is left nothing;
 * - one that proved it is linked when the provider vouches for the same address, and otherwise refused
 *   (an address typed after a provider sign-in never reaches an existing account).
 */
/** A provider account links to one account at most: its (provider, subject) key, as a unique violation names it. */
const IDENTITY_KEY = `${getTableName(userIdentities)}.${userIdentities.subject.name}`;

export async function createAccount(request: Request, context: AppLoadContext, choices: AccountChoices) {
  const cookie = await readPending(request, context);
  const headers = new Headers();
  headers.append("Set-Cookie", await clearPending(context));
  const row = cookie ? await consumePending(context, cookie.token, ["new-account"]) : null;
  const email = row?.email ?? row?.providerEmail;
  const { locale } = context;
  if (!row || !email || !cookie) return failTo(context, locale, "/login", translate(locale, "account.form.providerExpired"), headers);
  const profile = profileOf(row);
  const id = crypto.randomUUID();
  const now = new Date();
  try {
    await context.db.batch([
      context.db
        .insert(users)
        .values({ id, email, passwordHash: NO_PASSWORD, emailVerifiedAt: now, createdAt: now, ...choiceColumns({ ...choices, locale }, now) }),
      context.db.insert(profiles).values({ id, ...namesOf(row.displayName), updatedAt: now }),
      context.db
        .insert(userIdentities)
        .values({ provider: row.provider, subject: row.subject, userId: id, email: row.providerEmail, linkedAt: now }),
    ]);
  } catch (error) {
    // The same provider sign-in finished in another of its flows (the learner restarted it, then used both
    // emailed links): the identity has its account already.
    if (isUniqueViolation(error, IDENTITY_KEY)) {
      return failTo(context, locale, "/login", providerText(locale, "account.provider.identityHasAccount", row.provider), headers);
    }
    if (!isUniqueViolation(error, USERS_EMAIL_INDEX)) throw error;
    const claimed = await claimUnprovenAccount(context, email, profile, { ...choices, locale }, now);
    if (claimed) return signIn(context, locale, claimed, cookie.redirectTo, accountCreatedToast(locale), headers);
    if (row.email !== null)
      return failTo(context, locale, "/login", providerText(locale, "account.provider.addressTaken", row.provider), headers);
    const linked = await linkIdentity(context, profile, verifiedHolderOf(email), "verified-email", locale);
    if (!linked) return failTo(context, locale, "/login", providerText(locale, "account.provider.failed", row.provider), headers);
    return signIn(context, locale, linked, cookie.redirectTo, accountToast(locale, "loginSuccess"), headers);
  }
  return signIn(context, locale, { id, email }, cookie.redirectTo, accountCreatedToast(locale), headers);
}

/**
 * Gives an account that never proved its address to the person who just proved it, in one batch whose
 * every statement re-checks "still unproven", so a confirmation racing it leaves the account alone:
 * everything that could let its registrant back in goes (password, sessions, emailed links, linked
 * identities, pending links), the names and choices become the prover's, and the identity is linked.
 * Null when no unproven account holds the address.
 */
async function claimUnprovenAccount(
  context: AppLoadContext,
  email: string,
  profile: ReturnType<typeof profileOf>,
  choices: AccountChoices & { locale: Locale },
  now: Date,
): Promise<{ id: string; email: string } | null> {
  const { db } = context;
  const unproven = and(eq(sql`lower(${users.email})`, email.toLowerCase()), isNull(users.emailVerifiedAt))!;
  const holder = () => db.select({ id: users.id }).from(users).where(unproven);
  const [, , , , , claimed] = await db.batch([
    db.delete(sessions).where(inArray(sessions.userId, holder())),
    db.delete(oneTimeTokens).where(inArray(oneTimeTokens.userId, holder())),
    db.delete(userIdentities).where(inArray(userIdentities.userId, holder())),
    db
      .update(profiles)
      .set({ ...namesOf(profile.name), updatedAt: now })
      .where(inArray(profiles.id, holder())),
    insertIdentityFor(context, profile, unproven, now),
    db
      .update(users)
      .set({ passwordHash: NO_PASSWORD, emailVerifiedAt: now, ...choiceColumns(choices, now) })
      .where(unproven)
      .returning({ id: users.id, email: users.email }),
  ]);
  return claimed[0] ?? null;
}

/**
 * The address a learner typed (the provider gave none it vouches for). It can only make a new account:
 * a confirmation link goes to it, bound to this browser, and the account is made once it is opened here.
 * If a proven account already has the address, its holder is told instead, with no way to link from the
 * email. The page and its cookies answer the same either way, so nobody learns who has an account.
 */
export async function requestAddressConfirmation(request: Request, context: AppLoadContext, email: string) {
  const cookie = await readPending(request, context);
  const row = cookie ? await consumePending(context, cookie.token, ["email-needed"]) : null;
  if (!row) return expiredPending(context);
  const browser = await browserId(request, context);
  // The same work and round trips whoever holds the address, so the answer's timing tells nobody: the link's
  // row is written either way (its token is only ever emailed to a free address), then the holder is read.
  // Two statements, not one batch: a read-then-write batch failed once on the Worker under concurrent writes.
  const emailed = await newPending(
    context,
    { kind: "verify-email", profile: profileOf(row), email, browserHash: await sha256(browser.id) },
    TOKEN_LIFETIME_MS,
  );
  await emailed.insert;
  const [holder] = await context.db
    .select({ verified: isNotNull(users.emailVerifiedAt), locale: users.locale, timeZone: users.timeZone })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email));
  const account = accountOf(profileOf(row));
  const { siteUrl } = context.settings;
  if (holder?.verified) {
    // The holder may not be who typed the address: their account's language, read in the same statement.
    const language = emailLanguage(holder.locale ?? context.locale);
    sendAfterResponse(context, addressHasAccountEmail(email, siteUrl, { account, at: emailed.at, timeZone: holder.timeZone }, language));
  } else {
    sendAfterResponse(
      context,
      confirmAddressEmail(email, siteUrl, { account, at: emailed.at, token: emailed.token }, emailLanguage(context.locale)),
    );
  }
  const headers = new Headers();
  headers.append("Set-Cookie", await clearPending(context));
  headers.append("Set-Cookie", browser.setCookie);
  return pageReply({ sent: translate(context.locale, "account.provider.confirmEmailSent", { email }) }, { headers });
}

/** What an emailed address confirmation can do in this browser: go on, nothing (spent or unknown), or only elsewhere. */
export async function addressConfirmationState(
  request: Request,
  context: AppLoadContext,
  token: string,
): Promise<{ state: "valid" | "invalid" | "other-browser"; provider: Provider | null }> {
  const [row, browser] = await Promise.all([findPending(context, token, ["verify-email"]), readBrowserId(request, context)]);
  if (!row) return { state: "invalid", provider: null };
  const here = browser !== null && row.browserHash === (await sha256(browser));
  return { state: here ? "valid" : "other-browser", provider: row.provider };
}

/**
 * The confirmation link of a typed address was opened (and its button pressed) in the browser that asked:
 * the address is proven, so the sign-in continues as a new account with it, on the same short form
 * (country and terms). Opened anywhere else, it does nothing and says where it works.
 */
export async function confirmAddress(request: Request, context: AppLoadContext, token: string) {
  const browser = await readBrowserId(request, context);
  const thisBrowser = eq(pendingSignIns.browserHash, browser ? await sha256(browser) : "");
  const row = await consumePending(context, token, ["verify-email"], thisBrowser);
  if (!row?.email) {
    const { state, provider } = await addressConfirmationState(request, context, token);
    const { locale } = context;
    const description =
      state === "other-browser"
        ? providerText(locale, "account.provider.otherBrowser", provider!)
        : translate(locale, "account.form.invalidLink");
    return failTo(context, locale, "/login", description);
  }
  const headers = new Headers();
  return toPendingStep(context, "/auth/complete", { kind: "new-account", profile: profileOf(row), email: row.email }, "/dashboard", headers);
}
