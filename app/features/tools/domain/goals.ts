/**
 * Goal tracker: per-goal progress and the monthly saving each goal needs, plus the summary.
 * Pure TypeScript, shared by the server render and the browser's live update.
 *
 * The spec's rules: only goals with a non-blank name and a target above 0 count; months left are
 * 30-day months to the target date, rounded up, at least 1; the time needed (months left and
 * monthly amount) is shown only with a target date and a target above the current amount; the
 * Priority Goals card lists the top 3 by priority (high 3, medium 2, low 1). Where the spec is silent:
 *
 * - "Today" is passed in ("YYYY-MM-DD"), never read from the clock here, so the server's render and
 *   the browser's live update agree: the viewer's own date (a signed-in learner's zone, a visitor's the
 *   site's; a file's the site's). Counts between dates are whole calendar days, so daylight saving never
 *   shifts one.
 * - A target date that has passed still gets 1 month left (the spec's minimum): the whole remaining
 *   amount is due now. The goal is flagged `overdue` so the page can say so.
 * - Progress is current / target, kept between 0% and 100%; a negative current amount counts as 0.
 * - The summary adds each goal's own shortfall for "remaining", so money saved beyond one goal's
 *   target does not hide another goal's gap; overall progress is (total target − remaining) / total
 *   target, so the two always agree. "Total saved" is everything saved, surplus included.
 * - Priority Goals ties: same priority → goals still in progress before reached ones → earlier target
 *   date first (undated last) → row order.
 */

import type { Currency } from "~/lib/domain/catalog";
import type { CsvCell } from "~/lib/domain/csv";
import { dayNumber } from "~/lib/domain/dates";
import type { Locale } from "~/lib/i18n/locale";
import { formatPercent, type ToolText } from "./format";
import { parseNumber } from "./query";
import { readToolRows, type RawRow } from "./rows";

/** The categories with their English labels (the catalogue's `tools.goals.category.*` keys hold each language's). */
export const GOAL_CATEGORIES = [
  { id: "emergency", label: "Emergency Fund" },
  { id: "house", label: "House Down Payment" },
  { id: "car", label: "Vehicle" },
  { id: "vacation", label: "Vacation" },
  { id: "education", label: "Education" },
  { id: "retirement", label: "Retirement" },
  { id: "wedding", label: "Wedding" },
  { id: "baby", label: "Baby/Family" },
  { id: "business", label: "Business" },
] as const;
export type GoalCategory = (typeof GOAL_CATEGORIES)[number]["id"];

export const PRIORITIES = ["high", "medium", "low"] as const;
export type Priority = (typeof PRIORITIES)[number];
export const PRIORITY_WEIGHTS: Readonly<Record<Priority, number>> = { high: 3, medium: 2, low: 1 };
export const PRIORITY_LABELS: Readonly<Record<Priority, string>> = { high: "High", medium: "Medium", low: "Low" };

/** How many goals the Priority Goals card shows. */
export const PRIORITY_GOALS_SHOWN = 3;
const DAYS_PER_MONTH = 30;

export function isGoalCategory(value: string): value is GoalCategory {
  return GOAL_CATEGORIES.some((category) => category.id === value);
}

export function isPriority(value: string): value is Priority {
  return (PRIORITIES as readonly string[]).includes(value);
}

export function categoryLabel(category: GoalCategory): string {
  return GOAL_CATEGORIES.find((entry) => entry.id === category)!.label;
}

/** One goal as the person typed it (numbers already parsed; empty or invalid is 0). */
export interface GoalInput {
  name: string;
  category: GoalCategory;
  targetAmount: number;
  currentAmount: number;
  /** "YYYY-MM-DD", or "" for none. */
  targetDate: string;
  priority: Priority;
}

/**
 * The spec: a new goal starts in the emergency category; the first goal is high priority, goals
 * added after it medium. `row` is the new goal's position.
 */
export function newGoal(row: number): GoalInput {
  return {
    name: "",
    category: "emergency",
    targetAmount: 0,
    currentAmount: 0,
    targetDate: "",
    priority: row === 0 ? "high" : "medium",
  };
}

/**
 * The spec's keys for each goal, repeated in row order in the query string, then the goal's stable id
 * (`goalId`, a hidden field): what a saved goal's contribution log is keyed by, so it follows the goal
 * when it is renamed. Empty until the goal is first saved (withGoalIds).
 */
export const GOAL_FIELDS = ["name", "category", "targetAmount", "currentAmount", "targetDate", "priority", "goalId"] as const;
export type GoalRow = RawRow<(typeof GOAL_FIELDS)[number]>;

/** A new goal's fields (see newGoal); empty amounts read as 0 and show "0" as a placeholder. */
export function newGoalRow(row: number): GoalRow {
  const goal = newGoal(row);
  return { ...goal, targetAmount: "", currentAmount: "", goalId: "" };
}

/** What a goal's contributions are kept under: its id, or (a goal never saved with one) its name as typed. */
export function goalKey(row: Pick<GoalRow, "goalId" | "name">): string {
  return row.goalId.trim() || row.name.trim();
}

/**
 * The goals' query with every named goal given an id: its key so far (its name, which older saves kept
 * contributions under), or a suffixed one where another goal already holds it. Run when a plan is saved
 * and when a saved plan is opened, so a rename afterwards keeps the goal's log. Other keys stay as they are.
 */
export function withGoalIds(query: string): string {
  const params = new URLSearchParams(query);
  const rows = readToolRows(params, GOAL_FIELDS, newGoalRow);
  if (!params.has("name")) return query;
  const taken = new Set(rows.map((row) => row.goalId.trim()).filter(Boolean));
  const ids = rows.map((row) => {
    if (row.goalId.trim() || !row.name.trim()) return row.goalId;
    let id = row.name.trim();
    for (let copy = 2; taken.has(id); copy += 1) id = `${row.name.trim()} (${copy})`;
    taken.add(id);
    return id;
  });
  params.delete("goalId");
  // The ids sit in row order after the rows' other keys, which readRows aligns by position.
  for (const id of ids) params.append("goalId", id);
  return params.toString();
}

/**
 * Unknown categories and priorities (a hand-edited URL) fall back to a new goal's. `locale` is the page's
 * language, whose way of writing numbers is read too.
 */
export function goalFromRow(row: GoalRow, index: number, locale: Locale = "en"): GoalInput {
  const fresh = newGoal(index);
  return {
    name: row.name,
    category: isGoalCategory(row.category) ? row.category : fresh.category,
    targetAmount: parseNumber(row.targetAmount, { locale }),
    currentAmount: parseNumber(row.currentAmount, { locale }),
    targetDate: dayNumber(row.targetDate) === null ? "" : row.targetDate,
    priority: isPriority(row.priority) ? row.priority : fresh.priority,
  };
}

export interface GoalsForm {
  /** At least one row, as typed. */
  rows: GoalRow[];
  goals: GoalInput[];
}

export function readGoalsForm(params: URLSearchParams, locale: Locale = "en"): GoalsForm {
  const rows = readToolRows(params, GOAL_FIELDS, newGoalRow);
  return { rows, goals: rows.map((row, index) => goalFromRow(row, index, locale)) };
}

/** The tracker's numeric fields, for canonicalQuery. */
export const isGoalNumberKey = (key: string) => key === "targetAmount" || key === "currentAmount";

/** The spec: a goal counts only with a non-blank name and a target above 0. */
export function isValidGoal(goal: GoalInput): boolean {
  return goal.name.trim() !== "" && Number.isFinite(goal.targetAmount) && goal.targetAmount > 0;
}

/** 30-day months from `today` to `targetDate`, rounded up, at least 1; null without a valid date. */
export function monthsLeft(today: string, targetDate: string): number | null {
  const from = dayNumber(today);
  const to = dayNumber(targetDate);
  if (from === null || to === null) return null;
  return Math.max(1, Math.ceil((to - from) / DAYS_PER_MONTH));
}

export interface GoalProgress {
  /** Position among the person's rows (including rows that do not count). */
  row: number;
  goal: GoalInput;
  /** 0 to 100. */
  progress: number;
  /** What is still to save: target − current, never below 0. */
  amountNeeded: number;
  reached: boolean;
  /** Only with a target date and a target above the current amount (the spec's time-needed). */
  timeNeeded: { monthsLeft: number; monthlyNeeded: number; overdue: boolean } | null;
}

function nonNegative(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0;
}

export function goalProgress(goal: GoalInput, row: number, today: string): GoalProgress {
  const target = goal.targetAmount > 0 && Number.isFinite(goal.targetAmount) ? goal.targetAmount : 0;
  const current = nonNegative(goal.currentAmount);
  const amountNeeded = Math.max(0, target - current);
  const months = target > current ? monthsLeft(today, goal.targetDate) : null;
  return {
    row,
    goal,
    progress: target > 0 ? Math.min(100, (current / target) * 100) : 0,
    amountNeeded,
    reached: target > 0 && current >= target,
    timeNeeded:
      months === null
        ? null
        : // Rounded up to the cent, so the months' payments reach the target (7,500 over 13: 576.93, not 576.92).
          {
            monthsLeft: months,
            monthlyNeeded: Math.ceil(Math.round(amountNeeded * 100) / months) / 100,
            overdue: dayNumber(goal.targetDate)! < dayNumber(today)!,
          },
  };
}

export interface GoalsSummary {
  /** Every valid goal, in row order. */
  goals: GoalProgress[];
  activeGoals: number;
  totalTarget: number;
  totalSaved: number;
  remaining: number;
  /** 0 to 100. */
  overallProgress: number;
  /** What the dated goals need each month, together. */
  monthlyNeeded: number;
  priorityGoals: GoalProgress[];
  /** Whether any counted goal is an emergency fund (the tip then speaks to it). */
  hasEmergencyFund: boolean;
}

function compareForPriority(a: GoalProgress, b: GoalProgress): number {
  const byWeight = PRIORITY_WEIGHTS[b.goal.priority] - PRIORITY_WEIGHTS[a.goal.priority];
  if (byWeight) return byWeight;
  if (a.reached !== b.reached) return a.reached ? 1 : -1;
  const dateA = dayNumber(a.goal.targetDate) ?? Number.POSITIVE_INFINITY;
  const dateB = dayNumber(b.goal.targetDate) ?? Number.POSITIVE_INFINITY;
  if (dateA !== dateB) return dateA < dateB ? -1 : 1;
  return a.row - b.row;
}

export function summarizeGoals(inputs: readonly GoalInput[], today: string): GoalsSummary {
  const goals = inputs.flatMap((goal, row) => (isValidGoal(goal) ? [goalProgress(goal, row, today)] : []));
  const totalTarget = goals.reduce((sum, entry) => sum + entry.goal.targetAmount, 0);
  const totalSaved = goals.reduce((sum, entry) => sum + nonNegative(entry.goal.currentAmount), 0);
  const remaining = goals.reduce((sum, entry) => sum + entry.amountNeeded, 0);
  return {
    goals,
    activeGoals: goals.length,
    totalTarget,
    totalSaved,
    remaining,
    overallProgress: totalTarget > 0 ? ((totalTarget - remaining) / totalTarget) * 100 : 0,
    monthlyNeeded: goals.reduce((sum, entry) => sum + (entry.timeNeeded?.monthlyNeeded ?? 0), 0),
    priorityGoals: [...goals].sort(compareForPriority).slice(0, PRIORITY_GOALS_SHOWN),
    hasEmergencyFund: goals.some((entry) => entry.goal.category === "emergency"),
  };
}

/**
 * Progress as shown: a whole percent, rounded down, so 100 appears only once a goal is actually
 * reached. The tiny allowance keeps float noise (0.29 / 1 · 100 = 28.999…) from losing a point.
 */
export function wholePercent(progress: number): number {
  return Math.floor(progress + 1e-9);
}

/** "42%" in English, "42 %" in French. */
export function formatProgress(progress: number, locale: Locale = "en"): string {
  return locale === "en" ? `${wholePercent(progress)}%` : formatPercent(wholePercent(progress), 0, locale);
}

/** The Export file: each goal that counts, as the page shows it, then the summary's totals, in the words `text` gives. */
export function goalsCsv(summary: GoalsSummary, currency: Currency, text: ToolText): CsvCell[][] {
  const values = { currency };
  const rows: CsvCell[][] = [
    [
      text("tools.csv.goals.goal"),
      text("tools.csv.goals.category"),
      text("tools.csv.goals.priority"),
      text("tools.csv.goals.target", values),
      text("tools.csv.goals.saved", values),
      text("tools.csv.goals.progress"),
      text("tools.csv.goals.amountNeeded", values),
      text("tools.csv.goals.targetDate"),
      text("tools.csv.goals.monthsLeft"),
      text("tools.csv.goals.monthlyNeeded", values),
    ],
  ];
  for (const entry of summary.goals) {
    rows.push([
      entry.goal.name.trim(),
      text(`tools.goals.category.${entry.goal.category}`),
      text(`tools.goals.priority.${entry.goal.priority}`),
      entry.goal.targetAmount,
      nonNegative(entry.goal.currentAmount),
      wholePercent(entry.progress),
      entry.amountNeeded,
      entry.goal.targetDate,
      entry.timeNeeded?.monthsLeft ?? "",
      entry.timeNeeded?.monthlyNeeded ?? "",
    ]);
  }
  rows.push([
    text("tools.csv.goals.total"),
    "",
    "",
    summary.totalTarget,
    summary.totalSaved,
    wholePercent(summary.overallProgress),
    summary.remaining,
    "",
    "",
    summary.monthlyNeeded,
  ]);
  return rows;
}
