/**
 * The console's live Q&A (issue 26 item 2): events listed for admins in the request's one round trip;
 * create, edit and cancel, each written with its audit entry in one batch. A change of time, duration
 * or title, and a cancellation, raise the SEQUENCE and email everyone who RSVP'd (after the response).
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { asc, desc, eq, isNull, sql, type SQL } from "drizzle-orm";
import { liveEvents, liveRsvps, users } from "../../../db/schema/index";
import { auditStatement, type AuditActor } from "~/features/admin/audit.server";
import { CONSOLE_ROLES } from "~/features/admin/staff.server";
import { actsAsStaffSql } from "~/lib/services/staff.server";
import { isCalendarChange } from "./domain/live-rules";
import type { EventForm } from "./forms";
import { recordLiveChangeEmails } from "~/features/calendar/reminders.server";
import { notifyAttendees } from "./calendar.server";
import { CONSOLE_LIVE_TEXTS } from "./texts";

type Db = AppLoadContext["db"];
const MINUTE = 60_000;
const LIST_LIMIT = 50;
const endSql = sql`(${liveEvents.startsAt} + ${liveEvents.durationMinutes} * ${MINUTE})`;

const consoleColumns = {
  id: liveEvents.id,
  title: liveEvents.title,
  startsAt: liveEvents.startsAt,
  durationMinutes: liveEvents.durationMinutes,
  capacity: liveEvents.capacity,
  rsvpCount: liveEvents.rsvpCount,
  cancelledAt: liveEvents.cancelledAt,
};

/**
 * Whether `userId` is a verified admin (the console's roles), in each read's `where`, so a learner who
 * opens a console address costs the database nothing; the route's `requireStaff` answers them 404.
 */
const isStaffSql = (userId: SQL): SQL => actsAsStaffSql(userId, CONSOLE_ROLES);

/** The console's lists (admins only), with the admin's own zone. */
export function consoleListReads(db: Db, staffId: SQL, now: Date) {
  const t = now.getTime();
  const isStaff = isStaffSql(staffId);
  return [
    db
      .select({ timeZone: users.timeZone })
      .from(users)
      .where(sql`${users.id} = ${staffId} and ${isStaff}`),
    db
      .select(consoleColumns)
      .from(liveEvents)
      .where(sql`${isStaff} and ${liveEvents.cancelledAt} is null and ${endSql} > ${t}`)
      .orderBy(asc(liveEvents.startsAt))
      .limit(LIST_LIMIT),
    db
      .select(consoleColumns)
      .from(liveEvents)
      .where(sql`${isStaff} and (${liveEvents.cancelledAt} is not null or ${endSql} <= ${t})`)
      .orderBy(desc(liveEvents.startsAt))
      .limit(LIST_LIMIT),
  ] as const;
}

/** One event for its edit page, with the admin's zone. */
export function consoleEventReads(db: Db, staffId: SQL, eventId: string) {
  const isStaff = isStaffSql(staffId);
  return [
    db
      .select({ timeZone: users.timeZone })
      .from(users)
      .where(sql`${users.id} = ${staffId} and ${isStaff}`),
    db
      .select()
      .from(liveEvents)
      .where(sql`${liveEvents.id} = ${eventId} and ${isStaff}`),
  ] as const;
}

export type ConsoleOutcome = { ok: true; message: string; eventId: string } | { ok: false; status: 404 | 409; message: string };

const auditDetails = (event: { title: string; startsAt: Date; durationMinutes: number; capacity: number }) => ({
  title: event.title,
  startsAt: event.startsAt.toISOString(),
  durationMinutes: event.durationMinutes,
  capacity: event.capacity,
});

export async function createEvent(
  context: AppLoadContext,
  actor: AuditActor,
  form: EventForm,
  startsAt: Date,
  zone: string,
  id: string,
): Promise<ConsoleOutcome> {
  const db = context.db;
  const now = new Date();
  const values = {
    id,
    title: form.title,
    description: form.description,
    startsAt,
    durationMinutes: form.durationMinutes,
    timeZone: zone,
    capacity: form.capacity,
    joinUrl: form.joinUrl,
    replayUrl: form.replayUrl || null,
    createdBy: actor.id === "command" ? null : actor.id,
    createdAt: now,
    updatedAt: now,
  };
  // The form's own id: sent twice (a double click without JavaScript), the second insert finds it and writes nothing.
  await db.batch([
    db.insert(liveEvents).values(values).onConflictDoNothing(),
    auditStatement(
      db,
      actor,
      { action: "live-event-create", target: `live:${id}`, reason: CONSOLE_LIVE_TEXTS.auditCreated, details: auditDetails(values) },
      { ifChanged: true },
    ),
  ]);
  return { ok: true, message: CONSOLE_LIVE_TEXTS.created, eventId: id };
}

const attendeesRead = (db: Db, eventId: string) =>
  db
    .select({ email: users.email, timeZone: users.timeZone, locale: users.locale })
    .from(liveRsvps)
    .innerJoin(users, eq(users.id, liveRsvps.userId))
    .where(eq(liveRsvps.eventId, eventId));

/**
 * Saves an edit of an event that is not cancelled. A change a calendar must pick up raises the
 * SEQUENCE in the statement (compared with the row as it is in the same transaction) and emails the
 * members who RSVP'd; the replay link or the capacity alone changes nothing in their calendars.
 */
export async function editEvent(
  context: AppLoadContext,
  actor: AuditActor,
  eventId: string,
  form: EventForm,
  startsAt: Date,
  zone: string,
): Promise<ConsoleOutcome> {
  const db = context.db;
  const now = new Date();
  const before = await db.select().from(liveEvents).where(eq(liveEvents.id, eventId)).get();
  if (!before) return { ok: false, status: 404, message: CONSOLE_LIVE_TEXTS.notFound };
  if (before.cancelledAt) return { ok: false, status: 409, message: CONSOLE_LIVE_TEXTS.alreadyCancelled };
  const after = { title: form.title, startsAt, durationMinutes: form.durationMinutes };
  const changed = isCalendarChange(before, after);
  const [updated, , attendees] = await db.batch([
    db
      .update(liveEvents)
      .set({
        ...after,
        description: form.description,
        timeZone: zone,
        capacity: form.capacity,
        joinUrl: form.joinUrl,
        replayUrl: form.replayUrl || null,
        // Compared in the statement, so two edits at once raise it once each they really changed it.
        sequence: sql`${liveEvents.sequence} + (case when ${liveEvents.startsAt} != ${startsAt.getTime()}
          or ${liveEvents.durationMinutes} != ${form.durationMinutes} or ${liveEvents.title} != ${form.title} then 1 else 0 end)`,
        updatedAt: now,
      })
      .where(sql`${liveEvents.id} = ${eventId} and ${isNull(liveEvents.cancelledAt)}`)
      .returning(),
    // Recorded only if the update found the event still open (an edit racing a cancel changes nothing).
    auditStatement(
      db,
      actor,
      {
        action: "live-event-edit",
        target: `live:${eventId}`,
        reason: CONSOLE_LIVE_TEXTS.auditEdited,
        details: { ...auditDetails({ ...after, capacity: form.capacity }), calendarChange: changed },
      },
      { ifChanged: true },
    ),
    attendeesRead(db, eventId),
    ...(changed ? [recordLiveChangeEmails(db, eventId, now)] : []),
  ]);
  const event = updated[0];
  if (!event) return { ok: false, status: 409, message: CONSOLE_LIVE_TEXTS.alreadyCancelled };
  if (!changed) return { ok: true, message: CONSOLE_LIVE_TEXTS.saved, eventId };
  notifyAttendees(context, attendees, event, { kind: "changed", previousStart: before.startsAt }, now);
  return { ok: true, message: CONSOLE_LIVE_TEXTS.savedNotified(attendees.length), eventId };
}

/** Cancels an event (once: the statement's condition), raises its SEQUENCE and sends every RSVP'd member a CANCEL. */
export async function cancelEvent(context: AppLoadContext, actor: AuditActor, eventId: string, reason: string): Promise<ConsoleOutcome> {
  const db = context.db;
  const now = new Date();
  const before = await db
    .select({ title: liveEvents.title, cancelledAt: liveEvents.cancelledAt })
    .from(liveEvents)
    .where(eq(liveEvents.id, eventId))
    .get();
  if (!before) return { ok: false, status: 404, message: CONSOLE_LIVE_TEXTS.notFound };
  if (before.cancelledAt) return { ok: false, status: 409, message: CONSOLE_LIVE_TEXTS.alreadyCancelled };
  const [updated, , attendees] = await db.batch([
    db
      .update(liveEvents)
      .set({ cancelledAt: now, sequence: sql`${liveEvents.sequence} + 1`, updatedAt: now })
      .where(sql`${liveEvents.id} = ${eventId} and ${isNull(liveEvents.cancelledAt)}`)
      .returning(),
    auditStatement(
      db,
      actor,
      { action: "live-event-cancel", target: `live:${eventId}`, reason, details: { title: before.title } },
      { ifChanged: true },
    ),
    attendeesRead(db, eventId),
  ]);
  const event = updated[0];
  if (!event) return { ok: false, status: 409, message: CONSOLE_LIVE_TEXTS.alreadyCancelled };
  notifyAttendees(context, attendees, event, { kind: "cancelled", previousStart: event.startsAt }, now);
  return { ok: true, message: CONSOLE_LIVE_TEXTS.cancelledDone(attendees.length), eventId };
}
