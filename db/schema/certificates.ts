import { sqliteTable, text, unique } from "drizzle-orm/sqlite-core";
import { timestamp } from "./columns";
import { users } from "./users";

/**
 * Certificates of completion. The id is the public URL's secret (a random token, so certificates
 * cannot be enumerated); revoking one deletes its row, and issuing again makes a new id.
 */
export const certificates = sqliteTable(
  "certificates",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The course's route slug. */
    courseId: text("course_id").notNull(),
    /** When the learner finished the course's last lesson. */
    issuedAt: timestamp("issued_at").notNull(),
  },
  // One live certificate per learner and course; also the "my certificates" lookup.
  (table) => [unique("certificates_user_course_unique").on(table.userId, table.courseId)],
);
