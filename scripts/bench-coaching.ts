/**
 * Coaching's part of `npm run bench` (issue 26, item 5): the booking pages of an Elite member in
 * St. John's, at one connection on Node, with 3 coaches (Phoenix, Toronto, Vancouver; weekdays 9:00–12:00
 * and 13:00–17:00) and 60 sessions already booked by other members. Then the slots computation alone
 * (scripts/bench-coaching-slots.ts), whose goal (issue 38, restating issue 26's milliseconds) is at most
 * `/privacy`'s time. `npm run bench:coaching` runs this part alone.
 */
import { pathToFileURL } from "node:url";
import { sql } from "drizzle-orm";
import { COACHING_PATH, coachingDayPath } from "~/features/coaching/paths";
import { timedPagesTable } from "./bench-timed-pages";
import { inserts } from "./bench-console-data";
import { benchCoachingSlots } from "./bench-coaching-slots";
import { signedInAccount } from "./bench-overload";
import { startBenchServer } from "./bench-server";
import { openScriptDatabase } from "./database";

const MEMBER = { email: "bench-coaching@example.com", password: "Bench-Coaching-2026" };
const DAY_MS = 86_400_000;
const ZONES = ["America/Phoenix", "America/Toronto", "America/Vancouver"] as const;

/** Three coaches with weekday hours, and 60 sessions booked by 60 other members over the next 60 days. */
async function generateCoachingData(databaseUrl: string, now = Date.now()) {
  const { client } = await openScriptDatabase(databaseUrl);
  const coaches = ZONES.map((zone, index) => [
    `bench-coach-${index}`,
    `bench-coach-${index}@example.com`,
    "unused",
    "CA",
    now,
    now,
    "coach",
    zone,
  ]);
  const members = Array.from({ length: 60 }, (_, index) => [
    `bench-coachee-${index}`,
    `bench-coachee-${index}@example.com`,
    "unused",
    "CA",
    now,
    now,
    null,
    "America/Toronto",
  ]);
  const hours = ZONES.flatMap((zone, index) =>
    [1, 2, 3, 4, 5].flatMap((weekday) => [
      [`bench-hours-${index}-${weekday}-am`, `bench-coach-${index}`, weekday, 540, 720, zone, now],
      [`bench-hours-${index}-${weekday}-pm`, `bench-coach-${index}`, weekday, 780, 1020, zone, now],
    ]),
  );
  // On the hour in UTC, two days apart from 2 days ahead: whatever each coach's grid, they block nearby slots.
  const firstHour = Math.ceil((now + 2 * DAY_MS) / 3_600_000) * 3_600_000;
  const sessions = members.map((member, index) => {
    const start = firstHour + index * DAY_MS + (index % 8) * 3_600_000;
    return [`bench-session-${index}`, `bench-coach-${index % 3}`, member[0]!, start, start + 45 * 60_000, now + 30 * DAY_MS, "booked", now, now];
  });
  await client.batch(
    [
      ...inserts(
        "users",
        ["id", "email", "password_hash", "country", "email_verified_at", "created_at", "role", "time_zone"],
        [...coaches, ...members],
      ),
      ...inserts(
        "profiles",
        ["id", "first_name", "last_name", "updated_at"],
        coaches.map((coach, index) => [coach[0]!, `Coach${index}`, "Bench", now]),
      ),
      ...inserts("coach_availability", ["id", "coach_id", "weekday", "start_minute", "end_minute", "time_zone", "created_at"], hours),
      ...inserts(
        "coaching_sessions",
        ["id", "coach_id", "member_id", "starts_at", "ends_at", "period_end", "status", "created_at", "updated_at"],
        sessions,
      ),
    ],
    "write",
  );
  client.close();
}

export async function benchCoaching(origin: string, databaseUrl: string, samples: number): Promise<string[]> {
  await generateCoachingData(databaseUrl);
  const cookie = await signedInAccount(origin, databaseUrl, MEMBER, (db, userId) =>
    db.batch([
      db.run(sql`insert into subscribers (user_id, subscribed, subscription_tier, subscription_end, updated_at)
        values (${userId}, 1, 'elite', ${Date.now() + 30 * DAY_MS}, ${Date.now()})`),
      db.run(sql`update users set time_zone = 'America/St_Johns' where id = ${userId}`),
    ]),
  );
  // Four days ahead is a weekday with times for every coach or the weekend's empty day: either way the page renders its day.
  const day = new Date(Date.now() + 4 * DAY_MS).toISOString().slice(0, 10);
  const { table, privacyMs } = await timedPagesTable(origin, cookie, samples, [
    { label: `${COACHING_PATH} (days with open times)`, path: COACHING_PATH },
    { label: `${COACHING_PATH}?day=… (one day's times)`, path: coachingDayPath(day) },
  ]);
  return [
    `Coaching: 3 coaches with weekday hours, 60 booked sessions; an Elite member in St. John's; median of ${samples} sequential requests at one connection.`,
    ...table,
    "",
    benchCoachingSlots(privacyMs),
  ];
}

// `npm run bench:coaching`: this case alone, on a fresh bench server.
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const port = Number(process.env.BENCH_PORT ?? 3200);
  const { server, origin, databaseUrl } = await startBenchServer(port);
  const table = await benchCoaching(origin, databaseUrl, Number(process.env.BENCH_SAMPLES ?? 200));
  server.close();
  console.log(`\nNode ${process.version}\n\n${table.join("\n")}`);
}
