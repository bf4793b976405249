/**
 * Who may read and write in the community, what a post may say, and when a member may post (issue 25
 * items 1, 2 and 5). Plain rules: the server evaluates the same limits again inside the statement that
 * writes a post (community.server.ts), so these decide the sentence a refused member reads.
 */
import { hasAccess, type AccessFacts } from "~/lib/domain/access";
import { findCourseBySlug, type Course } from "~/lib/domain/catalog";
import { entitlementsOf } from "~/lib/domain/entitlements";
import type { FieldConstraints } from "~/lib/http/field-constraints";
import { verifiedRole, type StaffRole } from "~/lib/domain/roles";
import type { SubscriptionState } from "~/lib/domain/subscription";
import { LIMIT_TEXTS } from "~/features/community/texts";
import { formatZoned } from "~/features/time-zones/domain/zoned-time";

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

export const TITLE_MAX = 200;
export const BODY_MAX = 10_000;
/** Posts per page of a thread, and threads per page of the space or a category. */
export const POSTS_PAGE_SIZE = 30;
export const THREADS_PAGE_SIZE = 20;

export const LIMITS = {
  /** At most `count` posts in any `window` (issue 25 item 5). */
  burst: { count: 5, window: 10 * MINUTE },
  daily: { count: 30, window: DAY },
  /** An account that has never paid and holds no comp may post once it is this old; payers post at once. */
  accountAge: DAY,
  /** The same body from the same author in the same thread within this is one post (a double submit). */
  duplicateWindow: MINUTE,
  /** A member may edit their own post for this long after writing it. */
  editWindow: 15 * MINUTE,
} as const;

/** Who is asking, as the server knows them: null for a visitor. */
export interface Viewer {
  role: StaffRole | null;
  /** A role counts only once the email is verified (`verifiedRole`), as in the console. */
  emailVerifiedAt: Date | null;
  subscription: SubscriptionState;
}

/** What a viewer may do in a place: read its posts and write in it, see its titles only, or be told to log in. */
export type Standing = "member" | "staff" | "titles-only" | "visitor";

/** An active plan whose entitlement includes the community. */
export function isCommunityMember(viewer: Viewer, now: Date = new Date()): boolean {
  return entitlementsOf(viewer.subscription, now).community;
}

/**
 * The members' space: every active plan member reads and writes; admins read everything (hidden posts
 * marked) and may answer; anyone else signed in sees the titles; visitors get the gate.
 */
export function spaceStanding(viewer: Viewer | null, now: Date = new Date()): Standing {
  if (!viewer) return "visitor";
  if (verifiedRole(viewer) === "admin") return "staff";
  return isCommunityMember(viewer, now) ? "member" : "titles-only";
}

/**
 * A lesson's discussion: exactly who may open the lesson (the lesson gate's own rule, access.ts), and
 * admins. Nobody else sees even its titles: the lesson gate speaks for the page.
 */
export function lessonStanding(viewer: Viewer | null, course: Course, paidProductNames: readonly string[], now: Date = new Date()): Standing {
  if (!viewer) return "visitor";
  if (verifiedRole(viewer) === "admin") return "staff";
  const facts: AccessFacts = { paidProductNames, subscription: viewer.subscription };
  return hasAccess(course, facts, now) ? "member" : "titles-only";
}

/** A thread's standing for the viewer: a members' space thread, or the discussion of its lesson's course. */
export function threadStanding(
  viewer: Viewer | null,
  thread: { kind: "space" | "lesson"; courseId: string | null },
  paidProductNames: readonly string[],
  now: Date = new Date(),
): Standing {
  if (thread.kind === "space") return spaceStanding(viewer, now);
  const course = findCourseBySlug(thread.courseId ?? "");
  if (!course) return viewer ? "titles-only" : "visitor";
  return lessonStanding(viewer, course, paidProductNames, now);
}

export const canReadPosts = (standing: Standing) => standing === "member" || standing === "staff";

/** What the server read about the would-be poster and the thread, in the batch that writes the post. */
export interface PostingFacts {
  accountCreatedAt: Date;
  /** Ever paid (a course or a plan) or holds a complimentary course: the new-account wait does not apply. */
  hasPaid: boolean;
  emailVerified: boolean;
  /** The end of a suspension from `community_suspensions`, if any (past ones do not count). */
  suspendedUntil: Date | null;
  threadLocked: boolean;
  /** When the author's posts of the last day were written, newest first (at most the daily limit's count). */
  recentPosts: readonly Date[];
  /** The poster's own zone (`users.time_zone`), in which a refusal says when to try again. */
  timeZone: string;
}

export type RefusalKind = "locked" | "suspended" | "unverified" | "new-account" | "burst" | "daily";
export type Refusal = { kind: RefusalKind; message: string };

/**
 * Why this member may not post now, and from when they may try again (null for a lock or an unconfirmed
 * email, which time does not lift), or null when they may. The checks are the statement's own
 * conditions, in the order a member can do something about them last.
 */
export function postingBlock(facts: PostingFacts, now: Date = new Date()): { kind: RefusalKind; again: Date | null } | null {
  if (facts.threadLocked) return { kind: "locked", again: null };
  if (facts.suspendedUntil && facts.suspendedUntil.getTime() > now.getTime()) return { kind: "suspended", again: facts.suspendedUntil };
  if (!facts.emailVerified) return { kind: "unverified", again: null };
  const oldEnough = facts.accountCreatedAt.getTime() + LIMITS.accountAge;
  if (!facts.hasPaid && oldEnough > now.getTime()) return { kind: "new-account", again: new Date(oldEnough) };
  for (const kind of ["daily", "burst"] as const) {
    const { count, window } = LIMITS[kind];
    const inWindow = facts.recentPosts.filter((at) => at.getTime() > now.getTime() - window);
    if (inWindow.length >= count) {
      // The oldest post still counted leaves the window first: from then on there is room for one more.
      const oldestCounted = inWindow[count - 1]!;
      return { kind, again: new Date(oldestCounted.getTime() + window) };
    }
  }
  return null;
}

/** The block with the sentence a refused member reads (in English; other languages word it at the edge from `postingBlock`). */
export function postingRefusal(facts: PostingFacts, now: Date = new Date()): Refusal | null {
  const block = postingBlock(facts, now);
  if (!block) return null;
  const when = block.again ? whenAgain(block.again, facts.timeZone, now) : "";
  const message = {
    locked: LIMIT_TEXTS.locked,
    suspended: LIMIT_TEXTS.suspended(when),
    unverified: LIMIT_TEXTS.unverified,
    "new-account": LIMIT_TEXTS.newAccount(when),
    burst: LIMIT_TEXTS.burst(when),
    daily: LIMIT_TEXTS.daily(when),
  }[block.kind];
  return { kind: block.kind, message };
}

/**
 * When a member may try again: within the hour, in minutes ("in 7 minutes", right in any zone); later,
 * the moment on the member's own clock, naming the zone ("on Fri Nov 27, 10:00 AM EST").
 */
export function whenAgain(at: Date, zone: string, now: Date = new Date()): string {
  const ms = at.getTime() - now.getTime();
  if (ms <= MINUTE) return "in a minute";
  if (ms < HOUR) return `in ${plural(Math.ceil(ms / MINUTE), "minute")}`;
  return `on ${formatZoned(at, zone, now)}`;
}

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? "" : "s"}`;
}

/** Whether the author may still change their post (15 minutes from writing it). */
export function canEdit(createdAt: Date, now: Date = new Date()): boolean {
  return now.getTime() - createdAt.getTime() < LIMITS.editWindow;
}

/** The HTML constraints of the post forms (app/lib/http/field-constraints.ts); ../forms.ts enforces them. */
export const REPLY_CONSTRAINTS = { body: { required: true, maxLength: BODY_MAX } } as const satisfies FieldConstraints<"body">;
export const THREAD_CONSTRAINTS = {
  category: { required: true },
  title: { required: true, maxLength: TITLE_MAX },
  body: REPLY_CONSTRAINTS.body,
} as const satisfies FieldConstraints<"category" | "title" | "body">;

/** The buttons of a post form: Post writes, Preview shows the rendered text with the form kept. */
export const POST_INTENTS = { post: "post", preview: "preview", edit: "edit", delete: "delete" } as const;

/** The field a post form sends only before hydration: without JavaScript the action answers with a redirect. */
export const RELOAD_FIELD = "reload";

/**
 * A thread page's cursor: the posts after post number `after` (0 for the first page), a multiple of
 * the page size so every post has one page and `postPath` can link to it.
 */
export function afterCursor(url: URL): number {
  const value = url.searchParams.get("after") ?? "";
  return /^\d{1,9}$/.test(value) ? Number(value) : 0;
}

/** A list page's cursor: the unpinned threads whose last activity and id come before it. */
export interface ThreadCursor {
  lastPostAt: number;
  id: string;
}

export function threadCursor(url: URL): ThreadCursor | null {
  const match = /^(\d{1,15})_([\w-]{1,64})$/.exec(url.searchParams.get("before") ?? "");
  return match ? { lastPostAt: Number(match[1]), id: match[2]! } : null;
}

export const threadCursorParam = (cursor: ThreadCursor) => `before=${cursor.lastPostAt}_${cursor.id}`;
