import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { timestamp } from "./columns";
import { users } from "./users";

/**
 * A coach's weekly hours, in the coach's own zone (`time_zone`, IANA): on `weekday` (0 = Sunday) from
 * `start_minute` to `end_minute` after local midnight. Wall-clock times, so a daylight-time change
 * keeps "Tuesdays 9:00 to 12:00" at 9:00 local.
 */
export const coachAvailability = sqliteTable(
  "coach_availability",
  {
    id: text("id").primaryKey(),
    coachId: text("coach_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    weekday: integer("weekday").notNull(),
    startMinute: integer("start_minute").notNull(),
    endMinute: integer("end_minute").notNull(),
    timeZone: text("time_zone").notNull(),
    createdAt: timestamp("created_at").notNull(),
  },
  (table) => [
    index("coach_availability_coach_idx").on(table.coachId, table.weekday),
    check("coach_availability_weekday_check", sql`${table.weekday} between 0 and 6`),
    check(
      "coach_availability_minutes_check",
      sql`0 <= ${table.startMinute} and ${table.startMinute} < ${table.endMinute} and ${table.endMinute} <= 1440`,
    ),
  ],
);

/**
 * A date that differs from the coach's week, in the coach's zone: `off` (no sessions that day; minutes
 * null) or `extra` (more hours, from `start_minute` to `end_minute`). `date` is the local date, YYYY-MM-DD.
 */
export const coachExceptions = sqliteTable(
  "coach_exceptions",
  {
    id: text("id").primaryKey(),
    coachId: text("coach_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    date: text("date").notNull(),
    kind: text("kind", { enum: ["off", "extra"] }).notNull(),
    startMinute: integer("start_minute"),
    endMinute: integer("end_minute"),
    timeZone: text("time_zone").notNull(),
    createdAt: timestamp("created_at").notNull(),
  },
  (table) => [
    index("coach_exceptions_coach_idx").on(table.coachId, table.date),
    check(
      "coach_exceptions_kind_check",
      sql`(${table.kind} = 'off' and ${table.startMinute} is null and ${table.endMinute} is null)
        or (${table.kind} = 'extra' and 0 <= ${table.startMinute} and ${table.startMinute} < ${table.endMinute} and ${table.endMinute} <= 1440)`,
    ),
  ],
);

/**
 * A 1-on-1 session (45 minutes). Two unique indexes over booked sessions are the whole concurrency
 * story: one booking per coach and start (two members taking one slot at once make one booking), and one
 * booking per member and billing period (`period_end`: the end of the subscription period it was booked
 * in). Cancelling sets `status` to `cancelled`, which frees both. `sequence` is the iCalendar SEQUENCE.
 */
export const coachingSessions = sqliteTable(
  "coaching_sessions",
  {
    id: text("id").primaryKey(),
    coachId: text("coach_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    memberId: text("member_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at").notNull(),
    endsAt: timestamp("ends_at").notNull(),
    periodEnd: timestamp("period_end").notNull(),
    status: text("status", { enum: ["booked", "cancelled"] })
      .notNull()
      .default("booked"),
    /**
     * Who cancelled: the member, the coach, or the site, because the member's plan ended before the session
     * (`plan-ended`) or the coach no longer holds the role (`coach-left`).
     */
    cancelledBy: text("cancelled_by", { enum: ["member", "coach", "plan-ended", "coach-left"] }),
    cancelledAt: timestamp("cancelled_at"),
    /** The coach's note: not on the member's pages or emails; in their data download (ADR 067). */
    coachNote: text("coach_note").notNull().default(""),
    sequence: integer("sequence").notNull().default(0),
    createdAt: timestamp("created_at").notNull(),
    updatedAt: timestamp("updated_at").notNull(),
  },
  (table) => [
    uniqueIndex("coaching_sessions_slot_unique")
      .on(table.coachId, table.startsAt)
      .where(sql`${table.status} = 'booked'`),
    uniqueIndex("coaching_sessions_period_unique")
      .on(table.memberId, table.periodEnd)
      .where(sql`${table.status} = 'booked'`),
    index("coaching_sessions_coach_idx").on(table.coachId, table.status, table.startsAt),
    index("coaching_sessions_member_idx").on(table.memberId, table.status, table.startsAt),
    index("coaching_sessions_starts_idx").on(table.status, table.startsAt),
    check("coaching_sessions_status_check", sql`${table.status} in ('booked', 'cancelled')`),
    check("coaching_sessions_time_check", sql`${table.startsAt} < ${table.endsAt}`),
  ],
);
