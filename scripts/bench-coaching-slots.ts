/**
 * `npm run bench:slots`: the open slots of 3 coaches over 60 days (issue 38: at most `/privacy`'s time).
 * Coaches in three zones with weekday hours in two windows, a few exceptions and a booked calendar;
 * the member is in St. John's, so every slot is also placed on the member's day. Reports the median
 * and p95 of computations in a running process (zone offsets cached per day, as on the server), and
 * the first computation of the process, which fills that cache.
 */
import { pathToFileURL } from "node:url";
import { openSlots, type BookedTime, type CoachHours } from "../app/features/coaching/domain/slots";

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);

function coach(coachId: string, timeZone: string): CoachHours {
  const weekly = [1, 2, 3, 4, 5].flatMap((weekday) => [
    { weekday, startMinute: 9 * 60, endMinute: 12 * 60 },
    { weekday, startMinute: 13 * 60, endMinute: 17 * 60 },
  ]);
  return {
    coachId,
    timeZone,
    weekly,
    exceptions: [
      { date: "2027-03-19", kind: "off", startMinute: null, endMinute: null },
      { date: "2027-03-20", kind: "extra", startMinute: 10 * 60, endMinute: 14 * 60 },
    ],
  };
}

const now = new Date("2027-02-20T15:00:00Z");
const coaches = [coach("phoenix", "America/Phoenix"), coach("toronto", "America/Toronto"), coach("vancouver", "America/Vancouver")];
// Every coach half booked: a session every other weekday morning.
const booked: BookedTime[] = coaches.flatMap((hours, index) =>
  Array.from({ length: 30 }, (_, day) => {
    const startsAt = new Date(now.getTime() + (2 + day * 2) * 86_400_000 + index * 3_600_000);
    return { coachId: hours.coachId, startsAt, endsAt: new Date(startsAt.getTime() + 45 * 60_000) };
  }),
);

function measure(): { firstMs: number; medianMs: number; p95Ms: number; slots: number } {
  const run = () => openSlots({ coaches, booked, memberZone: "America/St_Johns", now });
  // The first computation in a process fills the per-day offset cache (and warms Intl and the JIT).
  const first = performance.now();
  run();
  const firstMs = performance.now() - first;
  for (let i = 0; i < 20; i++) run();
  const timings: number[] = [];
  let slots = 0;
  for (let i = 0; i < SAMPLES; i++) {
    const start = performance.now();
    slots = run().reduce((sum, day) => sum + day.slots.length, 0);
    timings.push(performance.now() - start);
  }
  timings.sort((a, b) => a - b);
  return { firstMs, medianMs: timings[Math.floor(timings.length / 2)]!, p95Ms: timings[Math.floor(timings.length * 0.95)]!, slots };
}

/**
 * The line `npm run bench` prints; given `/privacy`'s median in the same case, the search as a multiple of it
 * (issue 38: at most 1×).
 */
export function benchCoachingSlots(privacyMs?: number): string {
  const result = measure();
  const ratio = privacyMs
    ? `; ÷ /privacy ${(result.medianMs / privacyMs).toFixed(2)}× (goal ≤ 1×: ${result.medianMs <= privacyMs ? "met" : "not met"})`
    : "";
  return `Coaching slots, 3 coaches × 60 days (${result.slots} open slots, member in St. John's): median ${result.medianMs.toFixed(2)} ms, p95 ${result.p95Ms.toFixed(2)} ms (${SAMPLES} runs); first in the process ${result.firstMs.toFixed(2)} ms${ratio}`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) console.log(`Node ${process.version}\n${benchCoachingSlots()}`);
