import { sendDueReminders, type SweepContext } from "~/features/calendar/reminders.server";
import { cancelSessionsOfEndedPlans, cancelSessionsOfFormerCoaches } from "~/features/coaching/plan-ended.server";
import { releaseSeatsOfEndedPlans } from "~/features/live/seats.server";
import { reportError, type ReportingContext } from "~/lib/report-error.server";

/** How often both runtimes sweep for due reminders (the Worker's 5-minute Cron Trigger, the Node server's timer). */
export const REMINDER_SWEEP_INTERVAL_MS = 5 * 60 * 1000;

/**
 * The 5-minute work of both runtimes: first cancels the sessions of members whose plan has ended and of
 * coaches who no longer coach (so both sides get the cancellation, not a reminder) and gives up ended
 * plans' live Q&A seats, then sends the reminders now due. Overlapping runs are
 * harmless: each reminder is claimed by one run only. Failures are reported, and the next run retries.
 */
export async function runReminderSweep(
  runtime: Omit<SweepContext, "waitUntil">,
  reporting: ReportingContext | null,
  now = new Date(),
): Promise<void> {
  // A failed email inside a step is reported on its own, with the runtime's reporting.
  const context: SweepContext = { ...runtime, waitUntil: reporting?.waitUntil ?? (() => undefined) };
  try {
    await cancelSessionsOfEndedPlans(context, now);
  } catch (error) {
    reportError(reporting, error, { message: "Cancelling the sessions of ended plans failed" });
  }
  try {
    await cancelSessionsOfFormerCoaches(context, now);
  } catch (error) {
    reportError(reporting, error, { message: "Cancelling the sessions of former coaches failed" });
  }
  try {
    await releaseSeatsOfEndedPlans(context, now);
  } catch (error) {
    reportError(reporting, error, { message: "Giving up the live Q&A seats of ended plans failed" });
  }
  try {
    await sendDueReminders(context, now);
  } catch (error) {
    reportError(reporting, error, { message: "Sending the due reminders failed" });
  }
}
