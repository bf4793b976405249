/**
 * Registering an adviser (issue 27 item 4): a staff member (admin or coach) with the registration the
 * member is shown and the jurisdictions it covers. Made by `npm run staff -- adviser ...`, with its
 * audit entry in the same batch; registering again replaces the registration.
 */
import { sql } from "drizzle-orm";
import { advisers, users } from "../../../db/schema/index";
import type { Database } from "../../../db/client";
import { auditStatement, type AuditActor } from "~/features/admin/audit.server";

export interface AdviserRegistration {
  displayName: string;
  registrationBody: string;
  registrationNumber: string;
  jurisdictions: string[];
}

export type AdviserOutcome = { registered: true; userId: string } | { registered: false; reason: "no-account" | "not-staff" };

export async function registerAdviser(
  db: Database,
  email: string,
  registration: AdviserRegistration,
  actor: AuditActor,
  now: Date = new Date(),
): Promise<AdviserOutcome> {
  const account = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email.trim()})`)
    .get();
  if (!account) return { registered: false, reason: "no-account" };
  // Only staff answer in the console: a learner's registration would let no one reach the thread.
  if (account.role !== "admin" && account.role !== "coach") return { registered: false, reason: "not-staff" };
  await db.batch([
    db
      .insert(advisers)
      .values({ userId: account.id, ...registration, createdAt: now })
      .onConflictDoUpdate({
        target: advisers.userId,
        set: {
          displayName: registration.displayName,
          registrationBody: registration.registrationBody,
          registrationNumber: registration.registrationNumber,
          jurisdictions: registration.jurisdictions,
        },
      }),
    auditStatement(db, actor, {
      action: "adviser-register",
      target: `user:${account.id}`,
      reason: "adviser registration",
      details: {
        body: registration.registrationBody,
        number: registration.registrationNumber,
        jurisdictions: registration.jurisdictions.join(","),
      },
    }),
  ]);
  return { registered: true, userId: account.id };
}
