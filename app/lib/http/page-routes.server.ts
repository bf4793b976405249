/**
 * The routes a document's render needs (ADR 057). `<RemixServer>` turns every route of the manifest into a
 * route object and a data route on every render (113 route files: 7 % of a page's CPU), and its `<Scripts>`
 * matches every parent path of the page against all of them, to name in the page's manifest the routes the
 * browser starts with. With lazy route discovery the browser learns of the others when it needs them, so the
 * render needs only those the page's manifest names: the matched routes, and the routes that match the page's
 * parent paths (their index and pathless children, so that going up to `/tools` needs no discovery).
 * The parent paths' matches depend on the address alone, and are worked out once per address.
 */
import type { EntryContext } from "@remix-run/cloudflare";
import { matchRoutes } from "@remix-run/react";

type ManifestRoutes = EntryContext["manifest"]["routes"];

interface RouteShape {
  id: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  children: RouteShape[];
}

/** Addresses whose parent paths' matches are kept; past it the oldest goes (a crawler's random paths). */
const REMEMBERED_ADDRESSES = 2_000;

const treeOf = new WeakMap<ManifestRoutes, RouteShape[]>();
const parentMatchesOf = new WeakMap<ManifestRoutes, Map<string, readonly string[]>>();

/** The manifest as the route tree `matchRoutes` walks, made once per build. */
function routeTree(routes: ManifestRoutes): RouteShape[] {
  let tree = treeOf.get(routes);
  if (tree) return tree;
  const shapes = new Map<string, RouteShape>();
  for (const route of Object.values(routes)) {
    shapes.set(route.id, { id: route.id, path: route.path, index: route.index, caseSensitive: route.caseSensitive, children: [] });
  }
  tree = [];
  for (const route of Object.values(routes)) {
    const parent = route.parentId ? shapes.get(route.parentId) : undefined;
    (parent ? parent.children : tree).push(shapes.get(route.id)!);
  }
  treeOf.set(routes, tree);
  return tree;
}

/** The page's parent paths, as `<Scripts>` walks them: `/`, then each shorter prefix of the address. */
function parentPaths(pathname: string): string[] {
  const segments = pathname.split("/").filter(Boolean);
  segments.pop();
  const paths = ["/"];
  for (; segments.length > 0; segments.pop()) paths.push(`/${segments.join("/")}`);
  return paths;
}

/** The routes that match the parent paths of `pathname`, over the whole manifest; remembered per address. */
function parentPathRoutes(routes: ManifestRoutes, pathname: string, basename: string | undefined): readonly string[] {
  let remembered = parentMatchesOf.get(routes);
  if (!remembered) parentMatchesOf.set(routes, (remembered = new Map()));
  const key = `${basename ?? ""} ${pathname}`;
  let ids = remembered.get(key);
  if (!ids) {
    const tree = routeTree(routes);
    // An index route's shape keeps an empty `children`, which the type of a route object does not allow.
    const routeObjects = tree as Parameters<typeof matchRoutes>[0];
    ids = [
      ...new Set(parentPaths(pathname).flatMap((path) => matchRoutes(routeObjects, path, basename)?.map((match) => match.route.id!) ?? [])),
    ];
    if (remembered.size >= REMEMBERED_ADDRESSES) remembered.delete(remembered.keys().next().value!);
    remembered.set(key, ids);
  }
  return ids;
}

/** A ranked branch of the server's route tree, as React Router #14971's backport hands it to the render. */
interface RouteBranch {
  routesMeta: { route: { id: string } }[];
}

/** Route sets whose branches are kept: there are as many as the site has kinds of page, not of addresses. */
const REMEMBERED_ROUTE_SETS = 500;
const pageBranchesOf = new WeakMap<unknown[], Map<string, unknown[]>>();

/**
 * The server's ranked branches whose routes are all the page's, in their rank order. `<Scripts>` tries every
 * branch in turn for each parent path, and a parent path with no route of its own (`/community/t`) tried all of
 * the site's few hundred before it gave up. A branch left out has a route the page does not name, so it matched
 * none of those paths: the first branch that matches, if any, is the same one.
 */
function pageBranches(branches: unknown[], ids: ReadonlySet<string>): unknown[] {
  let remembered = pageBranchesOf.get(branches);
  if (!remembered) pageBranchesOf.set(branches, (remembered = new Map()));
  const key = [...ids].sort().join(" ");
  let kept = remembered.get(key);
  if (!kept) {
    kept = (branches as RouteBranch[]).filter((branch) => branch.routesMeta.every((meta) => ids.has(meta.route.id)));
    if (remembered.size >= REMEMBERED_ROUTE_SETS) remembered.delete(remembered.keys().next().value!);
    remembered.set(key, kept);
  }
  return kept;
}

/**
 * The render's context with only the routes the document needs, and only their branches of the server's ranked
 * ones (React Router #14971's backport, ADR 052), which `<Scripts>` matches the parent paths against without
 * ranking or compiling anything. Everything else is the same object.
 */
export function withPageRoutesOnly(context: EntryContext): EntryContext {
  const { manifest, staticHandlerContext, branches } = context;
  const ids = new Set(staticHandlerContext.matches.map((match) => match.route.id));
  for (const id of parentPathRoutes(manifest.routes, staticHandlerContext.location.pathname, staticHandlerContext.basename)) ids.add(id);
  const routes: ManifestRoutes = {};
  for (const id of ids) routes[id] = manifest.routes[id]!;
  return { ...context, manifest: { ...manifest, routes }, ...(branches && { branches: pageBranches(branches, ids) }) };
}
