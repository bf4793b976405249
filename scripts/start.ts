/**
 * `npm start`: builds if the build is missing or older than the sources, applies migrations, seeds an
 * empty database, and serves the site on PORT (3000).
 */
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { migrateDatabase, seedIfEmpty } from "../db/migrate";
import { startNodeServer } from "../server/node";
import { nodeEnvironment } from "../server/node-env";
import { openScriptDatabase } from "./database";

const BUILD_FILE = "build/index.js";
const SOURCES = ["app", "remix.config.js", "tailwind.config.ts", "package-lock.json"];

function newestChange(entry: string): number {
  if (!existsSync(entry)) return 0;
  const info = statSync(entry);
  if (!info.isDirectory()) return info.mtimeMs;
  return Math.max(0, ...readdirSync(entry).map((name) => newestChange(path.join(entry, name))));
}

function buildIfNeeded(): void {
  const builtAt = existsSync(BUILD_FILE) ? statSync(BUILD_FILE).mtimeMs : 0;
  if (builtAt > Math.max(...SOURCES.map(newestChange))) return;
  console.log("Building the site...");
  execSync("npx remix build", { stdio: "inherit" });
}

buildIfNeeded();
const env = nodeEnvironment();
const { client, db } = await openScriptDatabase(env.TURSO_DATABASE_URL!, env.TURSO_AUTH_TOKEN);
await migrateDatabase(db);
if (await seedIfEmpty(db)) console.log("Seeded the lessons into an empty database.");
client.close();

const port = Number(env.PORT);
await startNodeServer({ port, env });
console.log(`Moneywise is running at http://localhost:${port}`);
