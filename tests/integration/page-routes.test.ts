/**
 * The render gets only the routes the document needs (ADR 057): the routes the page's manifest names, which must
 * be those Remix's own `<Scripts>` names when it is given the whole manifest (its `getPartialManifest`): the
 * matched routes and those of the page's parent paths, so the browser goes up to `/tools` or `/` without
 * discovering a route first.
 */
import type { EntryContext, ServerBuild } from "@remix-run/cloudflare";
// Remix's own choice of the routes a page's manifest names, as the oracle (the package has no exports map).
import { getPartialManifest } from "@remix-run/react/dist/fog-of-war.js";
import { describe, expect, it } from "vitest";
import { withPageRoutesOnly } from "~/lib/http/page-routes.server";
import { learnerWithBootcamp } from "../support/loaders";
import { withBuildAndDatabase, type TestDatabase } from "../support/page-tests";
import { servePage } from "../support/pipeline";

let build: ServerBuild;
let test: TestDatabase;
withBuildAndDatabase({ seeded: true }, (loaded) => {
  build = loaded.build;
  test = loaded.test;
});

interface RouteShape {
  id: string;
  path?: string;
  index?: boolean;
  children: RouteShape[];
}

/** The whole manifest as a route tree, for Remix's function to match against. */
function wholeTree(routes: EntryContext["manifest"]["routes"]): RouteShape[] {
  const shapes = new Map(
    Object.values(routes).map((route) => [route.id, { id: route.id, path: route.path, index: route.index, children: [] as RouteShape[] }]),
  );
  const roots: RouteShape[] = [];
  for (const route of Object.values(routes)) (route.parentId ? shapes.get(route.parentId)!.children : roots).push(shapes.get(route.id)!);
  return roots;
}

/** Serves `address` and hands back the context the entry was given and the page's HTML. */
async function render(address: string, cookie?: string) {
  let given: EntryContext | undefined;
  const entry = build.entry.module;
  const capturing: ServerBuild = {
    ...build,
    entry: {
      module: {
        ...entry,
        default: (request, status, headers, context, loadContext) => {
          given = context;
          return entry.default(request, status, headers, context, loadContext);
        },
      },
    },
  };
  const page = await servePage(capturing, test, address, { cookie });
  return { context: given!, html: page.html, status: page.response.status };
}

/** The route ids of the manifest a page embeds (`window.__remixManifest`). */
function embeddedRouteIds(html: string): string[] {
  const manifest = /window\.__remixManifest = (\{[\s\S]*?\});\n/.exec(html);
  expect(manifest, "the page's manifest").not.toBeNull();
  return Object.keys((JSON.parse(manifest![1]!) as { routes: Record<string, unknown> }).routes).sort();
}

describe("a document's routes", () => {
  it.each([
    "/",
    "/privacy",
    "/tools",
    "/tools/debt-payoff-planner",
    "/courses/budget-bootcamp",
    "/fr/courses/budget-bootcamp",
    "/fr/tools/budget-calculator",
    "/login",
    "/community",
    "/no/such/page",
  ])("for %s are the routes Remix names given the whole manifest", async (address) => {
    const { context, html } = await render(address);
    const { staticHandlerContext } = context;
    // The part of a router the function reads.
    const router = {
      state: { matches: staticHandlerContext.matches, location: staticHandlerContext.location },
      routes: wholeTree(context.manifest.routes),
      basename: staticHandlerContext.basename,
    } as unknown as Parameters<typeof getPartialManifest>[1];
    const whole = getPartialManifest(context.manifest, router);
    const expected = Object.keys(whole.routes).sort();
    expect(Object.keys(withPageRoutesOnly(context).manifest.routes).sort()).toEqual(expected);
    expect(embeddedRouteIds(html)).toEqual(expected);
  });

  it("include a lesson's course page and the parents' index routes, for a signed-in learner", async () => {
    const { cookie } = await learnerWithBootcamp(test);
    const { html, status } = await render("/courses/budget-bootcamp/lesson/2", cookie);
    expect(status).toBe(200);
    expect(embeddedRouteIds(html)).toEqual(
      expect.arrayContaining([
        "root",
        "routes/_index",
        "routes/courses",
        "routes/courses.$courseId",
        "routes/courses.$courseId_.lesson.$lessonNumber",
      ]),
    );
  });

  it("are a few of the manifest's, and the whole manifest is left as it was", async () => {
    const { context } = await render("/tools/debt-payoff-planner");
    const all = Object.keys(context.manifest.routes).length;
    const page = withPageRoutesOnly(context);
    expect(all).toBeGreaterThan(100);
    expect(Object.keys(page.manifest.routes).length).toBeLessThan(8);
    expect(Object.keys(context.manifest.routes)).toHaveLength(all);
    expect(page.staticHandlerContext).toBe(context.staticHandlerContext);
  });

  it("come with only their own ranked branches, in the server's order, for `<Scripts>` to match the parent paths against", async () => {
    const { context } = await render("/community/t/no-such-thread");
    const all = context.branches as { routesMeta: { route: { id: string } }[] }[];
    const page = withPageRoutesOnly(context);
    const ids = new Set(Object.keys(page.manifest.routes));
    const kept = page.branches as typeof all;
    expect(all.length).toBeGreaterThan(100);
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length).toBeLessThan(10);
    expect(kept).toEqual(all.filter((branch) => branch.routesMeta.every((meta) => ids.has(meta.route.id))));
    // The same address again is handed the same array: the filtering is done once per set of routes.
    expect(withPageRoutesOnly(context).branches).toBe(page.branches);
  });
});
