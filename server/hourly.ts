import type { Database } from "../db/client";
import { forgetOldReminders } from "~/features/calendar/reminders.server";
import { refreshSiteFigures } from "~/features/proof/site-figures.server";
import { sweepExpiredRows } from "~/lib/services/auth/sweep.server";
import { reportError, type ReportingContext } from "~/lib/report-error.server";

/**
 * The hourly work of both runtimes (the Worker's Cron Trigger, the Node server's timer): sweeping
 * expired rows (and reminder claims past use) and recounting the public figures (ADR 034). Each runs
 * whatever the other does: a failed recount is reported here and leaves the last figures in place; a
 * failed sweep is thrown, for the caller to report as before.
 */
export async function runHourlyWork(db: Database, reporting: ReportingContext | null, now = new Date()): Promise<void> {
  const [swept, counted, forgotten] = await Promise.allSettled([
    sweepExpiredRows(db, now),
    refreshSiteFigures(db, now),
    forgetOldReminders(db, now),
  ]);
  if (counted.status === "rejected") reportError(reporting, counted.reason, { message: "Refreshing the site's figures failed" });
  if (swept.status === "rejected") throw swept.reason;
  if (forgotten.status === "rejected") throw forgotten.reason;
}
