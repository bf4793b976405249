/**
 * Support requests and their threads, for the people who write them (issue 27 item 4): visitors (an
 * emailed link's token opens their thread) and signed-in learners (Dashboard → Support), and Elite
 * members' advisor threads. Every write is one batch of conditional statements: a double submit carries
 * the form's key, which is the new row's id, so the second insert does nothing; a reply lands only on a
 * request the writer may reach, decided in SQL.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, desc, eq, isNull, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import {
  advisers,
  personalPlanIntakes,
  supportMessages,
  supportRequests,
  SUPPORT_CATEGORIES,
  SUPPORT_QUEUE_RANKS,
  users,
} from "../../../db/schema/index";
import type { Database } from "../../../db/client";
import { PLAN_TIERS } from "~/lib/domain/catalog";
import { entitlementsOf } from "~/lib/domain/entitlements";
import { activeTierSql, planIncludesSql } from "~/lib/services/plan-access.server";
import { forgiveRateLimitHits, hitRateLimits, RATE_LIMITS } from "~/lib/services/auth/rate-limit.server";
import { actsAsStaffSql } from "~/lib/services/staff.server";
import type { SessionUser } from "~/lib/services/auth/session.server";
import { sha256 } from "~/lib/services/auth/crypto.server";
import { reportError } from "~/lib/report-error.server";
import { dueAtFor, queueRankOf } from "./queue-rank";
import { jurisdictionCodes } from "./domain/holidays";
import { HOLIDAY_TABLES, holidayDaysFor } from "./holiday-calendar.server";
import { receivedEmail, requesterRepliedEmail, type EmailWords } from "./emails";
import { supportTime, VISITOR_ZONE, type SupportReader } from "./times";
import { viewerZone } from "~/features/time-zones/domain/zoned-time";
import { MESSAGE_MAX, SUBJECT_MAX } from "./texts";
import type { Country } from "~/lib/domain/countries";
import { REGIONS } from "~/lib/domain/regions";
import { oneLine, userText } from "~/lib/domain/user-text";
import { translate } from "~/lib/i18n/catalogues.server";
import type { MessageKey } from "~/lib/i18n/messages";
import { isLocale, type Locale } from "~/lib/i18n/locale";

// ---------------------------------------------------------------------------------------------------
// Forms.

/** The forms' schemas, their messages in `locale` (made once per language). */
function formSchemas(locale: Locale) {
  const text = (key: Parameters<typeof translate>[1], values?: Parameters<typeof translate>[2]) => translate(locale, key, values);
  /**
   * A message is stored as typed. Only the line breaks a form post spells CRLF become LF (what the person
   * typed, and what the page's counter counts), so the 5,000 characters are the same on both sides.
   */
  const messageField = z
    .string()
    .transform((value) => value.replace(/\r\n?/g, "\n"))
    .pipe(z.string().max(MESSAGE_MAX, text("services.support.messageTooLong", { max: MESSAGE_MAX })))
    .refine((value) => value.trim().length > 0, text("services.support.messageRequired"));
  // One line: a subject goes into email subjects, where a line break could start a header of its own.
  const subject = z
    .string()
    .transform((value) => oneLine(userText(value)))
    .pipe(
      z
        .string()
        .min(1, text("services.support.subjectRequired"))
        .max(SUBJECT_MAX, text("services.support.subjectTooLong", { max: SUBJECT_MAX })),
    );
  /** The form's key, made when the page was served: the new row's id, so a second submit of it adds nothing. */
  const key = z.string().uuid(text("services.support.reload"));
  const requestSchema = z.object({
    category: z.enum(SUPPORT_CATEGORIES, { message: text("services.support.pickCategory") }),
    subject,
    message: messageField,
    key,
  });
  return {
    messageField,
    requestSchema,
    visitorRequestSchema: requestSchema.extend({
      name: z.string().trim().min(1, text("services.support.nameRequired")).max(100),
      email: z.string().trim().max(254).email(text("services.support.emailInvalid")),
    }),
    replySchema: z.object({ message: messageField, key }),
    advisorSchema: z.object({ region: z.string().min(1).max(2), subject, message: messageField, key }),
  };
}

const schemas = new Map<Locale, ReturnType<typeof formSchemas>>();

/** The support forms' schemas with their messages in the page's language. */
export function supportSchemas(locale: Locale): ReturnType<typeof formSchemas> {
  let made = schemas.get(locale);
  if (!made) schemas.set(locale, (made = formSchemas(locale)));
  return made;
}

export const { messageField, requestSchema, visitorRequestSchema, replySchema, advisorSchema } = supportSchemas("en");

/** An email's words in `locale`. */
export const emailWords = (locale: Locale): EmailWords => ({ locale, t: (key, values) => translate(locale, key, values) });

/** The language a learner chose (users.locale), else the one they are using. */
export const recipientLocale = (chosen: string | null | undefined, fallback: Locale): Locale => (isLocale(chosen) ? chosen : fallback);

// ---------------------------------------------------------------------------------------------------
// Tokens.

/**
 * A visitor's access token for a request: an HMAC of its id under the session secret. Only its hash is
 * stored (a copy of the database opens nothing), and each email can carry the same link again without
 * keeping the token anywhere (ADR 044).
 */
export async function accessToken(context: Pick<AppLoadContext, "settings">, requestId: string): Promise<string> {
  const secret = new TextEncoder().encode(`support-request:${context.settings.sessionSecret}`);
  const keyMaterial = await crypto.subtle.importKey("raw", secret, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const signature = await crypto.subtle.sign("HMAC", keyMaterial, new TextEncoder().encode(requestId));
  return [...new Uint8Array(signature)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

// ---------------------------------------------------------------------------------------------------
// Writing a request.

/** Who writes: a signed-in learner (their account's address and name) or a visitor (what they typed). */
export type Requester = { kind: "member"; user: SessionUser; name: string } | { kind: "visitor"; name: string; email: string };

export type NewRequest = {
  kind: "support" | "advisor";
  category: (typeof SUPPORT_CATEGORIES)[number];
  subject: string;
  message: string;
  key: string;
  /** For an advisor thread: the member's jurisdiction ("CA-ON"); its adviser is found in the insert. */
  jurisdiction?: string;
};

/** 10 requests a day per address and per account (issue 27): spam and mail to strangers stay bounded. */
const dailyLimitHits = (context: AppLoadContext, requester: Requester) => [
  { limit: RATE_LIMITS.supportRequestsPerIp, subject: context.clientIp },
  { limit: RATE_LIMITS.supportRequestsPerAccount, subject: requester.kind === "member" ? requester.user.id : requester.email },
];

/** Whether the requester's own request of this key is recorded already: the form was sent before. */
async function recordedBefore(context: AppLoadContext, key: string, email: string): Promise<boolean> {
  const [row] = await context.db
    .select({ id: supportRequests.id })
    .from(supportRequests)
    .where(and(eq(supportRequests.id, key), eq(supportRequests.email, email)));
  return Boolean(row);
}

/**
 * A thread's adviser as the member sees and reaches them: their registration, while they are staff still.
 * Taking the role away leaves the registration and the thread's routing as they were, but the thread no
 * longer names them, and its replies no longer go to them; support answers it.
 */
const threadAdviser = and(eq(advisers.userId, supportRequests.adviserId), actsAsStaffSql(advisers.userId));

/** The first registered adviser (staff still) whose jurisdictions include the member's; null when none is. */
function adviserFor(jurisdiction: string | undefined): SQL {
  if (!jurisdiction) return sql`null`;
  return sql`(select a.user_id from ${advisers} a
    where ${actsAsStaffSql(sql`a.user_id`)} and exists (select 1 from json_each(a.jurisdictions) where value = ${jurisdiction})
    order by a.created_at, a.user_id limit 1)`;
}

/** A province's or state's name in `locale`, from its code ("CA-ON"); the code itself when it names none of ours. */
export function placeName(locale: Locale, code: string): string {
  const [country, region] = code.split("-") as [Country, string];
  return REGIONS[country]?.[region] ? translate(locale, `services.region.${code}` as MessageKey) : code;
}

/**
 * The provinces and states an adviser (staff still) is registered in: what "where one is registered in your
 * province or state" means today, for the Elite gate and the advisor page, so a member can check theirs.
 */
export function advisedPlacesRead(db: Database) {
  return db
    .selectDistinct({ code: sql<string>`j.value` })
    .from(sql`${advisers} a, json_each(a.jurisdictions) j`)
    .where(actsAsStaffSql(sql`a.user_id`));
}

/**
 * When a member moves (their personalised plan's province or state changes to `to`), each of their
 * open advisor threads whose adviser is not registered there goes to the first adviser who is (or to
 * none yet), with a note in the thread saying so. Statements for the intake's batch, placed before its
 * upsert: they compare the place saved so far with `to`, and run only where `allowed` (the plan) holds.
 */
export function rerouteAdvisorThreads(db: Database, userId: string, to: string, now: Date, allowed: SQL, locale: Locale) {
  const t = now.getTime();
  // The note is written into the thread once, in the language of the page the member moved on.
  const place = placeName(locale, to);
  const moved = sql`exists (select 1 from ${personalPlanIntakes} p where p.user_id = ${userId}
    and json_extract(p.intake, '$.country') || '-' || json_extract(p.intake, '$.region') != ${to})`;
  const stranded = sql`user_id = ${userId} and kind = 'advisor' and status != 'closed' and ${moved} and ${allowed}
    and (adviser_id is null or not exists (select 1 from ${advisers} a, json_each(a.jurisdictions) j where a.user_id = adviser_id and j.value = ${to}))`;
  const next = adviserFor(to);
  // The adviser's name goes in by the statement; with no adviser there, replace() is null and the other sentence is written.
  const note = sql`${translate(locale, "services.support.thread.moved", { place })} || ' ' || coalesce(
    replace(${translate(locale, "services.support.thread.reroutedTo", { adviser: "{adviser}" })}, '{adviser}',
      (select display_name from ${advisers} where user_id = ${next})),
    ${translate(locale, "services.support.thread.noAdviserThere")})`;
  return [
    db.run(sql`insert into ${supportMessages} (id, request_id, author_id, from_staff, body, created_at)
      select lower(hex(randomblob(16))), id, null, 1, ${note}, ${t} from ${supportRequests} where ${stranded}`),
    db.run(sql`update ${supportRequests} set adviser_id = ${next}, updated_at = ${t} where ${stranded}`),
  ] as const;
}

export type CreateOutcome = { kind: "limited" } | { kind: "not-included" } | { kind: "created"; id: string };

/** The queue's rank of the requester's plan at the moment the statement runs: a plan that ended ranks as none. */
function planRankSql(userId: SQL | string, now: Date): SQL {
  const whens = PLAN_TIERS.map((tier) => sql`when ${tier} then ${queueRankOf("support", tier)}`);
  return sql`coalesce(case ${activeTierSql(userId, now)} ${sql.join(whens, sql` `)} end, ${queueRankOf("support", null)})`;
}

const HOLIDAY_CODES = jurisdictionCodes(HOLIDAY_TABLES);

/**
 * Where the requester lives, as the statement finds it (ADR 044): the province or state of their
 * personalised plan's answers when they gave them, else their account's country ("CA", "US": its national
 * holidays count); null for a visitor (weekends only).
 */
export function memberJurisdictionSql(userId: SQL | string | null): SQL {
  if (userId === null) return sql`null`;
  return sql`coalesce(
    (select json_extract(p.intake, '$.country') || '-' || json_extract(p.intake, '$.region') from ${personalPlanIntakes} p where p.user_id = ${userId}),
    (select u.country from ${users} u where u.id = ${userId}))`;
}

/**
 * The due date of a request of `rank` from `jurisdiction` made (or opened again) at `now`, as one SQL
 * expression. Every (rank, jurisdiction) answer is computed here by dueAtFor with that jurisdiction's
 * statutory holidays, and the statement picks its own from one JSON map bound as a single parameter
 * ("rank:code", and "rank:" for no jurisdiction); a code the tables do not know counts weekends only.
 */
function dueSql(rank: SQL, jurisdiction: SQL, now: Date): SQL {
  const dues: Record<string, number> = {};
  for (const value of Object.values(SUPPORT_QUEUE_RANKS)) {
    const weekendsOnly = dueAtFor(now, value).getTime();
    dues[`${value}:`] = weekendsOnly;
    for (const code of HOLIDAY_CODES) {
      const due = dueAtFor(now, value, holidayDaysFor(code)).getTime();
      if (due !== weekendsOnly) dues[`${value}:${code}`] = due;
    }
  }
  return sql`(select coalesce(
      json_extract(d.map, '$."' || cast((${rank}) as integer) || ':' || coalesce(${jurisdiction}, '') || '"'),
      json_extract(d.map, '$."' || cast((${rank}) as integer) || ':"'))
    from (select ${JSON.stringify(dues)} as map) d)`;
}

/** Only an advisor thread needs a plan, and then one that includes advisor messages (the entitlement table). */
function mayWriteKindSql(kind: SQL | string, userId: SQL | string, now: Date): SQL {
  return sql`(${kind} <> 'advisor' or ${planIncludesSql(userId, "advisorMessages", now)})`;
}

/**
 * Records a request with its first message and emails its receipt. The rank comes from the plan as the
 * inserting statement finds it, the due date from the rank; an advisor thread is written only while the
 * plan includes advisor messages. A repeat of the same key (a double submit) changes nothing and sends nothing.
 */
export async function createRequest(context: AppLoadContext, requester: Requester, value: NewRequest, now: Date): Promise<CreateOutcome> {
  const { db } = context;
  const email = requester.kind === "member" ? requester.user.email : requester.email;
  // A repeat of a recorded request (a double submit) is not one more request of the day: its count is taken back.
  const hits = dailyLimitHits(context, requester);
  if (await hitRateLimits(context, hits)) {
    if (!(await recordedBefore(context, value.key, email))) return { kind: "limited" };
    await forgiveRateLimitHits(context, hits);
    return { kind: "created", id: value.key };
  }
  const userId = requester.kind === "member" ? requester.user.id : null;
  const writer = userId ?? sql`null`;
  const rank = value.kind === "advisor" ? sql`${queueRankOf("advisor", null)}` : planRankSql(writer, now);
  // An advisor thread counts the holidays of the province or state its form names; other requests the member's.
  const jurisdiction = value.jurisdiction ? sql`${value.jurisdiction}` : memberJurisdictionSql(userId);
  const tokenHash = requester.kind === "visitor" ? await sha256(await accessToken(context, value.key)) : null;
  const t = now.getTime();
  const [inserted, , [made]] = await db.batch([
    db.run(sql`insert into ${supportRequests}
      (id, user_id, email, name, kind, category, subject, status, queue_rank, adviser_id, access_token_hash, locale, created_at, updated_at, due_at)
      select ${value.key}, ${userId}, ${email}, ${requester.name}, ${value.kind}, ${value.category}, ${value.subject}, 'open', ${rank},
        ${adviserFor(value.jurisdiction)}, ${tokenHash}, ${context.locale}, ${t}, ${t}, ${dueSql(rank, jurisdiction, now)}
      where ${mayWriteKindSql(value.kind, writer, now)}
      on conflict (id) do nothing`),
    // Only beside the request this batch made: a key naming someone else's request adds nothing to it.
    db.run(sql`insert into ${supportMessages} (id, request_id, author_id, from_staff, body, created_at)
      select ${value.key}, ${value.key}, ${userId}, 0, ${value.message}, ${t}
      where exists (select 1 from ${supportRequests} where id = ${value.key} and created_at = ${t} and email = ${email})
      on conflict (id) do nothing`),
    db
      .select({
        dueAt: supportRequests.dueAt,
        locale: sql<string | null>`(select u.locale from ${users} u where u.id = ${supportRequests.userId})`,
      })
      .from(supportRequests)
      .where(and(eq(supportRequests.id, value.key), eq(supportRequests.email, email))),
  ]);
  // No advisor thread of this key: the plan did not include advisor messages when the statement ran.
  if (!made && value.kind === "advisor") return { kind: "not-included" };
  if (made && inserted.rowsAffected === 0) await forgiveRateLimitHits(context, hits);
  if (made && inserted.rowsAffected > 0) {
    const token = requester.kind === "visitor" ? await accessToken(context, value.key) : null;
    await sendSafely(
      context,
      receivedEmail(
        emailWords(recipientLocale(made.locale, context.locale)),
        context.settings.siteUrl,
        { id: value.key, email, subject: value.subject, kind: value.kind },
        token,
        supportTime(made.dueAt, {
          locale: recipientLocale(made.locale, context.locale),
          timeZone: requester.kind === "member" ? viewerZone(requester.user) : VISITOR_ZONE,
        }),
      ),
    );
  }
  return { kind: "created", id: value.key };
}

/** Mail never turns a recorded request into an error page; a failure is reported. */
export async function sendSafely(context: AppLoadContext, message: Parameters<AppLoadContext["mailer"]["send"]>[0]): Promise<void> {
  try {
    await context.mailer.send(message);
  } catch (error) {
    reportError(context, error, { message: "A support email could not be sent" });
  }
}

/** Whether the learner's plan includes advisor messages: the entitlement table is the only gate (ADR 025). */
export const advisorIncluded = (user: SessionUser, now: Date) => entitlementsOf(user.subscription, now).advisorMessages;

// ---------------------------------------------------------------------------------------------------
// Reading threads.

/**
 * Which request a reader may open: a learner's own (by the session's user id), or a visitor's by its
 * token. A page's read of a visitor's request runs before the token is hashed (the hash takes an await,
 * and the read joins the session's batch); the page then compares the hash (`visitorMayRead`).
 */
export type Reader = { kind: "member"; userId: SQL | string } | { kind: "visitor"; tokenHash: string | null };

function readableBy(reader: Reader, requestId: string): SQL {
  if (reader.kind === "member") return and(eq(supportRequests.id, requestId), sql`${supportRequests.userId} = ${reader.userId}`)!;
  return and(
    eq(supportRequests.id, requestId),
    isNull(supportRequests.userId),
    reader.tokenHash === null ? undefined : eq(supportRequests.accessTokenHash, reader.tokenHash),
  )!;
}

/** Whether the token in a visitor's link opens the request read without it. */
export async function visitorMayRead(token: string | null, stored: string | null | undefined): Promise<boolean> {
  return Boolean(token && stored && (await sha256(token)) === stored);
}

/** A request, its adviser (if routed) and its messages in order: two reads for the page's batch. */
export function threadReads(db: Database, reader: Reader, requestId: string) {
  const readable = readableBy(reader, requestId);
  return [
    db
      .select({
        id: supportRequests.id,
        kind: supportRequests.kind,
        category: supportRequests.category,
        subject: supportRequests.subject,
        status: supportRequests.status,
        createdAt: supportRequests.createdAt,
        dueAt: supportRequests.dueAt,
        adviserName: advisers.displayName,
        registrationBody: advisers.registrationBody,
        registrationNumber: advisers.registrationNumber,
        jurisdictions: advisers.jurisdictions,
        accessTokenHash: supportRequests.accessTokenHash,
      })
      .from(supportRequests)
      .leftJoin(advisers, threadAdviser)
      .where(readable),
    db
      .select({
        id: supportMessages.id,
        fromStaff: supportMessages.fromStaff,
        // Written by the thread's registered adviser (an advisor thread may be answered by other staff too).
        byAdviser: sql<number>`coalesce(${supportMessages.authorId} = (select ${supportRequests.adviserId} from ${supportRequests}
          where ${supportRequests.id} = ${supportMessages.requestId}), 0)`,
        body: supportMessages.body,
        createdAt: supportMessages.createdAt,
      })
      .from(supportMessages)
      .where(sql`${supportMessages.requestId} = (select id from ${supportRequests} where ${readable})`)
      .orderBy(supportMessages.createdAt, supportMessages.id),
  ] as const;
}

/** A learner's requests, newest activity first (the index on user_id, updated_at). */
export function memberRequestsRead(db: Database, userId: SQL, kind?: "advisor") {
  return db
    .select({
      id: supportRequests.id,
      kind: supportRequests.kind,
      subject: supportRequests.subject,
      status: supportRequests.status,
      updatedAt: supportRequests.updatedAt,
      adviserName: advisers.displayName,
      registrationBody: advisers.registrationBody,
      registrationNumber: advisers.registrationNumber,
      jurisdictions: advisers.jurisdictions,
    })
    .from(supportRequests)
    .leftJoin(advisers, threadAdviser)
    .where(and(sql`${supportRequests.userId} = ${userId}`, kind ? eq(supportRequests.kind, kind) : undefined))
    .orderBy(desc(supportRequests.updatedAt))
    .limit(200);
}

/** The requester's jurisdiction for a statement on a support request row (ADR 044). */
const requestJurisdictionSql = (): SQL => memberJurisdictionSql(sql`${supportRequests.userId}`);

/** The due date a request gets when it is open again, by its rank and its requester's holidays, as one SQL expression. */
export const freshDueSql = (now: Date): SQL => dueSql(sql`queue_rank`, requestJurisdictionSql(), now);

export type ReplyOutcome = "sent" | "not-found" | "not-included";

/**
 * The requester's reply: a message on a request they may reach, which opens it again. The request's
 * rank follows the requester's plan as the statement finds it, and its due date starts again when it
 * was answered or closed or its rank changed: a plan that ended keeps no priority. An advisor thread
 * takes a reply only while the plan includes advisor messages; otherwise nothing is written or sent.
 */
export async function replyAsRequester(
  context: AppLoadContext,
  reader: Reader,
  requestId: string,
  value: z.output<typeof replySchema>,
  now: Date,
): Promise<ReplyOutcome> {
  const { db } = context;
  // A visitor's reply needs the token: without one it reaches nothing.
  if (reader.kind === "visitor" && !reader.tokenHash) return "not-found";
  const readable = readableBy(reader, requestId);
  const t = now.getTime();
  const requester = sql`${supportRequests.userId}`;
  const allowed = mayWriteKindSql(sql`${supportRequests.kind}`, requester, now);
  const rank = sql`case when ${supportRequests.kind} = 'advisor' then ${supportRequests.queueRank} else ${planRankSql(requester, now)} end`;
  const added = sql`exists (select 1 from ${supportMessages} where id = ${value.key} and created_at = ${t})`;
  const [, , found] = await db.batch([
    db.run(sql`insert into ${supportMessages} (id, request_id, author_id, from_staff, body, created_at)
      select ${value.key}, id, user_id, 0, ${value.message}, ${t} from ${supportRequests} where ${readable} and ${allowed}
      on conflict (id) do nothing`),
    db.run(sql`update ${supportRequests}
      set due_at = case when status = 'open' and queue_rank = ${rank} then due_at else ${dueSql(rank, requestJurisdictionSql(), now)} end,
        queue_rank = ${rank}, status = 'open', updated_at = ${t}
      where ${readable} and ${allowed} and ${added}`),
    db
      .select({
        id: supportRequests.id,
        subject: supportRequests.subject,
        allowed: sql<number>`${allowed}`,
        added: sql<number>`${added}`,
        // Whoever holds the request hears of the reply: its assignee, else an advisor thread's adviser.
        // Staff still: a former staff member hears of nothing.
        staffEmail: sql<string | null>`(select ${users.email} from ${users}
          where ${eq(users.id, sql`coalesce(${supportRequests.assignedTo}, ${supportRequests.adviserId})`)} and ${actsAsStaffSql(users.id)})`,
      })
      .from(supportRequests)
      .where(readable),
  ]);
  const request = found[0];
  if (!request) return "not-found";
  if (!request.allowed) return "not-included";
  // A double submit adds no message, so it emails nobody; an unassigned request waits in the queue.
  if (request.added && request.staffEmail) {
    await sendSafely(
      context,
      requesterRepliedEmail(context.settings.siteUrl, { id: request.id, subject: request.subject, staffEmail: request.staffEmail }),
    );
  }
  return "sent";
}

type ThreadRow = Awaited<ReturnType<typeof threadReads>[0]>[number];
type MessageRow = Awaited<ReturnType<typeof threadReads>[1]>[number];

/**
 * A thread as its requester's page shows it, its times written in their language and zone (the token
 * hash never leaves the server).
 */
export function threadView(row: ThreadRow, messages: MessageRow[], reader: SupportReader) {
  return {
    id: row.id,
    kind: row.kind,
    category: row.category,
    subject: row.subject,
    status: row.status,
    due: supportTime(row.dueAt, reader),
    adviser:
      row.kind === "advisor" && row.adviserName
        ? { name: row.adviserName, body: row.registrationBody!, number: row.registrationNumber!, jurisdictions: row.jurisdictions ?? [] }
        : null,
    messages: messages.map(({ byAdviser, ...message }) => ({
      ...message,
      written: supportTime(message.createdAt, reader),
      byAdviser: Boolean(byAdviser),
    })),
  };
}
