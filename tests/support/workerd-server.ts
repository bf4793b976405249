/**
 * Serves the production Worker build in workerd (wrangler dev, local mode) against a freshly migrated
 * and seeded libSQL file exposed through the HTTP bridge: the Worker reaches it exactly as it reaches
 * Turso, through @libsql/client/web. Mail goes to a stand-in for the email API, where tests read the
 * links; Google and Facebook sign-in go to the OAuth stand-in (started by Playwright as its own web
 * server). Run by Playwright as a web server; needs `remix build` first.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { seedIfEmpty } from "../../content/compile";
import { migrateDatabase } from "../../db/migrate";
import { openScriptDatabase } from "../../scripts/database";
import { startLibsqlBridge } from "./libsql-bridge";
import { startMailStandIn } from "./mail-stand-in";
import { standInProviderEnv } from "./oauth-stand-in";
import { BRIDGE_PORT, MAIL_PORT, OAUTH_PORT, WORKERD_PORT, WORKERD_WEBHOOK_SECRET } from "./ports";

const port = WORKERD_PORT;
const dir = mkdtempSync(path.join(os.tmpdir(), "moneywise-workerd-"));
const file = path.join(dir, "worker.db");

const { client, db } = await openScriptDatabase(`file:${file}`);
await migrateDatabase(db);
await seedIfEmpty(db);
client.close();

const bridge = await startLibsqlBridge(file, BRIDGE_PORT);
const MAIL_API_KEY = "workerd-test-mail-key";
const mail = await startMailStandIn(MAIL_PORT, MAIL_API_KEY);
const wrangler = spawn(
  "npx",
  [
    "wrangler",
    "dev",
    "--ip",
    "127.0.0.1",
    "--port",
    String(port),
    "--show-interactive-dev-session=false",
    // GET /__scheduled runs the Cron Trigger's handler, as Cloudflare does on the schedule.
    "--test-scheduled",
    "--var",
    `TURSO_DATABASE_URL:${bridge.url}`,
    "--var",
    "SESSION_SECRET:workerd-test-secret-workerd-test-secret",
    "--var",
    `SITE_URL:http://127.0.0.1:${port}`,
    "--var",
    `STRIPE_WEBHOOK_SECRET:${WORKERD_WEBHOOK_SECRET}`,
    "--var",
    `MAIL_API_URL:${mail.url}/send`,
    "--var",
    `MAIL_API_KEY:${MAIL_API_KEY}`,
    "--var",
    "SERVER_TIMING:true",
    "--var",
    "PASSWORD_HASH_COST:4",
    // Google and Facebook sign-in against the stand-in Playwright starts beside this server.
    ...Object.entries(standInProviderEnv(`http://127.0.0.1:${OAUTH_PORT}`)).flatMap(([name, value]) => ["--var", `${name}:${value}`]),
  ],
  // CLOUDFLARE_CF_FETCH_ENABLED=false: every request gets miniflare's stand-in `request.cf` (Austin, Texas;
  // timezone America/Chicago) instead of one fetched for wherever the tests run, so specs can rely on it.
  { stdio: "inherit", env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" } },
);

async function shutDown() {
  wrangler.kill("SIGTERM");
  await Promise.all([bridge.close(), mail.close()]);
  rmSync(dir, { recursive: true, force: true });
  process.exit(0);
}
process.on("SIGTERM", shutDown);
process.on("SIGINT", shutDown);
wrangler.on("exit", (code) => {
  console.error(`wrangler dev exited with ${code}`);
  process.exit(code ?? 1);
});
