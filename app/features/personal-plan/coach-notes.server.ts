/**
 * The coach's notes for a member's plan (issue 27 item 3): written in the console beside a session,
 * read by the member on their plan. Unlike the session's private note, the member sees these, so a
 * save is audited. A coach can write only for a member they have a session with: the member comes
 * from that session, in SQL, never from the form.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, eq, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../../db/client";
import { auditLog, coachingSessions, planCoachNotes } from "../../../db/schema/index";
import type { StaffUser } from "~/features/admin/staff.server";
import { isCoachSql } from "~/features/coaching/sessions.server";

export const PLAN_NOTE_LIMIT = 4000;

export const planNoteSchema = z.object({
  sessionId: z.string().min(1).max(100),
  planNote: z.string().trim().max(PLAN_NOTE_LIMIT, "Keep the plan notes under 4,000 characters."),
});

/** The coach's plan notes for the members of `members` (a subquery of member ids), for the console's batch. */
export function planNotesRead(db: Database, coach: SQL, members: SQL) {
  return db
    .select({ memberId: planCoachNotes.memberId, body: planCoachNotes.body })
    .from(planCoachNotes)
    .where(and(sql`${planCoachNotes.coachId} = ${coach}`, sql`${planCoachNotes.memberId} in ${members}`));
}

/**
 * Saves the note for the session's member: one upsert per coach and member (the unique index), and
 * its audit row in the same batch, written only when this save happened. False when the session is
 * not this coach's (the page answers 404).
 */
export async function savePlanNote(
  context: AppLoadContext,
  staff: StaffUser,
  coachId: string,
  value: z.output<typeof planNoteSchema>,
  now: Date,
): Promise<boolean> {
  const { db } = context;
  const t = now.getTime();
  const session = and(eq(coachingSessions.id, value.sessionId), eq(coachingSessions.coachId, coachId));
  const member = sql`(select ${coachingSessions.memberId} from ${coachingSessions} where ${session})`;
  const [, , found] = await db.batch([
    db.run(sql`insert into ${planCoachNotes} (id, member_id, coach_id, body, updated_at)
      select ${crypto.randomUUID()}, ${coachingSessions.memberId}, ${coachingSessions.coachId}, ${value.planNote}, ${t}
      from ${coachingSessions} where ${session} and ${isCoachSql(coachId)}
      on conflict (member_id, coach_id) do update set body = excluded.body, updated_at = excluded.updated_at`),
    db.run(sql`insert into ${auditLog} (id, actor_id, actor_email, action, target, reason, details, created_at)
      select ${crypto.randomUUID()}, ${staff.id}, ${staff.email}, 'plan-note-save', 'user:' || ${planCoachNotes.memberId}, '',
        ${JSON.stringify({ sessionId: value.sessionId, coachId })}, ${t}
      from ${planCoachNotes} where ${planCoachNotes.memberId} = ${member} and ${planCoachNotes.coachId} = ${coachId} and ${planCoachNotes.updatedAt} = ${t}`),
    db.select({ id: coachingSessions.id }).from(coachingSessions).where(session),
  ]);
  return found.length > 0;
}
