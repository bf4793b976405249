/**
 * Every tier service follows the plan on every path (issue 36 item 3), over a real database. An Elite
 * member with something in every service (an advisor thread, a support request, a coaching session, a
 * live session to join, a goal plan, a personalised plan, the community) loses the plan, then posts to
 * every service's form: each answers with its locked sentence (4xx, never a 500) and nothing is written.
 * Ordinary support still takes the member's writing, at the rank of the plan they have now. The same
 * holds for a plan that changes between the session's read and the write: the statement that writes
 * checks the plan itself.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookSession, rescheduleSession } from "~/features/coaching/coaching.server";
import { COMMAND_ACTOR } from "~/features/admin/audit.server";
import { changeRole } from "~/features/admin/roles.server";
import { saveReport } from "~/features/community/report.server";
import { savePlanIntake } from "~/features/personal-plan/plan.server";
import type { Intake } from "~/features/personal-plan/domain/intake";
import { holidayDaysFor } from "~/features/support/holiday-calendar.server";
import { dueAtFor } from "~/features/support/queue-rank";
import { createRequest, replyAsRequester } from "~/features/support/requests.server";
import { ADVISOR_TEXTS } from "~/features/support/texts";
import { MEMBER_TEXTS } from "~/features/coaching/texts";
import { PLAN_TEXTS } from "~/features/personal-plan/texts";
import type { SessionUser } from "~/lib/services/auth/session.server";
import { action as advisorAction } from "~/routes/dashboard.support.advisor";
import { action as memberThreadAction } from "~/routes/dashboard.support.$requestId";
import { action as supportAction } from "~/routes/support";
import { action as coachingAction } from "~/routes/coaching._index";
import { action as coachingSessionAction } from "~/routes/coaching.sessions.$sessionId";
import { action as liveAction } from "~/routes/live.$eventId";
import { action as contributionAction } from "~/routes/advanced-tools.goal-progress.$planId";
import { action as intakeAction } from "~/routes/dashboard.plan_.intake";
import { action as newThreadAction } from "~/routes/community.new";
import { action as threadAction } from "~/routes/community.t.$threadId";
import { action as followAction } from "~/routes/community.t.$threadId.follow";
import { action as reportAction } from "~/routes/community.posts.$postId.report";
import {
  coachAvailability,
  coachingSessions,
  communityFollows,
  communityPosts,
  communityReports,
  communityThreads,
  goalContributions,
  liveEvents,
  liveQuestions,
  liveQuestionVotes,
  liveRsvps,
  personalPlanIntakes,
  subscribers,
  supportMessages,
  supportRequests,
  users,
} from "../../db/schema";
import { formRequest } from "../support/account-actions";
import { goalsQuery, insertPlan } from "../support/advanced-tools";
import { createSignedInUser } from "../support/loaders";
import { withBuildAndDatabase, type TestDatabase } from "../support/page-tests";
import { returnedOrThrown, routeResult } from "../support/route-result";

let test: TestDatabase;
withBuildAndDatabase({ seeded: false }, (loaded) => ({ test } = loaded));

const MINUTE = 60_000;
const DAY = 1440 * MINUTE;
const SUPPORT_RANK = { elite: 1, none: 4 };

type Action = (args: any) => Promise<unknown>;

async function post(action: Action, path: string, params: Record<string, string>, body: Record<string, string>, cookie: string) {
  const response = await returnedOrThrown(action({ request: formRequest(path, body, cookie), params, context: test.requestContext() }));
  const { status, value } = routeResult(response);
  return { status, data: value };
}

/** A confirmed account two days old (old enough to post in the community), on `tier` for another month. */
async function person(email: string, tier: "elite" | "premium" | null) {
  const created = await createSignedInUser(test, { email });
  await test.db
    .update(users)
    .set({ createdAt: new Date(Date.now() - 2 * DAY) })
    .where(eq(users.id, created.id));
  if (tier) {
    await test.db
      .insert(subscribers)
      .values({ userId: created.id, subscribed: true, subscriptionTier: tier, subscriptionEnd: new Date(Date.now() + 30 * DAY) });
  }
  return { ...created, email };
}

/** A coach with hours every day of the week, 9:00 to 17:00 UTC, and a session with `memberId` in a week. */
async function coachWithSession(memberId: string) {
  const coach = await person("coach@example.com", null);
  await changeRole(test.db, { id: coach.id }, "coach", COMMAND_ACTOR, "test set-up");
  await test.db.insert(coachAvailability).values(
    [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
      id: crypto.randomUUID(),
      coachId: coach.id,
      weekday,
      startMinute: 9 * 60,
      endMinute: 17 * 60,
      timeZone: "UTC",
      createdAt: new Date(),
    })),
  );
  const inAWeek = (hour: number) => {
    const day = new Date(Date.now() + 7 * DAY);
    day.setUTCHours(hour, 0, 0, 0);
    return day;
  };
  const sessionId = crypto.randomUUID();
  const [plan] = await test.db.select().from(subscribers).where(eq(subscribers.userId, memberId));
  await test.db.insert(coachingSessions).values({
    id: sessionId,
    coachId: coach.id,
    memberId,
    startsAt: inAWeek(10),
    endsAt: new Date(inAWeek(10).getTime() + 45 * MINUTE),
    periodEnd: plan!.subscriptionEnd!,
    status: "booked",
    createdAt: new Date(),
    updatedAt: new Date(),
  });
  return { coachId: coach.id, sessionId, slot: { coachId: coach.id, startsAt: inAWeek(14) } };
}

async function supportThread(userId: string, email: string, kind: "support" | "advisor", adviserId: string | null = null) {
  const id = crypto.randomUUID();
  const made = new Date(Date.now() - 3 * DAY);
  const rank = kind === "advisor" ? 0 : SUPPORT_RANK.elite;
  await test.db.insert(supportRequests).values({
    id,
    userId,
    email,
    name: "Ana",
    kind,
    category: "other",
    subject: kind === "advisor" ? "Asset allocation" : "Invoice",
    status: "closed",
    queueRank: rank,
    adviserId,
    createdAt: made,
    updatedAt: made,
    dueAt: dueAtFor(made, rank),
  });
  await test.db
    .insert(supportMessages)
    .values({ id: crypto.randomUUID(), requestId: id, authorId: userId, fromStaff: false, body: "Hello", createdAt: made });
  return id;
}

async function liveEventWithQuestion(askerId: string) {
  const id = crypto.randomUUID();
  await test.db.insert(liveEvents).values({
    id,
    title: "December session",
    description: "Bring your questions.",
    startsAt: new Date(Date.now() + 3 * DAY),
    durationMinutes: 60,
    timeZone: "America/Toronto",
    capacity: 50,
    joinUrl: "https://meet.example.com/room",
    createdAt: new Date(),
    updatedAt: new Date(),
  });
  const questionId = crypto.randomUUID();
  await test.db
    .insert(liveQuestions)
    .values({ id: questionId, eventId: id, userId: askerId, body: "Index funds?", voteCount: 0, createdAt: new Date() });
  return { eventId: id, questionId };
}

/** Everything the services write, to compare before and after. */
async function everyServiceRow() {
  const { db } = test;
  return {
    supportRequests: await db.select().from(supportRequests),
    supportMessages: await db.select().from(supportMessages),
    coachingSessions: await db.select().from(coachingSessions),
    liveRsvps: await db.select().from(liveRsvps),
    liveQuestions: await db.select().from(liveQuestions),
    liveQuestionVotes: await db.select().from(liveQuestionVotes),
    goalContributions: await db.select().from(goalContributions),
    personalPlanIntakes: await db.select().from(personalPlanIntakes),
    communityThreads: await db.select().from(communityThreads),
    communityPosts: await db.select().from(communityPosts),
    communityFollows: await db.select().from(communityFollows),
    communityReports: await db.select().from(communityReports),
  };
}

const endPlan = (userId: string) =>
  // The paid period ended a minute ago; the provider's webhook saying so has not arrived yet.
  test.db
    .update(subscribers)
    .set({ subscriptionEnd: new Date(Date.now() - MINUTE) })
    .where(eq(subscribers.userId, userId));

const INTAKE = { province: "ON" } as unknown as Intake;

describe("a member who has just lost the plan", () => {
  it("is refused by every tier service's form with its locked sentence, and nothing is written", async () => {
    const ana = await person("ana@example.com", "elite");
    const ben = await person("ben@example.com", "elite");
    const coaching = await coachWithSession(ana.id);
    const advisorThread = await supportThread(ana.id, ana.email, "advisor", null);
    const live = await liveEventWithQuestion(ben.id);
    const goalPlan = await insertPlan(test, ana.id, "goals", "Savings", goalsQuery([["Car", 5000, 0, "2030-01-01"]]));
    const started = await post(
      newThreadAction,
      "/community/new",
      {},
      { category: "budgeting", title: "Envelopes", body: "My envelopes", intent: "post" },
      ben.cookie,
    );
    expect(started.status).toBe(302);
    const [thread] = await test.db.select().from(communityThreads);
    const [bensPost] = await test.db.select().from(communityPosts);

    await endPlan(ana.id);
    const before = await everyServiceRow();
    const mailsBefore = test.outbox.length;
    const key = () => crypto.randomUUID();
    const slot = `${coaching.slot.coachId}|${coaching.slot.startsAt.toISOString()}`;
    const walk: [string, Promise<{ status: number; data: any }>, number, string | null][] = [
      [
        "advisor: a new thread",
        post(advisorAction, "/dashboard/support/advisor", {}, { region: "ON", subject: "Bonds", message: "Hi", key: key() }, ana.cookie),
        403,
        ADVISOR_TEXTS.gateText,
      ],
      [
        "advisor: a reply to the closed thread",
        post(
          memberThreadAction,
          `/dashboard/support/${advisorThread}`,
          { requestId: advisorThread },
          { message: "One more thing", key: key() },
          ana.cookie,
        ),
        403,
        ADVISOR_TEXTS.replyNotIncluded,
      ],
      ["coaching: booking", post(coachingAction, "/coaching", {}, { slot }, ana.cookie), 403, MEMBER_TEXTS.gateText],
      [
        "coaching: a change",
        post(
          coachingSessionAction,
          `/coaching/sessions/${coaching.sessionId}`,
          { sessionId: coaching.sessionId },
          { intent: "reschedule", slot },
          ana.cookie,
        ),
        403,
        MEMBER_TEXTS.gateText,
      ],
      ["live Q&A: RSVP", post(liveAction, `/live/${live.eventId}`, { eventId: live.eventId }, { intent: "rsvp" }, ana.cookie), 403, null],
      [
        "live Q&A: a question",
        post(liveAction, `/live/${live.eventId}`, { eventId: live.eventId }, { intent: "ask", body: "ETFs?" }, ana.cookie),
        403,
        null,
      ],
      [
        "live Q&A: a vote",
        post(liveAction, `/live/${live.eventId}`, { eventId: live.eventId }, { vote: live.questionId }, ana.cookie),
        403,
        null,
      ],
      [
        "advanced tools: a contribution",
        post(
          contributionAction,
          `/advanced-tools/goal-progress/${goalPlan}`,
          { planId: goalPlan },
          { goal: "Car", amount: "10", contributedOn: new Date().toISOString().slice(0, 10), token: key() },
          ana.cookie,
        ),
        403,
        null,
      ],
      [
        "personalised plan: the answers",
        post(intakeAction, "/dashboard/plan/intake", {}, { province: "ON" }, ana.cookie),
        403,
        PLAN_TEXTS.gateText,
      ],
      [
        "community: a new thread",
        post(newThreadAction, "/community/new", {}, { category: "budgeting", title: "Mine", body: "Text", intent: "post" }, ana.cookie),
        403,
        null,
      ],
      [
        "community: a reply",
        post(threadAction, `/community/t/${thread!.id}`, { threadId: thread!.id }, { body: "Reply", intent: "post", reload: "1" }, ana.cookie),
        403,
        null,
      ],
      [
        "community: following",
        post(followAction, `/community/t/${thread!.id}/follow`, { threadId: thread!.id }, { following: "1" }, ana.cookie),
        404,
        null,
      ],
      [
        "community: a report",
        post(reportAction, `/community/posts/${bensPost!.id}/report`, { postId: bensPost!.id }, { kind: "spam", details: "" }, ana.cookie),
        404,
        null,
      ],
    ];
    for (const [service, answer, status, sentence] of walk) {
      const { status: got, data } = await answer;
      expect(got, service).toBe(status);
      if (sentence) expect(data.errors?.form ?? data.message, service).toBe(sentence);
    }
    expect(await everyServiceRow()).toEqual(before);
    expect(test.outbox.length, "no email to an adviser or anyone").toBe(mailsBefore);
  });

  it("may still write to ordinary support, but a reply reopens a request at the rank of the plan now, with that rank's due date", async () => {
    const ana = await person("ana@example.com", "elite");
    const request = await supportThread(ana.id, ana.email, "support");
    await endPlan(ana.id);

    const replied = await post(
      memberThreadAction,
      `/dashboard/support/${request}`,
      { requestId: request },
      { message: "It happened again", key: crypto.randomUUID() },
      ana.cookie,
    );
    expect(replied.status).toBe(302);
    const [reopened] = await test.db.select().from(supportRequests).where(eq(supportRequests.id, request));
    expect(reopened!.status).toBe("open");
    expect(reopened!.queueRank).toBe(SUPPORT_RANK.none);
    // The lowest rank's target (3 business days, skipping Canada's holidays: Ana's account is Canadian and
    // names no province), counted from the reply, never Elite's one day.
    const holidays = holidayDaysFor("CA");
    expect(reopened!.dueAt.getTime()).toBeGreaterThan(dueAtFor(new Date(), SUPPORT_RANK.elite, holidays).getTime());
    expect(reopened!.dueAt.getTime()).toBeLessThanOrEqual(dueAtFor(new Date(), SUPPORT_RANK.none, holidays).getTime());

    const sent = await post(
      supportAction,
      "/support",
      {},
      { category: "billing", subject: "Receipt", message: "Where is it?", key: crypto.randomUUID() },
      ana.cookie,
    );
    expect(sent.status).toBe(302);
    const [fresh] = await test.db.select().from(supportRequests).where(eq(supportRequests.subject, "Receipt"));
    expect(fresh!.queueRank).toBe(SUPPORT_RANK.none);
  });

  it("is refused by the statement that writes when the plan changes after the session was read", async () => {
    const ana = await person("ana@example.com", "elite");
    const ben = await person("ben@example.com", "elite");
    const coaching = await coachWithSession(ana.id);
    const advisorThread = await supportThread(ana.id, ana.email, "advisor");
    const started = await post(
      newThreadAction,
      "/community/new",
      {},
      { category: "budgeting", title: "Envelopes", body: "My envelopes", intent: "post" },
      ben.cookie,
    );
    expect(started.status).toBe(302);
    const [bensPost] = await test.db.select().from(communityPosts);
    // The session read Ana's Elite plan; then she downgraded to Premium (coaching, the plan and advisor messages gone).
    const [plan] = await test.db.select().from(subscribers).where(eq(subscribers.userId, ana.id));
    const sessionUser = {
      id: ana.id,
      email: ana.email,
      timeZone: "UTC",
      subscription: { subscribed: true, tier: "elite", end: plan!.subscriptionEnd },
    } as SessionUser;
    await test.db.update(subscribers).set({ subscriptionTier: "premium" }).where(eq(subscribers.userId, ana.id));
    const context = test.requestContext();
    const now = new Date();
    const before = await everyServiceRow();

    expect(await rescheduleSession(context, sessionUser, { sessionId: coaching.sessionId, ...coaching.slot }, now)).toEqual({
      kind: "not-included",
    });
    expect(await savePlanIntake(context, ana.id, INTAKE, now)).toBe(false);
    const requester = { kind: "member" as const, user: sessionUser, name: "Ana" };
    const advisor = {
      kind: "advisor" as const,
      category: "other" as const,
      subject: "Bonds",
      message: "Hi",
      key: crypto.randomUUID(),
      jurisdiction: "CA-ON",
    };
    expect(await createRequest(context, requester, advisor, now)).toEqual({ kind: "not-included" });
    expect(
      await replyAsRequester(context, { kind: "member", userId: ana.id }, advisorThread, { message: "More", key: crypto.randomUUID() }, now),
    ).toBe("not-included");
    expect(await everyServiceRow()).toEqual(before);
    // With no session left in the period, only the plan stands between Ana and a booking.
    await test.db.update(coachingSessions).set({ status: "cancelled" }).where(eq(coachingSessions.id, coaching.sessionId));
    expect(await bookSession(context, sessionUser, coaching.slot, now)).toEqual({ kind: "not-included" });
    expect(await test.db.select().from(coachingSessions).where(eq(coachingSessions.status, "booked"))).toEqual([]);

    // Ana's plan ends after her report page was read: the report's insert finds the post unreadable (404).
    await endPlan(ana.id);
    const refused = await returnedOrThrown(
      saveReport(context, sessionUser, { postId: bensPost!.id, own: false, reportedAt: null }, { kind: "spam", details: "" }),
    );
    expect(routeResult(refused).status).toBe(404);
    expect(await test.db.select().from(communityReports)).toEqual([]);
  });
});
