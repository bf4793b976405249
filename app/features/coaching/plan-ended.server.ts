/**
 * Issue 26 item 3: "a member whose plan ends before the session's date keeps no future booking". The
 * reminder sweep (every 5 minutes, app/features/calendar/reminders.server.ts) calls this. One
 * conditional UPDATE cancels them all, so two overlapping sweeps cancel (and email) each session once.
 */
import { and, eq, sql, type SQL } from "drizzle-orm";
import { coachingSessions, subscribers } from "../../../db/schema/index";
import type { Database } from "../../../db/client";
import type { SweepContext } from "~/features/calendar/reminders.server";
import { PLAN_TIERS } from "~/lib/domain/catalog";
import { ENTITLEMENTS } from "~/lib/domain/entitlements";
import { RENEWAL_GRACE_MS } from "~/lib/services/plan-access.server";
import { emailBothSides, isCoachSql, sessionPeopleRead } from "./sessions.server";

/** The tiers whose plan includes coaching, read off the entitlement table (ADR 025). */
const COACHING_TIERS = PLAN_TIERS.filter((tier) => ENTITLEMENTS[tier].coachingSessions > 0);

const COACHING_TIERS_SQL = sql.join(
  COACHING_TIERS.map((tier) => sql`${tier}`),
  sql`, `,
);

/**
 * When coaching stops for good, from the subscriber row `s`: the period's end for a plan cancelled at
 * it, the date a downgrade to a tier without coaching takes effect, the earlier when both; null while
 * the plan renews as it is.
 */
const COACHING_ENDS_SQL = sql`(case
    when s.cancel_at_period_end = 1 and s.pending_tier not in (${COACHING_TIERS_SQL}) then min(s.subscription_end, s.pending_at)
    when s.cancel_at_period_end = 1 then s.subscription_end
    when s.pending_tier not in (${COACHING_TIERS_SQL}) then s.pending_at
  end)`;

/**
 * Whether the member's plan still includes coaching when the session starts: subscribed, a coaching
 * tier, paid up now (the sweep allows `graceMs` past the period's end), and coaching not ending (a
 * cancellation at period end, a downgrade) by the start. A renewing plan whose period ends before the
 * start keeps it. The sweep asks it of every booked session (the columns); a booking or a change, of the
 * time it writes.
 */
export function planLastsUntilSql(memberId: SQL | string, startsAt: SQL | number, now: Date, graceMs = 0): SQL {
  return sql`exists (select 1 from ${subscribers} s
    where s.user_id = ${memberId} and s.subscribed = 1
      and s.subscription_tier in (${COACHING_TIERS_SQL})
      and s.subscription_end > ${now.getTime() - graceMs}
      and (${COACHING_ENDS_SQL} is null or ${COACHING_ENDS_SQL} > ${startsAt}))`;
}

/** When the member's coaching stops for good (see COACHING_ENDS_SQL), for the booking page to offer no time after it. */
export function coachingEndsRead(db: Database, memberId: SQL | string) {
  return db
    .select({ endsAt: sql<number | null>`${COACHING_ENDS_SQL}` })
    .from(sql`${subscribers} s`)
    .where(sql`s.user_id = ${memberId}`);
}

/**
 * Cancels every booked future session `which` selects, by `cancelledBy`, in one conditional UPDATE (two
 * overlapping runs cancel and email each session once), and emails each side the cancellation with its
 * calendar file, but the address `except`. Returns how many it cancelled.
 */
async function cancelFutureSessions(
  context: SweepContext,
  { which, cancelledBy, now, except }: { which: SQL; cancelledBy: SQL; now: Date; except?: string },
): Promise<number> {
  const { db } = context;
  const t = now.getTime();
  const [, cancelled] = await db.batch([
    db.run(sql`update ${coachingSessions}
      set status = 'cancelled', cancelled_by = ${cancelledBy}, cancelled_at = ${t}, sequence = sequence + 1, updated_at = ${t}
      where status = 'booked' and starts_at > ${t} and ${which}`),
    // What this update cancelled: by this side too, so another sweep step at the same instant is not read again.
    sessionPeopleRead(
      db,
      and(
        which,
        eq(coachingSessions.status, "cancelled"),
        eq(coachingSessions.cancelledAt, now),
        sql`${coachingSessions.cancelledBy} = ${cancelledBy}`,
      ),
    ),
  ]);
  if (cancelled.length > 0) await emailBothSides(context, cancelled, "cancelled", now, { except });
  return cancelled.length;
}

/** Cancels, with an email to both sides, every booked future session whose member's plan will have ended by its start. */
export function cancelSessionsOfEndedPlans(context: SweepContext, now: Date): Promise<number> {
  return cancelFutureSessions(context, {
    which: sql`not ${planLastsUntilSql(sql`${coachingSessions.memberId}`, sql`${coachingSessions.startsAt}`, now, RENEWAL_GRACE_MS)}`,
    cancelledBy: sql`'plan-ended'`,
    now,
  });
}

/**
 * Before an account is deleted: its booked future sessions, as member or as coach, are cancelled by that
 * side, and the other side is emailed the cancellation with its calendar file, since the rows then go
 * with the account and nothing else would tell them.
 */
export function cancelSessionsOfLeavingAccount(context: SweepContext, user: { id: string; email: string }, now: Date): Promise<number> {
  return cancelFutureSessions(context, {
    which: sql`(${coachingSessions.memberId} = ${user.id} or ${coachingSessions.coachId} = ${user.id})`,
    cancelledBy: sql`case when ${coachingSessions.memberId} = ${user.id} then 'member' else 'coach' end`,
    now,
    except: user.email,
  });
}

/**
 * Every booked future session whose coach no longer acts as one (an admin took the role, or `npm run
 * staff` did), cancelled as `coach-left` with an email to both: nobody would run it, and only a coach
 * can cancel a session past its 24 hours. The role change calls it at once for that coach
 * (`coachId`); the sweep, for any way the role went.
 */
export function cancelSessionsOfFormerCoaches(context: SweepContext, now: Date, coachId?: string): Promise<number> {
  const former = sql`not ${isCoachSql(sql`${coachingSessions.coachId}`)}`;
  return cancelFutureSessions(context, {
    which: coachId ? sql`${coachingSessions.coachId} = ${coachId} and ${former}` : former,
    cancelledBy: sql`'coach-left'`,
    now,
  });
}
