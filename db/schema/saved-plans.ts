import { sql } from "drizzle-orm";
import { caseFoldSql } from "../case-fold";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { timestamp } from "./columns";
import { users } from "./users";

/** The four free tools, as a saved plan names them (app/features/saved-plans keeps the same list; a unit test holds them equal). */
export const SAVED_PLAN_TOOLS = ["budget", "net-worth", "debt", "goals"] as const;

/**
 * A tool's plan that a learner chose to keep, under a name they typed. `query` is the tool's own URL
 * state (the search string without `?`), so opening a plan is opening that URL: the stored plan is
 * exactly what the page showed. How many a learner may keep is `entitlementsOf(...).savedPlans`,
 * enforced by a conditional insert, never by a count read first.
 */
export const savedPlans = sqliteTable(
  "saved_plans",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tool: text("tool", { enum: SAVED_PLAN_TOOLS }).notNull(),
    name: text("name").notNull(),
    query: text("query").notNull(),
    createdAt: timestamp("created_at").notNull(),
    updatedAt: timestamp("updated_at").notNull(),
  },
  (table) => [
    index("saved_plans_user_idx").on(table.userId, table.updatedAt),
    // One name per learner and tool, whatever its case ("Épargne" too), so "Rename" and "Save" cannot make two "Car loan"s.
    uniqueIndex("saved_plans_name_unique").on(table.userId, table.tool, caseFoldSql(sql`${table.name}`)),
    check("saved_plans_tool_check", sql`${table.tool} in ('budget', 'net-worth', 'debt', 'goals')`),
  ],
);

/**
 * Net worth history (advanced tools): every save of a net worth plan adds one dated snapshot of its
 * totals and its state (`query`, to fill the Tracking tab from the previous snapshot). A snapshot
 * outlives the plan's deletion only as long as the account: it belongs to the learner, not the plan.
 */
export const netWorthSnapshots = sqliteTable(
  "net_worth_snapshots",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    savedPlanId: text("saved_plan_id").references(() => savedPlans.id, { onDelete: "set null" }),
    takenAt: timestamp("taken_at").notNull(),
    assetsCents: integer("assets_cents").notNull(),
    liabilitiesCents: integer("liabilities_cents").notNull(),
    query: text("query").notNull(),
  },
  (table) => [index("net_worth_snapshots_user_idx").on(table.userId, table.takenAt)],
);

/**
 * A contribution logged against one goal of a saved goal-tracker plan (advanced tools). `goal_key` is
 * the goal's name in that plan, as the learner typed it; `contributed_on` is a local date YYYY-MM-DD.
 */
export const goalContributions = sqliteTable(
  "goal_contributions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    savedPlanId: text("saved_plan_id")
      .notNull()
      .references(() => savedPlans.id, { onDelete: "cascade" }),
    goalKey: text("goal_key").notNull(),
    amountCents: integer("amount_cents").notNull(),
    contributedOn: text("contributed_on").notNull(),
    createdAt: timestamp("created_at").notNull(),
  },
  (table) => [
    index("goal_contributions_plan_idx").on(table.savedPlanId, table.goalKey, table.contributedOn),
    index("goal_contributions_user_idx").on(table.userId),
    check("goal_contributions_amount_check", sql`${table.amountCents} > 0`),
  ],
);
