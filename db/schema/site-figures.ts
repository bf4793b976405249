import { sql } from "drizzle-orm";
import { check, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { timestamp } from "./columns";

/** What `counts` holds: the public figures' counts (ADR 034), as `refreshSiteFigures` wrote them. */
export interface StoredSiteCounts {
  /** Accounts that hold at least one course. */
  learners: number;
  /** The same per `orders.product_name` a course is sold as; a course nobody holds is missing. */
  productLearners: Record<string, number>;
  /** Live certificates. */
  completions: number;
  /** The first account's `created_at` (ms), or null on an empty site. */
  since: number | null;
  /** Per currency: reporters, the sum of start − now (never below zero each), and how many lowered their debt. */
  debt: { currency: string; reporters: number; paidOffCents: number; lowered: number }[];
}

/**
 * The public figures, counted from our records (ADR 034) by `refreshSiteFigures` on the hourly sweep
 * and at start, so a page reads one row by its primary key instead of counting every order. One row
 * (id 1); the page's "last updated" date is `computed_at`.
 */
export const siteFigures = sqliteTable(
  "site_figures",
  {
    id: integer("id").primaryKey(),
    counts: text("counts", { mode: "json" }).$type<StoredSiteCounts>().notNull(),
    computedAt: timestamp("computed_at").notNull(),
  },
  () => [check("site_figures_one_row_check", sql`id = 1`)],
);
