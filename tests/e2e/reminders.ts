/**
 * Runs the reminder sweep (what the Node server's 5-minute timer runs, server/reminder-sweep.ts) against
 * the e2e server's database, mailing into its outbox, so a test can run it on demand, twice, at once.
 * Failures are thrown, not only reported, so a test sees them.
 */
import { sendDueReminders } from "~/features/calendar/reminders.server";
import { cancelSessionsOfEndedPlans } from "~/features/coaching/plan-ended.server";
import { createDatabase } from "../../db/client";
import { openDatabase } from "../../db/node-client";
import { createOutboxMailer } from "../../server/mail-outbox";
import { parseSettings } from "../../server/settings";
import { NODE_ORIGIN } from "../support/ports";
import { E2E_DATABASE, OUTBOX } from "./mail";

export async function runReminderSweep(now = new Date()): Promise<void> {
  const client = await openDatabase(`file:${E2E_DATABASE}`);
  try {
    const settings = parseSettings({
      TURSO_DATABASE_URL: `file:${E2E_DATABASE}`,
      SESSION_SECRET: "e2e-reminder-sweep-secret-0000000000",
      SITE_URL: NODE_ORIGIN,
    });
    const context = { db: createDatabase(client, { count: 0 }), mailer: createOutboxMailer(OUTBOX), settings, waitUntil: () => undefined };
    await cancelSessionsOfEndedPlans(context, now);
    await sendDueReminders(context, now);
  } finally {
    client.close();
  }
}
