import { primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { timestamp } from "./columns";
import { users } from "./users";

/**
 * Achievements a learner has earned, with the date they were earned. Written when the progress that
 * earns one is saved, and never deleted by later changes (a plan that adds lessons lowers the overall
 * percentage, but a badge once earned stays earned).
 */
export const earnedBadges = sqliteTable(
  "earned_badges",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The achievement's id (app/lib/domain/learning.ts): 'first-steps', 'halfway-there', 'course-complete-<slug>'. */
    badgeId: text("badge_id").notNull(),
    earnedAt: timestamp("earned_at").notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.badgeId] })],
);
