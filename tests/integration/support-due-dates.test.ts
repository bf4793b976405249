/**
 * Support due dates skip the statutory holidays of where the requester lives (issue 39 item 5, ADR 044),
 * over a real database: the statement that writes a request, a requester's reply and a staff reopen each
 * pick the due date of the member's province or state (their personalised plan's answers, else their
 * account's country), an advisor thread the one its form names, and a visitor's counts weekends only.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { staffOf } from "~/features/admin/staff.server";
import { setRequestStatus } from "~/features/support/console.server";
import { createRequest, replyAsRequester, type NewRequest, type Requester } from "~/features/support/requests.server";
import type { SessionUser } from "~/lib/services/auth/session.server";
import { personalPlanIntakes, subscribers, supportRequests, users } from "../../db/schema";
import { createSignedInUser } from "../support/loaders";
import { withBuildAndDatabase, type TestDatabase } from "../support/page-tests";

let test: TestDatabase;
withBuildAndDatabase({ seeded: false }, (loaded) => ({ test } = loaded));

const YEAR = 365 * 86_400_000;
const at = (day: string, time = "15:30:00") => new Date(`${day}T${time}Z`);

/** A member of `country`, on `tier` until well after every date below, living in `region` per their plan's answers. */
async function member(email: string, country: "CA" | "US", region: string | null, tier: "elite" | null = null) {
  const created = await createSignedInUser(test, { email, country });
  if (tier) {
    await test.db
      .insert(subscribers)
      .values({ userId: created.id, subscribed: true, subscriptionTier: tier, subscriptionEnd: new Date(Date.now() + YEAR) });
  }
  if (region) {
    const intake = { country, region };
    await test.db.insert(personalPlanIntakes).values({ userId: created.id, intake, createdAt: new Date(), updatedAt: new Date() });
  }
  const user = {
    id: created.id,
    email,
    timeZone: "UTC",
    country,
    subscription: tier ? { subscribed: true, tier, end: new Date(Date.now() + YEAR) } : null,
  } as unknown as SessionUser;
  return { id: created.id, requester: { kind: "member", user, name: "Ana" } as Requester };
}

const support = (fields: Partial<NewRequest> = {}): NewRequest => ({
  kind: "support",
  category: "billing",
  subject: "Invoice",
  message: "Hello",
  key: crypto.randomUUID(),
  ...fields,
});

async function dueOf(id: string) {
  const [row] = await test.db.select({ dueAt: supportRequests.dueAt }).from(supportRequests).where(eq(supportRequests.id, id));
  return row!.dueAt;
}

async function made(requester: Requester, now: Date, fields: Partial<NewRequest> = {}) {
  const outcome = await createRequest(test.requestContext(), requester, support(fields), now);
  expect(outcome.kind).toBe("created");
  return (outcome as { id: string }).id;
}

describe("a request's due date", () => {
  it("skips Good Friday for a member in Ontario, not for one in New York or a visitor", async () => {
    // Thursday April 2, 2026; no plan, so three business days.
    const now = at("2026-04-02");
    const ontario = await member("on@example.com", "CA", "ON");
    const newYork = await member("ny@example.com", "US", "NY");
    expect(await dueOf(await made(ontario.requester, now))).toEqual(at("2026-04-08"));
    expect(await dueOf(await made(newYork.requester, now))).toEqual(at("2026-04-07"));
    const visitor: Requester = { kind: "visitor", name: "Vera", email: "vera@example.com" };
    expect(await dueOf(await made(visitor, now))).toEqual(at("2026-04-07"));
  });

  it("counts the account's country's holidays when the member named no province or state", async () => {
    // Thursday June 18, 2026: Juneteenth (Friday) is a federal holiday; a Canadian's list has no June holiday.
    const now = at("2026-06-18");
    const american = await member("us@example.com", "US", null);
    const canadian = await member("ca@example.com", "CA", null);
    expect(await dueOf(await made(american.requester, now))).toEqual(at("2026-06-24"));
    expect(await dueOf(await made(canadian.requester, now))).toEqual(at("2026-06-23"));
  });

  it("counts an advisor thread's holidays where its form says the member lives", async () => {
    // Tuesday June 23, 2026: Saint-Jean-Baptiste (Wednesday) in Quebec only; advisor threads have one day.
    const now = at("2026-06-23");
    const elite = await member("elite@example.com", "CA", "ON", "elite");
    const quebec = await made(elite.requester, now, { kind: "advisor", category: "other", jurisdiction: "CA-QC" });
    const ontario = await made(elite.requester, now, { kind: "advisor", category: "other", jurisdiction: "CA-ON" });
    expect(await dueOf(quebec)).toEqual(at("2026-06-25"));
    expect(await dueOf(ontario)).toEqual(at("2026-06-24"));
  });

  it("starts again from a reply or a reopen with the member's holidays", async () => {
    const ontario = await member("on2@example.com", "CA", "ON");
    const id = await made(ontario.requester, at("2026-03-02"));
    await test.db.update(supportRequests).set({ status: "answered" }).where(eq(supportRequests.id, id));
    const reply = { message: "Still there?", key: crypto.randomUUID() };
    expect(await replyAsRequester(test.requestContext(), { kind: "member", userId: ontario.id }, id, reply, at("2026-04-02"))).toBe("sent");
    expect(await dueOf(id)).toEqual(at("2026-04-08"));

    // Staff close it, then reopen it on the Thursday before Christmas 2026: Christmas (Friday) and Boxing Day
    // (Saturday, observed Monday December 28) are skipped in Ontario.
    await test.db.update(supportRequests).set({ status: "closed" }).where(eq(supportRequests.id, id));
    const admin = await createSignedInUser(test, { email: "admin@example.com" });
    await test.db.update(users).set({ role: "admin", emailVerifiedAt: new Date() }).where(eq(users.id, admin.id));
    const staffUser = { id: admin.id, email: "admin@example.com", role: "admin", emailVerifiedAt: new Date(), timeZone: "UTC" };
    const staff = staffOf(staffUser as unknown as SessionUser, ["admin"])!;
    expect(await setRequestStatus(test.requestContext(), staff, id, "open", at("2026-12-24"))).toBe("done");
    expect(await dueOf(id)).toEqual(at("2026-12-31"));
  });
});
