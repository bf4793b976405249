/** The Worker's Cron Triggers, as wrangler.toml lists them (crons.test.ts keeps the two equal); `scheduled` dispatches on them. */
export const HOURLY_CRON = "17 * * * *";
/** Reminders are due at any minute; 5 minutes is the most one can be late (server/reminder-sweep.ts). */
export const REMINDER_CRON = "*/5 * * * *";
