// What the patches of Remix's packages (patches/, ADR 018) change, and what they must keep.
import { createMemoryHistory, createRouter, matchRoutes, type AgnosticRouteObject } from "@remix-run/router";
import { callRouteLoader } from "@remix-run/server-runtime/dist/data.js";
import { describe, expect, it } from "vitest";

describe("@remix-run/router: a route tree is flattened and ranked once", () => {
  const routes: AgnosticRouteObject[] = [
    {
      id: "root",
      path: "/",
      children: [
        { id: "home", index: true },
        { id: "course", path: "courses/:courseId" },
        { id: "lesson", path: "courses/:courseId/lesson/:lessonNumber" },
        { id: "splat", path: "*" },
      ],
    },
  ];

  it("matches the same way on every call: the most specific route wins", () => {
    for (let round = 0; round < 3; round++) {
      expect(matchRoutes(routes, "/courses/budget-bootcamp/lesson/3")?.map((match) => match.route.id)).toEqual(["root", "lesson"]);
      expect(matchRoutes(routes, "/courses/budget-bootcamp")?.at(-1)?.params).toMatchObject({ courseId: "budget-bootcamp" });
      expect(matchRoutes(routes, "/")?.at(-1)?.route.id).toBe("home");
      expect(matchRoutes(routes, "/nope/deeper")?.at(-1)?.route.id).toBe("splat");
    }
  });

  it("sees routes added later by lazy route discovery (patchRoutes)", () => {
    const router = createRouter({
      routes: [{ id: "root", path: "/", children: [{ id: "home", index: true }] }],
      history: createMemoryHistory(),
    });
    // The tree as matched before the patch: the patch adds to its root route's children in place.
    const before = router.routes;
    expect(matchRoutes(before, "/tools")).toBeNull();
    router.patchRoutes("root", [{ id: "tools", path: "tools" }]);
    expect(matchRoutes(before, "/tools")?.at(-1)?.route.id).toBe("tools");
    expect(matchRoutes(router.routes, "/tools")?.at(-1)?.route.id).toBe("tools");
    router.dispose();
  });
});

describe("@remix-run/server-runtime: loaders get the request as it came when there is nothing to strip", () => {
  async function requestSeenByLoader(url: string) {
    let seen: Request | undefined;
    const request = new Request(url);
    await callRouteLoader({
      loader: ({ request: received }: { request: Request }) => ((seen = received), null),
      loadContext: {},
      params: {},
      request,
      routeId: "routes/test",
      singleFetch: true,
    } as never);
    return { request, seen: seen! };
  }

  it("passes the same Request on, without a copy, for a page and for a long tool query", async () => {
    for (const url of ["http://localhost/privacy", "http://localhost/tools/debt-payoff-planner?name=Visa&balance=100&name=Car+loan%20two"]) {
      const { request, seen } = await requestSeenByLoader(url);
      expect(seen).toBe(request);
    }
  });

  it("still strips Remix's own parameters, spelt out or percent-encoded", async () => {
    for (const url of ["http://localhost/p.data?_routes=root&index=&a=1", "http://localhost/p.data?%5Froutes=root&%69ndex=&a=1"]) {
      const { request, seen } = await requestSeenByLoader(url);
      expect(seen).not.toBe(request);
      expect(new URL(seen.url).searchParams.has("_routes")).toBe(false);
      expect(new URL(seen.url).searchParams.has("index")).toBe(false);
      expect(new URL(seen.url).searchParams.get("a")).toBe("1");
    }
  });
});
