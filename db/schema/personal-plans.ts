import { sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { timestamp } from "./columns";
import { users } from "./users";

/**
 * An Elite member's intake for the personalised plan (one per member). `intake` is the validated
 * answers as JSON (app/features/personal-plan/domain owns its shape and parses it back; a row that no
 * longer parses is treated as no intake, never a 500). The plan page is computed from it on each view.
 */
export const personalPlanIntakes = sqliteTable("personal_plan_intakes", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  intake: text("intake", { mode: "json" }).$type<unknown>().notNull(),
  createdAt: timestamp("created_at").notNull(),
  updatedAt: timestamp("updated_at").notNull(),
});

/**
 * A coach's notes for a member's plan: unlike a session's private note, the member reads these on
 * their personalised plan. One note per coach and member, edited in place.
 */
export const planCoachNotes = sqliteTable(
  "plan_coach_notes",
  {
    id: text("id").primaryKey(),
    memberId: text("member_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    coachId: text("coach_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    updatedAt: timestamp("updated_at").notNull(),
  },
  (table) => [uniqueIndex("plan_coach_notes_unique").on(table.memberId, table.coachId)],
);
