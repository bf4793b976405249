/**
 * `npm test`: every check, using both cores the whole run (docs/testing.md).
 *
 * 1. The static checks and the builds overlap: type-check, lint + format, the schema check, and the
 *    Remix build followed by the Worker bundle (which needs the build) run side by side.
 * 2. Unit and integration tests (vitest, two forks), then the browser tests (Playwright, two workers,
 *    js-on, js-off and workerd), each writing its own JSON report under .cache/test-report/.
 * 3. A summary: each step's time, the total, the five slowest test files, and one closing line
 *    "Total: N passed, N failed".
 *
 * A failed step still lets the others finish (one run shows every failure), and the command exits 1.
 */
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";

const REPORTS = ".cache/test-report";
const VITEST_REPORT = path.join(REPORTS, "vitest.json");
// Absolute: Playwright reads a relative output name from its config's folder (tests/), not from here.
const PLAYWRIGHT_REPORT = path.resolve(REPORTS, "playwright.json");

interface StepResult {
  name: string;
  ok: boolean;
  seconds: number;
}

const started = performance.now();
const results: StepResult[] = [];

/** Runs one command with its output passed through, and records how long it took and whether it passed. */
function step(name: string, command: string, args: string[], env: Record<string, string> = {}): Promise<boolean> {
  const at = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
    child.on("exit", (code) => {
      const ok = code === 0;
      results.push({ name, ok, seconds: (performance.now() - at) / 1000 });
      resolve(ok);
    });
  });
}

const npx = (name: string, ...args: string[]) => step(name, "npx", args);

mkdirSync(REPORTS, { recursive: true });

const staticChecks = await Promise.all([
  npx("typecheck", "tsc", "--noEmit"),
  step("lint", "npm", ["run", "--silent", "lint"]),
  npx("db:check", "drizzle-kit", "check"),
  step("build", "npm", ["run", "--silent", "build"]).then((built) => built && step("worker bundle", "npm", ["run", "--silent", "test:bundle"])),
]);
const built = staticChecks[3];

await npx(
  "vitest",
  "vitest",
  "run",
  "--config",
  "tests/vitest.config.ts",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${VITEST_REPORT}`,
);
// The browser tests need the build; without one they could only fail for that reason.
if (built) {
  await step("playwright", "npx", ["playwright", "test", "--config", "tests/playwright.config.ts", "--reporter=list,json"], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: PLAYWRIGHT_REPORT,
  });
}

// ---------------------------------------------------------------------------------------------------
// The summary

interface FileTime {
  file: string;
  seconds: number;
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults: Array<{ name: string; startTime: number; endTime: number }>;
}

interface PlaywrightSuite {
  file: string;
  specs: Array<{ tests: Array<{ projectName: string; results: Array<{ duration: number; status: string }> }> }>;
  suites?: PlaywrightSuite[];
}

interface PlaywrightReport {
  suites: PlaywrightSuite[];
  stats: { expected: number; unexpected: number; flaky: number };
}

/** Test time per spec file and project (a file's js-on and js-off runs are two entries): the sum of its tests' durations. */
function playwrightFileTimes(report: PlaywrightReport): FileTime[] {
  const times = new Map<string, number>();
  const visit = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs) {
      for (const test of spec.tests) {
        const key = `${suite.file} [${test.projectName}]`;
        times.set(key, (times.get(key) ?? 0) + test.results.reduce((sum, result) => sum + result.duration, 0) / 1000);
      }
    }
    suite.suites?.forEach(visit);
  };
  report.suites.forEach(visit);
  return [...times].map(([file, seconds]) => ({ file, seconds }));
}

const vitest = readJson(VITEST_REPORT) as VitestReport | null;
const playwright = built ? (readJson(PLAYWRIGHT_REPORT) as PlaywrightReport | null) : null;
const files: FileTime[] = [
  ...(vitest?.testResults.map((result) => ({
    file: path.relative(process.cwd(), result.name),
    seconds: (result.endTime - result.startTime) / 1000,
  })) ?? []),
  ...(playwright ? playwrightFileTimes(playwright) : []),
];

const total = (performance.now() - started) / 1000;
const minutes = (seconds: number) => `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`;
console.log("\n── npm test ──");
for (const result of results) console.log(`${result.ok ? "✓" : "✗"} ${result.name.padEnd(14)} ${result.seconds.toFixed(1)} s`);
console.log(`Total time: ${minutes(total)} (budget: 12 min on a 2-core machine, docs/testing.md)`);
console.log("Slowest test files:");
for (const { file, seconds } of files.sort((a, b) => b.seconds - a.seconds).slice(0, 5))
  console.log(`  ${seconds.toFixed(1).padStart(6)} s  ${file}`);
const passed = (vitest?.numPassedTests ?? 0) + (playwright ? playwright.stats.expected + playwright.stats.flaky : 0);
// A failed check that is not a test run (type-check, lint, a build) counts as one failure.
const failedChecks = results.filter((result) => !result.ok && result.name !== "vitest" && result.name !== "playwright").length;
const failed = (vitest?.numFailedTests ?? 0) + (playwright?.stats.unexpected ?? 0) + failedChecks;
console.log(`Total: ${passed} passed, ${failed} failed`);
process.exit(results.every((result) => result.ok) && built ? 0 : 1);
