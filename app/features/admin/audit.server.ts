import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import { auditLog } from "../../../db/schema/index";
import type { Database } from "../../../db/client";
import type { AuditAction } from "./audit-actions";
import { CONSOLE_PAGE_SIZE, type AuditFilters } from "./console-query";

/** Who acted: a staff member, or the `npm run staff` command (which has no account). */
export interface AuditActor {
  id: string;
  email: string;
}

export const COMMAND_ACTOR: AuditActor = { id: "command", email: "npm run staff" };

export interface AuditEntry {
  action: AuditAction;
  /**
   * What was acted on: `user:<id>` (an order's refund, grant or revoke names its learner, and the order in
   * `details.order`, which the log's `order:<id>` filter finds), `post:`, `thread:`, `live:` or
   * `support-request:<id>`; a review's action names its author, `user:<id>`, and the course in `details`.
   */
  target: string;
  reason: string;
  details?: Record<string, string | number | boolean | null>;
}

/**
 * The audit log's insert for one staff action. Put it in the same `db.batch` as the change it records:
 * a batch is one transaction, so the change and its record land together or not at all. The log has no
 * update or delete path (triggers refuse both, migration 0008).
 *
 * `ifChanged`: the entry is written only when the statement just before it in the batch changed a row
 * (SQLite's `changes()`), so a guarded change that found nothing to do (a double submit, two staff at
 * once) leaves no record of an action that did not happen. Place it right after that statement.
 */
export function auditStatement(db: Database, actor: AuditActor, entry: AuditEntry, { ifChanged = false } = {}) {
  if (ifChanged) {
    return db.run(sql`insert into ${auditLog} (id, actor_id, actor_email, action, target, reason, details, created_at)
      select ${crypto.randomUUID()}, ${actor.id}, ${actor.email}, ${entry.action}, ${entry.target}, ${entry.reason},
        ${JSON.stringify(entry.details ?? {})}, ${Date.now()}
      where changes() > 0`);
  }
  return db.insert(auditLog).values({
    id: crypto.randomUUID(),
    actorId: actor.id,
    actorEmail: actor.email,
    action: entry.action,
    target: entry.target,
    reason: entry.reason,
    details: JSON.stringify(entry.details ?? {}),
  });
}

/** One page of the log, newest first, filtered by action, actor and target; one row more tells whether there is a next page. */
export function auditPageRead(db: Database, isStaff: SQL, { action, actor, target, after }: AuditFilters) {
  return db
    .select({
      id: auditLog.id,
      createdAt: auditLog.createdAt,
      actorEmail: auditLog.actorEmail,
      action: auditLog.action,
      target: auditLog.target,
      reason: auditLog.reason,
      details: auditLog.details,
    })
    .from(auditLog)
    .where(
      and(
        isStaff,
        action ? eq(auditLog.action, action) : undefined,
        actor ? sql`lower(${auditLog.actorEmail}) = ${actor}` : undefined,
        target?.startsWith("order:")
          ? sql`json_extract(${auditLog.details}, '$.order') = ${target.slice("order:".length)}`
          : target
            ? eq(auditLog.target, target)
            : undefined,
        after
          ? sql`(${auditLog.createdAt}, ${auditLog.id}) < (select created_at, id from ${auditLog} as cursor_entry where cursor_entry.id = ${after})`
          : undefined,
      ),
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(CONSOLE_PAGE_SIZE + 1);
}
