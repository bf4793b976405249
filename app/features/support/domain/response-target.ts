/**
 * The queue's rules (issue 27 item 4): where a request stands in the staff queue and when it is due.
 * Pure functions, no framework: the rank is fixed when the request is made, so the queue is one
 * indexed read (status, queue_rank, created_at).
 */
import { SUPPORT_QUEUE_RANKS } from "../../../../db/schema/support";
import type { PlanTier } from "~/lib/domain/catalog";

export type QueueRank = (typeof SUPPORT_QUEUE_RANKS)[keyof typeof SUPPORT_QUEUE_RANKS];

/** An advisor thread goes first; a support request by the requester's active plan when they wrote (none: last). */
export function queueRankOf(kind: "support" | "advisor", tier: PlanTier | null): QueueRank {
  if (kind === "advisor") return SUPPORT_QUEUE_RANKS.advisor;
  return tier ? SUPPORT_QUEUE_RANKS[tier] : SUPPORT_QUEUE_RANKS.none;
}

/** The response target in business days: advisor threads and Elite 1, Premium 2, Basic and everyone else 3. */
export function responseTargetDays(rank: number): number {
  if (rank <= SUPPORT_QUEUE_RANKS.elite) return 1;
  if (rank === SUPPORT_QUEUE_RANKS.premium) return 2;
  return 3;
}

const DAY_MS = 86_400_000;
const isWeekend = (date: Date) => date.getUTCDay() === 0 || date.getUTCDay() === 6;

/**
 * `start` plus `days` business days, counted in UTC: each step moves a whole day and skips Saturday
 * and Sunday. A request made at the weekend counts from the Monday after it, at the same time of day
 * (a Saturday request with a one-day target is due Tuesday, as a Monday request would be). Public
 * holidays differ by province and state and are not skipped (ADR 044).
 */
export function addBusinessDays(start: Date, days: number): Date {
  let at = new Date(start.getTime());
  while (isWeekend(at)) at = new Date(at.getTime() + DAY_MS);
  for (let left = days; left > 0;) {
    at = new Date(at.getTime() + DAY_MS);
    if (!isWeekend(at)) left -= 1;
  }
  return at;
}

/** When a request made at `createdAt` with `rank` should be answered by. */
export function dueAtFor(createdAt: Date, rank: number): Date {
  return addBusinessDays(createdAt, responseTargetDays(rank));
}
