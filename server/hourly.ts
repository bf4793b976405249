import type { Database } from "../db/client";
import { retryOwedRefunds } from "~/features/payments/sync.server";
import type { Mailer } from "~/lib/services/mail";
import { forgetOldReminders } from "~/features/calendar/reminders.server";
import { refreshSiteFigures } from "~/features/proof/site-figures.server";
import { sendWeeklyReviewEmails } from "~/features/review-emails/weekly.server";
import { sweepExpiredRows } from "~/lib/services/auth/sweep.server";
import { reportError, type ReportingContext } from "~/lib/report-error.server";
import { createPayments } from "./payments";
import type { Settings } from "./settings";

/** What the hourly work needs: the database, and for refunds owed and review emails, the provider and the mailer. */
export interface HourlyContext {
  db: Database;
  settings: Settings;
  mailer: Mailer;
}

/**
 * The hourly work of both runtimes (the Worker's Cron Trigger, the Node server's timer): sweeping
 * expired rows (and reminder claims past use), recounting the public figures (ADR 034), trying the
 * automatic refunds owed again (retryOwedRefunds) and sending the weekly review emails due
 * (sendWeeklyReviewEmails). Each runs whatever the others do: a failed recount, refund run or review
 * email is reported here (the figures stay, the refunds stay owed, the email is tried again next hour);
 * a failed sweep is thrown, for the caller to report as before.
 */
export async function runHourlyWork(
  { db, settings, mailer }: HourlyContext,
  reporting: ReportingContext | null,
  now = new Date(),
): Promise<void> {
  const refundContext = { db, settings, mailer, payments: createPayments(settings, db), waitUntil: reporting?.waitUntil ?? (() => undefined) };
  const [swept, counted, forgotten, refunds, reviewEmails] = await Promise.allSettled([
    sweepExpiredRows(db, now),
    refreshSiteFigures(db, now),
    forgetOldReminders(db, now),
    retryOwedRefunds(refundContext, now),
    sendWeeklyReviewEmails({ db, settings, mailer }, now),
  ]);
  if (counted.status === "rejected") reportError(reporting, counted.reason, { message: "Refreshing the site's figures failed" });
  if (refunds.status === "rejected") reportError(reporting, refunds.reason, { message: "Trying the owed refunds again failed" });
  if (reviewEmails.status === "rejected") reportError(reporting, reviewEmails.reason, { message: "Sending the weekly review emails failed" });
  if (swept.status === "rejected") throw swept.reason;
  if (forgotten.status === "rejected") throw forgotten.reason;
}
