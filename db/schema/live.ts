import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { timestamp } from "./columns";
import { users } from "./users";

/**
 * A live monthly Q&A (Premium and Elite). `starts_at` is an instant (UTC milliseconds); `time_zone` is
 * the IANA zone the staff member entered it in, so the console shows it back as typed. `sequence` is
 * the iCalendar SEQUENCE: raised by every change a calendar must pick up (time, title, cancellation).
 */
export const liveEvents = sqliteTable(
  "live_events",
  {
    id: text("id").primaryKey(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    startsAt: timestamp("starts_at").notNull(),
    durationMinutes: integer("duration_minutes").notNull(),
    timeZone: text("time_zone").notNull(),
    capacity: integer("capacity").notNull(),
    /** Shown only to members who RSVP'd, from 15 minutes before the start to the end. */
    joinUrl: text("join_url").notNull(),
    replayUrl: text("replay_url"),
    sequence: integer("sequence").notNull().default(0),
    /** Kept in the same batch as each RSVP, so capacity is checked without counting. */
    rsvpCount: integer("rsvp_count").notNull().default(0),
    cancelledAt: timestamp("cancelled_at"),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at").notNull(),
    updatedAt: timestamp("updated_at").notNull(),
  },
  (table) => [
    index("live_events_starts_idx").on(table.startsAt),
    check("live_events_duration_check", sql`${table.durationMinutes} between 15 and 480`),
    check("live_events_capacity_check", sql`${table.capacity} between 1 and 100000`),
  ],
);

/** One RSVP per member per event: the primary key makes a double submit one RSVP. */
export const liveRsvps = sqliteTable(
  "live_rsvps",
  {
    eventId: text("event_id")
      .notNull()
      .references(() => liveEvents.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at").notNull(),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.userId] }), index("live_rsvps_user_idx").on(table.userId)],
);

/** A question submitted in advance; `vote_count` is kept in the same batch as each vote. */
export const liveQuestions = sqliteTable(
  "live_questions",
  {
    id: text("id").primaryKey(),
    eventId: text("event_id")
      .notNull()
      .references(() => liveEvents.id, { onDelete: "cascade" }),
    /** Null once the asker's account is deleted; the question stays for the session. */
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    voteCount: integer("vote_count").notNull().default(0),
    createdAt: timestamp("created_at").notNull(),
  },
  (table) => [index("live_questions_event_idx").on(table.eventId, table.voteCount)],
);

/** One upvote per member per question (the primary key). */
export const liveQuestionVotes = sqliteTable(
  "live_question_votes",
  {
    questionId: text("question_id")
      .notNull()
      .references(() => liveQuestions.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at").notNull(),
  },
  (table) => [primaryKey({ columns: [table.questionId, table.userId] })],
);
