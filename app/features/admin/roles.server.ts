import { eq, sql } from "drizzle-orm";
import { users } from "../../../db/schema/index";
import type { Database } from "../../../db/client";
import type { StaffRole } from "~/lib/domain/roles";
import { auditStatement, type AuditActor } from "./audit.server";

export type RoleChange =
  { changed: true; email: string; from: StaffRole | null; to: StaffRole | null } | { changed: false; reason: "no-account" | "unchanged" };

/**
 * Gives an account a staff role (or takes it away with `null`), with its audit entry in the same batch.
 * The account is found by email in any case, as sign-in finds it. Used by `npm run staff` and by an
 * admin in the console; no form a learner can reach calls it.
 */
export async function changeRole(
  db: Database,
  account: { email: string } | { id: string },
  role: StaffRole | null,
  actor: AuditActor,
  reason: string,
): Promise<RoleChange> {
  const where = "email" in account ? sql`lower(${users.email}) = lower(${account.email.trim()})` : eq(users.id, account.id);
  const current = await db.select({ id: users.id, email: users.email, role: users.role }).from(users).where(where).get();
  if (!current) return { changed: false, reason: "no-account" };
  if (current.role === role) return { changed: false, reason: "unchanged" };
  await db.batch([
    db.update(users).set({ role }).where(eq(users.id, current.id)),
    auditStatement(db, actor, {
      action: "role-change",
      target: `user:${current.id}`,
      reason,
      details: { from: current.role ?? "learner", to: role ?? "learner" },
    }),
  ]);
  return { changed: true, email: current.email, from: current.role, to: role };
}
