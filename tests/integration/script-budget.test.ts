/**
 * The script a page makes the browser load, within issue 38's budget: a public page at most 100 KiB
 * brotli, a signed-in lesson at most 110 KiB. Read from the build's manifest as the browser loads it: the
 * entry and its imports, then every matched route's module and imports, layouts included (lazy route
 * discovery is on, so the route manifest itself is not loaded). Needs `npm run build` first.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";

interface ManifestRoute {
  parentId?: string;
  module: string;
  imports?: string[];
}
interface AssetsManifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
}

const BUILD = path.resolve("public/build");

function assetsManifest(): AssetsManifest {
  const [newest] = readdirSync(BUILD)
    .filter((name) => /^manifest-\w+\.js$/.test(name))
    .map((name) => path.join(BUILD, name))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  if (!newest) throw new Error("no build: run `npm run build` first");
  const source = readFileSync(newest, "utf8");
  return JSON.parse(source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1)) as AssetsManifest;
}

const brotliBytes = new Map<string, number>();
function brotliSize(url: string): number {
  let size = brotliBytes.get(url);
  if (size === undefined) {
    size = brotliCompressSync(readFileSync(path.join(BUILD, "..", url))).length;
    brotliBytes.set(url, size);
  }
  return size;
}

/** The module files the browser loads for a page whose deepest matched route is `routeId`. */
function moduleFiles(manifest: AssetsManifest, routeId: string): Set<string> {
  const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (let id: string | undefined = routeId; id; id = manifest.routes[id]?.parentId) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`no route ${id} in the manifest`);
    files.add(route.module);
    for (const file of route.imports ?? []) files.add(file);
  }
  return files;
}

/** KiB of brotli script for a page whose deepest matched route is `routeId`. */
function scriptKiB(manifest: AssetsManifest, routeId: string): number {
  return [...moduleFiles(manifest, routeId)].reduce((sum, file) => sum + brotliSize(file), 0) / 1024;
}

/**
 * The files among `files` that hold nothing but stand-ins for server code: the compiler gives each
 * `*.server` module a route imports an empty stand-in, and one imported by several routes becomes a
 * shared file, a request of its own that runs nothing (esbuild's metafile says what each file holds).
 */
let buildOutputs: Record<string, { inputs: Record<string, unknown> }> | undefined;
function browserOutputs() {
  buildOutputs ??= (JSON.parse(readFileSync(path.resolve("build/metafile.js.json"), "utf8")) as { outputs: typeof buildOutputs }).outputs!;
  return buildOutputs;
}
function serverStandIns(files: Iterable<string>): string[] {
  const outputs = browserOutputs();
  return [...files].filter((file) => {
    const inputs = Object.keys(outputs[`public${file}`]?.inputs ?? {});
    return inputs.length > 0 && inputs.every((input) => input.startsWith("empty-module:"));
  });
}

const PUBLIC_PAGES = [
  "routes/_index",
  "routes/courses._index",
  "routes/courses.$courseId",
  "routes/tools._index",
  "routes/tools.budget-calculator",
  "routes/tools.net-worth-tracker",
  "routes/tools.debt-payoff-planner",
  "routes/tools.goal-tracker",
  "routes/login",
  "routes/signup",
  "routes/reset-password",
  "routes/privacy",
  "routes/terms",
  "routes/refund-policy",
  "routes/support",
  "routes/certificates.$certificateId",
];

describe("the script each page loads (brotli)", () => {
  const manifest = assetsManifest();

  it.each(PUBLIC_PAGES)("%s: at most 100 KiB", (routeId) => {
    expect(scriptKiB(manifest, routeId)).toBeLessThanOrEqual(100);
  });

  it("a signed-in lesson: at most 110 KiB", () => {
    expect(scriptKiB(manifest, "routes/courses.$courseId_.lesson.$lessonNumber")).toBeLessThanOrEqual(110);
  });

  it.each([
    "routes/_index",
    "routes/courses._index",
    "routes/courses.$courseId",
    "routes/login",
    "routes/signup",
    "routes/reset-password",
    "routes/tools._index",
    "routes/tools.budget-calculator",
    "routes/tools.net-worth-tracker",
    "routes/tools.debt-payoff-planner",
    "routes/tools.goal-tracker",
  ])("%s loads no file that only stands in for server code (each a request on a first visit)", (routeId) => {
    expect(serverStandIns(moduleFiles(manifest, routeId))).toEqual([]);
  });

  it("finds the files that only stand in for server code where routes share server modules", () => {
    // A guard on the measure above: the settings page's route imports server modules other routes import too.
    expect(serverStandIns(moduleFiles(manifest, "routes/dashboard.settings")).length).toBeGreaterThan(0);
  });

  it("ships no database code to any browser: not the schema (its tables and columns), not drizzle", () => {
    const inputs = Object.entries(browserOutputs()).flatMap(([output, { inputs }]) =>
      output.startsWith("public/build/") ? Object.keys(inputs).filter((input) => /^db\/|node_modules\/drizzle-orm\//.test(input)) : [],
    );
    expect([...new Set(inputs)]).toEqual([]);
    // A guard on the measure: the metafile names the browser's inputs by these paths.
    expect(Object.values(browserOutputs()).some(({ inputs }) => Object.keys(inputs).some((input) => input.startsWith("app/")))).toBe(true);
  });

  it("counts what a page really loads: React and the Remix runtime alone are more than half of it", () => {
    // A guard on the measure itself: a manifest read wrongly would pass every budget above with 0 KiB.
    expect(scriptKiB(manifest, "routes/privacy")).toBeGreaterThan(60);
  });
});
