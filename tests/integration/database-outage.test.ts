/**
 * A remote database (Turso) that cannot be reached: the page gives up after the request timeout instead
 * of waiting for the platform's limit, and answers 503 with Retry-After and the section's error panel, not
 * a 500. A statement's own failure stays a 500: it is a bug, not an outage. Through the real build and the
 * request pipeline both entries share; the remote clients are libSQL's real HTTP client.
 */
import { createClient, type Client } from "@libsql/client/web";
import type { ServerBuild } from "@remix-run/cloudflare";
import { sql } from "drizzle-orm";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { fetchWithin, isDatabaseUnreachable } from "../../db/errors";
import { openDatabase } from "../../db/node-client";
import { loadServerBuild } from "../../server/node";
import { createSeededTestDatabase } from "../support/database";
import { startLibsqlBridge, type Bridge } from "../support/libsql-bridge";
import { servePage } from "../support/pipeline";

const TIMEOUT_MS = 300;
/**
 * A request without a timeout would wait on the silent server for good, so the test's own 5 s timeout is what
 * it would hit; the page itself takes a second or two on a loaded CI machine (2.6 s seen), so the bound is loose.
 */
const GIVES_UP_WITHIN_MS = 4_500;

let build: ServerBuild;
let test: Awaited<ReturnType<typeof createSeededTestDatabase>>;
let silent: Server;
let failing: Server;
let refusing: Server;
let bridge: Bridge;
let dir: string;
let consoleError: MockInstance;
const clients: Client[] = [];

const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

let urls: { silent: string; failing: string; refused: string; unauthorized: string };
beforeAll(async () => {
  build = await loadServerBuild();
  dir = mkdtempSync(path.join(os.tmpdir(), "moneywise-outage-"));
  bridge = await startLibsqlBridge(path.join(dir, "http.db"));
  // Accepts the connection and never answers, as a database behind a dead route.
  silent = createServer(() => {});
  // Turso's edge answering an HTTP error.
  failing = createServer((_request, response) => response.writeHead(503).end("unavailable"));
  // Turso refusing the token: configuration, which trying again will not mend.
  refusing = createServer((_request, response) => response.writeHead(401).end("unauthorized"));
  const closed = createServer();
  const refused = await listen(closed);
  await new Promise((resolve) => closed.close(resolve));
  urls = { silent: await listen(silent), failing: await listen(failing), refused, unauthorized: await listen(refusing) };
});
afterAll(async () => {
  for (const client of clients) client.close();
  silent.closeAllConnections();
  await Promise.all([silent, failing, refusing].map((server) => new Promise((resolve) => server.close(resolve))));
  await bridge.close();
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  test = await createSeededTestDatabase();
  consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  consoleError.mockRestore();
  test.cleanup();
});

const remote = (url: string) => {
  const client = createClient({ url, fetch: fetchWithin(TIMEOUT_MS) });
  clients.push(client);
  return client;
};

/** The course catalogue (it reads the database for a visitor too), served over `client`. */
const catalogueOver = (client: Client, serverBuild = build) => servePage(serverBuild, { ...test, client }, "/courses");

describe("a page whose database cannot be reached", () => {
  it.each([
    ["gives no answer", () => urls.silent],
    ["answers with an HTTP error", () => urls.failing],
    ["refuses the connection", () => urls.refused],
  ])("answers 503 with Retry-After and the error page when the database %s", async (_case, url) => {
    const started = performance.now();
    const { response, document } = await catalogueOver(remote(url()));
    expect(performance.now() - started).toBeLessThan(GIVES_UP_WITHIN_MS);
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe("30");
    expect(response.headers.get("Cache-Control") ?? "").not.toContain("public");
    // The catalogue's own error panel, in its section's frame, offering the page again.
    expect(document.querySelector("h1")?.textContent).toBe("The course catalogue could not be shown");
    expect([...document.querySelectorAll("a")].find((link) => link.textContent === "Try again")?.getAttribute("href")).toBe("/courses");
  });

  it("stays 500 when the remote database answered and the statement failed: a bug, not an outage", async () => {
    const route = build.routes["routes/courses._index"]!;
    const loader = ({ context }: { context: { db: typeof test.db } }) => context.db.run(sql`select * from no_such_table`);
    const broken = { ...build, routes: { ...build.routes, [route.id]: { ...route, module: { ...route.module, loader } } } } as ServerBuild;
    const { response } = await catalogueOver(remote(bridge.url), broken);
    expect(response.status).toBe(500);
    expect(response.headers.get("Retry-After")).toBeNull();
  });

  it("stays 500 when Turso refuses the token: configuration, not an outage to wait out", async () => {
    const { response } = await catalogueOver(remote(urls.unauthorized));
    expect(response.status).toBe(500);
    expect(response.headers.get("Retry-After")).toBeNull();
  });
});

describe("isDatabaseUnreachable, over libSQL's real HTTP client", () => {
  it("holds for a silent, failing or refusing database, and not for a statement's own error", async () => {
    const failure = async (client: Client, statement = "select 1") =>
      client.execute(statement).then(
        () => null,
        (error: unknown) => error,
      );
    expect(isDatabaseUnreachable(await failure(remote(urls.silent)))).toBe(true);
    expect(isDatabaseUnreachable(await failure(remote(urls.failing)))).toBe(true);
    expect(isDatabaseUnreachable(await failure(remote(urls.refused)))).toBe(true);
    expect(isDatabaseUnreachable(await failure(remote(urls.unauthorized)))).toBe(false);
    const statementError = await failure(remote(bridge.url), "select * from no_such_table");
    expect(statementError).toBeInstanceOf(Error);
    expect(isDatabaseUnreachable(statementError)).toBe(false);
  });

  it("holds for a connection lost on Workers, worded as workerd words it, and not for a bug that mentions a connection", () => {
    expect(isDatabaseUnreachable(new Error("Network connection lost."))).toBe(true);
    expect(isDatabaseUnreachable(new TypeError("fetch failed", { cause: new Error("connect ECONNREFUSED 127.0.0.1:9") }))).toBe(true);
    expect(isDatabaseUnreachable(new TypeError("Cannot read properties of undefined (reading 'connection')"))).toBe(false);
  });

  it("gives a silent database's request up after the timeout openDatabase is given", async () => {
    const client = await openDatabase(urls.silent, undefined, { requestTimeoutMs: TIMEOUT_MS });
    clients.push(client as unknown as Client);
    const started = performance.now();
    await expect(client.execute("select 1")).rejects.toThrow(/timeout/i);
    expect(performance.now() - started).toBeLessThan(GIVES_UP_WITHIN_MS);
  });
});
