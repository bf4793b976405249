/**
 * What deleting an account leaves behind, over a real database: nothing the learner wrote or that names
 * them in what others still read (live Q&A questions, support requests sent signed out, the card on their
 * orders), counts that no longer count them, and the tax records the privacy policy names. A database
 * that does not enforce the foreign keys is reported, not trusted silently.
 */
import { eq, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { deleteAccount } from "~/lib/services/auth/accounts.server";
import {
  liveEvents,
  liveQuestions,
  liveQuestionVotes,
  liveRsvps,
  orders,
  sessions,
  supportMessages,
  supportRequests,
  users,
} from "../../db/schema";
import { createTestDatabase } from "../support/database";
import { createSignedInUser } from "../support/loaders";
import { giveActivePlan } from "../support/plans";

let test: Awaited<ReturnType<typeof createTestDatabase>>;
beforeEach(async () => {
  test = await createTestDatabase();
});
afterEach(() => test.cleanup());

const HOUR = 3_600_000;

async function liveEvent(startsInHours = 48) {
  const id = crypto.randomUUID();
  const now = new Date();
  await test.db.insert(liveEvents).values({
    id,
    title: "Ask us anything",
    description: "Monthly Q&A",
    startsAt: new Date(Date.now() + startsInHours * HOUR),
    durationMinutes: 60,
    timeZone: "America/Toronto",
    capacity: 50,
    joinUrl: "https://meet.example/room",
    rsvpCount: 2,
    createdAt: now,
    updatedAt: now,
  });
  return id;
}

async function visitorRequest(email: string, subject: string) {
  const id = crypto.randomUUID();
  const now = new Date();
  await test.db.insert(supportRequests).values({
    id,
    email,
    name: "Someone",
    kind: "support",
    category: "billing",
    subject,
    queueRank: 4,
    createdAt: now,
    updatedAt: now,
    dueAt: new Date(Date.now() + 72 * HOUR),
  });
  await test.db
    .insert(supportMessages)
    .values({ id, requestId: id, authorId: null, fromStaff: false, body: `${subject}: my details`, createdAt: now });
  return id;
}

const order = (userId: string, fields: Partial<typeof orders.$inferInsert> = {}) => ({
  id: crypto.randomUUID(),
  userId,
  productName: "budget-bootcamp",
  status: "paid" as const,
  amount: 4700,
  taxAmount: 611,
  currency: "CAD" as const,
  buyerRegion: "ON",
  providerPaymentId: "pi_123",
  paymentMethodBrand: "visa",
  paymentMethodLast4: "4242",
  checkoutUrl: "https://checkout.example/session",
  ...fields,
});

describe("deleting an account", () => {
  it("removes the learner's questions and support requests sent signed out, uncounts their RSVP and votes, and keeps orders without the card", async () => {
    const ana = await createSignedInUser(test, { email: "ana@example.com" });
    const ben = await createSignedInUser(test, { email: "ben@example.com" });
    for (const { id } of [ana, ben]) await giveActivePlan(test, id, "premium");
    const event = await liveEvent();
    const pastEvent = await liveEvent(-48);
    await test.db
      .insert(liveRsvps)
      .values([event, pastEvent].flatMap((eventId) => [ana, ben].map(({ id }) => ({ eventId, userId: id, createdAt: new Date() }))));
    const [anasQuestion, bensQuestion] = [crypto.randomUUID(), crypto.randomUUID()];
    await test.db.insert(liveQuestions).values([
      { id: anasQuestion, eventId: event, userId: ana.id, body: "I owe $40,000 on my cards, what now?", voteCount: 1, createdAt: new Date() },
      { id: bensQuestion, eventId: event, userId: ben.id, body: "RRSP or TFSA first?", voteCount: 1, createdAt: new Date() },
    ]);
    await test.db.insert(liveQuestionVotes).values([
      { questionId: anasQuestion, userId: ben.id, createdAt: new Date() },
      { questionId: bensQuestion, userId: ana.id, createdAt: new Date() },
    ]);
    // Sent signed out, from her confirmed address (typed in capitals), and one of someone else's.
    await visitorRequest("Ana@Example.com", "My refund");
    const othersRequest = await visitorRequest("vera@example.com", "Vera's question");
    const sale = order(ana.id);
    const comp = order(ana.id, { amount: 0, taxAmount: 0, compReason: "Ana's hardship", providerPaymentId: null, paymentMethodBrand: null });
    await test.db.insert(orders).values([sale, comp]);

    await deleteAccount(test.context, ana.id);

    expect(await test.db.select({ id: liveQuestions.id, votes: liveQuestions.voteCount }).from(liveQuestions)).toEqual([
      { id: bensQuestion, votes: 0 },
    ]);
    expect(await test.db.select().from(liveQuestionVotes)).toEqual([]);
    const seats = async (id: string) =>
      (await test.db.select({ count: liveEvents.rsvpCount }).from(liveEvents).where(eq(liveEvents.id, id)))[0]!.count;
    expect(await seats(event)).toBe(1);
    // A past event's count is its history: who came then.
    expect(await seats(pastEvent)).toBe(2);
    expect((await test.db.select({ id: supportRequests.id }).from(supportRequests)).map(({ id }) => id)).toEqual([othersRequest]);
    expect(await test.db.select({ body: supportMessages.body }).from(supportMessages)).toEqual([{ body: "Vera's question: my details" }]);
    // The sale stays for the tax records, with no one, no card and no checkout link; the free grant goes.
    expect(await test.db.select().from(orders)).toEqual([
      expect.objectContaining({
        id: sale.id,
        userId: null,
        amount: 4700,
        taxAmount: 611,
        currency: "CAD",
        buyerRegion: "ON",
        providerPaymentId: "pi_123",
        paymentMethodBrand: null,
        paymentMethodLast4: null,
        checkoutUrl: null,
        compReason: null,
      }),
    ]);
    expect(await test.db.select({ id: users.id }).from(users)).toEqual([{ id: ben.id }]);
  });

  it("leaves requests sent from an address the account never confirmed: they may be someone else's", async () => {
    const ana = await createSignedInUser(test, { email: "ana@example.com" });
    await test.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, ana.id));
    const theirs = await visitorRequest("ana@example.com", "The address's real owner writes");

    await deleteAccount(test.context, ana.id);

    expect((await test.db.select({ id: supportRequests.id }).from(supportRequests)).map(({ id }) => id)).toEqual([theirs]);
  });

  it("reports a database that does not enforce the foreign keys, since the account's rows would stay", async () => {
    const ana = await createSignedInUser(test, { email: "ana@example.com" });
    await test.client.execute("PRAGMA foreign_keys = OFF");
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      await deleteAccount(test.context, ana.id);
      expect(
        await test.db
          .select({ count: sql<number>`count(*)` })
          .from(sessions)
          .where(eq(sessions.userId, ana.id)),
      ).toEqual([{ count: 1 }]);
      expect(logged).toHaveBeenCalledWith(expect.stringContaining("Foreign keys are not enforced"));
    } finally {
      logged.mockRestore();
    }
  });
});
