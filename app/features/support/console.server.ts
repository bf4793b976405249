/**
 * The console's support queue (issue 27 item 4). Admins see every request; a coach who is a registered
 * adviser (a row in `advisers`) sees only the advisor threads routed to them, and nothing else of the
 * console. Who may see which request is decided in SQL from the session, in each read and each write,
 * so a page is one batch and an action cannot reach past it. Every action writes its audit entry in the
 * same batch, on condition that it changed something.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { z } from "zod";
import { advisers, auditLog, supportMessages, supportRequests, SUPPORT_STATUSES, users } from "../../../db/schema/index";
import type { Database } from "../../../db/client";
import { FRAME_ROLES, staffOf, type StaffUser } from "~/features/admin/staff.server";
import type { AuditAction } from "~/features/admin/audit-actions";
import { readWithSession, type SessionUser } from "~/lib/services/auth/session.server";
import { actsAsStaffSql } from "~/lib/services/staff.server";
import { replyEmail } from "./emails";
import { accessToken, emailWords, freshDueSql, messageField, recipientLocale, sendSafely } from "./requests.server";
import { CONSOLE_TEXTS } from "./texts";
import { viewerZone } from "~/features/time-zones/domain/zoned-time";
import { supportTime, type SupportReader } from "./times";

/** The console is English; its times are in the staff member's own zone. */
const staffReader = (staff: StaffUser): SupportReader => ({ locale: "en", timeZone: viewerZone(staff) });

function notFound(): Response {
  return new Response("Not found", { status: 404 });
}

/** The viewer as SQL: an admin, or a coach with an adviser's registration, acting as staff (a verified email). */
function supportStaffSql(userId: SQL | string): SQL {
  return sql`(${actsAsStaffSql(userId, ["admin"])} or (${actsAsStaffSql(userId, ["coach"])}
    and exists (select 1 from ${advisers} where ${advisers.userId} = ${userId})))`;
}

/** The requests the viewer may see: all for an admin; for an adviser, the advisor threads routed to them. */
function visibleTo(userId: SQL | string): SQL {
  return sql`(${supportStaffSql(userId)} and (
    ${actsAsStaffSql(userId, ["admin"])}
    or (${supportRequests.kind} = 'advisor' and ${supportRequests.adviserId} = ${userId})))`;
}

/** Whether the viewer is a registered adviser: the console's frame shows them Support (a read for its batch). */
export function adviserRead(db: Database, userId: SQL) {
  return db
    .select({ userId: advisers.userId })
    .from(advisers)
    .where(sql`${advisers.userId} = ${userId}`);
}

/** Who the viewer is to the queue, read with the page's batch. */
function viewerRead(db: Database, userId: SQL) {
  return db
    .select({ isAdviser: sql<number>`exists (select 1 from ${advisers} where ${eq(advisers.userId, users.id)})` })
    .from(users)
    .where(sql`${users.id} = ${userId}`);
}

/** An admin, or a coach registered as an adviser; everyone else a 404 (the console is not advertised). */
function supportStaffOf(user: SessionUser | null, isAdviser: boolean): StaffUser {
  const staff = staffOf(user, FRAME_ROLES);
  if (!staff || (staff.role !== "admin" && !isAdviser)) throw notFound();
  return staff;
}

/** For an action: the viewer may use the queue at all (each statement checks the request again). */
export async function requireSupportStaff(request: Request, context: AppLoadContext): Promise<StaffUser> {
  const { user, data } = await readWithSession(request, context, (userId) =>
    userId ? ([viewerRead(context.db, userId)] as const) : ([] as unknown as readonly [never]),
  );
  return supportStaffOf(user, Boolean(data[0]?.[0]?.isAdviser));
}

export type QueueStatus = (typeof SUPPORT_STATUSES)[number];
export const parseQueueStatus = (value: string | null): QueueStatus =>
  SUPPORT_STATUSES.includes(value as QueueStatus) ? (value as QueueStatus) : "open";

const QUEUE_LIMIT = 200;
const assignee = alias(users, "assignee");
/** The member who wrote (none for a visitor): the console names the language their replies are read in. */
const requester = alias(users, "requester");

/**
 * The queue's read: one status, by rank then age, walked along the index (status, queue_rank,
 * created_at) with no sort, stopping at a page (tests/integration/support.test.ts checks the plan).
 */
export function queueRead(db: Database, userId: SQL, status: QueueStatus) {
  return db
    .select({
      id: supportRequests.id,
      kind: supportRequests.kind,
      subject: supportRequests.subject,
      name: supportRequests.name,
      email: supportRequests.email,
      queueRank: supportRequests.queueRank,
      createdAt: supportRequests.createdAt,
      dueAt: supportRequests.dueAt,
      assignee: assignee.email,
      adviser: advisers.displayName,
      member: sql<boolean>`${requester.id} is not null`,
      requesterLocale: requester.locale,
    })
    .from(supportRequests)
    .leftJoin(assignee, eq(assignee.id, supportRequests.assignedTo))
    .leftJoin(requester, eq(requester.id, supportRequests.userId))
    .leftJoin(advisers, eq(advisers.userId, supportRequests.adviserId))
    .where(and(eq(supportRequests.status, status), visibleTo(userId)))
    .orderBy(asc(supportRequests.queueRank), asc(supportRequests.createdAt))
    .limit(QUEUE_LIMIT);
}

/** The queue page: the viewer and the queue's read, in the session's batch. */
export async function loadQueue(request: Request, context: AppLoadContext, status: QueueStatus, now: Date) {
  const { db } = context;
  const { user, data } = await readWithSession(request, context, (userId) =>
    userId ? ([viewerRead(db, userId), queueRead(db, userId, status)] as const) : ([] as unknown as readonly [never, never]),
  );
  const staff = supportStaffOf(user, Boolean(data[0]?.[0]?.isAdviser));
  const reader = staffReader(staff);
  return {
    isAdmin: staff.role === "admin",
    status,
    requests: data[1].map((row) => ({
      ...row,
      created: supportTime(row.createdAt, reader),
      due: supportTime(row.dueAt, reader),
      overdue: status === "open" && row.dueAt.getTime() < now.getTime(),
    })),
  };
}

/** A request's page: the request, its thread and (for an admin) the staff it can be assigned to. */
export async function loadConsoleRequest(request: Request, context: AppLoadContext, requestId: string, now: Date) {
  const { db } = context;
  const { user, data } = await readWithSession(request, context, (userId) => {
    if (!userId) return [] as unknown as readonly [never, never, never, never];
    const visible = and(eq(supportRequests.id, requestId), visibleTo(userId));
    return [
      viewerRead(db, userId),
      db
        .select({
          id: supportRequests.id,
          kind: supportRequests.kind,
          category: supportRequests.category,
          subject: supportRequests.subject,
          status: supportRequests.status,
          name: supportRequests.name,
          email: supportRequests.email,
          member: sql<boolean>`${supportRequests.userId} is not null`,
          queueRank: supportRequests.queueRank,
          createdAt: supportRequests.createdAt,
          dueAt: supportRequests.dueAt,
          assignedTo: supportRequests.assignedTo,
          assignee: assignee.email,
          adviser: advisers.displayName,
          registrationBody: advisers.registrationBody,
          registrationNumber: advisers.registrationNumber,
        })
        .from(supportRequests)
        .leftJoin(assignee, eq(assignee.id, supportRequests.assignedTo))
        .leftJoin(advisers, eq(advisers.userId, supportRequests.adviserId))
        .where(visible),
      db
        .select({
          id: supportMessages.id,
          fromStaff: supportMessages.fromStaff,
          body: supportMessages.body,
          createdAt: supportMessages.createdAt,
          author: users.email,
        })
        .from(supportMessages)
        .leftJoin(users, eq(users.id, supportMessages.authorId))
        .where(sql`${supportMessages.requestId} = (select ${supportRequests.id} from ${supportRequests} where ${visible})`)
        .orderBy(asc(supportMessages.createdAt), asc(supportMessages.id)),
      // Only an admin assigns to others: the list of staff is read for an admin alone, and holds only those
      // who can open this request (the admins, and an advisor thread's own adviser).
      db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(
          and(
            sql`(${users.role} = 'admin' or (${users.role} = 'coach' and ${users.id} = (select ${supportRequests.adviserId} from ${supportRequests}
              where ${supportRequests.id} = ${requestId} and ${supportRequests.kind} = 'advisor')))`,
            sql`${users.emailVerifiedAt} is not null`,
            actsAsStaffSql(userId, ["admin"]),
          ),
        )
        .orderBy(asc(users.email)),
    ] as const;
  });
  const staff = supportStaffOf(user, Boolean(data[0]?.[0]?.isAdviser));
  const [, [row], messages, staffList] = data;
  if (!row) throw notFound();
  const reader = staffReader(staff);
  return {
    viewerId: staff.id,
    isAdmin: staff.role === "admin",
    request: { ...row, due: supportTime(row.dueAt, reader), overdue: row.status === "open" && row.dueAt.getTime() < now.getTime() },
    messages: messages.map((message) => ({ ...message, written: supportTime(message.createdAt, reader) })),
    staff: staffList,
  };
}

// ---------------------------------------------------------------------------------------------------
// Actions.

export const staffReplySchema = z.object({
  message: messageField,
  key: z.string().uuid("Please reload the page and send again."),
});

export const assignSchema = z.object({ assignee: z.string().min(1, CONSOLE_TEXTS.pickStaff).max(100) });

/** The audit entry of a change, inserted only when `changed` holds after the change (same batch). */
function auditWhen(
  db: Database,
  staff: StaffUser,
  action: AuditAction,
  requestId: string,
  details: Record<string, string>,
  changed: SQL,
  t: number,
) {
  return db.run(sql`insert into ${auditLog} (id, actor_id, actor_email, action, target, reason, details, created_at)
    select ${crypto.randomUUID()}, ${staff.id}, ${staff.email}, ${action}, ${`support-request:${requestId}`}, 'support queue',
      ${JSON.stringify(details)}, ${t}
    where ${changed}`);
}

const requestWhere = (requestId: string, staff: StaffUser) => and(eq(supportRequests.id, requestId), visibleTo(staff.id))!;
const changedNow = (requestId: string, t: number, extra: SQL) =>
  sql`exists (select 1 from ${supportRequests} where ${supportRequests.id} = ${requestId} and ${supportRequests.updatedAt} = ${t} and ${extra})`;

export type StaffOutcome = "done" | "unchanged" | "not-found";

/** Runs a change and its audit entry, then says whether it happened, was a no-op, or the request is out of reach. */
async function change(
  db: Database,
  requestId: string,
  staff: StaffUser,
  statements: [ReturnType<Database["run"]>, ReturnType<Database["run"]>],
) {
  const [, , found] = await db.batch([
    ...statements,
    db.select({ id: supportRequests.id, updatedAt: supportRequests.updatedAt }).from(supportRequests).where(requestWhere(requestId, staff)),
  ]);
  return found;
}

export async function assignRequest(context: AppLoadContext, staff: StaffUser, requestId: string, to: string, now: Date): Promise<StaffOutcome> {
  const { db } = context;
  const t = now.getTime();
  // An adviser assigns only to themselves; an admin to any verified staff member who can open the request
  // (a coach who cannot would be emailed about a thread whose page answers them 404).
  const target = staff.role === "admin" ? to : staff.id;
  const found = await change(db, requestId, staff, [
    db.run(sql`update ${supportRequests} set assigned_to = ${target}, updated_at = ${t}
      where ${requestWhere(requestId, staff)} and ${visibleTo(target)} and coalesce(assigned_to, '') <> ${target}`),
    auditWhen(db, staff, "support-assign", requestId, { assignedTo: target }, changedNow(requestId, t, sql`assigned_to = ${target}`), t),
  ]);
  return outcomeOf(found, t);
}

export async function setRequestStatus(
  context: AppLoadContext,
  staff: StaffUser,
  requestId: string,
  to: "closed" | "open",
  now: Date,
): Promise<StaffOutcome> {
  const { db } = context;
  const t = now.getTime();
  const from = to === "closed" ? sql`status <> 'closed'` : sql`status = 'closed'`;
  const found = await change(db, requestId, staff, [
    db.run(sql`update ${supportRequests}
      set status = ${to}, updated_at = ${t}, due_at = ${to === "open" ? freshDueSql(now) : sql`due_at`}
      where ${requestWhere(requestId, staff)} and ${from}`),
    auditWhen(db, staff, to === "closed" ? "support-close" : "support-reopen", requestId, {}, changedNow(requestId, t, sql`status = ${to}`), t),
  ]);
  return outcomeOf(found, t);
}

function outcomeOf(found: { updatedAt: Date }[], t: number): StaffOutcome {
  if (found.length === 0) return "not-found";
  return found[0]!.updatedAt.getTime() === t ? "done" : "unchanged";
}

/**
 * Staff answer: the message, the request marked answered, the audit entry, and an email to the requester
 * with the link to the thread. A double submit (the same key) adds and sends nothing the second time.
 */
export async function replyAsStaff(
  context: AppLoadContext,
  staff: StaffUser,
  requestId: string,
  value: z.output<typeof staffReplySchema>,
  now: Date,
): Promise<StaffOutcome> {
  const { db } = context;
  const t = now.getTime();
  const added = sql`exists (select 1 from ${supportMessages} where id = ${value.key} and request_id = ${requestId} and created_at = ${t})`;
  const [, , , found] = await db.batch([
    db.run(sql`insert into ${supportMessages} (id, request_id, author_id, from_staff, body, created_at)
      select ${value.key}, ${supportRequests.id}, ${staff.id}, 1, ${value.message}, ${t} from ${supportRequests}
      where ${requestWhere(requestId, staff)}
      on conflict (id) do nothing`),
    db.run(sql`update ${supportRequests} set status = 'answered', updated_at = ${t} where ${requestWhere(requestId, staff)} and ${added}`),
    auditWhen(db, staff, "support-reply", requestId, { messageId: value.key }, added, t),
    db
      .select({
        id: supportRequests.id,
        email: supportRequests.email,
        subject: supportRequests.subject,
        kind: supportRequests.kind,
        // An advisor thread answered by its registered adviser; anyone else's answer is support's (education).
        byAdviser: sql<boolean>`coalesce(${supportRequests.adviserId} = ${staff.id}, 0)`.mapWith(Boolean),
        member: sql<boolean>`${supportRequests.userId} is not null`,
        // The requester's language for the email: a learner's choice, else the page the request was sent from.
        locale: sql<
          string | null
        >`coalesce((select u.locale from ${users} u where u.id = ${supportRequests.userId}), ${supportRequests.locale})`,
        updatedAt: supportRequests.updatedAt,
      })
      .from(supportRequests)
      .where(requestWhere(requestId, staff)),
  ]);
  const row = found[0];
  if (!row) return "not-found";
  if (row.updatedAt.getTime() !== t) return "unchanged";
  const token = row.member ? null : await accessToken(context, row.id);
  await sendSafely(context, replyEmail(emailWords(recipientLocale(row.locale, "en")), context.settings.siteUrl, row, token, value.message));
  return "done";
}
