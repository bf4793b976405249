/**
 * `npm run bench:profile`: where the CPU of a request goes, on the production build under load (issue 38,
 * item 1). The server runs as a process of its own under `node --cpu-prof` (scripts/profile-server.ts: the
 * path `npm start` takes, on a fresh database); each page takes load in turn (autocannon, BENCH_CONNECTIONS
 * connections for BENCH_SECONDS seconds, brotli asked for as a browser does), then the server ends and its
 * profile is cut into each page's load. Per page: requests a second, CPU ms a request, the self time by
 * package (the app's own bundle is `build/node/index.cjs`), the functions with the most self time, and the
 * inclusive time of the named framework steps (PROFILE_FUNCTIONS).
 * Options: BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 10), BENCH_PORT (default 3250),
 * PROFILE_FUNCTIONS (comma-separated names), PROFILE_KEEP (any value: keep the .cpuprofile, for DevTools).
 */
import autocannon from "autocannon";
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { BIG_THREAD_PATH, generateCommunityData, signedInMember } from "./bench-community";
import { LEARNER_LESSON_PATH, signedInLearner } from "./bench-overload";
import { TWO_DEBT_PLAN, waitForHomePage } from "./bench-server";
import { openScriptDatabase } from "./database";
import { buildIfNeeded } from "./prepare";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 3250);
const NAMED = (
  process.env.PROFILE_FUNCTIONS ?? "handleDocumentRequest,matchRoutes,flattenRoutes,rankRouteBranches,callLoaderOrAction,encodeViaTurboStream"
)
  .split(",")
  .filter(Boolean);

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** Where a frame's code lives: a package, the app's bundle, Node itself, or V8's own entries. */
function placeOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith("(") ? functionName : "(native)";
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inPackage) return inPackage[1]!;
  if (url.endsWith("/build/node/index.cjs")) return "app (build/node/index.cjs)";
  if (url.startsWith("node:")) return "node";
  return path.relative(process.cwd(), url.replace(/^file:\/\//, ""));
}

function summarise(profile: CpuProfile, fromUs: number, toUs: number, requests: number): string[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const selfByPlace = new Map<string, number>();
  const selfByFunction = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let busyUs = 0;
  let at = profile.startTime;
  profile.samples.forEach((sample, index) => {
    at += profile.timeDeltas[index]!;
    if (at < fromUs || at > toUs) return;
    const delta = profile.timeDeltas[index + 1] ?? 0;
    const { functionName, url, lineNumber } = byId.get(sample)!.callFrame;
    if (functionName === "(idle)") return;
    busyUs += delta;
    const place = placeOf(url, functionName);
    selfByPlace.set(place, (selfByPlace.get(place) ?? 0) + delta);
    const name = `${functionName || "(anonymous)"} (${place}:${lineNumber + 1})`;
    selfByFunction.set(name, (selfByFunction.get(name) ?? 0) + delta);
    const onStack = new Set<string>();
    for (let id: number | undefined = sample; id !== undefined; id = parentOf.get(id)) onStack.add(byId.get(id)!.callFrame.functionName);
    for (const named of NAMED) if (onStack.has(named)) inclusive.set(named, (inclusive.get(named) ?? 0) + delta);
  });
  const share = (us: number) => `${((100 * us) / busyUs).toFixed(1)} %`;
  const top = (map: Map<string, number>, count: number) => [...map].sort((a, b) => b[1] - a[1]).slice(0, count);
  return [
    `CPU ${(busyUs / 1000 / requests).toFixed(2)} ms a request (${requests} requests, ${(busyUs / 1e6).toFixed(1)} s of CPU on the main thread)`,
    "",
    "| self time by place | share |",
    "|---|---|",
    ...top(selfByPlace, 10).map(([place, us]) => `| ${place} | ${share(us)} |`),
    "",
    "| function (self time) | share |",
    "|---|---|",
    ...top(selfByFunction, 12).map(([name, us]) => `| \`${name}\` | ${share(us)} |`),
    "",
    "| step (inclusive) | share |",
    "|---|---|",
    ...NAMED.map((named) => `| \`${named}\` | ${share(inclusive.get(named) ?? 0)} |`),
  ];
}

buildIfNeeded();
const dir = mkdtempSync(path.join(os.tmpdir(), "moneywise-profile-"));
const databaseUrl = `file:${path.join(dir, "app.db")}`;
const origin = `http://localhost:${PORT}`;
// `npm start`'s own flags (package.json; ADR 056), so the profile is of the server as it runs.
const server = spawn(
  process.execPath,
  ["--cpu-prof", `--cpu-prof-dir=${dir}`, "--max-semi-space-size=32", "--import", "tsx", "scripts/profile-server.ts"],
  {
    env: { ...process.env, PORT: String(PORT), TURSO_DATABASE_URL: databaseUrl, TURSO_AUTH_TOKEN: "" },
    stdio: ["ignore", "ignore", "inherit"],
  },
);
try {
  await waitForHomePage(origin, server);
  const { client } = await openScriptDatabase(databaseUrl);
  await generateCommunityData(client);
  client.close();
  const pages = [
    { label: "/privacy (visitor)", path: "/privacy" },
    { label: "/courses/budget-bootcamp (visitor)", path: "/courses/budget-bootcamp" },
    { label: "the debt planner with two debts (visitor)", path: `/tools/debt-payoff-planner?${TWO_DEBT_PLAN}` },
    {
      label: "a lesson, signed in (a learner who bought the course)",
      path: LEARNER_LESSON_PATH,
      cookie: await signedInLearner(origin, databaseUrl),
    },
    {
      label: "a community thread's first page (a member; 2,001 posts)",
      path: BIG_THREAD_PATH,
      cookie: await signedInMember(origin, databaseUrl),
    },
  ];
  const runs: { label: string; path: string; start: number; end: number; requests: number; perSecond: number }[] = [];
  for (const page of pages) {
    const headers = { "Accept-Encoding": "br", ...(page.cookie ? { Cookie: page.cookie } : {}) };
    const check = await fetch(origin + page.path, { headers, redirect: "manual" });
    if (check.status !== 200) throw new Error(`${page.path} answered ${check.status}`);
    // A second of warm-up (the code compiled, the caches made), then the measured load.
    await autocannon({ url: origin + page.path, connections: CONNECTIONS, duration: 1, headers });
    const start = performance.now();
    const result = await autocannon({ url: origin + page.path, connections: CONNECTIONS, duration: SECONDS, headers });
    runs.push({ ...page, start, end: performance.now(), requests: result.requests.total, perSecond: result.requests.average });
  }
  const stoppedAt = performance.now();
  const exited = new Promise((resolve) => server.once("exit", resolve));
  server.kill("SIGINT");
  await exited;
  // The main thread's profile is the first (a worker thread, if any, writes one of its own).
  const file = readdirSync(dir)
    .filter((name) => name.endsWith(".cpuprofile"))
    .sort()[0];
  if (!file) throw new Error("the server wrote no CPU profile");
  const profile = JSON.parse(readFileSync(path.join(dir, file), "utf8")) as CpuProfile;
  // The profile ends when the server does: each page's window is placed back from that end.
  const toProfileUs = (at: number) => profile.endTime - (stoppedAt - at) * 1000;
  console.log(`\nNode ${process.version}; ${CONNECTIONS} connections, ${SECONDS} s a page, the production build\n`);
  for (const run of runs) {
    console.log(`### ${run.label}: ${Math.round(run.perSecond)} req/s\n`);
    console.log(summarise(profile, toProfileUs(run.start), toProfileUs(run.end), run.requests).join("\n") + "\n");
  }
} finally {
  if (server.exitCode === null) server.kill("SIGKILL");
  if (!process.env.PROFILE_KEEP) rmSync(dir, { recursive: true, force: true });
  else console.log(`profile kept in ${dir}`);
}
