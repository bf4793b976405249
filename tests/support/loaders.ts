import { createSession } from "~/lib/services/auth/session.server";
import { orders, users } from "../../db/schema";
import type { createTestDatabase } from "./database";

type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;

/** A confirmed account with a live session; returns its id and the Cookie header to send. */
export async function createSignedInUser(test: TestDatabase, { country = "CA", email }: { country?: "CA" | "US"; email?: string } = {}) {
  const id = crypto.randomUUID();
  await test.db.insert(users).values({
    id,
    email: email ?? `${country.toLowerCase()}-${id.slice(0, 8)}@example.com`,
    passwordHash: "unused",
    country,
    emailVerifiedAt: new Date(),
  });
  const cookie = (await createSession(test.context, id, { persistent: false })).split(";")[0]!;
  return { id, cookie };
}

/** A signed-in learner who bought the Budget Bootcamp (a paid order): they may read its lessons. */
export async function learnerWithBootcamp(test: TestDatabase) {
  const learner = await createSignedInUser(test);
  await test.db
    .insert(orders)
    .values({ id: crypto.randomUUID(), userId: learner.id, productName: "budget-bootcamp", status: "paid", amount: 4700, currency: "USD" });
  return learner;
}
