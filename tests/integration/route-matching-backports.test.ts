// Guards the backports of remix-run/react-router#14971 and #15186 (ADR 052; patches/ for @remix-run/router,
// @remix-run/server-runtime, @remix-run/react, react-router and react-router-dom): once the request handler
// is made, a page of the real build ranks no route tree and compiles no route pattern, anywhere on its way:
// the server's match, the static handler's query, the render's <Routes> and the initial route manifest in
// <Scripts>. Without #14971 the render and <Scripts> flatten and rank the whole tree again; without #15186
// every match compiles each pattern it tries into a regular expression. The pages and their manifests must
// stay what the public, unpatched `matchRoutes` says.
import { readConfig } from "@remix-run/dev/dist/config.js";
import type { ServerBuild } from "@remix-run/cloudflare";
import { matchRoutes, type AgnosticRouteObject } from "@remix-run/router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createAppHandler } from "../../server/app-handler";
import { RAW_TEST_SETTINGS } from "../support/database";
import { withBuildAndDatabase, type TestDatabase } from "../support/page-tests";

let build: ServerBuild;
let test: TestDatabase;
withBuildAndDatabase({ seeded: true }, (loaded) => ({ build, test } = loaded));

let routeTree: AgnosticRouteObject[] = [];

beforeAll(async () => {
  const config = await readConfig(process.cwd());
  const routes = Object.values(config.routes);
  const tree = (parentId?: string): AgnosticRouteObject[] =>
    routes
      .filter((route) => route.parentId === parentId)
      .map((route) =>
        route.index ? { id: route.id, path: route.path, index: true } : { id: route.id, path: route.path, children: tree(route.id) },
      );
  routeTree = tree();
  expect(routes.length).toBeGreaterThan(100);
});

afterEach(() => vi.restoreAllMocks());

/** A route pattern as the router compiles it: anchored, starting with a slash (`compilePath`). */
const isRoutePattern = (source: unknown) => typeof source === "string" && source.startsWith("^/");

/** How many route trees are ranked and route patterns compiled while `work` runs. */
async function matchingWork(work: () => Promise<unknown>): Promise<{ ranked: number; compiled: number }> {
  const sort = vi.spyOn(Array.prototype, "sort");
  const NativeRegExp = globalThis.RegExp;
  let compiled = 0;
  globalThis.RegExp = new Proxy(NativeRegExp, {
    construct(target, args: [string | RegExp, string?]) {
      if (isRoutePattern(args[0])) compiled += 1;
      return Reflect.construct(target, args) as RegExp;
    },
  });
  try {
    await work();
    const isBranch = (item: unknown) => typeof item === "object" && item !== null && "routesMeta" in item;
    return { ranked: sort.mock.contexts.filter((array) => Array.isArray(array) && isBranch(array[0])).length, compiled };
  } finally {
    globalThis.RegExp = NativeRegExp;
    sort.mockRestore();
  }
}

/** The route ids of the manifest a page hands the browser (`window.__remixManifest`). */
function manifestRouteIds(html: string): string[] {
  const manifest = /window\.__remixManifest = (\{[\s\S]*?\});\n/.exec(html);
  if (!manifest) throw new Error("The page has no route manifest");
  return Object.keys((JSON.parse(manifest[1]!) as { routes: Record<string, unknown> }).routes).sort();
}

/** What lazy route discovery must hand over for `pathname`: the routes matching it and each of its prefixes. */
function expectedManifest(pathname: string): string[] {
  const segments = pathname.split("/").filter(Boolean);
  const prefixes = ["/", ...segments.map((_, index) => "/" + segments.slice(0, index + 1).join("/"))];
  const ids = prefixes.flatMap((prefix) => (matchRoutes(routeTree, prefix) ?? []).map((match) => match.route.id!));
  // A page that matches nothing renders its error under the root alone.
  return [...new Set(["root", ...ids])].sort();
}

describe("a page of the real build matches its route once, against branches ranked and compiled once", () => {
  it("ranks no route tree and compiles no route pattern, and hands over the same routes as before", async () => {
    const handle = createAppHandler(build);
    const get = async (path: string) => {
      const response = await handle(new Request(`http://localhost:3000${path}`), {
        env: { ...RAW_TEST_SETTINGS },
        getClient: () => test.client,
        getMailer: () => test.context.mailer,
        clientIp: "203.0.113.7",
        waitUntil: () => undefined,
      });
      return { status: response.status, html: await response.text() };
    };
    // The first request makes Remix's handler, whose static handler ranks the tree (once per process), and the
    // first request for an address works out which routes its parent paths match (ADR 057, once per address).
    expect((await get("/")).status).toBe(200);
    const pages = ["/privacy", "/courses", "/courses/budget-bootcamp", "/tools/debt-payoff-planner", "/login", "/no/such/page"];
    for (const path of pages) await get(path);

    const served: { path: string; status: number; html: string }[] = [];
    const work = await matchingWork(async () => {
      for (const path of pages) served.push({ path, ...(await get(path)) });
    });

    expect(work).toEqual({ ranked: 0, compiled: 0 });
    expect(served.map(({ path, status }) => [path, status])).toEqual(pages.map((path) => [path, path === "/no/such/page" ? 404 : 200]));
    for (const { path, html } of served) expect(manifestRouteIds(html), path).toEqual(expectedManifest(path));
    // The rendered page is the one matched: its own heading, not another route's.
    expect(served[0]!.html).toContain("<h1");
    expect(served[2]!.html).toMatch(/Budget Bootcamp/);
  });
});
