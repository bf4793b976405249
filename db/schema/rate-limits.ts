import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * Fixed-window counters for abuse limits (sign-in, sign-up, resend, reset), per IP and per account.
 * Stored in the database so the limit holds across Worker isolates and on the Node server alike.
 */
export const rateLimits = sqliteTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: integer("window_start").notNull(),
  count: integer("count").notNull(),
});
