/**
 * The community's reads and writes (issue 25 items 1, 2, 5, 8). Every page is one `db.batch` with the
 * session (ADR 013); whether its posts leave the server is decided here from the viewer's standing
 * (domain/community-rules.ts). Every write checks access, the abuse limits, a lock and a double
 * submit in the statement that writes, so two requests racing each other cannot get past a check made
 * a moment before; the same batch reads the facts that say why a refused post was refused.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, asc, desc, eq, gt, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import {
  communityFollows,
  communityPosts,
  communitySuspensions,
  communityThreads,
  avatars,
  earnedBadges,
  orders,
  profiles,
  subscribers,
  users,
} from "../../../db/schema/index";
import { textListOf } from "../../../db/json-array";
import { PURCHASED_STATUSES } from "~/features/payments/orders.server";
import { readWithSession, sessionUserIdOrNull, type SessionUser } from "~/lib/services/auth/session.server";
import { holdsCourseSql, paidProductNamesSql } from "~/lib/services/learning.server";
import { sha256 } from "~/lib/services/auth/crypto.server";
import { displayName, initials } from "~/lib/domain/display-name";
import { avatarPath } from "~/features/avatars/paths";
import { findCourseBySlug, type Course } from "~/lib/domain/catalog";
import { reportError } from "~/lib/report-error.server";
import { messagesFor } from "~/lib/i18n/catalogues.server";
import type { Locale } from "~/lib/i18n/locale";
import { postingRefusalIn } from "./words.server";
import type { Message } from "~/lib/i18n/messages";
import { communityMemberSql, isAdminSql, threadReadableSql } from "./access-sql.server";
import { notifyFollowersOfPost } from "./notifications.server";
import { renderPostHtml } from "./domain/post-html";
import { findCategory, type CategorySlug } from "./domain/categories";
import {
  canEdit,
  canReadPosts,
  DAY,
  lessonStanding,
  LIMITS,
  POSTS_PAGE_SIZE,
  spaceStanding,
  THREADS_PAGE_SIZE,
  type Refusal,
  type Standing,
  type ThreadCursor,
} from "./domain/community-rules";

type Db = AppLoadContext["db"];

const BADGE_PREFIX = "course-complete-";

// ---------------------------------------------------------------------------------------------------
// Access as SQL, for the statements that write (the same rules as domain/community-rules.ts).

/** Whether `userId` may read and write the thread `threadId` names (a space thread or a lesson's discussion). */
function mayWriteSql(userId: string, threadId: SQL, now: Date): SQL {
  return sql`exists (select 1 from ${communityThreads} where ${communityThreads.id} = ${threadId} and ${threadReadableSql(userId, now)})`;
}

/**
 * Whether the learner ever paid (a course, refunded or not, or a plan's period) or holds a complimentary
 * course: a card or staff stands behind the account, so the new-account wait does not apply (issue 36 item 8).
 */
function hasPaidSql(userId: string): SQL {
  return sql`(exists (
      select 1 from ${orders} where ${orders.userId} = ${userId}
        and ${orders.status} in (${sql.join(
          PURCHASED_STATUSES.map((status) => sql`${status}`),
          sql`, `,
        )})
        and (${orders.compReason} is null or ${orders.status} = 'paid')
    ) or exists (select 1 from ${subscribers} where ${subscribers.userId} = ${userId} and ${subscribers.subscriptionEnd} is not null))`;
}

/** The abuse limits and the suspension (issue 25 item 5), as the statement's condition. */
function mayPostNowSql(userId: string, now: Date): SQL {
  const t = now.getTime();
  const countSince = (since: number) =>
    sql`(select count(*) from ${communityPosts} where ${communityPosts.authorId} = ${userId} and ${communityPosts.createdAt} > ${since})`;
  return sql`(
    exists (select 1 from ${users} where ${users.id} = ${userId} and ${users.emailVerifiedAt} is not null
      and (${users.createdAt} <= ${t - LIMITS.accountAge} or ${hasPaidSql(userId)}))
    and not exists (select 1 from ${communitySuspensions} where ${communitySuspensions.userId} = ${userId} and ${communitySuspensions.until} > ${t})
    and ${countSince(t - LIMITS.burst.window)} < ${LIMITS.burst.count}
    and ${countSince(t - LIMITS.daily.window)} < ${LIMITS.daily.count})`;
}

const unlockedSql = (threadId: SQL) =>
  sql`exists (select 1 from ${communityThreads} where ${communityThreads.id} = ${threadId} and ${communityThreads.lockedAt} is null)`;

// ---------------------------------------------------------------------------------------------------
// Reads.

/** A post as pages show it: the author's display name and initials, never their email. */
export interface ShownPost {
  id: string;
  postNumber: number;
  author: { name: string; initials: string; avatar: string | null; badges: { slug: string; title: string }[] } | null;
  html: string;
  createdAt: string;
  edited: boolean;
  deleted: boolean;
  /** Only admins are sent hidden posts, marked. */
  hidden: boolean;
  own: boolean;
  /** The author may still change it (15 minutes). */
  editable: boolean;
  /** The Markdown, for the author's own edit form only. */
  markdown: string | null;
}

/**
 * A page of a thread's posts with their authors. Each row carries its author's course-complete badges,
 * so the page reads them in the same statement: a statement of its own cost each page building,
 * preparing and running one more.
 */
function postRows(db: Db, thread: SQL, viewer: SQL | null, where: SQL | undefined, order: "asc" | "desc", limit: number) {
  return db
    .select({
      id: communityPosts.id,
      postNumber: communityPosts.postNumber,
      authorId: communityPosts.authorId,
      email: users.email,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      avatarDigest: avatars.digest,
      badgeIds: textListOf(
        sql`select json_group_array(${earnedBadges.badgeId}) from ${earnedBadges}
          where ${earnedBadges.userId} = ${communityPosts.authorId} and ${earnedBadges.badgeId} like ${`${BADGE_PREFIX}%`}`,
      ),
      // The Markdown only of the viewer's own posts (their edit form); everyone is served the HTML.
      bodyMarkdown: sql<
        string | null
      >`case when ${communityPosts.authorId} = ${sessionUserIdOrNull(viewer)} then ${communityPosts.bodyMarkdown} end`,
      bodyHtml: communityPosts.bodyHtml,
      createdAt: communityPosts.createdAt,
      editedAt: communityPosts.editedAt,
      deletedAt: communityPosts.deletedAt,
      hiddenAt: communityPosts.hiddenAt,
    })
    .from(communityPosts)
    .leftJoin(users, eq(users.id, communityPosts.authorId))
    .leftJoin(profiles, eq(profiles.id, communityPosts.authorId))
    .leftJoin(avatars, eq(avatars.userId, communityPosts.authorId))
    .where(
      and(
        sql`${communityPosts.threadId} = ${thread}`,
        where,
        // Hidden posts are gone for members; admins see them, marked.
        or(isNull(communityPosts.hiddenAt), isAdminSql(sessionUserIdOrNull(viewer))),
      ),
    )
    .orderBy(order === "asc" ? asc(communityPosts.postNumber) : desc(communityPosts.postNumber))
    .limit(limit);
}

type PostRow = Awaited<ReturnType<typeof postRows>>[number];

/** "Completed 7-Day Budget Bootcamp": in words, so the badge never speaks by colour alone (the page names the course in its language). */
function badgeLabels(badgeIds: readonly string[]): { slug: string; title: string }[] {
  return badgeIds
    .map((badgeId) => findCourseBySlug(badgeId.slice(BADGE_PREFIX.length)))
    .filter((course): course is Course => course !== undefined)
    .map((course) => ({ slug: course.slug, title: course.title }));
}

function shownPost(row: PostRow, viewerId: string | null, now: Date): ShownPost {
  const deleted = row.deletedAt !== null;
  const own = viewerId !== null && row.authorId === viewerId;
  const name = row.email ? displayName({ email: row.email, firstName: row.firstName, lastName: row.lastName }) : null;
  const editable = own && !deleted && row.hiddenAt === null && canEdit(row.createdAt, now);
  return {
    id: row.id,
    postNumber: row.postNumber,
    // A deleted post shows no author; a deleted account's posts have none.
    author:
      name && !deleted && row.authorId
        ? { name, initials: initials(name), avatar: avatarPath(row.authorId, row.avatarDigest), badges: badgeLabels(row.badgeIds) }
        : null,
    html: deleted ? "" : row.bodyHtml,
    createdAt: row.createdAt.toISOString(),
    edited: row.editedAt !== null,
    deleted,
    hidden: row.hiddenAt !== null,
    own,
    editable,
    markdown: editable ? row.bodyMarkdown : null,
  };
}

/** A thread in a list: its title and activity (titles are what signed-in non-members may see). */
export interface ListedThread {
  id: string;
  title: string;
  category: { slug: string; name: string } | null;
  postCount: number;
  lastPostAt: string;
  pinned: boolean;
  locked: boolean;
}

function threadList(db: Db, where: SQL | undefined, limit: number) {
  return db
    .select({
      id: communityThreads.id,
      title: communityThreads.title,
      category: communityThreads.category,
      postCount: communityThreads.postCount,
      lastPostAt: communityThreads.lastPostAt,
      pinnedAt: communityThreads.pinnedAt,
      lockedAt: communityThreads.lockedAt,
    })
    .from(communityThreads)
    .where(and(eq(communityThreads.kind, "space"), isNull(communityThreads.hiddenAt), where))
    .orderBy(desc(communityThreads.pinnedAt), desc(communityThreads.lastPostAt), desc(communityThreads.id))
    .limit(limit);
}

function listedThread(row: Awaited<ReturnType<typeof threadList>>[number]): ListedThread {
  const category = findCategory(row.category ?? undefined);
  return {
    id: row.id,
    title: row.title ?? "",
    category: category ? { slug: category.slug, name: category.name } : null,
    postCount: row.postCount,
    lastPostAt: row.lastPostAt.toISOString(),
    pinned: row.pinnedAt !== null,
    locked: row.lockedAt !== null,
  };
}

export interface SpacePage {
  standing: Standing;
  /** Pinned threads: on the first page only. */
  pinned: ListedThread[];
  threads: ListedThread[];
  /** The next page's cursor, when more threads follow. */
  next: ThreadCursor | null;
}

/**
 * The space's page, or a category's: pinned threads first (first page only), then 20 threads by last
 * activity, after `cursor`. Visitors get nothing but their standing (the page shows the gate).
 */
export async function loadSpace(
  request: Request,
  context: AppLoadContext,
  { category, cursor }: { category?: CategorySlug; cursor: ThreadCursor | null },
): Promise<SpacePage> {
  const db = context.db;
  const inCategory = category ? eq(communityThreads.category, category) : undefined;
  const after = cursor
    ? or(
        lt(communityThreads.lastPostAt, new Date(cursor.lastPostAt)),
        and(eq(communityThreads.lastPostAt, new Date(cursor.lastPostAt)), lt(communityThreads.id, cursor.id)),
      )
    : undefined;
  const {
    user,
    data: [pinned, rows],
  } = await readWithSession(
    request,
    context,
    (userId) =>
      // A visitor's request reads nothing (a null id matches nobody; the lists are skipped by `limit 0`).
      [
        threadList(db, and(inCategory, sql`${communityThreads.pinnedAt} is not null`), cursor || !userId ? 0 : 100),
        threadList(db, and(inCategory, isNull(communityThreads.pinnedAt), after), userId ? THREADS_PAGE_SIZE + 1 : 0),
      ] as const,
  );
  const standing = spaceStanding(user);
  if (standing === "visitor") return { standing, pinned: [], threads: [], next: null };
  const threads = rows.slice(0, THREADS_PAGE_SIZE).map(listedThread);
  const last = threads.at(-1);
  return {
    standing,
    pinned: pinned.map(listedThread),
    threads,
    next: rows.length > THREADS_PAGE_SIZE && last ? { lastPostAt: Date.parse(last.lastPostAt), id: last.id } : null,
  };
}

export interface ThreadPage {
  standing: Standing;
  thread: {
    id: string;
    kind: "space" | "lesson";
    title: string;
    category: { slug: string; name: string } | null;
    lesson: { courseSlug: string; courseTitle: string; lessonNumber: number } | null;
    locked: boolean;
    pinned: boolean;
    hidden: boolean;
    postCount: number;
  };
  /** Empty unless the viewer may read the posts. */
  posts: ShownPost[];
  after: number;
  hasMore: boolean;
  /** Whether the viewer follows the thread (null: no row yet), for the Follow/Unfollow slot. */
  following: boolean | null;
}

/**
 * A thread's page: the thread with the viewer's facts about it (whether they follow it; for a lesson's
 * discussion, the courses they paid for), and 30 posts after post number `after` with their authors'
 * badges, in one batch of two statements beside the session's. Null when no such thread is shown to
 * anyone (or only to staff).
 */
export async function loadThread(request: Request, context: AppLoadContext, threadId: string, after: number): Promise<ThreadPage | null> {
  const db = context.db;
  const thread = sql`${threadId}`;
  const {
    user,
    data: [[row], posts],
  } = await readWithSession(request, context, (userId) => {
    const viewer = sessionUserIdOrNull(userId);
    return [
      db
        .select({
          id: communityThreads.id,
          kind: communityThreads.kind,
          category: communityThreads.category,
          courseId: communityThreads.courseId,
          lessonNumber: communityThreads.lessonNumber,
          title: communityThreads.title,
          postCount: communityThreads.postCount,
          pinnedAt: communityThreads.pinnedAt,
          lockedAt: communityThreads.lockedAt,
          hiddenAt: communityThreads.hiddenAt,
          following: sql<boolean | null>`(select ${communityFollows.following} from ${communityFollows}
            where ${communityFollows.userId} = ${viewer} and ${communityFollows.threadId} = ${communityThreads.id})`.mapWith(
            communityFollows.following,
          ),
          // A lesson's discussion is open to whoever may open the lesson: a plan, or the course bought.
          paidProductNames: paidProductNamesSql(viewer),
        })
        .from(communityThreads)
        .where(eq(communityThreads.id, threadId)),
      postRows(db, thread, userId, gt(communityPosts.postNumber, after), "asc", POSTS_PAGE_SIZE + 1),
    ] as const;
  });
  if (!row) return null;
  const course = row.courseId ? findCourseBySlug(row.courseId) : undefined;
  const standing = row.kind === "lesson" && course ? lessonStanding(user, course, row.paidProductNames) : spaceStanding(user);
  if (row.hiddenAt && standing !== "staff") return null;
  const category = findCategory(row.category ?? undefined);
  const readable = canReadPosts(standing);
  const now = new Date();
  const shown = readable ? posts.slice(0, POSTS_PAGE_SIZE).map((post) => shownPost(post, user?.id ?? null, now)) : [];
  return {
    standing,
    thread: {
      id: row.id,
      kind: row.kind,
      // A lesson's discussion is titled after its lesson by the page; only signed-in readers learn which.
      title: row.title ?? "",
      category: category ? { slug: category.slug, name: category.name } : null,
      lesson:
        course && row.lessonNumber !== null ? { courseSlug: course.slug, courseTitle: course.title, lessonNumber: row.lessonNumber } : null,
      locked: row.lockedAt !== null,
      pinned: row.pinnedAt !== null,
      hidden: row.hiddenAt !== null,
      postCount: row.postCount,
    },
    posts: shown,
    after,
    hasMore: readable && posts.length > POSTS_PAGE_SIZE,
    following: row.following,
  };
}

export interface LessonDiscussion {
  threadId: string | null;
  locked: boolean;
  /** The most recent 30 posts, oldest first. */
  posts: ShownPost[];
  /** Earlier posts exist: the section links to the thread's own pages. */
  hasEarlier: boolean;
  /** The section's words in the page's language: the lesson page's loader is not the community's. */
  messages: Readonly<Record<string, Message>>;
}

/** What a lesson's discussion section shows: the posts' words and its own. */
export const DISCUSSION_NAMESPACES = ["services.community.post", "services.community.discussion"] as const;

/**
 * A lesson's discussion, read in the lesson page's session batch: call it at the loader's first line,
 * beside `openLessonFor`, so both leave in one round trip. The lesson route sends it only with the
 * lesson itself, to the learners the lesson gate lets in.
 */
export async function loadLessonDiscussion(request: Request, context: AppLoadContext, course: Course, lessonNumber: number) {
  const db = context.db;
  const threadOf = sql`(select ${communityThreads.id} from ${communityThreads} where ${communityThreads.courseId} = ${course.slug} and ${communityThreads.lessonNumber} = ${lessonNumber})`;
  const {
    user,
    data: [[row], posts],
  } = await readWithSession(
    request,
    context,
    (userId) =>
      [
        db
          .select({ id: communityThreads.id, lockedAt: communityThreads.lockedAt })
          .from(communityThreads)
          .where(and(eq(communityThreads.courseId, course.slug), eq(communityThreads.lessonNumber, lessonNumber))),
        // Without a session nothing is read: the lesson gate answers visitors.
        postRows(db, threadOf, userId, userId ? undefined : sql`0`, "desc", POSTS_PAGE_SIZE + 1),
      ] as const,
  );
  const now = new Date();
  return (): LessonDiscussion => ({
    threadId: row?.id ?? null,
    locked: row?.lockedAt != null,
    posts: posts
      .slice(0, POSTS_PAGE_SIZE)
      .reverse()
      .map((post) => shownPost(post, user?.id ?? null, now)),
    hasEarlier: posts.length > POSTS_PAGE_SIZE,
    messages: messagesFor(context.locale, DISCUSSION_NAMESPACES),
  });
}

// ---------------------------------------------------------------------------------------------------
// Writes.

export type PostOutcome =
  | { status: "posted" | "duplicate"; threadId: string; postId: string; postNumber: number }
  | { status: "refused"; refusal: Refusal }
  | { status: "forbidden" }
  | { status: "not-found" };

/** The facts that explain a refused post, read in the batch that writes it (before the insert). */
function postingFactReads(db: Db, userId: string, now: Date) {
  return [
    db
      .select({
        createdAt: users.createdAt,
        emailVerifiedAt: users.emailVerifiedAt,
        hasPaid: sql<number>`${hasPaidSql(userId)}`,
        until: communitySuspensions.until,
      })
      .from(users)
      .leftJoin(communitySuspensions, eq(communitySuspensions.userId, users.id))
      .where(eq(users.id, userId)),
    db
      .select({ createdAt: communityPosts.createdAt })
      .from(communityPosts)
      .where(and(eq(communityPosts.authorId, userId), gt(communityPosts.createdAt, new Date(now.getTime() - DAY))))
      .orderBy(desc(communityPosts.createdAt))
      .limit(LIMITS.daily.count),
  ] as const;
}

type FactRows = [{ createdAt: Date; emailVerifiedAt: Date | null; hasPaid: number; until: Date | null }[], { createdAt: Date }[]];

/** `timeZone`: the poster's, in which the refusal says when to try again, in the page's language (`locale`). */
function refusalFrom([[account], recent]: FactRows, locked: boolean, timeZone: string, now: Date, locale: Locale): Refusal | null {
  if (!account) return null;
  return postingRefusalIn(
    locale,
    {
      accountCreatedAt: account.createdAt,
      hasPaid: Boolean(account.hasPaid),
      emailVerified: account.emailVerifiedAt !== null,
      suspendedUntil: account.until,
      threadLocked: locked,
      recentPosts: recent.map((post) => post.createdAt),
      timeZone,
    },
    now,
  );
}

/** The insert of a post numbered after the thread's last one, only when every condition holds (else nothing). */
function insertPostSql(
  post: { id: string; thread: SQL; userId: string; markdown: string; html: string; hash: string; now: Date },
  conditions: SQL,
) {
  const t = post.now.getTime();
  return sql`insert into ${communityPosts} (id, thread_id, post_number, author_id, body_markdown, body_html, body_hash, created_at)
    select ${post.id}, ${post.thread}, (select ${communityThreads.lastPostNumber} + 1 from ${communityThreads} where ${communityThreads.id} = ${post.thread}),
      ${post.userId}, ${post.markdown}, ${post.html}, ${post.hash}, ${t}
    where ${conditions}
      -- A double submit: the same body by the same author in this thread within the minute is the one post.
      and not exists (
        select 1 from ${communityPosts} where ${communityPosts.authorId} = ${post.userId} and ${communityPosts.threadId} = ${post.thread}
          and ${communityPosts.bodyHash} = ${post.hash} and ${communityPosts.createdAt} > ${t - LIMITS.duplicateWindow})`;
}

/** The statements after a post's insert: they do nothing when it inserted nothing. */
function afterInsertStatements(db: Db, postId: string, thread: SQL, userId: string, now: Date) {
  const inserted = sql`exists (select 1 from ${communityPosts} where ${communityPosts.id} = ${postId})`;
  return [
    db.run(sql`update ${communityThreads}
      set post_count = post_count + 1, last_post_number = last_post_number + 1, last_post_at = ${now.getTime()}
      where ${communityThreads.id} = ${thread} and ${inserted}`),
    // The author follows what they write in; an explicit unfollow (following = 0) stays.
    db.run(sql`insert into ${communityFollows} (user_id, thread_id, following) select ${userId}, ${thread}, 1 where ${inserted}
      on conflict do nothing`),
  ] as const;
}

/** The post just written, or the one a double submit already wrote. */
function writtenPost(db: Db, postId: string, thread: SQL, userId: string, hash: string, now: Date) {
  return db
    .select({ id: communityPosts.id, threadId: communityPosts.threadId, postNumber: communityPosts.postNumber })
    .from(communityPosts)
    .where(
      or(
        eq(communityPosts.id, postId),
        and(
          sql`${communityPosts.threadId} = ${thread}`,
          eq(communityPosts.authorId, userId),
          eq(communityPosts.bodyHash, hash),
          gt(communityPosts.createdAt, new Date(now.getTime() - LIMITS.duplicateWindow)),
        ),
      ),
    )
    .orderBy(asc(communityPosts.createdAt))
    .limit(1);
}

/** Emails the thread's followers once the post is committed, after the response (never failing it). */
function notifyAfterResponse(context: AppLoadContext, post: { threadId: string; postId: string }) {
  const sending = Promise.resolve().then(() => notifyFollowersOfPost(context, post));
  context.waitUntil(sending.catch((error: unknown) => reportError(context, error, { message: "Community notification failed" })));
}

function outcomeOf(
  context: AppLoadContext,
  written: { id: string; threadId: string; postNumber: number } | undefined,
  postId: string,
  refusal: Refusal | null,
  mayWrite: boolean,
): PostOutcome {
  if (written) {
    const status = written.id === postId ? "posted" : "duplicate";
    if (status === "posted") notifyAfterResponse(context, { threadId: written.threadId, postId });
    return { status, threadId: written.threadId, postId: written.id, postNumber: written.postNumber };
  }
  if (!mayWrite) return { status: "forbidden" };
  return refusal ? { status: "refused", refusal } : { status: "forbidden" };
}

/**
 * A reply in a thread (a space thread, or an existing lesson discussion by its id). One batch: the facts,
 * the conditional insert, the thread's counters and the author's follow, then the post as written.
 */
export async function createReply(context: AppLoadContext, user: SessionUser, threadId: string, markdown: string): Promise<PostOutcome> {
  const db = context.db;
  const now = new Date();
  const postId = crypto.randomUUID();
  const hash = await sha256(markdown);
  const thread = sql`${threadId}`;
  const [account, recent, [row], [access], , , , [written]] = await db.batch([
    ...postingFactReads(db, user.id, now),
    db.select({ lockedAt: communityThreads.lockedAt }).from(communityThreads).where(eq(communityThreads.id, threadId)),
    ...replyStatements(db, { id: postId, thread, userId: user.id, markdown, hash, now }),
  ]);
  if (!row) return { status: "not-found" };
  return outcomeOf(
    context,
    written,
    postId,
    refusalFrom([account, recent], row.lockedAt !== null, user.timeZone, now, context.locale),
    Boolean(access?.ok),
  );
}

/**
 * A reply's statements once its thread is known (a reply and a lesson post alike): may the author write
 * there, the conditional insert, the statements after it, then the post as written.
 */
function replyStatements(db: Db, post: { id: string; thread: SQL; userId: string; markdown: string; hash: string; now: Date }) {
  const { id, thread, userId, hash, now } = post;
  return [
    db
      .select({ ok: sql<number>`${mayWriteSql(userId, thread, now)}` })
      .from(users)
      .where(eq(users.id, userId)),
    db.run(insertPostSql({ ...post, html: renderPostHtml(post.markdown) }, postConditions(userId, thread, now))),
    ...afterInsertStatements(db, id, thread, userId, now),
    writtenPost(db, id, thread, userId, hash, now),
  ] as const;
}

function postConditions(userId: string, thread: SQL, now: Date): SQL {
  return sql`${mayWriteSql(userId, thread, now)} and ${unlockedSql(thread)} and ${mayPostNowSql(userId, now)}`;
}

/**
 * A post in a lesson's discussion: the discussion's thread is made by its first post (insert, or
 * nothing if it exists), only for someone who may open the lesson, in the same batch as the post.
 */
export async function createLessonPost(
  context: AppLoadContext,
  user: SessionUser,
  course: Course,
  lessonNumber: number,
  markdown: string,
): Promise<PostOutcome> {
  const db = context.db;
  const now = new Date();
  const postId = crypto.randomUUID();
  const hash = await sha256(markdown);
  const t = now.getTime();
  const thread = sql`(select ${communityThreads.id} from ${communityThreads} where ${communityThreads.courseId} = ${course.slug} and ${communityThreads.lessonNumber} = ${lessonNumber})`;
  const [account, recent, , [row], [access], , , , [written]] = await db.batch([
    ...postingFactReads(db, user.id, now),
    db.run(sql`insert into ${communityThreads} (id, kind, course_id, lesson_number, post_count, last_post_number, last_post_at, created_at)
      select ${crypto.randomUUID()}, 'lesson', ${course.slug}, ${lessonNumber}, 0, 0, ${t}, ${t}
      where ${holdsCourseSql(user.id, course.slug, now)} or ${isAdminSql(user.id)}
      on conflict do nothing`),
    db
      .select({ lockedAt: communityThreads.lockedAt })
      .from(communityThreads)
      .where(and(eq(communityThreads.courseId, course.slug), eq(communityThreads.lessonNumber, lessonNumber))),
    ...replyStatements(db, { id: postId, thread, userId: user.id, markdown, hash, now }),
  ]);
  return outcomeOf(
    context,
    written,
    postId,
    refusalFrom([account, recent], row?.lockedAt != null, user.timeZone, now, context.locale),
    Boolean(access?.ok),
  );
}

/**
 * A new thread of the members' space: the thread and its opening post in one batch, both only when the
 * author may post now; the same opening post twice within the minute (a double submit) is one thread.
 */
export async function createThread(
  context: AppLoadContext,
  user: SessionUser,
  { category, title, body }: { category: CategorySlug; title: string; body: string },
): Promise<PostOutcome> {
  const db = context.db;
  const now = new Date();
  const t = now.getTime();
  const threadId = crypto.randomUUID();
  const postId = crypto.randomUUID();
  const hash = await sha256(`${title}\n${body}`);
  const thread = sql`${threadId}`;
  const member = sql`(${communityMemberSql(user.id, now)} or ${isAdminSql(user.id)})`;
  const duplicate = sql`exists (
    select 1 from ${communityPosts} where ${communityPosts.authorId} = ${user.id} and ${communityPosts.postNumber} = 1
      and ${communityPosts.bodyHash} = ${hash} and ${communityPosts.createdAt} > ${t - LIMITS.duplicateWindow})`;
  const [account, recent, [access], , , , , [written]] = await db.batch([
    ...postingFactReads(db, user.id, now),
    db
      .select({ ok: sql<number>`${member}` })
      .from(users)
      .where(eq(users.id, user.id)),
    db.run(sql`insert into ${communityThreads} (id, kind, category, title, author_id, post_count, last_post_number, last_post_at, created_at)
      select ${threadId}, 'space', ${category}, ${title}, ${user.id}, 0, 0, ${t}, ${t}
      where ${member} and ${mayPostNowSql(user.id, now)} and not ${duplicate}`),
    db.run(sql`insert into ${communityPosts} (id, thread_id, post_number, author_id, body_markdown, body_html, body_hash, created_at)
      select ${postId}, ${threadId}, 1, ${user.id}, ${body}, ${renderPostHtml(body)}, ${hash}, ${t}
      where exists (select 1 from ${communityThreads} where ${communityThreads.id} = ${threadId})`),
    ...afterInsertStatements(db, postId, thread, user.id, now),
    db
      .select({ id: communityPosts.id, threadId: communityPosts.threadId, postNumber: communityPosts.postNumber })
      .from(communityPosts)
      .where(
        or(
          eq(communityPosts.id, postId),
          and(
            eq(communityPosts.authorId, user.id),
            eq(communityPosts.postNumber, 1),
            eq(communityPosts.bodyHash, hash),
            gt(communityPosts.createdAt, new Date(t - LIMITS.duplicateWindow)),
          ),
        ),
      )
      .orderBy(asc(communityPosts.createdAt))
      .limit(1),
  ]);
  return outcomeOf(context, written, postId, refusalFrom([account, recent], false, user.timeZone, now, context.locale), Boolean(access?.ok));
}

export type ChangeOutcome =
  | { status: "done"; threadId: string; postNumber: number }
  | { status: "refused"; refusal: Refusal }
  | { status: "edit-closed" | "not-found" | "forbidden" };

/** The author's own post, with its thread's lock, for the reasons a change was refused. */
function ownPost(db: Db, userId: string, postId: string) {
  return db
    .select({
      threadId: communityPosts.threadId,
      postNumber: communityPosts.postNumber,
      createdAt: communityPosts.createdAt,
      editedAt: communityPosts.editedAt,
      deletedAt: communityPosts.deletedAt,
      lockedAt: communityThreads.lockedAt,
    })
    .from(communityPosts)
    .innerJoin(communityThreads, eq(communityThreads.id, communityPosts.threadId))
    .where(and(eq(communityPosts.id, postId), eq(communityPosts.authorId, userId), isNull(communityPosts.hiddenAt)));
}

/**
 * The author changes their post within 15 minutes of writing it, while they may still post there
 * (access, lock, suspension: checked in the update itself). The page then shows it as edited.
 */
export async function editPost(context: AppLoadContext, user: SessionUser, postId: string, markdown: string): Promise<ChangeOutcome> {
  const db = context.db;
  const now = new Date();
  const t = now.getTime();
  const thread = sql`${communityPosts.threadId}`;
  const [, [after], [suspension]] = await db.batch([
    db.run(sql`update ${communityPosts}
      set body_markdown = ${markdown}, body_html = ${renderPostHtml(markdown)}, body_hash = ${await sha256(markdown)}, edited_at = ${t}
      where ${communityPosts.id} = ${postId} and ${communityPosts.authorId} = ${user.id}
        and ${communityPosts.deletedAt} is null and ${communityPosts.hiddenAt} is null
        and ${communityPosts.createdAt} > ${t - LIMITS.editWindow}
        and ${mayWriteSql(user.id, thread, now)} and ${unlockedSql(thread)}
        and not exists (select 1 from ${communitySuspensions} where ${communitySuspensions.userId} = ${user.id} and ${communitySuspensions.until} > ${t})`),
    ownPost(db, user.id, postId),
    db.select({ until: communitySuspensions.until }).from(communitySuspensions).where(eq(communitySuspensions.userId, user.id)),
  ]);
  if (!after || after.deletedAt) return { status: "not-found" };
  if (after.editedAt?.getTime() === t) return { status: "done", threadId: after.threadId, postNumber: after.postNumber };
  if (!canEdit(after.createdAt, now)) return { status: "edit-closed" };
  // The limits on new posts do not apply to an edit: only the lock, a suspension or lost access refuse it.
  const refusal = postingRefusalIn(
    context.locale,
    {
      accountCreatedAt: new Date(0),
      hasPaid: false,
      emailVerified: true,
      suspendedUntil: suspension?.until ?? null,
      threadLocked: after.lockedAt !== null,
      recentPosts: [],
      timeZone: user.timeZone,
    },
    now,
  );
  return refusal ? { status: "refused", refusal } : { status: "forbidden" };
}

/**
 * The author deletes their post: the row and its number stay (the conversation still reads, "[deleted]"),
 * its text goes. A thread whose opening post is deleted stays, with its title. Shown posts are counted
 * once: the count drops only for a post that was still shown.
 */
export async function deletePost(context: AppLoadContext, user: SessionUser, postId: string): Promise<ChangeOutcome> {
  const db = context.db;
  const t = Date.now();
  const own = sql`${communityPosts.id} = ${postId} and ${communityPosts.authorId} = ${user.id} and ${communityPosts.deletedAt} is null`;
  const [, , [row]] = await db.batch([
    db.run(sql`update ${communityThreads} set post_count = post_count - 1
      where ${communityThreads.id} = (select ${communityPosts.threadId} from ${communityPosts} where ${own} and ${communityPosts.hiddenAt} is null)`),
    db.run(sql`update ${communityPosts} set body_markdown = '', body_html = '', deleted_at = ${t} where ${own}`),
    db
      .select({ threadId: communityPosts.threadId, postNumber: communityPosts.postNumber, deletedAt: communityPosts.deletedAt })
      .from(communityPosts)
      .where(and(eq(communityPosts.id, postId), eq(communityPosts.authorId, user.id))),
  ]);
  if (!row || row.deletedAt?.getTime() !== t) return { status: "not-found" };
  return { status: "done", threadId: row.threadId, postNumber: row.postNumber };
}
