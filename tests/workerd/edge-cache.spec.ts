import type { APIResponse } from "@playwright/test";
import { expect, test } from "./fixtures";
import { createCookie } from "@remix-run/cloudflare";
import { BRIDGE_PORT } from "../support/ports";

// The production Worker build in workerd, with the Workers Cache API in front of the renderer.

/** Database pipelines the Worker has sent so far (the libSQL bridge counts them). */
async function databaseRequests(): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${BRIDGE_PORT}/stats`);
  return ((await response.json()) as { pipelines: number }).pipelines;
}

function nonces(response: APIResponse, html: string) {
  const header = response.headers()["content-security-policy"]?.match(/'nonce-([^']+)'/)?.[1];
  const attributes = [...html.matchAll(/<script[^>]* nonce="([^"]+)"/g)].map((match) => match[1]);
  return { header, attributes };
}

// A path no other test visits, so the first request is the miss.
const freshPath = () => `/courses/budget-bootcamp?edge=${crypto.randomUUID()}`;

test("a cookieless visitor's second request is served from the edge cache, without the database, with a nonce of its own", async ({
  request,
}) => {
  const path = freshPath();
  const first = await request.get(path);
  expect(first.status()).toBe(200);
  expect(first.headers()["x-edge-cache"]).toBe("MISS");
  const firstHtml = await first.text();

  // The miss is stored in the background: wait until the cache answers. The bridge counts every
  // client's pipelines, and other workerd tests (sign-ups, payments) run beside this one, so a hit is
  // asked for again until no other test's query fell between the two counts; a hit that read the
  // database would never get there.
  let second: APIResponse | undefined;
  await expect(async () => {
    const before = await databaseRequests();
    second = await request.get(path);
    expect(second.headers()["x-edge-cache"]).toBe("HIT");
    expect(await databaseRequests()).toBe(before);
  }).toPass({ timeout: 15_000 });

  const secondHtml = await second!.text();
  const a = nonces(first, firstHtml);
  const b = nonces(second!, secondHtml);
  expect(a.attributes.length).toBeGreaterThan(0);
  expect(a.attributes.every((nonce) => nonce === a.header)).toBe(true);
  expect(b.attributes).toHaveLength(a.attributes.length);
  expect(b.attributes.every((nonce) => nonce === b.header)).toBe(true);
  expect(b.header).not.toBe(a.header);
  // The same page otherwise: lessons from the database, prices, everything.
  expect(secondHtml.replaceAll(b.header!, "N")).toBe(firstHtml.replaceAll(a.header!, "N"));
  expect(second!.headers()["cache-control"]).toContain("s-maxage");
});

test("visitors from Canada and elsewhere get their own cached copy, in their own currency", async ({ request }) => {
  const path = freshPath();
  const fromCanada = { "CF-IPCountry": "CA" };
  const us = await request.get(path);
  expect(await us.text()).toContain("US$47");
  const ca = await request.get(path, { headers: fromCanada });
  expect(ca.headers()["x-edge-cache"]).toBe("MISS");
  expect(await ca.text()).toContain("CA$59");
  await expect(async () => {
    const again = await request.get(path, { headers: fromCanada });
    expect(again.headers()["x-edge-cache"]).toBe("HIT");
    expect(await again.text()).toContain("CA$59");
  }).toPass({ timeout: 10_000 });
});

test("requests with a session, toast or currency cookie are never served from or stored in the cache", async ({ request }) => {
  const path = freshPath();
  await request.get(path);
  await expect(async () => expect((await request.get(path)).headers()["x-edge-cache"]).toBe("HIT")).toPass({ timeout: 10_000 });
  // Signed like the Worker's own cookies (tests/support/workerd-server.ts sets the secret).
  const signed = async (name: string, value: unknown) =>
    (await createCookie(name, { secrets: ["workerd-test-secret-workerd-test-secret"] }).serialize(value)).split(";")[0]!;
  const session = await signed("session", "a-session-token");
  const toast = await signed("toast", { type: "info", title: "Hello", description: "A toast", id: "t1" });
  for (const cookie of [session, toast, "currency=CAD"]) {
    const response = await request.get(path, { headers: { Cookie: cookie } });
    expect(response.headers()["x-edge-cache"], cookie).toBe("BYPASS");
    expect(response.headers()["cache-control"], cookie).toBe("private, no-store");
  }
  const signedInOnly = freshPath();
  await request.get(signedInOnly, { headers: { Cookie: session } });
  expect((await request.get(signedInOnly)).headers()["x-edge-cache"]).toBe("MISS");
});

test("pages that are private for everyone are never cached", async ({ request }) => {
  const path = `/tools/budget-calculator?salary=5000&edge=${crypto.randomUUID()}`;
  expect((await request.get(path)).headers()["x-edge-cache"]).toBe("BYPASS");
  expect((await request.get(path)).headers()["x-edge-cache"]).toBe("BYPASS");
});
