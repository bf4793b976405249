/**
 * The reminder sweep (issue 26): live events 24 hours and 1 hour before, to each member who RSVP'd;
 * coaching sessions 24 hours before, to the member and the coach. Run every 5 minutes by the Worker's
 * Cron Trigger and the Node server's timer, and safe to run twice at once: a reminder is sent only by
 * the sweep whose `insert … on conflict do nothing` wrote its `sent_reminders` row (the claim).
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, eq, gt, inArray, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { coachingSessions, liveEvents, liveRsvps, profiles, sentReminders, subscribers, users } from "../../../db/schema/index";
import { displayName } from "~/lib/domain/display-name";
import { ENTITLEMENTS } from "~/lib/domain/entitlements";
import type { MailMessage } from "~/lib/services/mail";
import { actsAsStaffSql } from "~/lib/services/staff.server";
import { coachingReminderEmail, liveReminderEmail } from "./reminder-emails";
import { CALENDAR_SOURCE_COLUMNS } from "~/features/live/calendar.server";

/** What the scheduled sweeps have: no request, but the database, mail and settings. */
/** What the sweeps need of a context: `waitUntil` carries a failure's report to the error tracker. */
export type SweepContext = Pick<AppLoadContext, "db" | "mailer" | "settings" | "waitUntil">;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * Most reminders one sweep sends; the rest go 5 minutes later, soonest start first. A Worker
 * invocation may make only so many subrequests (each email is one), and the 1-hour window leaves 12
 * sweeps to get through a large event.
 */
export const REMINDERS_PER_SWEEP = 200;
/** Emails in flight at once. */
const SENDING_AT_ONCE = 5;
/** `sent_reminders` rows are kept this long after sending, then deleted by the hourly sweep. */
export const SENT_REMINDERS_KEPT_MS = 30 * DAY;

type Kind = "24h" | "1h";

interface Claim {
  subjectKey: string;
  kind: Kind;
  recipientId: string;
}

interface DueReminder extends Claim {
  email: MailMessage;
}

/**
 * What a reminder is about, with its start: a rescheduled event or session is a new subject, so it is
 * reminded of again at its new time. The same string in SQL (the due lists) and here (the claims).
 */
const subjectKeySql = (prefix: "event" | "session", id: SQL | unknown, startsAt: SQL | unknown) =>
  sql<string>`${prefix} || ':' || ${id} || ':' || ${startsAt}`;

/**
 * Marks the members going to a live event as holding its calendar entry, sent by a change email (its
 * REQUEST), in the batch that changes the event: cancelling their RSVP later sends the CANCEL that takes
 * it out (`calendarEntrySentSql`). Members who RSVP after the change got no email and are not marked.
 */
export function recordLiveChangeEmails(db: SweepContext["db"], eventId: string, now: Date) {
  return db.run(sql`insert into ${sentReminders} (subject_key, kind, recipient_id, sent_at)
    select ${subjectKeySql("event", liveEvents.id, liveEvents.startsAt)}, 'change', ${liveRsvps.userId}, ${now.getTime()}
    from ${liveRsvps} inner join ${liveEvents} on ${liveEvents.id} = ${liveRsvps.eventId}
    where ${liveRsvps.eventId} = ${eventId} and ${liveEvents.cancelledAt} is null
    on conflict do nothing`);
}

/** Whether an email of ours (a reminder or a change) put the live event in the member's calendar, at any of its times. */
export function calendarEntrySentSql(eventId: string, userId: string): SQL<number> {
  const prefix = `event:${eventId}:`;
  return sql<number>`exists (select 1 from ${sentReminders} where ${sentReminders.recipientId} = ${userId}
    and substr(${sentReminders.subjectKey}, 1, ${prefix.length}) = ${prefix})`;
}

/**
 * A live event's reminder due at `now`: the 24-hour one from 24 hours before until the 1-hour one is
 * due, then the 1-hour one until the start. A reminder whose moment passed is never sent late.
 */
function liveKindSql(now: Date) {
  return sql<Kind>`case when ${liveEvents.startsAt} <= ${now.getTime() + HOUR} then '1h' else '24h' end`;
}

const LIVE_TIERS = Object.entries(ENTITLEMENTS)
  .filter(([, entitlements]) => entitlements.liveQa)
  .map(([tier]) => tier as keyof typeof ENTITLEMENTS);

const notClaimed = (subjectKey: SQL, kind: SQL | string, recipientId: SQL | unknown) =>
  sql`not exists (select 1 from ${sentReminders} where ${sentReminders.subjectKey} = ${subjectKey}
    and ${sentReminders.kind} = ${kind} and ${sentReminders.recipientId} = ${recipientId})`;

/** The due reminders not yet claimed, both kinds of subject, in one round trip. */
async function dueReminders(context: SweepContext, now: Date): Promise<DueReminder[]> {
  const { db, settings } = context;
  const liveKey = subjectKeySql("event", liveEvents.id, liveEvents.startsAt);
  const sessionKey = subjectKeySql("session", coachingSessions.id, coachingSessions.startsAt);
  const other = alias(users, "other_person");
  const otherProfile = alias(profiles, "other_profile");
  const [live, coaching] = await db.batch([
    db
      .select({
        ...CALENDAR_SOURCE_COLUMNS,
        subjectKey: liveKey,
        kind: liveKindSql(now),
        recipientId: users.id,
        email: users.email,
        timeZone: users.timeZone,
        locale: users.locale,
      })
      .from(liveRsvps)
      .innerJoin(liveEvents, eq(liveEvents.id, liveRsvps.eventId))
      .innerJoin(users, eq(users.id, liveRsvps.userId))
      // Only a member who may still attend: a plan that lapsed or dropped the live Q&A ends the reminders.
      .leftJoin(subscribers, eq(subscribers.userId, users.id))
      .where(
        and(
          isNull(liveEvents.cancelledAt),
          gt(liveEvents.startsAt, now),
          lte(liveEvents.startsAt, new Date(now.getTime() + DAY)),
          or(
            actsAsStaffSql(users.id, ["admin"]),
            and(eq(subscribers.subscribed, true), gt(subscribers.subscriptionEnd, now), inArray(subscribers.subscriptionTier, LIVE_TIERS)),
          ),
          notClaimed(liveKey, liveKindSql(now), users.id),
        ),
      )
      .orderBy(liveEvents.startsAt)
      .limit(REMINDERS_PER_SWEEP),
    db
      .select({
        id: coachingSessions.id,
        startsAt: coachingSessions.startsAt,
        endsAt: coachingSessions.endsAt,
        sequence: coachingSessions.sequence,
        memberId: coachingSessions.memberId,
        subjectKey: sessionKey,
        recipientId: users.id,
        email: users.email,
        timeZone: users.timeZone,
        locale: users.locale,
        otherEmail: other.email,
        otherFirstName: otherProfile.firstName,
        otherLastName: otherProfile.lastName,
      })
      .from(coachingSessions)
      // Two rows per session: the member's and the coach's, each with the other side's name.
      .innerJoin(users, or(eq(users.id, coachingSessions.memberId), eq(users.id, coachingSessions.coachId)))
      .innerJoin(
        other,
        eq(
          other.id,
          sql`case when ${users.id} = ${coachingSessions.memberId} then ${coachingSessions.coachId} else ${coachingSessions.memberId} end`,
        ),
      )
      .leftJoin(otherProfile, eq(otherProfile.id, other.id))
      .where(
        and(
          eq(coachingSessions.status, "booked"),
          gt(coachingSessions.startsAt, now),
          lte(coachingSessions.startsAt, new Date(now.getTime() + DAY)),
          notClaimed(sessionKey, "24h", users.id),
        ),
      )
      .orderBy(coachingSessions.startsAt)
      .limit(REMINDERS_PER_SWEEP),
  ]);
  const { siteUrl } = settings;
  const due = [
    ...live.map((row) => ({
      startsAt: row.startsAt,
      subjectKey: row.subjectKey,
      kind: row.kind,
      recipientId: row.recipientId,
      email: liveReminderEmail({ event: row, recipient: row }, siteUrl, now),
    })),
    ...coaching.map((row) => ({
      startsAt: row.startsAt,
      subjectKey: row.subjectKey,
      kind: "24h" as const,
      recipientId: row.recipientId,
      email: coachingReminderEmail(
        {
          session: row,
          recipient: row,
          otherName: displayName({ email: row.otherEmail, firstName: row.otherFirstName, lastName: row.otherLastName }),
          side: row.recipientId === row.memberId ? "member" : "coach",
        },
        siteUrl,
        now,
      ),
    })),
  ];
  return due
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())
    .slice(0, REMINDERS_PER_SWEEP)
    .map(({ startsAt: _startsAt, ...reminder }) => reminder);
}

const claimId = ({ subjectKey, kind, recipientId }: Claim) => `${kind}\n${recipientId}\n${subjectKey}`;

/** Rows per insert: well under SQLite's bound-parameter limit at four columns each. */
const CLAIMS_PER_INSERT = 100;

/**
 * Writes a `sent_reminders` row for each reminder and returns those this sweep wrote: a row another
 * sweep wrote first (at the same moment, or earlier) is left alone, and its reminder is that sweep's.
 */
async function claim(context: SweepContext, due: DueReminder[], now: Date): Promise<DueReminder[]> {
  const { db } = context;
  const [first, ...rest] = Array.from({ length: Math.ceil(due.length / CLAIMS_PER_INSERT) }, (_, index) =>
    db
      .insert(sentReminders)
      .values(
        due
          .slice(index * CLAIMS_PER_INSERT, (index + 1) * CLAIMS_PER_INSERT)
          .map(({ subjectKey, kind, recipientId }) => ({ subjectKey, kind, recipientId, sentAt: now })),
      )
      .onConflictDoNothing()
      .returning({ subjectKey: sentReminders.subjectKey, kind: sentReminders.kind, recipientId: sentReminders.recipientId }),
  );
  if (!first) return [];
  const claimed = new Set((await db.batch([first, ...rest])).flat().map((row) => claimId(row as Claim)));
  return due.filter((reminder) => claimed.has(claimId(reminder)));
}

/** A claim whose email failed is deleted, so the next sweep (5 minutes later) tries again. */
async function release(context: SweepContext, failed: Claim[]): Promise<void> {
  if (failed.length === 0) return;
  await context.db
    .delete(sentReminders)
    .where(
      or(
        ...failed.map(({ subjectKey, kind, recipientId }) =>
          and(eq(sentReminders.subjectKey, subjectKey), eq(sentReminders.kind, kind), eq(sentReminders.recipientId, recipientId)),
        ),
      ),
    );
}

/**
 * Sends every reminder now due that no sweep has claimed, each exactly once. Throws (after releasing
 * the failed ones' claims) if any email could not be sent, for the caller to report.
 */
export async function sendDueReminders(context: SweepContext, now: Date): Promise<void> {
  const due = await dueReminders(context, now);
  if (due.length === 0) return;
  const mine = await claim(context, due, now);
  const failed: { reminder: DueReminder; error: unknown }[] = [];
  for (let start = 0; start < mine.length; start += SENDING_AT_ONCE) {
    const batch = mine.slice(start, start + SENDING_AT_ONCE);
    const results = await Promise.allSettled(
      batch.map((reminder) =>
        // Inside the promise chain, so a transport that throws at once is released like one that rejects.
        Promise.resolve().then(() => context.mailer.send(reminder.email)),
      ),
    );
    results.forEach((result, index) => {
      if (result.status === "rejected") failed.push({ reminder: batch[index]!, error: result.reason });
    });
  }
  await release(
    context,
    failed.map(({ reminder }) => reminder),
  );
  if (failed.length > 0) {
    throw new AggregateError(
      failed.map(({ error }) => error),
      `${failed.length} of ${mine.length} reminders could not be sent; the next sweep tries them again`,
    );
  }
}

/**
 * Deletes claims older than SENT_REMINDERS_KEPT_MS (the hourly sweep). Safe: a claim is written at most
 * 24 hours before its start and nothing is due after the start, so an old claim can never be needed again.
 */
export async function forgetOldReminders(db: SweepContext["db"], now: Date): Promise<void> {
  await db.delete(sentReminders).where(lte(sentReminders.sentAt, new Date(now.getTime() - SENT_REMINDERS_KEPT_MS)));
}
