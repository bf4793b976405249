/**
 * `BENCH_REF=<git ref> npm run bench`: this tree's throughput as a ratio of a reference build's, measured
 * in one run on the same machine, so a noisy or slow machine still gives a verdict (issue 38 item 5).
 *
 * The reference is the ref's own files (`git archive`) in a temporary folder with its own locked
 * dependencies (`npm ci`); both builds start the way a new user starts them (`npm start`: build,
 * migrations, seed) on fresh embedded databases, each on its own port. For each page, rounds alternate
 * reference and current at 1 and at 10 connections, and the ratio is current ÷ reference of the mean
 * requests per second. Visitor pages only: a signed-in page would need an account made by each build's
 * own code in its own schema.
 */
import autocannon from "autocannon";
import { execFileSync, execSync, spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { routeLabel, waitForHomePage } from "./bench-server";

const ROUNDS = 2;
const CONNECTIONS = [1, 10] as const;

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

interface Build {
  name: string;
  folder: string;
  origin: string;
  server?: ChildProcess;
}

/** `npm start` in a folder, on a port and a fresh database of its own; resolves once the home page answers. */
async function start(build: Build, port: number): Promise<void> {
  const database = path.join(build.folder, ".data/bench-reference");
  rmSync(database, { recursive: true, force: true });
  // Its own process group, so stopping it stops the server npm started, not only npm.
  build.server = spawn("npm", ["start", "--silent"], {
    cwd: build.folder,
    detached: true,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, PORT: String(port), TURSO_DATABASE_URL: `file:${database}/app.db`, TURSO_AUTH_TOKEN: "", SERVER_TIMING: "" },
  });
  await waitForHomePage(build.origin, build.server);
}

async function requestsPerSecond(origin: string, pagePath: string, connections: number, seconds: number): Promise<number> {
  const result = await autocannon({ url: origin + pagePath, connections, duration: seconds, headers: { "Accept-Encoding": "br" } });
  return result.requests.average;
}

/** A build being served for a comparison: its name and where it answers. */
export interface ServedBuild {
  name: string;
  origin: string;
}

/**
 * Prepares the reference `ref` in a temporary folder (git archive, npm ci), starts it and the current
 * tree each with `npm start` on a fresh database of its own, hands both to `use`, and stops and removes
 * everything after.
 */
export async function withReferenceBuild<T>(ref: string, use: (reference: ServedBuild, current: ServedBuild) => Promise<T>): Promise<T> {
  const sha = execFileSync("git", ["rev-parse", "--short", "--verify", `${ref}^{commit}`], { encoding: "utf8" }).trim();
  const folder = mkdtempSync(path.join(os.tmpdir(), `bench-ref-${sha}-`));
  const reference: Build = { name: `reference ${sha}`, folder, origin: "http://localhost:3211" };
  const current: Build = { name: "current tree", folder: process.cwd(), origin: "http://localhost:3212" };
  try {
    console.log(`Preparing ${reference.name} in ${folder} (git archive, npm ci, build)...`);
    execSync(`git archive ${sha} | tar -x -C ${JSON.stringify(folder)}`, { stdio: "inherit" });
    execSync("npm ci --no-audit --no-fund --loglevel=error", {
      cwd: folder,
      stdio: "inherit",
      env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1" },
    });
    await start(reference, 3211);
    await start(current, 3212);
    return await use(reference, current);
  } finally {
    for (const { server } of [reference, current]) if (server?.pid) process.kill(-server.pid, "SIGTERM");
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The comparison's table (markdown), one row per page. */
export function benchAgainstReference(ref: string, pagePaths: readonly string[], seconds: number): Promise<string[]> {
  return withReferenceBuild(ref, async (reference, current) => {
    const rows = [
      `Throughput against ${reference.name}, one run: ${ROUNDS} alternating rounds of ${seconds} s per build, page and connection count; ratio = current ÷ reference (mean req/s)`,
      "",
      `| page | ${CONNECTIONS.map((c) => `reference c=${c} | current c=${c} | ratio c=${c}`).join(" | ")} |`,
      `|---|${CONNECTIONS.map(() => "---|---|---|").join("")}`,
    ];
    for (const pagePath of pagePaths) {
      const cells: string[] = [];
      for (const connections of CONNECTIONS) {
        const measured = { reference: [] as number[], current: [] as number[] };
        for (let round = 0; round < ROUNDS; round += 1) {
          // Alternating, and starting with the other build each round, so a drift of the machine falls on both.
          const order = round % 2 === 0 ? (["reference", "current"] as const) : (["current", "reference"] as const);
          for (const which of order) {
            const build = which === "reference" ? reference : current;
            measured[which].push(await requestsPerSecond(build.origin, pagePath, connections, seconds));
          }
        }
        const [before, after] = [mean(measured.reference), mean(measured.current)];
        cells.push(`${Math.round(before)} | ${Math.round(after)} | ${(after / before).toFixed(2)}×`);
      }
      rows.push(`| ${routeLabel(pagePath)} | ${cells.join(" | ")} |`);
    }
    return rows;
  });
}
