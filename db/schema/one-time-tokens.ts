import { sql } from "drizzle-orm";
import { check, index, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, timestamp } from "./columns";
import { users } from "./users";

export const TOKEN_PURPOSES = ["verify-email", "reset-password"] as const;
export type TokenPurpose = (typeof TOKEN_PURPOSES)[number];

/** Email-verification and password-reset links: stored hashed, expiring, single-use. */
export const oneTimeTokens = sqliteTable(
  "one_time_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: TOKEN_PURPOSES }).notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at").notNull(),
    usedAt: timestamp("used_at"),
  },
  (table) => [
    index("one_time_tokens_user_purpose_idx").on(table.userId, table.purpose),
    check("one_time_tokens_purpose_check", sql`${table.purpose} in ('verify-email', 'reset-password')`),
  ],
);
