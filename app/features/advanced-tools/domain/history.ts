/**
 * Net worth history and goal progress as the pages and their CSV files show them. Pure: amounts
 * arrive in cents from the database and leave in currency units; dates are already the learner's
 * local dates (YYYY-MM-DD), chosen by the server in their time zone.
 */
import type { Currency } from "~/lib/domain/catalog";
import type { CsvCell } from "~/lib/domain/csv";
import type { ToolText } from "~/features/tools/domain/format";
import type { GoalTrack } from "./goal-pace";

export interface SnapshotRow {
  /** The learner's local date of the save. */
  date: string;
  assets: number;
  liabilities: number;
  netWorth: number;
}

export function snapshotRow(snapshot: { date: string; assetsCents: number; liabilitiesCents: number }): SnapshotRow {
  const assets = snapshot.assetsCents / 100;
  const liabilities = snapshot.liabilitiesCents / 100;
  return { date: snapshot.date, assets, liabilities, netWorth: (snapshot.assetsCents - snapshot.liabilitiesCents) / 100 };
}

/**
 * The history export, its headers in the words of `text` (the server's `translate` in the page's language,
 * `plans.csv`); dates stay YYYY-MM-DD and amounts plain numbers, as every export of the site writes them.
 */
export function historyCsv(rows: readonly SnapshotRow[], currency: Currency, text: ToolText): CsvCell[][] {
  const values = { currency };
  return [
    [text("plans.csv.date"), text("plans.csv.netWorth", values), text("plans.csv.assets", values), text("plans.csv.liabilities", values)],
    ...rows.map((row) => [row.date, row.netWorth, row.assets, row.liabilities]),
  ];
}

/** The goal progress export: every contribution, by goal, with the goal's projection beside it (months YYYY-MM). */
export function goalProgressCsv(
  goals: readonly { track: GoalTrack; contributions: readonly { contributedOn: string; amount: number; total: number }[] }[],
  currency: Currency,
  text: ToolText,
): CsvCell[][] {
  const values = { currency };
  const header = [
    text("plans.csv.goal"),
    text("plans.csv.date"),
    text("plans.csv.contribution", values),
    text("plans.csv.loggedSoFar", values),
    text("plans.csv.projected"),
    text("plans.csv.targetMonth"),
  ];
  return [
    header,
    ...goals.flatMap(({ track, contributions }) => {
      const projected =
        track.status.kind === "projected" ? track.status.month : track.status.kind === "reached" ? text("plans.csv.reached") : "";
      const target = track.status.kind === "projected" ? (track.status.target ?? "") : "";
      return contributions.map((entry) => [track.name, entry.contributedOn, entry.amount, entry.total, projected, target]);
    }),
  ];
}
