import { auditLog } from "../../../db/schema/index";
import type { Database } from "../../../db/client";

/** Every kind of staff action the audit log records; later services (moderation, coaching) add theirs here. */
export const AUDIT_ACTIONS = {
  refund: "Refunded an order",
  "comp-grant": "Granted a complimentary course",
  "comp-revoke": "Revoked a complimentary course",
  "role-change": "Changed a role",
  "sign-out-everywhere": "Signed a learner out everywhere",
  "resend-verification": "Resent the verification email",
} as const;
export type AuditAction = keyof typeof AUDIT_ACTIONS;

/** Who acted: a staff member, or the `npm run staff` command (which has no account). */
export interface AuditActor {
  id: string;
  email: string;
}

export const COMMAND_ACTOR: AuditActor = { id: "command", email: "npm run staff" };

export interface AuditEntry {
  action: AuditAction;
  /** `user:<id>` or `order:<id>`. */
  target: string;
  reason: string;
  details?: Record<string, string | number | boolean | null>;
}

/**
 * The audit log's insert for one staff action. Put it in the same `db.batch` as the change it records:
 * a batch is one transaction, so the change and its record land together or not at all. The log has no
 * update or delete path (triggers refuse both, migration 0008).
 */
export function auditStatement(db: Database, actor: AuditActor, entry: AuditEntry) {
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
