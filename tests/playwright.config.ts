import { existsSync, mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { E2E_SELLER } from "./support/e2e-seller";
import { E2E_MEDIA_ORIGIN } from "./support/media";
import { standInProviderEnv } from "./support/oauth-stand-in";
import { NODE_PORT, OAUTH_PORT, WORKERD_PORT } from "./support/ports";

/**
 * Debian's Chromium (Playwright cannot download its own browser here), as its headless shell when installed
 * (package chromium-headless-shell): the build Playwright itself runs headless tests in, and a quarter less
 * CPU a test here than the full browser's headless mode (docs/decisions/047-chromium-headless-shell.md).
 */
const chromium = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find((path) => existsSync(path)),
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      // No --disable-features here: Chromium keeps only the last one on its command line, so it would
      // replace Playwright's own list (docs/testing.md, third round).
    ],
  },
};

// One folder per run for the pages axe found clean (tests/e2e/fixtures.ts), made here so that every worker
// (which loads this file again, with this process's environment) shares it.
process.env.E2E_AXE_CLEAN_PAGES ??= mkdtempSync(path.join(os.tmpdir(), "axe-clean-"));

export default defineConfig({
  testDir: ".",
  outputDir: "../test-results",
  fullyParallel: true,
  forbidOnly: true,
  // The server build (imported by tests that start a server of their own) is plain JavaScript already;
  // Babel-transforming its 2.8 MB took each worker 6-20 s of CPU on a clean clone.
  build: { external: ["**/build/index.js", "**/build/node/index.cjs"] },
  // A failure runs once more, with its trace recorded (below); a test that then passes is flaky, and a flaky
  // test fails the run all the same. Recording every test's trace in case it fails cost 6% of the e2e time
  // (shell.spec.ts, 56 tests: 605 s of test time with it, 571 s without).
  retries: 1,
  failOnFlakyTests: true,
  workers: 2,
  reporter: [["list"]],
  // Generous: sign-ups hash passwords, the JS-off axe check renders each page twice, and on a slow
  // two-core host (seen: three times slower than usual) whole flows took 40-60 s. A hang still fails.
  timeout: 120_000,
  // The retry of a failed test keeps its trace: every action with its DOM snapshot, network and console.
  // Not the screencast: recording it cost about 12% more on this two-core host.
  use: { trace: { mode: "on-first-retry", snapshots: true, screenshots: false, sources: true } },
  projects: [
    // Each worker keeps one browser context and page, made ready for each test as a new visitor by the
    // `context` fixture (tests/e2e/fixtures.ts).
    { name: "js-on", testDir: "./e2e", use: { ...chromium, baseURL: `http://localhost:${NODE_PORT}` } },
    {
      name: "js-off",
      testDir: "./e2e",
      // A test tagged @http talks HTTP without a browser: JavaScript cannot change it, so it runs once (js-on).
      grepInvert: /@http/,
      use: { ...chromium, baseURL: `http://localhost:${NODE_PORT}`, javaScriptEnabled: false },
    },
    { name: "workerd", testDir: "./workerd", use: { ...chromium, baseURL: `http://127.0.0.1:${WORKERD_PORT}` } },
  ],
  webServer: [
    {
      // The real start path a new user runs: build check, migrations, seeding, then serve.
      command: "rm -rf .data/e2e && npm start",
      cwd: "..",
      url: `http://localhost:${NODE_PORT}/`,
      env: {
        PORT: String(NODE_PORT),
        TURSO_DATABASE_URL: "file:.data/e2e/app.db",
        SESSION_SECRET: "e2e-secret-e2e-secret-e2e-secret-e2e",
        MAIL_OUTBOX_DIR: ".data/e2e/mail",
        // Each test sends its own X-Forwarded-For (tests/e2e/fixtures.ts), so per-IP rate limits apply
        // per test instead of to the whole suite at once.
        TRUST_PROXY: "true",
        // Tests assert database round trips through Server-Timing; cheap hashes keep sign-ups quick.
        SERVER_TIMING: "true",
        PASSWORD_HASH_COST: "4",
        // The seller receipts name (tests/e2e/receipts.spec.ts reads them from here).
        ...E2E_SELLER,
        // Lesson video files play from here (course-player.spec.ts stubs it).
        MEDIA_ORIGIN: E2E_MEDIA_ORIGIN,
        // Google and Facebook sign-in against the local stand-in (the last web server below): no test reaches either.
        ...standInProviderEnv(`http://127.0.0.1:${OAUTH_PORT}`),
      },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "pipe",
    },
    {
      command: "npx tsx tests/support/workerd-server.ts",
      cwd: "..",
      url: `http://127.0.0.1:${WORKERD_PORT}/`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      // Google and Facebook for both servers above (tests/support/oauth-stand-in.ts).
      command: "npx tsx tests/support/oauth-stand-in.ts",
      cwd: "..",
      url: `http://127.0.0.1:${OAUTH_PORT}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
