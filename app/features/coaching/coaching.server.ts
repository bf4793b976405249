/**
 * The member's coaching (issue 26 item 3): the page (one `db.batch` with the session), booking, changing
 * and cancelling. Every write is one conditional statement guarded by the schema's two partial unique
 * indexes (one booking per coach and start, one per member and billing period) and a NOT EXISTS for the
 * 15-minute buffer: two members taking one slot at once make one booking, never a read-then-write.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, eq, gt, or, sql, type SQL } from "drizzle-orm";
import { coachingSessions, subscribers, users } from "../../../db/schema/index";
import { isLocalDate, viewerZone } from "~/features/time-zones/domain/zoned-time";
import { formatLocalDayIn, formatLocalTimeIn, formatZonedIn } from "~/features/time-zones/domain/localized-time";
import { entitlementsOf } from "~/lib/domain/entitlements";
import { readWithSession, type SessionUser } from "~/lib/services/auth/session.server";
import { planIncludesSql } from "~/lib/services/plan-access.server";
import { isOpenSlot, openSlots, bookingWindow } from "./domain/slots";
import { memberMayChange, periodStillOpen } from "./domain/session-rules";
import { coachingEndsRead, planLastsUntilSql } from "./plan-ended.server";
import {
  allCoachHours,
  coachName,
  coachZonesRead,
  emailBothSides,
  hoursReads,
  isCoachSql,
  keepsBufferSql,
  SESSION_MS,
  sessionPeople,
  sessionPeopleRead,
} from "./sessions.server";

/** Whether the plan includes coaching: the entitlement table is the only gate (ADR 025). */
export const coachingIncluded = (user: SessionUser, now: Date) => entitlementsOf(user.subscription, now).coachingSessions > 0;

/** The same rule in the statement that books or moves a session, so a plan that ends mid-request books nothing. */
const coachingMemberSql = (memberId: string, now: Date): SQL => planIncludesSql(memberId, "coachingSessions", now);

export interface ShownSlot {
  coachId: string;
  startsAt: string;
  time: string;
  coach: string;
}

export interface ShownSession {
  id: string;
  when: string;
  coach: string;
  changeable: boolean;
}

export type MemberCoaching =
  | { standing: "visitor" }
  /** Sessions booked before the plan lapsed stay the member's to open and cancel until the sweep cancels them. */
  | { standing: "not-included"; sessions: ShownSession[] }
  | {
      standing: "member";
      zone: string;
      allowance: { included: number; used: number; periodEnd: string };
      /** The day coaching ends (a cancellation at period end, a downgrade), in the member's zone; no time after it is offered. */
      coachingEnds: string | null;
      sessions: ShownSession[];
      days: { date: string; label: string; count: number }[];
      /** The day asked for, with its times; null when no day (or no valid day) was asked for. */
      day: { date: string; label: string; slots: ShownSlot[] } | null;
    };

/**
 * What the booking page needs. `forSession` (a session's change) narrows the slots to that session's
 * coach and frees the session's own time; the session's page reads the session itself beside this.
 */
export async function loadMemberCoaching(
  request: Request,
  context: AppLoadContext,
  options: { now: Date; day: string | null; forSession?: string },
): Promise<{ user: SessionUser | null; page: MemberCoaching }> {
  const { db } = context;
  const { now, forSession } = options;
  const coachFilter = (column: unknown) =>
    forSession
      ? sql`${column} = (select ${coachingSessions.coachId} from ${coachingSessions} where ${coachingSessions.id} = ${forSession})`
      : sql`1 = 1`;
  const { user, data } = await readWithSession(request, context, (userId) =>
    userId
      ? ([
          ...hoursReads(db, coachFilter, now),
          coachZonesRead(db, coachFilter),
          // The sessions to come, and this period's already held: they count against its allowance too.
          sessionPeopleRead(
            db,
            and(
              eq(coachingSessions.memberId, userId),
              eq(coachingSessions.status, "booked"),
              or(
                gt(coachingSessions.startsAt, now),
                sql`${coachingSessions.periodEnd} = (select ${subscribers.subscriptionEnd} from ${subscribers} where ${subscribers.userId} = ${userId})`,
              ),
            ),
          ),
          coachingEndsRead(db, userId),
        ] as const)
      : ([] as unknown as readonly [never, never, never, never, never, never]),
  );
  if (!user) return { user, page: { standing: "visitor" } };
  const [weekly, exceptions, booked, coachRows, mine, [ends]] = data;
  const zone = viewerZone(user);
  // Times and days in the member's zone, written in the page's language.
  const { locale } = context;
  const sessions = mine
    .filter((row) => row.startsAt.getTime() > now.getTime())
    .map((row) => ({
      id: row.id,
      when: formatZonedIn(locale, row.startsAt, zone, now),
      coach: sessionPeople(row).coach.name,
      changeable: memberMayChange(row.startsAt, now),
    }));
  if (!coachingIncluded(user, now)) return { user, page: { standing: "not-included", sessions } };
  const { coaches, booked: taken } = allCoachHours([weekly, exceptions, booked], forSession);
  const coachingEnds = ends?.endsAt == null ? null : new Date(ends.endsAt);
  const days = openSlots({ coaches, booked: taken, memberZone: zone, now, until: coachingEnds });
  const names = new Map(coachRows.map((row) => [row.id, coachName(row)]));
  // Coaching is included, so the plan is active and has an end (read with the session).
  const periodEnd = user.subscription.end!;
  const asked = options.day && isLocalDate(options.day) ? days.find((day) => day.date === options.day) : undefined;
  return {
    user,
    page: {
      standing: "member",
      zone,
      allowance: {
        included: entitlementsOf(user.subscription, now).coachingSessions,
        used: mine.filter((row) => row.periodEnd.getTime() === periodEnd.getTime()).length,
        periodEnd: formatLocalDayIn(locale, periodEnd, zone, now),
      },
      coachingEnds: coachingEnds && formatLocalDayIn(locale, coachingEnds, zone, now),
      sessions,
      days: days.map((day) => ({ date: day.date, label: formatLocalDayIn(locale, day.slots[0]!.startsAt, zone, now), count: day.slots.length })),
      day:
        options.day && isLocalDate(options.day)
          ? {
              date: options.day,
              label: asked ? formatLocalDayIn(locale, asked.slots[0]!.startsAt, zone, now) : options.day,
              slots: (asked?.slots ?? []).map((slot) => ({
                coachId: slot.coachId,
                startsAt: slot.startsAt.toISOString(),
                time: formatLocalTimeIn(locale, slot.startsAt, zone),
                coach: names.get(slot.coachId) ?? "",
              })),
            }
          : null,
    },
  };
}

/**
 * Whether `startsAt` is on the coach's grid within their hours and the booking window. Sessions are
 * left out on purpose: a taken time (or one too close to another session) is for the write to find,
 * so a member who lost a race hears "That time was just taken".
 */
async function inCoachHours(context: AppLoadContext, coachId: string, startsAt: Date, now: Date) {
  const { db } = context;
  const coachFilter = (column: unknown) => sql`${column} = ${coachId}`;
  const [weekly, exceptions] = await db.batch(hoursReads(db, coachFilter, now));
  const { coaches } = allCoachHours([weekly, exceptions, []]);
  return isOpenSlot(openSlots({ coaches, booked: [], memberZone: "UTC", now }), coachId, startsAt);
}

export type BookingOutcome =
  | { kind: "booked"; sessionId: string }
  | { kind: "taken" }
  | { kind: "not-open" }
  | { kind: "already"; when: string; coach: string }
  | { kind: "not-included" }
  | { kind: "plan-ends" };

/**
 * Books `startsAt` with `coachId` for the member: one INSERT … SELECT that takes the billing period from
 * the member's subscription row, checks the buffer and that the plan still includes coaching at the
 * start (the sweep would cancel it otherwise) in the same statement, and leaves the rest to the unique
 * indexes (`on conflict do nothing`). The batch then reads what happened.
 */
export async function bookSession(
  context: AppLoadContext,
  member: SessionUser,
  input: { coachId: string; startsAt: Date },
  now: Date,
): Promise<BookingOutcome> {
  const { db } = context;
  // A coach who also holds a plan with coaching has no session with themselves.
  if (input.coachId === member.id) return { kind: "not-open" };
  if (!(await inCoachHours(context, input.coachId, input.startsAt, now))) return { kind: "not-open" };
  const id = crypto.randomUUID();
  const start = input.startsAt.getTime();
  const t = now.getTime();
  const [, written, inPeriod, [plan]] = await db.batch([
    db.run(sql`insert into ${coachingSessions}
        (id, coach_id, member_id, starts_at, ends_at, period_end, status, coach_note, sequence, created_at, updated_at)
      select ${id}, ${input.coachId}, ${member.id}, ${start}, ${start + SESSION_MS}, ${subscribers.subscriptionEnd}, 'booked', '', 0, ${t}, ${t}
      from ${subscribers}
      where ${subscribers.userId} = ${member.id} and ${coachingMemberSql(member.id, now)}
        and ${planLastsUntilSql(member.id, start, now)}
        and ${isCoachSql(input.coachId)}
        and ${keepsBufferSql(input.coachId, input.startsAt, null)}
      on conflict do nothing`),
    sessionPeopleRead(db, eq(coachingSessions.id, id)),
    sessionPeopleRead(
      db,
      and(
        eq(coachingSessions.memberId, member.id),
        eq(coachingSessions.status, "booked"),
        sql`${coachingSessions.periodEnd} = (select ${subscribers.subscriptionEnd} from ${subscribers} where ${subscribers.userId} = ${member.id})`,
      ),
    ),
    includedRead(context, member.id, start, now),
  ]);
  if (written.length > 0) {
    await emailBothSides(context, written, "booked", now);
    return { kind: "booked", sessionId: id };
  }
  if (!plan?.included) return { kind: "not-included" };
  if (!plan.lasts) return { kind: "plan-ends" };
  const existing = inPeriod[0];
  // A double submit finds its own booking: the same coach and time is the booking, not a refusal.
  if (existing && existing.coachId === input.coachId && existing.startsAt.getTime() === start) return { kind: "booked", sessionId: existing.id };
  if (existing) {
    const people = sessionPeople(existing);
    return { kind: "already", when: formatZonedIn(context.locale, existing.startsAt, people.member.timeZone, now), coach: people.coach.name };
  }
  return { kind: "taken" };
}

export type ChangeOutcome =
  | { kind: "done" }
  | { kind: "gone" }
  | { kind: "too-late" }
  | { kind: "taken" }
  | { kind: "not-open" }
  | { kind: "not-included" }
  | { kind: "plan-ends" };

/**
 * Whether the member's plan includes coaching, and will still at `startsAt`, as the batch that wrote
 * found it: why a booking or a change wrote nothing.
 */
const includedRead = (context: AppLoadContext, memberId: string, startsAt: number, now: Date) =>
  context.db
    .select({ included: sql<number>`${coachingMemberSql(memberId, now)}`, lasts: sql<number>`${planLastsUntilSql(memberId, startsAt, now)}` })
    .from(users)
    .where(eq(users.id, memberId));

const ownBooked = (memberId: SQL | string, sessionId: string) =>
  and(eq(coachingSessions.id, sessionId), sql`${coachingSessions.memberId} = ${memberId}`, eq(coachingSessions.status, "booked"));

/** Why a member's change or cancellation wrote nothing: gone, or inside the 24 hours. */
function refusal(rows: { startsAt: Date }[], now: Date): Exclude<ChangeOutcome, { kind: "done" }> {
  const session = rows[0];
  if (!session) return { kind: "gone" };
  return memberMayChange(session.startsAt, now) ? { kind: "taken" } : { kind: "too-late" };
}

/**
 * Moves the member's session to another open time of the same coach: the same row (its calendar UID),
 * a new start and `sequence + 1`, in one conditional UPDATE (24 hours' notice on the old and new time,
 * the buffer, and OR IGNORE for the slot's unique index).
 */
export async function rescheduleSession(
  context: AppLoadContext,
  member: SessionUser,
  input: { sessionId: string; coachId: string; startsAt: Date },
  now: Date,
): Promise<ChangeOutcome> {
  const { db } = context;
  const { earliest } = bookingWindow(now);
  if (!(await inCoachHours(context, input.coachId, input.startsAt, now))) {
    const [current] = await db
      .select({ startsAt: coachingSessions.startsAt })
      .from(coachingSessions)
      .where(ownBooked(member.id, input.sessionId));
    if (!current) return { kind: "gone" };
    return memberMayChange(current.startsAt, now) ? { kind: "not-open" } : { kind: "too-late" };
  }
  const start = input.startsAt.getTime();
  const [, changed, current, [plan]] = await db.batch([
    db.run(sql`update or ignore ${coachingSessions}
      set starts_at = ${start}, ends_at = ${start + SESSION_MS}, sequence = sequence + 1, updated_at = ${now.getTime()}
      where id = ${input.sessionId} and member_id = ${member.id} and status = 'booked' and coach_id = ${input.coachId}
        and ${coachingMemberSql(member.id, now)} and ${planLastsUntilSql(member.id, start, now)} and starts_at <> ${start} and starts_at >= ${earliest.getTime()} and ${start} >= ${earliest.getTime()}
        and ${keepsBufferSql(input.coachId, input.startsAt, input.sessionId)}`),
    // Changed by this statement: at the new time, stamped with this request's `now`.
    sessionPeopleRead(
      db,
      and(ownBooked(member.id, input.sessionId), eq(coachingSessions.startsAt, input.startsAt), eq(coachingSessions.updatedAt, now)),
    ),
    db.select({ startsAt: coachingSessions.startsAt }).from(coachingSessions).where(ownBooked(member.id, input.sessionId)),
    includedRead(context, member.id, start, now),
  ]);
  if (changed.length === 0) {
    // A double submit finds the session already at its new time: done, and emailed once.
    if (current[0]?.startsAt.getTime() === start) return { kind: "done" };
    if (!plan?.included) return { kind: "not-included" };
    if (!plan.lasts) return { kind: "plan-ends" };
    return refusal(current, now);
  }
  await emailBothSides(context, changed, "changed", now);
  return { kind: "done" };
}

/**
 * Cancels the member's session (until 24 hours before), which gives its billing period's session back;
 * `periodOpen` says whether that period is still running, so the member can book again in it.
 */
export async function cancelByMember(
  context: AppLoadContext,
  member: SessionUser,
  sessionId: string,
  now: Date,
): Promise<Exclude<ChangeOutcome, { kind: "done" }> | { kind: "done"; periodOpen: boolean }> {
  const { db } = context;
  const t = now.getTime();
  const [, cancelled, current] = await db.batch([
    db.run(sql`update ${coachingSessions}
      set status = 'cancelled', cancelled_by = 'member', cancelled_at = ${t}, sequence = sequence + 1, updated_at = ${t}
      where id = ${sessionId} and member_id = ${member.id} and status = 'booked' and starts_at >= ${bookingWindow(now).earliest.getTime()}`),
    sessionPeopleRead(
      db,
      and(
        eq(coachingSessions.id, sessionId),
        eq(coachingSessions.memberId, member.id),
        eq(coachingSessions.status, "cancelled"),
        eq(coachingSessions.cancelledAt, now),
      ),
    ),
    db.select({ startsAt: coachingSessions.startsAt }).from(coachingSessions).where(ownBooked(member.id, sessionId)),
  ]);
  if (cancelled.length === 0) return refusal(current, now);
  await emailBothSides(context, cancelled, "cancelled", now);
  return { kind: "done", periodOpen: periodStillOpen(cancelled[0]!.periodEnd, now) };
}

/** One session as its member's page shows it (never the coach's note). */
export async function loadMemberSession(request: Request, context: AppLoadContext, sessionId: string, now: Date) {
  const { db } = context;
  const { user, data } = await readWithSession(request, context, (userId) =>
    userId ? ([sessionPeopleRead(db, ownBooked(userId, sessionId))] as const) : ([] as unknown as readonly [never]),
  );
  const row = user ? data[0][0] : undefined;
  if (!user || !row) return { user, session: null };
  const people = sessionPeople(row);
  return {
    user,
    session: {
      id: row.id,
      coachId: row.coachId,
      when: formatZonedIn(context.locale, row.startsAt, people.member.timeZone, now),
      coach: people.coach.name,
      changeable: memberMayChange(row.startsAt, now),
    },
  };
}

/** The session's calendar file, for its member and its coach only (anyone else: null, a 404). */
export async function readSessionForCalendar(request: Request, context: AppLoadContext, sessionId: string) {
  const { db } = context;
  const { user, data } = await readWithSession(request, context, (userId) =>
    userId
      ? ([
          db
            .select({
              id: coachingSessions.id,
              startsAt: coachingSessions.startsAt,
              endsAt: coachingSessions.endsAt,
              sequence: coachingSessions.sequence,
              status: coachingSessions.status,
              memberId: coachingSessions.memberId,
            })
            .from(coachingSessions)
            .where(
              and(
                eq(coachingSessions.id, sessionId),
                sql`(${coachingSessions.memberId} = ${userId} or ${coachingSessions.coachId} = ${userId})`,
              ),
            ),
        ] as const)
      : ([] as unknown as readonly [never]),
  );
  return user ? (data[0][0] ?? null) : null;
}
