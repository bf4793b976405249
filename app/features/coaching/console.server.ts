/**
 * The console's coaching (issue 26 item 3): a coach's weekly hours, exceptions and schedule. A coach
 * sees and changes their own; an admin picks a coach (`?coach=`) and sees theirs. The page is one
 * batch with the session; whose schedule it is is decided in SQL from the session, so a coach cannot
 * name someone else. Cancelling a session writes its audit entry in the same batch, on condition.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, asc, eq, gt, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import {
  auditLog,
  coachAvailability,
  coachExceptions,
  coachingSessions,
  earnedBadges,
  subscribers,
  userProgress,
  users,
} from "../../../db/schema/index";
import { FRAME_ROLES, staffOf, type StaffUser } from "~/features/admin/staff.server";
import { planNotesRead } from "~/features/personal-plan/coach-notes.server";
import { formatLocalDay, formatZoned, isLocalDate } from "~/features/time-zones/domain/zoned-time";
import { findCourseBySlug, findPlan } from "~/lib/domain/catalog";
import { readWithSession } from "~/lib/services/auth/session.server";
import { actsAsStaffSql } from "~/lib/services/staff.server";
import { minuteOfTime, WEEKDAYS, wallClockLabel } from "./domain/session-rules";
import { coachName, coachZonesRead, emailBothSides, isCoachSql, sessionPeople, sessionPeopleRead } from "./sessions.server";
import { CONSOLE_TEXTS } from "./texts";

const BADGE_PREFIX = "course-complete-";

function notFound(): Response {
  return new Response("Not found", { status: 404 });
}

/**
 * The coach whose schedule this is, as SQL: a coach's own id; for an admin the coach named by
 * `requested`, else the first coach. Null for anyone else (so every read below returns nothing).
 */
function targetCoachSql(viewerId: SQL, requested: string | null): SQL {
  const firstCoach = sql`(select id from ${users} coach where ${isCoachSql(sql`coach.id`)} order by email limit 1)`;
  return sql`(select case when viewer.role = 'admin' then coalesce(
      (select id from ${users} where id = ${requested} and ${isCoachSql(sql`${requested}`)}), ${firstCoach})
    else viewer.id end
    from ${users} viewer where viewer.id = ${viewerId} and ${actsAsStaffSql(sql`viewer.id`)})`;
}

export interface ConsoleSession {
  id: string;
  when: string;
  member: string;
  plan: string;
  courses: string[];
  note: string;
  /** The coach's notes for this member's personalised plan (the member reads these). */
  planNote: string;
}

export async function loadCoachingConsole(request: Request, context: AppLoadContext, requested: string | null, now: Date) {
  const { db } = context;
  const today = new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);
  const { user, data } = await readWithSession(request, context, (userId) => {
    if (!userId) return [] as unknown as readonly [never, never, never, never, never, never, never, never, never, never];
    const coach = targetCoachSql(userId, requested);
    const upcoming = and(sql`${coachingSessions.coachId} = ${coach}`, eq(coachingSessions.status, "booked"), gt(coachingSessions.endsAt, now));
    const members = sql`(select member_id from ${coachingSessions} where ${upcoming})`;
    return [
      db
        .select({ id: sql<string | null>`${coach}`, viewerZone: users.timeZone })
        .from(users)
        .where(sql`${users.id} = ${userId}`),
      // Only an admin is shown the list of coaches (the picker).
      coachZonesRead(db, () => actsAsStaffSql(userId, ["admin"])),
      coachZonesRead(db, (id) => sql`${id} = ${coach}`),
      db
        .select({
          id: coachAvailability.id,
          weekday: coachAvailability.weekday,
          startMinute: coachAvailability.startMinute,
          endMinute: coachAvailability.endMinute,
          timeZone: coachAvailability.timeZone,
        })
        .from(coachAvailability)
        .where(sql`${coachAvailability.coachId} = ${coach}`)
        .orderBy(asc(coachAvailability.weekday), asc(coachAvailability.startMinute)),
      db
        .select({
          id: coachExceptions.id,
          date: coachExceptions.date,
          kind: coachExceptions.kind,
          startMinute: coachExceptions.startMinute,
          endMinute: coachExceptions.endMinute,
          timeZone: coachExceptions.timeZone,
        })
        .from(coachExceptions)
        .where(and(sql`${coachExceptions.coachId} = ${coach}`, sql`${coachExceptions.date} >= ${today}`))
        .orderBy(asc(coachExceptions.date), asc(coachExceptions.startMinute)),
      sessionPeopleRead(db, upcoming),
      db.select({ id: coachingSessions.id, note: coachingSessions.coachNote }).from(coachingSessions).where(upcoming),
      db
        .select({
          userId: subscribers.userId,
          tier: subscribers.subscriptionTier,
          subscribed: subscribers.subscribed,
          end: subscribers.subscriptionEnd,
        })
        .from(subscribers)
        .where(sql`${subscribers.userId} in ${members}`),
      db
        .selectDistinct({ userId: userProgress.userId, courseId: userProgress.courseId })
        .from(userProgress)
        .where(
          and(
            sql`${userProgress.userId} in ${members}`,
            eq(userProgress.completed, true),
            sql`not exists (select 1 from ${earnedBadges} where ${earnedBadges.userId} = ${userProgress.userId} and ${earnedBadges.badgeId} = ${BADGE_PREFIX} || ${userProgress.courseId})`,
          ),
        ),
      planNotesRead(db, coach, members),
    ] as const;
  });
  const staff = staffOf(user, FRAME_ROLES);
  if (!staff) throw notFound();
  const [[target], coaches, [coach], weekly, exceptions, sessions, notes, plans, progress, planNotes] = data;
  const viewerZone = target?.viewerZone ?? "UTC";
  const noteOf = new Map(notes.map((row) => [row.id, row.note]));
  return {
    isAdmin: staff.role === "admin",
    coaches: coaches.map((row) => ({ id: row.id, name: `${coachName(row)} (${row.email})` })),
    coach: coach ? { id: coach.id, name: coachName(coach), timeZone: coach.timeZone } : null,
    weekly: weekly.map((row) => ({
      id: row.id,
      label: `${WEEKDAYS[row.weekday]}, ${wallClockLabel(row.startMinute)} to ${wallClockLabel(row.endMinute)} (${row.timeZone})`,
    })),
    exceptions: exceptions.map((row) => ({
      id: row.id,
      label:
        row.kind === "off"
          ? `${formatLocalDay(new Date(`${row.date}T12:00:00Z`), "UTC", now)}: ${CONSOLE_TEXTS.off}`
          : `${formatLocalDay(new Date(`${row.date}T12:00:00Z`), "UTC", now)}: ${CONSOLE_TEXTS.extra}, ${wallClockLabel(row.startMinute!)} to ${wallClockLabel(row.endMinute!)} (${row.timeZone})`,
    })),
    sessions: sessions.map((row): ConsoleSession => {
      const plan = plans.find((entry) => entry.userId === row.memberId);
      return {
        id: row.id,
        when: formatZoned(row.startsAt, viewerZone, now),
        member: sessionPeople(row).member.name,
        plan: plan?.subscribed && plan.tier ? (findPlan(plan.tier)?.name ?? plan.tier) : "No plan",
        courses: progress
          .filter((entry) => entry.userId === row.memberId)
          .map((entry) => findCourseBySlug(entry.courseId)?.title)
          .filter((title): title is string => Boolean(title)),
        note: noteOf.get(row.id) ?? "",
        planNote: planNotes.find((entry) => entry.memberId === row.memberId)?.body ?? "",
      };
    }),
  };
}

// ---------------------------------------------------------------------------------------------------
// The console's forms.

const time = z.string().refine((value) => minuteOfTime(value) !== null, "Enter a time such as 09:00.");

export const hoursSchema = z
  .object({
    weekday: z.coerce.number().int().min(0, "Pick a day.").max(6, "Pick a day."),
    from: time,
    to: time,
  })
  .refine((value) => minuteOfTime(value.from)! < minuteOfTime(value.to)!, { message: CONSOLE_TEXTS.badTimes, path: ["to"] });

export const exceptionSchema = z
  .object({
    date: z.string().refine(isLocalDate, "Enter a date."),
    kind: z.enum(["off", "extra"], { message: "Pick a day off or extra hours." }),
    from: z.string().max(5).optional(),
    to: z.string().max(5).optional(),
  })
  .refine((value) => value.kind === "off" || (minuteOfTime(value.from ?? "") !== null && minuteOfTime(value.to ?? "") !== null), {
    message: CONSOLE_TEXTS.extraNeedsTimes,
    path: ["from"],
  })
  .refine((value) => value.kind === "off" || minuteOfTime(value.from ?? "")! < minuteOfTime(value.to ?? "")!, {
    message: CONSOLE_TEXTS.badTimes,
    path: ["to"],
  });

export const noteSchema = z.object({
  sessionId: z.string().min(1).max(100),
  note: z.string().max(4000, "Keep the note under 4,000 characters."),
});

export const cancelSchema = z.object({
  sessionId: z.string().min(1).max(100),
  reason: z.string().trim().min(3, "Give a short reason for the audit log.").max(500),
});

/**
 * The coach a staff action changes: a coach's own id; an admin's `coachId` field (checked to be a
 * coach in each statement). Anyone else: a 404.
 */
export function actingCoach(staff: StaffUser, form: FormData): string {
  if (staff.role === "coach") return staff.id;
  const requested = form.get("coachId");
  return typeof requested === "string" ? requested : "";
}

export function requireCoachingStaff(user: Parameters<typeof staffOf>[0]): StaffUser {
  const staff = staffOf(user, FRAME_ROLES);
  if (!staff) throw notFound();
  return staff;
}

/** Adds weekly hours in the coach's zone as it is now (the row keeps it). */
/** Each of these says whether it wrote: an id that is no coach (an admin's form), or hours that are not theirs, change nothing. */
export async function addWeeklyHours(
  context: AppLoadContext,
  coachId: string,
  value: z.output<typeof hoursSchema>,
  now: Date,
): Promise<boolean> {
  const added = await context.db
    .run(sql`insert into ${coachAvailability} (id, coach_id, weekday, start_minute, end_minute, time_zone, created_at)
    select ${crypto.randomUUID()}, ${coachId}, ${value.weekday}, ${minuteOfTime(value.from)}, ${minuteOfTime(value.to)}, time_zone, ${now.getTime()}
    from ${users} where id = ${coachId} and ${isCoachSql(coachId)}`);
  return added.rowsAffected > 0;
}

export async function addException(
  context: AppLoadContext,
  coachId: string,
  value: z.output<typeof exceptionSchema>,
  now: Date,
): Promise<boolean> {
  const extra = value.kind === "extra";
  const added = await context.db
    .run(sql`insert into ${coachExceptions} (id, coach_id, date, kind, start_minute, end_minute, time_zone, created_at)
    select ${crypto.randomUUID()}, ${coachId}, ${value.date}, ${value.kind}, ${extra ? minuteOfTime(value.from!) : null}, ${extra ? minuteOfTime(value.to!) : null}, time_zone, ${now.getTime()}
    from ${users} where id = ${coachId} and ${isCoachSql(coachId)}`);
  return added.rowsAffected > 0;
}

export async function removeHours(context: AppLoadContext, coachId: string, id: string): Promise<boolean> {
  const removed = await context.db.delete(coachAvailability).where(and(eq(coachAvailability.id, id), eq(coachAvailability.coachId, coachId)));
  return removed.rowsAffected > 0;
}

export async function removeException(context: AppLoadContext, coachId: string, id: string): Promise<boolean> {
  const removed = await context.db.delete(coachExceptions).where(and(eq(coachExceptions.id, id), eq(coachExceptions.coachId, coachId)));
  return removed.rowsAffected > 0;
}

/** Saves the coach's private note; true when the session is this coach's. */
export async function saveNote(context: AppLoadContext, coachId: string, value: z.output<typeof noteSchema>, now: Date): Promise<boolean> {
  const [, found] = await context.db.batch([
    context.db
      .update(coachingSessions)
      .set({ coachNote: value.note, updatedAt: now })
      .where(and(eq(coachingSessions.id, value.sessionId), eq(coachingSessions.coachId, coachId))),
    context.db
      .select({ id: coachingSessions.id })
      .from(coachingSessions)
      .where(and(eq(coachingSessions.id, value.sessionId), eq(coachingSessions.coachId, coachId))),
  ]);
  return found.length > 0;
}

/**
 * The coach (or an admin for them) cancels a booked, future session: the member's period session is
 * free again, both sides get a CANCEL, and the audit entry is written in the same batch when, and
 * only when, this statement cancelled it.
 */
export async function cancelByCoach(
  context: AppLoadContext,
  staff: StaffUser,
  coachId: string,
  value: z.output<typeof cancelSchema>,
  now: Date,
): Promise<boolean> {
  const { db } = context;
  const t = now.getTime();
  const cancelledNow = and(
    eq(coachingSessions.id, value.sessionId),
    eq(coachingSessions.coachId, coachId),
    eq(coachingSessions.status, "cancelled"),
    eq(coachingSessions.cancelledBy, "coach"),
    eq(coachingSessions.cancelledAt, now),
  );
  const [, , cancelled] = await db.batch([
    db.run(sql`update ${coachingSessions}
      set status = 'cancelled', cancelled_by = 'coach', cancelled_at = ${t}, sequence = sequence + 1, updated_at = ${t}
      where id = ${value.sessionId} and coach_id = ${coachId} and status = 'booked' and starts_at > ${t} and ${isCoachSql(coachId)}`),
    db.run(sql`insert into ${auditLog} (id, actor_id, actor_email, action, target, reason, details, created_at)
      select ${crypto.randomUUID()}, ${staff.id}, ${staff.email}, 'coaching-session-cancel', ${`user:${coachId}`}, ${value.reason},
        ${JSON.stringify({ sessionId: value.sessionId })}, ${t}
      where exists (select 1 from ${coachingSessions} where ${cancelledNow})`),
    sessionPeopleRead(db, cancelledNow),
  ]);
  if (cancelled.length === 0) return false;
  await emailBothSides(context, cancelled, "cancelled", now);
  return true;
}

/** Where a coach's email link to a session leads: the schedule of the session's coach, at the session. */
export async function sessionConsolePath(request: Request, context: AppLoadContext, sessionId: string): Promise<string> {
  const { db } = context;
  const { user, data } = await readWithSession(request, context, (userId) =>
    userId
      ? ([
          db
            .select({ coachId: coachingSessions.coachId })
            .from(coachingSessions)
            .where(
              and(eq(coachingSessions.id, sessionId), sql`(${actsAsStaffSql(userId, ["admin"])} or ${coachingSessions.coachId} = ${userId})`),
            ),
        ] as const)
      : ([] as unknown as readonly [never]),
  );
  requireCoachingStaff(user);
  const row = data[0][0];
  // A link from an old email to a session no longer on the schedule leads to the schedule itself.
  return row ? `?coach=${encodeURIComponent(row.coachId)}#session-${sessionId}` : "";
}
