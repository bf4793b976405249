/**
 * What notifications, Follow and Unsubscribe need to know about a thread: whether a member may still
 * read it (as a condition the database evaluates inside the statement that acts on it, so a plan that
 * lapses or a refund is never a step behind), and what to call it and where it lives.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { eq, sql, type SQL } from "drizzle-orm";
import { communityThreads, courseLessons, subscribers, users } from "../../../db/schema/index";
import { ENTITLEMENTS } from "~/lib/domain/entitlements";
import { holdsCourseSql } from "~/lib/services/learning.server";
import { NOTIFICATION_TEXTS as TEXTS } from "./notification-texts";
import { lessonDiscussionPath, threadPath } from "./paths";

/** The plans whose entitlement includes the members' space (ADR 025's table). */
const COMMUNITY_TIERS = Object.entries(ENTITLEMENTS)
  .filter(([, entitlements]) => entitlements.community)
  .map(([tier]) => tier);

/**
 * Whether the member `userId` may read the `community_threads` row in scope, now: anyone who may open
 * the lesson reads its discussion (the lesson gate's rule, `holdsCourseSql`); an active plan that
 * includes the community reads the members' space; an admin reads everything. A hidden thread is
 * nobody's to follow or be emailed about.
 */
export function threadReadableSql(userId: SQL, now: Date): SQL {
  const admin = sql`exists (select 1 from ${users} where ${users.id} = ${userId} and ${users.role} = 'admin')`;
  const member = sql`exists (
    select 1 from ${subscribers}
    where ${subscribers.userId} = ${userId} and ${subscribers.subscribed} = 1 and ${subscribers.subscriptionEnd} > ${now.getTime()}
      and ${subscribers.subscriptionTier} in (${sql.join(
        COMMUNITY_TIERS.map((tier) => sql`${tier}`),
        sql`, `,
      )})
  )`;
  return sql`(${communityThreads.hiddenAt} is null and (
    ${admin}
    or (${communityThreads.kind} = 'space' and ${member})
    or (${communityThreads.kind} = 'lesson' and ${holdsCourseSql(userId, sql`${communityThreads.courseId}`, now)})
  ))`;
}

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
