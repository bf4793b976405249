import path from "node:path";
import { defineConfig } from "vitest/config";

const root = path.resolve(import.meta.dirname, "..");

export default defineConfig({
  root,
  resolve: { alias: { "~": path.join(root, "app") } },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "db/**/*.test.ts", "content/**/*.test.ts", "server/**/*.test.ts", "tests/integration/**/*.test.ts"],
    environment: "node",
    // Two cores: keep the pool small so the e2e server and tests do not starve each other.
    pool: "forks",
    poolOptions: { forks: { maxForks: 2, minForks: 1 } },
    // A fork runs its files one after another in one module graph instead of loading every module again
    // for each file (that reloading was 102 s of a 243 s run). So a file must leave no state that changes
    // another's outcome: each makes its own database, accounts and stand-in servers (docs/testing.md).
    isolate: false,
    setupFiles: ["tests/support/node-fetch-first.ts", "tests/support/fail-on-console-error.ts"],
  },
});
