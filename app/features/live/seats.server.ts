/**
 * The live Q&A's part of the 5-minute sweep: the seats of plans that ended are given up (the seat rule is
 * in lib/services/live-seats.server.ts), so the pages stop showing an event full, and a member who renews
 * later cannot come back to a seat someone else took meanwhile.
 */
import { sql } from "drizzle-orm";
import { liveEvents, liveRsvps } from "../../../db/schema/index";
import type { Database } from "../../../db/client";
import { eventEndSql, holdsSeatSql, seatsTakenSql } from "~/lib/services/live-seats.server";

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
