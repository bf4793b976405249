/**
 * Who holds a seat at a live Q&A, as statements: shared, because deleting an account recounts the seats
 * of the events it had RSVP'd to (ADR 019: shared code never imports a feature).
 *
 * A seat is an RSVP whose member's plan includes the live Q&A, paid up to now or renewing and at most
 * RENEWAL_GRACE_MS past its period's end (its renewal's webhook may be late). The same rule counts the
 * seats an RSVP is checked against and the `rsvp_count` the pages show, and decides which RSVPs the live
 * Q&A's sweep deletes (features/live/seats.server.ts).
 */
import { sql, type SQL } from "drizzle-orm";
import { liveEvents, liveRsvps } from "../../../db/schema/index";
import { planIncludesSql, RENEWAL_GRACE_MS } from "./plan-access.server";

/** When an event is over: its start plus its duration, in milliseconds. */
export const eventEndSql = sql`(${liveEvents.startsAt} + ${liveEvents.durationMinutes} * 60000)`;

/** Whether the member (a column or an id) holds a seat now. */
export const holdsSeatSql = (userId: SQL, now: Date): SQL => planIncludesSql(userId, "liveQa", new Date(now.getTime() - RENEWAL_GRACE_MS));

/** The seats taken at an event (an id, or the row's own `live_events.id`), leaving out `exceptUserId`'s if given. */
export function seatsTakenSql(eventId: SQL | string, now: Date, exceptUserId?: string): SQL {
  const except = exceptUserId === undefined ? sql`` : sql` and seat.user_id <> ${exceptUserId}`;
  return sql`(select count(*) from ${liveRsvps} as seat
    where seat.event_id = ${eventId}${except} and ${holdsSeatSql(sql`seat.user_id`, now)})`;
}
