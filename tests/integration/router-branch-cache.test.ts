// Guards the backport of remix-run/react-router#14967 (ADR 050, patches/@remix-run+router+1.23.3.patch and
// patches/@remix-run+server-runtime+2.17.5.patch): a static handler flattens and ranks its route tree once,
// and a request to Remix's handler matches against those branches instead of flattening and ranking the
// tree again. Run on the app's own 109 routes, in both builds of each package: the CommonJS one the Node
// server loads (server/app-handler.ts through @remix-run/cloudflare) and the ESM one that `remix build` and
// the Worker bundle. On an install without the patches (`npm ci --ignore-scripts`, or a patch that no
// longer applies after an upgrade) the counts below are not 0 and `_internalRouteBranches` is missing.
import { readConfig } from "@remix-run/dev/dist/config.js";
import type * as Router from "@remix-run/router";
import type * as ServerRuntime from "@remix-run/server-runtime";
import type { ServerBuild } from "@remix-run/server-runtime";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

type RouterModule = typeof Router & {
  UNSAFE_matchRoutesImpl: (
    routes: Router.AgnosticDataRouteObject[],
    location: string,
    basename: string,
    allowPartial: boolean,
    branches?: unknown[],
  ) => Router.AgnosticDataRouteMatch[] | null;
};
type Handler = Router.StaticHandler & { _internalRouteBranches?: unknown[] };

// Module paths in variables: these dist files have no type declarations of their own.
const BUILDS = [
  { name: "CommonJS (Node server)", router: "@remix-run/router/dist/router.cjs.js", runtime: "@remix-run/server-runtime/dist/index.js" },
  { name: "ESM (remix build, Worker)", router: "@remix-run/router/dist/router.js", runtime: "@remix-run/server-runtime/dist/esm/index.js" },
];
const load = (specifier: string) => import(/* @vite-ignore */ specifier);

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
}
let manifest: ManifestRoute[] = [];
let paths: string[] = [];
let routeTree: Router.AgnosticRouteObject[] = [];
/** The app's future flags, as remix.config.js sets them for its build. */
let future: Awaited<ReturnType<typeof readConfig>>["future"];

beforeAll(async () => {
  const config = await readConfig(process.cwd());
  future = config.future;
  manifest = Object.values(config.routes).map(({ id, parentId, path, index, caseSensitive }) => ({ id, parentId, path, index, caseSensitive }));
  // Every route's full pattern with its parameters filled in, plus real pages and a miss.
  const fullPath = (route: ManifestRoute): string => {
    const parent = route.parentId ? manifest.find((r) => r.id === route.parentId) : undefined;
    return [parent ? fullPath(parent) : "", route.path ?? ""].filter(Boolean).join("/");
  };
  const samples = manifest.map(
    (route) =>
      "/" +
      fullPath(route)
        .split("/")
        .filter(Boolean)
        .map((segment) => (segment === "*" ? "a/b" : segment.startsWith(":") ? "sample-1" : segment.replace(/\?$/, "")))
        .join("/"),
  );
  paths = [
    ...new Set([
      ...samples,
      "/",
      "/privacy",
      "/courses/budget-bootcamp",
      "/courses/budget-bootcamp/lesson/3",
      "/no/such/page",
      "/PRIVACY",
      "/tools/",
    ]),
  ];
  routeTree = tree();
  expect(manifest.length).toBeGreaterThan(100);
});

/** The same tree as nested route objects, as Remix 2.17.5's unpatched `createRoutes` made it. */
function tree(parentId?: string): Router.AgnosticRouteObject[] {
  return manifest
    .filter((route) => route.parentId === parentId)
    .map((route) =>
      route.index
        ? { id: route.id, path: route.path, index: true }
        : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: tree(route.id) },
    );
}

/** How many route trees get ranked (`rankRouteBranches` sorts an array of branches) while `work` runs. */
async function rankings(work: () => Promise<unknown>): Promise<number> {
  const sort = vi.spyOn(Array.prototype, "sort");
  try {
    await work();
    const isBranch = (item: unknown) => typeof item === "object" && item !== null && "routesMeta" in item;
    return sort.mock.contexts.filter((array) => Array.isArray(array) && isBranch(array[0])).length;
  } finally {
    sort.mockRestore();
  }
}

const ids = (matches: { route: { id?: string } }[] | null | undefined) => matches?.map((match) => match.route.id) ?? null;

afterEach(() => vi.restoreAllMocks());

describe.each(BUILDS)("route branches are flattened and ranked once: $name", (build) => {
  it("@remix-run/router: createStaticHandler keeps the ranked branches and its queries match against them", async () => {
    const router = (await load(build.router)) as RouterModule;
    const handler = router.createStaticHandler(routeTree) as Handler;
    expect(Array.isArray(handler._internalRouteBranches)).toBe(true);
    expect(typeof router.UNSAFE_matchRoutesImpl).toBe("function");

    for (const path of paths) {
      // The reference: the public matchRoutes, which flattens and ranks on every call, as before the patch.
      const reference = router.matchRoutes(handler.dataRoutes, path);
      const cached = router.UNSAFE_matchRoutesImpl(handler.dataRoutes, path, "/", false, handler._internalRouteBranches);
      expect(cached, path).toEqual(reference);
      expect(ids(reference), path).toEqual(ids(router.matchRoutes(routeTree, path)));
    }

    const queried: ReturnType<typeof ids>[] = [];
    const ranked = await rankings(async () => {
      for (const path of paths) {
        const context = await handler.query(new Request(`http://localhost${path}`));
        if (context instanceof Response) throw new Error(`${path} answered a Response`);
        queried.push(context.statusCode === 404 ? null : ids(context.matches));
      }
    });
    expect(ranked).toBe(0);
    expect(queried).toEqual(paths.map((path) => ids(router.matchRoutes(routeTree, path))));
  });

  it("@remix-run/server-runtime: a request matches against the handler's branches, not a tree ranked again", async () => {
    const runtime = (await load(build.runtime)) as typeof ServerRuntime;
    const router = (await load(build.router)) as RouterModule;
    const serverBuild = {
      mode: "production",
      entry: {
        module: {
          // The document's "render": the route ids Remix matched, so the test sees what the handler did.
          default: (_request, status, headers, context) => {
            void context.serverHandoffStream?.cancel();
            return Response.json(ids(context.staticHandlerContext.matches), { status, headers });
          },
        },
      },
      routes: Object.fromEntries(manifest.map((route) => [route.id, { ...route, module: { default: () => null } }])),
      assets: {
        version: "v1",
        url: "/build/manifest-v1.js",
        entry: { module: "/build/entry.js", imports: [] },
        routes: Object.fromEntries(
          manifest.map((route) => [
            route.id,
            {
              ...route,
              module: `/build/${route.id}.js`,
              hasAction: false,
              hasLoader: false,
              hasClientAction: false,
              hasClientLoader: false,
              hasErrorBoundary: route.id === "root",
            },
          ]),
        ),
      },
      publicPath: "/build/",
      assetsBuildDirectory: "public/build",
      future,
      isSpaMode: false,
    } satisfies ServerBuild;
    const handle = runtime.createRequestHandler(serverBuild, "production");
    const get = (path: string) => handle(new Request(`http://localhost${path}`));

    // The first request builds the handler (one ranking, for the static handler's branches).
    expect(await rankings(() => get("/privacy"))).toBe(1);

    const documents: ReturnType<typeof ids>[] = [];
    let discovered: string[] = [];
    const ranked = await rankings(async () => {
      for (const path of paths) {
        const response = await get(path);
        documents.push(response.status === 404 ? null : await response.json());
      }
      // A single-fetch data request and a lazy route discovery request match too.
      expect((await get("/courses/budget-bootcamp.data")).status).toBe(200);
      discovered = Object.keys(await (await get("/__manifest?version=v1&p=/courses/budget-bootcamp&p=/dashboard/settings")).json());
    });
    expect(ranked).toBe(0);
    expect(documents).toEqual(paths.map((path) => ids(router.matchRoutes(routeTree, path))));
    // Discovery answers every route on the paths and their prefixes.
    const prefixes = ["/courses", "/courses/budget-bootcamp", "/dashboard", "/dashboard/settings"];
    expect(discovered.sort()).toEqual([...new Set(prefixes.flatMap((path) => ids(router.matchRoutes(routeTree, path)) ?? []))].sort());
  });
});
