import { sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt } from "./columns";
import { users } from "./users";

/**
 * The payment provider's customer for a user, created once at the first checkout and reused after
 * (ADR 008). Webhooks about subscriptions name only the customer, so it is unique and indexed.
 */
export const customers = sqliteTable("customers", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  providerCustomerId: text("provider_customer_id").notNull().unique(),
  createdAt: createdAt(),
});
