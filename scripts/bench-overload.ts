/**
 * The overload part of `npm run bench`: many connections at once (200 by default: each waits for
 * all the others' renders), on pages a visitor opens and on a lesson a signed-in learner opens.
 * Reports time-outs (requests that got no answer) next to p50/p99: every request answered, in turn,
 * is the goal (ADR 024).
 */
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import { hashPassword, PRODUCTION_PASSWORD_COST } from "~/lib/services/password.server";
import type { Database } from "../db/client";
import { openScriptDatabase } from "./database";

const LEARNER = { email: "bench-learner@example.com", password: "Bench-Learner-2026" };

/**
 * Makes an account with a real (production-cost) password hash, lets `prepare` add to it (an order, a
 * role), and signs it in through the login form: the session cookie to send with the bench's requests.
 * The account's row names only columns every schema since the first migration has, so the same account
 * signs into a reference build's own database too (scripts/bench-reference.ts).
 */
export async function signedInAccount(
  origin: string,
  databaseUrl: string,
  account: { email: string; password: string },
  prepare: (db: Database, userId: string) => Promise<unknown> = async () => {},
): Promise<string> {
  const { client, db } = await openScriptDatabase(databaseUrl);
  const userId = crypto.randomUUID();
  const passwordHash = await hashPassword(account.password, PRODUCTION_PASSWORD_COST);
  const now = Date.now();
  await db.run(sql`insert into users (id, email, password_hash, country, email_verified_at, created_at)
    values (${userId}, ${account.email}, ${passwordHash}, 'CA', ${now}, ${now})`);
  await prepare(db, userId);
  client.close();
  const response = await fetch(`${origin}/login`, {
    method: "POST",
    headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(account),
    redirect: "manual",
  });
  const session = response.headers.getSetCookie().find((cookie) => cookie.startsWith("session="));
  if (!session) throw new Error(`Signing ${account.email} in failed (${response.status}).`);
  return session.split(";")[0]!;
}

/** A lesson of the course `signedInLearner` bought. */
export const LEARNER_LESSON_PATH = "/courses/budget-bootcamp/lesson/1";

/** A learner who bought the Budget Bootcamp, signed in: the session cookie for the lesson page under load. */
export function signedInLearner(origin: string, databaseUrl: string): Promise<string> {
  return signedInAccount(origin, databaseUrl, LEARNER, (db, userId) =>
    db.run(sql`insert into orders (id, user_id, product_name, status, amount, currency, created_at)
      values (${crypto.randomUUID()}, ${userId}, 'budget-bootcamp', 'paid', 4700, 'CAD', ${Date.now()})`),
  );
}

export interface OverloadTarget {
  label: string;
  path: string;
  cookie?: string;
}

/**
 * One row per target. A request counts as timed out when no answer came within the run's length
 * (at most autocannon's default 10 s), so a request left waiting for the whole run is never missed.
 */
export async function benchOverload(origin: string, targets: OverloadTarget[], connections: number, seconds: number): Promise<string[]> {
  const rows: string[] = [];
  for (const { label, path, cookie } of targets) {
    const result = await autocannon({
      url: origin + path,
      connections,
      duration: seconds,
      timeout: Math.min(seconds, 10),
      headers: { "Accept-Encoding": "br", ...(cookie ? { Cookie: cookie } : {}) },
    });
    const answered = Object.entries(result.statusCodeStats ?? {})
      .map(([status, { count = 0 }]) => `${count}×${status}`)
      .join(", ");
    rows.push(
      `| ${label} | ${answered} | ${result.timeouts} | ${result.errors - result.timeouts} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${result.latency.max} |`,
    );
  }
  return [
    `Overload: ${connections} connections, ${seconds} s each, brotli; time-out = no answer within ${Math.min(seconds, 10)} s.`,
    "| page | answered | time-outs | other errors | req/s | p50 ms | p99 ms | max ms |",
    "|---|---|---|---|---|---|---|---|",
    ...rows,
  ];
}
