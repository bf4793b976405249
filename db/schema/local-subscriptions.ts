import { sqliteTable, text } from "drizzle-orm/sqlite-core";
import { timestamp } from "./columns";
import { users } from "./users";

/**
 * The local payment provider's own record of a learner's subscription, as Stripe keeps one per
 * customer: one row per learner (the primary key), so two test checkouts paid at once start one plan,
 * as "Limit customers to one subscription" makes Stripe do (ADR 023). A local plan is never renewed,
 * so it holds the place until its paid period ends.
 */
export const localSubscriptions = sqliteTable("local_subscriptions", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  subscriptionId: text("subscription_id").notNull(),
  periodEnd: timestamp("period_end").notNull(),
  /**
   * The currency the plan was bought in, as a Stripe subscription keeps its price's currency: a plan change
   * stays in it, whatever the learner's country or display currency says later. Null on rows from before
   * it was kept (read as the country's currency).
   */
  currency: text("currency", { enum: ["CAD", "USD"] }),
});
