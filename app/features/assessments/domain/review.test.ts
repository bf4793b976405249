import { describe, expect, it } from "vitest";
import { nextCard, TOP_BOX } from "./review";

const now = new Date("2026-12-06T15:00:00Z");
const daysLater = (days: number) => new Date(now.getTime() + days * 24 * 60 * 60 * 1000);

describe("nextCard (Leitner: 1, 7, 30 days)", () => {
  it("brings a missed question back the next day, whatever its box", () => {
    expect(nextCard(null, false, now)).toEqual({ box: 1, dueAt: daysLater(1) });
    expect(nextCard({ box: 3 }, false, now)).toEqual({ box: 1, dueAt: daysLater(1) });
  });

  it("sends a question first answered right a week off", () => {
    expect(nextCard(null, true, now)).toEqual({ box: 2, dueAt: daysLater(7) });
  });

  it("moves a right answer up one box, and keeps the top box at 30 days", () => {
    expect(nextCard({ box: 1 }, true, now)).toEqual({ box: 2, dueAt: daysLater(7) });
    expect(nextCard({ box: 2 }, true, now)).toEqual({ box: 3, dueAt: daysLater(30) });
    expect(nextCard({ box: TOP_BOX }, true, now)).toEqual({ box: 3, dueAt: daysLater(30) });
  });
});
