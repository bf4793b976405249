import { describe, expect, it } from "vitest";
import { trackGoal } from "./goal-pace";
import { goalProgressCsv, historyCsv, snapshotRow } from "./history";
import type { ToolText } from "~/features/tools/domain/format";
import { translate } from "~/lib/i18n/catalogues.server";

const english: ToolText = (key, values) => translate("en", key, values);
const french: ToolText = (key, values) => translate("fr", key, values);

describe("net worth history", () => {
  it("turns a snapshot's cents into amounts, net worth below zero included", () => {
    expect(snapshotRow({ date: "2026-03-01", assetsCents: 150_025, liabilitiesCents: 200_000 })).toEqual({
      date: "2026-03-01",
      assets: 1500.25,
      liabilities: 2000,
      netWorth: -499.75,
    });
  });

  it("exports one line per snapshot, labelled in the currency shown", () => {
    expect(historyCsv([snapshotRow({ date: "2026-03-01", assetsCents: 100, liabilitiesCents: 0 })], "USD", english)).toEqual([
      ["Date", "Net worth (USD)", "Assets (USD)", "Liabilities (USD)"],
      ["2026-03-01", 1, 1, 0],
    ]);
    expect(historyCsv([], "CAD", french)).toEqual([["Date", "Valeur nette (CAD)", "Actif (CAD)", "Passif (CAD)"]]);
  });
});

describe("goal progress export", () => {
  it("writes every contribution with its goal's projection and target month", () => {
    const contributions = [{ contributedOn: "2026-11-05", amount: 250, total: 250 }];
    const track = trackGoal({ name: "Car", targetAmount: 1000, currentAmount: 0, targetDate: "2027-12-31" }, contributions, "2026-11-26");
    expect(goalProgressCsv([{ track, contributions }], "CAD", english)).toEqual([
      ["Goal", "Date", "Contribution (CAD)", "Logged so far (CAD)", "Projected completion", "Target month"],
      ["Car", "2026-11-05", 250, 250, "2027-02", "2027-12"],
    ]);
  });

  it("says a reached goal in the file's language", () => {
    const contributions = [{ contributedOn: "2026-11-05", amount: 1000, total: 1000 }];
    const track = trackGoal({ name: "Auto", targetAmount: 1000, currentAmount: 0, targetDate: "" }, contributions, "2026-11-26");
    expect(goalProgressCsv([{ track, contributions }], "CAD", french)).toEqual([
      ["Objectif", "Date", "Versement (CAD)", "Total inscrit (CAD)", "Atteinte prévue", "Mois cible"],
      ["Auto", "2026-11-05", 1000, 1000, "Atteint", ""],
    ]);
  });
});
