/**
 * Signed-in pages timed one request at a time (the console, community, coaching and live Q&A cases of
 * `npm run bench`), each beside `/privacy`: a page without a database read, measured in the same case, shows
 * how busy the machine was. Issue 38 restated issues 25 and 26's goals in milliseconds, which a machine's
 * speed decides, as multiples of it: a community thread and `/live` at most 1.6×, a slot search at most 1×.
 */
import { Agent, request as httpRequest } from "node:http";
import { parseRoundTrips } from "../server/app-handler";
import { median } from "./bench-server";

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

/** A goal in milliseconds (the median), or as a multiple of `/privacy`'s median in the same case (issue 38). */
export type PageGoal = { ms: number } | { timesPrivacy: number };

export interface TimedPage {
  label: string;
  path: string;
  goal?: PageGoal;
}

const goalText = (goal: PageGoal) => ("ms" in goal ? `< ${goal.ms} ms` : `≤ ${goal.timesPrivacy}× /privacy`);
const meets = (goal: PageGoal, ms: number, privacyMs: number) => ("ms" in goal ? ms < goal.ms : ms / privacyMs <= goal.timesPrivacy);

/**
 * Times `/privacy`, then each page (the median of `samples` sequential requests at one connection, with
 * `cookie`): the table's header and rows, and `/privacy`'s median for a case that relates more to it.
 */
export async function timedPagesTable(
  origin: string,
  cookie: string,
  samples: number,
  pages: readonly TimedPage[],
): Promise<{ table: string[]; privacyMs: number }> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const measured: { page: TimedPage; status: number; roundTrips: number | null; median: number; fastest: number }[] = [];
  for (const page of [{ label: "/privacy (reference: no database read)", path: "/privacy" }, ...pages]) {
    const first = await getAs(agent, origin, page.path, cookie);
    const ms = await timesOf(() => getAs(agent, origin, page.path, cookie), samples);
    measured.push({ page, status: first.status, roundTrips: first.roundTrips, ...ms });
  }
  agent.destroy();
  const privacyMs = measured[0]!.median;
  const rows = measured.map(({ page, status, roundTrips, median: ms, fastest }) => {
    const goal = page.goal ? `${goalText(page.goal)}: ${meets(page.goal, ms, privacyMs) ? "met" : "not met"}` : "";
    return `| ${page.label} | ${status} | ${roundTrips ?? "?"} | ${ms.toFixed(2)} | ${fastest.toFixed(2)} | ${(ms / privacyMs).toFixed(2)}× | ${goal} |`;
  });
  return {
    table: [
      "| page | status | DB round trips | render ms (median) | fastest ms | ÷ /privacy | goal |",
      "|---|---|---|---|---|---|---|",
      ...rows,
    ],
    privacyMs,
  };
}
