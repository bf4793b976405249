import type { AppLoadContext } from "@remix-run/cloudflare";
import { eq, sql } from "drizzle-orm";
import { profiles, sessions, users } from "../../../db/schema";
import { hashPassword, verifyPassword } from "../password.server";
import { alreadyRegisteredEmail, passwordResetEmail, verificationEmail } from "./emails";
import type { signupSchema } from "./forms";
import type { z } from "zod";
import { consumeToken, issueToken } from "./tokens.server";

type SignupData = z.infer<typeof signupSchema>;

function findUserByEmail(context: AppLoadContext, email: string) {
  return context.db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .get();
}

/**
 * Creates the account and sends the verification link. If the email is taken, the owner is emailed
 * instead and the caller answers exactly as for a new account, so sign-up never reveals who has one.
 */
export async function signUp(context: AppLoadContext, data: SignupData): Promise<void> {
  const { siteUrl } = context.settings;
  const existing = await findUserByEmail(context, data.email);
  if (existing) {
    await context.mailer.send(alreadyRegisteredEmail(existing.email, siteUrl));
    return;
  }
  const id = crypto.randomUUID();
  const now = new Date();
  const passwordHash = await hashPassword(data.password);
  try {
    await context.db.batch([
      context.db.insert(users).values({
        id,
        email: data.email,
        passwordHash,
        country: data.country,
        marketingConsent: data.agreeMarketing,
        marketingConsentAt: data.agreeMarketing ? now : null,
        createdAt: now,
      }),
      context.db.insert(profiles).values({ id, firstName: data.firstName, lastName: data.lastName, updatedAt: now }),
    ]);
  } catch (error) {
    // A concurrent sign-up with the same email won the race: treat it like an existing account.
    if (String((error as Error).cause ?? error).includes("UNIQUE")) {
      await context.mailer.send(alreadyRegisteredEmail(data.email, siteUrl));
      return;
    }
    throw error;
  }
  await sendVerification(context, id, data.email);
}

async function sendVerification(context: AppLoadContext, userId: string, email: string): Promise<void> {
  const token = await issueToken(context, userId, "verify-email");
  await context.mailer.send(verificationEmail(email, context.settings.siteUrl, token));
}

/** Sends a fresh link to an unverified account; says nothing about whether the account exists. */
export async function resendVerification(context: AppLoadContext, email: string): Promise<void> {
  const user = await findUserByEmail(context, email);
  if (user && !user.emailVerifiedAt) await sendVerification(context, user.id, user.email);
}

export async function confirmEmail(context: AppLoadContext, token: string): Promise<boolean> {
  const userId = await consumeToken(context, token, "verify-email");
  if (!userId) return false;
  await context.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, userId));
  return true;
}

// Checking a password against this keeps an unknown email as slow as a wrong password, so response
// times do not reveal which emails have accounts. (A valid hash of a random string, made once.)
let timingDecoy: Promise<string> | undefined;

export type CredentialCheck =
  | { ok: true; userId: string }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "unverified"; email: string };

export async function checkCredentials(context: AppLoadContext, email: string, password: string): Promise<CredentialCheck> {
  const user = await findUserByEmail(context, email);
  if (!user) {
    timingDecoy ??= hashPassword(crypto.randomUUID());
    await verifyPassword(password, await timingDecoy);
    return { ok: false, reason: "invalid" };
  }
  const { valid, needsRehash } = await verifyPassword(password, user.passwordHash);
  if (!valid) return { ok: false, reason: "invalid" };
  if (!user.emailVerifiedAt) return { ok: false, reason: "unverified", email: user.email };
  if (needsRehash) {
    await context.db.update(users).set({ passwordHash: await hashPassword(password) }).where(eq(users.id, user.id));
  }
  return { ok: true, userId: user.id };
}

/** Emails a reset link if the account exists; the caller answers the same either way. */
export async function requestPasswordReset(context: AppLoadContext, email: string): Promise<void> {
  const user = await findUserByEmail(context, email);
  if (!user) return;
  const token = await issueToken(context, user.id, "reset-password");
  await context.mailer.send(passwordResetEmail(user.email, context.settings.siteUrl, token));
}

/**
 * Sets a new password from a reset link and signs the account out everywhere (one batch). Opening a
 * reset link also proves the email address, so it counts as verification.
 */
export async function resetPassword(context: AppLoadContext, token: string, password: string): Promise<boolean> {
  const passwordHash = await hashPassword(password);
  const userId = await consumeToken(context, token, "reset-password");
  if (!userId) return false;
  await context.db.batch([
    context.db
      .update(users)
      .set({ passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${Date.now()})` })
      .where(eq(users.id, userId)),
    context.db.delete(sessions).where(eq(sessions.userId, userId)),
  ]);
  return true;
}

/** Changes the password after checking the current one. */
export async function changePassword(
  context: AppLoadContext,
  userId: string,
  currentPassword: string,
  newPassword: string,
): Promise<boolean> {
  const user = await context.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).get();
  if (!user || !(await verifyPassword(currentPassword, user.passwordHash)).valid) return false;
  await context.db.update(users).set({ passwordHash: await hashPassword(newPassword) }).where(eq(users.id, userId));
  return true;
}

/** Records the marketing-email choice and when it was made (CASL asks us to be able to show consent). */
export async function setMarketingConsent(context: AppLoadContext, userId: string, consent: boolean): Promise<void> {
  await context.db.update(users).set({ marketingConsent: consent, marketingConsentAt: new Date() }).where(eq(users.id, userId));
}

/**
 * Deletes the account. Foreign keys remove the profile, sessions, tokens, progress and subscription;
 * orders stay for accounting with user_id set to null, so no personal data remains.
 */
export async function deleteAccount(context: AppLoadContext, userId: string): Promise<void> {
  await context.db.delete(users).where(eq(users.id, userId));
}
