/**
 * The live Q&A's page timings (issue 26 item 5): on generated data — 20 upcoming sessions, 100 past
 * ones, and one session with 200 questions and 2,000 votes — a Premium member's /live and that
 * session's page, at one connection on Node. Goal (issue 38, restating issue 26's milliseconds): /live at
 * most 1.6× `/privacy`'s time. Run alone on a fresh bench server with `npm run bench:live` (BENCH_PORT,
 * BENCH_SAMPLES).
 */
import type { Client, InValue } from "@libsql/client";
import { pathToFileURL } from "node:url";
import { sql } from "drizzle-orm";
import { LIVE_PATH, liveEventPath } from "~/features/live/paths";
import { timedPagesTable } from "./bench-timed-pages";
import { inserts } from "./bench-console-data";
import { signedInAccount } from "./bench-overload";
import { startBenchServer } from "./bench-server";
import { openScriptDatabase } from "./database";

export const LIVE_DATA = { upcoming: 20, past: 100, questions: 200, voters: 10 } as const;
const MEMBER = { email: "bench-live-member@example.com", password: "Bench-Member-2026" };
const BUSY_EVENT = "bench-live-busy";
const DAY_MS = 86_400_000;

const EVENT_COLUMNS = [
  "id",
  "title",
  "description",
  "starts_at",
  "duration_minutes",
  "time_zone",
  "capacity",
  "join_url",
  "replay_url",
  "rsvp_count",
  "created_at",
  "updated_at",
];

/** Writes the sessions, the voters and the busy session's questions and votes into a migrated database. */
export async function generateLiveData(client: Client, now = Date.now()): Promise<void> {
  const event = (id: string, index: number, startsAt: number): InValue[] => [
    id,
    `Monthly Q&A ${index}: budgets, debt and investing`,
    "Bring your questions about budgeting, paying down debt and getting started with investing.",
    startsAt,
    60,
    "America/Toronto",
    500,
    "https://meet.example.com/bench-room",
    startsAt < now ? "https://video.example.com/bench-replay" : null,
    0,
    now,
    now,
  ];
  const events = [
    event(BUSY_EVENT, 0, now + 3 * DAY_MS),
    ...Array.from({ length: LIVE_DATA.upcoming - 1 }, (_, index) => event(`bench-live-up-${index}`, index + 1, now + (index + 4) * 7 * DAY_MS)),
    ...Array.from({ length: LIVE_DATA.past }, (_, index) => event(`bench-live-past-${index}`, index, now - (index + 1) * 30 * DAY_MS)),
  ];
  const voters = Array.from({ length: LIVE_DATA.voters }, (_, index) => [
    `bench-live-voter-${index}`,
    `bench-live-voter-${index}@example.com`,
    "unused",
    "CA",
    now,
    now,
  ]);
  const questions = Array.from({ length: LIVE_DATA.questions }, (_, index) => [
    `bench-live-q-${index}`,
    BUSY_EVENT,
    `bench-live-voter-${index % LIVE_DATA.voters}`,
    `Question ${index}: should I pay down my line of credit or top up my TFSA first, given a variable rate?`,
    LIVE_DATA.voters,
    now - index * 60_000,
  ]);
  const votes = questions.flatMap(([questionId]) => voters.map(([userId]) => [questionId!, userId!, now]));
  await client.batch(
    [
      ...inserts("users", ["id", "email", "password_hash", "country", "email_verified_at", "created_at"], voters),
      ...inserts("live_events", EVENT_COLUMNS, events),
      ...inserts("live_questions", ["id", "event_id", "user_id", "body", "vote_count", "created_at"], questions),
      ...inserts("live_question_votes", ["question_id", "user_id", "created_at"], votes),
    ],
    "write",
  );
}

/** Generates the data into the bench server's database, signs a Premium member in (RSVP'd to the busy session), and returns the table. */
export async function benchLive(origin: string, databaseUrl: string, samples: number): Promise<string[]> {
  const { client } = await openScriptDatabase(databaseUrl);
  await generateLiveData(client);
  client.close();
  const cookie = await signedInAccount(origin, databaseUrl, MEMBER, async (db, userId) => {
    await db.run(sql`insert into subscribers (user_id, subscribed, subscription_tier, subscription_end, updated_at)
      values (${userId}, 1, 'premium', ${Date.now() + 30 * DAY_MS}, ${Date.now()})`);
    await db.run(sql`update users set time_zone = 'America/Vancouver' where id = ${userId}`);
    await db.run(sql`insert into live_rsvps (event_id, user_id, created_at) values (${BUSY_EVENT}, ${userId}, ${Date.now()})`);
  });
  const { table } = await timedPagesTable(origin, cookie, samples, [
    // Issue 38: /live with 32 sessions at most 1.6× /privacy's time.
    { label: `${LIVE_PATH} (20 upcoming, 12 of 100 past)`, path: LIVE_PATH, goal: { timesPrivacy: 1.6 } },
    { label: "a session with 200 questions", path: liveEventPath(BUSY_EVENT) },
  ]);
  return [
    `Live Q&A: ${LIVE_DATA.upcoming} upcoming and ${LIVE_DATA.past} past sessions, one with ${LIVE_DATA.questions} questions and ${(
      LIVE_DATA.questions * LIVE_DATA.voters
    ).toLocaleString("en-US")} votes; median of ${samples} sequential requests at one connection, signed in as a Premium member in Vancouver.`,
    ...table,
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const port = Number(process.env.BENCH_PORT ?? 3200);
  const { server, origin, databaseUrl } = await startBenchServer(port);
  const table = await benchLive(origin, databaseUrl, Number(process.env.BENCH_SAMPLES ?? 200));
  server.close();
  console.log(`\nNode ${process.version}\n\n${table.join("\n")}`);
}
