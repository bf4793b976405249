import type { ServerBuild } from "@remix-run/cloudflare";
import { JSDOM } from "jsdom";
import { createAppHandler, parseRoundTrips } from "../../server/app-handler";
import { RAW_TEST_SETTINGS, type createTestDatabase } from "./database";

type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;

/**
 * Serves one GET through the request pipeline both entries share (the real build, what `npm start`
 * serves) over the test database, and returns the answer parsed as a browser would see it.
 */
export async function servePage(
  build: ServerBuild,
  test: TestDatabase,
  path: string,
  { cookie, env = {} }: { cookie?: string; env?: Record<string, string> } = {},
) {
  const response = await createAppHandler(build)(new Request(`http://localhost:3000${path}`, { headers: cookie ? { Cookie: cookie } : {} }), {
    env: { ...RAW_TEST_SETTINGS, SERVER_TIMING: "true", ...env },
    getClient: () => test.client,
    getMailer: () => test.context.mailer,
    clientIp: "203.0.113.7",
    waitUntil: () => undefined,
  });
  const html = await response.text();
  return { response, html, document: new JSDOM(html).window.document, roundTrips: parseRoundTrips(response.headers.get("Server-Timing")) };
}

/**
 * One request of any method through the same pipeline, as a browser or a mail client sends it (a form
 * body, a cookie, headers of its own) to the site's address (SITE_URL), with the answer's text.
 */
export async function sendThroughPipeline(
  build: ServerBuild,
  test: TestDatabase,
  path: string,
  init: { method?: string; body?: Record<string, string>; cookie?: string; headers?: Record<string, string> } = {},
) {
  const headers = new Headers(init.headers);
  if (init.cookie) headers.set("Cookie", init.cookie);
  const request = new Request(`${RAW_TEST_SETTINGS.SITE_URL}${path}`, {
    method: init.method ?? (init.body ? "POST" : "GET"),
    headers,
    body: init.body ? new URLSearchParams(init.body) : undefined,
  });
  const response = await createAppHandler(build)(request, {
    env: { ...RAW_TEST_SETTINGS, SERVER_TIMING: "true" },
    getClient: () => test.client,
    getMailer: () => test.context.mailer,
    clientIp: "203.0.113.7",
    waitUntil: () => undefined,
  });
  return { response, text: await response.text() };
}

/** The build with one route's loader throwing `error`, as an unexpected failure would. */
export function withFailingLoader(build: ServerBuild, routeId: string, error: Error): ServerBuild {
  const route = build.routes[routeId]!;
  const loader = () => {
    throw error;
  };
  return { ...build, routes: { ...build.routes, [routeId]: { ...route, module: { ...route.module, loader } } } };
}
