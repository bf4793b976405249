/**
 * The members' side of the live Q&A (issue 26 item 2): every page is one `db.batch` with the session
 * (ADR 013), and every write checks the plan, the event's state and its capacity in the statement that
 * writes, so two requests racing each other cannot get past a check made a moment before.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, asc, desc, eq, isNull, sql, type SQL } from "drizzle-orm";
import { liveEvents, liveQuestions, liveQuestionVotes, liveRsvps, profiles, users } from "../../../db/schema/index";
import { calendarEntrySentSql } from "~/features/calendar/reminders.server";
import { entitlementsOf } from "~/lib/domain/entitlements";
import { displayName } from "~/lib/domain/display-name";
import { planIncludesSql } from "~/lib/services/plan-access.server";
import { readWithSession, type SessionUser } from "~/lib/services/auth/session.server";
import { DEFAULT_TIME_ZONE, viewerZone } from "~/features/time-zones/domain/zoned-time";
import { JOIN_LEAD_MS, QUESTIONS_PER_MEMBER, QUESTIONS_SHOWN } from "./domain/live-rules";
import { eventEndSql as endSql, seatsTakenSql } from "~/lib/services/live-seats.server";
import { CALENDAR_SOURCE_COLUMNS, notifyAttendees } from "./calendar.server";

type Db = AppLoadContext["db"];
type UserIdSql = SQL | string;
const UPCOMING_LIMIT = 20;
const PAST_LIMIT = 12;
const QUESTIONS_LIMIT = 200;

/** Who is asking: a visitor (401), a learner whose plan has no live Q&A (403), or a member. */
export type LiveStanding = "visitor" | "outsider" | "member";

export function liveStanding(user: SessionUser | null, now: Date = new Date()): LiveStanding {
  if (!user) return "visitor";
  return entitlementsOf(user.subscription, now).liveQa ? "member" : "outsider";
}

/** An active plan whose tier includes the live Q&A: the same table as `liveStanding`, spelled for the statements. */
export const liveMemberSql = (userId: UserIdSql, now: Date): SQL => planIncludesSql(userId, "liveQa", now);

// `eq` keeps the table names in a selected field, where a bare `${column}` loses them (ADR 060).
const rsvpedSql = (userId: UserIdSql) =>
  sql<number>`exists (select 1 from ${liveRsvps} where ${and(eq(liveRsvps.eventId, liveEvents.id), eq(liveRsvps.userId, userId))})`;

/** The viewer's zone rule for a zone a staff page reads in its own batch. */
export const zoneOf = (rows: readonly { timeZone: string }[]) => viewerZone(rows[0]);

/** What a member sees of an event in a list: never its join link. */
const listedColumns = (userId: UserIdSql) => ({
  id: liveEvents.id,
  title: liveEvents.title,
  startsAt: liveEvents.startsAt,
  durationMinutes: liveEvents.durationMinutes,
  capacity: liveEvents.capacity,
  rsvpCount: liveEvents.rsvpCount,
  replayUrl: liveEvents.replayUrl,
  rsvped: rsvpedSql(userId),
});

/** The next events a member may join, soonest first (none for anyone else: the plan is in the `where`). */
export function upcomingEventsRead(db: Db, userId: UserIdSql, now: Date, limit = UPCOMING_LIMIT) {
  return db
    .select(listedColumns(userId))
    .from(liveEvents)
    .where(and(isNull(liveEvents.cancelledAt), sql`${endSql} > ${now.getTime()}`, liveMemberSql(userId, now)))
    .orderBy(asc(liveEvents.startsAt), asc(liveEvents.id))
    .limit(limit);
}

function pastEventsRead(db: Db, userId: UserIdSql, now: Date) {
  return db
    .select(listedColumns(userId))
    .from(liveEvents)
    .where(and(isNull(liveEvents.cancelledAt), sql`${endSql} <= ${now.getTime()}`, liveMemberSql(userId, now)))
    .orderBy(desc(liveEvents.startsAt), desc(liveEvents.id))
    .limit(PAST_LIMIT);
}

export type ListedEventRow = Awaited<ReturnType<typeof upcomingEventsRead>>[number];

const idOrNull = (userId: SQL | null) => userId ?? sql`null`;

/** /live: the viewer's standing and zone, the upcoming events with their RSVP, and the past ones with their replays. */
export async function loadLiveList(request: Request, context: AppLoadContext, now: Date) {
  const db = context.db;
  const {
    user,
    data: [upcoming, past],
  } = await readWithSession(request, context, (userId) => {
    const id = idOrNull(userId);
    return [upcomingEventsRead(db, id, now), pastEventsRead(db, id, now)] as const;
  });
  const standing = liveStanding(user, now);
  if (standing !== "member") return { standing, zone: DEFAULT_TIME_ZONE, upcoming: [], past: [] };
  return { standing, zone: viewerZone(user), upcoming: upcoming.map(rsvpBool), past: past.map(rsvpBool) };
}

const rsvpBool = <T extends { rsvped: number | boolean }>(row: T) => ({ ...row, rsvped: Boolean(row.rsvped) });

/**
 * One event's page: the event, the viewer's RSVP, the questions with the viewer's votes. The join link
 * leaves the database only for a member who RSVP'd, from 15 minutes before the start until the end
 * (the `case` below); the page adds nothing to that decision.
 */
export async function loadLiveEvent(request: Request, context: AppLoadContext, eventId: string, now: Date, allQuestions = false) {
  const db = context.db;
  const t = now.getTime();
  const {
    user,
    data: [events, topQuestions, ownQuestions],
  } = await readWithSession(request, context, (userId) => {
    const id = idOrNull(userId);
    const questions = (where: SQL | undefined, limit: number) =>
      db
        .select({
          id: liveQuestions.id,
          body: liveQuestions.body,
          voteCount: liveQuestions.voteCount,
          userId: liveQuestions.userId,
          email: users.email,
          firstName: profiles.firstName,
          lastName: profiles.lastName,
          voted: sql<number>`exists (select 1 from ${liveQuestionVotes} where ${liveQuestionVotes.questionId} = ${liveQuestions.id} and ${liveQuestionVotes.userId} = ${id})`,
          own: sql<number>`${liveQuestions.userId} = ${id}`,
        })
        .from(liveQuestions)
        .leftJoin(users, eq(users.id, liveQuestions.userId))
        .leftJoin(profiles, eq(profiles.id, liveQuestions.userId))
        .where(and(eq(liveQuestions.eventId, eventId), liveMemberSql(id, now), where))
        .orderBy(desc(liveQuestions.voteCount), asc(liveQuestions.createdAt), asc(liveQuestions.id))
        .limit(limit);
    return [
      db
        .select({
          id: liveEvents.id,
          title: liveEvents.title,
          description: liveEvents.description,
          startsAt: liveEvents.startsAt,
          durationMinutes: liveEvents.durationMinutes,
          capacity: liveEvents.capacity,
          rsvpCount: liveEvents.rsvpCount,
          replayUrl: liveEvents.replayUrl,
          cancelledAt: liveEvents.cancelledAt,
          questionCount: sql<number>`(select count(*) from ${liveQuestions} where ${liveQuestions.eventId} = ${eventId})`,
          rsvped: rsvpedSql(id),
          joinUrl: sql<string | null>`case when ${rsvpedSql(id)} and ${liveEvents.cancelledAt} is null
            and ${t} >= ${liveEvents.startsAt} - ${JOIN_LEAD_MS} and ${t} < ${endSql} then ${liveEvents.joinUrl} end`,
        })
        .from(liveEvents)
        .where(and(eq(liveEvents.id, eventId), liveMemberSql(id, now))),
      questions(undefined, allQuestions ? QUESTIONS_LIMIT : QUESTIONS_SHOWN),
      questions(sql`${liveQuestions.userId} = ${id}`, QUESTIONS_PER_MEMBER),
    ] as const;
  });
  const standing = liveStanding(user, now);
  if (standing !== "member") return { standing } as const;
  const event = events[0];
  if (!event) return { standing: "not-found" } as const;
  return {
    standing,
    zone: viewerZone(user),
    event: { ...event, rsvped: Boolean(event.rsvped) },
    // The viewer's questions that rank below the shown ones follow them, so a member always finds theirs.
    questions: [...topQuestions, ...ownQuestions.filter((own) => !topQuestions.some((top) => top.id === own.id))].map((row) => ({
      id: row.id,
      body: row.body,
      voteCount: row.voteCount,
      // People are shown by name, never by email; a deleted account's question stays, unnamed.
      asker: row.email ? displayName({ email: row.email, firstName: row.firstName, lastName: row.lastName }) : null,
      voted: Boolean(row.voted),
      own: Boolean(row.own),
    })),
  } as const;
}

/** The `.ics` route's read: the event, for a member only. */
export async function loadCalendarEvent(request: Request, context: AppLoadContext, eventId: string, now: Date) {
  const db = context.db;
  const {
    user,
    data: [events],
  } = await readWithSession(request, context, (userId) => {
    const id = idOrNull(userId);
    return [
      db
        .select()
        .from(liveEvents)
        .where(and(eq(liveEvents.id, eventId), liveMemberSql(id, now))),
    ] as const;
  });
  const standing = liveStanding(user, now);
  if (standing !== "member") return { standing } as const;
  const event = events[0];
  if (!event) return { standing: "not-found" } as const;
  return { standing, event };
}

// ---------------------------------------------------------------------------------------------------
// Writes. Each is one batch (one transaction): the conditional write, the counter kept with it, and a
// read of the facts that say what happened.

export type RsvpOutcome = "going" | "cancelled" | "full" | "closed" | "not-found";

const recountRsvps = (db: Db, eventId: string, now: Date) =>
  db.run(sql`update ${liveEvents} set rsvp_count = ${seatsTakenSql(eventId, now)} where ${liveEvents.id} = ${eventId}`);

const rsvpFacts = (db: Db, eventId: string, userId: string) =>
  db
    .select({
      capacity: liveEvents.capacity,
      rsvpCount: liveEvents.rsvpCount,
      cancelledAt: liveEvents.cancelledAt,
      end: sql<number>`${endSql}`,
      mine: rsvpedSql(userId),
    })
    .from(liveEvents)
    .where(eq(liveEvents.id, eventId));

/**
 * RSVPs a member: inserted only while the event is open, not full (its seats taken counted in the same
 * statement, so a plan that ended turns nobody away: seats.server.ts) and the plan includes the live Q&A; a double
 * submit meets the primary key and stays one RSVP. `rsvp_count`, which the pages show, is recounted with it.
 */
export async function rsvp(context: AppLoadContext, userId: string, eventId: string, now: Date): Promise<RsvpOutcome> {
  const db = context.db;
  const t = now.getTime();
  const [, , facts] = await db.batch([
    db.run(sql`insert into ${liveRsvps} (event_id, user_id, created_at)
      select ${liveEvents.id}, ${userId}, ${t} from ${liveEvents}
      where ${liveEvents.id} = ${eventId} and ${liveEvents.cancelledAt} is null and ${endSql} > ${t}
        and ${seatsTakenSql(eventId, now)} < ${liveEvents.capacity} and ${liveMemberSql(userId, now)}
      on conflict do nothing`),
    recountRsvps(db, eventId, now),
    rsvpFacts(db, eventId, userId),
  ]);
  const event = facts[0];
  if (!event) return "not-found";
  if (event.mine) return "going";
  if (event.cancelledAt || event.end <= t) return "closed";
  return event.rsvpCount >= event.capacity ? "full" : "closed";
}

/**
 * Cancels the member's own RSVP (before the event ends), which frees the seat. If an email of ours put
 * the event in their calendar (a reminder, or a change sent while they were going), a CANCEL takes it out.
 */
export async function cancelRsvp(context: AppLoadContext, userId: string, eventId: string, now: Date): Promise<RsvpOutcome> {
  const db = context.db;
  const t = now.getTime();
  const [removed, , facts, [attendee]] = await db.batch([
    db.run(sql`delete from ${liveRsvps} where ${liveRsvps.eventId} = ${eventId} and ${liveRsvps.userId} = ${userId}
      and exists (select 1 from ${liveEvents} where ${liveEvents.id} = ${eventId} and ${endSql} > ${t})`),
    recountRsvps(db, eventId, now),
    rsvpFacts(db, eventId, userId),
    db
      .select({
        email: users.email,
        timeZone: users.timeZone,
        locale: users.locale,
        event: CALENDAR_SOURCE_COLUMNS,
        // A cancelled event's CANCEL went out with its cancellation.
        inCalendar: sql<number>`${liveEvents.cancelledAt} is null and ${calendarEntrySentSql(eventId, userId)}`,
      })
      .from(users)
      .innerJoin(liveEvents, eq(liveEvents.id, eventId))
      .where(eq(users.id, userId)),
  ]);
  const event = facts[0];
  if (!event) return "not-found";
  if (event.mine) return "closed";
  if (removed.rowsAffected > 0 && attendee?.inCalendar) {
    notifyAttendees(context, [attendee], attendee.event, { kind: "rsvp-cancelled", previousStart: attendee.event.startsAt }, now);
  }
  return "cancelled";
}

const askedSql = (eventId: string, userId: string) =>
  sql<number>`(select count(*) from ${liveQuestions} where ${liveQuestions.eventId} = ${eventId} and ${liveQuestions.userId} = ${userId})`;

export type QuestionOutcome = "asked" | "limit" | "closed" | "not-found";

/**
 * A question in advance, while the event is open, from a member, up to QUESTIONS_PER_MEMBER each. The
 * same question twice from the same member (a double submit) is kept once.
 */
export async function askQuestion(context: AppLoadContext, userId: string, eventId: string, body: string, now: Date): Promise<QuestionOutcome> {
  const db = context.db;
  const t = now.getTime();
  const [, facts] = await db.batch([
    db.run(sql`insert into ${liveQuestions} (id, event_id, user_id, body, vote_count, created_at)
      select ${crypto.randomUUID()}, ${liveEvents.id}, ${userId}, ${body}, 0, ${t} from ${liveEvents}
      where ${liveEvents.id} = ${eventId} and ${liveEvents.cancelledAt} is null and ${endSql} > ${t} and ${liveMemberSql(userId, now)}
        and not exists (select 1 from ${liveQuestions} where ${liveQuestions.eventId} = ${eventId}
          and ${liveQuestions.userId} = ${userId} and ${liveQuestions.body} = ${body})
        and ${askedSql(eventId, userId)} < ${QUESTIONS_PER_MEMBER}`),
    db
      .select({
        open: sql<number>`${liveEvents.cancelledAt} is null and ${endSql} > ${t}`,
        mine: sql<number>`exists (select 1 from ${liveQuestions} where ${liveQuestions.eventId} = ${eventId}
          and ${liveQuestions.userId} = ${userId} and ${liveQuestions.body} = ${body})`,
        asked: askedSql(eventId, userId),
      })
      .from(liveEvents)
      .where(eq(liveEvents.id, eventId)),
  ]);
  const event = facts[0];
  if (!event) return "not-found";
  if (event.mine) return "asked";
  return event.open && event.asked >= QUESTIONS_PER_MEMBER ? "limit" : "closed";
}

export type VoteOutcome = "voted" | "unvoted" | "own" | "closed" | "not-found";

/**
 * Upvotes another member's question of this event (one vote each: the primary key), or takes the
 * member's own vote back. The count is recounted in the same transaction.
 */
export async function voteOnQuestion(
  context: AppLoadContext,
  userId: string,
  eventId: string,
  questionId: string,
  up: boolean,
  now: Date,
): Promise<VoteOutcome> {
  const db = context.db;
  const t = now.getTime();
  const openEvent = sql`exists (select 1 from ${liveEvents} where ${liveEvents.id} = ${eventId} and ${liveEvents.cancelledAt} is null and ${endSql} > ${t})`;
  const write = up
    ? db.run(sql`insert into ${liveQuestionVotes} (question_id, user_id, created_at)
        select ${liveQuestions.id}, ${userId}, ${t} from ${liveQuestions}
        where ${liveQuestions.id} = ${questionId} and ${liveQuestions.eventId} = ${eventId}
          and ${liveQuestions.userId} is not ${userId} and ${openEvent} and ${liveMemberSql(userId, now)}
        on conflict do nothing`)
    : db.run(sql`delete from ${liveQuestionVotes} where ${liveQuestionVotes.questionId} = ${questionId} and ${liveQuestionVotes.userId} = ${userId}
        and exists (select 1 from ${liveQuestions} where ${liveQuestions.id} = ${questionId} and ${liveQuestions.eventId} = ${eventId})
        and ${openEvent}`);
  const [, , facts] = await db.batch([
    write,
    db.run(sql`update ${liveQuestions} set vote_count = (select count(*) from ${liveQuestionVotes} where ${liveQuestionVotes.questionId} = ${questionId})
      where ${liveQuestions.id} = ${questionId}`),
    db
      .select({
        own: sql<number>`${liveQuestions.userId} is ${userId}`,
        open: sql<number>`${openEvent}`,
        voted: sql<number>`exists (select 1 from ${liveQuestionVotes} where ${liveQuestionVotes.questionId} = ${questionId} and ${liveQuestionVotes.userId} = ${userId})`,
      })
      .from(liveQuestions)
      .where(and(eq(liveQuestions.id, questionId), eq(liveQuestions.eventId, eventId))),
  ]);
  const question = facts[0];
  if (!question) return "not-found";
  if (!up) return question.voted ? "closed" : "unvoted";
  if (question.voted) return "voted";
  return question.own ? "own" : "closed";
}
