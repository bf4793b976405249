/**
 * Live Q&A over a real database and the real build (issue 26 item 2): the gates (401 visitors, 403
 * Basic with an offer, Premium in); capacity held by the statement, even for RSVPs sent at once; the
 * join link absent from HTML and `.data` outside its window and for members who did not RSVP; who may
 * vote on what; the console's create, edit and cancel with their audit rows and emails; bad input
 * answered with a sentence and the form kept.
 */
import { KEPT_START_FIELD, NEW_EVENT_ID_FIELD } from "~/features/live/domain/live-rules";
import type { ServerBuild } from "@remix-run/cloudflare";
import { and, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { action as eventAction } from "~/routes/live.$eventId";
import { action as newEventAction } from "~/routes/admin.live.new";
import { action as editEventAction } from "~/routes/admin.live.$eventId";
import { releaseSeatsOfEndedPlans } from "~/features/live/seats.server";
import { cancelEvent, editEvent } from "~/features/live/console.server";
import { auditLog, liveEvents, liveQuestions, liveRsvps, profiles, subscribers, users } from "../../db/schema";
import { createSignedInUser } from "../support/loaders";
import { beforeBatch } from "../support/race";
import { formRequest } from "../support/account-actions";
import { servePage } from "../support/pipeline";
import { returnedOrThrown, routeResult } from "../support/route-result";
import { withBuildAndDatabase, type TestDatabase } from "../support/page-tests";

const MINUTE = 60_000;
const DAY = 1440 * MINUTE;
const JOIN_URL = "https://meet.example.com/secret-room-7731";

let build: ServerBuild;
let test: TestDatabase;
withBuildAndDatabase({ seeded: false }, (loaded) => ({ build, test } = loaded));

type Kind = "premium" | "elite" | "basic" | "free" | "admin";

async function person(email: string, kind: Kind, { zone = "America/Toronto", firstName = "" } = {}) {
  const created = await createSignedInUser(test, { email });
  await test.db
    .update(users)
    .set({ timeZone: zone, role: kind === "admin" ? "admin" : null })
    .where(eq(users.id, created.id));
  if (firstName) await test.db.insert(profiles).values({ id: created.id, firstName, lastName: "Tester" });
  if (kind === "premium" || kind === "elite" || kind === "basic") {
    await test.db
      .insert(subscribers)
      .values({ userId: created.id, subscribed: true, subscriptionTier: kind, subscriptionEnd: new Date(Date.now() + 30 * DAY) });
  }
  return { ...created, email };
}

async function makeEvent({ startsIn = 3 * DAY, capacity = 50, title = "December session" } = {}) {
  const id = crypto.randomUUID();
  const now = new Date();
  await test.db.insert(liveEvents).values({
    id,
    title,
    description: "Bring your budgeting questions.",
    startsAt: new Date(Date.now() + startsIn),
    durationMinutes: 60,
    timeZone: "America/Toronto",
    capacity,
    joinUrl: JOIN_URL,
    createdAt: now,
    updatedAt: now,
  });
  return id;
}

/** An edit of an event, as the console's form sends it once parsed: a new title and time (a calendar change). */
const MOVED = {
  title: "Moved",
  description: "Bring questions.",
  date: "2027-01-14",
  time: "19:00",
  durationMinutes: 60,
  capacity: 50,
  joinUrl: "https://meet.example.com/x",
};

type Action = typeof eventAction | typeof newEventAction | typeof editEventAction;

async function post(action: Action, path: string, params: Record<string, string>, body: Record<string, string>, cookie?: string) {
  const response = await returnedOrThrown(action({ request: formRequest(path, body, cookie), params, context: test.requestContext() }));
  const { status, headers, value } = routeResult(response);
  return { status, data: value, location: headers.get("Location") };
}

const act = (eventId: string, body: Record<string, string>, cookie?: string) => post(eventAction, `/live/${eventId}`, { eventId }, body, cookie);
const get = (path: string, cookie?: string) => servePage(build, test, path, { cookie });
const rsvpsOf = (eventId: string) => test.db.select().from(liveRsvps).where(eq(liveRsvps.eventId, eventId));
const eventRow = async (eventId: string) => (await test.db.select().from(liveEvents).where(eq(liveEvents.id, eventId)))[0]!;

describe("who sees live Q&A", () => {
  it("gates visitors (401) and Basic members (403, with an offer) in HTML, .data and the calendar file; Premium members get the page in one round trip", async () => {
    const eventId = await makeEvent();
    const basic = await person("basic@example.com", "basic");
    const free = await person("free@example.com", "free");
    const premium = await person("pat@example.com", "premium", { zone: "America/Vancouver" });

    for (const path of ["/live", `/live/${eventId}`, "/live.data", `/live/${eventId}.data`]) {
      const visitor = await get(path);
      expect(visitor.response.status, path).toBe(401);
      expect(visitor.html, path).not.toContain("December session");
      const outsider = await get(path, basic.cookie);
      expect(outsider.response.status, path).toBe(403);
      expect(outsider.html, path).not.toContain("December session");
      expect(outsider.response.headers.get("Cache-Control"), path).toBe("private, no-store");
    }
    const gate = await get("/live", basic.cookie);
    expect(gate.document.querySelector('[data-testid="live-gate"] a')?.getAttribute("href")).toBe("/dashboard/subscription/change?tier=premium");
    expect((await get("/live", free.cookie)).document.querySelector('[data-testid="live-gate"] a')?.getAttribute("href")).toBe("/#pricing");
    expect((await get(`/live/${eventId}/event.ics`)).response.status).toBe(401);
    expect((await get(`/live/${eventId}/event.ics`, basic.cookie)).response.status).toBe(403);
    expect((await act(eventId, { intent: "rsvp" }, basic.cookie)).status).toBe(403);
    expect(await rsvpsOf(eventId)).toHaveLength(0);

    // A session that does not exist is a 404 for a member; Basic still gets the gate, learning nothing.
    expect((await get("/live/no-such-session", premium.cookie)).response.status).toBe(404);
    expect((await get("/live/no-such-session", basic.cookie)).response.status).toBe(403);

    const page = await get("/live", premium.cookie);
    expect(page.response.status).toBe(200);
    expect(page.html).toContain("December session");
    expect(page.html).toContain("America/Vancouver");
    expect(page.response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(page.roundTrips).toBe(1);
    expect((await get(`/live/${eventId}`, premium.cookie)).roundTrips).toBe(1);

    const ics = await get(`/live/${eventId}/event.ics`, premium.cookie);
    expect(ics.response.headers.get("Content-Disposition")).toMatch(/^attachment/);
    expect(ics.html).toContain("METHOD:PUBLISH");
    expect(ics.html).not.toContain(JOIN_URL);

    // The dashboard shows the next session in the same one round trip; Basic sees no card.
    const dashboard = await get("/dashboard", premium.cookie);
    expect(dashboard.document.querySelector('[data-testid="dashboard-live"]')?.textContent).toContain("December session");
    expect(dashboard.roundTrips).toBe(1);
    expect((await get("/dashboard", basic.cookie)).document.querySelector('[data-testid="dashboard-live"]')).toBeNull();
  });
});

describe("RSVPs", () => {
  it("keeps to the capacity, makes a double submit one RSVP, says when it is full, and frees a seat on cancel", async () => {
    const eventId = await makeEvent({ capacity: 2 });
    const [ana, ben, cy] = await Promise.all([
      person("ana@example.com", "premium"),
      person("ben@example.com", "elite"),
      person("cy@example.com", "premium"),
    ]);
    expect((await act(eventId, { intent: "rsvp" }, ana.cookie)).status).toBe(302);
    expect((await act(eventId, { intent: "rsvp" }, ana.cookie)).status).toBe(302);
    expect((await act(eventId, { intent: "rsvp" }, ben.cookie)).status).toBe(302);
    const full = await act(eventId, { intent: "rsvp" }, cy.cookie);
    expect(full.status).toBe(409);
    expect(full.data.errors.form).toBe("This session is full: every seat is taken.");
    expect(await rsvpsOf(eventId)).toHaveLength(2);
    expect((await eventRow(eventId)).rsvpCount).toBe(2);

    expect((await act(eventId, { intent: "cancel-rsvp" }, ana.cookie)).status).toBe(302);
    expect((await eventRow(eventId)).rsvpCount).toBe(1);
    expect((await act(eventId, { intent: "rsvp" }, cy.cookie)).status).toBe(302);
    expect((await eventRow(eventId)).rsvpCount).toBe(2);
    // A refusal posted from the list goes back to the list (no JavaScript), with its sentence as a toast.
    const fromList = await act(eventId, { intent: "rsvp", back: "list" }, ana.cookie);
    expect(fromList.location).toBe("/live");
  });

  it("marks on the list only the sessions this member RSVP'd to, not another's or every session", async () => {
    const [first, second] = [await makeEvent({ title: "First session" }), await makeEvent({ startsIn: 10 * DAY, title: "Second session" })];
    const [ana, ben] = await Promise.all([person("ana@example.com", "premium"), person("ben@example.com", "premium")]);
    expect((await act(first, { intent: "rsvp" }, ana.cookie)).status).toBe(302);
    expect((await act(second, { intent: "rsvp" }, ben.cookie)).status).toBe(302);

    const cards = (await get("/live", ana.cookie)).document.querySelectorAll('[data-testid="live-event"]');
    const buttonOf = (title: string) =>
      [...cards]
        .find((card) => card.textContent?.includes(title))
        ?.querySelector("button[name=intent]")
        ?.getAttribute("value");
    expect(buttonOf("First session")).toBe("cancel-rsvp");
    expect(buttonOf("Second session")).toBe("rsvp");
  });

  it("gives no seat to an RSVP whose member's plan has lapsed, so a full session admits an active member", async () => {
    const eventId = await makeEvent({ capacity: 1 });
    const [lapsing, cy] = await Promise.all([person("lapsing@example.com", "premium"), person("cy@example.com", "premium")]);
    expect((await act(eventId, { intent: "rsvp" }, lapsing.cookie)).status).toBe(302);
    expect((await act(eventId, { intent: "rsvp" }, cy.cookie)).status).toBe(409);
    await test.db.update(subscribers).set({ subscribed: false }).where(eq(subscribers.userId, lapsing.id));
    expect((await act(eventId, { intent: "rsvp" }, cy.cookie)).status).toBe(302);
    expect((await eventRow(eventId)).rsvpCount).toBe(1);
  });

  it("the sweep gives up a lapsed member's seat: the page offers it again, and renewing later does not take it back", async () => {
    const eventId = await makeEvent({ capacity: 1 });
    const [lapsing, cy] = await Promise.all([person("lapsing@example.com", "premium"), person("cy@example.com", "premium")]);
    expect((await act(eventId, { intent: "rsvp" }, lapsing.cookie)).status).toBe(302);
    await test.db.update(subscribers).set({ subscribed: false }).where(eq(subscribers.userId, lapsing.id));
    const rsvpButton = async () => (await get(`/live/${eventId}`, cy.cookie)).document.querySelector('button[name="intent"][value="rsvp"]');
    expect(await rsvpButton()).toBeNull();

    // A seat at a cancelled session was already taken out of the calendar with its cancellation: no email.
    const cancelledId = await makeEvent({ title: "Cancelled session" });
    expect((await act(cancelledId, { intent: "rsvp" }, cy.cookie)).status).toBe(302);
    await test.db.update(subscribers).set({ subscribed: true }).where(eq(subscribers.userId, lapsing.id));
    expect((await act(cancelledId, { intent: "rsvp" }, lapsing.cookie)).status).toBe(302);
    await test.db.update(subscribers).set({ subscribed: false }).where(eq(subscribers.userId, lapsing.id));
    await test.db.update(liveEvents).set({ cancelledAt: new Date() }).where(eq(liveEvents.id, cancelledId));
    test.outbox.length = 0;

    // Two sweeps at once: the released seat is read under the write lock, so it is told once.
    await Promise.all([releaseSeatsOfEndedPlans(test.context, new Date()), releaseSeatsOfEndedPlans(test.context, new Date())]);
    await test.settled();
    expect((await eventRow(eventId)).rsvpCount).toBe(0);
    expect(await rsvpButton()).not.toBeNull();
    expect((await act(eventId, { intent: "rsvp" }, cy.cookie)).status).toBe(302);
    // The member is told, once, with the calendar's CANCEL: they would otherwise come to a seat they no longer have.
    expect(test.outbox.map((mail) => [mail.to, mail.subject])).toEqual([["lapsing@example.com", "Seat released: December session"]]);
    expect(test.outbox[0]!.text).toContain("Your plan no longer includes the live Q&A");
    expect(test.outbox[0]!.attachments![0]!.content).toMatch(/METHOD:CANCEL[\s\S]+SUMMARY:[^\r\n]*December session/);

    await test.db.update(subscribers).set({ subscribed: true }).where(eq(subscribers.userId, lapsing.id));
    expect((await rsvpsOf(eventId)).map((row) => row.userId)).toEqual([cy.id]);
    expect((await eventRow(eventId)).rsvpCount).toBe(1);
    expect((await act(eventId, { intent: "rsvp" }, lapsing.cookie)).status).toBe(409);
  });

  it("keeps the seat of a renewing plan whose renewal is late (up to 72 hours), and counts it", async () => {
    const eventId = await makeEvent({ capacity: 1 });
    const [renewing, cy] = await Promise.all([person("renewing@example.com", "premium"), person("cy@example.com", "premium")]);
    expect((await act(eventId, { intent: "rsvp" }, renewing.cookie)).status).toBe(302);
    // The period ended an hour ago and the renewal's webhook has not landed yet.
    await test.db
      .update(subscribers)
      .set({ subscriptionEnd: new Date(Date.now() - 3_600_000) })
      .where(eq(subscribers.userId, renewing.id));
    await releaseSeatsOfEndedPlans(test.context, new Date());
    expect((await rsvpsOf(eventId)).map((row) => row.userId)).toEqual([renewing.id]);
    expect((await eventRow(eventId)).rsvpCount).toBe(1);
    expect((await act(eventId, { intent: "rsvp" }, cy.cookie)).status).toBe(409);
  });

  it("makes no more RSVPs than the capacity when members RSVP at the same moment", async () => {
    const eventId = await makeEvent({ capacity: 3 });
    const members = await Promise.all(Array.from({ length: 8 }, (_, index) => person(`m${index}@example.com`, "premium")));
    const answers = await Promise.all(members.map((member) => act(eventId, { intent: "rsvp" }, member.cookie)));
    expect(answers.filter((answer) => answer.status === 302)).toHaveLength(3);
    expect(await rsvpsOf(eventId)).toHaveLength(3);
    expect((await eventRow(eventId)).rsvpCount).toBe(3);
  });
});

describe("the join link", () => {
  it("is nowhere in the page or its data days before, nor for a member who did not RSVP; an RSVP sees it from 15 minutes before", async () => {
    const later = await makeEvent({ startsIn: 3 * DAY });
    const soon = await makeEvent({ startsIn: 10 * MINUTE, title: "Starting soon" });
    const going = await person("going@example.com", "premium");
    const other = await person("other@example.com", "premium");
    await act(later, { intent: "rsvp" }, going.cookie);
    await act(soon, { intent: "rsvp" }, going.cookie);

    for (const path of [`/live/${later}`, `/live/${later}.data`, "/live", "/live.data", "/dashboard", `/live/${soon}/event.ics`]) {
      expect((await get(path, going.cookie)).html, path).not.toContain("secret-room");
    }
    for (const path of [`/live/${soon}`, `/live/${soon}.data`]) {
      expect((await get(path, other.cookie)).html, path).not.toContain("secret-room");
      expect((await get(path, going.cookie)).html, path).toContain(JOIN_URL);
    }
    const page = await get(`/live/${soon}`, going.cookie);
    expect(page.document.querySelector('[data-testid="join-link"]')?.getAttribute("href")).toBe(JOIN_URL);
    // Cancelled: gone again.
    await test.db.update(liveEvents).set({ cancelledAt: new Date() }).where(eq(liveEvents.id, soon));
    expect((await get(`/live/${soon}.data`, going.cookie)).html).not.toContain("secret-room");
  });
});

describe("questions and votes", () => {
  it("keeps a refused question, adds one question per double submit, one vote per member, and never lets one member touch another's vote", async () => {
    const eventId = await makeEvent();
    const otherEvent = await makeEvent({ title: "Other" });
    const ana = await person("ana@example.com", "premium", { firstName: "Ana" });
    const ben = await person("ben@example.com", "premium", { firstName: "Ben" });

    const tooLong = await act(eventId, { intent: "ask", body: "Why? ".repeat(120) }, ana.cookie);
    expect(tooLong.status).toBe(400);
    expect(tooLong.data.errors.body).toBe("Your question is 599 characters; the limit is 500.");
    expect(tooLong.data.values.body).toContain("Why?");
    expect((await act(eventId, { intent: "ask", body: "   " }, ana.cookie)).data.errors.body).toBe("Write your question first.");

    const question = "Should I pay off my car loan before investing?";
    expect((await act(eventId, { intent: "ask", body: question }, ana.cookie)).status).toBe(302);
    expect((await act(eventId, { intent: "ask", body: question }, ana.cookie)).status).toBe(302);
    const asked = await test.db.select().from(liveQuestions).where(eq(liveQuestions.eventId, eventId));
    expect(asked).toHaveLength(1);
    const questionId = asked[0]!.id;

    const own = await act(eventId, { vote: questionId }, ana.cookie);
    expect(own.status).toBe(403);
    expect(own.data.errors.form).toBe("You cannot upvote your own question.");
    expect((await act(eventId, { vote: questionId }, ben.cookie)).status).toBe(302);
    expect((await act(eventId, { vote: questionId }, ben.cookie)).status).toBe(302);
    // Ana taking "her" vote back removes nothing of Ben's.
    expect((await act(eventId, { unvote: questionId }, ana.cookie)).status).toBe(302);
    let [row] = await test.db.select().from(liveQuestions).where(eq(liveQuestions.id, questionId));
    expect(row!.voteCount).toBe(1);
    // The question belongs to its event: voting through another event's address finds nothing.
    expect((await act(otherEvent, { vote: questionId }, ben.cookie)).status).toBe(404);

    // Five questions each, then a sentence saying so, with the question kept.
    for (let index = 2; index <= 5; index += 1) await act(eventId, { intent: "ask", body: `Question ${index}` }, ana.cookie);
    const sixth = await act(eventId, { intent: "ask", body: "Question 6" }, ana.cookie);
    expect(sixth.status).toBe(429);
    expect(sixth.data.errors.form).toMatch(/^You have asked 5 questions for this session/);
    expect(sixth.data.values.body).toBe("Question 6");

    const page = await get(`/live/${eventId}`, ben.cookie);
    const shown = page.document.querySelector('[data-testid="live-question"]')!;
    expect(shown.textContent).toContain("Ana Tester");
    expect(shown.textContent).toContain("1 vote");
    expect(page.html).not.toContain("ana@example.com");

    expect((await act(eventId, { unvote: questionId }, ben.cookie)).status).toBe(302);
    [row] = await test.db.select().from(liveQuestions).where(eq(liveQuestions.id, questionId));
    expect(row!.voteCount).toBe(0);
  });
});

describe("a busy session's questions", () => {
  it("lists the 50 most-voted and the viewer's own below them, links to all, and a vote from the full list comes back to it", async () => {
    const eventId = await makeEvent();
    const ana = await person("ana@example.com", "premium", { firstName: "Ana" });
    const start = Date.now() - DAY;
    // 60 questions from a departed member: the most voted first, each asked a minute after the last.
    await test.db.insert(liveQuestions).values(
      Array.from({ length: 60 }, (_, index) => ({
        id: `q-${String(index).padStart(2, "0")}`,
        eventId,
        userId: null,
        body: `Popular question ${index}`,
        voteCount: 100 - index,
        createdAt: new Date(start + index * MINUTE),
      })),
    );
    expect((await act(eventId, { intent: "ask", body: "My own question, asked last" }, ana.cookie)).status).toBe(302);

    const page = await get(`/live/${eventId}`, ana.cookie);
    const bodies = [...page.document.querySelectorAll('[data-testid="live-question"] p')].map((node) => node.textContent);
    expect(bodies).toHaveLength(51);
    expect(bodies[0]).toBe("Popular question 0");
    expect(bodies[49]).toBe("Popular question 49");
    expect(bodies[50]).toBe("My own question, asked last");
    expect(page.html).not.toContain("Popular question 50");
    expect(page.document.body.textContent).toContain("The 50 most-voted of 61 questions, and any of yours.");
    const showAll = [...page.document.querySelectorAll("a")].find((link) => link.textContent === "Show all 61 questions")!;
    expect(showAll.getAttribute("href")).toBe(`/live/${eventId}?questions=all#questions-heading`);

    const all = await get(`/live/${eventId}?questions=all`, ana.cookie);
    expect(all.document.querySelectorAll('[data-testid="live-question"]')).toHaveLength(61);
    expect(all.document.querySelector(`form[action="/live/${eventId}?questions=all"]`)).not.toBeNull();
    const voted = await post(eventAction, `/live/${eventId}?questions=all`, { eventId }, { vote: "q-59" }, ana.cookie);
    expect(voted.location).toBe(`/live/${eventId}?questions=all#questions-heading`);
  });
});

describe("the console", () => {
  const form = (extra: Record<string, string> = {}) => ({
    intent: "save",
    title: "January session",
    description: "Taxes and RRSPs.",
    date: "2027-01-14",
    time: "19:00",
    durationMinutes: "60",
    capacity: "100",
    joinUrl: JOIN_URL,
    replayUrl: "",
    ...extra,
  });

  it("makes one event, with one audit row, of a new event form sent twice: the form carries the event's id", async () => {
    const admin = await person("admin@example.com", "admin");
    const page = await get("/admin/live/new", admin.cookie);
    const id = page.document.querySelector<HTMLInputElement>(`input[name="${NEW_EVENT_ID_FIELD}"]`)!.value;
    const twice = await Promise.all(
      [0, 1].map(() => post(newEventAction, "/admin/live/new", {}, form({ [NEW_EVENT_ID_FIELD]: id }), admin.cookie)),
    );
    expect(twice.map((answer) => [answer.status, answer.location])).toEqual([
      [302, `/admin/live/${id}`],
      [302, `/admin/live/${id}`],
    ]);
    expect((await test.db.select().from(liveEvents)).map((event) => event.id)).toEqual([id]);
    const entries = await test.db.select().from(auditLog).where(eq(auditLog.action, "live-event-create"));
    expect(entries.map((entry) => entry.target)).toEqual([`live:${id}`]);
    // The next visit to the page gets a new id, for a new event.
    const next = await get("/admin/live/new", admin.cookie);
    expect(next.document.querySelector<HTMLInputElement>(`input[name="${NEW_EVENT_ID_FIELD}"]`)!.value).not.toBe(id);
  });

  it("sends the calendar's CANCEL to a member who cancels their RSVP only if a change email put the event in their calendar", async () => {
    const admin = { id: "admin-1", email: "admin@example.com" };
    const early = await person("early@example.com", "premium");
    const late = await person("late@example.com", "premium");
    const eventId = await makeEvent();
    await act(eventId, { intent: "rsvp" }, early.cookie);
    expect(await editEvent(test.requestContext(), admin, eventId, MOVED, new Date("2027-01-15T00:00:00Z"), "America/Toronto")).toMatchObject({
      ok: true,
    });
    await act(eventId, { intent: "rsvp" }, late.cookie);
    await test.settled();
    test.outbox.length = 0;
    // Late RSVP'd after the change and was never emailed a calendar file: nothing to take out.
    await act(eventId, { intent: "cancel-rsvp" }, late.cookie);
    await act(eventId, { intent: "cancel-rsvp" }, early.cookie);
    await test.settled();
    expect(test.outbox.map((mail) => [mail.to, mail.subject, mail.attachments?.[0]?.contentType])).toEqual([
      ["early@example.com", "No longer going: Moved", "text/calendar; charset=utf-8; method=CANCEL"],
    ]);
  });

  it("records an edit or a cancel only when it lands: not beside another admin's cancel that came first", async () => {
    const admin = { id: "admin-1", email: "admin@example.com" };
    const cancelledMeanwhile = (eventId: string) =>
      beforeBatch(test.db, 1, () => test.db.update(liveEvents).set({ cancelledAt: new Date() }).where(eq(liveEvents.id, eventId)));
    const first = await makeEvent();
    const late = { ...test.requestContext(), db: cancelledMeanwhile(first) };
    expect(await cancelEvent(late, admin, first, "Speaker ill")).toMatchObject({ ok: false, status: 409 });
    const second = await makeEvent();
    const editing = { ...test.requestContext(), db: cancelledMeanwhile(second) };
    expect(await editEvent(editing, admin, second, MOVED, new Date("2027-01-15T00:00:00Z"), "America/Toronto")).toMatchObject({
      ok: false,
      status: 409,
    });
    expect(await test.db.select().from(auditLog).where(like(auditLog.action, "live-%"))).toEqual([]);
  });

  it("creates in the admin's zone, edits and cancels with an audit row each, and emails every RSVP with the new calendar file", async () => {
    const admin = await person("admin@example.com", "admin");
    const learner = await person("lee@example.com", "premium");
    const member = await person("van@example.com", "premium", { zone: "America/Vancouver" });

    expect((await post(newEventAction, "/admin/live/new", {}, form(), learner.cookie)).status).toBe(404);
    const refused = await post(newEventAction, "/admin/live/new", {}, form({ joinUrl: "http://meet.example.com/x" }), admin.cookie);
    expect(refused.status).toBe(400);
    expect(refused.data.errors.joinUrl).toBe("The join link must be a full https:// address.");
    expect(refused.data.values.title).toBe("January session");

    const created = await post(newEventAction, "/admin/live/new", {}, form(), admin.cookie);
    expect(created.status).toBe(302);
    const [event] = await test.db.select().from(liveEvents);
    // 7:00 PM EST in Toronto is midnight UTC.
    expect(event!.startsAt.toISOString()).toBe("2027-01-15T00:00:00.000Z");
    expect(created.location).toBe(`/admin/live/${event!.id}`);
    await act(event!.id, { intent: "rsvp" }, member.cookie);

    // The capacity alone is no calendar change: nobody is emailed.
    await post(editEventAction, `/admin/live/${event!.id}`, { eventId: event!.id }, form({ capacity: "80" }), admin.cookie);
    await test.settled();
    expect(test.outbox).toHaveLength(0);
    expect((await eventRow(event!.id)).sequence).toBe(0);

    await post(editEventAction, `/admin/live/${event!.id}`, { eventId: event!.id }, form({ time: "20:00" }), admin.cookie);
    await test.settled();
    expect((await eventRow(event!.id)).sequence).toBe(1);
    expect(test.outbox).toHaveLength(1);
    const changed = test.outbox[0]!;
    expect(changed.to).toBe("van@example.com");
    expect(changed.text).toContain("5:00 PM PST");
    expect(changed.attachments?.[0]?.content).toContain("METHOD:REQUEST");
    expect(changed.attachments?.[0]?.content).toContain("DTSTART:20270115T010000Z");
    expect(changed.attachments?.[0]?.content).toContain("SEQUENCE:1");

    const noReason = await post(
      editEventAction,
      `/admin/live/${event!.id}`,
      { eventId: event!.id },
      { intent: "cancel", reason: "" },
      admin.cookie,
    );
    expect(noReason.status).toBe(400);
    await post(editEventAction, `/admin/live/${event!.id}`, { eventId: event!.id }, { intent: "cancel", reason: "Speaker ill" }, admin.cookie);
    await test.settled();
    expect(test.outbox).toHaveLength(2);
    expect(test.outbox[1]!.subject).toBe("Cancelled: January session");
    expect(test.outbox[1]!.attachments?.[0]?.content).toContain("METHOD:CANCEL");
    expect((await eventRow(event!.id)).sequence).toBe(2);
    const again = await post(
      editEventAction,
      `/admin/live/${event!.id}`,
      { eventId: event!.id },
      { intent: "cancel", reason: "Twice" },
      admin.cookie,
    );
    expect(again.status).toBe(409);

    const audit = await test.db
      .select({ action: auditLog.action, reason: auditLog.reason })
      .from(auditLog)
      .where(and(like(auditLog.action, "live-%"), eq(auditLog.target, `live:${event!.id}`)));
    expect(audit.map((entry) => entry.action)).toEqual(["live-event-create", "live-event-edit", "live-event-edit", "live-event-cancel"]);
    expect(audit.at(-1)!.reason).toBe("Speaker ill");

    // The console lists it for the admin in their zone (one round trip); a learner gets a 404.
    const consolePage = await get("/admin/live", admin.cookie);
    expect(consolePage.html).toContain("January session");
    expect(consolePage.html).toContain("8:00 PM EST");
    expect(consolePage.roundTrips).toBe(1);
    expect((await get("/admin/live", learner.cookie)).response.status).toBe(404);
    const editPage = await get(`/admin/live/${event!.id}`, admin.cookie);
    expect(editPage.roundTrips).toBe(1);
  });

  it("edits an event at the second 1:30 AM of the fall-back night without moving it, so its RSVPs hear of no change", async () => {
    const admin = await person("admin@example.com", "admin");
    const member = await person("van@example.com", "premium", { zone: "America/Vancouver" });
    const night = form({ date: "2027-11-07", time: "01:30" });
    await post(newEventAction, "/admin/live/new", {}, night, admin.cookie);
    const [event] = await test.db.select().from(liveEvents);
    // Typed, 1:30 AM is the first of the two (EDT); staff move it to the second (EST), as if picked there.
    const second = new Date("2027-11-07T06:30:00Z");
    await test.db.update(liveEvents).set({ startsAt: second }).where(eq(liveEvents.id, event!.id));
    await act(event!.id, { intent: "rsvp" }, member.cookie);
    await test.settled();
    test.outbox.length = 0;

    // The edit page's form, as the browser posts it: its hidden field carries the stored start.
    const page = await get(`/admin/live/${event!.id}`, admin.cookie);
    const hidden = page.document.querySelector<HTMLInputElement>(`input[type="hidden"][name="${KEPT_START_FIELD}"]`)!;
    expect(page.document.querySelector<HTMLInputElement>('input[name="time"]')!.value).toBe("01:30");
    await post(
      editEventAction,
      `/admin/live/${event!.id}`,
      { eventId: event!.id },
      { ...night, capacity: "80", [KEPT_START_FIELD]: hidden.value },
      admin.cookie,
    );
    await test.settled();
    expect(await eventRow(event!.id)).toMatchObject({ startsAt: second, sequence: 0, capacity: 80 });
    expect(test.outbox).toHaveLength(0);
  });
});
