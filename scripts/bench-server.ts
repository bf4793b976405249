/**
 * The production Node server the benchmarks measure: a fresh build when the sources changed, a fresh,
 * seeded embedded libSQL file under `.data/bench/`, and Server-Timing on (round trips per route).
 */
import type { ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import type { Server } from "node:http";
import { startNodeServer } from "../server/node";
import { nodeEnvironment } from "../server/node-env";
import { buildIfNeeded, prepareDatabase } from "./prepare";

export const BENCH_DIR = ".data/bench";

export async function startBenchServer(port: number): Promise<{ server: Server; origin: string; databaseUrl: string }> {
  buildIfNeeded();
  rmSync(BENCH_DIR, { recursive: true, force: true });
  const env = nodeEnvironment({
    ...process.env,
    PORT: String(port),
    TURSO_DATABASE_URL: `file:${BENCH_DIR}/app.db`,
    TURSO_AUTH_TOKEN: "",
    // The tables report round trips per route; password hashing keeps the production cost.
    SERVER_TIMING: "true",
  });
  await prepareDatabase(env.TURSO_DATABASE_URL!);
  const server = await startNodeServer({ port, env });
  return { server, origin: `http://localhost:${port}`, databaseUrl: env.TURSO_DATABASE_URL! };
}

/** The debt planner's page with two debts, as issue 38 measures it (side by side and in Lighthouse). */
export const TWO_DEBT_PLAN =
  "strategy=avalanche&name=Visa&balance=4200&interestRate=19.99&minimumPayment=105" +
  "&name=Car+loan&balance=12800&interestRate=6.9&minimumPayment=320&extraPayment=200";

/** Tool URLs carry a whole plan; the tables show their path (the other plans are in scripts/bench.ts). */
export const routeLabel = (path: string) => (path.length > 60 ? `${path.split("?")[0]}?…` : path);

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Resolves once a server started as `server` answers its home page at `origin`; fails if it exits first or takes 5 minutes. */
export async function waitForHomePage(origin: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 300_000;
  for (;;) {
    try {
      if ((await fetch(`${origin}/`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || server.exitCode !== null) throw new Error(`no server started on ${origin}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
