import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
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
    /**
     * The currency the subscription is billed in, from its price as the provider reports it (the
     * console's recurring revenue). Null on rows from before it was kept: read as the learner's
     * country's currency, as billing does.
     */
    currency: text("currency", { enum: ["CAD", "USD"] }),
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

export const SUBSCRIPTION_CHANGE_KINDS = ["new", "upgraded", "downgraded", "cancelled"] as const;

/**
 * What happened to subscriptions, one row per change as it is synced (new, upgraded, downgraded,
 * cancelled: ended), for the console's monthly counts. Written in the batch that changes `subscribers`,
 * so a change is counted exactly when it is recorded. Kept from migration 0026 on; nothing earlier.
 */
export const subscriptionChanges = sqliteTable(
  "subscription_changes",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    kind: text("kind", { enum: SUBSCRIPTION_CHANGE_KINDS }).notNull(),
    /** The plan after the change (before it, for a cancellation). */
    tier: text("tier", { enum: SUBSCRIPTION_TIERS }).notNull(),
    at: timestamp("at").notNull(),
  },
  (table) => [
    index("subscription_changes_at_idx").on(table.at),
    check("subscription_changes_kind_check", sql`${table.kind} in ('new', 'upgraded', 'downgraded', 'cancelled')`),
  ],
);
