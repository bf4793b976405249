/// <reference types="@cloudflare/workers-types" />
/**
 * Production entry: Cloudflare Workers. Static files are served by Workers static assets before
 * this runs; everything else goes to Remix with a Turso client created for the request (Workers do
 * not share I/O objects across requests).
 */
import { createClient } from "@libsql/client/web";
import type { ServerBuild } from "@remix-run/cloudflare";
import * as build from "../build/index.js";
import { createAppHandler } from "./app-handler";
import { HOURLY_CRON, REMINDER_CRON } from "./crons";
import { runHourlyWork } from "./hourly";
import { runReminderSweep } from "./reminder-sweep";
import { createDatabase } from "../db/client";
import { writeBatchesLockFirst } from "../db/batch-mode";
import { DATABASE_REQUEST_TIMEOUT_MS, fetchWithin } from "../db/errors";
import { withEdgeCache } from "./edge-cache";
import type { Mailer } from "~/lib/services/mail";
import { createHttpMailer } from "./mail";
import { parseSettings, SettingsError, type Settings } from "./settings";
import { reportError } from "~/lib/report-error.server";

const serverBuild = build as unknown as ServerBuild;
const handleRequest = createAppHandler(serverBuild);

/** Each cached script tag gets this response's nonce (the CSP header is rewritten alongside). */
function rewriteNonces(response: Response, nonce: string): Response {
  return new HTMLRewriter()
    .on("[nonce]", {
      element(element) {
        element.setAttribute("nonce", nonce);
      },
    })
    .transform(response);
}

// Workers have no file system for an outbox: without MAIL_API_URL, sending fails loudly instead of silently.
const missingMailer: Mailer = {
  async send() {
    throw new Error("MAIL_API_URL is not set: the Worker cannot send email");
  },
};

const openClient = (settings: Settings) =>
  writeBatchesLockFirst(
    createClient({ url: settings.databaseUrl, authToken: settings.databaseAuthToken, fetch: fetchWithin(DATABASE_REQUEST_TIMEOUT_MS) }),
  );

const workerMailer = (settings: Settings): Mailer =>
  settings.mail.apiUrl ? createHttpMailer({ ...settings.mail, apiUrl: settings.mail.apiUrl }) : missingMailer;

export default {
  async fetch(request: Request, env: Record<string, unknown>, ctx: ExecutionContext): Promise<Response> {
    // A deploy's version id when Cloudflare provides it, else the build's asset version.
    const versionMetadata = env.CF_VERSION_METADATA as { id?: string } | undefined;
    return withEdgeCache(request, () => render(request, env, ctx), {
      // The DOM typings the app compiles with do not know Workers' default cache.
      cache: (caches as unknown as { default: Cache }).default,
      version: versionMetadata?.id || serverBuild.assets.version,
      waitUntil: (promise) => ctx.waitUntil(promise),
      rewriteNonces,
    });
  },

  /**
   * The Cron Triggers in wrangler.toml, told apart by `controller.cron`: hourly, delete expired sessions,
   * links, rate-limit windows and old reminder claims and recount the public figures (a failed recount is
   * reported and does not stop the sweep); every 5 minutes, send the reminders now due.
   */
  async scheduled(controller: ScheduledController, env: Record<string, unknown>, ctx: ExecutionContext): Promise<void> {
    const settings = parseSettings(env);
    const reporting = { settings, waitUntil: (promise: Promise<unknown>) => ctx.waitUntil(promise) };
    const client = openClient(settings);
    try {
      const db = createDatabase(client, { count: 0 });
      if (controller.cron === HOURLY_CRON) await runHourlyWork({ db, settings, mailer: workerMailer(settings) }, reporting);
      else if (controller.cron === REMINDER_CRON) await runReminderSweep({ db, settings, mailer: workerMailer(settings) }, reporting);
      // A trigger added in the dashboard but not here would otherwise do nothing, silently.
      else throw new Error(`No scheduled work for the cron "${controller.cron}" (server/crons.ts)`);
    } catch (error) {
      // Reported as the Node server's timer reports it (a log line, the error tracker), then failed for Cloudflare's record.
      reportError(reporting, error, { message: `Scheduled work for "${controller.cron}" failed` });
      throw error;
    } finally {
      client.close();
    }
  },
} satisfies ExportedHandler<Record<string, unknown>>;

async function render(request: Request, env: Record<string, unknown>, ctx: ExecutionContext): Promise<Response> {
  try {
    return await handleRequest(request, {
      env,
      getClient: openClient,
      getMailer: workerMailer,
      clientIp: request.headers.get("CF-Connecting-IP"),
      requestTimeZone: typeof request.cf?.timezone === "string" ? request.cf.timezone : null,
      waitUntil: (promise) => ctx.waitUntil(promise),
    });
  } catch (error) {
    if (error instanceof SettingsError) {
      reportError(null, error, { message: "The Worker's settings are invalid", request });
      return new Response("The site is misconfigured. The operator has been told.", { status: 500 });
    }
    throw error;
  }
}
