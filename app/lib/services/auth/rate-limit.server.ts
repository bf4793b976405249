import type { AppLoadContext } from "@remix-run/cloudflare";
import { eq, inArray, sql } from "drizzle-orm";
import { rateLimits, users } from "../../../../db/schema/index";

export interface RateLimit {
  /** What is limited, e.g. "login". */
  action: string;
  max: number;
  windowMs: number;
}

export const RATE_LIMITS = {
  // Sign-in limits count failed passwords only (see app/routes/login.tsx and ADR 010).
  loginPerIp: { action: "login-ip", max: 20, windowMs: 15 * 60 * 1000 },
  // Attempts from browsers without a device cookie for the account: anyone, anywhere.
  loginUntrustedPerAccount: { action: "login-account", max: 5, windowMs: 15 * 60 * 1000 },
  // Attempts from one browser that has signed in to the account before; others' failures never touch it.
  loginPerDevice: { action: "login-device", max: 10, windowMs: 15 * 60 * 1000 },
  signupPerIp: { action: "signup-ip", max: 10, windowMs: 60 * 60 * 1000 },
  // Signing up again with a taken email mails its owner, so this also caps mail sent to one inbox.
  signupPerAccount: { action: "signup-account", max: 3, windowMs: 60 * 60 * 1000 },
  resendPerIp: { action: "resend-ip", max: 10, windowMs: 60 * 60 * 1000 },
  resendPerAccount: { action: "resend-account", max: 3, windowMs: 60 * 60 * 1000 },
  resetPerIp: { action: "reset-ip", max: 10, windowMs: 60 * 60 * 1000 },
  resetPerAccount: { action: "reset-account", max: 3, windowMs: 60 * 60 * 1000 },
  // Choosing a new password from a working link hashes it: bound that work per address.
  newPasswordPerIp: { action: "new-password-ip", max: 10, windowMs: 60 * 60 * 1000 },
  // A stolen session must not become a way to guess the account's password (change password, delete account).
  passwordChangePerAccount: { action: "password-change-account", max: 5, windowMs: 15 * 60 * 1000 },
  // Provider sign-in callbacks (ADR 035): each costs a code exchange and a key check at the provider.
  providerCallbackPerIp: { action: "provider-callback-ip", max: 20, windowMs: 15 * 60 * 1000 },
  // "Email me a link" to link a provider to an existing account mails that account's holder.
  // New checkout sessions per learner and day: a session stays open up to 24 hours, so this also bounds
  // the open ones (a Buy that returns to an open checkout counts nothing; ADR 023).
  checkoutsPerAccount: { action: "checkout-account", max: 5, windowMs: 24 * 60 * 60 * 1000 },
  // Support requests (issue 27): 10 a day per address and per account (or a visitor's email), each mailing a receipt.
  supportRequestsPerIp: { action: "support-ip", max: 10, windowMs: 24 * 60 * 60 * 1000 },
  supportRequestsPerAccount: { action: "support-account", max: 10, windowMs: 24 * 60 * 60 * 1000 },
  // A post's Preview renders up to 10,000 characters of Markdown and writes nothing, so no posting limit
  // bounds it (issue 36 item 6): 30 a minute per member, across every post form.
  postPreviewsPerAccount: { action: "post-preview-account", max: 30, windowMs: 60 * 1000 },
} satisfies Record<string, RateLimit>;

export const RATE_LIMIT_MESSAGE = "Too many attempts. Please wait a few minutes and try again.";

export interface RateLimitHit {
  limit: RateLimit;
  /** Whom the limit is about (an address, an email, a device); null skips the limit. */
  subject: string | null;
}

const keyOf = ({ limit, subject }: { limit: RateLimit; subject: string }) => `${limit.action}:${subject.toLowerCase()}`;
const withSubject = (hits: readonly RateLimitHit[]) => hits.filter((hit): hit is { limit: RateLimit; subject: string } => Boolean(hit.subject));

/**
 * Counts one attempt for each key (one statement per key, all in one batch) and returns each key's
 * count in this window (0 for a hit without a subject) and whether any is over its limit. Fixed
 * windows: a key's count restarts once its window has passed.
 */
export async function countRateLimitHits(
  context: AppLoadContext,
  hits: readonly RateLimitHit[],
): Promise<{ limited: boolean; counts: number[] }> {
  const now = Date.now();
  const statements = withSubject(hits).map((hit) => {
    const expired = sql`${rateLimits.windowStart} <= ${now - hit.limit.windowMs}`;
    return context.db
      .insert(rateLimits)
      .values({ key: keyOf(hit), windowStart: now, count: 1 })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
          windowStart: sql`case when ${expired} then ${now} else ${rateLimits.windowStart} end`,
        },
      })
      .returning({ count: rateLimits.count });
  });
  const [first, ...rest] = statements;
  const results = first ? await context.db.batch([first, ...rest]) : [];
  let next = 0;
  const counts = hits.map((hit) => (hit.subject ? (results[next++]?.[0]?.count ?? 0) : 0));
  return { limited: hits.some((hit, index) => counts[index]! > hit.limit.max), counts };
}

/** Counts one attempt for each key and tells whether any is over its limit. */
export async function hitRateLimits(context: AppLoadContext, hits: readonly RateLimitHit[]): Promise<boolean> {
  return (await countRateLimitHits(context, hits)).limited;
}

/** Takes back one counted attempt per key: for limits that count failures, after a success. */
export async function forgiveRateLimitHits(context: AppLoadContext, hits: readonly RateLimitHit[]): Promise<void> {
  const keys = withSubject(hits).map(keyOf);
  if (keys.length === 0) return;
  await context.db
    .update(rateLimits)
    .set({ count: sql`max(${rateLimits.count} - 1, 0)` })
    .where(inArray(rateLimits.key, keys));
}

/**
 * Forgets the account's failed sign-ins from untrusted browsers (a password reset: whatever anyone was
 * guessing, it is not the password now). A statement for the reset's batch.
 */
export function clearSignInFailures(context: AppLoadContext, userId: string) {
  const email = context.db
    .select({ email: sql`lower(${users.email})` })
    .from(users)
    .where(eq(users.id, userId));
  return context.db.delete(rateLimits).where(eq(rateLimits.key, sql`${`${RATE_LIMITS.loginUntrustedPerAccount.action}:`} || (${email})`));
}
