import type { AppLoadContext } from "@remix-run/cloudflare";
import { readCookie, siteCookie } from "~/lib/http/cookies.server";
import { and, eq, exists, isNotNull, isNull, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { isUniqueViolation } from "../../../../db/errors";
import {
  communityPosts,
  communityThreads,
  liveEvents,
  liveQuestions,
  liveQuestionVotes,
  liveRsvps,
  orders,
  profiles,
  sessions,
  supportRequests,
  users,
  USERS_EMAIL_INDEX,
} from "../../../../db/schema/index";
import { eventEndSql, seatsTakenSql } from "~/lib/services/live-seats.server";
import type { MailMessage } from "~/lib/services/mail";
import { decoyHash, hashPassword, verifyPassword } from "~/lib/services/password.server";
import { DEFAULT_LOCALE } from "~/lib/i18n/locale";
import { emailLanguage } from "./account-words.server";
import { alreadyRegisteredEmail, passwordResetEmail, verificationEmail } from "./emails";
import type { signupSchema } from "./forms";
import type { z } from "zod";
import { clearSignInFailures } from "./rate-limit.server";
import { consumeToken, issueTokenForEmail, newToken, spendResetLinks } from "./tokens.server";
import { reportError } from "~/lib/report-error.server";

type SignupData = z.infer<typeof signupSchema>;

/**
 * Sends mail after the response: an answer never waits for the mail service, so neither its speed
 * nor its failures show whether an account exists, and the account just written never ends in a 500.
 * Failures are logged for the operator.
 */
export function sendAfterResponse(context: Pick<AppLoadContext, "mailer" | "settings" | "waitUntil">, message: MailMessage): void {
  // Called inside the promise chain, so a transport that throws at once fails like one that rejects.
  const sending = Promise.resolve().then(() => context.mailer.send(message));
  context.waitUntil(sending.catch((error: unknown) => reportError(context, error, { message: `Mail "${message.subject}" could not be sent` })));
}

/**
 * Creates the account and sends the verification link. If the email is taken, the owner is emailed
 * instead. Both paths do the same work (hash the password, one batch that either inserts or hits the
 * unique email) and answer the same, so sign-up never reveals who has an account, not even by timing.
 */
/** `timeZone`: the zone proposed for the new account (app/features/time-zones). */
/** `redirectTo`: the same-site path the learner was going to, carried in the confirmation link. */
export async function signUp(context: AppLoadContext, data: SignupData, timeZone: string, redirectTo: string | null): Promise<void> {
  const { siteUrl, passwordCost } = context.settings;
  const id = crypto.randomUUID();
  const now = new Date();
  const passwordHash = await hashPassword(data.password, passwordCost);
  const verification = await newToken(context, id, "verify-email");
  try {
    await context.db.batch([
      context.db.insert(users).values({
        id,
        email: data.email,
        passwordHash,
        country: data.country,
        marketingConsent: data.agreeMarketing,
        marketingConsentAt: data.agreeMarketing ? now : null,
        timeZone,
        // Signing up on a page in a language is choosing it: the account's emails are written in it.
        locale: context.locale,
        createdAt: now,
      }),
      context.db.insert(profiles).values({ id, firstName: data.firstName, lastName: data.lastName, updatedAt: now }),
      verification.insert,
    ]);
  } catch (error) {
    if (!isUniqueViolation(error, USERS_EMAIL_INDEX)) throw error;
    mailAfterSignUp(context, data, null);
    return;
  }
  mailAfterSignUp(context, data, verificationEmail(data.email, siteUrl, verification.token, redirectTo, emailLanguage(context.locale)));
}

/** A sign-up form sent again this soon with the same address and password is the same person's double submit. */
const REPEAT_WINDOW_MS = 10 * 60 * 1000;

/**
 * A sign-up's mail, after the response: the new account's verification link (`made`), or, for an address an
 * account has, the notice that someone tried, unless this is a repeat of the form that just made the account
 * (a double click: unconfirmed, made minutes ago, with this very password), whose link is on its way. Both
 * paths read the address's holder, so even the work after the answer does not tell them apart. The notice
 * is in the language of the page the sign-up came from: whoever signed up may not be the holder.
 */
function mailAfterSignUp(context: AppLoadContext, data: SignupData, made: MailMessage | null): void {
  const { passwordCost, siteUrl } = context.settings;
  const deciding = Promise.resolve().then(async () => {
    const holder = await context.db
      .select({ passwordHash: users.passwordHash, emailVerifiedAt: users.emailVerifiedAt, createdAt: users.createdAt })
      .from(users)
      .where(eq(sql`lower(${users.email})`, data.email.toLowerCase()))
      .get();
    if (made) return context.mailer.send(made);
    const repeat =
      holder !== undefined &&
      holder.emailVerifiedAt === null &&
      Date.now() - holder.createdAt.getTime() < REPEAT_WINDOW_MS &&
      (await verifyPassword(data.password, holder.passwordHash, passwordCost)).valid;
    if (!repeat) await context.mailer.send(alreadyRegisteredEmail(data.email, siteUrl, emailLanguage(context.locale)));
  });
  context.waitUntil(deciding.catch((error: unknown) => reportError(context, error, { message: "A sign-up's mail could not be sent" })));
}

/**
 * Sends a fresh link to an unverified account, in its holder's language (else the page's that asked);
 * says nothing (by answer or timing) about whether it exists.
 */
export async function resendVerification(context: AppLoadContext, email: string, redirectTo: string | null): Promise<void> {
  const issued = await issueTokenForEmail(context, email, "verify-email", isNull(users.emailVerifiedAt));
  if (issued) {
    sendAfterResponse(
      context,
      verificationEmail(issued.email, context.settings.siteUrl, issued.token, redirectTo, emailLanguage(issued.locale ?? context.locale)),
    );
  }
}

/**
 * A fresh link for an account staff chose in the console (who know it exists); `alongside` (the staff
 * action's audit entry) joins the token's batch. The console is not the learner's page: the email is
 * in the account's own language (`users.locale`, English when it has none), read in the same batch.
 */
export async function sendVerificationTo(context: AppLoadContext, account: { id: string; email: string }, alongside: BatchItem<"sqlite">[]) {
  const verification = await newToken(context, account.id, "verify-email");
  const [[holder]] = await context.db.batch([
    context.db.select({ locale: users.locale }).from(users).where(eq(users.id, account.id)),
    verification.insert,
    ...alongside,
  ]);
  const language = emailLanguage(holder?.locale ?? DEFAULT_LOCALE);
  sendAfterResponse(context, verificationEmail(account.email, context.settings.siteUrl, verification.token, null, language));
}

/**
 * The emailed confirmation link, opened and its button pressed, in the browser that did it: the token
 * waits here until that browser signs in with the account's password (ADR 063). A link mailed at
 * anyone's request must not confirm on its own: someone who signed up with another person's address
 * would then hold a confirmed account with a password of their choosing, which that person's Google
 * or Facebook sign-in would be linked to.
 */
export function pendingConfirmationCookie(context: AppLoadContext) {
  return siteCookie(context, "confirm-email", { signed: true, maxAge: 60 * 60 });
}

/** The confirmation token this browser is holding, if any. */
export async function pendingConfirmation(context: AppLoadContext, request: Request): Promise<string | null> {
  const token = await readCookie(pendingConfirmationCookie(context), request);
  return typeof token === "string" ? token : null;
}

/**
 * Confirms the account's email with a verification token of its own, once its password was checked:
 * another account's token, or a spent or expired one, confirms nothing.
 */
export async function confirmEmail(context: AppLoadContext, token: string, userId: string): Promise<boolean> {
  if (!(await consumeToken(context, token, "verify-email", userId))) return false;
  await context.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, userId));
  return true;
}

/**
 * `passwordHash` is the stored hash the password was checked against (or its rehash): a session made from
 * the check is made only while it is still the account's (`createSessionForPassword`).
 */
export type CredentialCheck =
  | { ok: true; userId: string; passwordHash: string }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "unverified"; userId: string; email: string; passwordHash: string };

export async function checkCredentials(context: AppLoadContext, email: string, password: string): Promise<CredentialCheck> {
  const { passwordCost } = context.settings;
  const user = await context.db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .get();
  // An unknown email costs one derivation, exactly like a wrong password, so timing does not tell them apart.
  const { valid, needsRehash } = await verifyPassword(password, user?.passwordHash ?? decoyHash(passwordCost), passwordCost);
  if (!user || !valid) return { ok: false, reason: "invalid" };
  if (!user.emailVerifiedAt) return { ok: false, reason: "unverified", userId: user.id, email: user.email, passwordHash: user.passwordHash };
  let passwordHash = user.passwordHash;
  if (needsRehash) {
    // Only over the hash just checked: a reset or change that landed meanwhile is never written back over.
    const rehash = await hashPassword(password, passwordCost);
    const [rehashed] = await context.db
      .update(users)
      .set({ passwordHash: rehash })
      .where(and(eq(users.id, user.id), eq(users.passwordHash, user.passwordHash)))
      .returning({ id: users.id });
    if (rehashed) passwordHash = rehash;
    else {
      // Another sign-in rehashed it first (a double click), or a reset or change landed: the hash stored now
      // is the one to hold, if this password opens it.
      const current = await context.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id)).get();
      if (!current || !(await verifyPassword(password, current.passwordHash, passwordCost)).valid) return { ok: false, reason: "invalid" };
      passwordHash = current.passwordHash;
    }
  }
  return { ok: true, userId: user.id, passwordHash };
}

/**
 * Emails a reset link if the account exists, in its holder's language (else the page's that asked: whoever
 * asked may not be the holder); the caller answers the same either way, as fast either way.
 */
export async function requestPasswordReset(context: AppLoadContext, email: string): Promise<void> {
  const issued = await issueTokenForEmail(context, email, "reset-password");
  if (issued)
    sendAfterResponse(
      context,
      passwordResetEmail(issued.email, context.settings.siteUrl, issued.token, emailLanguage(issued.locale ?? context.locale)),
    );
}

/**
 * Sets a new password from a reset link: the link is checked (and spent) first, so a bogus one costs no
 * hashing. Then, in one batch: the password, every other reset link spent, every session ended, and the
 * account's failed sign-ins forgotten. Opening a reset link also proves the email address.
 */
export async function resetPassword(context: AppLoadContext, token: string, password: string): Promise<boolean> {
  const userId = await consumeToken(context, token, "reset-password");
  if (!userId) return false;
  const passwordHash = await hashPassword(password, context.settings.passwordCost);
  // An address proven by this reset for the first time: whoever registered it typed the names and ticked the
  // marketing consent, not its holder. Both go, in statements placed before the one that marks it proven.
  const unproven = and(eq(users.id, userId), isNull(users.emailVerifiedAt));
  const now = new Date();
  await context.db.batch([
    context.db
      .update(profiles)
      .set({ firstName: null, lastName: null, updatedAt: now })
      .where(and(eq(profiles.id, userId), exists(context.db.select({ id: users.id }).from(users).where(unproven)))),
    context.db.update(users).set({ marketingConsent: false, marketingConsentAt: null }).where(unproven),
    context.db
      .update(users)
      .set({ passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${Date.now()})` })
      .where(eq(users.id, userId)),
    context.db.delete(sessions).where(eq(sessions.userId, userId)),
    spendResetLinks(context, userId),
    clearSignInFailures(context, userId),
  ]);
  return true;
}

/** Whether `password` is the account's current password (to change the password or delete the account). */
export async function isCurrentPassword(context: AppLoadContext, userId: string, password: string): Promise<boolean> {
  const user = await context.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).get();
  return Boolean(user) && (await verifyPassword(password, user!.passwordHash, context.settings.passwordCost)).valid;
}

/** Changes the password after checking the current one, and spends any reset link still out there. */
export async function changePassword(context: AppLoadContext, userId: string, currentPassword: string, newPassword: string): Promise<boolean> {
  if (!(await isCurrentPassword(context, userId, currentPassword))) return false;
  const passwordHash = await hashPassword(newPassword, context.settings.passwordCost);
  await context.db.batch([context.db.update(users).set({ passwordHash }).where(eq(users.id, userId)), spendResetLinks(context, userId)]);
  return true;
}

/** Records the marketing-email choice and when it was made (CASL asks us to be able to show consent). */
export async function setMarketingConsent(context: AppLoadContext, userId: string, consent: boolean): Promise<void> {
  await context.db.update(users).set({ marketingConsent: consent, marketingConsentAt: new Date() }).where(eq(users.id, userId));
}

/**
 * Deletes the account, in one batch. Foreign keys remove the profile, sessions, tokens, progress,
 * subscription and every row that is the learner's alone (the schema's ON DELETE CASCADE keys). What others
 * still read loses what the learner wrote:
 * - community posts keep their rows and numbers (the conversation still reads, "[deleted]") with their
 *   text emptied, and their threads stop counting them; the key then sets their author to null; a
 *   members' space thread they opened goes if no one else's post is left in it, else loses its title;
 * - live Q&A questions go, with the votes on them; the learner's votes stop counting, and so do their
 *   RSVPs to events still to come (a past event's count is its history);
 * - support requests sent from the account's confirmed address while signed out go with their messages
 *   (those sent signed in go by their key);
 * - orders stay for the tax records the privacy policy names, without the card, the checkout link or a
 *   user; a complimentary course (no sale) goes.
 * The batch ends by checking the keys did their part: a database that does not enforce them is reported.
 */
export async function deleteAccount(context: AppLoadContext, userId: string, now = new Date()): Promise<void> {
  const db = context.db;
  const shown = sql`${communityPosts.authorId} = ${userId} and ${communityPosts.deletedAt} is null`;
  const results = await db.batch([
    db.run(sql`update ${communityThreads}
      set post_count = post_count - (
        select count(*) from ${communityPosts}
        where ${communityPosts.threadId} = ${communityThreads.id} and ${shown} and ${communityPosts.hiddenAt} is null)
      where ${communityThreads.id} in (select ${communityPosts.threadId} from ${communityPosts} where ${shown})`),
    db.update(communityPosts).set({ bodyMarkdown: "", bodyHtml: "", deletedAt: new Date() }).where(shown),
    // A members' space thread the learner opened: gone when no one else's post is left in it; otherwise its
    // title (their words) is emptied, and the pages show it as deleted.
    db.run(sql`delete from ${communityThreads}
      where ${communityThreads.authorId} = ${userId} and ${communityThreads.kind} = 'space' and not exists (
        select 1 from ${communityPosts} others
        where others.thread_id = ${communityThreads.id} and others.author_id is not ${userId} and others.deleted_at is null)`),
    db
      .update(communityThreads)
      .set({ title: "" })
      .where(and(eq(communityThreads.authorId, userId), eq(communityThreads.kind, "space"))),
    db.run(sql`update ${liveEvents} set rsvp_count = ${seatsTakenSql(sql`${liveEvents.id}`, now, userId)}
      where ${liveEvents.id} in (select event_id from ${liveRsvps} where user_id = ${userId}) and ${eventEndSql} > ${now.getTime()}`),
    db.run(sql`update ${liveQuestions} set vote_count = vote_count - 1
      where ${liveQuestions.id} in (select question_id from ${liveQuestionVotes} where user_id = ${userId})`),
    db.delete(liveQuestions).where(eq(liveQuestions.userId, userId)),
    db.run(sql`delete from ${supportRequests}
      where ${supportRequests.userId} is null and lower(${supportRequests.email}) = (
        select lower(email) from ${users} where id = ${userId} and email_verified_at is not null)`),
    db.delete(orders).where(and(eq(orders.userId, userId), isNotNull(orders.compReason))),
    db.update(orders).set({ paymentMethodBrand: null, paymentMethodLast4: null, checkoutUrl: null }).where(eq(orders.userId, userId)),
    db.delete(users).where(eq(users.id, userId)),
    db.all<{ left: number }>(sql`select (select count(*) from ${sessions} where ${sessions.userId} = ${userId})
      + (select count(*) from ${profiles} where ${profiles.id} = ${userId}) as "left"`),
  ]);
  const [kept] = results[results.length - 1] as { left: number }[];
  if (kept && kept.left > 0) {
    reportError(context, new Error("Foreign keys are not enforced: a deleted account left rows behind"), {
      message: `Account ${userId} was deleted, but ${kept.left} of its rows remain`,
    });
  }
}
