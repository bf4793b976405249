/**
 * The live Q&A's part of the 5-minute sweep: the seats of plans that ended are given up (the seat rule is
 * in lib/services/live-seats.server.ts), so the pages stop showing an event full, and a member who renews
 * later cannot come back to a seat someone else took meanwhile.
 */
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { liveEvents, liveRsvps, users } from "../../../db/schema/index";
import type { SweepContext } from "~/features/calendar/reminders.server";
import { sendAfterResponse } from "~/lib/services/auth/accounts.server";
import { eventEndSql, holdsSeatSql, seatsTakenSql } from "~/lib/services/live-seats.server";
import { CALENDAR_SOURCE_COLUMNS, liveChangeEmail } from "./calendar.server";

/**
 * The sweep's part: deletes the RSVPs to events not yet over of members who no longer hold a seat, and
 * recounts those events. A past event's RSVPs and count stay as its history. Each member whose seat at an
 * event still to come is given up is told, with the calendar's CANCEL: they would otherwise come to a
 * session they no longer have a seat at. One batch, read under the write lock; two overlapping runs
 * delete, and tell, nothing twice.
 */
export async function releaseSeatsOfEndedPlans(context: SweepContext, now: Date): Promise<void> {
  const { db } = context;
  const t = now.getTime();
  const upcoming = sql`(select ${liveEvents.id} from ${liveEvents} where ${eventEndSql} > ${t})`;
  const released = sql`${liveRsvps.eventId} in ${upcoming} and not ${holdsSeatSql(sql`${liveRsvps.userId}`, now)}`;
  const [told] = await db.batch([
    db
      .select({ email: users.email, timeZone: users.timeZone, locale: users.locale, event: CALENDAR_SOURCE_COLUMNS })
      .from(liveRsvps)
      .innerJoin(users, eq(users.id, liveRsvps.userId))
      .innerJoin(liveEvents, eq(liveEvents.id, liveRsvps.eventId))
      // A cancelled event's CANCEL went out with its cancellation.
      .where(and(sql`${released}`, isNull(liveEvents.cancelledAt), gt(liveEvents.startsAt, now))),
    db.run(sql`delete from ${liveRsvps} where ${released}`),
    db.run(sql`update ${liveEvents} set rsvp_count = ${seatsTakenSql(sql`${liveEvents.id}`, now)}
      where ${eventEndSql} > ${t} and rsvp_count <> ${seatsTakenSql(sql`${liveEvents.id}`, now)}`),
  ]);
  for (const attendee of told) {
    const change = { kind: "seat-released", previousStart: attendee.event.startsAt } as const;
    sendAfterResponse(context, liveChangeEmail(context.settings.siteUrl, attendee, attendee.event, change, now));
  }
}
