/**
 * The console's part of `npm run bench` (issue 21, item 4): on a generated database of 20,000 learners
 * and 100,000 orders (scripts/bench-console-data.ts), an admin's overview, learner search and orders
 * pages at one connection on Node. The goal is under 50 ms each. `npm run bench:console` runs this part
 * alone on a fresh bench server.
 */
import { Agent, request as httpRequest } from "node:http";
import { pathToFileURL } from "node:url";
import { sql } from "drizzle-orm";
import { parseRoundTrips } from "../server/app-handler";
import { signedInAccount } from "./bench-overload";
import { generateConsoleData, CONSOLE_DATA } from "./bench-console-data";
import { median, startBenchServer } from "./bench-server";
import { openScriptDatabase } from "./database";

const ADMIN = { email: "bench-admin@example.com", password: "Bench-Admin-2026" };
const SEARCH_PREFIX = "mar";

interface Timed {
  status: number;
  roundTrips: number | null;
  body: string;
  ms: number;
}

export function getAs(agent: Agent, origin: string, path: string, cookie: string): Promise<Timed> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const req = httpRequest(origin + path, { agent, headers: { Cookie: cookie, "Accept-Encoding": "identity" } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({
          status: res.statusCode!,
          roundTrips: parseRoundTrips(String(res.headers["server-timing"] ?? "")),
          body: Buffer.concat(chunks).toString("utf8"),
          ms: performance.now() - start,
        }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

/** The median and the fastest of sequential runs, after a warm-up (the fastest shows the cost when the machine is busy). */
export async function timesOf(run: () => Promise<{ ms: number }>, samples: number): Promise<{ median: number; fastest: number }> {
  for (let index = 0; index < 10; index += 1) await run();
  const times: number[] = [];
  for (let index = 0; index < samples; index += 1) times.push((await run()).ms);
  return { median: median(times), fastest: Math.min(...times) };
}

/** An admin signed in: the session cookie for the console's pages. */
export function signedInAdmin(origin: string, databaseUrl: string): Promise<string> {
  return signedInAccount(origin, databaseUrl, ADMIN, (adminDb, userId) =>
    adminDb.run(sql`update users set role = 'admin' where id = ${userId}`),
  );
}

/** Generates the data into the bench server's database, signs an admin in, and returns the case's table. */
export async function benchConsole(origin: string, databaseUrl: string, samples: number): Promise<string[]> {
  const { client } = await openScriptDatabase(databaseUrl);
  const started = performance.now();
  await generateConsoleData(client);
  const generatedMs = performance.now() - started;
  const cookie = await signedInAdmin(origin, databaseUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const rows: string[] = [];
  const measure = async (label: string, path: string) => {
    const first = await getAs(agent, origin, path, cookie);
    const ms = await timesOf(() => getAs(agent, origin, path, cookie), samples);
    rows.push(`| ${label} | ${first.status} | ${first.roundTrips ?? "?"} | ${ms.median.toFixed(2)} | ${ms.fastest.toFixed(2)} |`);
    return first;
  };

  // A page without a database read, measured beside them: how busy the machine was during this case.
  await measure("/privacy (reference: no database read)", "/privacy");
  await measure("/admin (overview)", "/admin");
  const firstPage = await measure("/admin/orders", "/admin/orders");
  const next = /href="(\/admin\/orders\?after=[^"]+)"/.exec(firstPage.body)?.[1]?.replaceAll("&amp;", "&");
  if (next) await measure("/admin/orders, page 2 (cursor)", next);
  await measure(
    "/admin/orders?status=refunded&currency=CAD&course=…&from=…&to=…",
    "/admin/orders?status=refunded&currency=CAD&course=debt-challenge&from=2026-01-01&to=2026-06-30",
  );
  await measure("/admin/orders?status=failed", "/admin/orders?status=failed");
  await measure("/admin/overview.csv", "/admin/overview.csv");

  await measure(`/admin/learners?q=${SEARCH_PREFIX}`, `/admin/learners?q=${SEARCH_PREFIX}`);
  agent.destroy();
  client.close();
  return [
    `Console: ${CONSOLE_DATA.learners.toLocaleString("en-US")} learners, ${CONSOLE_DATA.orders.toLocaleString("en-US")} orders (generated in ${(generatedMs / 1000).toFixed(1)} s); median of ${samples} sequential requests at one connection, signed in as an admin; goal < 50 ms.`,
    "| page | status | DB round trips | render ms (median) | fastest ms |",
    "|---|---|---|---|---|",
    ...rows,
  ];
}

// `npm run bench:console`: this case alone, on a fresh bench server.
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const port = Number(process.env.BENCH_PORT ?? 3200);
  const { server, origin, databaseUrl } = await startBenchServer(port);
  const table = await benchConsole(origin, databaseUrl, Number(process.env.BENCH_SAMPLES ?? 200));
  server.close();
  console.log(`\nNode ${process.version}\n\n${table.join("\n")}`);
}
