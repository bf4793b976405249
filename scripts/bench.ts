/**
 * `npm run bench`: a repeatable benchmark of the Node server on a fresh, seeded database.
 * For each route: requests per second, p50/p99 latency, database round trips per request, and the
 * gzip bytes of the HTML and of the JavaScript the page loads.
 * Options: BENCH_SECONDS (default 5), BENCH_CONNECTIONS (default 10).
 */
import autocannon from "autocannon";
import { rmSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { parseRoundTrips } from "../server/app-handler";
import { startNodeServer } from "../server/node";
import { nodeEnvironment } from "../server/node-env";
import { benchSignIn } from "./bench-sign-in";
import { buildIfNeeded, prepareDatabase } from "./prepare";

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
  ["Visa", 19.99], ["Mastercard", 22.99], ["Store card", 26.99], ["Car loan", 6.9], ["Student loan", 5.5],
  ["Line of credit", 9.5], ["Personal loan", 12.9], ["Medical bill", 0], ["Furniture loan", 14.9], ["Payday loan", 35],
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
  "/courses/budget-bootcamp/lesson/1",
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
const port = 3200;

buildIfNeeded();
rmSync(".data/bench", { recursive: true, force: true });
const env = nodeEnvironment({
  ...process.env,
  PORT: String(port),
  TURSO_DATABASE_URL: "file:.data/bench/app.db",
  TURSO_AUTH_TOKEN: "",
  // The table reports round trips per route; password hashing keeps the production cost.
  SERVER_TIMING: "true",
});
await prepareDatabase(env.TURSO_DATABASE_URL!);
const consoleWarn = console.warn;
console.warn = () => {}; // the 404 route logs every miss; keep the table readable
const server = await startNodeServer({ port, env });
const origin = `http://localhost:${port}`;

async function pageWeight(path: string) {
  const response = await fetch(origin + path);
  const html = await response.text();
  const scripts = new Set(
    [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+)"/g)].map((match) => match[1]!),
  );
  let jsBytes = 0;
  for (const src of scripts) jsBytes += gzipSync(Buffer.from(await (await fetch(new URL(src, origin))).arrayBuffer())).length;
  return {
    status: response.status,
    roundTrips: parseRoundTrips(response.headers.get("server-timing")),
    htmlBytes: gzipSync(html).length,
    jsBytes,
  };
}

const rows: string[] = [];
for (const path of ROUTES) {
  const weight = await pageWeight(path);
  const result = await autocannon({ url: origin + path, connections, duration: seconds });
  rows.push(
    `| ${path} | ${weight.status} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${weight.roundTrips} | ${(weight.htmlBytes / 1024).toFixed(1)} | ${(weight.jsBytes / 1024).toFixed(1)} |`,
  );
}
const signIn = await benchSignIn(origin, env.TURSO_DATABASE_URL!);
server.close();
console.warn = consoleWarn;

console.log(`\nNode ${process.version}, ${connections} connections, ${seconds} s per route, embedded libSQL file\n`);
console.log("| route | status | req/s | p50 ms | p99 ms | DB round trips | HTML gzip KiB | JS gzip KiB |");
console.log("|---|---|---|---|---|---|---|---|");
for (const row of rows) console.log(row);
console.log(`\n${signIn.join("\n")}`);
