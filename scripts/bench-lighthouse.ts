/**
 * `npm run bench:lighthouse`: Lighthouse mobile (its default simulated throttling: slow 4G, 4x CPU
 * slowdown) against the production build on the Node server, compressed as a browser asks for it.
 * Each page runs LIGHTHOUSE_RUNS times (default 3) in a fresh headless Chromium (CHROME_PATH, default
 * /usr/bin/chromium); the table shows the median of each score and metric. The full medians are written
 * to `.data/bench/lighthouse.json`.
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { writeFileSync } from "node:fs";
import { BENCH_DIR, median, startBenchServer } from "./bench-server";

const PAGES = ["/", "/courses", "/courses/budget-bootcamp", "/tools/budget-calculator", "/login"];
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
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const port = 3201;

type Sample = Record<(typeof CATEGORIES)[number] | keyof typeof METRICS | "scriptKiB" | "totalKiB", number>;

async function audit(url: string): Promise<Sample> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" });
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
    };
  } finally {
    chrome.kill();
  }
}

const { server, origin } = await startBenchServer(port);
const results: Record<string, Sample> = {};
try {
  for (const page of PAGES) {
    const samples: Sample[] = [];
    for (let run = 0; run < runs; run += 1) samples.push(await audit(origin + page));
    results[page] = Object.fromEntries(
      Object.keys(samples[0]!).map((key) => [key, median(samples.map((sample) => sample[key as keyof Sample]))]),
    ) as Sample;
    console.error(`${page}: performance ${samples.map((sample) => sample.performance).join(", ")}`);
  }
} finally {
  server.close();
}
writeFileSync(`${BENCH_DIR}/lighthouse.json`, JSON.stringify(results, null, 2));

console.log(
  `\nLighthouse ${(await import("lighthouse/package.json", { with: { type: "json" } })).default.version}, mobile, simulated throttling, median of ${runs} runs\n`,
);
console.log("| page | performance | accessibility | best practices | SEO | FCP ms | LCP ms | SI ms | TBT ms | CLS | JS KiB | total KiB |");
console.log("|---|---|---|---|---|---|---|---|---|---|---|---|");
for (const [page, r] of Object.entries(results)) {
  console.log(
    `| ${page} | ${r.performance} | ${r.accessibility} | ${r["best-practices"]} | ${r.seo} | ${r.FCP.toFixed(0)} | ${r.LCP.toFixed(0)} | ${r.SI.toFixed(0)} | ${r.TBT.toFixed(0)} | ${r.CLS.toFixed(3)} | ${r.scriptKiB.toFixed(1)} | ${r.totalKiB.toFixed(1)} |`,
  );
}
