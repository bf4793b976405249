import type { AppLoadContext } from "@remix-run/cloudflare";

/** What the scheduled sweeps have: no request, but the database, mail and settings. */
export type SweepContext = Pick<AppLoadContext, "db" | "mailer" | "settings">;

/**
 * PLACEHOLDER (issue 26, calendar helper implements): sends every reminder now due (live events 24 h
 * and 1 h before to RSVP'd members; coaching sessions 24 h before to both sides), each exactly once.
 */
export async function sendDueReminders(_context: SweepContext, _now: Date): Promise<void> {}
