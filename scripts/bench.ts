/**
 * `npm run bench`: a repeatable benchmark of the production build on a fresh, seeded database.
 * Per route, on the Node server: bytes on the wire without and with compression (the HTML, and the
 * scripts the page loads), the render time at one connection (median of sequential requests, and with
 * brotli on), throughput under load, and database round trips. Then, for the Worker build in workerd,
 * an edge-cache miss against a hit, and the cost of signing in. Under overload (BENCH_OVERLOAD_CONNECTIONS),
 * the time-outs and p50/p99 of a visitor's pages and a signed-in learner's lesson. The console case
 * (scripts/bench-console.ts) times an admin's pages on 20,000 learners and 100,000 orders; the community case
 * (scripts/bench-community.ts) a thread of 2,000 replies, a space of 5,000 threads and a search; the
 * coaching and live Q&A cases (scripts/bench-coaching.ts, scripts/bench-live.ts) their members' pages.
 * With BENCH_REF (a git ref, such as 391ccd2), it first measures the throughput of three visitor pages and of
 * a signed-in learner's lesson as a ratio of that ref's build, side by side in one run
 * (scripts/bench-reference.ts); BENCH_REF_WITHOUT_PATCHES adds the same ref without its dependency patches.
 * Options: BENCH_SECONDS (default 5), BENCH_CONNECTIONS (default 10), BENCH_OVERLOAD_CONNECTIONS (default
 * 200), BENCH_OVERLOAD_SECONDS (default 10), BENCH_SAMPLES (default 200), BENCH_REF (no default: no comparison).
 */
import autocannon from "autocannon";
import { Agent, request as httpRequest } from "node:http";
import { parseRoundTrips } from "../server/app-handler";
import { benchCoaching } from "./bench-coaching";
import { benchCommunity } from "./bench-community";
import { benchConsole } from "./bench-console";
import { benchEdgeCache } from "./bench-edge-cache";
import { benchLive } from "./bench-live";
import { benchOverload, LEARNER_LESSON_PATH, signedInLearner } from "./bench-overload";
import { benchAgainstReference } from "./bench-reference";
import { median, routeLabel, startBenchServer, TWO_DEBT_PLAN } from "./bench-server";
import { benchSignIn } from "./bench-sign-in";

// Tools render a realistic plan from the query string, as a shared link would open them.
const BUDGET_PLAN =
  "method=50-30-20&income.salary=5200&income.freelance=800&income.investments=120&expense.housing=1850&expense.food=640" +
  "&expense.transportation=420&expense.utilities=210&expense.entertainment=260&expense.healthcare=90&expense.insurance=180" +
  "&expense.debt=350&expense.savings=900&expense.other=150";
const NET_WORTH_SNAPSHOT =
  "tab=tracking&assets.cash=1500&assets.savings=18000&assets.checking=3200&assets.investments=42000&assets.retirement=96000" +
  "&assets.realEstate=520000&assets.vehicles=21000&assets.personalProperty=8000&liabilities.mortgage=380000" +
  "&liabilities.carLoans=14000&liabilities.creditCards=2600&liabilities.studentLoans=9000&previousNetWorth=290000&period=yearly";
// 20 debts (the planner simulates both strategies and the minimum-only baseline for each request).
const DEBT_KINDS = [
  ["Visa", 19.99],
  ["Mastercard", 22.99],
  ["Store card", 26.99],
  ["Car loan", 6.9],
  ["Student loan", 5.5],
  ["Line of credit", 9.5],
  ["Personal loan", 12.9],
  ["Medical bill", 0],
  ["Furniture loan", 14.9],
  ["Payday loan", 35],
] as const;
const DEBT_PLAN = new URLSearchParams([
  ["strategy", "avalanche"],
  ...Array.from({ length: 20 }, (_, i) => {
    const [kind, rate] = DEBT_KINDS[i % DEBT_KINDS.length]!;
    const balance = 800 + ((i * 1373) % 14000);
    return [
      ["name", `${kind} ${Math.floor(i / DEBT_KINDS.length) + 1}`],
      ["balance", String(balance)],
      ["interestRate", String(rate)],
      ["minimumPayment", String(Math.max(25, Math.round(balance * 0.025)))],
    ];
  }).flat(),
  ["extraPayment", "600"],
]).toString();
const GOALS_PLAN =
  "name=Emergency+fund&category=emergency&targetAmount=18000&currentAmount=6500&targetDate=2027-12-31&priority=high" +
  "&name=Down+payment&category=house&targetAmount=60000&currentAmount=12000&targetDate=2030-06-30&priority=high" +
  "&name=New+car&category=car&targetAmount=15000&currentAmount=3000&targetDate=2028-03-31&priority=medium" +
  "&name=Japan+trip&category=vacation&targetAmount=6000&currentAmount=1500&targetDate=2027-09-01&priority=low" +
  "&name=Wedding&category=wedding&targetAmount=25000&currentAmount=8000&targetDate=2028-08-15&priority=medium" +
  "&name=RESP&category=education&targetAmount=36000&currentAmount=4000&targetDate=&priority=medium";
const ROUTES = [
  "/",
  "/courses",
  "/courses/budget-bootcamp",
  "/courses/budget-bootcamp?preview=true",
  "/courses/debt-challenge",
  "/courses/financial-masterclass",
  // A visitor's lesson request: the 'Login Required' gate (401).
  LEARNER_LESSON_PATH,
  "/tools",
  `/tools/budget-calculator?${BUDGET_PLAN}`,
  `/tools/net-worth-tracker?${NET_WORTH_SNAPSHOT}`,
  `/tools/debt-payoff-planner?${DEBT_PLAN}`,
  `/tools/goal-tracker?${GOALS_PLAN}`,
  "/privacy",
  "/terms",
  "/refund-policy",
  "/sitemap.xml",
  "/robots.txt",
  "/this-page-does-not-exist",
];
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const overloadConnections = Number(process.env.BENCH_OVERLOAD_CONNECTIONS ?? 200);
// Issue 38's overload case: 200 connections for 10 s a page.
const overloadSeconds = Number(process.env.BENCH_OVERLOAD_SECONDS ?? 10);
const samples = Number(process.env.BENCH_SAMPLES ?? 200);
const port = 3200;

// First, while nothing else runs: the builds side by side are the one comparison a noisy machine cannot skew.
const referenceCase = process.env.BENCH_REF
  ? await benchAgainstReference(
      process.env.BENCH_REF,
      ["/privacy", "/courses/budget-bootcamp", `/tools/debt-payoff-planner?${TWO_DEBT_PLAN}`],
      seconds,
      { withoutPatches: Boolean(process.env.BENCH_REF_WITHOUT_PATCHES), learnerPaths: [LEARNER_LESSON_PATH] },
    )
  : [];

const consoleWarn = console.warn;
console.warn = () => {}; // the 404 route logs every miss; keep the tables readable
const { server, origin, databaseUrl } = await startBenchServer(port);
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

interface Fetched {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  /** From sending the request to the last byte of the body, in milliseconds. */
  ms: number;
}

/** One GET over a kept-alive connection, the body as it came over the wire (still compressed). */
function get(path: string, encoding: "br" | "identity"): Promise<Fetched> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const req = httpRequest(origin + path, { agent, headers: { "Accept-Encoding": encoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks), ms: performance.now() - start }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);

/** The median time of sequential requests at one connection, after a warm-up. */
async function renderMs(path: string, encoding: "br" | "identity"): Promise<number> {
  for (let index = 0; index < 20; index += 1) await get(path, encoding);
  const times: number[] = [];
  for (let index = 0; index < samples; index += 1) times.push((await get(path, encoding)).ms);
  return median(times);
}

/** Bytes on the wire of the document and of every script it loads, without and with compression. */
async function pageWeight(path: string) {
  const plain = await get(path, "identity");
  const compressed = await get(path, "br");
  const html = plain.body.toString("utf8");
  const scripts = new Set([...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+)"/g)].map((match) => match[1]!));
  let jsPlain = 0;
  let jsCompressed = 0;
  for (const src of scripts) {
    jsPlain += (await get(src, "identity")).body.length;
    jsCompressed += (await get(src, "br")).body.length;
  }
  return {
    status: plain.status,
    roundTrips: parseRoundTrips(String(plain.headers["server-timing"] ?? "")),
    htmlPlain: plain.body.length,
    htmlCompressed: compressed.body.length,
    encoding: compressed.headers["content-encoding"] ?? "none",
    jsPlain,
    jsCompressed,
  };
}

const rows: string[] = [];
for (const path of ROUTES) {
  const weight = await pageWeight(path);
  const plainMs = await renderMs(path, "identity");
  const compressedMs = await renderMs(path, "br");
  const load = await autocannon({ url: origin + path, connections, duration: seconds, headers: { "Accept-Encoding": "br" } });
  rows.push(
    `| ${routeLabel(path)} | ${weight.status} | ${weight.roundTrips} | ${kib(weight.htmlPlain)} | ${kib(weight.htmlCompressed)} (${weight.encoding}) | ${kib(weight.jsPlain)} | ${kib(weight.jsCompressed)} | ${plainMs.toFixed(2)} | ${compressedMs.toFixed(2)} | ${Math.round(load.requests.average)} | ${load.latency.p50} | ${load.latency.p99} |`,
  );
}
// After the routes above, so their rows stay those of a small database.
const consoleCase = await benchConsole(origin, databaseUrl, samples);
const communityCase = await benchCommunity(origin, databaseUrl, samples);
const coachingCase = await benchCoaching(origin, databaseUrl, samples);
const liveCase = await benchLive(origin, databaseUrl, samples);
const overload = await benchOverload(
  origin,
  [
    { label: "/privacy (visitor)", path: "/privacy" },
    { label: "/courses/budget-bootcamp (visitor)", path: "/courses/budget-bootcamp" },
    {
      label: `${LEARNER_LESSON_PATH} (signed in, bought)`,
      path: LEARNER_LESSON_PATH,
      cookie: await signedInLearner(origin, databaseUrl),
    },
  ],
  overloadConnections,
  overloadSeconds,
);
const signIn = await benchSignIn(origin, databaseUrl);
agent.destroy();
server.close();
console.warn = consoleWarn;
const edgeCache = await benchEdgeCache(ROUTES, samples);

console.log(
  `\nNode ${process.version}; render times: median of ${samples} sequential requests at one connection; load: ${connections} connections, ${seconds} s, brotli\n`,
);
console.log(
  "| route | status | DB round trips | HTML KiB | HTML KiB compressed | JS KiB | JS KiB brotli | render ms | render ms + brotli | req/s | p50 ms | p99 ms |",
);
console.log("|---|---|---|---|---|---|---|---|---|---|---|---|");
for (const row of rows) console.log(row);
console.log(`\n${consoleCase.join("\n")}`);
console.log(`\n${communityCase.join("\n")}`);
console.log(`\n${coachingCase.join("\n")}`);
console.log(`\n${liveCase.join("\n")}`);
console.log(`\n${overload.join("\n")}`);
console.log(`\n${edgeCache.join("\n")}`);
console.log(`\n${signIn.join("\n")}`);
if (referenceCase.length > 0) console.log(`\n${referenceCase.join("\n")}`);
