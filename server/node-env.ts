import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { isLoopbackHttp, parseSettings, SettingsError, type Settings } from "./settings";

export const DATA_DIR = ".data";
export const DEFAULT_DATABASE_URL = `file:${DATA_DIR}/app.db`;
export const DEFAULT_PORT = 3000;

/**
 * The Node runtime's defaults, so `npm start` needs no configuration: an embedded libSQL file, the
 * local origin, and a session secret generated once into .data/ (never used when SESSION_SECRET is set).
 */
export function nodeEnvironment(env: NodeJS.ProcessEnv = process.env): Record<string, string | undefined> {
  // An empty PORT (`PORT=${PORT}` in a compose file) is unset, not port 0; anything else must be a port.
  const port = env.PORT ? Number(env.PORT) : DEFAULT_PORT;
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    throw new SettingsError(`Invalid configuration: PORT must be a whole number from 1 to 65535, not "${env.PORT}".`);
  }
  const siteUrl = env.SITE_URL || `http://localhost:${port}`;
  return {
    ...env,
    PORT: String(port),
    TURSO_DATABASE_URL: env.TURSO_DATABASE_URL || DEFAULT_DATABASE_URL,
    SITE_URL: siteUrl,
    SESSION_SECRET: env.SESSION_SECRET || localSessionSecret(),
    // Test payments without asking only where nobody else can reach the site; a Worker never takes them unless told.
    PAYMENTS: env.PAYMENTS || (!env.STRIPE_SECRET_KEY && URL.canParse(siteUrl) && isLoopbackHttp(new URL(siteUrl)) ? "local" : undefined),
  };
}

function localSessionSecret(): string {
  const file = path.join(DATA_DIR, "session-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(DATA_DIR, { recursive: true });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * The address the Node server listens on: LISTEN_HOST when set; for a site at a loopback address
 * (`npm start`'s default, which takes test payments and keeps mail on disk) only this machine's loopback,
 * 127.0.0.1 for `localhost` (browsers and Node's fetch try it when ::1 refuses); for any other site every
 * interface (`undefined`). Not HOST, which shells and other tools set for their own ends.
 */
export function listenAddress(env: Record<string, string | undefined>): string | undefined {
  if (env.LISTEN_HOST) return env.LISTEN_HOST;
  const siteUrl = URL.canParse(env.SITE_URL ?? "") ? new URL(env.SITE_URL!) : null;
  if (!siteUrl || !isLoopbackHttp(siteUrl)) return undefined;
  return siteUrl.hostname === "localhost" ? "127.0.0.1" : siteUrl.hostname.replace(/^\[(.*)\]$/, "$1");
}

/** What `npm start`'s line adds when only this machine can reach the site. */
export function reachNotice(env: Record<string, string | undefined>): string {
  return !env.LISTEN_HOST && listenAddress(env) !== undefined
    ? " (this machine only: set LISTEN_HOST=0.0.0.0 to serve other devices, e.g. from a container)"
    : "";
}

/** Creates the parent folder of a file: database URL so libSQL can create the file. */
export function ensureDatabaseFolder(databaseUrl: string): void {
  if (!databaseUrl.startsWith("file:")) return;
  const file = databaseUrl.slice("file:".length);
  mkdirSync(path.dirname(file), { recursive: true });
}

/**
 * The Node server's settings, refused where the server would be unsafe: on a site other than this
 * machine's, mail needs MAIL_API_URL. The outbox keeps every email (confirmation and reset links too) on
 * the server's disk and prints its link, which is fine on localhost, and a way into accounts for whoever
 * reads a public site's log. MAIL_OUTBOX_DIR keeps mail local on purpose.
 */
export function nodeSettings(env: Record<string, string | undefined>): Settings {
  const settings = parseSettings(env);
  if (!settings.mail.apiUrl && !env.MAIL_OUTBOX_DIR && !isLoopbackHttp(settings.siteUrl)) {
    throw new SettingsError(
      `Invalid configuration: MAIL_API_URL is not set, so ${settings.siteUrl.origin} would send no email and write every message, sign-in links included, to the server's disk and log: set MAIL_API_URL, or MAIL_OUTBOX_DIR to keep mail local on purpose.`,
    );
  }
  return settings;
}
