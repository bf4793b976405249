import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, eq, gt, isNull, sql, type SQL } from "drizzle-orm";
import { oneTimeTokens, users, type TokenPurpose } from "../../../../db/schema/index";
import { randomToken, sha256 } from "./crypto.server";
import type { Locale } from "~/lib/i18n/locale";

/** Verification and reset links expire after 24 hours (spec section 9). */
export const TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * A new single-use token (the raw value, for the emailed link) and the statement that stores its hash,
 * to run in the caller's batch. Only the hash is stored, so a database copy cannot be replayed.
 */
export async function newToken(context: AppLoadContext, userId: string, purpose: TokenPurpose) {
  const token = randomToken();
  const now = new Date();
  const insert = context.db.insert(oneTimeTokens).values({
    tokenHash: await sha256(token),
    userId,
    purpose,
    createdAt: now,
    expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS),
  });
  return { token, insert };
}

/**
 * Issues a token for the account with this email, if there is one (and `onlyIf` holds for it), in a
 * single statement: the same one round trip whether or not the account exists, so neither timing nor
 * work reveals who has one. Returns the raw token, the account's email and the language its holder
 * chose (null when they chose none), or null.
 */
export async function issueTokenForEmail(
  context: AppLoadContext,
  email: string,
  purpose: TokenPurpose,
  onlyIf?: SQL,
): Promise<{ token: string; email: string; locale: Locale | null } | null> {
  const token = randomToken();
  const now = Date.now();
  const [row] = await context.db
    .insert(oneTimeTokens)
    .select(
      context.db
        .select({
          tokenHash: sql<string>`${await sha256(token)}`.as("token_hash"),
          userId: users.id,
          purpose: sql<TokenPurpose>`${purpose}`.as("purpose"),
          createdAt: sql<Date>`${now}`.as("created_at"),
          expiresAt: sql<Date>`${now + TOKEN_LIFETIME_MS}`.as("expires_at"),
          usedAt: sql<Date | null>`null`.as("used_at"),
        })
        .from(users)
        .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), onlyIf)),
    )
    .returning({
      userId: oneTimeTokens.userId,
      // The holder's language, read by the same statement: the email is theirs, whoever asked for it.
      locale: sql<Locale | null>`(select ${users.locale} from ${users} where ${users.id} = ${oneTimeTokens.userId})`,
    });
  return row ? { token, email: email.toLowerCase(), locale: row.locale } : null;
}

/** Spends every outstanding reset link of the account (its password just changed). A statement for a batch. */
export function spendResetLinks(context: AppLoadContext, userId: string) {
  return context.db
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, "reset-password"), isNull(oneTimeTokens.usedAt)));
}

/**
 * Marks a valid token used and returns its user id, or null if it is unknown, used, expired, for
 * another purpose or (with `ofUserId`) another account's. The update is the check, so two concurrent uses
 * cannot both succeed.
 */
export async function consumeToken(context: AppLoadContext, token: string, purpose: TokenPurpose, ofUserId?: string): Promise<string | null> {
  if (!token || token.length > 100) return null;
  const now = new Date();
  const [row] = await context.db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, await sha256(token)),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, now),
        ofUserId === undefined ? undefined : eq(oneTimeTokens.userId, ofUserId),
      ),
    )
    .returning({ userId: oneTimeTokens.userId });
  return row?.userId ?? null;
}

/** Whether a token would be accepted, without using it (to show the form it unlocks). */
export async function isTokenValid(context: AppLoadContext, token: string, purpose: TokenPurpose): Promise<boolean> {
  if (!token || token.length > 100) return false;
  const [row] = await context.db
    .select({ userId: oneTimeTokens.userId })
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.tokenHash, await sha256(token)),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, new Date()),
      ),
    );
  return Boolean(row);
}
