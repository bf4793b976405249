// The hourly work both runtimes run (server/hourly.ts: the Worker's Cron Trigger, the Node server's
// timer) on a real libSQL database: the sweep of expired rows and the recount of the public figures,
// each whatever becomes of the other.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { runHourlyWork } from "../../server/hourly";
import { createTestDatabase } from "../support/database";

let test: Awaited<ReturnType<typeof createTestDatabase>>;
beforeEach(async () => {
  test = await createTestDatabase();
});
afterEach(() => {
  vi.restoreAllMocks();
  test.cleanup();
});

const DAY = 86_400_000;

async function rateLimitWindows() {
  await test.client.batch(
    [
      { sql: "insert into rate_limits (key, window_start, count) values ('login-ip:finished', ?, 3)", args: [Date.now() - 2 * DAY] },
      { sql: "insert into rate_limits (key, window_start, count) values ('login-ip:live', ?, 3)", args: [Date.now()] },
    ],
    "write",
  );
}

async function paidLearner() {
  await test.client.batch(
    [
      "insert into users (id, email, password_hash, country, marketing_consent, created_at) values ('u1', 'u1@example.com', 'unused', 'CA', 0, 0)",
      "insert into orders (id, user_id, product_name, status, amount, currency, created_at) values ('o1', 'u1', 'budget-bootcamp', 'paid', 4700, 'USD', 0)",
    ],
    "write",
  );
}

async function keys() {
  return (await test.client.execute("select key from rate_limits order by key")).rows.map((row) => row.key);
}

async function figures() {
  const row = (await test.client.execute("select counts, computed_at from site_figures")).rows[0];
  return row ? { counts: JSON.parse(String(row.counts)) as Record<string, unknown>, computedAt: Number(row.computed_at) } : null;
}

describe("the hourly work", () => {
  it("sweeps finished rate-limit windows and writes the figures' row, dated by the run", async () => {
    await rateLimitWindows();
    await paidLearner();
    const now = new Date();
    await runHourlyWork(test.context, null, now);
    expect(await keys()).toEqual(["login-ip:live"]);
    expect(await figures()).toEqual({
      counts: expect.objectContaining({ learners: 1, productLearners: { "budget-bootcamp": 1 } }),
      computedAt: now.getTime(),
    });
  });

  it("a failed recount is reported and leaves the sweep to finish, and the last figures in place", async () => {
    await rateLimitWindows();
    await paidLearner();
    const before = new Date(Date.now() - DAY);
    await runHourlyWork(test.context, null, before);
    await test.client.execute("insert into rate_limits (key, window_start, count) values ('login-ip:finished', 0, 3)");
    // A recount that fails in the database: a trigger refuses the row's update.
    await test.client.execute("create trigger refuse_figures before update on site_figures begin select raise(abort, 'figures refused'); end");
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});

    await runHourlyWork(test.context, null);
    expect(await keys()).toEqual(["login-ip:live"]);
    expect((await figures())?.computedAt).toBe(before.getTime());
    expect(logged).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(logged.mock.calls[0]![0]))).toMatchObject({
      level: "error",
      message: "Refreshing the site's figures failed",
      error: { value: expect.stringMatching(/^Failed query: .*insert into "site_figures"/s) },
    });
  });

  it("a failed sweep is thrown for the caller to report, after the figures were recounted", async () => {
    await paidLearner();
    await test.client.execute("create trigger refuse_sweep before delete on rate_limits begin select raise(abort, 'sweep refused'); end");
    await rateLimitWindows();
    await expect(runHourlyWork(test.context, null)).rejects.toThrow(/sweep refused/);
    expect((await figures())?.counts).toMatchObject({ learners: 1 });
  });
});
