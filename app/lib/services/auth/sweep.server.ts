import { isNotNull, lte, or } from "drizzle-orm";
import type { Database } from "../../../../db/client";
import { oneTimeTokens, pendingSignIns, rateLimits, sessions } from "../../../../db/schema/index";
import { RATE_LIMITS } from "./rate-limit.server";
import { SESSION_IDLE_TIMEOUT } from "./session.server";

/** No rate-limit window lasts longer than this, so an older row no longer counts anything. */
const LONGEST_WINDOW_MS = Math.max(...Object.values(RATE_LIMITS).map((limit) => limit.windowMs));

/**
 * Deletes rows that can no longer do anything: sessions that expired or sat idle, emailed links and
 * pending provider sign-ins that were used or expired, and rate-limit windows that have passed. One batch; run on a schedule
 * (a Cron Trigger on Workers, a timer on Node), never on a visitor's request.
 */
export async function sweepExpiredRows(db: Database, now = new Date()): Promise<void> {
  await db.batch([
    db.delete(sessions).where(or(lte(sessions.expiresAt, now), lte(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_TIMEOUT)))),
    db.delete(oneTimeTokens).where(or(lte(oneTimeTokens.expiresAt, now), isNotNull(oneTimeTokens.usedAt))),
    db.delete(pendingSignIns).where(or(lte(pendingSignIns.expiresAt, now), isNotNull(pendingSignIns.usedAt))),
    db.delete(rateLimits).where(lte(rateLimits.windowStart, now.getTime() - LONGEST_WINDOW_MS)),
  ]);
}
