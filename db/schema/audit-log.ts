import { sql } from "drizzle-orm";
import { index, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt } from "./columns";

/**
 * Every staff action, written in the same batch as the change it records. Append-only: the app has no
 * update or delete path for it, and the ids are plain text (no foreign keys), so deleting an account
 * keeps the record of what staff did to it.
 */
export const auditLog = sqliteTable(
  "audit_log",
  {
    id: text("id").primaryKey(),
    /** The staff member's user id and email at the time. */
    actorId: text("actor_id").notNull(),
    actorEmail: text("actor_email").notNull(),
    /** What was done: see AUDIT_ACTIONS in app/features/admin/audit-actions.ts. */
    action: text("action").notNull(),
    /** What it was done to, e.g. `user:<id>` or `order:<id>`. */
    target: text("target").notNull(),
    reason: text("reason").notNull(),
    /** JSON with the facts of the change (amount, role before and after, ...). */
    details: text("details").notNull().default("{}"),
    createdAt: createdAt(),
  },
  // Newest first, whole or filtered by target, action, actor or the order an entry is about (the console's audit page).
  (table) => [
    index("audit_log_created_idx").on(table.createdAt),
    index("audit_log_target_idx").on(table.target, table.createdAt),
    index("audit_log_action_idx").on(table.action, table.createdAt),
    index("audit_log_actor_idx").on(sql`lower(${table.actorEmail})`, table.createdAt),
    index("audit_log_order_idx").on(sql`json_extract(${table.details}, '$.order')`, table.createdAt),
  ],
);
