/**
 * Signed-in pages timed one request at a time (the console, community, coaching and live Q&A cases of
 * `npm run bench`), each in turn with `/privacy`: a page without a database read, timed beside it, shows
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

/** Requests of one page in a row before the other's: few enough to follow the machine's drift, enough that the garbage one page leaves is mostly collected on its own time. */
const BLOCK = 10;

/**
 * A page and `/privacy` timed in turn, a block of requests each, until each has `samples`, after a
 * warm-up: the machine's speed drifts over a run (on a 2-core host, by a tenth in a minute), and a ratio
 * of two series timed a minute apart carries that drift; taken in turn, both see the same machine.
 */
async function timesBesidePrivacy(
  page: () => Promise<{ ms: number }>,
  privacy: () => Promise<{ ms: number }>,
  samples: number,
): Promise<{ page: number[]; privacy: number[] }> {
  const times = { page: [] as number[], privacy: [] as number[] };
  const block = async (run: () => Promise<{ ms: number }>, into: number[]) => {
    for (let index = 0; index < BLOCK; index += 1) into.push((await run()).ms);
  };
  await block(page, []);
  await block(privacy, []);
  while (times.page.length < samples) {
    await block(page, times.page);
    await block(privacy, times.privacy);
  }
  return times;
}

/** A goal in milliseconds (the median), or as a multiple of the median of the `/privacy` requests timed beside the page (issue 38). */
export type PageGoal = { ms: number } | { timesPrivacy: number };

export interface TimedPage {
  label: string;
  path: string;
  goal?: PageGoal;
}

const goalText = (goal: PageGoal) => ("ms" in goal ? `< ${goal.ms} ms` : `≤ ${goal.timesPrivacy}× /privacy`);
const meets = (goal: PageGoal, ms: number, privacyMs: number) => ("ms" in goal ? ms < goal.ms : ms / privacyMs <= goal.timesPrivacy);

/**
 * Times each page in turn with `/privacy` (`samples` sequential requests of each at one connection, with
 * `cookie`): the table's header and rows, each page's median against the median of the `/privacy`
 * requests taken beside it, and `/privacy`'s median over the whole case for a case that relates more to it.
 */
export async function timedPagesTable(
  origin: string,
  cookie: string,
  samples: number,
  pages: readonly TimedPage[],
): Promise<{ table: string[]; privacyMs: number }> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const privacy = () => getAs(agent, origin, "/privacy", cookie);
  const privacyFirst = await privacy();
  const allPrivacy: number[] = [];
  const measured: { page: TimedPage; status: number; roundTrips: number | null; median: number; fastest: number; besideMs: number }[] = [];
  for (const page of pages) {
    const first = await getAs(agent, origin, page.path, cookie);
    const times = await timesBesidePrivacy(() => getAs(agent, origin, page.path, cookie), privacy, samples);
    allPrivacy.push(...times.privacy);
    measured.push({
      page,
      status: first.status,
      roundTrips: first.roundTrips,
      median: median(times.page),
      fastest: Math.min(...times.page),
      besideMs: median(times.privacy),
    });
  }
  agent.destroy();
  const privacyMs = median(allPrivacy);
  const privacyRow = `| /privacy (reference: no database read; every request of the case) | ${privacyFirst.status} | ${privacyFirst.roundTrips ?? "?"} | ${privacyMs.toFixed(2)} | ${Math.min(...allPrivacy).toFixed(2)} | 1.00× |  |`;
  const rows = measured.map(({ page, status, roundTrips, median: ms, fastest, besideMs }) => {
    const goal = page.goal ? `${goalText(page.goal)}: ${meets(page.goal, ms, besideMs) ? "met" : "not met"}` : "";
    return `| ${page.label} | ${status} | ${roundTrips ?? "?"} | ${ms.toFixed(2)} | ${fastest.toFixed(2)} | ${(ms / besideMs).toFixed(2)}× (${besideMs.toFixed(2)}) | ${goal} |`;
  });
  return {
    table: [
      "| page | status | DB round trips | render ms (median) | fastest ms | ÷ /privacy timed beside it (its median) | goal |",
      "|---|---|---|---|---|---|---|",
      privacyRow,
      ...rows,
    ],
    privacyMs,
  };
}
