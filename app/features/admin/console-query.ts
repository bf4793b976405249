/**
 * What the console's list pages read from their address (GET forms, so they work without JavaScript),
 * and the prefix search's bounds. Plain functions: no framework, no database.
 */
import { AUDIT_ACTIONS, type AuditAction } from "./audit-actions";

/** Rows per page of a console list. */
export const CONSOLE_PAGE_SIZE = 25;

/** The longest search or filter text read from an address; longer input is cut, never refused. */
const QUERY_LIMIT = 200;

/**
 * SQLite's built-in lower() folds ASCII letters only; the search folds its input the same way, so
 * "ÉLODIE" finds what lower() stored for "Élodie" in the index ("Élodie" keeps its É).
 */
export function asciiLower(text: string): string {
  return text.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
}

/**
 * The range of texts that start with `prefix`, folded as the caller folded it: `from <= text < to`. SQLite compares text
 * byte by byte (UTF-8, which orders as code points do), so `to` is the prefix with its last code
 * point raised by one. The range form lets an index on lower(column) answer it (a LIKE would need
 * case_sensitive_like and its own caveats).
 */
export function prefixRange(prefix: string): { from: string; to: string } | null {
  const from = prefix;
  const points = Array.from(from);
  while (points.length > 0) {
    const last = points.pop()!.codePointAt(0)!;
    if (last < 0x10ffff) {
      // Surrogate code points are not text; step over them.
      const next = last + 1 === 0xd800 ? 0xe000 : last + 1;
      return { from, to: points.join("") + String.fromCodePoint(next) };
    }
  }
  return null;
}

function param(url: URL, name: string): string {
  return (url.searchParams.get(name) ?? "").trim().slice(0, QUERY_LIMIT);
}

/** A cursor is the id of the last row shown; anything else is ignored (the first page). */
const ID_CURSOR = /^[\w-]{1,64}$/;

function cursor(url: URL): string | null {
  const after = url.searchParams.get("after");
  return after !== null && ID_CURSOR.test(after) ? after : null;
}

export interface LearnerSearch {
  /** The typed prefix of an email, first name or last name; empty lists everyone. */
  q: string;
  /** The id of the last learner on the previous page. */
  after: string | null;
}

export function learnerSearchOf(url: URL): LearnerSearch {
  return { q: param(url, "q"), after: cursor(url) };
}

export interface AuditFilters {
  action: AuditAction | null;
  /** The staff member's email (any case). */
  actor: string;
  /** `user:<id>` or `order:<id>`. */
  target: string;
  /** The id of the last entry on the previous page. */
  after: string | null;
}

export function auditFiltersOf(url: URL): AuditFilters {
  const action = param(url, "action");
  return {
    action: Object.hasOwn(AUDIT_ACTIONS, action) ? (action as AuditAction) : null,
    actor: asciiLower(param(url, "actor")),
    target: param(url, "target"),
    after: cursor(url),
  };
}

/** The address of the first page of the same search: its filters kept, the cursor dropped. */
export function firstPageHref(path: string, url: URL): string {
  const first = new URLSearchParams(url.searchParams);
  first.delete("after");
  const query = first.toString();
  return query ? `${path}?${query}` : path;
}

/**
 * The address of the next page: the same search with the last row's id as the cursor. Null when this
 * page is the last (the read asks for one row more than it shows).
 */
export function nextPageHref(path: string, url: URL, rows: readonly { id: string }[]): string | null {
  if (rows.length <= CONSOLE_PAGE_SIZE) return null;
  const next = new URLSearchParams(url.searchParams);
  next.set("after", rows[CONSOLE_PAGE_SIZE - 1]!.id);
  return `${path}?${next.toString()}`;
}

/** Which reviews the console lists: every review, only the ones the course page shows, or only the hidden ones. */
export const REVIEW_STATUSES = ["all", "shown", "hidden"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** A review's key in the console (its form keys and the page cursor): author id and course slug, as a review is one per both. */
export function reviewKey(review: { userId: string; courseId: string }): string {
  return `${review.userId}.${review.courseId}`;
}

/** The author and course of a review key, or null for anything that is not one. */
export function parseReviewKey(key: string | null): { userId: string; courseId: string } | null {
  const match = /^([\w-]{1,64})\.([\w-]{1,64})$/.exec(key ?? "");
  return match ? { userId: match[1]!, courseId: match[2]! } : null;
}

export interface ReviewFilters {
  /** A course slug from the catalogue, or null for every course. */
  course: string | null;
  status: ReviewStatus;
  /** The last review on the previous page. */
  after: { userId: string; courseId: string } | null;
}

export function reviewFiltersOf(url: URL, courseSlugs: readonly string[]): ReviewFilters {
  const course = param(url, "course");
  const status = param(url, "status");
  return {
    course: courseSlugs.includes(course) ? course : null,
    status: (REVIEW_STATUSES as readonly string[]).includes(status) ? (status as ReviewStatus) : "all",
    after: parseReviewKey(url.searchParams.get("after")),
  };
}
