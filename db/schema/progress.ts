import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { timestamp } from "./columns";
import { courseLessons } from "./lessons";
import { users } from "./users";

export const userProgress = sqliteTable(
  "user_progress",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    courseId: text("course_id").notNull(),
    lessonId: integer("lesson_id")
      .notNull()
      .references(() => courseLessons.id, { onDelete: "cascade" }),
    completed: integer("completed", { mode: "boolean" }).notNull().default(false),
    completedAt: timestamp("completed_at"),
  },
  (table) => [
    // One row per (user, lesson): progress is saved as an upsert on this key.
    primaryKey({ columns: [table.userId, table.lessonId] }),
    index("user_progress_user_course_idx").on(table.userId, table.courseId),
  ],
);
