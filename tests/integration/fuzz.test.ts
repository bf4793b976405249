/**
 * Odd input for every route of the build, signed in and out: malformed cookies, paths, query strings
 * and bodies (oversized, wrongly encoded, the wrong type). Whatever comes in, no answer is a 500,
 * nothing is logged as an error, and no request logs more than one line. Needs `npm run build` first.
 */
import type { ServerBuild } from "@remix-run/cloudflare";
import { pathToFileURL } from "node:url";
import path from "node:path";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { startAttackServer } from "../support/attack-server";

let site: Awaited<ReturnType<typeof startAttackServer>>;
let signedIn = "";
let paths: string[] = [];

/** Every route's URL, with sample values for its parameters. */
function routePaths(routes: ServerBuild["routes"]): string[] {
  const samples: Record<string, string> = { courseId: "budget-bootcamp", lessonNumber: "1", "*": "no-such-page" };
  const fullPath = (id: string): string => {
    const route = routes[id]!;
    const own = (route.path ?? "").replace(/:(\w+)/g, (_, name: string) => samples[name] ?? "x").replace("*", samples["*"]!);
    return route.parentId ? `${fullPath(route.parentId)}/${own}` : own;
  };
  return [...new Set(Object.keys(routes).map((id) => `/${fullPath(id)}`.replace(/\/+/g, "/").replace(/(.)\/$/, "$1")))];
}

beforeAll(async () => {
  site = await startAttackServer({ PASSWORD_HASH_COST: "4" });
  signedIn = await site.signedIn("fuzz@example.com");
  const build = (await import(pathToFileURL(path.resolve("build/index.js")).href)) as ServerBuild;
  paths = routePaths(build.routes);
}, 60_000);
afterAll(() => site.close());

const COOKIES = [
  "toast=a",
  "session=a.b",
  "__Host-session=x",
  "currency=%E0%A4%A",
  "device=%7B%22email",
  "session=%",
  `session=${"a".repeat(4000)}`,
  "garbage",
  "toast=; toast=x; currency=CAD; currency=EUR",
];
const QUERIES = [
  "?redirectTo=/%E3%80%80",
  "?redirectTo=%E0%A4%A",
  "?%",
  "?a=%FF%FE",
  `?token=${"x".repeat(5000)}`,
  "?_routes=%00",
  "?index&_data=%2F",
  "?preview=%E0%A4%A&currency=XXX",
];
const BODIES: { type: string; body: string }[] = [
  { type: "application/x-www-form-urlencoded", body: "%%%&=&intent=%E0%A4%A" },
  { type: "application/x-www-form-urlencoded", body: `intent=delete-account&confirmEmail=${"e".repeat(60 * 1024)}` },
  { type: "application/x-www-form-urlencoded", body: "x".repeat(70 * 1024) },
  { type: "multipart/form-data", body: "--nope\r\n\r\n" },
  { type: "multipart/form-data; boundary=b", body: '--b\r\nContent-Disposition: form-data; name="email"\r\n\r\n\u0000\r\n--b--' },
  { type: "application/json", body: '{"email": [1, 2]' },
  { type: "text/plain", body: "\u0000\u0001" },
];
const ODD_PATHS = [
  "//",
  "///courses",
  "/%E0%A4%A",
  "/%00",
  "/..%2F..%2Fetc%2Fpasswd",
  "/%2e%2e/%2e%2e/",
  "/courses/%E0%A4%A",
  "/build/%ZZ.js",
  "/dashboard/.data",
  "/_root.data?_routes=%FF",
];

it("never answers 500 or logs an error, and logs at most one line per request, whatever the cookies, paths, query strings and bodies", async () => {
  expect(paths).toContain("/dashboard/settings");
  const errors = vi.spyOn(console, "error").mockImplementation(() => {});
  const warnings = vi.spyOn(console, "warn").mockImplementation(() => {});
  const failures: string[] = [];
  const logged = () => errors.mock.calls.length + warnings.mock.calls.length;
  const check = async (label: string, send: () => Promise<{ status: number }>) => {
    const linesBefore = logged();
    const { status } = await send();
    if (status >= 500) failures.push(`${status} ${label}`);
    if (logged() - linesBefore > 1) failures.push(`${logged() - linesBefore} log lines for ${label}`);
  };
  try {
    for (const target of [...paths, ...ODD_PATHS]) {
      for (const session of ["", signedIn]) {
        const withSession = (cookie: string) => [session, cookie].filter(Boolean).join("; ");
        for (const cookie of COOKIES) {
          await check(`GET ${target} Cookie: ${cookie.slice(0, 40)}`, () => site.raw(target, { headers: { Cookie: withSession(cookie) } }));
        }
        for (const query of QUERIES) {
          await check(`GET ${target}${query.slice(0, 40)}`, () => site.raw(target + query, { headers: session ? { Cookie: session } : {} }));
          await check(`GET ${target}.data${query.slice(0, 40)}`, () =>
            site.raw(`${target}.data${query}`, { headers: session ? { Cookie: session } : {} }),
          );
        }
        for (const { type, body } of BODIES) {
          await check(`POST ${target} ${type} ${body.length} bytes`, () =>
            site.raw(target, { method: "POST", headers: { "Content-Type": type, ...(session ? { Cookie: session } : {}) }, body }),
          );
        }
        // A post may have ended the session (signing out does): the routes after it are fuzzed signed in again.
        if (session && (await site.raw("/dashboard", { headers: { Cookie: session } })).status !== 200) {
          signedIn = await site.signedIn("fuzz@example.com");
        }
      }
    }
    expect(failures).toEqual([]);
    expect(errors.mock.calls).toEqual([]);
  } finally {
    errors.mockRestore();
    warnings.mockRestore();
  }
}, 300_000);
