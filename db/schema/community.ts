import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { timestamp } from "./columns";
import { users } from "./users";

/** The members' space's categories (app/features/community); the schema imports no app code, a unit test keeps them equal. */
export const COMMUNITY_CATEGORIES = ["budgeting", "debt", "saving-investing", "canada", "united-states", "wins"] as const;

/**
 * A conversation: a thread of the members' space (kind `space`, with a category and a title) or the one
 * discussion under a lesson (kind `lesson`, made by its first post, keyed by course and lesson number).
 * The opening post of a space thread is its post number 1; hiding that post hides the thread.
 * `reply_count` and `last_post_at` are kept in the same batch as each post, so lists never count.
 */
export const communityThreads = sqliteTable(
  "community_threads",
  {
    id: text("id").primaryKey(),
    kind: text("kind", { enum: ["space", "lesson"] }).notNull(),
    category: text("category", { enum: COMMUNITY_CATEGORIES }),
    /** A lesson discussion's course route slug and lesson number. */
    courseId: text("course_id"),
    lessonNumber: integer("lesson_number"),
    title: text("title"),
    /** Null for a lesson discussion, and once its author's account is deleted. */
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    /** Posts shown to members, opening post included; hidden and deleted ones are not counted. */
    postCount: integer("post_count").notNull().default(0),
    /** Highest post number given out, so the next post takes `last_post_number + 1`. */
    lastPostNumber: integer("last_post_number").notNull().default(0),
    lastPostAt: timestamp("last_post_at").notNull(),
    pinnedAt: timestamp("pinned_at"),
    lockedAt: timestamp("locked_at"),
    /** Set with the opening post's `hidden_at`: a hidden opening post takes its thread out of every list. */
    hiddenAt: timestamp("hidden_at"),
    createdAt: timestamp("created_at").notNull(),
  },
  (table) => [
    // A category's page and the space's first page: pinned first, then most recent activity.
    index("community_threads_list_idx").on(table.kind, table.category, table.hiddenAt, table.pinnedAt, table.lastPostAt),
    index("community_threads_space_idx").on(table.kind, table.hiddenAt, table.pinnedAt, table.lastPostAt),
    uniqueIndex("community_threads_lesson_unique").on(table.courseId, table.lessonNumber),
    index("community_threads_author_idx").on(table.authorId),
    check(
      "community_threads_kind_check",
      sql`(${table.kind} = 'space' and ${table.category} is not null and ${table.title} is not null and ${table.courseId} is null)
        or (${table.kind} = 'lesson' and ${table.courseId} is not null and ${table.lessonNumber} is not null and ${table.category} is null)`,
    ),
    check(
      "community_threads_category_check",
      sql`${table.category} is null or ${table.category} in ('budgeting', 'debt', 'saving-investing', 'canada', 'united-states', 'wins')`,
    ),
  ],
);

/**
 * A post: the opening post or a reply, numbered 1, 2, 3 ... within its thread (the cursor and the link
 * to a reply). The Markdown is kept for editing; the sanitized HTML made from it when it is saved is
 * what pages serve (ADR 036). A deleted post keeps its row and number, without its text, so the
 * conversation still reads.
 */
export const communityPosts = sqliteTable(
  "community_posts",
  {
    id: text("id").primaryKey(),
    threadId: text("thread_id")
      .notNull()
      .references(() => communityThreads.id, { onDelete: "cascade" }),
    postNumber: integer("post_number").notNull(),
    /** Null once the author's account is deleted (the text is emptied in the same batch). */
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    bodyMarkdown: text("body_markdown").notNull(),
    bodyHtml: text("body_html").notNull(),
    /** SHA-256 of the Markdown as typed: the same body from the same author within a minute is one post. */
    bodyHash: text("body_hash").notNull(),
    createdAt: timestamp("created_at").notNull(),
    editedAt: timestamp("edited_at"),
    deletedAt: timestamp("deleted_at"),
    /** Set by staff; the reason and the staff member are in the audit log. */
    hiddenAt: timestamp("hidden_at"),
  },
  (table) => [
    uniqueIndex("community_posts_thread_number_unique").on(table.threadId, table.postNumber),
    // The abuse limits (posts per author in 10 minutes and a day) and the double-submit check.
    index("community_posts_author_idx").on(table.authorId, table.createdAt),
  ],
);

/** A member's report of a post: one per member and post. Staff resolve it by hiding the post or dismissing it. */
export const communityReports = sqliteTable(
  "community_reports",
  {
    postId: text("post_id")
      .notNull()
      .references(() => communityPosts.id, { onDelete: "cascade" }),
    reporterId: text("reporter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    createdAt: timestamp("created_at").notNull(),
    resolvedAt: timestamp("resolved_at"),
  },
  (table) => [
    primaryKey({ columns: [table.postId, table.reporterId] }),
    // The console's queue: open reports, oldest first.
    index("community_reports_open_idx").on(table.resolvedAt, table.createdAt),
  ],
);

/**
 * Who is emailed about new posts in a thread. A row is written when a member starts a thread (following)
 * or first replies in one (following), and by the Follow/Unfollow toggle; an explicit unfollow is kept
 * as `following = 0` so a later reply does not follow again. `last_emailed_at` makes it one email per
 * thread per hour.
 */
export const communityFollows = sqliteTable(
  "community_follows",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    threadId: text("thread_id")
      .notNull()
      .references(() => communityThreads.id, { onDelete: "cascade" }),
    following: integer("following", { mode: "boolean" }).notNull(),
    lastEmailedAt: timestamp("last_emailed_at"),
  },
  (table) => [primaryKey({ columns: [table.userId, table.threadId] }), index("community_follows_thread_idx").on(table.threadId)],
);

/** A member suspended from posting until a date, by staff (the reason and the staff member are in the audit log). */
export const communitySuspensions = sqliteTable("community_suspensions", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  until: timestamp("until").notNull(),
  createdAt: timestamp("created_at").notNull(),
});

/** Each kind of email a learner may switch off; no row means every kind is on. */
export const notificationSettings = sqliteTable("notification_settings", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  communityReplies: integer("community_replies", { mode: "boolean" }).notNull().default(true),
  updatedAt: timestamp("updated_at").notNull(),
});
