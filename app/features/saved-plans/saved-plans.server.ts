/**
 * Saved plans on the server (issue 27 item 1, ADR 041): what a tool page and /dashboard/plans read (in
 * the request's session batch: one round trip), and every write. Each write is one batch of
 * conditional statements that filter by the learner's id: the limit is a conditional INSERT (never a
 * count read first), a duplicate name is the unique index's to find (`on conflict do nothing` /
 * `update or ignore`), and the batch reads back what happened.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import { netWorthSnapshots, savedPlans } from "../../../db/schema/index";
import type { Database } from "../../../db/client";
import { caseFold, caseFoldSql } from "../../../db/case-fold";
import { formatLocalDayIn } from "~/features/time-zones/domain/localized-time";
import { localToday } from "~/features/time-zones/domain/zoned-time";
import { computeNetWorth, parseNetWorth } from "~/features/tools/domain/net-worth";
import { entitlementsOf } from "~/lib/domain/entitlements";
import { PRIVATE_CACHE } from "~/lib/http/http-cache";
import { loginPath } from "~/lib/http/redirect";
import { withGoalIds } from "~/features/tools/domain/goals";
import { readWithSession, requireUserWith, type SessionUser } from "~/lib/services/auth/session.server";
import { planAllowanceSql, planIncludesSql } from "~/lib/services/plan-access.server";
import { isPlanId, PLAN_KEY, TOOL_PATHS, type PlanAllowance, type SavedPlanTool } from "./domain/plans";

export const noStore = { "Cache-Control": PRIVATE_CACHE };

/** A plan id that is not the learner's answers exactly as one that does not exist. */
export const planNotFound = () => new Response("Not found", { status: 404, headers: noStore });

export const planLimit = (user: SessionUser, now: Date) => entitlementsOf(user.subscription, now).savedPlans;

/** Net worth history comes with the advanced tools (ADR 025): only then does a save add a snapshot. */
const keepsSnapshots = (user: SessionUser, tool: SavedPlanTool, now: Date) =>
  tool === "net-worth" && entitlementsOf(user.subscription, now).advancedTools;

const countRead = (db: Database, userId: SQL | string) =>
  db
    .select({ count: sql<number>`count(*)` })
    .from(savedPlans)
    .where(sql`${savedPlans.userId} = ${userId}`);

/** What a tool page shows about saved plans: a visitor's invitation, or the learner's allowance and open plan. */
export type ToolPlans =
  | { standing: "visitor"; signIn: string }
  | { standing: "member"; allowance: PlanAllowance; open: { id: string; name: string; saveToken: string } | null };

/**
 * A tool page's saved-plan state, in the request's session batch (a visitor without a session cookie
 * costs no query). `plan=<id>` opens a plan only when it is this learner's plan of this tool;
 * otherwise it is ignored, and nothing about it is read out.
 */
export async function loadToolPlans(
  request: Request,
  context: AppLoadContext,
  tool: SavedPlanTool,
  now: Date,
): Promise<{ plans: ToolPlans; today: string }> {
  const { db } = context;
  const url = new URL(request.url);
  const asked = url.searchParams.get(PLAN_KEY);
  const planId = isPlanId(asked) ? asked : "";
  const { user, data: reads } = await readWithSession(request, context, (userId) =>
    userId
      ? ([
          countRead(db, userId),
          db
            .select({ id: savedPlans.id, name: savedPlans.name })
            .from(savedPlans)
            .where(and(eq(savedPlans.id, planId), sql`${savedPlans.userId} = ${userId}`, eq(savedPlans.tool, tool))),
        ] as const)
      : ([] as unknown as readonly [never, never]),
  );
  // What "today" is to the viewer (goal dates, a payoff's months): their own date, a visitor's the site's.
  const today = localToday(user, now);
  if (!user) return { plans: { standing: "visitor", signIn: loginPath(`${TOOL_PATHS[tool]}${url.search}`) }, today };
  const [[counted], [open]] = reads;
  const plans: ToolPlans = {
    standing: "member",
    allowance: { count: counted?.count ?? 0, limit: planLimit(user, now) },
    // "Save changes" posts it back: the snapshot it adds takes it as its id, so a double submit adds one.
    open: open ? { ...open, saveToken: crypto.randomUUID() } : null,
  };
  return { plans, today };
}

/** Dollars to whole cents for a snapshot; sums past 2^53 cents (about $90 trillion) are held at that bound. */
const toCents = (amount: number) => Math.max(-Number.MAX_SAFE_INTEGER, Math.min(Number.MAX_SAFE_INTEGER, Math.round(amount * 100)));

/**
 * One net worth snapshot of a saved net worth plan, as a batch statement (the other helper's history page
 * reads these rows). It writes only while the plan exists and is `userId`'s, and while their plan includes
 * the advanced tools, so it can sit in the same batch as the save that made or updated the plan: a refused
 * save, or a plan that lapsed since the session was read, writes no snapshot. The totals come from the
 * tool's own rules (net-worth.ts), in cents; `query` is the plan's state. `id` is new for each save: a form's
 * token when the form sends one, so a double submit of that form adds one snapshot.
 */
export function snapshotInsert(db: Database, input: { id: string; userId: string; savedPlanId: string; query: string; now: Date }) {
  const result = computeNetWorth(parseNetWorth(new URLSearchParams(input.query)));
  return db.run(sql`insert into ${netWorthSnapshots} (id, user_id, saved_plan_id, taken_at, assets_cents, liabilities_cents, query)
    select ${input.id}, ${input.userId}, ${input.savedPlanId}, ${input.now.getTime()}, ${toCents(result.totalAssets)},
      ${toCents(result.totalLiabilities)}, ${input.query}
    where exists (select 1 from ${savedPlans} where ${savedPlans.id} = ${input.savedPlanId} and ${savedPlans.userId} = ${input.userId})
      and ${planIncludesSql(input.userId, "advancedTools", input.now)}
    on conflict do nothing`);
}

export type SaveOutcome = { kind: "saved"; id: string } | { kind: "taken" } | { kind: "full"; limit: number };

/**
 * Saves a new plan in one batch: the insert happens only while the learner keeps fewer plans than their
 * plan allows, counted and looked up in the statement (so concurrent saves at the limit make at most the
 * limit, and a plan that lapsed since the session was read allows a free account's), and the unique index
 * on the name skips it when the name is taken. A double submit (same name, same plan) finds the plan it made.
 */
export async function saveNewPlan(
  context: AppLoadContext,
  user: SessionUser,
  input: { tool: SavedPlanTool; name: string; query: string },
  now: Date,
): Promise<SaveOutcome> {
  const { db } = context;
  const id = crypto.randomUUID();
  const t = now.getTime();
  const [, , named] = await db.batch([
    db.run(sql`insert into ${savedPlans} (id, user_id, tool, name, query, created_at, updated_at)
      select ${id}, ${user.id}, ${input.tool}, ${input.name}, ${input.query}, ${t}, ${t}
      where (select count(*) from ${savedPlans} where ${savedPlans.userId} = ${user.id}) < ${planAllowanceSql(user.id, "savedPlans", now)}
      on conflict do nothing`),
    // Without the advanced tools this is a statement that writes nothing, so the batch keeps one shape.
    keepsSnapshots(user, input.tool, now)
      ? snapshotInsert(db, { id: crypto.randomUUID(), userId: user.id, savedPlanId: id, query: input.query, now })
      : db.run(sql`select 1`),
    db
      .select({ id: savedPlans.id, name: savedPlans.name, query: savedPlans.query })
      .from(savedPlans)
      .where(
        and(
          eq(savedPlans.userId, user.id),
          eq(savedPlans.tool, input.tool),
          sql`${caseFoldSql(sql`${savedPlans.name}`)} = ${caseFoldSql(sql`${input.name}`)}`,
        ),
      ),
  ]);
  const row = named[0];
  if (row && (row.id === id || row.query === input.query)) return { kind: "saved", id: row.id };
  if (row) return { kind: "taken" };
  return { kind: "full", limit: planLimit(user, now) };
}

/**
 * "Save changes": the open plan takes the page's state, only if it is the learner's plan of this tool; null
 * otherwise. `saveToken` is the form's (the snapshot's id): the same form sent twice adds one snapshot.
 */
export async function updatePlan(
  context: AppLoadContext,
  user: SessionUser,
  input: { tool: SavedPlanTool; planId: string; query: string; saveToken: string },
  now: Date,
): Promise<{ name: string } | null> {
  const { db } = context;
  const own = and(eq(savedPlans.id, input.planId), eq(savedPlans.userId, user.id), eq(savedPlans.tool, input.tool));
  const [updated] = await db.batch([
    db.update(savedPlans).set({ query: input.query, updatedAt: now }).where(own).returning({ name: savedPlans.name }),
    keepsSnapshots(user, input.tool, now)
      ? snapshotInsert(db, { id: input.saveToken, userId: user.id, savedPlanId: input.planId, query: input.query, now })
      : db.run(sql`select 1`),
  ]);
  return updated[0] ?? null;
}

export type RenameOutcome = { kind: "renamed" } | { kind: "taken" } | { kind: "not-found" };

/** Renames one of the learner's plans; `update or ignore` lets the unique index refuse a name in use without failing the batch. */
export async function renamePlan(context: AppLoadContext, userId: string, planId: string, name: string): Promise<RenameOutcome> {
  const { db } = context;
  const [, rows] = await db.batch([
    db.run(sql`update or ignore ${savedPlans} set name = ${name} where ${savedPlans.id} = ${planId} and ${savedPlans.userId} = ${userId}`),
    db
      .select({ name: savedPlans.name })
      .from(savedPlans)
      .where(and(eq(savedPlans.id, planId), eq(savedPlans.userId, userId))),
  ]);
  const row = rows[0];
  if (!row) return { kind: "not-found" };
  // The plan bears the name asked for, in any case as the unique index folds it (a rename beside another to "car loan").
  return caseFold(row.name) === caseFold(name) ? { kind: "renamed" } : { kind: "taken" };
}

/** Deletes one of the learner's plans; its snapshots stay with the account (the schema sets their plan to null). */
export async function deletePlan(context: AppLoadContext, userId: string, planId: string): Promise<{ name: string } | null> {
  const { db } = context;
  const [deleted] = await db
    .delete(savedPlans)
    .where(and(eq(savedPlans.id, planId), eq(savedPlans.userId, userId)))
    .returning({ name: savedPlans.name });
  return deleted ?? null;
}

export interface ListedPlan {
  id: string;
  tool: SavedPlanTool;
  name: string;
  query: string;
  updated: string;
}

/** /dashboard/plans: the learner's plans, last saved first, with dates in their zone and the page's language; one round trip with the session. */
export async function loadPlansPage(request: Request, context: AppLoadContext, now: Date) {
  const { db } = context;
  const { user, data: reads } = await requireUserWith(
    request,
    context,
    (userId) =>
      [
        db
          .select({ id: savedPlans.id, tool: savedPlans.tool, name: savedPlans.name, query: savedPlans.query, updatedAt: savedPlans.updatedAt })
          .from(savedPlans)
          .where(sql`${savedPlans.userId} = ${userId}`)
          .orderBy(desc(savedPlans.updatedAt), savedPlans.name),
      ] as const,
  );
  const [rows] = reads;
  const plans: ListedPlan[] = rows.map(({ updatedAt, ...plan }) => ({
    ...plan,
    // A goal plan saved before goals had ids opens with them (their names, which its log is kept under).
    query: plan.tool === "goals" ? withGoalIds(plan.query) : plan.query,
    updated: formatLocalDayIn(context.locale, updatedAt, user.timeZone, now),
  }));
  return { user, plans, allowance: { count: plans.length, limit: planLimit(user, now) } };
}
