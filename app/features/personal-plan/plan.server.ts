/**
 * The personalised plan's data (issue 27 item 3): the member's intake and their coaches' notes, read in
 * the session's batch (one round trip, ADR 013), and the intake saved as one upsert. Every read and
 * write is keyed by the signed-in member's id: no id in a URL names an intake.
 */
import { localParts, localToday, viewerZone } from "~/features/time-zones/domain/zoned-time";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, asc, eq, ne, sql } from "drizzle-orm";
import { personalPlanIntakes, planCoachNotes, profiles, users } from "../../../db/schema/index";
import { entitlementsOf } from "~/lib/domain/entitlements";
import { displayName } from "~/lib/domain/display-name";
import { readWithSession, type SessionUser } from "~/lib/services/auth/session.server";
import { planIncludesSql } from "~/lib/services/plan-access.server";
import { regionValue } from "~/lib/domain/regions";
import { rerouteAdvisorThreads } from "~/features/support/requests.server";
import type { Intake } from "./domain/intake";
import { storedIntake } from "./intake-schemas";

/** The entitlement table is the only gate (ADR 025). */
export const personalPlanIncluded = (user: SessionUser, now: Date) => entitlementsOf(user.subscription, now).personalPlan;

export interface CoachNote {
  coach: string;
  body: string;
  updatedAt: string;
}

export type PlanStanding =
  | { standing: "visitor" }
  | { standing: "not-included" }
  /** `today`: the member's date in their zone, which the plan counts from and is dated by. */
  | { standing: "member"; intake: Intake | null; notes: CoachNote[]; today: string };

/** The member's intake (null when none, or when the stored row no longer parses) and their coaches' notes. */
export async function loadPlanData(request: Request, context: AppLoadContext, now: Date): Promise<PlanStanding> {
  const { db } = context;
  const { user, data } = await readWithSession(request, context, (userId) =>
    userId
      ? ([
          db.select({ intake: personalPlanIntakes.intake }).from(personalPlanIntakes).where(eq(personalPlanIntakes.userId, userId)),
          db
            .select({
              body: planCoachNotes.body,
              updatedAt: planCoachNotes.updatedAt,
              email: users.email,
              firstName: profiles.firstName,
              lastName: profiles.lastName,
            })
            .from(planCoachNotes)
            .innerJoin(users, eq(users.id, planCoachNotes.coachId))
            .leftJoin(profiles, eq(profiles.id, planCoachNotes.coachId))
            .where(and(eq(planCoachNotes.memberId, userId), ne(planCoachNotes.body, "")))
            .orderBy(asc(planCoachNotes.updatedAt)),
        ] as const)
      : ([] as unknown as readonly [never, never]),
  );
  if (!user) return { standing: "visitor" };
  if (!personalPlanIncluded(user, now)) return { standing: "not-included" };
  const [[row], notes] = data;
  return {
    standing: "member",
    today: localToday(user, now),
    intake: row ? storedIntake(row.intake) : null,
    notes: notes.map((note) => ({
      // Shown by display name, never by email (the name falls back to the email's first part, as everywhere).
      coach: displayName(note),
      body: note.body,
      // The day the coach wrote it where the member lives.
      updatedAt: localParts(note.updatedAt, viewerZone(user)).date,
    })),
  };
}

/**
 * Saves the answers while the plan includes the personalised plan, checked in the statement itself (a
 * plan that ends mid-request saves nothing): one upsert, so a double submit writes the same row twice,
 * never two rows. False when nothing was saved.
 */
export async function savePlanIntake(context: AppLoadContext, userId: string, intake: Intake, now: Date): Promise<boolean> {
  const t = now.getTime();
  const allowed = planIncludesSql(userId, "personalPlan", now);
  // A move to another province or state re-routes the member's open advisor threads, in the same batch.
  const [, , saved] = await context.db.batch([
    ...rerouteAdvisorThreads(context.db, userId, regionValue(intake.country, intake.region), now, allowed, context.locale),
    context.db.run(sql`insert into ${personalPlanIntakes} (user_id, intake, created_at, updated_at)
      select ${userId}, ${JSON.stringify(intake)}, ${t}, ${t} where ${allowed}
      on conflict (user_id) do update set intake = excluded.intake, updated_at = excluded.updated_at`),
  ]);
  return saved.rowsAffected > 0;
}
