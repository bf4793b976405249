import { sql } from "drizzle-orm";
import { check, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { timestamp } from "./columns";
import { users } from "./users";

/** The catalogue's plan tiers (app/lib/domain/catalog.ts); the schema imports no app code, a unit test keeps the two equal. */
export const SUBSCRIPTION_TIERS = ["basic", "premium", "elite"] as const;

export const subscribers = sqliteTable(
  "subscribers",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    subscribed: integer("subscribed", { mode: "boolean" }).notNull().default(false),
    subscriptionTier: text("subscription_tier", { enum: SUBSCRIPTION_TIERS }),
    /** End of the paid period: the "Renews on" date (or "Ends on" when cancelled at period end). */
    subscriptionEnd: timestamp("subscription_end"),
    /** Cancelled by the learner: stays active until subscription_end, then ends instead of renewing. */
    cancelAtPeriodEnd: integer("cancel_at_period_end", { mode: "boolean" }).notNull().default(false),
    /**
     * A downgrade waiting for the end of the paid period (the provider's subscription schedule): the plan
     * it changes to, and when. Derived from the provider's subscription like the columns above (ADR 026).
     */
    pendingTier: text("pending_tier", { enum: SUBSCRIPTION_TIERS }),
    pendingAt: timestamp("pending_at"),
    /** The payment provider's subscription, so webhooks can find the row. */
    providerSubscriptionId: text("provider_subscription_id").unique(),
    updatedAt: timestamp("updated_at")
      .notNull()
      .$defaultFn(() => new Date()),
  },
  (table) => [
    check("subscribers_tier_check", sql`${table.subscriptionTier} is null or ${table.subscriptionTier} in ('basic', 'premium', 'elite')`),
    check("subscribers_pending_tier_check", sql`${table.pendingTier} is null or ${table.pendingTier} in ('basic', 'premium', 'elite')`),
  ],
);
