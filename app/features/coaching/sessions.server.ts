/**
 * Coaching sessions in the database: the coaches' hours and booked times as the slot rules read them,
 * a session with both of its people for the emails, and the emails' sending. The member's pages
 * (coaching.server.ts), the console (console.server.ts) and the plan-ended sweep build on these.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, asc, eq, gte, inArray, sql, type Column, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { coachAvailability, coachExceptions, coachingSessions, profiles, users } from "../../../db/schema/index";
import type { Database } from "../../../db/client";
import { displayName } from "~/lib/domain/display-name";
import { actsAsStaffSql } from "~/lib/services/staff.server";
import { reportError } from "~/lib/report-error.server";
import { sessionEmails, type SessionEvent, type SessionPeople } from "./emails";
import { BUFFER_MINUTES, SESSION_MINUTES, type BookedTime, type CoachHours } from "./domain/slots";

type Db = Database;
export const MINUTE = 60_000;
export const SESSION_MS = SESSION_MINUTES * MINUTE;
export const BUFFER_MS = BUFFER_MINUTES * MINUTE;

/** Coaches are users acting with the coach role, their email verified (an admin is not offered to members). */
export const isCoachSql = (coachId: SQL | Column | string) => actsAsStaffSql(coachId, ["coach"]);

/** The weekly hours, exceptions and booked sessions of the coaches `coachFilter` names, from `now` on. */
export function hoursReads(db: Db, coachFilter: (column: SQL | typeof coachAvailability.coachId) => SQL, now: Date) {
  // Exceptions are local dates; a day either side of today's UTC date covers every zone.
  const yesterday = new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);
  return [
    db
      .select({
        coachId: coachAvailability.coachId,
        weekday: coachAvailability.weekday,
        startMinute: coachAvailability.startMinute,
        endMinute: coachAvailability.endMinute,
        timeZone: coachAvailability.timeZone,
      })
      .from(coachAvailability)
      .innerJoin(users, eq(users.id, coachAvailability.coachId))
      .where(and(isCoachSql(users.id), coachFilter(coachAvailability.coachId))),
    db
      .select({
        coachId: coachExceptions.coachId,
        date: coachExceptions.date,
        kind: coachExceptions.kind,
        startMinute: coachExceptions.startMinute,
        endMinute: coachExceptions.endMinute,
        timeZone: coachExceptions.timeZone,
      })
      .from(coachExceptions)
      .innerJoin(users, eq(users.id, coachExceptions.coachId))
      .where(and(isCoachSql(users.id), gte(coachExceptions.date, yesterday), coachFilter(coachExceptions.coachId as never))),
    db
      .select({
        id: coachingSessions.id,
        coachId: coachingSessions.coachId,
        startsAt: coachingSessions.startsAt,
        endsAt: coachingSessions.endsAt,
      })
      .from(coachingSessions)
      .where(
        and(
          eq(coachingSessions.status, "booked"),
          gte(coachingSessions.endsAt, new Date(now.getTime() - BUFFER_MS)),
          coachFilter(coachingSessions.coachId as never),
        ),
      ),
  ] as const;
}

type HoursRows = [
  Awaited<ReturnType<typeof hoursReads>[0]>,
  Awaited<ReturnType<typeof hoursReads>[1]>,
  Awaited<ReturnType<typeof hoursReads>[2]>,
];

/**
 * The slot rules' input from those reads. Each row of hours keeps the zone it was written in (the
 * schema's contract): a coach who moves keeps last month's rows in the old zone until they change
 * them, so hours are grouped by coach and zone, and extra hours apply to the hours of their own zone; a day
 * off is the whole day where the coach took it, for every group of theirs (slots.ts, `daysOffElsewhere`).
 */
export function allCoachHours(
  [weekly, exceptions, booked]: HoursRows,
  exceptSessionId?: string,
): { coaches: CoachHours[]; booked: BookedTime[] } {
  const groups = new Map<
    string,
    { coachId: string; timeZone: string; weekly: CoachHours["weekly"][number][]; exceptions: CoachHours["exceptions"][number][] }
  >();
  const group = (coachId: string, timeZone: string) => {
    const key = `${coachId}|${timeZone}`;
    let found = groups.get(key);
    if (!found) groups.set(key, (found = { coachId, timeZone, weekly: [], exceptions: [] }));
    return found;
  };
  for (const row of weekly) group(row.coachId, row.timeZone).weekly.push(row);
  for (const row of exceptions) group(row.coachId, row.timeZone).exceptions.push(row);
  return { coaches: [...groups.values()], booked: booked.filter((row) => row.id !== exceptSessionId) };
}

/** Coaches (names and zones), for the pages' names and the console's picker. */
export function coachZonesRead(db: Db, coachFilter: (column: typeof users.id) => SQL) {
  return db
    .select({ id: users.id, email: users.email, firstName: profiles.firstName, lastName: profiles.lastName, timeZone: users.timeZone })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(and(isCoachSql(users.id), coachFilter(users.id)))
    .orderBy(asc(users.email));
}

export type CoachRow = Awaited<ReturnType<typeof coachZonesRead>>[number];

export const coachName = (row: Pick<CoachRow, "email" | "firstName" | "lastName">) => displayName(row);

const memberUser = alias(users, "member_user");
const memberProfile = alias(profiles, "member_profile");
const coachUser = alias(users, "coach_user");
const coachProfile = alias(profiles, "coach_profile");

/** Sessions with both of their people (names, emails and zones), for emails and pages. */
export function sessionPeopleRead(db: Db, where: SQL | undefined) {
  return db
    .select({
      id: coachingSessions.id,
      coachId: coachingSessions.coachId,
      memberId: coachingSessions.memberId,
      startsAt: coachingSessions.startsAt,
      endsAt: coachingSessions.endsAt,
      periodEnd: coachingSessions.periodEnd,
      status: coachingSessions.status,
      cancelledBy: coachingSessions.cancelledBy,
      sequence: coachingSessions.sequence,
      memberEmail: memberUser.email,
      memberFirst: memberProfile.firstName,
      memberLast: memberProfile.lastName,
      memberZone: memberUser.timeZone,
      memberLocale: memberUser.locale,
      coachEmail: coachUser.email,
      coachFirst: coachProfile.firstName,
      coachLast: coachProfile.lastName,
      coachZone: coachUser.timeZone,
    })
    .from(coachingSessions)
    .innerJoin(memberUser, eq(memberUser.id, coachingSessions.memberId))
    .leftJoin(memberProfile, eq(memberProfile.id, coachingSessions.memberId))
    .innerJoin(coachUser, eq(coachUser.id, coachingSessions.coachId))
    .leftJoin(coachProfile, eq(coachProfile.id, coachingSessions.coachId))
    .where(where)
    .orderBy(asc(coachingSessions.startsAt));
}

export type SessionPeopleRow = Awaited<ReturnType<typeof sessionPeopleRead>>[number];

export function sessionPeople(row: SessionPeopleRow): SessionPeople {
  return {
    id: row.id,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    sequence: row.sequence,
    cancelledBy: row.cancelledBy,
    periodEnd: row.periodEnd,
    member: {
      email: row.memberEmail,
      name: displayName({ email: row.memberEmail, firstName: row.memberFirst, lastName: row.memberLast }),
      timeZone: row.memberZone,
      locale: row.memberLocale,
    },
    coach: {
      email: row.coachEmail,
      name: displayName({ email: row.coachEmail, firstName: row.coachFirst, lastName: row.coachLast }),
      timeZone: row.coachZone,
    },
  };
}

export const sessionsByIds = (db: Db, ids: readonly string[]) => sessionPeopleRead(db, inArray(coachingSessions.id, [...ids]));

/**
 * Emails both sides. The change is already committed, so a mail failure is reported, not thrown: the
 * page still tells the person what happened (and the session's page keeps its calendar file).
 */
export async function emailBothSides(
  context: Pick<AppLoadContext, "mailer" | "settings" | "waitUntil">,
  rows: readonly SessionPeopleRow[],
  event: SessionEvent,
  now: Date,
  { except }: { except?: string } = {},
): Promise<void> {
  const messages = rows
    .flatMap((row) => sessionEmails(sessionPeople(row), event, context.settings.siteUrl, now))
    .filter((message) => message.to !== except);
  const results = await Promise.allSettled(messages.map((message) => context.mailer.send(message)));
  for (const result of results) {
    if (result.status === "rejected") {
      reportError(context, result.reason, { message: "A coaching email could not be sent", extra: { event } });
    }
  }
}

/** No other booked session of the coach within 15 minutes of [start, start + 45 min) (a differently aligned one too). */
export function keepsBufferSql(coachId: SQL | string, start: Date, exceptId: SQL | string | null): SQL {
  const t = start.getTime();
  return sql`not exists (select 1 from ${coachingSessions} other
    where other.coach_id = ${coachId} and other.status = 'booked'
      and other.starts_at < ${t + SESSION_MS + BUFFER_MS} and other.ends_at + ${BUFFER_MS} > ${t}
      ${exceptId === null ? sql`` : sql`and other.id <> ${exceptId}`})`;
}
