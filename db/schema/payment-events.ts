import { sqliteTable, text } from "drizzle-orm/sqlite-core";
import { timestamp } from "./columns";

/** Webhook events already handled: the provider retries deliveries, and each must take effect once. */
export const paymentEvents = sqliteTable("payment_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  processedAt: timestamp("processed_at")
    .notNull()
    .$defaultFn(() => new Date()),
});
