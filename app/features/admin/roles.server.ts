import { and, eq, isNull, sql } from "drizzle-orm";
import { users } from "../../../db/schema/index";
import type { Database } from "../../../db/client";
import type { StaffRole } from "~/lib/domain/roles";
import { actsAsStaffSql } from "~/lib/services/staff.server";
import { auditStatement, COMMAND_ACTOR, type AuditActor } from "./audit.server";

export type RoleChange =
  | { changed: true; email: string; from: StaffRole | null; to: StaffRole | null }
  | { changed: false; reason: "no-account" | "unchanged" | "not-admin" };

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
  // Only from the role just read: of two changes at once, the second changes nothing and records nothing.
  // And only while the acting admin still is one, in the same statement: two admins demoting each other at
  // once leave one admin, not none (the command line acts for whoever runs it).
  const stillAdmin = actor === COMMAND_ACTOR ? undefined : actsAsStaffSql(actor.id, ["admin"]);
  const [updated, , [acting]] = await db.batch([
    db
      .update(users)
      .set({ role })
      .where(and(eq(users.id, current.id), current.role === null ? isNull(users.role) : eq(users.role, current.role), stillAdmin))
      .returning({ id: users.id }),
    auditStatement(
      db,
      actor,
      { action: "role-change", target: `user:${current.id}`, reason, details: { from: current.role ?? "learner", to: role ?? "learner" } },
      { ifChanged: true },
    ),
    // Why nothing changed, if nothing did: whether the acting admin still is one, read beside the update.
    db
      .select({ admin: sql<number>`${stillAdmin ?? sql`1`}` })
      .from(users)
      .where(eq(users.id, actor.id)),
  ]);
  if (updated.length === 0) return { changed: false, reason: stillAdmin && !acting?.admin ? "not-admin" : "unchanged" };
  return { changed: true, email: current.email, from: current.role, to: role };
}
