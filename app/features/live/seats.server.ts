/**
 * Who holds a seat at a live Q&A, and the 5-minute sweep that gives up the seats of plans that ended.
 *
 * A seat is an RSVP whose member's plan includes the live Q&A, paid up to now or renewing and at most
 * RENEWAL_GRACE_MS past its period's end (its renewal's webhook may be late). The same rule counts the
 * seats an RSVP is checked against and the `rsvp_count` the pages show, and decides which RSVPs the sweep
 * deletes, so a member who renews later cannot come back to a seat someone else took meanwhile.
 */
import { sql, type SQL } from "drizzle-orm";
import { liveEvents, liveRsvps } from "../../../db/schema/index";
import type { Database } from "../../../db/client";
import { planIncludesSql, RENEWAL_GRACE_MS } from "~/lib/services/plan-access.server";

/** When an event is over: its start plus its duration, in milliseconds. */
export const eventEndSql = sql`(${liveEvents.startsAt} + ${liveEvents.durationMinutes} * 60000)`;

const holdsSeatSql = (userId: SQL, now: Date): SQL => planIncludesSql(userId, "liveQa", new Date(now.getTime() - RENEWAL_GRACE_MS));

/** The seats taken at an event (an id, or the row's own `live_events.id`), leaving out `exceptUserId`'s if given. */
export function seatsTakenSql(eventId: SQL | string, now: Date, exceptUserId?: string): SQL {
  const except = exceptUserId === undefined ? sql`` : sql` and seat.user_id <> ${exceptUserId}`;
  return sql`(select count(*) from ${liveRsvps} as seat
    where seat.event_id = ${eventId}${except} and ${holdsSeatSql(sql`seat.user_id`, now)})`;
}

/**
 * The sweep's part: deletes the RSVPs to events not yet over of members who no longer hold a seat, and
 * recounts those events. A past event's RSVPs and count stay as its history. One batch; two overlapping
 * runs delete nothing twice.
 */
export async function releaseSeatsOfEndedPlans(context: { db: Database }, now: Date): Promise<void> {
  const { db } = context;
  const t = now.getTime();
  const upcoming = sql`(select ${liveEvents.id} from ${liveEvents} where ${eventEndSql} > ${t})`;
  await db.batch([
    db.run(sql`delete from ${liveRsvps} where ${liveRsvps.eventId} in ${upcoming} and not ${holdsSeatSql(sql`${liveRsvps.userId}`, now)}`),
    db.run(sql`update ${liveEvents} set rsvp_count = ${seatsTakenSql(sql`${liveEvents.id}`, now)}
      where ${eventEndSql} > ${t} and rsvp_count <> ${seatsTakenSql(sql`${liveEvents.id}`, now)}`),
  ]);
}
