import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { eq, type SQL } from "drizzle-orm";
import { customers, subscribers, users } from "../../../db/schema";

/**
 * The signed-in user (by the session subquery) with their plan, in one statement for a page's single
 * round trip. No row: not signed in.
 */
export function accountWithPlan(context: AppLoadContext, userId: SQL) {
  return context.db
    .select({
      id: users.id,
      email: users.email,
      subscribed: subscribers.subscribed,
      subscriptionTier: subscribers.subscriptionTier,
      subscriptionEnd: subscribers.subscriptionEnd,
      cancelAtPeriodEnd: subscribers.cancelAtPeriodEnd,
      providerSubscriptionId: subscribers.providerSubscriptionId,
      customerId: customers.providerCustomerId,
    })
    .from(users)
    .leftJoin(subscribers, eq(subscribers.userId, users.id))
    .leftJoin(customers, eq(customers.userId, users.id))
    .where(eq(users.id, userId));
}

export type AccountWithPlan = Awaited<ReturnType<typeof accountWithPlan>>[number];

/** The plan part of an account row, as the pages show it. */
export function planState(account: AccountWithPlan) {
  return {
    subscribed: account.subscribed ?? false,
    subscriptionTier: account.subscriptionTier,
    subscriptionEnd: account.subscriptionEnd,
    cancelAtPeriodEnd: account.cancelAtPeriodEnd ?? false,
  };
}

/** Where a page sends a visitor without a live session: sign in, then back here. */
export function loginRedirect(request: Request): Response {
  const url = new URL(request.url);
  return redirect(`/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
}
