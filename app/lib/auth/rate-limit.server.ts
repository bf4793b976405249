import type { AppLoadContext } from "@remix-run/cloudflare";
import { sql } from "drizzle-orm";
import { rateLimits } from "../../../db/schema";

export interface RateLimit {
  /** What is limited, e.g. "login". */
  action: string;
  max: number;
  windowMs: number;
}

export const RATE_LIMITS = {
  loginPerIp: { action: "login-ip", max: 20, windowMs: 15 * 60 * 1000 },
  loginPerAccount: { action: "login-account", max: 5, windowMs: 15 * 60 * 1000 },
  signupPerIp: { action: "signup-ip", max: 10, windowMs: 60 * 60 * 1000 },
  // Signing up again with a taken email mails its owner, so this also caps mail sent to one inbox.
  signupPerAccount: { action: "signup-account", max: 3, windowMs: 60 * 60 * 1000 },
  resendPerIp: { action: "resend-ip", max: 10, windowMs: 60 * 60 * 1000 },
  resendPerAccount: { action: "resend-account", max: 3, windowMs: 60 * 60 * 1000 },
  resetPerIp: { action: "reset-ip", max: 10, windowMs: 60 * 60 * 1000 },
  resetPerAccount: { action: "reset-account", max: 3, windowMs: 60 * 60 * 1000 },
  // A stolen session must not become a way to guess the account's password.
  passwordChangePerAccount: { action: "password-change-account", max: 5, windowMs: 15 * 60 * 1000 },
} satisfies Record<string, RateLimit>;

export const RATE_LIMIT_MESSAGE = "Too many attempts. Please wait a few minutes and try again.";

/**
 * Counts one attempt for each key (one statement per key, all in one batch) and tells whether any is
 * over its limit. Fixed windows: a key's count restarts once its window has passed.
 */
export async function hitRateLimits(
  context: AppLoadContext,
  hits: readonly { limit: RateLimit; subject: string | null }[],
): Promise<boolean> {
  const now = Date.now();
  const statements = hits
    .filter((hit): hit is { limit: RateLimit; subject: string } => Boolean(hit.subject))
    .map(({ limit, subject }) => {
      const expired = sql`${rateLimits.windowStart} <= ${now - limit.windowMs}`;
      return context.db
        .insert(rateLimits)
        .values({ key: `${limit.action}:${subject.toLowerCase()}`, windowStart: now, count: 1 })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
            windowStart: sql`case when ${expired} then ${now} else ${rateLimits.windowStart} end`,
          },
        })
        .returning({ count: rateLimits.count, key: rateLimits.key });
    });
  const [first, ...rest] = statements;
  if (!first) return false;
  const results = await context.db.batch([first, ...rest]);
  return results.some((rows, index) => (rows[0]?.count ?? 0) > hits.filter((hit) => hit.subject)[index]!.limit.max);
}
