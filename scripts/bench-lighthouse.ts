/**
 * `npm run bench:lighthouse`: Lighthouse mobile (its default simulated throttling: slow 4G, 4x CPU
 * slowdown) against the production build on the Node server, compressed as a browser asks for it, on the
 * ten pages of issue 38 (item 4): five public ones (goal 99) and five a signed-in person sees (goal 95),
 * signed in by a session cookie the bench makes (an Elite member; an admin for the console) and sends with
 * every request. The community thread is the generated 2,000-reply thread of `bench:community`.
 * Each page is requested once (the server's first answer of a page is a cold start), then runs
 * LIGHTHOUSE_RUNS times (default 3) in a fresh headless Chromium (CHROME_PATH, default
 * /usr/bin/chromium); the table shows the median of each score and metric, and whether the median meets
 * the page's goal. The full medians are written to `.data/bench/lighthouse.json`.
 *
 * With BENCH_REF=<git ref>, the visitor pages then run again on the reference build and on this tree, each
 * served by `npm start` (scripts/bench-reference.ts), alternating run by run, so that a machine slower or
 * busier than the one the goals assume still says whether this tree scores better or worse.
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { existsSync, writeFileSync } from "node:fs";
import { BIG_THREAD_PATH, generateCommunityData, signedInMember } from "./bench-community";
import { signedInAdmin } from "./bench-console";
import { BENCH_DIR, median, routeLabel, startBenchServer, TWO_DEBT_PLAN } from "./bench-server";
import { openScriptDatabase } from "./database";
import { withReferenceBuild } from "./bench-reference";

type Visitor = "visitor" | "member" | "admin";
const PAGES: { path: string; as: Visitor; goal: number }[] = [
  { path: "/", as: "visitor", goal: 99 },
  { path: "/courses", as: "visitor", goal: 99 },
  { path: "/courses/budget-bootcamp", as: "visitor", goal: 99 },
  { path: `/tools/debt-payoff-planner?${TWO_DEBT_PLAN}`, as: "visitor", goal: 99 },
  { path: "/login", as: "visitor", goal: 99 },
  { path: "/courses/budget-bootcamp/lesson/1", as: "member", goal: 95 },
  { path: "/dashboard", as: "member", goal: 95 },
  { path: BIG_THREAD_PATH, as: "member", goal: 95 },
  { path: "/live", as: "member", goal: 95 },
  { path: "/admin", as: "admin", goal: 95 },
];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const METRICS = {
  FCP: "first-contentful-paint",
  LCP: "largest-contentful-paint",
  TBT: "total-blocking-time",
  SI: "speed-index",
  CLS: "cumulative-layout-shift",
} as const;
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const referenceRef = process.env.BENCH_REF;
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
if (!existsSync(chromePath)) {
  // Scored in the full browser, as every figure in docs/benchmarks.md was: say what is missing instead of crashing.
  console.error(`No Chromium at ${chromePath}: install Debian's chromium (apt install chromium) or set CHROME_PATH.`);
  process.exit(1);
}
const port = 3201;

type Sample = Record<(typeof CATEGORIES)[number] | keyof typeof METRICS | "scriptKiB" | "totalKiB" | "benchmarkIndex", number>;

async function audit(url: string, cookie: string | undefined): Promise<Sample> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      extraHeaders: cookie ? { Cookie: cookie } : undefined,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits } = result.lhr;
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    const resources = (audits["resource-summary"]?.details as { items?: { resourceType: string; transferSize: number }[] })?.items ?? [];
    const kib = (type: string) => (resources.find((item) => item.resourceType === type)?.transferSize ?? 0) / 1024;
    return {
      ...(Object.fromEntries(CATEGORIES.map((name) => [name, Math.round((categories[name]?.score ?? 0) * 100)])) as Record<
        (typeof CATEGORIES)[number],
        number
      >),
      ...(Object.fromEntries(Object.entries(METRICS).map(([name, id]) => [name, audits[id]?.numericValue ?? NaN])) as Record<
        keyof typeof METRICS,
        number
      >),
      scriptKiB: kib("script"),
      totalKiB: kib("total"),
      // Lighthouse's own measure of this machine's CPU: its simulated 4x slowdown is calibrated for a
      // desktop scoring about 1,000-1,500, so a slower or busier machine scores every page lower.
      benchmarkIndex: result.lhr.environment.benchmarkIndex,
    };
  } finally {
    chrome.kill();
  }
}

const { server, origin, databaseUrl } = await startBenchServer(port);
const results: Record<string, Sample & { goal: number }> = {};
try {
  const { client } = await openScriptDatabase(databaseUrl);
  await generateCommunityData(client);
  client.close();
  const cookies: Record<Visitor, string | undefined> = {
    visitor: undefined,
    member: await signedInMember(origin, databaseUrl, "elite"),
    admin: await signedInAdmin(origin, databaseUrl),
  };
  for (const { path, as, goal } of PAGES) {
    // One request first, as a running site has served the page before: the server's first answer of a
    // page compiles its code and fills its caches, a cost Lighthouse would otherwise count in run one.
    await fetch(origin + path, { headers: cookies[as] ? { Cookie: cookies[as] } : {} });
    const samples: Sample[] = [];
    for (let run = 0; run < runs; run += 1) samples.push(await audit(origin + path, cookies[as]));
    const medians = Object.fromEntries(
      Object.keys(samples[0]!).map((key) => [key, median(samples.map((sample) => sample[key as keyof Sample]))]),
    ) as Sample;
    results[routeLabel(path)] = { ...medians, goal };
    console.error(`${routeLabel(path)}: performance ${samples.map((sample) => sample.performance).join(", ")}`);
  }
} finally {
  server.close();
}
writeFileSync(`${BENCH_DIR}/lighthouse.json`, JSON.stringify(results, null, 2));

console.log(
  `\nLighthouse ${(await import("lighthouse/package.json", { with: { type: "json" } })).default.version}, mobile, simulated throttling, median of ${runs} runs; ` +
    `this machine's benchmark index ${median(Object.values(results).map((result) => result.benchmarkIndex)).toFixed(0)}\n`,
);
console.log(
  "| page | performance | goal | met | accessibility | best practices | SEO | FCP ms | LCP ms | SI ms | TBT ms | CLS | JS KiB | total KiB |",
);
console.log("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|");
for (const [page, r] of Object.entries(results)) {
  console.log(
    `| ${page} | ${r.performance} | ${r.goal} | ${r.performance >= r.goal ? "yes" : "no"} | ${r.accessibility} | ${r["best-practices"]} | ${r.seo} | ${r.FCP.toFixed(0)} | ${r.LCP.toFixed(0)} | ${r.SI.toFixed(0)} | ${r.TBT.toFixed(0)} | ${r.CLS.toFixed(3)} | ${r.scriptKiB.toFixed(1)} | ${r.totalKiB.toFixed(1)} |`,
  );
}

if (referenceRef) {
  const rows = await withReferenceBuild(referenceRef, async (reference, current) => {
    const builds = [reference, current];
    const table = [
      `\nVisitor pages against ${reference.name}, ${runs} runs each, alternating builds; median performance (LCP ms, TBT ms)\n`,
      `| page | ${reference.name} | current tree |`,
      "|---|---|---|",
    ];
    for (const { path } of PAGES.filter((page) => page.as === "visitor")) {
      const samples = new Map(builds.map((build) => [build, [] as Sample[]]));
      for (const build of builds) await fetch(build.origin + path);
      for (let run = 0; run < runs; run += 1) {
        // Starting with the other build each run, so that a drift of the machine falls on both.
        for (const build of run % 2 === 0 ? builds : [...builds].reverse())
          samples.get(build)!.push(await audit(build.origin + path, undefined));
      }
      const cell = (build: (typeof builds)[number]) => {
        const of = (key: keyof Sample) => median(samples.get(build)!.map((sample) => sample[key]));
        return `${of("performance")} (${of("LCP").toFixed(0)}, ${of("TBT").toFixed(0)})`;
      };
      table.push(`| ${routeLabel(path)} | ${cell(reference)} | ${cell(current)} |`);
    }
    return table;
  });
  console.log(rows.join("\n"));
}
