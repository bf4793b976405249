/**
 * The edge-cache part of `npm run bench`: the production Worker build in workerd (wrangler dev, the
 * server the workerd tests use), timing a miss (rendered, then stored) against a hit (served from the
 * Cache API with a fresh nonce). Each miss asks for a query string no request used before, so every
 * sample renders; the hits repeat one URL.
 */
import { spawn } from "node:child_process";
import { median, routeLabel } from "./bench-server";

/** Ports of the bench's own workerd server: the Worker on 3211, its libSQL bridge on 3212. */
const BENCH_E2E_PORT = 3210;

async function timedGet(url: string): Promise<{ ms: number; state: string | null; status: number }> {
  const start = performance.now();
  const response = await fetch(url, { headers: { "Accept-Encoding": "br" } });
  await response.arrayBuffer();
  return { ms: performance.now() - start, state: response.headers.get("X-Edge-Cache"), status: response.status };
}

async function waitUntilServing(origin: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (
      await fetch(`${origin}/robots.txt`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("The workerd server did not start within two minutes");
}

export async function benchEdgeCache(routes: string[], samples: number): Promise<string[]> {
  const origin = `http://127.0.0.1:${BENCH_E2E_PORT + 1}`;
  // A server left on the port would answer instead of this build (and without its database).
  if (
    await fetch(`${origin}/robots.txt`).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`Something already listens on ${origin}`);
  // Its own process group, so stopping it also stops wrangler and workerd underneath.
  const worker = spawn("node_modules/.bin/tsx", ["tests/support/workerd-server.ts"], {
    env: { ...process.env, E2E_PORT: String(BENCH_E2E_PORT) },
    stdio: "ignore",
    detached: true,
  });
  const count = Math.max(10, Math.round(samples / 10));
  const rows: string[] = [];
  try {
    await waitUntilServing(origin);
    for (const route of routes) {
      const url = (query: string) => `${origin}${route}${route.includes("?") ? "&" : "?"}${query}`;
      await timedGet(url("warm-up")); // the first render after start compiles the code paths
      const misses: number[] = [];
      let state: string | null = null;
      const statuses = new Map<number, number>();
      for (let index = 0; index < count; index += 1) {
        const miss = await timedGet(url(`bench-miss=${crypto.randomUUID()}`));
        misses.push(miss.ms);
        state = miss.state;
        statuses.set(miss.status, (statuses.get(miss.status) ?? 0) + 1);
      }
      // Every status the misses got, with how often when there was more than one.
      const status = [...statuses].map(([code, times]) => (statuses.size > 1 ? `${code}×${times}` : String(code))).join(", ");
      if (state !== "MISS") {
        rows.push(`| ${routeLabel(route)} | ${status} | ${state} | ${median(misses).toFixed(1)} | (not cacheable) | |`);
        continue;
      }
      const cached = url("bench-hit");
      await timedGet(cached);
      // The miss is stored in the background; wait for the first hit before timing.
      while ((await timedGet(cached)).state !== "HIT") await new Promise((resolve) => setTimeout(resolve, 50));
      const hits: number[] = [];
      for (let index = 0; index < count; index += 1) hits.push((await timedGet(cached)).ms);
      rows.push(
        `| ${routeLabel(route)} | ${status} | MISS → HIT | ${median(misses).toFixed(1)} | ${median(hits).toFixed(1)} | ${(median(misses) / median(hits)).toFixed(1)}× |`,
      );
    }
  } finally {
    process.kill(-worker.pid!, "SIGTERM");
  }
  return [
    `Worker build in workerd (wrangler dev, local): median of ${count} requests each, whole response, brotli.`,
    "| route | status | X-Edge-Cache | miss ms | hit ms | speed-up |",
    "|---|---|---|---|---|---|",
    ...rows,
  ];
}
