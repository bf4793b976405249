/**
 * The real Node server (`build/` from `npm run build`, the same code `npm start` serves) on a free
 * port over a freshly migrated and seeded libSQL file, and a raw HTTP client that sends exactly what it
 * is given (absolute-form targets, `//` paths, bad percent-encoding, lying Content-Length), as an
 * attacker with curl would.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { hashPassword } from "~/lib/services/password.server";
import { users } from "../../db/schema";
import { openScriptDatabase } from "../../scripts/database";
import { prepareDatabase } from "../../scripts/prepare";
import { startNodeServer } from "../../server/node";

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** The Set-Cookie headers, each cut to `name=value`. */
  cookies: string[];
}

export interface RawRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Send the body in chunks without a Content-Length. */
  chunked?: boolean;
}

export async function startAttackServer(env: Record<string, string> = {}) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "moneywise-attack-"));
  const databaseUrl = `file:${path.join(dir, "app.db")}`;
  await prepareDatabase(databaseUrl);
  const server: Server = await startNodeServer({
    port: 0,
    env: {
      TURSO_DATABASE_URL: databaseUrl,
      SESSION_SECRET: "attack-secret-attack-secret-attack-secret",
      // Not the address the server listens on: the request's origin must come from here.
      SITE_URL: "http://moneywise.test",
      MAIL_OUTBOX_DIR: path.join(dir, "mail"),
      ...env,
    },
  });
  const { port } = server.address() as AddressInfo;
  let requestsReceived = 0;
  server.on("request", () => (requestsReceived += 1));

  function raw(target: string, { method = "GET", headers = {}, body, chunked = false }: RawRequest = {}): Promise<RawResponse> {
    return new Promise((resolve, reject) => {
      const request = httpRequest({ host: "127.0.0.1", port, method, path: target, headers, setHost: true }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString(),
            cookies: (response.headers["set-cookie"] ?? []).map((cookie) => cookie.split(";")[0]!),
          }),
        );
      });
      // The server may answer (413) and close before the whole body is written.
      request.on("error", (error: NodeJS.ErrnoException) => (error.code === "EPIPE" || error.code === "ECONNRESET" ? undefined : reject(error)));
      if (body !== undefined && !chunked) request.setHeader("Content-Length", Buffer.byteLength(body));
      if (body !== undefined) {
        if (chunked) for (let at = 0; at < body.length; at += 16 * 1024) request.write(body.slice(at, at + 16 * 1024));
        else request.write(body);
      }
      request.end();
    });
  }

  /** A POSTed form, as a browser without JavaScript sends it (no Origin header: a same-site request). */
  const post = (target: string, form: Record<string, string>, headers: Record<string, string> = {}) =>
    raw(target, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
      body: new URLSearchParams(form).toString(),
    });

  /** Creates a confirmed account directly in the database and signs in through the form; returns the cookies. */
  async function signedIn(email: string, password = "Maple-Leaf-2026"): Promise<string> {
    const { client, db } = await openScriptDatabase(databaseUrl);
    try {
      if (!(await db.select().from(users).where(eq(users.email, email)).get())) {
        await db.insert(users).values({
          id: crypto.randomUUID(),
          email,
          passwordHash: await hashPassword(password, 4),
          country: "CA",
          emailVerifiedAt: new Date(),
        });
      }
    } finally {
      client.close();
    }
    const response = await post("/login", { email, password });
    if (response.status !== 302) throw new Error(`Sign-in failed with ${response.status}`);
    return response.cookies.filter((cookie) => !cookie.startsWith("toast=")).join("; ");
  }

  return {
    port,
    raw,
    post,
    signedIn,
    databaseUrl,
    /** How many requests the server has received (its handler has started on) so far. */
    requestsReceived: () => requestsReceived,
    /** Where a browser reaches the server (SITE_URL names another origin on purpose). */
    origin: `http://127.0.0.1:${port}`,
    async close() {
      await new Promise((resolve) => server.close(resolve));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The fastest of several runs: on a busy machine noise only ever adds time. */
export async function fastest(runs: number, run: (index: number) => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let index = 0; index < runs; index += 1) times.push(await timed(() => run(index)));
  return Math.min(...times);
}

/** Resolves once `condition` holds, checking every few milliseconds; fails after `limitMs`. */
export async function until(condition: () => boolean, limitMs = 10_000): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Condition not met within ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
