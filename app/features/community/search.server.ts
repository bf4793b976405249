/**
 * Community search (issue 25 item 7): SQLite FTS5 over `community_search` (migration 0017, whose rowid
 * is the post's rowid), limited in the same statement to the threads the signed-in learner may read.
 * One round trip: the query joins the request's session batch (ADR 013).
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, desc, eq, isNull, sql, type SQL } from "drizzle-orm";
import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { communityPosts, communityThreads, courseLessons, lessonTranslations, profiles, users } from "../../../db/schema/index";
import { lessonTranslationJoin, shownLesson } from "~/lib/services/lesson-language.server";
import { threadReadableSql } from "./access-sql.server";
import { findCategory } from "./domain/categories";
import { ftsQuery, MATCH_END, MATCH_START, matchRuns, SEARCH_PAGE_SIZE, type SearchRequest, type TextRun } from "./domain/search-query";
import { postPath } from "./paths";
import { findCourseBySlug } from "~/lib/domain/catalog";
import { displayName } from "~/lib/domain/display-name";
import { entitlementsOf } from "~/lib/domain/entitlements";
import { readWithSession } from "~/lib/services/auth/session.server";
import { translate } from "~/lib/i18n/catalogues.server";
import type { Locale } from "~/lib/i18n/locale";
import type { MessageKey } from "~/lib/i18n/messages";

/**
 * The FTS5 table as drizzle reads it. Declared here, not in db/schema: drizzle-kit has no virtual
 * tables, so the migration creates it and its triggers by hand.
 */
const searchIndex = sqliteTable("community_search", {
  rowid: integer("rowid").notNull(),
  title: text("title").notNull(),
  body: text("body").notNull(),
});

/** Shown in the snippet where the post's text was cut. */
const ELLIPSIS = "…";
/** Words around the match: two lines on a phone. */
const SNIPPET_TOKENS = 24;

/**
 * One page of matching posts the learner may read, newest first: members' space threads for an
 * active community member, lesson discussions for lessons they may open (the lesson gate's rule, in
 * SQL). Hidden threads, hidden posts and deleted posts never match (the index drops the posts; the
 * thread is checked here, since hiding a thread leaves its replies indexed).
 */
function matchingPosts(context: AppLoadContext, userId: SQL, match: string, page: number, now: Date) {
  const { locale } = context;
  return (
    context.db
      .select({
        postId: communityPosts.id,
        threadId: communityPosts.threadId,
        postNumber: communityPosts.postNumber,
        createdAt: communityPosts.createdAt,
        kind: communityThreads.kind,
        category: communityThreads.category,
        courseId: communityThreads.courseId,
        lessonNumber: communityThreads.lessonNumber,
        // The lesson's title in the page's language where it is translated.
        lessonTitle: shownLesson.title,
        // Only the opening post carries the title in the index; a reply shows its thread's, unmarked.
        title: sql<string | null>`case when ${communityPosts.postNumber} = 1
        then highlight(${searchIndex}, 0, ${MATCH_START}, ${MATCH_END}) else ${communityThreads.title} end`,
        snippet: sql<string>`snippet(${searchIndex}, 1, ${MATCH_START}, ${MATCH_END}, ${ELLIPSIS}, ${SNIPPET_TOKENS})`,
        email: users.email,
        firstName: profiles.firstName,
        lastName: profiles.lastName,
      })
      .from(searchIndex)
      .innerJoin(communityPosts, sql`${communityPosts}.rowid = ${searchIndex.rowid}`)
      .innerJoin(communityThreads, eq(communityThreads.id, communityPosts.threadId))
      .leftJoin(
        courseLessons,
        and(eq(courseLessons.courseId, communityThreads.courseId), eq(courseLessons.lessonNumber, communityThreads.lessonNumber)),
      )
      .leftJoin(lessonTranslations, lessonTranslationJoin(locale))
      .leftJoin(users, eq(users.id, communityPosts.authorId))
      .leftJoin(profiles, eq(profiles.id, communityPosts.authorId))
      .where(
        and(
          sql`${searchIndex} match ${match}`,
          isNull(communityPosts.deletedAt),
          isNull(communityPosts.hiddenAt),
          threadReadableSql(userId, now),
        ),
      )
      // Newest first, in the index's own rowid order (a post's rowid grows as posts are written): FTS5
      // walks its matches in that order and the query stops after the page, so a word in thousands of
      // posts costs what a rare one does. Ranking by bm25() scored and sorted every match first: 15-20
      // times slower on the bench's common word (docs/benchmarks.md), and slower still as posts grow.
      .orderBy(desc(searchIndex.rowid))
      .limit(SEARCH_PAGE_SIZE + 1)
      .offset((page - 1) * SEARCH_PAGE_SIZE)
  );
}

/** Where a matching post was written, as the results list names it. */
export type ResultPlace =
  | { kind: "space"; category: string; categorySlug?: string }
  | { kind: "lesson"; course: string; courseSlug?: string; lessonNumber: number; lessonTitle: string };

export interface SearchResult {
  postId: string;
  href: string;
  /** The thread's title, its matched words marked when the opening post matched. */
  title: TextRun[];
  place: ResultPlace;
  /** The post's author as the community shows them (display name, never an email). */
  author: string;
  createdAt: string;
  snippet: TextRun[];
}

export type SearchPage =
  | { state: "signed-out"; q: string }
  | { state: "search"; q: string; page: number; member: boolean; searched: boolean; results: SearchResult[]; hasMore: boolean };

type Row = Awaited<ReturnType<typeof matchingPosts>>[number];

function resultOf(row: Row, locale: Locale): SearchResult {
  const course = row.courseId ? findCourseBySlug(row.courseId) : undefined;
  const category = findCategory(row.category ?? undefined);
  const place: ResultPlace =
    row.kind === "space"
      ? { kind: "space", category: category?.name ?? "", categorySlug: category?.slug }
      : {
          kind: "lesson",
          course: course?.title ?? row.courseId ?? "",
          courseSlug: course?.slug,
          lessonNumber: row.lessonNumber ?? 0,
          lessonTitle: row.lessonTitle ?? "",
        };
  const title =
    row.title ||
    (place.kind === "lesson"
      ? translate(locale, "services.community.search.lessonTitle", {
          course: course ? translate(locale, `nav.course.${course.slug}` as MessageKey) : place.course,
          number: String(place.lessonNumber),
          title: place.lessonTitle,
        })
      : // Emptied when its author deleted their account: it reads as deleted, as their posts do.
        translate(locale, "services.community.post.deleted"));
  return {
    postId: row.postId,
    href: postPath(row.threadId, row.postNumber),
    title: matchRuns(title),
    place,
    // The email is read only to name a learner without profile names (its part before the @); it never leaves here.
    author: row.email ? displayName({ ...row, email: row.email }) : "",
    createdAt: row.createdAt.toISOString(),
    snippet: matchRuns(row.snippet),
  };
}

/**
 * The search page's data, in the request's one round trip. A visitor gets no search at all (the page
 * asks them to sign in); a signed-in learner gets what they may read, and whether they are a member.
 */
export async function searchCommunity(request: Request, context: AppLoadContext, { q, page }: SearchRequest): Promise<SearchPage> {
  const match = ftsQuery(q);
  const now = new Date();
  const {
    user,
    data: [rows],
  } = await readWithSession(request, context, (userId) =>
    userId && match
      ? ([matchingPosts(context, userId, match, page, now)] as const)
      : ([] as unknown as readonly [ReturnType<typeof matchingPosts>]),
  );
  if (!user) return { state: "signed-out", q };
  const found = rows ?? [];
  return {
    state: "search",
    q,
    page,
    member: entitlementsOf(user.subscription, now).community,
    searched: match !== null,
    results: found.slice(0, SEARCH_PAGE_SIZE).map((row) => resultOf(row, context.locale)),
    hasMore: found.length > SEARCH_PAGE_SIZE,
  };
}
