/**
 * Goal progress over time (advanced tools): contributions logged against a saved goal plan's goals,
 * the recent pace, and the month the goal is reached at that pace against its target date. Pure.
 *
 * The pace (ADR 042): the average saved per calendar month over the months since the first logged
 * contribution, at most the last 12, this month included. A month with nothing logged counts as a
 * month of 0, so a pause slows the projection as it slows the saving; a contribution older than the
 * window no longer speeds it up.
 */
import { dayNumber } from "~/lib/domain/dates";
import type { GoalInput } from "~/features/tools/domain/goals";
import { roundToCents } from "~/features/tools/domain/format";

/** The earliest day a contribution may have: a year like 0001 is a typing slip, and would stretch a goal's chart over centuries. */
export const EARLIEST_CONTRIBUTION = "1970-01-01";

export const PACE_WINDOW_MONTHS = 12;
/** Past the planner's horizon a projection says nothing useful. */
const MAX_PROJECTION_MONTHS = 600;

export interface Contribution {
  /** The learner's local date, YYYY-MM-DD. */
  contributedOn: string;
  amount: number;
}

/** "2026-03-15" → months since year 0 (an index that subtracts). */
export function monthIndex(date: string): number {
  const [year, month] = date.split("-").map(Number) as [number, number];
  return year * 12 + month - 1;
}

export function monthOfIndex(index: number): string {
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/**
 * Average per month over the window (see above); null when nothing was logged in it. The window starts at
 * the first contribution ever logged, not the first inside it: months paused before the window's last
 * contributions are months of 0.
 */
export function recentPace(contributions: readonly Contribution[], today: string): { perMonth: number; months: number } | null {
  const now = monthIndex(today);
  const logged = contributions
    .map((entry) => ({ month: monthIndex(entry.contributedOn), amount: entry.amount }))
    .filter(({ month }) => month <= now);
  const inWindow = logged.filter(({ month }) => month > now - PACE_WINDOW_MONTHS);
  if (inWindow.length === 0) return null;
  const first = Math.min(...logged.map(({ month }) => month));
  const months = Math.min(now - first + 1, PACE_WINDOW_MONTHS);
  const total = inWindow.reduce((sum, entry) => sum + entry.amount, 0);
  return { perMonth: total / months, months };
}

export type GoalStatus =
  | { kind: "reached" }
  | { kind: "no-pace" }
  /** Further than 50 years at this pace. */
  | { kind: "too-slow" }
  | { kind: "projected"; month: string; target: string | null; monthsLate: number };

export interface GoalTrack {
  name: string;
  target: number;
  /** The plan's current amount plus everything logged since. */
  saved: number;
  logged: number;
  remaining: number;
  pace: { perMonth: number; months: number } | null;
  status: GoalStatus;
}

/**
 * One goal's track. What is saved is the plan's "current amount" (as saved) plus the contributions
 * logged against it; the projection adds the pace month by month from this month.
 */
export function trackGoal(
  goal: Pick<GoalInput, "name" | "targetAmount" | "currentAmount" | "targetDate">,
  contributions: readonly Contribution[],
  today: string,
): GoalTrack {
  // To the cent: 927.17 + 315.04 + 437.01 is 1679.2199999999998 in binary, which would leave a target of
  // 1,679.22 a fraction of a cent short of "reached".
  const logged = roundToCents(contributions.reduce((sum, entry) => sum + entry.amount, 0));
  const saved = roundToCents(Math.max(0, goal.currentAmount) + logged);
  const remaining = Math.max(0, roundToCents(goal.targetAmount - saved));
  const pace = recentPace(contributions, today);
  const base = { name: goal.name, target: goal.targetAmount, saved, logged, remaining, pace };
  if (remaining <= 0) return { ...base, status: { kind: "reached" } };
  if (!pace || pace.perMonth <= 0) return { ...base, status: { kind: "no-pace" } };
  const monthsNeeded = Math.ceil(remaining / pace.perMonth);
  if (monthsNeeded > MAX_PROJECTION_MONTHS) return { ...base, status: { kind: "too-slow" } };
  const projected = monthIndex(today) + monthsNeeded;
  const hasTarget = dayNumber(goal.targetDate) !== null;
  return {
    ...base,
    status: {
      kind: "projected",
      month: monthOfIndex(projected),
      target: hasTarget ? monthOfIndex(monthIndex(goal.targetDate)) : null,
      monthsLate: hasTarget ? Math.max(0, projected - monthIndex(goal.targetDate)) : 0,
    },
  };
}

/** The contributions in date order with the running total of what they added, for the table and the chart. */
export function runningTotals(contributions: readonly Contribution[]): (Contribution & { total: number })[] {
  let total = 0;
  return [...contributions]
    .sort((a, b) => a.contributedOn.localeCompare(b.contributedOn))
    .map((entry) => {
      total = roundToCents(total + entry.amount);
      return { ...entry, total };
    });
}
