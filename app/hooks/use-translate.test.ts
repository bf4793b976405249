import { describe, expect, it } from "vitest";
import { mergedMessages } from "./use-translate";

describe("mergedMessages", () => {
  const frame = { "site.menu": "Menu", "site.title": "Moneywise" };
  const page = { "tools.title": "Debt Payoff Planner", "site.title": "Planner" };

  it("has every route's messages, a later route's over an earlier one's", () => {
    expect(mergedMessages([frame, page])).toEqual({ "site.menu": "Menu", "site.title": "Planner", "tools.title": "Debt Payoff Planner" });
    expect(mergedMessages([page, frame])["site.title"]).toBe("Moneywise");
  });

  it("merges the same objects once, and other objects, or the same in another order, anew", () => {
    const first = mergedMessages([frame, page]);
    expect(mergedMessages([frame, page])).toBe(first);
    expect(mergedMessages([frame, { ...page }])).not.toBe(first);
    expect(mergedMessages([frame])).not.toBe(first);
    expect(mergedMessages([])).toEqual({});
  });

  it("leaves the routes' own messages as they were", () => {
    mergedMessages([frame, page]);
    expect(frame).toEqual({ "site.menu": "Menu", "site.title": "Moneywise" });
  });
});
