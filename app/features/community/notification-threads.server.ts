/**
 * What notifications, Follow and Unsubscribe need to know about a thread: what to call it and where it
 * lives (who may read it is access-sql.server.ts).
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { eq, sql } from "drizzle-orm";
import { communityThreads, courseLessons } from "../../../db/schema/index";
import { NOTIFICATION_TEXTS as TEXTS } from "./notification-texts";
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
    })
    .from(communityThreads)
    .leftJoin(
      courseLessons,
      sql`${courseLessons.courseId} = ${communityThreads.courseId} and ${courseLessons.lessonNumber} = ${communityThreads.lessonNumber}`,
    )
    .where(eq(communityThreads.id, threadId));
}

export type ThreadPlace = Awaited<ReturnType<typeof threadPlaceRead>>[number];

/** What emails and pages call a thread. */
export function threadName(place: ThreadPlace): string {
  if (place.kind === "space") return place.title ?? "";
  return TEXTS.lessonThreadTitle(place.lessonTitle ?? `Lesson ${place.lessonNumber}`);
}

/** Where a member reads the thread: its page, or the lesson page's discussion section. */
export function threadHome(place: ThreadPlace, threadId: string): string {
  return place.kind === "lesson" && place.courseId && place.lessonNumber !== null
    ? lessonDiscussionPath(place.courseId, place.lessonNumber)
    : threadPath(threadId);
}
