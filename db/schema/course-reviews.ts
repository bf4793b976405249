import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { timestamp } from "./columns";
import { users } from "./users";

/**
 * Learners' reviews of a course: one per learner and course, editable by its author, written only by a
 * learner who completed at least a quarter of the course (checked by the action). Staff may hide an
 * abusive review (with a reason, in the audit log) but never edit one: there is no column for staff
 * text, and the rating and body are only written by the author's own form.
 */
export const courseReviews = sqliteTable(
  "course_reviews",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The course's route slug. */
    courseId: text("course_id").notNull(),
    rating: integer("rating").notNull(),
    body: text("body").notNull(),
    createdAt: timestamp("created_at").notNull(),
    updatedAt: timestamp("updated_at").notNull(),
    /** Set when staff hide the review; the reason and the staff member are in the audit log. */
    hiddenAt: timestamp("hidden_at"),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.courseId] }),
    check("course_reviews_rating_check", sql`${table.rating} between 1 and 5`),
    // A course's shown reviews, newest first, and their average and count.
    index("course_reviews_course_idx").on(table.courseId, table.hiddenAt, table.updatedAt),
  ],
);
