/**
 * `BENCH_REF=<git ref> npm run bench`: this tree's throughput as a ratio of a reference build's, measured
 * in one run on the same machine, so a noisy or slow machine still gives a verdict (issue 38 item 5).
 *
 * The reference is the ref's own files (`git archive`) in a temporary folder with its own locked
 * dependencies (`npm ci`); both builds start the way a new user starts them (`npm start`: build,
 * migrations, seed) on fresh embedded databases, each on its own port. For each page, rounds alternate
 * reference and current at 1 and at 10 connections, and the ratio is current ÷ reference of the mean
 * requests per second. A signed-in page is opened by a learner who bought the Budget Bootcamp, made in each
 * build's own database (columns every schema since the first migration has) and signed in through that
 * build's own login form.
 *
 * With BENCH_REF_WITHOUT_PATCHES, a second copy of the reference runs with its dependencies as published
 * (its `patches/` folder removed) in the same alternation. 391ccd2 carried home-made patches of React's
 * writer, the router's matching and the server runtime's request copies, which issue 38 forbids; this
 * third build tells their share of a gap from the current tree's own.
 */
import autocannon from "autocannon";
import { execFileSync, execSync, spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { signedInLearner } from "./bench-overload";
import { routeLabel, waitForHomePage } from "./bench-server";

const ROUNDS = 2;
const CONNECTIONS = [1, 10] as const;
/** The first build listens here, the next one port up, and so on; the current tree is the last. */
const REFERENCE_PORT = 3211;

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

interface Build {
  name: string;
  folder: string;
  origin: string;
  databaseUrl: string;
  server?: ChildProcess;
}

/** `npm start` in a folder, on a port and a fresh database of its own; resolves once the home page answers. */
async function start(build: Build, port: number): Promise<void> {
  build.origin = `http://localhost:${port}`;
  const database = path.join(build.folder, ".data/bench-reference");
  rmSync(database, { recursive: true, force: true });
  build.databaseUrl = `file:${database}/app.db`;
  // Its own process group, so stopping it stops the server npm started, not only npm.
  build.server = spawn("npm", ["start", "--silent"], {
    cwd: build.folder,
    detached: true,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, PORT: String(port), TURSO_DATABASE_URL: build.databaseUrl, TURSO_AUTH_TOKEN: "", SERVER_TIMING: "" },
  });
  await waitForHomePage(build.origin, build.server);
}

async function requestsPerSecond(origin: string, pagePath: string, connections: number, seconds: number, cookie?: string): Promise<number> {
  const headers = { "Accept-Encoding": "br", ...(cookie ? { Cookie: cookie } : {}) };
  const result = await autocannon({ url: origin + pagePath, connections, duration: seconds, headers });
  return result.requests.average;
}

/** A build being served for a comparison: its name and where it answers. */
export interface ServedBuild {
  name: string;
  origin: string;
  databaseUrl: string;
}

/** Prepares a copy of the reference in a temporary folder: its files at `sha`, its locked dependencies. */
function prepareReference(sha: string, withoutPatches: boolean): Build {
  const suffix = withoutPatches ? "-unpatched" : "";
  const folder = mkdtempSync(path.join(os.tmpdir(), `bench-ref-${sha}${suffix}-`));
  const build: Build = { name: `reference ${sha}${withoutPatches ? " without its patches" : ""}`, folder, origin: "", databaseUrl: "" };
  console.log(`Preparing ${build.name} in ${folder} (git archive, npm ci, build)...`);
  execSync(`git archive ${sha} | tar -x -C ${JSON.stringify(folder)}`, { stdio: "inherit" });
  // Its dependencies as published: patch-package (its postinstall) finds no patch to apply.
  if (withoutPatches) rmSync(path.join(folder, "patches"), { recursive: true, force: true });
  execSync("npm ci --no-audit --no-fund --loglevel=error", {
    cwd: folder,
    stdio: "inherit",
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1" },
  });
  return build;
}

/**
 * Prepares the reference `ref` in a temporary folder (git archive, npm ci) and, with `withoutPatches`, a
 * second copy of it whose dependencies are as published (its `patches/` folder removed); starts them and
 * the current tree each with `npm start` on a fresh database of its own, hands them to `use`, and stops
 * and removes everything after.
 */
export async function withReferenceBuilds<T>(
  ref: string,
  { withoutPatches }: { withoutPatches: boolean },
  use: (references: ServedBuild[], current: ServedBuild) => Promise<T>,
): Promise<T> {
  const sha = execFileSync("git", ["rev-parse", "--short", "--verify", `${ref}^{commit}`], { encoding: "utf8" }).trim();
  const references: Build[] = [];
  const current: Build = { name: "current tree", folder: process.cwd(), origin: "", databaseUrl: "" };
  try {
    for (const unpatched of withoutPatches ? [false, true] : [false]) references.push(prepareReference(sha, unpatched));
    const builds = [...references, current];
    for (const [index, build] of builds.entries()) await start(build, REFERENCE_PORT + index);
    return await use(references, current);
  } finally {
    for (const { server } of [...references, current]) if (server?.pid) process.kill(-server.pid, "SIGTERM");
    for (const { folder } of references) rmSync(folder, { recursive: true, force: true });
  }
}

/** As `withReferenceBuilds`, with the reference as it was committed only. */
export function withReferenceBuild<T>(ref: string, use: (reference: ServedBuild, current: ServedBuild) => Promise<T>): Promise<T> {
  return withReferenceBuilds(ref, { withoutPatches: false }, ([reference], current) => use(reference!, current));
}

/** Fails unless `pagePath` answers 200 on `build`, so a comparison never times a redirect to the login page. */
async function expectPage(build: ServedBuild, pagePath: string, cookie: string | undefined): Promise<void> {
  const response = await fetch(build.origin + pagePath, { headers: cookie ? { Cookie: cookie } : {}, redirect: "manual" });
  if (response.status !== 200) throw new Error(`${pagePath} answered ${response.status} on ${build.name}`);
}

/**
 * The comparison's table (markdown), one row per page and connection count: the visitor pages `pagePaths`,
 * then `learnerPaths` opened by each build's own signed-in learner. With `withoutPatches`, the reference
 * also runs without its home-made dependency patches, which issue 38 forbids: the ratio to that build is
 * what the current tree's own code gained or lost, the patches' share set apart.
 */
export function benchAgainstReference(
  ref: string,
  pagePaths: readonly string[],
  seconds: number,
  { withoutPatches, learnerPaths = [] }: { withoutPatches: boolean; learnerPaths?: readonly string[] },
): Promise<string[]> {
  return withReferenceBuilds(ref, { withoutPatches }, async (references, current) => {
    const builds = [...references, current];
    const cookies = new Map<ServedBuild, string>();
    if (learnerPaths.length > 0) for (const build of builds) cookies.set(build, await signedInLearner(build.origin, build.databaseUrl));
    const pages = [...pagePaths.map((path) => ({ path, learner: false })), ...learnerPaths.map((path) => ({ path, learner: true }))];
    const rows = [
      `Throughput against ${references.map((reference) => reference.name).join(" and ")}, one run: ${ROUNDS} alternating rounds of ${seconds} s per build, page and connection count; ratio = current ÷ reference (mean req/s)`,
      "",
      `| page | connections | ${builds.map((build) => `${build.name} req/s`).join(" | ")} | ${references.map((reference) => `current ÷ ${reference.name}`).join(" | ")} |`,
      `|---|---|${builds.map(() => "---|").join("")}${references.map(() => "---|").join("")}`,
    ];
    for (const { path: pagePath, learner } of pages) {
      const cookieOf = (build: ServedBuild) => (learner ? cookies.get(build) : undefined);
      for (const build of builds) await expectPage(build, pagePath, cookieOf(build));
      for (const connections of CONNECTIONS) {
        const measured = new Map(builds.map((build) => [build, [] as number[]]));
        for (let round = 0; round < ROUNDS; round += 1) {
          // Alternating, and in the other order each round, so a drift of the machine falls on every build.
          for (const build of round % 2 === 0 ? builds : [...builds].reverse())
            measured.get(build)!.push(await requestsPerSecond(build.origin, pagePath, connections, seconds, cookieOf(build)));
        }
        const rates = builds.map((build) => mean(measured.get(build)!));
        const currentRate = rates.at(-1)!;
        const ratios = rates.slice(0, -1).map((rate) => `${(currentRate / rate).toFixed(2)}×`);
        rows.push(
          `| ${routeLabel(pagePath)}${learner ? " (signed in, bought)" : ""} | ${connections} | ${rates.map(Math.round).join(" | ")} | ${ratios.join(" | ")} |`,
        );
      }
    }
    return rows;
  });
}
