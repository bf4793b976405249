/**
 * 1-on-1 coaching (issue 26 item 3) over a real database: two members taking one slot at once make one
 * booking and the other hears "That time was just taken"; a second booking in one billing period is
 * refused with a sentence naming the first; changes and cancellations stop 24 hours before; a booking
 * across the March 2027 change reads right on both sides (a member in St. John's, a coach in Phoenix);
 * a plan that ends before the session cancels it, with emails. `now` is passed in, as the pages pass theirs.
 */
import type { ServerBuild } from "@remix-run/cloudflare";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { bookSession, cancelByMember, loadMemberCoaching, rescheduleSession } from "~/features/coaching/coaching.server";
import { cancelSessionsOfEndedPlans, cancelSessionsOfLeavingAccount } from "~/features/coaching/plan-ended.server";
import { setRole } from "~/features/admin/learners.server";
import { runReminderSweep } from "../../server/reminder-sweep";
import { MEMBER_TEXTS } from "~/features/coaching/texts";
import { RENEWAL_GRACE_MS } from "~/lib/services/plan-access.server";
import { parseErrorTracker } from "~/lib/report-error.server";
import { COMMAND_ACTOR } from "~/features/admin/audit.server";
import { changeRole } from "~/features/admin/roles.server";
import { PRIVATE_CACHE } from "~/lib/http/http-cache";
import type { SessionUser } from "~/lib/services/auth/session.server";
import {
  auditLog,
  coachAvailability,
  coachExceptions,
  coachingSessions,
  courseLessons,
  profiles,
  subscribers,
  userProgress,
  users,
} from "../../db/schema";
import { createSignedInUser } from "../support/loaders";
import { giveActivePlan } from "../support/plans";
import { servePage } from "../support/pipeline";
import { cookieOf, formRequest } from "../support/account-actions";
import { readToast } from "~/lib/http/toast.server";
import { returnedOrThrown, routeResult } from "../support/route-result";
import { action as consoleAction } from "~/routes/admin.coaching";
import { action as sessionAction } from "~/routes/coaching.sessions.$sessionId";
import { withBuildAndDatabase, type TestDatabase } from "../support/page-tests";

let build: ServerBuild;
let test: TestDatabase;
withBuildAndDatabase({ seeded: true }, (loaded) => ({ build, test } = loaded));

// Tuesday March 2, 2027: St. John's springs forward on Sunday March 14; Phoenix never does.
const NOW = new Date("2027-03-02T12:00:00Z");
const PERIOD_END = new Date("2027-03-31T12:00:00Z");
const MONDAY_8_9AM_MST = new Date("2027-03-08T16:00:00Z");
const MONDAY_15_9AM_MST = new Date("2027-03-15T16:00:00Z");

async function person(email: string, firstName: string, timeZone: string) {
  const created = await createSignedInUser(test, { email });
  await test.db.insert(profiles).values({ id: created.id, firstName, lastName: "Tester" });
  await test.db.update(users).set({ timeZone }).where(eq(users.id, created.id));
  return { ...created, email };
}

/** A coach in Phoenix with Monday hours 9:00 to 12:00 (MST all year). */
async function phoenixCoach(email = "coach@example.com", firstName = "Casey") {
  const coach = await person(email, firstName, "America/Phoenix");
  await changeRole(test.db, { id: coach.id }, "coach", COMMAND_ACTOR, "test set-up");
  await test.db.insert(coachAvailability).values({
    id: crypto.randomUUID(),
    coachId: coach.id,
    weekday: 1,
    startMinute: 9 * 60,
    endMinute: 12 * 60,
    timeZone: "America/Phoenix",
    createdAt: NOW,
  });
  return coach;
}

/** An Elite member whose paid period runs to the end of March 2027. */
async function eliteMember(email: string, firstName: string, timeZone = "America/St_Johns") {
  const member = await person(email, firstName, timeZone);
  await test.db.insert(subscribers).values({ userId: member.id, subscribed: true, subscriptionTier: "elite", subscriptionEnd: PERIOD_END });
  return member;
}

const asUser = (id: string) => ({ id }) as SessionUser;
const memberPage = async (cookie: string, now = NOW, day: string | null = null) =>
  (await loadMemberCoaching(new Request("http://localhost/coaching", { headers: { Cookie: cookie } }), test.requestContext(), { now, day }))
    .page;

describe("booking a coaching session", () => {
  it("makes one booking of two concurrent ones for one slot; the other hears the time was just taken", async () => {
    const coach = await phoenixCoach();
    const ana = await eliteMember("ana@example.com", "Ana");
    const ben = await eliteMember("ben@example.com", "Ben");
    const slot = { coachId: coach.id, startsAt: MONDAY_8_9AM_MST };
    const outcomes = await Promise.all([
      bookSession(test.requestContext(), asUser(ana.id), slot, NOW),
      bookSession(test.requestContext(), asUser(ben.id), slot, NOW),
    ]);
    expect(outcomes.map((outcome) => outcome.kind).sort()).toEqual(["booked", "taken"]);
    const booked = await test.db.select().from(coachingSessions);
    expect(booked).toHaveLength(1);
    // The slot is gone from the loser's refreshed list of that day.
    const loser = outcomes[0]!.kind === "taken" ? ana : ben;
    const page = await memberPage(loser.cookie, NOW, "2027-03-08");
    expect(page.standing === "member" && page.day!.slots.map((s) => s.time)).toEqual(["1:30 PM NST", "2:30 PM NST"]);
    // Off the coach's grid: not a time anyone was offered.
    const offGrid = await bookSession(
      test.requestContext(),
      asUser(loser.id),
      { coachId: coach.id, startsAt: new Date("2027-03-08T16:30:00Z") },
      NOW,
    );
    expect(offGrid.kind).toBe("not-open");
    // Extra hours from 9:30 put a differently aligned slot beside the booked 9:00: the insert's NOT EXISTS keeps the 15 minutes.
    await test.db.insert(coachExceptions).values({
      id: crypto.randomUUID(),
      coachId: coach.id,
      date: "2027-03-08",
      kind: "extra",
      startMinute: 9 * 60 + 30,
      endMinute: 10 * 60 + 30,
      timeZone: "America/Phoenix",
      createdAt: NOW,
    });
    const squeezed = await bookSession(
      test.requestContext(),
      asUser(loser.id),
      { coachId: coach.id, startsAt: new Date("2027-03-08T16:30:00Z") },
      NOW,
    );
    expect(squeezed.kind).toBe("taken");
    expect(await test.db.select().from(coachingSessions)).toHaveLength(1);
  });

  it("offers and books no coach whose account's address is not verified (a role acts only when it is)", async () => {
    const coach = await phoenixCoach();
    await test.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, coach.id));
    const ana = await eliteMember("ana@example.com", "Ana");
    const page = await memberPage(ana.cookie, NOW, "2027-03-08");
    expect(page.standing === "member" && page.day!.slots).toEqual([]);
    const booked = await bookSession(test.requestContext(), asUser(ana.id), { coachId: coach.id, startsAt: MONDAY_8_9AM_MST }, NOW);
    expect(booked.kind).not.toBe("booked");
    expect(await test.db.select().from(coachingSessions)).toHaveLength(0);
    expect(test.outbox.filter((mail) => mail.to === coach.email)).toHaveLength(0);
  });

  it("refuses a second booking in the same billing period with a sentence naming the first", async () => {
    const coach = await phoenixCoach();
    const ana = await eliteMember("ana@example.com", "Ana");
    expect((await bookSession(test.requestContext(), asUser(ana.id), { coachId: coach.id, startsAt: MONDAY_8_9AM_MST }, NOW)).kind).toBe(
      "booked",
    );
    const second = await bookSession(test.requestContext(), asUser(ana.id), { coachId: coach.id, startsAt: MONDAY_15_9AM_MST }, NOW);
    expect(second).toEqual({ kind: "already", when: "Mon Mar 8, 12:30 PM NST", coach: "Casey Tester" });
    // A double submit of the same time is the booking it already made.
    expect((await bookSession(test.requestContext(), asUser(ana.id), { coachId: coach.id, startsAt: MONDAY_8_9AM_MST }, NOW)).kind).toBe(
      "booked",
    );
    expect(await test.db.select().from(coachingSessions)).toHaveLength(1);
    const page = await memberPage(ana.cookie);
    expect(page.standing === "member" && page.allowance).toEqual({ included: 1, used: 1, periodEnd: "Wed Mar 31" });
  });

  it("shows a booking across the March 2027 change at the right local time on both sides, in the emails too", async () => {
    const coach = await phoenixCoach();
    const ana = await eliteMember("ana@example.com", "Ana");
    const page = await memberPage(ana.cookie);
    expect(page.standing === "member" && page.days.map((day) => day.label).slice(0, 2)).toEqual(["Mon Mar 8", "Mon Mar 15"]);
    const after = await memberPage(ana.cookie, NOW, "2027-03-15");
    expect(after.standing === "member" && after.day!.slots.map((slot) => slot.time)).toEqual(["1:30 PM NDT", "2:30 PM NDT", "3:30 PM NDT"]);
    test.outbox.length = 0;
    await bookSession(test.requestContext(), asUser(ana.id), { coachId: coach.id, startsAt: MONDAY_15_9AM_MST }, NOW);
    const toMember = test.outbox.find((mail) => mail.to === ana.email)!;
    const toCoach = test.outbox.find((mail) => mail.to === coach.email)!;
    expect(toMember.subject).toBe("Coaching session booked: Mon Mar 15, 1:30 PM NDT");
    expect(toCoach.subject).toBe("Coaching session booked: Mon Mar 15, 9:00 AM MST");
    expect(toMember.text).toContain("with Casey Tester");
    expect(toCoach.text).toContain("with Ana Tester");
    for (const mail of [toMember, toCoach]) {
      const ics = mail.attachments![0]!.content;
      expect(ics).toContain("METHOD:REQUEST");
      expect(ics).toContain("DTSTART:20270315T160000Z");
    }
    const booked = await memberPage(ana.cookie);
    expect(booked.standing === "member" && booked.sessions.map((session) => session.when)).toEqual(["Mon Mar 15, 1:30 PM NDT"]);
  });
});

describe("changing and cancelling", () => {
  it("moves a session to another time (same row, sequence + 1) and cancels it, until 24 hours before", async () => {
    const coach = await phoenixCoach();
    const ana = await eliteMember("ana@example.com", "Ana");
    const booked = await bookSession(test.requestContext(), asUser(ana.id), { coachId: coach.id, startsAt: MONDAY_8_9AM_MST }, NOW);
    const sessionId = booked.kind === "booked" ? booked.sessionId : "";
    test.outbox.length = 0;
    const moved = await rescheduleSession(
      test.requestContext(),
      asUser(ana.id),
      { sessionId, coachId: coach.id, startsAt: MONDAY_15_9AM_MST },
      NOW,
    );
    expect(moved.kind).toBe("done");
    const [row] = await test.db.select().from(coachingSessions).where(eq(coachingSessions.id, sessionId));
    expect(row).toMatchObject({ startsAt: MONDAY_15_9AM_MST, sequence: 1, status: "booked" });
    expect(test.outbox.map((mail) => mail.subject).sort()).toEqual([
      "Coaching session moved to Mon Mar 15, 1:30 PM NDT",
      "Coaching session moved to Mon Mar 15, 9:00 AM MST",
    ]);
    // The same change posted twice is one change: no second sequence, no second pair of emails.
    expect(
      (
        await rescheduleSession(
          test.requestContext(),
          asUser(ana.id),
          { sessionId, coachId: coach.id, startsAt: MONDAY_15_9AM_MST },
          new Date(NOW.getTime() + 1000),
        )
      ).kind,
    ).toBe("done");
    expect((await test.db.select().from(coachingSessions).where(eq(coachingSessions.id, sessionId)))[0]!.sequence).toBe(1);
    expect(test.outbox).toHaveLength(2);
    // The calendar file: for its member and its coach, at the session's instant; anyone else gets a 404.
    for (const cookie of [ana.cookie, coach.cookie]) {
      const file = await servePage(build, test, `/coaching/sessions/${sessionId}/session.ics`, { cookie });
      expect(file.response.status).toBe(200);
      expect(file.response.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8; method=PUBLISH");
      expect(file.html).toContain("DTSTART:20270315T160000Z");
      expect(file.html).toContain("SEQUENCE:1");
    }
    // Someone else's session is not theirs to move or cancel.
    const ben = await eliteMember("ben@example.com", "Ben");
    expect((await cancelByMember(test.requestContext(), asUser(ben.id), sessionId, NOW)).kind).toBe("gone");
    expect((await servePage(build, test, `/coaching/sessions/${sessionId}/session.ics`, { cookie: ben.cookie })).response.status).toBe(404);
    expect((await servePage(build, test, `/coaching/sessions/${sessionId}`, { cookie: ben.cookie })).response.status).toBe(404);

    // 23 hours before: too late for either.
    const late = new Date(MONDAY_15_9AM_MST.getTime() - 23 * 3_600_000);
    expect((await cancelByMember(test.requestContext(), asUser(ana.id), sessionId, late)).kind).toBe("too-late");
    const lateMove = await rescheduleSession(
      test.requestContext(),
      asUser(ana.id),
      { sessionId, coachId: coach.id, startsAt: new Date("2027-03-22T16:00:00Z") },
      late,
    );
    expect(lateMove.kind).toBe("too-late");

    // 25 hours before: cancelled, the period's session is back, and a CANCEL goes to both.
    test.outbox.length = 0;
    const early = new Date(MONDAY_15_9AM_MST.getTime() - 25 * 3_600_000);
    expect(await cancelByMember(test.requestContext(), asUser(ana.id), sessionId, early)).toEqual({ kind: "done", periodOpen: true });
    expect(test.outbox).toHaveLength(2);
    expect(test.outbox.find((mail) => mail.to === ana.email)!.text).toContain("This billing period's session is yours to book again.");
    expect(test.outbox.every((mail) => mail.attachments![0]!.content.includes("METHOD:CANCEL"))).toBe(true);
    // The attachment's type names the method too (RFC 6047), or some mail clients leave the entry in place.
    expect(test.outbox.map((mail) => mail.attachments![0]!.contentType)).toEqual(
      test.outbox.map(() => "text/calendar; charset=utf-8; method=CANCEL"),
    );
    const page = await memberPage(ana.cookie);
    expect(page.standing === "member" && page.allowance.used).toBe(0);
    expect((await bookSession(test.requestContext(), asUser(ana.id), { coachId: coach.id, startsAt: MONDAY_8_9AM_MST }, NOW)).kind).toBe(
      "booked",
    );
  });
});

describe("plans that end before the session", () => {
  it("cancels sessions of a plan cancelled at period end or downgraded before the start, once, with emails", async () => {
    const coach = await phoenixCoach();
    const ending = await eliteMember("ending@example.com", "Erin");
    const renewing = await eliteMember("renewing@example.com", "Remy");
    const downgrading = await eliteMember("down@example.com", "Dana");
    // One coach, three Mondays' first slots.
    for (const [member, startsAt] of [
      [ending, new Date("2027-04-05T16:00:00Z")],
      [renewing, new Date("2027-04-12T16:00:00Z")],
      [downgrading, new Date("2027-04-19T16:00:00Z")],
    ] as const) {
      expect((await bookSession(test.requestContext(), asUser(member.id), { coachId: coach.id, startsAt }, NOW)).kind).toBe("booked");
    }
    await test.db.update(subscribers).set({ cancelAtPeriodEnd: true }).where(eq(subscribers.userId, ending.id));
    await test.db.update(subscribers).set({ pendingTier: "premium", pendingAt: PERIOD_END }).where(eq(subscribers.userId, downgrading.id));
    test.outbox.length = 0;
    const [first, second] = await Promise.all([
      cancelSessionsOfEndedPlans(test.requestContext(), NOW),
      cancelSessionsOfEndedPlans(test.requestContext(), new Date(NOW.getTime() + 1)),
    ]);
    expect(first + second).toBe(2);
    const rows = await test.db.select().from(coachingSessions);
    const byMember = new Map(rows.map((row) => [row.memberId, row]));
    expect(byMember.get(ending.id)).toMatchObject({ status: "cancelled", cancelledBy: "plan-ended" });
    expect(byMember.get(downgrading.id)).toMatchObject({ status: "cancelled", cancelledBy: "plan-ended" });
    expect(byMember.get(renewing.id)).toMatchObject({ status: "booked" });
    expect(test.outbox.map((mail) => mail.to).sort()).toEqual([coach.email, coach.email, "down@example.com", "ending@example.com"]);
    expect(test.outbox.find((mail) => mail.to === "ending@example.com")!.text).toContain("because the member's plan ends before the session");
  });
});

describe("this period's session once it has been held", () => {
  it("still counts as used, and is no longer listed as to come", async () => {
    const coach = await phoenixCoach();
    const ana = await eliteMember("held@example.com", "Ana");
    // Monday March 8, 9 AM in Phoenix: booked the week before, held since.
    const startsAt = new Date("2027-03-08T16:00:00Z");
    expect((await bookSession(test.requestContext(), asUser(ana.id), { coachId: coach.id, startsAt }, NOW)).kind).toBe("booked");
    const afterwards = new Date("2027-03-09T12:00:00Z");
    const page = await memberPage(ana.cookie, afterwards);
    expect(page.standing === "member" && page.allowance.used).toBe(1);
    expect(page.standing === "member" && page.sessions).toEqual([]);
  });
});

describe("a session cancelled after the billing period it counted against", () => {
  it("does not promise the member a session back in a period that is over", async () => {
    const coach = await phoenixCoach();
    const ana = await eliteMember("renewed@example.com", "Ana");
    // Booked in March for April 12, so it counts against March's period.
    const startsAt = new Date("2027-04-12T16:00:00Z");
    expect((await bookSession(test.requestContext(), asUser(ana.id), { coachId: coach.id, startsAt }, NOW)).kind).toBe("booked");
    const [session] = await test.db.select().from(coachingSessions);
    expect(session!.periodEnd).toEqual(PERIOD_END);
    // The plan renewed; in April, two days before the session, she cancels it.
    await test.db
      .update(subscribers)
      .set({ subscriptionEnd: new Date("2027-04-30T12:00:00Z") })
      .where(eq(subscribers.userId, ana.id));
    test.outbox.length = 0;
    const inApril = new Date("2027-04-10T16:00:00Z");
    expect(await cancelByMember(test.requestContext(), asUser(ana.id), session!.id, inApril)).toEqual({ kind: "done", periodOpen: false });
    const mail = test.outbox.find((message) => message.to === "renewed@example.com")!;
    expect(mail.text).not.toContain("yours to book again");
  });
});

describe("an account deleted with sessions booked", () => {
  it("cancels them first and tells the other side, with the calendar's CANCEL: a member leaving, then a coach", async () => {
    const coach = await phoenixCoach();
    const leaving = await eliteMember("leaving@example.com", "Lou");
    const staying = await eliteMember("staying@example.com", "Sam");
    for (const [member, startsAt] of [
      [leaving, new Date("2027-04-05T16:00:00Z")],
      [staying, new Date("2027-04-12T16:00:00Z")],
    ] as const) {
      expect((await bookSession(test.requestContext(), asUser(member.id), { coachId: coach.id, startsAt }, NOW)).kind).toBe("booked");
    }
    test.outbox.length = 0;
    expect(await cancelSessionsOfLeavingAccount(test.requestContext(), { id: leaving.id, email: "leaving@example.com" }, NOW)).toBe(1);
    expect(test.outbox.map((mail) => mail.to)).toEqual([coach.email]);
    expect(test.outbox[0]!.attachments![0]!.content).toContain("METHOD:CANCEL");
    const byMember = async () => new Map((await test.db.select().from(coachingSessions)).map((row) => [row.memberId, row]));
    expect((await byMember()).get(leaving.id)).toMatchObject({ status: "cancelled", cancelledBy: "member" });
    expect((await byMember()).get(staying.id)).toMatchObject({ status: "booked" });

    test.outbox.length = 0;
    const later = new Date(NOW.getTime() + 1000);
    expect(await cancelSessionsOfLeavingAccount(test.requestContext(), { id: coach.id, email: coach.email }, later)).toBe(1);
    expect(test.outbox.map((mail) => mail.to)).toEqual(["staying@example.com"]);
    expect((await byMember()).get(staying.id)).toMatchObject({ status: "cancelled", cancelledBy: "coach" });
  });
});

describe("a coach whose role is taken away", () => {
  it("has their booked sessions cancelled at once, with both sides emailed; the sweep catches a role taken any other way", async () => {
    const casey = await phoenixCoach();
    const cory = await phoenixCoach("cory@example.com", "Cory");
    const ana = await eliteMember("ana@example.com", "Ana");
    const ben = await eliteMember("ben@example.com", "Ben");
    expect((await bookSession(test.requestContext(), asUser(ana.id), { coachId: casey.id, startsAt: MONDAY_8_9AM_MST }, NOW)).kind).toBe(
      "booked",
    );
    expect((await bookSession(test.requestContext(), asUser(ben.id), { coachId: cory.id, startsAt: MONDAY_15_9AM_MST }, NOW)).kind).toBe(
      "booked",
    );
    const admin = await person("admin@example.com", "Ada", "America/Toronto");
    await changeRole(test.db, { id: admin.id }, "admin", COMMAND_ACTOR, "test set-up");
    const statusOf = async (memberId: string) =>
      (await test.db.select().from(coachingSessions).where(eq(coachingSessions.memberId, memberId)))[0];

    // Before, nobody could cancel Ana's session: Casey's console was gone, and an admin's cancel needs a coach.
    test.outbox.length = 0;
    expect(await setRole(test.requestContext(), { id: admin.id, email: admin.email }, casey.id, null, "Contract ended")).toEqual({
      ok: true,
      message: "coach@example.com is now a learner. Their 1 booked coaching session is cancelled, and both sides were emailed.",
    });
    expect(await statusOf(ana.id)).toMatchObject({ status: "cancelled", cancelledBy: "coach-left" });
    expect(test.outbox.map((mail) => mail.to).sort()).toEqual(["ana@example.com", "coach@example.com"]);
    expect(await statusOf(ben.id)).toMatchObject({ status: "booked" });
    // Ana learns why, and that her period's session is hers to book again (with another coach); Casey's copy
    // no longer leads to a console Casey cannot open.
    const [toAna, toCasey] = ["ana@example.com", "coach@example.com"].map((to) => test.outbox.find((mail) => mail.to === to)!);
    expect(toAna!.text).toContain("is cancelled because the coach no longer offers sessions.");
    expect(toAna!.text).toContain("This billing period's session is yours to book again.");
    expect(toAna!.text).toContain("/coaching/sessions/");
    expect(toCasey!.text).toContain("is cancelled because the coach no longer offers sessions.");
    expect(toCasey!.text + toCasey!.html).not.toContain("/admin");
    expect(toCasey!.attachments![0]!.content).toContain("METHOD:CANCEL");

    // `npm run staff` (or any other way): the next sweep cancels Cory's.
    await changeRole(test.db, { id: cory.id }, null, COMMAND_ACTOR, "from the command line");
    test.outbox.length = 0;
    await runReminderSweep(test.requestContext(), null, NOW);
    expect(await statusOf(ben.id)).toMatchObject({ status: "cancelled", cancelledBy: "coach-left" });
    expect(test.outbox.map((mail) => mail.to).sort()).toEqual(["ben@example.com", "cory@example.com"]);
  });
});

/** Casey's session booked by Ana, whose plan has since ended: the sweep's to cancel. */
async function sessionOfEndedPlan() {
  const casey = await phoenixCoach();
  const ana = await eliteMember("ana@example.com", "Ana");
  expect((await bookSession(test.requestContext(), asUser(ana.id), { coachId: casey.id, startsAt: MONDAY_8_9AM_MST }, NOW)).kind).toBe("booked");
  await test.db.update(subscribers).set({ subscribed: false }).where(eq(subscribers.userId, ana.id));
  return { casey, ana };
}

describe("a session that two sweep steps would cancel", () => {
  it("is cancelled and emailed once: the member's plan ended and the coach lost the role", async () => {
    const { casey } = await sessionOfEndedPlan();
    await changeRole(test.db, { id: casey.id }, null, COMMAND_ACTOR, "from the command line");
    test.outbox.length = 0;
    await runReminderSweep(test.requestContext(), null, NOW);
    expect(test.outbox.map((mail) => mail.to).sort()).toEqual(["ana@example.com", "coach@example.com"]);
    expect((await test.db.select().from(coachingSessions))[0]).toMatchObject({ status: "cancelled", cancelledBy: "plan-ended" });
  });
});

describe("a sweep's cancellation email that could not be sent", () => {
  it("is reported as itself to the error tracker, after the cancellation it follows", async () => {
    await sessionOfEndedPlan();
    // The runtime's sweep context has no waitUntil of its own: the report takes the runtime's.
    const settings = { ...test.context.settings, errorTracker: parseErrorTracker("http://key@127.0.0.1:9/1") };
    const reports: Promise<unknown>[] = [];
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const refusing = { send: () => Promise.reject(new Error("Mail API answered 503")) };
    await runReminderSweep({ db: test.db, settings, mailer: refusing }, { settings, waitUntil: (report) => reports.push(report) }, NOW);
    await Promise.all(reports);
    const messages = logged.mock.calls.map(([line]) => (JSON.parse(String(line)) as { message: string }).message);
    expect(messages).toEqual(["A coaching email could not be sent", "A coaching email could not be sent"]);
    expect(reports).toHaveLength(2);
    expect((await test.db.select().from(coachingSessions))[0]).toMatchObject({ status: "cancelled", cancelledBy: "plan-ended" });
    vi.restoreAllMocks();
  });
});

describe("a coach with an Elite plan of their own", () => {
  it("cannot book a session with themselves", async () => {
    const coach = await phoenixCoach();
    await test.db.insert(subscribers).values({ userId: coach.id, subscribed: true, subscriptionTier: "elite", subscriptionEnd: PERIOD_END });
    const startsAt = new Date("2027-04-05T16:00:00Z");
    expect((await bookSession(test.requestContext(), asUser(coach.id), { coachId: coach.id, startsAt }, NOW)).kind).toBe("not-open");
    expect(await test.db.select().from(coachingSessions)).toEqual([]);
  });
});

describe("a renewal whose webhook is late", () => {
  it("keeps the member's sessions while the renewal may still be on its way, and cancels them once it is long overdue", async () => {
    const coach = await phoenixCoach();
    const renewing = await eliteMember("late-renewal@example.com", "Lee");
    const startsAt = new Date("2027-04-05T16:00:00Z");
    expect((await bookSession(test.requestContext(), asUser(renewing.id), { coachId: coach.id, startsAt }, NOW)).kind).toBe("booked");
    // The period ended an hour ago and Stripe's renewal has not reached us yet.
    const anHourLate = new Date(PERIOD_END.getTime() + 3_600_000);
    expect(await cancelSessionsOfEndedPlans(test.requestContext(), anHourLate)).toBe(0);
    expect((await test.db.select().from(coachingSessions))[0]).toMatchObject({ status: "booked" });
    // Past the grace, with no renewal recorded, the plan has ended.
    const longOverdue = new Date(PERIOD_END.getTime() + RENEWAL_GRACE_MS + 60_000);
    expect(await cancelSessionsOfEndedPlans(test.requestContext(), longOverdue)).toBe(1);
    expect((await test.db.select().from(coachingSessions))[0]).toMatchObject({ status: "cancelled", cancelledBy: "plan-ended" });
  });
});

describe("a plan ending before the time chosen", () => {
  it("books and moves only times before it ends: later ones are refused with a sentence, and no email goes out", async () => {
    const coach = await phoenixCoach();
    const ending = await eliteMember("ending@example.com", "Erin");
    await test.db.update(subscribers).set({ cancelAtPeriodEnd: true }).where(eq(subscribers.userId, ending.id));
    const afterTheEnd = new Date("2027-04-05T16:00:00Z");
    test.outbox.length = 0;
    expect(await bookSession(test.requestContext(), asUser(ending.id), { coachId: coach.id, startsAt: afterTheEnd }, NOW)).toEqual({
      kind: "plan-ends",
    });
    expect(await test.db.select().from(coachingSessions)).toEqual([]);
    expect(test.outbox).toEqual([]);

    const booked = await bookSession(test.requestContext(), asUser(ending.id), { coachId: coach.id, startsAt: MONDAY_15_9AM_MST }, NOW);
    expect(booked.kind).toBe("booked");
    const sessionId = booked.kind === "booked" ? booked.sessionId : "";
    const moved = await rescheduleSession(
      test.requestContext(),
      asUser(ending.id),
      { sessionId, coachId: coach.id, startsAt: afterTheEnd },
      NOW,
    );
    expect(moved).toEqual({ kind: "plan-ends" });
    expect((await test.db.select({ startsAt: coachingSessions.startsAt }).from(coachingSessions))[0]!.startsAt).toEqual(MONDAY_15_9AM_MST);
    // The booking page says so, and offers no time from the end of the period on.
    const page = await memberPage(ending.cookie);
    expect(page.standing === "member" && page.coachingEnds).toBe("Wed Mar 31");
    expect(page.standing === "member" && page.days.map((day) => day.date).every((date) => date < "2027-03-31")).toBe(true);
    expect(page.standing === "member" && page.days.length).toBeGreaterThan(0);
    const served = await servePage(build, test, "/coaching", { cookie: ending.cookie });
    expect(served.document.querySelector('[data-testid="coaching-ends"]')?.textContent).toMatch(
      /^Your plan includes coaching until .*Mar 31.*, so only earlier times are offered\.$/,
    );
    // Only the booking's two emails: the refused booking and move sent none.
    expect(test.outbox.map((mail) => mail.to).sort()).toEqual([coach.email, "ending@example.com"]);
  });
});

describe("the /coaching page", () => {
  it("gates visitors (401) and plans without coaching (403), and sends nothing of the slots", async () => {
    await phoenixCoach();
    const premium = await person("premium@example.com", "Pat", "America/Vancouver");
    await giveActivePlan(test, premium.id, "premium");
    const visitor = await servePage(build, test, "/coaching");
    expect(visitor.response.status).toBe(401);
    expect(visitor.document.querySelector("h1")!.textContent).toBe("Login Required");
    const gated = await servePage(build, test, "/coaching", { cookie: premium.cookie });
    expect(gated.response.status).toBe(403);
    expect(gated.response.headers.get("Cache-Control")).toBe(PRIVATE_CACHE);
    expect(gated.document.querySelector("h1")!.textContent).toBe("Coaching comes with Elite");
    expect(gated.html).not.toContain("Casey");
    const data = await servePage(build, test, "/coaching.data", { cookie: premium.cookie });
    expect(data.html).not.toContain("Casey");
    expect(data.html).not.toContain("coachId");
  });

  it("shows an Elite member the days, then one day's times, in one round trip", async () => {
    await phoenixCoach();
    const ana = await eliteMember("ana@example.com", "Ana");
    // The real clock: set the period a month ahead of it.
    await test.db
      .update(subscribers)
      .set({ subscriptionEnd: new Date(Date.now() + 30 * 86_400_000) })
      .where(eq(subscribers.userId, ana.id));
    const page = await servePage(build, test, "/coaching", { cookie: ana.cookie });
    expect(page.response.status).toBe(200);
    expect(page.roundTrips).toBe(1);
    const firstDay = page.document.querySelector<HTMLAnchorElement>('a[href^="/coaching?day="]')!;
    const day = await servePage(build, test, firstDay.getAttribute("href")!, { cookie: ana.cookie });
    const buttons = [...day.document.querySelectorAll('button[name="slot"]')];
    expect(buttons.length).toBeGreaterThan(0);
    expect(buttons[0]!.textContent).toMatch(/^\d{1,2}:\d{2} [AP]M N[SD]T with Casey Tester$/);
  });
});

async function consolePost(body: Record<string, string>, cookie: string) {
  const response = await returnedOrThrown(
    consoleAction({
      request: formRequest("/admin/coaching", body, cookie),
      params: {},
      context: test.requestContext(),
    }),
  );
  return routeResult(response);
}

describe("the console's coaching", () => {
  it("lets a coach set hours in their zone, see the schedule with a private note, and cancel with an audit entry", async () => {
    const coach = await phoenixCoach();
    const other = await phoenixCoach("other-coach@example.com", "Olive");
    // Sessions are in the real future here: the console's page uses the real clock.
    const soon = new Date(Date.now() + 3 * 86_400_000);
    const ana = await eliteMember("ana@example.com", "Ana");
    await test.db
      .update(subscribers)
      .set({ subscriptionEnd: new Date(Date.now() + 30 * 86_400_000) })
      .where(eq(subscribers.userId, ana.id));
    const [lesson] = await test.db.select().from(courseLessons).limit(1);
    await test.db
      .insert(userProgress)
      .values({ userId: ana.id, courseId: lesson!.courseId, lessonId: lesson!.id, completed: true, completedAt: new Date() });
    const sessionId = crypto.randomUUID();
    await test.db.insert(coachingSessions).values({
      id: sessionId,
      coachId: coach.id,
      memberId: ana.id,
      startsAt: soon,
      endsAt: new Date(soon.getTime() + 45 * 60_000),
      periodEnd: (await test.db.select().from(subscribers).where(eq(subscribers.userId, ana.id)))[0]!.subscriptionEnd!,
      createdAt: new Date(),
      updatedAt: new Date(),
    });

    // Hours: kept in the coach's zone; an end before the start is refused with what was typed kept.
    expect((await consolePost({ intent: "add-hours", weekday: "3", from: "13:00", to: "15:30" }, coach.cookie)).status).toBe(302);
    const badHours = await consolePost({ intent: "add-hours", weekday: "3", from: "15:00", to: "14:00" }, coach.cookie);
    expect(badHours.status).toBe(400);
    expect(badHours.value).toMatchObject({ values: { from: "15:00", to: "14:00" }, errors: { to: "The end must be after the start." } });
    expect((await consolePost({ intent: "add-exception", date: "2027-03-10", kind: "off" }, coach.cookie)).status).toBe(302);
    const badExtra = await consolePost({ intent: "add-exception", date: "2027-03-11", kind: "extra", from: "", to: "" }, coach.cookie);
    expect(badExtra.value).toMatchObject({ errors: { from: "Extra hours need a start and an end." } });

    const page = await servePage(build, test, "/admin/coaching", { cookie: coach.cookie });
    expect(page.response.status).toBe(200);
    expect(page.roundTrips).toBe(1);
    expect(page.document.querySelector('[data-testid="coach-zone"]')!.textContent).toContain("America/Phoenix");
    expect(page.html).toContain("Wednesday, 1:00 PM to 3:30 PM (America/Phoenix)");
    const card = page.document.querySelector('[data-testid="console-session"]')!;
    expect(card.textContent).toContain("Ana Tester");
    expect(card.textContent).toContain("Elite");
    expect(card.textContent).not.toContain("None in progress");
    expect(card.textContent).toMatch(/M[SD]T/);
    expect(page.html).not.toContain("ana@example.com");

    // The note is the coach's: saved, shown on the schedule, never sent to the member.
    expect((await consolePost({ intent: "note", sessionId, note: "Wants to talk about the TFSA." }, coach.cookie)).status).toBe(302);
    const withNote = await servePage(build, test, "/admin/coaching", { cookie: coach.cookie });
    expect(withNote.html).toContain("Wants to talk about the TFSA.");
    for (const path of ["/coaching", "/coaching.data", `/coaching/sessions/${sessionId}`, `/coaching/sessions/${sessionId}.data`]) {
      const seen = await servePage(build, test, path, { cookie: ana.cookie });
      expect(seen.html, path).not.toContain("TFSA");
    }
    // Another coach can neither note nor cancel it, whatever coach id they post.
    expect((await consolePost({ intent: "note", sessionId, note: "mine now", coachId: coach.id }, other.cookie)).status).toBe(404);
    // Nor remove this coach's hours: nothing removed is no success.
    const [hours] = await test.db.select().from(coachAvailability).where(eq(coachAvailability.coachId, coach.id));
    expect((await consolePost({ intent: "remove-hours", id: hours!.id }, other.cookie)).status).toBe(404);
    expect(await test.db.select().from(coachAvailability).where(eq(coachAvailability.id, hours!.id))).toHaveLength(1);
    expect((await consolePost({ intent: "cancel", sessionId, reason: "not mine", coachId: coach.id }, other.cookie)).status).toBe(404);
    // Nor sees it on their own schedule.
    expect((await servePage(build, test, "/admin/coaching", { cookie: other.cookie })).html).not.toContain("Ana Tester");

    test.outbox.length = 0;
    expect((await consolePost({ intent: "cancel", sessionId, reason: "Coach is ill" }, coach.cookie)).status).toBe(302);
    const [row] = await test.db.select().from(coachingSessions).where(eq(coachingSessions.id, sessionId));
    expect(row).toMatchObject({ status: "cancelled", cancelledBy: "coach", sequence: 1 });
    const audit = await test.db.select().from(auditLog).where(eq(auditLog.action, "coaching-session-cancel"));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: coach.id, reason: "Coach is ill" });
    expect(test.outbox.map((mail) => mail.to).sort()).toEqual(["ana@example.com", coach.email]);
    expect(test.outbox.find((mail) => mail.to === "ana@example.com")!.text).toContain("This billing period's session is yours to book again.");
    // Cancelling again changes nothing and writes no second audit entry.
    expect((await consolePost({ intent: "cancel", sessionId, reason: "Coach is ill" }, coach.cookie)).status).toBe(404);
    expect(await test.db.select().from(auditLog).where(eq(auditLog.action, "coaching-session-cancel"))).toHaveLength(1);
    const memberPageAfter = await memberPage(ana.cookie, new Date());
    expect(memberPageAfter.standing === "member" && memberPageAfter.allowance.used).toBe(0);
  });

  it("lets an admin pick a coach and see that coach's schedule", async () => {
    const casey = await phoenixCoach();
    await phoenixCoach("other-coach@example.com", "Olive");
    const admin = await person("boss@example.com", "Bo", "America/Toronto");
    await changeRole(test.db, { id: admin.id }, "admin", COMMAND_ACTOR, "test set-up");
    const page = await servePage(build, test, `/admin/coaching?coach=${casey.id}`, { cookie: admin.cookie });
    expect(page.response.status).toBe(200);
    const options = [...page.document.querySelectorAll("#coach option")].map((option) => option.textContent);
    expect(options).toEqual(["Casey Tester (coach@example.com)", "Olive Tester (other-coach@example.com)"]);
    expect(page.document.querySelector("#coach option[selected]")!.getAttribute("value")).toBe(casey.id);
    expect(page.html).toContain("Monday, 9:00 AM to 12:00 PM (America/Phoenix)");
  });
});

/** A booked 45-minute session `hoursAhead` of the real clock (the pages take theirs from it). */
function bookedSession(fields: { id: string; coachId: string; memberId: string; hoursAhead: number; periodEnd: Date }) {
  const { hoursAhead, ...rest } = fields;
  const startsAt = new Date(Date.now() + hoursAhead * 3_600_000);
  return { ...rest, startsAt, endsAt: new Date(startsAt.getTime() + 45 * 60_000), createdAt: new Date(), updatedAt: new Date() };
}

describe("a member's session page", () => {
  it("cancels from its form until 24 hours before, then says it is too late and where to write", async () => {
    const coach = await phoenixCoach();
    const ana = await eliteMember("ana@example.com", "Ana");
    const periodEnd = new Date(Date.now() + 30 * 86_400_000);
    await test.db.update(subscribers).set({ subscriptionEnd: periodEnd }).where(eq(subscribers.userId, ana.id));
    const session = (id: string, hoursAhead: number) => bookedSession({ id, coachId: coach.id, memberId: ana.id, hoursAhead, periodEnd });
    await test.db.insert(coachingSessions).values(session("soon", 20));
    const post = async (sessionId: string) =>
      routeResult(
        await sessionAction({
          request: formRequest(`/coaching/sessions/${sessionId}`, { intent: "cancel" }, ana.cookie),
          params: { sessionId },
          context: test.requestContext(),
        }),
      );
    const late = await post("soon");
    expect(late.status).toBe(409);
    expect(late.value.message).toBe(
      "Sessions can be changed or cancelled until 24 hours before they start. For anything later, please write to support@moneywise.example.",
    );
    const page = await servePage(build, test, "/coaching/sessions/soon", { cookie: ana.cookie });
    expect(page.document.querySelector('[data-testid="too-late"]')!.textContent).toContain("until 24 hours before");
    const buttons = [...page.document.querySelectorAll("button")].map((button) => button.textContent);
    expect(buttons).not.toContain("Cancel this session");

    await test.db.update(coachingSessions).set({ status: "cancelled", cancelledBy: "coach" }).where(eq(coachingSessions.id, "soon"));
    await test.db.insert(coachingSessions).values(session("later", 72));
    const cancelled = await post("later");
    expect(cancelled.status).toBe(302);
    expect(cancelled.headers.get("Location")).toBe("/coaching");
    expect((await test.db.select().from(coachingSessions).where(eq(coachingSessions.id, "later")))[0]).toMatchObject({
      status: "cancelled",
      cancelledBy: "member",
    });
    expect((await post("later")).status).toBe(404);
  });

  it("lets a member whose plan lapsed (a renewal still on its way) cancel a booked session, but not move it", async () => {
    const coach = await phoenixCoach();
    const ana = await eliteMember("ana@example.com", "Ana");
    // The paid period ended an hour ago; the sweep keeps her sessions through the renewal's grace.
    const periodEnd = new Date(Date.now() - 3_600_000);
    await test.db.update(subscribers).set({ subscriptionEnd: periodEnd }).where(eq(subscribers.userId, ana.id));
    const kept = bookedSession({ id: "kept", coachId: coach.id, memberId: ana.id, hoursAhead: 72, periodEnd });
    await test.db.insert(coachingSessions).values(kept);
    // The coaching page offers Elite again, and lists the session with its own page.
    const gate = await servePage(build, test, "/coaching", { cookie: ana.cookie });
    expect(gate.response.status).toBe(403);
    expect(
      gate.document.querySelector('[data-testid="coaching-gate"] [data-testid="booked-session"] a[href="/coaching/sessions/kept"]'),
    ).not.toBeNull();
    const page = await servePage(build, test, "/coaching/sessions/kept", { cookie: ana.cookie });
    expect(page.response.status).toBe(200);
    const headings = [...page.document.querySelectorAll("main h2")].map((heading) => heading.textContent);
    expect(headings).toEqual(["Cancel this session"]);
    expect(page.html).toContain("Your plan does not include coaching at the moment, so this session cannot be moved. You can still cancel it.");
    // Someone else's session is still a gate, not a page.
    const ben = await createSignedInUser(test, { email: "ben@example.com" });
    expect((await servePage(build, test, "/coaching/sessions/kept", { cookie: ben.cookie })).response.status).toBe(403);

    const post = async (fields: Record<string, string>) =>
      routeResult(
        await sessionAction({
          request: formRequest("/coaching/sessions/kept", fields, ana.cookie),
          params: { sessionId: "kept" },
          context: test.requestContext(),
        }),
      );
    const moved = await post({ intent: "reschedule", slot: `${coach.id}|${kept.startsAt.toISOString()}` });
    expect(moved.status).toBe(403);
    expect(moved.value.message).toBe(MEMBER_TEXTS.gateText);
    const cancelled = await post({ intent: "cancel" });
    expect(cancelled.status).toBe(302);
    const toast = await readToast(new Request("http://localhost/", { headers: { Cookie: cookieOf(cancelled.headers, "toast") } }), test.context);
    expect(toast.toast?.title).toBe("Your session is cancelled.");
    expect((await test.db.select().from(coachingSessions))[0]).toMatchObject({ status: "cancelled", cancelledBy: "member" });
  });
});
