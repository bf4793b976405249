/**
 * The console's part of `npm run bench` (issue 21, item 4): on a generated database of 20,000 learners
 * and 100,000 orders (scripts/bench-console-data.ts), an admin's overview, learner search and orders
 * pages at one connection on Node. The goal is under 50 ms each. `npm run bench:console` runs this part
 * alone on a fresh bench server.
 */
import { Agent } from "node:http";
import { pathToFileURL } from "node:url";
import { sql } from "drizzle-orm";
import { signedInAccount } from "./bench-overload";
import { generateConsoleData, CONSOLE_DATA } from "./bench-console-data";
import { startBenchServer } from "./bench-server";
import { getAs, timedPagesTable } from "./bench-timed-pages";
import { openScriptDatabase } from "./database";

const ADMIN = { email: "bench-admin@example.com", password: "Bench-Admin-2026" };
const SEARCH_PREFIX = "mar";

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
  client.close();
  // The orders page's second page is where its first page's cursor points.
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const firstPage = await getAs(agent, origin, "/admin/orders", cookie);
  agent.destroy();
  const next = /href="(\/admin\/orders\?after=[^"]+)"/.exec(firstPage.body)?.[1]?.replaceAll("&amp;", "&");
  const goal = { ms: 50 };
  const { table } = await timedPagesTable(origin, cookie, samples, [
    { label: "/admin (overview)", path: "/admin", goal },
    { label: "/admin/orders", path: "/admin/orders", goal },
    ...(next ? [{ label: "/admin/orders, page 2 (cursor)", path: next, goal }] : []),
    {
      label: "/admin/orders?status=refunded&currency=CAD&course=…&from=…&to=…",
      path: "/admin/orders?status=refunded&currency=CAD&course=debt-challenge&from=2026-01-01&to=2026-06-30",
      goal,
    },
    { label: "/admin/orders?status=failed", path: "/admin/orders?status=failed", goal },
    { label: "/admin/overview.csv", path: "/admin/overview.csv", goal },
    { label: `/admin/learners?q=${SEARCH_PREFIX}`, path: `/admin/learners?q=${SEARCH_PREFIX}`, goal },
  ]);
  return [
    `Console: ${CONSOLE_DATA.learners.toLocaleString("en-US")} learners, ${CONSOLE_DATA.orders.toLocaleString("en-US")} orders (generated in ${(generatedMs / 1000).toFixed(1)} s); median of ${samples} sequential requests at one connection, signed in as an admin.`,
    ...table,
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
