/**
 * Overload on the real Node server (the build `npm start` serves): many connections at once must all
 * be answered, in turn. Counted in answers, not milliseconds, so a busy machine cannot make it pass
 * or fail. Needs `npm run build` first.
 */
import { Agent, request } from "node:http";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startAttackServer } from "../support/attack-server";

let site: Awaited<ReturnType<typeof startAttackServer>>;
beforeAll(async () => {
  site = await startAttackServer();
}, 60_000);
afterAll(() => site.close());

/** One GET of a page over the agent's connection; resolves with the status once the whole body is in. */
function get(agent: Agent | false, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port: site.port, path, agent }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

it("accepts new connections while kept-alive ones keep it busy, and answers them in turn", async () => {
  const BUSY = 100;
  const NEWCOMERS = 100;
  const PAGE = "/privacy";
  // Kept-alive connections, each asking again as soon as it is answered (what a load test does).
  const agents = Array.from({ length: BUSY }, () => new Agent({ keepAlive: true, maxSockets: 1 }));
  let busyAnswers = 0;
  let stop = false;
  let resolveAllAnswered: () => void;
  const allAnswered = new Promise<void>((resolve) => (resolveAllAnswered = resolve));
  let answeredOnce = 0;
  const loops = agents.map(async (agent) => {
    for (let count = 1; !stop; count += 1) {
      expect(await get(agent, PAGE)).toBe(200);
      busyAnswers += 1;
      if (count === 1 && ++answeredOnce === BUSY) resolveAllAnswered();
    }
  });
  await allAnswered;

  // Then a rush of new connections, one request each.
  const start = busyAnswers;
  const waits = await Promise.all(
    Array.from({ length: NEWCOMERS }, async () => {
      expect(await get(false, PAGE)).toBe(200);
      return busyAnswers - start;
    }),
  );
  stop = true;
  await Promise.all(loops);
  agents.forEach((agent) => agent.destroy());

  // How many times each busy connection was answered while the last newcomer waited. Accepted one per
  // turn of the event loop while every busy request rendered in that turn, the last newcomer waited 51
  // rounds; waiting in one line with them, 2.
  const rounds = Math.max(...waits) / BUSY;
  expect(rounds).toBeLessThan(5);
}, 120_000);
