import { describe, expect, it } from "vitest";
import { recentPace, runningTotals, trackGoal } from "./goal-pace";

const goal = (targetAmount: number, currentAmount: number, targetDate = "") => ({ name: "Car", targetAmount, currentAmount, targetDate });

describe("the recent pace", () => {
  it("averages over the months since the first contribution, this month included, a month without one counting as 0", () => {
    // September, (nothing in October), November: $600 over 3 months.
    const pace = recentPace(
      [
        { contributedOn: "2026-09-03", amount: 200 },
        { contributedOn: "2026-11-20", amount: 400 },
      ],
      "2026-11-26",
    );
    expect(pace).toEqual({ perMonth: 200, months: 3 });
  });

  it("counts only the last 12 months, and the months paused before the window's contributions as 0", () => {
    // November 2025 falls out of the window; December to September were a pause: $300 over 12 months.
    const pace = recentPace(
      [
        { contributedOn: "2025-11-30", amount: 5000 },
        { contributedOn: "2026-10-01", amount: 300 },
      ],
      "2026-11-26",
    );
    expect(pace).toEqual({ perMonth: 25, months: 12 });
  });

  it("starts the months at the first contribution when it is inside the window", () => {
    expect(
      recentPace(
        [
          { contributedOn: "2026-06-10", amount: 120 },
          { contributedOn: "2026-11-02", amount: 60 },
        ],
        "2026-11-26",
      ),
    ).toEqual({ perMonth: 30, months: 6 });
  });

  it("has no pace without a contribution in the window (or only future-dated ones)", () => {
    expect(recentPace([], "2026-11-26")).toBeNull();
    expect(recentPace([{ contributedOn: "2027-01-01", amount: 100 }], "2026-11-26")).toBeNull();
  });
});

describe("the projection", () => {
  const contributions = [
    { contributedOn: "2026-10-05", amount: 250 },
    { contributedOn: "2026-11-05", amount: 250 },
  ];

  it("adds the pace month by month from this month: $2,000 left at $250 a month is 8 months, July 2027", () => {
    const track = trackGoal(goal(3000, 500, "2027-12-31"), contributions, "2026-11-26");
    expect(track).toMatchObject({ saved: 1000, logged: 500, remaining: 2000, pace: { perMonth: 250, months: 2 } });
    expect(track.status).toEqual({ kind: "projected", month: "2027-07", target: "2027-12", monthsLate: 0 });
  });

  it("says how many months late the pace lands after the target month", () => {
    expect(trackGoal(goal(3000, 500, "2027-04-15"), contributions, "2026-11-26").status).toEqual({
      kind: "projected",
      month: "2027-07",
      target: "2027-04",
      monthsLate: 3,
    });
  });

  it("is on time when it lands in the target's month", () => {
    expect(trackGoal(goal(3000, 500, "2027-07-01"), contributions, "2026-11-26").status).toMatchObject({ monthsLate: 0 });
  });

  it("projects without judging when the goal has no target date", () => {
    expect(trackGoal(goal(3000, 500), contributions, "2026-11-26").status).toEqual({
      kind: "projected",
      month: "2027-07",
      target: null,
      monthsLate: 0,
    });
  });

  it("is reached once the plan's amount and the contributions cover the target", () => {
    expect(trackGoal(goal(1000, 500), contributions, "2026-11-26").status).toEqual({ kind: "reached" });
    // Exactly to the cent, whatever binary makes of the sum (927.17 + 315.04 + 437.01).
    const exact = [
      { contributedOn: "2026-10-02", amount: 315.04 },
      { contributedOn: "2026-11-02", amount: 437.01 },
    ];
    expect(trackGoal(goal(1679.22, 927.17), exact, "2026-11-26")).toMatchObject({ saved: 1679.22, remaining: 0, status: { kind: "reached" } });
  });

  it("cannot project without a pace, nor beyond 50 years", () => {
    expect(trackGoal(goal(1000, 0), [], "2026-11-26").status).toEqual({ kind: "no-pace" });
    expect(trackGoal(goal(1e9, 0), [{ contributedOn: "2026-11-01", amount: 1 }], "2026-11-26").status).toEqual({ kind: "too-slow" });
  });
});

it("lists contributions in date order with their running total", () => {
  expect(
    runningTotals([
      { contributedOn: "2026-11-05", amount: 50 },
      { contributedOn: "2026-10-05", amount: 25 },
    ]),
  ).toEqual([
    { contributedOn: "2026-10-05", amount: 25, total: 25 },
    { contributedOn: "2026-11-05", amount: 50, total: 75 },
  ]);
});
