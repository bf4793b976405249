import { execSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { seedIfEmpty } from "../content/compile";
import { migrateDatabase } from "../db/migrate";
import { refreshSiteFigures } from "~/features/proof/site-figures.server";
import { nodeEnvironment, nodeSettings } from "../server/node-env";
import { SettingsError } from "../server/settings";
import { openScriptDatabase } from "./database";

/** The Worker's build and the Node server's (ADR 055); `npm run build` makes both. */
const BUILD_FILES = ["build/index.js", "build/node/index.cjs"];
const SOURCES = ["app", "db/schema", "server", "remix.config.js", "tailwind.config.ts", "package.json", "package-lock.json", "patches"];

function newestChange(entry: string): number {
  if (!existsSync(entry)) return 0;
  const info = statSync(entry);
  if (!info.isDirectory()) return info.mtimeMs;
  return Math.max(0, ...readdirSync(entry).map((name) => newestChange(path.join(entry, name))));
}

/** `npm run dev` leaves a development build behind; it must never be served as the site. */
function isDevelopmentBuild(): boolean {
  return /^var mode = "development"/m.test(readFileSync(BUILD_FILES[0]!, "utf8"));
}

/**
 * Builds when the build is missing, older than any source, or a development build, so `npm start`
 * never serves stale or development code.
 */
export function buildIfNeeded(): void {
  const builtAt = Math.min(...BUILD_FILES.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)));
  if (builtAt > Math.max(...SOURCES.map(newestChange)) && !isDevelopmentBuild()) return;
  console.log("Building the site...");
  execSync("npm run --silent build", { stdio: "inherit" });
}

/**
 * Refuses to start, before building or opening the database, on settings every request would refuse:
 * the sentence that names the setting, without a stack trace.
 */
/**
 * The Node environment with its defaults, after checking the settings the server would refuse (the
 * same checks, `nodeSettings`): a refusal is one line and exit 1, before any build or migration.
 */
export function nodeEnvironmentOrExit(): Record<string, string | undefined> {
  try {
    const env = nodeEnvironment();
    nodeSettings(env);
    return env;
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/**
 * Applies migrations, seeds the lessons into an empty database, and counts the public figures, so
 * the pages show them from the first request instead of after the server's first hourly recount.
 */
export async function prepareDatabase(url: string, authToken?: string): Promise<void> {
  const { client, db } = await openScriptDatabase(url, authToken);
  try {
    await migrateDatabase(db);
    if (await seedIfEmpty(db)) console.log("Seeded the lessons into an empty database.");
    await refreshSiteFigures(db);
  } finally {
    client.close();
  }
}
