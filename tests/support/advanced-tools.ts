/**
 * Rows the advanced tools read, inserted directly: saving plans (and the snapshot a net-worth save
 * adds) is the saved-plans feature's job, so these tests do not go through it.
 */
import { goalContributions, netWorthSnapshots, savedPlans, subscribers, users } from "../../db/schema";
import { eq } from "drizzle-orm";
import type { TestDatabase } from "./page-tests";
import { createSignedInUser } from "./loaders";

const DAY = 86_400_000;

export type Kind = "premium" | "elite" | "basic" | "free";

/** A signed-in learner on `kind` (a plan active for another month), in `zone`. */
export async function learner(test: TestDatabase, email: string, kind: Kind, zone = "America/Toronto") {
  const created = await createSignedInUser(test, { email });
  await test.db.update(users).set({ timeZone: zone }).where(eq(users.id, created.id));
  if (kind !== "free") {
    await test.db
      .insert(subscribers)
      .values({ userId: created.id, subscribed: true, subscriptionTier: kind, subscriptionEnd: new Date(Date.now() + 30 * DAY) });
  }
  return created;
}

export async function insertSnapshot(
  test: TestDatabase,
  userId: string,
  takenAt: Date,
  assets: number,
  liabilities: number,
  query = `assets.cash=${assets}&liabilities.creditCards=${liabilities}`,
) {
  await test.db.insert(netWorthSnapshots).values({
    id: crypto.randomUUID(),
    userId,
    takenAt,
    assetsCents: Math.round(assets * 100),
    liabilitiesCents: Math.round(liabilities * 100),
    query,
  });
}

export async function insertPlan(
  test: TestDatabase,
  userId: string,
  tool: "goals" | "debt" | "net-worth" | "budget",
  name: string,
  query: string,
) {
  const id = crypto.randomUUID();
  const now = new Date();
  await test.db.insert(savedPlans).values({ id, userId, tool, name, query, createdAt: now, updatedAt: now });
  return id;
}

/** A goal-tracker query with the given goals (name, target, current, target date). */
export function goalsQuery(goals: [name: string, target: number, current: number, targetDate: string][]): string {
  const params = new URLSearchParams();
  for (const [name, target, current, targetDate] of goals) {
    params.append("name", name);
    params.append("category", "car");
    params.append("targetAmount", String(target));
    params.append("currentAmount", String(current));
    params.append("targetDate", targetDate);
    params.append("priority", "high");
  }
  return params.toString();
}

export async function insertContribution(
  test: TestDatabase,
  userId: string,
  savedPlanId: string,
  goalKey: string,
  amount: number,
  contributedOn: string,
) {
  await test.db.insert(goalContributions).values({
    id: crypto.randomUUID(),
    userId,
    savedPlanId,
    goalKey,
    amountCents: Math.round(amount * 100),
    contributedOn,
    createdAt: new Date(),
  });
}
