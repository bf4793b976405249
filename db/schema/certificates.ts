import { sql } from "drizzle-orm";
import { index, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { timestamp } from "./columns";
import { users } from "./users";

/**
 * Certificates of completion. The id is the public URL's secret (a random token, so certificates
 * cannot be enumerated). A revoked certificate keeps its row, so its page can say it was revoked (by its
 * learner, or by a refund that ended their access); issuing again makes a new id.
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
    revokedAt: timestamp("revoked_at"),
    /**
     * The passed final assessment it certifies (issue 40). Null for a certificate issued before final
     * assessments existed: its page says "issued for completion".
     */
    assessmentAttemptId: text("assessment_attempt_id"),
  },
  (table) => [
    // One live certificate per learner and course.
    uniqueIndex("certificates_live_user_course_unique")
      .on(table.userId, table.courseId)
      .where(sql`${table.revokedAt} is null`),
    // The "my certificates" lookup.
    index("certificates_user_course_idx").on(table.userId, table.courseId),
  ],
);
