/**
 * The advanced tools' reads and writes (issue 27 item 2). Every page is one `db.batch` with the
 * session (ADR 013); every statement filters by the learner's id and by the plan's entitlement (in
 * SQL, so nothing of a snapshot or a contribution leaves the database for anyone else); the one
 * write is a conditional insert whose `where` repeats the ownership and the plan.
 */
import { data, type AppLoadContext } from "@remix-run/cloudflare";
import { and, asc, desc, eq, ne, sql, type SQL } from "drizzle-orm";
import { goalContributions, netWorthSnapshots, savedPlans } from "../../../db/schema/index";
import { entitlementsOf, serviceOfferFor } from "~/lib/domain/entitlements";
import { PRIVATE_CACHE } from "~/lib/http/http-cache";
import { parseSubmission } from "~/lib/http/form";
import { redirectWithToast } from "~/lib/http/toast.server";
import { planIncludesSql } from "~/lib/services/plan-access.server";
import { readWithSession, sessionUserIdOrNull, type SessionUser } from "~/lib/services/auth/session.server";
import { localParts, localToday, viewerZone } from "~/features/time-zones/domain/zoned-time";
import type { Message } from "~/lib/i18n/messages";
import { goalKey, isValidGoal, readGoalsForm } from "~/features/tools/domain/goals";
import { toCentsExact } from "./domain/contribution-form";
import { runningTotals, trackGoal } from "./domain/goal-pace";
import { snapshotRow } from "./domain/history";
import { goalProgressPath } from "./paths";
import { planQuery } from "~/features/saved-plans/domain/plan-query";
import { contributionSchemaIn, contributionTextsIn } from "./words.server";

export const noStore = { "Cache-Control": PRIVATE_CACHE };
/** A chart of more points than this says nothing more; the CSV has them all up to the same cap. */
const HISTORY_LIMIT = 240;
const CONTRIBUTION_LIMIT = 1000;
const GOAL_PLANS_LIMIT = 100;

type Db = AppLoadContext["db"];

/** Who is asking: a visitor (401), a learner whose plan has no advanced tools (403), or a member. */
export type AdvancedStanding = "visitor" | "outsider" | "member";

export function advancedStanding(user: SessionUser | null, now: Date = new Date()): AdvancedStanding {
  if (!user) return "visitor";
  return entitlementsOf(user.subscription, now).advancedTools ? "member" : "outsider";
}

/** An active plan whose tier includes the advanced tools: the same table as `advancedStanding`, spelled for the statements. */
const advancedMemberSql = (userId: SQL | string, now: Date): SQL => planIncludesSql(userId, "advancedTools", now);

/**
 * The gate's answer: 401 with nothing but the page's words for a visitor, 403 with the offer for a learner
 * whose plan has no advanced tools (`messages`: the page's words, which the gate shows).
 */
export function gate(user: SessionUser | null, now: Date, messages: Readonly<Record<string, Message>> = {}) {
  if (!user) return data({ state: "visitor" as const, messages }, { status: 401, headers: noStore });
  return data({ state: "outsider" as const, offer: serviceOfferFor(user.subscription, now), messages }, { status: 403, headers: noStore });
}

const snapshotsRead = (db: Db, userId: SQL, now: Date, limit: number, notQuery?: string) =>
  db
    .select({
      takenAt: netWorthSnapshots.takenAt,
      assetsCents: netWorthSnapshots.assetsCents,
      liabilitiesCents: netWorthSnapshots.liabilitiesCents,
    })
    .from(netWorthSnapshots)
    .where(
      and(
        sql`${netWorthSnapshots.userId} = ${userId}`,
        advancedMemberSql(userId, now),
        notQuery === undefined ? undefined : ne(netWorthSnapshots.query, notQuery),
      ),
    )
    .orderBy(desc(netWorthSnapshots.takenAt), desc(netWorthSnapshots.id))
    .limit(limit);

const goalPlansRead = (db: Db, userId: SQL, now: Date) =>
  db
    .select({ id: savedPlans.id, name: savedPlans.name })
    .from(savedPlans)
    .where(and(sql`${savedPlans.userId} = ${userId}`, eq(savedPlans.tool, "goals"), advancedMemberSql(userId, now)))
    .orderBy(desc(savedPlans.updatedAt), asc(savedPlans.id))
    .limit(GOAL_PLANS_LIMIT);

/** The snapshots in date order, each dated in the learner's zone. */
export async function loadHistory(request: Request, context: AppLoadContext, now: Date) {
  const {
    user,
    data: [rows],
  } = await readWithSession(request, context, (userId) => [snapshotsRead(context.db, sessionUserIdOrNull(userId), now, HISTORY_LIMIT)] as const);
  const standing = advancedStanding(user, now);
  if (standing !== "member") return { standing, user, rows: [] };
  const zone = viewerZone(user!);
  return {
    standing,
    user,
    zone,
    rows: [...rows].reverse().map((row) => snapshotRow({ ...row, date: localParts(row.takenAt, zone).date })),
  };
}

/** The /advanced-tools index: the learner's saved goal plans, to open their progress. */
export async function loadIndex(request: Request, context: AppLoadContext, now: Date) {
  const {
    user,
    data: [plans],
  } = await readWithSession(request, context, (userId) => [goalPlansRead(context.db, sessionUserIdOrNull(userId), now)] as const);
  return { standing: advancedStanding(user, now), user, plans };
}

/**
 * The latest snapshot's net worth and date for the net worth tracker's Tracking tab, or null: only for
 * a signed-in member (the `where`), in the page's one batch with the session. A snapshot of exactly the
 * state on screen (a saved plan just opened: its save made that snapshot) is not its own "previous".
 */
export async function loadLatestSnapshot(request: Request, context: AppLoadContext, now: Date) {
  // As a save stores it (the tool's own keys, without `plan=<id>`), so a reopened plan's own snapshot is known.
  const shown = planQuery("net-worth", new URL(request.url).search) ?? "";
  // Without a session cookie nothing joins the batch: a visitor's tool makes no round trip (ADR 006).
  const { user, data } = await readWithSession(request, context, (userId) => (userId ? [snapshotsRead(context.db, userId, now, 1, shown)] : []));
  const row = data[0]?.[0];
  if (!user || !row || advancedStanding(user, now) !== "member") return null;
  const netWorth = (row.assetsCents - row.liabilitiesCents) / 100;
  return { netWorth, date: localParts(row.takenAt, viewerZone(user)).date };
}

const goalPlanRead = (db: Db, userId: SQL, planId: string, now: Date) =>
  db
    .select({ id: savedPlans.id, name: savedPlans.name, query: savedPlans.query })
    .from(savedPlans)
    .where(and(eq(savedPlans.id, planId), sql`${savedPlans.userId} = ${userId}`, eq(savedPlans.tool, "goals"), advancedMemberSql(userId, now)));

const contributionsRead = (db: Db, userId: SQL, planId: string, now: Date) =>
  db
    .select({ goalKey: goalContributions.goalKey, amountCents: goalContributions.amountCents, contributedOn: goalContributions.contributedOn })
    .from(goalContributions)
    .where(and(eq(goalContributions.savedPlanId, planId), sql`${goalContributions.userId} = ${userId}`, advancedMemberSql(userId, now)))
    .orderBy(asc(goalContributions.contributedOn), asc(goalContributions.createdAt))
    .limit(CONTRIBUTION_LIMIT);

/** The plan's goals (those the Goal Tracker counts), each with its key, its contributions and projection. */
function goalsOf(query: string, rows: readonly { goalKey: string; amountCents: number; contributedOn: string }[], today: string) {
  const form = readGoalsForm(new URLSearchParams(query));
  // One goal per key: two goals typed with the same name and never saved with ids share their log.
  const seen = new Set<string>();
  return form.rows.flatMap((row, index) => {
    const goal = form.goals[index]!;
    const key = goalKey(row);
    if (!isValidGoal(goal) || seen.has(key)) return [];
    seen.add(key);
    const name = goal.name.trim();
    const contributions = rows
      .filter((entry) => entry.goalKey === key)
      .map((entry) => ({ contributedOn: entry.contributedOn, amount: entry.amountCents / 100 }));
    return [
      {
        key,
        track: trackGoal({ ...goal, name }, contributions, today),
        targetDate: goal.targetDate,
        contributions: runningTotals(contributions),
      },
    ];
  });
}

/** One saved goal plan's progress; "not-found" for a plan that is not this member's goal plan (IDOR: 404). */
export async function loadGoalProgress(request: Request, context: AppLoadContext, planId: string, now: Date) {
  const {
    user,
    data: [plans, rows],
  } = await readWithSession(request, context, (userId) => {
    const id = sessionUserIdOrNull(userId);
    return [goalPlanRead(context.db, id, planId, now), contributionsRead(context.db, id, planId, now)] as const;
  });
  const standing = advancedStanding(user, now);
  if (standing !== "member") return { standing, user } as const;
  const plan = plans[0];
  if (!plan) return { standing: "not-found", user } as const;
  const today = localToday(user, now);
  return {
    standing,
    user: user!,
    today,
    plan: { id: plan.id, name: plan.name, query: plan.query },
    goals: goalsOf(plan.query, rows, today),
  } as const;
}

const refuse = (values: Record<string, string>, errors: Record<string, string>, status: number) =>
  data({ values, errors }, { status, headers: noStore });

/**
 * Logs a contribution. The plan's goals are read to check the goal typed is one of them; the insert
 * itself checks again that the plan is the learner's goal plan and that their plan includes the
 * advanced tools, and its id (the form's token) makes a second submit of the same form a no-op.
 */
export async function logContribution(request: Request, context: AppLoadContext, planId: string) {
  const now = new Date();
  // The plan joins the session's batch (before any await): the action makes two round trips, read and write.
  const read = readWithSession(request, context, (userId) => [goalPlanRead(context.db, sessionUserIdOrNull(userId), planId, now)] as const);
  const form = await request.formData();
  const {
    user,
    data: [plans],
  } = await read;
  const texts = contributionTextsIn(context.locale);
  const submission = parseSubmission(form, contributionSchemaIn(context.locale));
  if (!user) return refuse(submission.values, { form: texts.logIn }, 401);
  if (advancedStanding(user, now) !== "member") return refuse(submission.values, { form: texts.noAccess }, 403);
  const plan = plans[0];
  if (!plan) throw new Response("Not found", { status: 404, headers: noStore });
  if (!submission.success) return data(submission.reply(), { status: 400, headers: noStore });
  const { goal, amount, contributedOn, token } = submission.value;
  const planGoals = readGoalsForm(new URLSearchParams(plan.query));
  const keys = new Set(planGoals.rows.filter((_, index) => isValidGoal(planGoals.goals[index]!)).map(goalKey));
  if (!keys.has(goal)) return data(submission.reply({ goal: texts.pickGoal }), { status: 400, headers: noStore });
  if (contributedOn > localToday(user, now)) return data(submission.reply({ contributedOn: texts.date }), { status: 400, headers: noStore });

  await context.db.run(sql`
    insert into ${goalContributions} (id, user_id, saved_plan_id, goal_key, amount_cents, contributed_on, created_at)
    select ${token}, ${user.id}, ${planId}, ${goal}, ${toCentsExact(amount)}, ${contributedOn}, ${now.getTime()}
    where exists (select 1 from ${savedPlans} where ${savedPlans.id} = ${planId} and ${savedPlans.userId} = ${user.id} and ${savedPlans.tool} = 'goals')
      and ${advancedMemberSql(user.id, now)}
    on conflict (id) do nothing`);
  return redirectWithToast(goalProgressPath(planId), { type: "success", title: texts.logged }, context, { headers: noStore });
}
