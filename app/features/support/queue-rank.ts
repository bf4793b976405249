/**
 * Where a request stands in the staff queue and when it is due (issue 27 item 4). The rank is fixed when
 * the request is made, so the queue is one indexed read (status, queue_rank, created_at).
 */
import { SUPPORT_QUEUE_RANKS } from "./domain/lists";
import type { PlanTier } from "~/lib/domain/catalog";
import { addBusinessDays } from "./domain/business-days";

type RankName = keyof typeof SUPPORT_QUEUE_RANKS;
export type QueueRank = (typeof SUPPORT_QUEUE_RANKS)[RankName];

/** An advisor thread goes first; a support request by the requester's active plan when they wrote (none: last). */
export function queueRankOf(kind: "support" | "advisor", tier: PlanTier | null): QueueRank {
  if (kind === "advisor") return SUPPORT_QUEUE_RANKS.advisor;
  return tier ? SUPPORT_QUEUE_RANKS[tier] : SUPPORT_QUEUE_RANKS.none;
}

/** Each rank's response target in business days (the issue's: Elite 1, Premium 2, Basic and others 3). */
const TARGET_DAYS: Record<RankName, number> = { advisor: 1, elite: 1, premium: 2, basic: 3, none: 3 };

export function responseTargetDays(rank: number): number {
  const name = (Object.keys(SUPPORT_QUEUE_RANKS) as RankName[]).find((key) => SUPPORT_QUEUE_RANKS[key] === rank) ?? "none";
  return TARGET_DAYS[name];
}

/**
 * When a request made at `createdAt` with `rank` should be answered by: the rank's target in business
 * days, skipping the requester's statutory `holidays` (UTC days; holiday-calendar.server.ts has them).
 */
export function dueAtFor(createdAt: Date, rank: number, holidays?: ReadonlySet<string>): Date {
  return addBusinessDays(createdAt, responseTargetDays(rank), holidays);
}
