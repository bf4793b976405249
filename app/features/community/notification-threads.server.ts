/**
 * What notifications, Follow and Unsubscribe need to know about a thread: what to call it and where it
 * lives (who may read it is access-sql.server.ts).
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { eq, sql } from "drizzle-orm";
import { communityThreads, courseLessons, lessonTranslations } from "../../../db/schema/index";
import { translate } from "~/lib/i18n/catalogues.server";
import type { Locale } from "~/lib/i18n/locale";
import { lessonDiscussionPath, threadPath } from "./paths";

/** A thread's name and place: its title, or for a lesson's discussion the lesson's course, number and title. */
export function threadPlaceRead(context: AppLoadContext, threadId: string) {
  return context.db
    .select({
      kind: communityThreads.kind,
      title: communityThreads.title,
      courseId: communityThreads.courseId,
      lessonNumber: communityThreads.lessonNumber,
      lessonTitle: courseLessons.title,
      // The lesson's title in each language it is translated into ({"fr": "…"}), for emails in their reader's language.
      lessonTitles: sql<
        string | null
      >`(select json_group_object(${lessonTranslations.locale}, ${lessonTranslations.title}) from ${lessonTranslations}
        where ${lessonTranslations.courseId} = ${communityThreads.courseId} and ${lessonTranslations.lessonNumber} = ${communityThreads.lessonNumber})`,
    })
    .from(communityThreads)
    .leftJoin(
      courseLessons,
      sql`${courseLessons.courseId} = ${communityThreads.courseId} and ${courseLessons.lessonNumber} = ${communityThreads.lessonNumber}`,
    )
    .where(eq(communityThreads.id, threadId));
}

export type ThreadPlace = Awaited<ReturnType<typeof threadPlaceRead>>[number];

/** What emails and pages call a thread, in `locale` (a space thread's title is its author's words). */
export function threadName(place: ThreadPlace, locale: Locale = "en"): string {
  // A title emptied when its author deleted their account reads as deleted, as their posts do.
  if (place.kind === "space") return place.title || translate(locale, "services.community.post.deleted");
  const lesson =
    translatedTitle(place.lessonTitles, locale) ??
    place.lessonTitle ??
    translate(locale, "services.community.lessonNumber", { number: String(place.lessonNumber) });
  return translate(locale, "services.community.lessonThreadTitle", { lesson });
}

/** A lesson's title in `locale` from its translations ({"fr": "…"}), if it has one. */
function translatedTitle(titles: string | null, locale: Locale): string | null {
  if (!titles || locale === "en") return null;
  const parsed = JSON.parse(titles) as Record<string, unknown>;
  return typeof parsed[locale] === "string" ? parsed[locale] : null;
}

/** Where a member reads the thread: its page, or the lesson page's discussion section. */
export function threadHome(place: ThreadPlace, threadId: string): string {
  return place.kind === "lesson" && place.courseId && place.lessonNumber !== null
    ? lessonDiscussionPath(place.courseId, place.lessonNumber)
    : threadPath(threadId);
}
