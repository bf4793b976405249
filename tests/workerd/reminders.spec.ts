/**
 * The reminder Cron Trigger in the production Worker build (issue 26): the 5-minute trigger runs the sweep in
 * workerd, over libSQL HTTP, and posts the reminder to the email API with its calendar file in base64.
 * Run twice, it sends once.
 */
import { expect, test } from "./fixtures";
import { REMINDER_CRON } from "../../server/crons";
import { parseCalendar } from "../support/ics";
import { MAIL_PORT } from "../support/ports";
import { writeToWorkerDatabase } from "../support/worker-database";
import { mailStandIn, uniqueEmail } from "../e2e/mail";

const mailbox = mailStandIn(`http://127.0.0.1:${MAIL_PORT}`);

test("the Worker's 5-minute Cron Trigger emails a due reminder once, with its calendar file", async ({ request }) => {
  const [userId, eventId, email] = [crypto.randomUUID(), crypto.randomUUID(), uniqueEmail("worker-reminder")];
  const startsAt = Date.now() + 45 * 60_000;
  await writeToWorkerDatabase([
    {
      sql: "insert into users (id, email, password_hash, country, marketing_consent, time_zone, created_at) values (?, ?, 'unused', 'CA', 0, 'America/St_Johns', ?)",
      args: [userId, email, Date.now()],
    },
    {
      sql: "insert into subscribers (user_id, subscribed, subscription_tier, subscription_end, updated_at) values (?, 1, 'elite', ?, ?)",
      args: [userId, Date.now() + 30 * 86_400_000, Date.now()],
    },
    {
      sql: `insert into live_events (id, title, description, starts_at, duration_minutes, time_zone, capacity, join_url, sequence, rsvp_count, created_at, updated_at)
            values (?, 'Worker Q&A', 'On the edge.', ?, 30, 'America/Toronto', 10, 'https://meet.example/worker', 2, 1, ?, ?)`,
      args: [eventId, startsAt, Date.now(), Date.now()],
    },
    { sql: "insert into live_rsvps (event_id, user_id, created_at) values (?, ?, ?)", args: [eventId, userId, Date.now()] },
  ]);

  // What Cloudflare does on the schedule (wrangler dev --test-scheduled), twice.
  for (let run = 0; run < 2; run += 1) {
    expect((await request.get(`/__scheduled?cron=${encodeURIComponent(REMINDER_CRON)}`)).status()).toBe(200);
  }

  const mine = (await mailbox()).filter((message) => message.to === email);
  expect(mine).toHaveLength(1);
  expect(mine[0]!.subject).toMatch(/^Reminder: Worker Q&A, .* N[SD]T$/);
  const file = mine[0]!.attachments?.[0];
  expect(file?.contentType).toBe("text/calendar; charset=utf-8; method=REQUEST");
  const calendar = parseCalendar(file!.content);
  expect(calendar.method).toBe("REQUEST");
  expect(calendar.events[0]).toMatchObject({ uid: `live-${eventId}@127.0.0.1`, sequence: 2, summary: "Worker Q&A" });
  expect(calendar.events[0]!.start.getTime()).toBe(Math.floor(startsAt / 1000) * 1000);
});
