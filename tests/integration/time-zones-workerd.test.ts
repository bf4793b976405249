/**
 * Intl alone is enough for zone arithmetic in production (ADR 038): zoned-time.ts is bundled the way
 * the Worker build bundles it and run in workerd by miniflare, over every zone Profile offers around
 * each daylight-time change, and must answer exactly as Node does, Newfoundland's NST/NDT and
 * Phoenix's all-year MST included. A runtime with a smaller ICU (no zone names, no IANA data) fails here.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { TIME_ZONE_CHOICES } from "~/features/time-zones/domain/time-zone-choices";
import * as zonedTime from "~/features/time-zones/domain/zoned-time";
import { inWorkerdModule } from "../support/workerd-module";
import { answer, type Probe } from "../support/zoned-time-probe";

const domain = path.resolve("app/features/time-zones/domain");

const NOW = "2026-06-01T12:00:00Z";

/** Every offered zone, every quarter hour from 1 AM to 4 AM local-ish (UTC 04:00 to 13:00) on each change day. */
function probes(): Probe[] {
  const list: Probe[] = [];
  for (const { zone } of TIME_ZONE_CHOICES) {
    for (const date of ["2026-03-08", "2026-11-01", "2027-03-14"]) {
      for (let quarter = 16; quarter <= 52; quarter++) {
        const instant = new Date(`${date}T00:00:00Z`).getTime() + quarter * 15 * 60_000;
        list.push({ zone, instant: new Date(instant).toISOString(), date, minute: (quarter - 12) * 15 });
      }
    }
  }
  return list;
}

const worker = inWorkerdModule(
  `
        import * as z from ${JSON.stringify(path.join(domain, "zoned-time.ts"))};
        import { answer } from ${JSON.stringify(path.resolve("tests/support/zoned-time-probe.ts"))};
        export default {
          async fetch(request) {
            const { probes, now } = await request.json();
            return Response.json(probes.map((probe) => answer(z, probe, now)));
          },
        };`,
  domain,
);

async function inWorkerd(list: Probe[]) {
  return (await worker.dispatch({ method: "POST", body: { probes: list, now: NOW } })) as ReturnType<typeof answer>[];
}

describe("zoned time in workerd", () => {
  it("answers exactly as Node does for every offered zone around each daylight-time change", async () => {
    const list = probes();
    const answers = await inWorkerd(list);
    expect(answers).toHaveLength(list.length);
    list.forEach((probe, index) => expect(answers[index], JSON.stringify(probe)).toEqual(answer(zonedTime, probe, NOW)));
  });

  it("names Newfoundland's and Arizona's zones, and writes times as the issue does", async () => {
    const [toronto, stJohnsSummer, stJohnsWinter, phoenixSummer, phoenixWinter, gap, overlap] = await inWorkerd([
      { zone: "America/Toronto", instant: "2026-03-12T23:00:00Z", date: "2026-03-12", minute: 19 * 60 },
      { zone: "America/St_Johns", instant: "2026-07-15T23:00:00Z", date: "2026-03-08", minute: 150 },
      { zone: "America/St_Johns", instant: "2026-12-09T23:00:00Z", date: "2026-11-01", minute: 90 },
      { zone: "America/Phoenix", instant: "2026-07-15T23:00:00Z", date: "2026-07-15", minute: 16 * 60 },
      { zone: "America/Phoenix", instant: "2026-12-10T00:00:00Z", date: "2026-12-09", minute: 17 * 60 },
      { zone: "America/Toronto", instant: "2026-03-08T07:30:00Z", date: "2026-03-08", minute: 150 },
      { zone: "America/Toronto", instant: "2026-11-01T05:30:00Z", date: "2026-11-01", minute: 90 },
    ]);
    expect(toronto).toMatchObject({ shown: "Thu Mar 12, 7:00 PM EDT", wall: "2026-03-12T23:00:00.000Z", canonical: "America/Toronto" });
    expect(stJohnsSummer).toMatchObject({ shown: "Wed Jul 15, 8:30 PM NDT", offset: -150, wall: "2026-03-08T06:00:00.000Z" });
    expect(stJohnsWinter).toMatchObject({ shown: "Wed Dec 9, 7:30 PM NST", offset: -210, wall: "2026-11-01T04:00:00.000Z" });
    expect(phoenixSummer).toMatchObject({ shown: "Wed Jul 15, 4:00 PM MST", offset: -420, wall: "2026-07-15T23:00:00.000Z" });
    expect(phoenixWinter).toMatchObject({ shown: "Wed Dec 9, 5:00 PM MST", offset: -420, wall: "2026-12-10T00:00:00.000Z" });
    // 2:30 AM on the spring night is 3:30 AM EDT; 1:30 AM on the fall night is the first, EDT one.
    expect(gap).toMatchObject({ shown: "Sun Mar 8, 3:30 AM EDT" });
    expect(overlap).toMatchObject({ shown: "Sun Nov 1, 1:30 AM EDT", wall: "2026-11-01T05:30:00.000Z" });
  });
});
