import { describe, expect, it } from "vitest";
import { translate } from "~/lib/i18n/catalogues.server";
import type { ToolText } from "./format";
import {
  goalKey,
  withGoalIds,
  categoryLabel,
  formatProgress,
  goalsCsv,
  newGoalRow,
  readGoalsForm,
  GOAL_CATEGORIES,
  goalProgress,
  isGoalCategory,
  isPriority,
  isValidGoal,
  monthsLeft,
  newGoal,
  PRIORITY_WEIGHTS,
  summarizeGoals,
  type GoalInput,
} from "./goals";

/** The English exports, as the English pages download them. */
const english: ToolText = (key, values) => translate("en", key, values);

const TODAY = "2025-03-15";

function goal(overrides: Partial<GoalInput>): GoalInput {
  return { ...newGoal(1), name: "Goal", targetAmount: 1000, ...overrides };
}

describe("categories and priorities", () => {
  it("has the spec's nine categories with their labels", () => {
    expect(GOAL_CATEGORIES.map((category) => [category.id, category.label])).toEqual([
      ["emergency", "Emergency Fund"],
      ["house", "House Down Payment"],
      ["car", "Vehicle"],
      ["vacation", "Vacation"],
      ["education", "Education"],
      ["retirement", "Retirement"],
      ["wedding", "Wedding"],
      ["baby", "Baby/Family"],
      ["business", "Business"],
    ]);
    expect(categoryLabel("baby")).toBe("Baby/Family");
    expect(isGoalCategory("house")).toBe(true);
    expect(isGoalCategory("yacht")).toBe(false);
  });

  it("weighs priorities high 3, medium 2, low 1", () => {
    expect(PRIORITY_WEIGHTS).toEqual({ high: 3, medium: 2, low: 1 });
    expect(isPriority("low")).toBe(true);
    expect(isPriority("urgent")).toBe(false);
  });

  it("starts a new goal in the emergency category, high priority only when it is the first", () => {
    expect(newGoal(0)).toEqual({
      name: "",
      category: "emergency",
      targetAmount: 0,
      currentAmount: 0,
      targetDate: "",
      priority: "high",
    });
    expect(newGoal(1).priority).toBe("medium");
    expect(newGoal(4).priority).toBe("medium");
  });

  it("counts only goals with a non-blank name and a target above 0", () => {
    expect(isValidGoal(goal({}))).toBe(true);
    expect(isValidGoal(goal({ name: "  " }))).toBe(false);
    expect(isValidGoal(goal({ targetAmount: 0 }))).toBe(false);
    expect(isValidGoal(goal({ targetAmount: -50 }))).toBe(false);
    expect(isValidGoal(goal({ targetAmount: Number.NaN }))).toBe(false);
  });
});

describe("dates", () => {
  it("counts 30-day months, rounded up, at least 1", () => {
    expect(monthsLeft(TODAY, "2025-04-14")).toBe(1); // 30 days
    expect(monthsLeft(TODAY, "2025-04-15")).toBe(2); // 31 days
    expect(monthsLeft(TODAY, "2026-03-15")).toBe(13); // 365 days = 12.17 months
    expect(monthsLeft(TODAY, "2025-03-16")).toBe(1);
    expect(monthsLeft(TODAY, TODAY)).toBe(1);
    expect(monthsLeft(TODAY, "2020-01-01")).toBe(1);
    expect(monthsLeft(TODAY, "")).toBeNull();
    expect(monthsLeft("garbage", "2026-01-01")).toBeNull();
  });

  it("is not shifted by daylight saving (day counts are whole days)", () => {
    // 2025-03-09 is the US spring-forward day; 30 days after 2025-03-01 is 2025-03-31.
    expect(monthsLeft("2025-03-01", "2025-03-31")).toBe(1);
    expect(monthsLeft("2025-03-01", "2025-04-01")).toBe(2);
  });
});

describe("goalProgress", () => {
  it("matches a hand-checked example", () => {
    // $2,500 of $10,000 with 2025-03-15 → 2026-03-15: 365 days → 13 months; 7,500 / 13 = 576.923…, rounded up
    // to the cent so that 13 payments reach the target (13 × 576.92 = 7,499.96).
    const result = goalProgress(goal({ name: "Emergency", targetAmount: 10000, currentAmount: 2500, targetDate: "2026-03-15" }), 0, TODAY);
    expect(result.progress).toBe(25);
    expect(result.amountNeeded).toBe(7500);
    expect(result.reached).toBe(false);
    expect(result.timeNeeded!.monthsLeft).toBe(13);
    expect(result.timeNeeded!.monthlyNeeded).toBe(576.93);
    expect(result.timeNeeded!.overdue).toBe(false);
  });

  it("shows no time needed without a target date, or once the target is reached", () => {
    expect(goalProgress(goal({ currentAmount: 100 }), 0, TODAY).timeNeeded).toBeNull();
    expect(goalProgress(goal({ targetDate: "not-a-date" }), 0, TODAY).timeNeeded).toBeNull();
    const reached = goalProgress(goal({ currentAmount: 1000, targetDate: "2026-01-01" }), 0, TODAY);
    expect(reached.timeNeeded).toBeNull();
    expect(reached.reached).toBe(true);
    expect(reached.amountNeeded).toBe(0);
  });

  it("keeps progress between 0 and 100 and never needs a negative amount", () => {
    const over = goalProgress(goal({ currentAmount: 2500 }), 0, TODAY);
    expect(over.progress).toBe(100);
    expect(over.amountNeeded).toBe(0);
    const negative = goalProgress(goal({ currentAmount: -300 }), 0, TODAY);
    expect(negative.progress).toBe(0);
    expect(negative.amountNeeded).toBe(1000);
  });

  it("asks for the whole amount in one month when the target date has passed", () => {
    const result = goalProgress(goal({ currentAmount: 400, targetDate: "2024-12-31" }), 0, TODAY);
    expect(result.timeNeeded).toEqual({ monthsLeft: 1, monthlyNeeded: 600, overdue: true });
  });

  it("survives absurd amounts", () => {
    const result = goalProgress(goal({ targetAmount: 1e15, currentAmount: 1, targetDate: "9999-12-31" }), 0, TODAY);
    expect(Number.isFinite(result.timeNeeded!.monthlyNeeded)).toBe(true);
    expect(result.progress).toBeGreaterThanOrEqual(0);
  });
});

describe("summarizeGoals", () => {
  const goals: GoalInput[] = [
    goal({
      name: "Emergency fund",
      category: "emergency",
      targetAmount: 10000,
      currentAmount: 2500,
      targetDate: "2026-03-15",
      priority: "high",
    }),
    goal({ name: "", targetAmount: 5000, currentAmount: 100 }),
    goal({ name: "Trip", category: "vacation", targetAmount: 3000, currentAmount: 3600, priority: "low" }),
    goal({ name: "Car", category: "car", targetAmount: 8000, currentAmount: 0, targetDate: "2025-09-11", priority: "medium" }),
    goal({ name: "Nothing yet", targetAmount: 0 }),
  ];

  it("sums only the goals that count", () => {
    const summary = summarizeGoals(goals, TODAY);
    expect(summary.goals.map((entry) => entry.row)).toEqual([0, 2, 3]);
    expect(summary.activeGoals).toBe(3);
    expect(summary.totalTarget).toBe(21000);
    expect(summary.totalSaved).toBe(6100);
    // Trip's $600 surplus does not cover the other goals' gaps: 7,500 + 0 + 8,000.
    expect(summary.remaining).toBe(15500);
    expect(summary.overallProgress).toBeCloseTo((5500 / 21000) * 100, 10);
    // Car: 180 days → 6 months → 1,333.34; Emergency 576.93 (each rounded up to the cent).
    expect(summary.monthlyNeeded).toBeCloseTo(1333.34 + 576.93, 8);
    expect(summary.hasEmergencyFund).toBe(true);
  });

  it("is empty and at 0% with no goal that counts", () => {
    const summary = summarizeGoals([newGoal(0)], TODAY);
    expect(summary).toMatchObject({ activeGoals: 0, totalTarget: 0, totalSaved: 0, remaining: 0, overallProgress: 0 });
    expect(summary.priorityGoals).toEqual([]);
    expect(summary.hasEmergencyFund).toBe(false);
  });

  it("lists the top 3 by priority, breaking ties by progress, target date, then row", () => {
    const summary = summarizeGoals(
      [
        goal({ name: "Low", priority: "low" }),
        goal({ name: "Medium undated", priority: "medium" }),
        goal({ name: "Medium later", priority: "medium", targetDate: "2027-01-01" }),
        goal({ name: "Medium sooner", priority: "medium", targetDate: "2026-01-01" }),
        goal({ name: "High reached", priority: "high", currentAmount: 1000 }),
        goal({ name: "High", priority: "high" }),
      ],
      TODAY,
    );
    expect(summary.priorityGoals.map((entry) => entry.goal.name)).toEqual(["High", "High reached", "Medium sooner"]);
    const rowOrder = summarizeGoals([goal({ name: "A" }), goal({ name: "B" }), goal({ name: "C" }), goal({ name: "D" })], TODAY);
    expect(rowOrder.priorityGoals.map((entry) => entry.goal.name)).toEqual(["A", "B", "C"]);
  });
});

describe("formatProgress", () => {
  it("rounds down so only a reached goal shows 100%", () => {
    expect(formatProgress(99.6)).toBe("99%");
    expect(formatProgress(100)).toBe("100%");
    expect(formatProgress((0.29 / 1) * 100)).toBe("29%");
    expect(formatProgress(0)).toBe("0%");
    expect(formatProgress(99.6, "fr")).toBe("99\u00a0%");
  });
});

describe("readGoalsForm", () => {
  it("reads the spec's keys, goals repeated in row order", () => {
    const form = readGoalsForm(
      new URLSearchParams(
        "name=Rainy+day&category=emergency&targetAmount=15000&currentAmount=4000&targetDate=2026-06-30&priority=high&name=Wedding&category=wedding&targetAmount=20000&currentAmount=2500.5&targetDate=&priority=low",
      ),
    );
    expect(form.goals).toEqual([
      { name: "Rainy day", category: "emergency", targetAmount: 15000, currentAmount: 4000, targetDate: "2026-06-30", priority: "high" },
      { name: "Wedding", category: "wedding", targetAmount: 20000, currentAmount: 2500.5, targetDate: "", priority: "low" },
    ]);
    expect(form.rows[1]!.currentAmount).toBe("2500.5");
  });

  it("starts a fresh page with one empty high-priority emergency goal", () => {
    const form = readGoalsForm(new URLSearchParams(""));
    expect(form.rows).toEqual([newGoalRow(0)]);
    expect(form.goals).toEqual([newGoal(0)]);
    expect(newGoalRow(2)).toMatchObject({ category: "emergency", priority: "medium", targetAmount: "" });
  });

  it("falls back to a new goal's category and priority, and ignores an invalid date", () => {
    const form = readGoalsForm(
      new URLSearchParams("name=A&category=yacht&priority=urgent&targetDate=2025-02-30&targetAmount=-5&name=B&priority=??"),
    );
    expect(form.goals[0]).toMatchObject({ category: "emergency", priority: "high", targetDate: "", targetAmount: 0 });
    expect(form.goals[1]).toMatchObject({ category: "emergency", priority: "medium" });
  });
});

describe("goalsCsv", () => {
  it("exports each counted goal and the totals", () => {
    const summary = summarizeGoals(
      [
        goal({
          name: " Emergency fund ",
          category: "emergency",
          targetAmount: 10000,
          currentAmount: 2500,
          targetDate: "2026-03-15",
          priority: "high",
        }),
        goal({ name: "", targetAmount: 99 }),
        goal({ name: "=Trip", category: "vacation", targetAmount: 3000, currentAmount: 3600, priority: "low" }),
      ],
      TODAY,
    );
    expect(goalsCsv(summary, "USD", english)).toEqual([
      [
        "Goal",
        "Category",
        "Priority",
        "Target (USD)",
        "Saved (USD)",
        "Progress (%)",
        "Amount needed (USD)",
        "Target date",
        "Months left",
        "Monthly needed (USD)",
      ],
      ["Emergency fund", "Emergency Fund", "High", 10000, 2500, 25, 7500, "2026-03-15", 13, 576.93],
      ["=Trip", "Vacation", "Low", 3000, 3600, 100, 0, "", "", ""],
      ["Total", "", "", 13000, 6100, 42, 7500, "", "", 576.93],
    ]);
  });
});

describe("a goal's key, which its contribution log is kept under", () => {
  it("is its id once it has one, so a rename keeps it; before that, its name as typed", () => {
    expect(goalKey({ goalId: "Car", name: "House" })).toBe("Car");
    expect(goalKey({ goalId: "", name: " Trip " })).toBe("Trip");
  });

  it("withGoalIds reads the same goals back, each with its id, other keys untouched", () => {
    const query = withGoalIds("name=Trip&targetAmount=900&name=Car&targetAmount=5000&goalId=&goalId=old-car");
    const { rows } = readGoalsForm(new URLSearchParams(query));
    expect(rows.map((row) => [row.name, row.targetAmount, row.goalId])).toEqual([
      ["Trip", "900", "Trip"],
      ["Car", "5000", "old-car"],
    ]);
    expect(withGoalIds("strategy=x")).toBe("strategy=x");
  });
});
