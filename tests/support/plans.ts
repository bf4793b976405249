import { subscribers } from "../../db/schema";
import type { createTestDatabase } from "./database";

type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;

const MONTH = 30 * 86_400_000;

/** A plan of `tier` for `userId`, active for another month: Basic and up open the members' space. */
export async function giveActivePlan(test: TestDatabase, userId: string, tier: "basic" | "premium" = "basic") {
  await test.db.insert(subscribers).values({ userId, subscribed: true, subscriptionTier: tier, subscriptionEnd: new Date(Date.now() + MONTH) });
}
