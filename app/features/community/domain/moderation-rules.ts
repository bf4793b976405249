/**
 * The pure rules of reports and moderation (issue 25 item 4): whether a post is still shown, what a
 * report says, the excerpt the report page quotes, when a suspension ends, and which post a
 * pasted link names. No framework or database here; the services apply these to what they read.
 */
import { textOfHtml } from "~/lib/domain/html-text";
import type { FieldConstraints } from "~/lib/http/field-constraints";

/** What a post looks like to the rules here: whether anyone but staff can still see it. */
export interface PostVisibility {
  deletedAt: Date | null;
  hiddenAt: Date | null;
  threadHiddenAt: Date | null;
}

/** A deleted or hidden post, or any post of a hidden thread, is gone for members: there is nothing for them to read or report. */
export function isShownToMembers(post: PostVisibility): boolean {
  return post.deletedAt === null && post.hiddenAt === null && post.threadHiddenAt === null;
}

/** The report form's choices, in the order it lists them; each stored report starts with the label. */
export const REPORT_KINDS = [
  { value: "spam", label: "Spam or advertising" },
  { value: "abuse", label: "Insults, harassment or hate" },
  { value: "private", label: "Someone's private information" },
  { value: "advice", label: "Harmful or misleading financial advice" },
  { value: "other", label: "Something else" },
] as const;

export type ReportKind = (typeof REPORT_KINDS)[number]["value"];

/** The stored reason is at most 500 characters (the label, a dash and these). */
export const REPORT_DETAILS_MAX = 400;

/** The report form's HTML constraints (app/lib/http/field-constraints.ts); ../report-forms.ts enforces them. */
export const REPORT_CONSTRAINTS = {
  kind: { required: true },
  details: { maxLength: REPORT_DETAILS_MAX },
} as const satisfies FieldConstraints<"kind" | "details">;

/** What the console shows staff for one report: the chosen kind, then the member's own words if any. */
export function reportReason(kind: ReportKind, details: string): string {
  const label = REPORT_KINDS.find((choice) => choice.value === kind)!.label;
  const words = details.trim();
  return words ? `${label}: ${words}` : label;
}

/**
 * The opening words of a post's stored HTML as plain text, cut at a word: what the report page quotes so
 * the member knows which post they report. The page prints it as text (React escapes it), so whatever
 * the HTML held can never become markup here.
 */
export function postExcerpt(html: string, maxLength = 280): string {
  const text = textOfHtml(html);
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > maxLength / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/**
 * The business's zone. A suspension's date input has no time, and staff work in several zones: "until
 * 3 March" means through 3 March where the business is (Toronto), the same instant for every staff
 * member and every member, whatever their browser's zone.
 */
export const SUSPENSION_TIME_ZONE = "America/Toronto";

/** The longest suspension staff can set in one go; longer than this, closing the account is the tool. */
export const SUSPENSION_MAX_YEARS = 5;

const zoneDay = new Intl.DateTimeFormat("en-CA", { timeZone: SUSPENSION_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });
const zoneParts = new Intl.DateTimeFormat("en-US", {
  timeZone: SUSPENSION_TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
});

/** The calendar date ("YYYY-MM-DD") in Toronto at `moment`. */
export function torontoDate(moment: Date): string {
  return zoneDay.format(moment);
}

/** How far Toronto's wall clock is ahead of UTC at `moment`, in milliseconds (negative: it is behind). */
function zoneOffset(moment: number): number {
  const part = Object.fromEntries(zoneParts.formatToParts(moment).map(({ type, value }) => [type, Number(value)]));
  const wall = Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!);
  return wall - Math.floor(moment / 1000) * 1000;
}

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The instant a suspension chosen "until `date`" ends: midnight at the start of the next day in Toronto,
 * so the member is suspended through the whole of `date` there. Stored in UTC like every moment.
 */
export function suspensionEnd(date: string): Date {
  const [, year, month, day] = DATE_PATTERN.exec(date)!.map(Number) as [number, number, number, number];
  const wallMidnight = Date.UTC(year, month - 1, day + 1);
  // Midnight's offset can differ from the guess's by a DST change; a second pass settles it (Toronto changes at 2 a.m., never at midnight).
  const first = wallMidnight - zoneOffset(wallMidnight);
  return new Date(wallMidnight - zoneOffset(first));
}

export type SuspensionDateCheck = { ok: true; until: Date } | { ok: false; problem: "not-a-date" | "not-future" | "too-far" };

/** The days a suspension may end on, for the date input's `min` and `max`: from tomorrow in Toronto to `SUSPENSION_MAX_YEARS` ahead. */
export function suspensionDayRange(now: Date): { min: string; max: string } {
  const today = torontoDate(now);
  const [year, month, day] = today.split("-").map(Number) as [number, number, number];
  const tomorrow = new Date(Date.UTC(year, month - 1, day + 1));
  return { min: tomorrow.toISOString().slice(0, 10), max: `${year + SUSPENSION_MAX_YEARS}${today.slice(4)}` };
}

/** A suspension's last day must be a real date within `suspensionDayRange`. */
export function checkSuspensionDate(date: string, now: Date): SuspensionDateCheck {
  const match = DATE_PATTERN.exec(date);
  if (!match) return { ok: false, problem: "not-a-date" };
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(2000, month - 1, day));
  check.setUTCFullYear(year);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return { ok: false, problem: "not-a-date" };
  const range = suspensionDayRange(now);
  if (date < range.min) return { ok: false, problem: "not-future" };
  if (date > range.max) return { ok: false, problem: "too-far" };
  return { ok: true, until: suspensionEnd(date) };
}

/** A suspension's end as staff chose it: the last Toronto day it covers (the end instant is midnight after it). */
export function suspensionLastDay(until: Date): string {
  return torontoDate(new Date(until.getTime() - 1));
}

/**
 * The thread and post a link pasted into the console names: a thread's address (`/community/t/<id>`,
 * with or without the site, a page and a `#post-<n>` anchor), or a bare thread id. Null for anything else.
 */
export function parseCommunityLink(input: string): { threadId: string; postNumber: number | null } | null {
  const text = input.trim();
  const address = /(?:^|\/)community\/t\/([A-Za-z0-9_-]{1,64})(?:[/?#][^\s]*)?$/.exec(text);
  const threadId = address?.[1] ?? (/^[A-Za-z0-9_-]{1,64}$/.test(text) ? text : null);
  if (!threadId) return null;
  const post = /#post-(\d{1,7})$/.exec(text);
  return { threadId, postNumber: post ? Number(post[1]) : null };
}
