// The reminder sweep (issue 26) on a real libSQL database: live events 24 h and 1 h before to each
// member who RSVP'd, coaching sessions 24 h before to both sides, each exactly once however the sweeps
// overlap, fail or repeat.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { forgetOldReminders, sendDueReminders, type SweepContext } from "~/features/calendar/reminders.server";
import type { MailMessage } from "~/lib/services/mail";
import { cancelRsvp } from "~/features/live/live.server";
import { runHourlyWork } from "../../server/hourly";
import { createTestDatabase } from "../support/database";
import { parseCalendar } from "../support/ics";

let test: Awaited<ReturnType<typeof createTestDatabase>>;
beforeEach(async () => {
  test = await createTestDatabase();
});
afterEach(() => test.cleanup());

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Thu Nov 12, 7:00 PM EST in Toronto; 4:00 PM PST in Vancouver. */
const START = new Date("2026-11-13T00:00:00Z");
const at = (offset: number) => new Date(START.getTime() + offset);

const sweep = (now: Date, context: SweepContext = test.context) => sendDueReminders(context, now);

async function person(id: string, zone: string, tier: "basic" | "premium" | "elite" | null, names: [string, string] | null = null) {
  await test.client.batch(
    [
      {
        sql: "insert into users (id, email, password_hash, country, marketing_consent, time_zone, created_at) values (?, ?, 'unused', 'CA', 0, ?, 0)",
        args: [id, `${id}@example.com`, zone],
      },
      ...(tier
        ? [
            {
              sql: "insert into subscribers (user_id, subscribed, subscription_tier, subscription_end, updated_at) values (?, 1, ?, ?, 0)",
              args: [id, tier, START.getTime() + 30 * DAY],
            },
          ]
        : []),
      ...(names ? [{ sql: "insert into profiles (id, first_name, last_name, updated_at) values (?, ?, ?, 0)", args: [id, ...names] }] : []),
    ],
    "write",
  );
}

async function liveEvent(id: string, rsvps: string[], start = START) {
  await test.client.batch(
    [
      {
        sql: `insert into live_events (id, title, description, starts_at, duration_minutes, time_zone, capacity, join_url, sequence, rsvp_count, created_at, updated_at)
              values (?, 'Ask us anything: RRSP, TFSA; FHSA', 'Bring questions, été.', ?, 60, 'America/Toronto', 100, 'https://meet.example/secret', 0, ?, 0, 0)`,
        args: [id, start.getTime(), rsvps.length],
      },
      ...rsvps.map((userId) => ({ sql: "insert into live_rsvps (event_id, user_id, created_at) values (?, ?, 0)", args: [id, userId] })),
    ],
    "write",
  );
}

async function coachingSession(id: string, coachId: string, memberId: string, start = START) {
  await test.client.execute({
    sql: `insert into coaching_sessions (id, coach_id, member_id, starts_at, ends_at, period_end, status, sequence, created_at, updated_at)
          values (?, ?, ?, ?, ?, ?, 'booked', 0, 0, 0)`,
    args: [id, coachId, memberId, start.getTime(), start.getTime() + 45 * MINUTE, START.getTime() + 30 * DAY],
  });
}

const sentTo = (outbox: MailMessage[]) => outbox.map((message) => message.to).sort();
const claims = async () => (await test.client.execute("select count(*) as n from sent_reminders")).rows[0]!.n;

describe("live event reminders", () => {
  beforeEach(async () => {
    await person("van", "America/Vancouver", "premium");
    await person("tor", "America/Toronto", "elite");
    await person("basic", "America/Toronto", "basic");
    await person("lapsed", "America/Toronto", null);
    await liveEvent("e1", ["van", "tor", "basic", "lapsed"]);
  });

  it("two sweeps at once and a third send each reminder once, in each member's zone, with the event's calendar file", async () => {
    const now = at(-23 * HOUR);
    await Promise.all([sweep(now), sweep(now)]);
    await sweep(new Date(now.getTime() + 5 * MINUTE));
    // Members whose plan does not include the live Q&A (any more) get nothing.
    expect(sentTo(test.outbox)).toEqual(["tor@example.com", "van@example.com"]);

    const toVancouver = test.outbox.find((message) => message.to === "van@example.com")!;
    expect(toVancouver.subject).toBe("Reminder: Ask us anything: RRSP, TFSA; FHSA, Thu Nov 12, 4:00 PM PST");
    expect(test.outbox.find((message) => message.to === "tor@example.com")!.text).toContain("Thu Nov 12, 7:00 PM EST");
    expect(toVancouver.text).toContain("http://localhost:3000/live/e1");
    // The join link is never in an email (a reminder is forwarded like any other).
    expect(toVancouver.text + toVancouver.html).not.toContain("meet.example");
    const file = toVancouver.attachments?.[0];
    expect(file?.contentType).toBe("text/calendar; charset=utf-8; method=REQUEST");
    const calendar = parseCalendar(file!.content);
    expect(calendar.method).toBe("REQUEST");
    expect(calendar.events[0]).toMatchObject({
      uid: "live-e1@localhost",
      sequence: 0,
      start: START,
      end: at(HOUR),
      summary: "Ask us anything: RRSP, TFSA; FHSA",
      url: "http://localhost:3000/live/e1",
    });

    // A member who reads French gets the French page, in the email and in its file.
    await test.client.execute("update users set locale = 'fr' where email = 'tor@example.com'");
    await test.client.execute("delete from sent_reminders");
    test.outbox.length = 0;
    await sweep(new Date(now.getTime() + 10 * MINUTE));
    const toToronto = test.outbox.find((message) => message.to === "tor@example.com")!;
    expect(toToronto.text).toContain("http://localhost:3000/fr/live/e1");
    expect(parseCalendar(toToronto.attachments![0]!.content).events[0]!.url).toBe("http://localhost:3000/fr/live/e1");
  });

  it("sends the 24-hour reminder from 24 hours before, the 1-hour one from 1 hour before, and nothing late", async () => {
    await sweep(at(-24 * HOUR - MINUTE));
    expect(test.outbox).toHaveLength(0);
    await sweep(at(-24 * HOUR));
    expect(test.outbox).toHaveLength(2);
    await sweep(at(-2 * HOUR));
    expect(test.outbox).toHaveLength(2);
    await sweep(at(-HOUR));
    await sweep(at(-30 * MINUTE));
    expect(test.outbox).toHaveLength(4);
    await sweep(at(MINUTE));
    expect(test.outbox).toHaveLength(4);
    expect(await claims()).toBe(4);
  });

  it("a sweep that missed the 24-hour window sends only the 1-hour reminder", async () => {
    await sweep(at(-40 * MINUTE));
    expect(sentTo(test.outbox)).toEqual(["tor@example.com", "van@example.com"]);
    await sweep(at(-20 * MINUTE));
    expect(test.outbox).toHaveLength(2);
  });

  it("a rescheduled event is reminded of again, at its new time and with its new sequence", async () => {
    await sweep(at(-23 * HOUR));
    expect(test.outbox).toHaveLength(2);
    await test.client.execute({ sql: "update live_events set starts_at = ?, sequence = 1 where id = 'e1'", args: [at(2 * HOUR).getTime()] });
    await sweep(at(-22 * HOUR));
    expect(test.outbox).toHaveLength(4);
    const rescheduled = test.outbox.at(-1)!;
    expect(rescheduled.subject).toMatch(/Thu Nov 12, (9:00 PM EST|6:00 PM PST)$/);
    expect(parseCalendar(rescheduled.attachments![0]!.content).events[0]).toMatchObject({ sequence: 1, start: at(2 * HOUR) });
  });

  it("a member who cancels their RSVP after a reminder gets the calendar's CANCEL; one never reminded gets nothing", async () => {
    await sweep(at(-23 * HOUR));
    test.outbox.length = 0;
    expect(await cancelRsvp(test.requestContext(), "van", "e1", at(-22 * HOUR))).toBe("cancelled");
    expect(await cancelRsvp(test.requestContext(), "van", "e1", at(-22 * HOUR))).toBe("cancelled");
    await test.settled();
    expect(test.outbox.map((message) => [message.to, message.subject])).toEqual([
      ["van@example.com", "No longer going: Ask us anything: RRSP, TFSA; FHSA"],
    ]);
    const file = test.outbox[0]!.attachments![0]!;
    expect(file.contentType).toBe("text/calendar; charset=utf-8; method=CANCEL");
    expect(parseCalendar(file.content)).toMatchObject({ method: "CANCEL", events: [{ uid: "live-e1@localhost", sequence: 0 }] });

    // The Basic member was never reminded (their plan has no live Q&A), so no calendar holds it.
    test.outbox.length = 0;
    expect(await cancelRsvp(test.requestContext(), "basic", "e1", at(-22 * HOUR))).toBe("cancelled");
    await test.settled();
    expect(test.outbox).toEqual([]);
  });

  it("a cancelled event gets no reminders", async () => {
    await test.client.execute({ sql: "update live_events set cancelled_at = ?, sequence = 1 where id = 'e1'", args: [at(-2 * DAY).getTime()] });
    await sweep(at(-23 * HOUR));
    await sweep(at(-30 * MINUTE));
    expect(test.outbox).toHaveLength(0);
    expect(await claims()).toBe(0);
  });

  it("a failed email is tried again by the next sweep, and only that one", async () => {
    let refuse = true;
    const flaky: SweepContext = {
      ...test.context,
      mailer: {
        async send(message) {
          if (refuse && message.to === "van@example.com") throw new Error("Mail API answered 503");
          test.outbox.push(message);
        },
      },
    };
    await expect(sweep(at(-23 * HOUR), flaky)).rejects.toThrow(/1 of 2 reminders could not be sent/);
    expect(sentTo(test.outbox)).toEqual(["tor@example.com"]);
    refuse = false;
    await sweep(at(-23 * HOUR + 5 * MINUTE), flaky);
    await sweep(at(-23 * HOUR + 10 * MINUTE), flaky);
    expect(sentTo(test.outbox)).toEqual(["tor@example.com", "van@example.com"]);
  });

  it("reads what is due in one round trip", async () => {
    test.roundTrips.count = 0;
    await sweep(at(-3 * DAY));
    expect(test.roundTrips.count).toBe(1);
  });
});

describe("coaching reminders", () => {
  beforeEach(async () => {
    await person("coach", "America/Phoenix", null, ["Carla", "Reyes"]);
    await person("member", "America/St_Johns", "elite", ["Sam", "Tremblay"]);
    await coachingSession("s1", "coach", "member");
  });

  it("reminds the member and the coach once each, 24 hours before, in their own zones and by name", async () => {
    await Promise.all([sweep(at(-23 * HOUR)), sweep(at(-23 * HOUR))]);
    await sweep(at(-HOUR));
    expect(sentTo(test.outbox)).toEqual(["coach@example.com", "member@example.com"]);
    const toMember = test.outbox.find((message) => message.to === "member@example.com")!;
    const toCoach = test.outbox.find((message) => message.to === "coach@example.com")!;
    expect(toMember.subject).toBe("Reminder: your coaching session, Thu Nov 12, 8:30 PM NST");
    expect(toMember.text).toContain("with Carla Reyes");
    expect(toMember.text).toContain("http://localhost:3000/coaching/sessions/s1");
    expect(toCoach.subject).toBe("Reminder: your coaching session, Thu Nov 12, 5:00 PM MST");
    expect(toCoach.text).toContain("with Sam Tremblay");
    expect(toCoach.text).toContain("http://localhost:3000/admin/coaching/sessions/s1");
    expect(parseCalendar(toCoach.attachments![0]!.content).events[0]).toMatchObject({
      uid: "coaching-s1@localhost",
      start: START,
      end: at(45 * MINUTE),
    });
  });

  it("a cancelled session gets no reminder; a rebooked time gets its own", async () => {
    await test.client.execute("update coaching_sessions set status = 'cancelled', cancelled_by = 'member', cancelled_at = 0 where id = 's1'");
    await sweep(at(-23 * HOUR));
    expect(test.outbox).toHaveLength(0);
    await coachingSession("s2", "coach", "member", at(3 * HOUR));
    await sweep(at(-20 * HOUR));
    expect(sentTo(test.outbox)).toEqual(["coach@example.com", "member@example.com"]);
  });
});

describe("old claims", () => {
  it("the hourly work deletes claims older than 30 days and keeps the rest", async () => {
    await test.client.batch(
      [
        {
          sql: "insert into sent_reminders (subject_key, kind, recipient_id, sent_at) values ('event:old:1', '1h', 'u', ?)",
          args: [Date.now() - 31 * DAY],
        },
        {
          sql: "insert into sent_reminders (subject_key, kind, recipient_id, sent_at) values ('event:new:1', '1h', 'u', ?)",
          args: [Date.now() - 29 * DAY],
        },
      ],
      "write",
    );
    await runHourlyWork(test.context, null);
    expect((await test.client.execute("select subject_key from sent_reminders")).rows.map((row) => row.subject_key)).toEqual(["event:new:1"]);
    // Nothing left to delete is not a failure.
    await forgetOldReminders(test.db, new Date());
  });
});
