/**
 * The Worker's Cron Triggers (server/worker.ts `scheduled`): a run that fails is reported as the Node
 * server's timer reports it (one JSON log line naming the trigger) and then fails, for Cloudflare's record
 * of the run. The successful runs are in tests/workerd (worker.spec.ts, reminders.spec.ts). Needs
 * `npm run build` first (the Worker imports its build).
 */
import { afterEach, describe, expect, it, vi } from "vitest";

afterEach(() => vi.restoreAllMocks());

describe("the Worker's scheduled work", () => {
  // Importing the Worker's build (every route module) takes a few seconds on a cold process.
  it("reports a run that fails, naming its trigger, and fails it", { timeout: 30_000 }, async () => {
    const { default: worker } = await import("../../server/worker");
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const env = {
      // Never reached: the trigger below has no work, so nothing opens a connection.
      TURSO_DATABASE_URL: "http://127.0.0.1:9",
      SESSION_SECRET: "worker-secret-worker-secret-worker-secret",
      SITE_URL: "http://127.0.0.1:8787",
    };
    const run = worker.scheduled({ cron: "0 0 1 1 *", scheduledTime: Date.now(), noRetry: () => {} } as ScheduledController, env, {
      waitUntil: () => {},
      passThroughOnException: () => {},
    } as unknown as ExecutionContext);
    await expect(run).rejects.toThrow('No scheduled work for the cron "0 0 1 1 *"');
    const lines = logged.mock.calls.map(([line]) => JSON.parse(String(line)) as { level: string; message: string; error: { value: string } });
    expect(lines).toEqual([
      expect.objectContaining({
        level: "error",
        message: 'Scheduled work for "0 0 1 1 *" failed',
        error: expect.objectContaining({ value: expect.stringContaining("No scheduled work for the cron") }),
      }),
    ]);
  });
});
