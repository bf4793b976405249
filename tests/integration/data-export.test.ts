/**
 * "Download your data" (the privacy policy's export): a signed-in learner gets everything the site keeps
 * about them as one JSON file, in one round trip, with nothing of anyone else's and no secret; a visitor
 * goes to sign in. Settings links to it, as a plain link that works without JavaScript.
 */
import type { ServerBuild } from "@remix-run/cloudflare";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DATA_EXPORT_PATH } from "~/features/data-export/paths";
import {
  auditLog,
  liveEvents,
  liveQuestions,
  orders,
  profiles,
  quizAnswers,
  quizAttempts,
  savedPlans,
  supportMessages,
  supportRequests,
  users,
} from "../../db/schema";
import { createSignedInUser } from "../support/loaders";
import { withBuildAndDatabase, type TestDatabase } from "../support/page-tests";
import { servePage } from "../support/pipeline";

let build: ServerBuild;
let test: TestDatabase;
withBuildAndDatabase({ seeded: false }, (loaded) => ({ build, test } = loaded));

async function learnerWithData(email: string, words: string) {
  const learner = await createSignedInUser(test, { email });
  const now = new Date();
  await test.db.insert(profiles).values({ id: learner.id, firstName: `${words} first`, lastName: "Example" });
  await test.db.insert(orders).values({
    id: crypto.randomUUID(),
    userId: learner.id,
    productName: "budget-bootcamp",
    status: "paid",
    amount: 4700,
    currency: "CAD",
    paymentMethodBrand: "visa",
    paymentMethodLast4: "4242",
  });
  await test.db
    .insert(savedPlans)
    .values({ id: crypto.randomUUID(), userId: learner.id, tool: "debt", name: `${words} plan`, query: "d=1", createdAt: now, updatedAt: now });
  const requestId = crypto.randomUUID();
  await test.db.insert(supportRequests).values({
    id: requestId,
    userId: learner.id,
    email,
    name: words,
    kind: "support",
    category: "billing",
    subject: `${words} subject`,
    queueRank: 3,
    accessTokenHash: "f".repeat(64),
    createdAt: now,
    updatedAt: now,
    dueAt: now,
  });
  await test.db
    .insert(supportMessages)
    .values({ id: requestId, requestId, authorId: learner.id, fromStaff: false, body: `${words} message`, createdAt: now });
  // One more, sent signed out from the same (confirmed) address: theirs too.
  await test.db.insert(supportRequests).values({
    id: crypto.randomUUID(),
    email: email.toUpperCase(),
    name: words,
    kind: "support",
    category: "other",
    subject: `${words} signed-out subject`,
    queueRank: 4,
    createdAt: new Date(now.getTime() + 1000),
    updatedAt: now,
    dueAt: now,
  });
  const eventId = crypto.randomUUID();
  await test.db.insert(liveEvents).values({
    id: eventId,
    title: "Q&A",
    description: "Monthly",
    startsAt: now,
    durationMinutes: 60,
    timeZone: "America/Toronto",
    capacity: 10,
    joinUrl: "https://meet.example/room",
    createdAt: now,
    updatedAt: now,
  });
  await test.db
    .insert(liveQuestions)
    .values({ id: crypto.randomUUID(), eventId, userId: learner.id, body: `${words} question`, createdAt: now });
  // A knowledge check with the answer given, and a course a staff member gave, with the reason they logged.
  const attemptId = crypto.randomUUID();
  await test.db.insert(quizAttempts).values({
    id: attemptId,
    userId: learner.id,
    kind: "check",
    scope: "check:debt-challenge/1",
    attemptNumber: 0,
    score: 1,
    total: 1,
    passed: true,
    submittedAt: now,
  });
  await test.db
    .insert(quizAnswers)
    .values({ attemptId, questionId: "debt-challenge/1/avalanche", position: 0, responseJson: '{"chosen":["b"]}', right: true });
  await test.db.insert(orders).values({
    id: crypto.randomUUID(),
    userId: learner.id,
    productName: "debt-challenge",
    status: "paid",
    amount: 0,
    currency: "CAD",
    compReason: `${words} apology`,
  });
  await test.db.insert(auditLog).values({
    id: crypto.randomUUID(),
    actorId: "staff-1",
    actorEmail: "staff-member@moneywise.example",
    action: "comp-grant",
    target: `user:${learner.id}`,
    reason: `${words} apology`,
    details: JSON.stringify({ course: "debt-challenge" }),
  });
  // A coach's note on the learner's plan names the coach by id; a session a coach had with someone else is filed under the coach.
  await test.db.insert(auditLog).values([
    {
      id: crypto.randomUUID(),
      actorId: "coach-1",
      actorEmail: "coach-1@moneywise.example",
      action: "plan-note-save",
      target: `user:${learner.id}`,
      reason: "",
      details: JSON.stringify({ sessionId: "s1", coachId: "coach-1" }),
    },
    {
      id: crypto.randomUUID(),
      actorId: "staff-1",
      actorEmail: "staff-member@moneywise.example",
      action: "coaching-session-cancel",
      target: `user:${learner.id}`,
      reason: "The member is in hospital",
      details: JSON.stringify({ sessionId: "s2" }),
    },
  ]);
  return learner;
}

describe("downloading one's data", () => {
  it("gives the learner their own data as a JSON file in one round trip, nothing of another learner's and no secret", async () => {
    const ana = await learnerWithData("ana@example.com", "Ana's");
    await learnerWithData("ben@example.com", "Ben's");
    const [{ passwordHash }] = (await test.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, ana.id))) as [
      { passwordHash: string },
    ];

    const download = await servePage(build, test, DATA_EXPORT_PATH, { cookie: ana.cookie });
    expect(download.response.status).toBe(200);
    expect(download.roundTrips).toBe(1);
    expect(download.response.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    expect(download.response.headers.get("Content-Disposition")).toMatch(/^attachment; filename="moneywise-data-\d{4}-\d\d-\d\d\.json"$/);
    expect(download.response.headers.get("Cache-Control")).toBe("private, no-store");
    const data = JSON.parse(download.html);
    expect(data.account).toMatchObject({ email: "ana@example.com", country: "CA", profile: { firstName: "Ana's first", lastName: "Example" } });
    expect(data.purchases).toEqual([
      expect.objectContaining({ course: "budget-bootcamp", amountCents: 4700, cardLast4: "4242", complimentaryReason: null }),
      expect.objectContaining({ course: "debt-challenge", amountCents: 0, complimentaryReason: "Ana's apology" }),
    ]);
    expect(data.learning.checksAndAssessments).toEqual([
      expect.objectContaining({
        scope: "check:debt-challenge/1",
        passed: true,
        answers: [{ question: "debt-challenge/1/avalanche", position: 0, answer: { chosen: ["b"] }, right: true }],
      }),
    ]);
    // What staff did on the account and why; not which staff member (someone else's personal information).
    expect(data.staffActions).toHaveLength(2);
    expect(data.staffActions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: "comp-grant", reason: "Ana's apology", details: { course: "debt-challenge" } }),
        expect.objectContaining({ action: "plan-note-save", details: { sessionId: "s1" } }),
      ]),
    );
    expect(download.html).not.toContain("coach-1");
    expect(download.html).not.toContain("in hospital");
    expect(download.html).not.toContain("staff-member@moneywise.example");
    expect(data.tools.savedPlans).toEqual([expect.objectContaining({ name: "Ana's plan", inputs: "d=1" })]);
    expect(data.live.questions).toEqual([expect.objectContaining({ question: "Ana's question" })]);
    expect(data.support).toEqual([
      expect.objectContaining({ subject: "Ana's subject", messages: [expect.objectContaining({ text: "Ana's message", fromStaff: false })] }),
      expect.objectContaining({ subject: "Ana's signed-out subject", email: "ANA@EXAMPLE.COM", messages: [] }),
    ]);
    expect(download.html).not.toContain("Ben's");
    expect(download.html).not.toContain(passwordHash);
    expect(download.html).not.toContain("f".repeat(64));
  });

  it("sends a visitor to sign in, and Settings links to it with a plain link", async () => {
    const visitor = await servePage(build, test, DATA_EXPORT_PATH);
    expect(visitor.response.status).toBe(302);
    expect(visitor.response.headers.get("Location")).toMatch(/^\/login\?redirectTo=/);
    // The French edition's address of it is the same file.
    expect((await servePage(build, test, `/fr${DATA_EXPORT_PATH}`)).response.status).toBe(302);

    const ana = await createSignedInUser(test, { email: "ana-settings@example.com" });
    const settings = await servePage(build, test, "/dashboard/settings", { cookie: ana.cookie });
    const link = [...settings.document.querySelectorAll("a")].find((a) => a.textContent === "Download Your Data");
    expect(link?.getAttribute("href")).toBe(DATA_EXPORT_PATH);
    expect(link?.hasAttribute("download")).toBe(true);
  });
});
