import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { timestamp } from "./columns";
import { users } from "./users";

/** What a request is about (app/features/support/domain/lists.ts spells the same lists; domain-values.test.ts holds them equal). */
export const SUPPORT_CATEGORIES = ["account", "billing", "courses", "tools", "other"] as const;
export const SUPPORT_STATUSES = ["open", "answered", "closed"] as const;
/** The queue's order: advisor threads first, then by the requester's plan when they last wrote. */
export const SUPPORT_QUEUE_RANKS = { advisor: 0, elite: 1, premium: 2, basic: 3, none: 4 } as const;

/**
 * A registered adviser (staff): the registration the member is shown, and where it lets them advise.
 * `jurisdictions` is a JSON list of codes like "CA-ON" or "US-CA"; a member is routed only to an adviser
 * registered where the member lives. Being an adviser lets a staff member answer advisor threads.
 */
export const advisers = sqliteTable("advisers", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  displayName: text("display_name").notNull(),
  /** For example "SEC (investment adviser representative)" or "Ontario Securities Commission (NI 31-103)". */
  registrationBody: text("registration_body").notNull(),
  registrationNumber: text("registration_number").notNull(),
  jurisdictions: text("jurisdictions", { mode: "json" }).$type<string[]>().notNull(),
  createdAt: timestamp("created_at").notNull(),
});

/**
 * A support request or an Elite member's advisor thread. Visitors write without an account
 * (`user_id` null, `email` theirs); `access_token_hash` lets them read the thread from the emailed link.
 * `queue_rank` is set from the requester's plan when the request is made and again when they reply
 * (SUPPORT_QUEUE_RANKS), so the staff queue is one indexed read ordered by rank and age; `due_at` is the
 * rank's response target from when the request was made or last opened again.
 */
export const supportRequests = sqliteTable(
  "support_requests",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    name: text("name").notNull(),
    kind: text("kind", { enum: ["support", "advisor"] }).notNull(),
    category: text("category", { enum: SUPPORT_CATEGORIES }).notNull(),
    subject: text("subject").notNull(),
    status: text("status", { enum: SUPPORT_STATUSES }).notNull().default("open"),
    queueRank: integer("queue_rank").notNull(),
    assignedTo: text("assigned_to").references(() => users.id, { onDelete: "set null" }),
    /** The adviser an advisor thread is routed to; null when none is registered where the member lives. */
    adviserId: text("adviser_id").references(() => advisers.userId, { onDelete: "set null" }),
    accessTokenHash: text("access_token_hash"),
    /**
     * The language of the page it was sent from ("en", "fr"): a visitor's replies are written in it; a
     * learner's follow their account's language. Null for requests sent before it was kept (English).
     */
    locale: text("locale"),
    createdAt: timestamp("created_at").notNull(),
    updatedAt: timestamp("updated_at").notNull(),
    dueAt: timestamp("due_at").notNull(),
  },
  (table) => [
    index("support_requests_queue_idx").on(table.status, table.queueRank, table.createdAt),
    index("support_requests_user_idx").on(table.userId, table.updatedAt),
    check("support_requests_kind_check", sql`${table.kind} in ('support', 'advisor')`),
    check("support_requests_status_check", sql`${table.status} in ('open', 'answered', 'closed')`),
    check("support_requests_category_check", sql`${table.category} in ('account', 'billing', 'courses', 'tools', 'other')`),
    check("support_requests_rank_check", sql`${table.queueRank} between 0 and 4`),
  ],
);

/** A message in a request's thread, in order: the requester's (`from_staff` false) or staff's. Plain text, escaped when shown. */
export const supportMessages = sqliteTable(
  "support_messages",
  {
    id: text("id").primaryKey(),
    requestId: text("request_id")
      .notNull()
      .references(() => supportRequests.id, { onDelete: "cascade" }),
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    fromStaff: integer("from_staff", { mode: "boolean" }).notNull(),
    body: text("body").notNull(),
    createdAt: timestamp("created_at").notNull(),
  },
  (table) => [index("support_messages_request_idx").on(table.requestId, table.createdAt)],
);
