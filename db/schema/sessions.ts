import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, timestamp } from "./columns";
import { users } from "./users";

/**
 * Server-side sessions. The cookie carries a random token; only its SHA-256 is stored here, so a
 * copy of the database cannot be replayed as sign-ins. Deleting a row revokes the session.
 */
export const sessions = sqliteTable(
  "sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Remember-me sessions outlive the browser; others use a browser-session cookie. */
    persistent: integer("persistent", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at").notNull(),
    /** Absolute expiry; idle expiry is measured from last_seen_at. */
    expiresAt: timestamp("expires_at").notNull(),
  },
  (table) => [index("sessions_user_id_idx").on(table.userId), index("sessions_expires_at_idx").on(table.expiresAt)],
);
