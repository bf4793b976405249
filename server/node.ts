/**
 * Node entry: the local default and self-hosting. Serves public/ (including the Remix client build)
 * and hands everything else to the same Remix build the Worker runs.
 */
import { broadcastDevReady, type ServerBuild } from "@remix-run/cloudflare";
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { pathToFileURL } from "node:url";
import { createAppHandler } from "./app-handler";
import { runHourlyWork } from "./hourly";
import { REMINDER_SWEEP_INTERVAL_MS, runReminderSweep } from "./reminder-sweep";
import { chooseEncoding, compressStream, createCompressor, drained, isCompressible, type Encoding } from "./compression";
import { createDatabase } from "../db/client";
import { openDatabase } from "../db/node-client";
import { DATABASE_REQUEST_TIMEOUT_MS } from "../db/errors";
import { createHttpMailer } from "./mail";
import { createOutboxMailer } from "./mail-outbox";
import { paymentsNotice } from "./payments";
import { declaredBodyTooLarge, plainText } from "./request-limits";
import { createRequestQueue } from "./request-queue";
import { listenAddress, nodeSettings } from "./node-env";
import { reportError } from "~/lib/report-error.server";

/** How often expired sessions, links and rate-limit windows are deleted and the public figures recounted (Workers use a Cron Trigger). */
export const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** Methods the Fetch API forbids (`new Request` throws on them), so no request with one can reach the app. */
const FETCH_FORBIDDEN_METHODS = new Set(["CONNECT", "TRACE", "TRACK"]);

const PUBLIC_DIR = path.resolve("public");
/**
 * The server builds (ADR 055): the Node server's own (React's Node renderer), and the Worker's, which
 * `npm run dev` rebuilds on every change and serves.
 */
const BUILD_FILES = { production: path.resolve("build/node/index.cjs"), development: path.resolve("build/index.js") } as const;

const CONTENT_TYPES: Record<string, string> = {
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".webp": "image/webp",
  ".woff2": "font/woff2",
  // Lesson videos and their captions, when a lesson plays a file from this site (README, MEDIA_ORIGIN).
  ".mp4": "video/mp4",
  ".webm": "video/webm",
  ".vtt": "text/vtt; charset=utf-8",
};

/**
 * The one byte range a `Range: bytes=…` header asks of a file of `size` bytes (a video player seeking), or
 * null for the whole file; "unsatisfiable" when it lies outside the file. Several ranges get the whole file.
 */
export function requestedRange(header: string | undefined, size: number): { start: number; end: number } | "unsatisfiable" | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? "");
  if (!match || (match[1] === "" && match[2] === "")) return null;
  const [start, end] =
    match[1] === ""
      ? [Math.max(0, size - Number(match[2])), size - 1]
      : [Number(match[1]), Math.min(size - 1, match[2] === "" ? size - 1 : Number(match[2]))];
  return start <= end && start < size ? { start, end } : "unsatisfiable";
}

export interface NodeServerOptions {
  port: number;
  env: Record<string, string | undefined>;
  mode?: "production" | "development";
}

/** The Remix build loaded into Node: the Node server's (`npm run build`), or in development the Worker's. */
export async function loadServerBuild(mode: "production" | "development" = "production"): Promise<ServerBuild> {
  // Both builds bundle modules made for workerd, where `navigator` exists; Node 20 does not have it.
  if (!("navigator" in globalThis)) {
    Object.defineProperty(globalThis, "navigator", { value: { userAgent: "Node.js" }, configurable: true });
  }
  const loaded = (await import(pathToFileURL(BUILD_FILES[mode]).href)) as ServerBuild & { default?: ServerBuild };
  // A CommonJS build arrives as the namespace's default export.
  return loaded.default ?? loaded;
}

export async function startNodeServer({ port, env, mode = "production" }: NodeServerOptions): Promise<Server> {
  // Settings every request would refuse stop the server before it opens anything.
  const settings = nodeSettings(env);
  console.log(paymentsNotice(settings.payments));
  const build = await loadServerBuild(mode);
  const devServerOrigin = mode === "development" ? env.REMIX_DEV_ORIGIN : undefined;
  const handleRequest = createAppHandler(build, mode, devServerOrigin);
  const client = await openDatabase(settings.databaseUrl, settings.databaseAuthToken, { requestTimeoutMs: DATABASE_REQUEST_TIMEOUT_MS });
  const mailer = settings.mail.apiUrl
    ? createHttpMailer({ ...settings.mail, apiUrl: settings.mail.apiUrl })
    : createOutboxMailer(settings.mail.outboxDir);

  // Nothing keeps a Node process from finishing work after the response: let it run.
  const reporting = { settings, waitUntil: () => {} };
  const queue = createRequestQueue();
  const server = createServer((req, res) => {
    if (!queue.add(res, () => void handle(req, res))) {
      const busy = plainText(503, "The server is busy. Please try again in a moment.");
      busy.headers.set("Retry-After", "5");
      void refuse(res, busy);
    }
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    try {
      if (FETCH_FORBIDDEN_METHODS.has(req.method ?? "")) {
        const refused = plainText(405, "This method is not supported.");
        refused.headers.set("Allow", "GET, HEAD, POST");
        return await refuse(res, refused);
      }
      if (await serveStaticFile(req, res)) return;
      const url = requestUrl(req.url, settings.siteUrl);
      if (!url) return await refuse(res, plainText(400, "Bad request: the address is not valid."));
      // Refused before a byte of the body is read; the connection closes so the rest is never read either.
      if (declaredBodyTooLarge(url.pathname, req.headers["content-length"]))
        return await refuse(res, plainText(413, "The request is too large."));
      const response = await handleRequest(toWebRequest(req, res, url), {
        env,
        getClient: () => client,
        getMailer: () => mailer,
        clientIp: clientAddress(req, env.TRUST_PROXY === "true"),
        // No Cloudflare in front to say where the visitor is: sign-up takes the browser's zone, or Toronto.
        requestTimeZone: null,
        // Nothing keeps a Node process from finishing work after the response: let it run.
        waitUntil: () => {},
      });
      // A body the app never read (a POST to a page without an action) would stall the connection for the next request.
      if (!req.complete) response.headers.set("Connection", "close");
      await writeWebResponse(res, response, chooseEncoding(req.headers["accept-encoding"]));
    } catch (error) {
      // One JSON line per failed request (the path, never the query: it can carry an emailed token).
      const path = (req.url ?? "/").split("?")[0];
      reportError(reporting, error, { message: `${req.method} ${path} failed`, extra: { method: req.method ?? null, path: path ?? null } });
      if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
      res.end("Internal Server Error");
    }
  }
  const sweep = setInterval(() => {
    runHourlyWork({ db: createDatabase(client, { count: 0 }), settings, mailer }, reporting).catch((error: unknown) =>
      reportError(reporting, error, { message: "Sweeping expired rows failed" }),
    );
  }, SWEEP_INTERVAL_MS);
  sweep.unref();
  // Reminders: a slow run may overlap the next one; each reminder is still sent once (its claim row).
  const reminders = setInterval(() => {
    void runReminderSweep({ db: createDatabase(client, { count: 0 }), mailer, settings }, reporting);
  }, REMINDER_SWEEP_INTERVAL_MS);
  reminders.unref();
  server.on("close", () => {
    clearInterval(sweep);
    clearInterval(reminders);
    client.close();
  });
  await new Promise<void>((resolve) => server.listen(port, listenAddress(env), resolve));
  // Tells Remix's dev server this build is live, so it reloads the browser.
  if (devServerOrigin) await broadcastDevReady(build, devServerOrigin);
  return server;
}

/**
 * The address rate limits count against. Behind a reverse proxy every request comes from the proxy, so
 * with TRUST_PROXY=true the address the proxy appended to X-Forwarded-For (the last one) is used
 * instead; earlier entries are whatever the client claimed and are ignored.
 */
export function clientAddress(req: Pick<IncomingMessage, "headers" | "socket">, trustProxy: boolean): string | null {
  const forwarded = req.headers["x-forwarded-for"];
  const hops = (Array.isArray(forwarded) ? forwarded.join(",") : (forwarded ?? ""))
    .split(",")
    .map((hop) => hop.trim())
    .filter(Boolean);
  if (trustProxy && hops.length > 0) return hops.at(-1)!;
  return req.socket.remoteAddress ?? null;
}

/** Static files compressed once per encoding and kept (they change only with a new build). */
const compressedFiles = new Map<string, Promise<Buffer>>();

function compressedFile(file: string, mtimeMs: number, encoding: Encoding): Promise<Buffer> {
  const key = `${file}\n${mtimeMs}\n${encoding}`;
  let compressed = compressedFiles.get(key);
  if (!compressed) {
    compressed = new Promise<Buffer>((resolve, reject) => {
      const chunks: Buffer[] = [];
      createReadStream(file)
        .on("error", reject)
        .pipe(createCompressor(encoding, { maximum: true }))
        .on("data", (chunk: Buffer) => chunks.push(chunk))
        .on("end", () => resolve(Buffer.concat(chunks)))
        .on("error", reject);
    });
    compressedFiles.set(key, compressed);
  }
  return compressed;
}

function refuse(res: ServerResponse, response: Response): Promise<void> {
  response.headers.set("Connection", "close");
  return writeWebResponse(res, response, null);
}

/**
 * The request's URL on the configured site. Only the path and query come from the request line, so
 * neither an absolute-form target (`GET http://evil.example/`) nor a `//evil.example/` path can give
 * the request another origin (which the cross-site check compares against). Null for a target that
 * is not a path at all.
 */
export function requestUrl(target: string | undefined, siteUrl: URL): URL | null {
  if (!target) return null;
  let pathAndQuery = target;
  if (!target.startsWith("/")) {
    if (!URL.canParse(target)) return null;
    const absolute = new URL(target);
    pathAndQuery = absolute.pathname + absolute.search;
  }
  // The origin has no trailing slash, so the path can never be read as an authority.
  return URL.canParse(siteUrl.origin + pathAndQuery) ? new URL(siteUrl.origin + pathAndQuery) : null;
}

function safeDecode(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}

async function serveStaticFile(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  const target = req.url ?? "/";
  const pathname = target.startsWith("/") ? safeDecode(target.split("?")[0]!) : null;
  // Every file in public/ has an extension and no page has one: pages skip the trip to the file system.
  if (!pathname || !path.extname(pathname)) return false;
  const file = path.join(PUBLIC_DIR, pathname);
  if (!file.startsWith(PUBLIC_DIR + path.sep)) return false;
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) return false;
  const immutable = pathname.startsWith("/build/");
  const contentType = CONTENT_TYPES[path.extname(file)] ?? "application/octet-stream";
  const encoding = isCompressible(contentType) ? chooseEncoding(req.headers["accept-encoding"]) : null;
  const body = encoding ? await compressedFile(file, info.mtimeMs, encoding) : null;
  // Ranges of the file as stored (never of a compressed copy): what a video player asks for to start and seek.
  const range = body ? null : requestedRange(req.headers.range, info.size);
  const common = {
    "Content-Type": contentType,
    "Cache-Control": immutable ? "public, max-age=31536000, immutable" : "public, max-age=3600",
    "X-Content-Type-Options": "nosniff",
    ...(body ? {} : { "Accept-Ranges": "bytes" }),
    ...(isCompressible(contentType) ? { Vary: "Accept-Encoding" } : {}),
    ...(encoding ? { "Content-Encoding": encoding } : {}),
  };
  if (range === "unsatisfiable") {
    res.writeHead(416, { ...common, "Content-Range": `bytes */${info.size}`, "Content-Length": 0 });
    res.end();
    return true;
  }
  res.writeHead(range ? 206 : 200, {
    ...common,
    "Content-Length": body ? body.length : range ? range.end - range.start + 1 : info.size,
    ...(range ? { "Content-Range": `bytes ${range.start}-${range.end}/${info.size}` } : {}),
  });
  if (req.method === "HEAD") res.end();
  else if (body) res.end(body);
  // A player that seeks closes the connection mid-file: the stream is closed with it, and nothing is thrown.
  else await pipeline(createReadStream(file, range ?? {}), res).catch(() => res.destroy());
  return true;
}

function toWebRequest(req: IncomingMessage, res: ServerResponse, url: URL): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
    else if (value !== undefined) headers.set(name, value);
  }
  const controller = new AbortController();
  // The client went away before we answered: let loaders stop early.
  res.once("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  return new Request(url, {
    method: req.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: Readable.toWeb(req) as ReadableStream, duplex: "half" } : {}),
  } as RequestInit);
}

/**
 * Sends a Remix response, compressed on the fly (and still streamed) when it is text and the client
 * accepts an encoding.
 */
export async function writeWebResponse(res: ServerResponse, response: Response, acceptedEncoding: Encoding | null): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie") headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers["set-cookie"] = cookies;
  const compressible = response.body !== null && isCompressible(response.headers.get("Content-Type"), response.headers.get("Content-Encoding"));
  const encoding = compressible ? acceptedEncoding : null;
  if (compressible) headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : "Accept-Encoding";
  if (encoding) {
    headers["content-encoding"] = encoding;
    delete headers["content-length"];
  }
  if (response.statusText) res.writeHead(response.status, response.statusText, headers);
  else res.writeHead(response.status, headers);
  if (!response.body) {
    res.end();
    return;
  }
  const body = response.body as unknown as AsyncIterable<Uint8Array>;
  if (encoding) {
    const compressor = createCompressor(encoding);
    // The compressor waits while the client reads slowly and is destroyed when the client leaves, which
    // rejects `sent`: there is no one left to answer then.
    const sent = pipeline(compressor, res).catch(() => {});
    await compressStream(body, compressor);
    await sent;
    return;
  }
  // Node corks the socket until the next tick on a write, so the pieces of one React flush leave together.
  for await (const chunk of body) {
    // Leaving the loop cancels the body: a client that went away stops the render.
    if (!res.write(chunk) && !(await drained(res))) break;
  }
  res.end();
}
