/**
 * Issue 26's "gets each reminder once (sweep run twice in the test)": a Premium member in Vancouver
 * who RSVP'd to two live Q&As, one tomorrow and one within the hour, gets the 24-hour reminder of the
 * first and the 1-hour reminder of the second, each once, though two sweeps run at once and a third
 * after them, as the server's timer and a retried run could. The times are in the member's zone and
 * the attached calendar file opens at the event's instant. The windows, reschedules, cancellations and
 * retries are tested in tests/integration/reminders.test.ts.
 */
import { formatZoned } from "~/features/time-zones/domain/zoned-time";
import { parseCalendar } from "../support/ics";
import { grantAccess, writeToServerDatabase } from "./access";
import { expect, test } from "./fixtures";
import { localOutbox } from "./mail";
import { runReminderSweep } from "./reminders";
import { signUpAndSignIn } from "./signed-in";

const MINUTE = 60_000;

/** An event and the member's RSVP, as the live pages write them. */
function eventWithRsvp(email: string, title: string, startsAt: Date) {
  const id = crypto.randomUUID();
  return {
    id,
    write: [
      {
        sql: `insert into live_events (id, title, description, starts_at, duration_minutes, time_zone, capacity, join_url, sequence, rsvp_count, created_at, updated_at)
              values (?, ?, 'Questions in advance welcome.', ?, 60, 'America/Toronto', 50, 'https://meet.example/join', 0, 1, ?, ?)`,
        args: [id, title, startsAt.getTime(), Date.now(), Date.now()],
      },
      {
        sql: "insert into live_rsvps (event_id, user_id, created_at) values (?, (select id from users where email = ?), ?)",
        args: [id, email, Date.now()],
      },
    ],
  };
}

test("a member who RSVP'd gets each reminder once, in their zone, however many sweeps run", async ({ page }) => {
  const email = await signUpAndSignIn(page, "CA");
  await grantAccess(email, { plan: "premium" });
  const tag = crypto.randomUUID().slice(0, 8);
  const tomorrow = new Date(Date.now() + 23 * 60 * MINUTE);
  const soon = new Date(Date.now() + 40 * MINUTE);
  const first = eventWithRsvp(email, `Tax season Q&A ${tag}`, tomorrow);
  const second = eventWithRsvp(email, `Budgeting Q&A ${tag}`, soon);
  await writeToServerDatabase([
    { sql: "update users set time_zone = 'America/Vancouver' where email = ?", args: [email] },
    ...first.write,
    ...second.write,
  ]);

  await Promise.all([runReminderSweep(), runReminderSweep()]);
  await runReminderSweep();

  const mine = async () => (await localOutbox()).filter((message) => message.to === email && message.subject.startsWith("Reminder:"));
  await expect.poll(async () => (await mine()).length).toBe(2);
  const messages = await mine();
  const reminderOf = (title: string) => messages.find((message) => message.subject.includes(title))!;
  const tax = reminderOf(`Tax season Q&A ${tag}`);
  expect(tax.subject).toContain(formatZoned(tomorrow, "America/Vancouver"));
  expect(tax.subject).toMatch(/P[SD]T$/);
  expect(tax.text).toContain(`/live/${first.id}`);
  expect(reminderOf(`Budgeting Q&A ${tag}`).subject).toContain(formatZoned(soon, "America/Vancouver"));
  const calendar = parseCalendar(tax.attachments![0]!.content);
  expect(calendar.method).toBe("REQUEST");
  expect(calendar.events[0]!.start).toEqual(new Date(Math.floor(tomorrow.getTime() / 1000) * 1000));
  // Nothing of the join link in either email.
  expect(JSON.stringify(messages)).not.toContain("meet.example");
});
