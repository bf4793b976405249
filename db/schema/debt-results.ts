import { sql } from "drizzle-orm";
import { check, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { timestamp } from "./columns";
import { users } from "./users";

/**
 * What a Debt-Free in 90 Days learner reports on the challenge's results worksheet: their total debt
 * when they started and now, in their currency. The site's "debt paid off" figure is the sum of
 * start - now over these rows (never below zero per learner), so the claim rests on what learners said.
 */
export const debtResults = sqliteTable(
  "debt_results",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    currency: text("currency").notNull(),
    debtAtStartCents: integer("debt_at_start_cents").notNull(),
    debtNowCents: integer("debt_now_cents").notNull(),
    updatedAt: timestamp("updated_at").notNull(),
  },
  () => [
    check("debt_results_currency_check", sql`currency in ('CAD', 'USD')`),
    check("debt_results_amounts_check", sql`debt_at_start_cents >= 0 and debt_now_cents >= 0`),
  ],
);
