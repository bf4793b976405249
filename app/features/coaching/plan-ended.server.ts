import type { SweepContext } from "~/features/calendar/reminders.server";

/**
 * PLACEHOLDER (issue 26, coaching helper implements): cancels, with an email to both sides, every
 * booked session of a member whose plan will have ended (or no longer includes coaching) by the
 * session's start. The reminder sweep calls it; returns how many it cancelled.
 */
export async function cancelSessionsOfEndedPlans(_context: SweepContext, _now: Date): Promise<number> {
  return 0;
}
