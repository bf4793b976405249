import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, eq, gt, isNull } from "drizzle-orm";
import { oneTimeTokens, type TokenPurpose } from "../../../db/schema";
import { randomToken, sha256 } from "./crypto.server";

/** Verification and reset links expire after 24 hours (spec section 9). */
export const TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** Issues a single-use token; only its hash is stored. Returns the raw token for the emailed link. */
export async function issueToken(context: AppLoadContext, userId: string, purpose: TokenPurpose): Promise<string> {
  const token = randomToken();
  const now = new Date();
  await context.db.insert(oneTimeTokens).values({
    tokenHash: await sha256(token),
    userId,
    purpose,
    createdAt: now,
    expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS),
  });
  return token;
}

/**
 * Marks a valid token used and returns its user id, or null if it is unknown, used, expired or for
 * another purpose. The update is the check, so two concurrent uses cannot both succeed.
 */
export async function consumeToken(context: AppLoadContext, token: string, purpose: TokenPurpose): Promise<string | null> {
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
