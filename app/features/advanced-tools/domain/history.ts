/**
 * Net worth history and goal progress as the pages and their CSV files show them. Pure: amounts
 * arrive in cents from the database and leave in currency units; dates are already the learner's
 * local dates (YYYY-MM-DD), chosen by the server in their time zone.
 */
import type { Currency } from "~/lib/domain/catalog";
import type { CsvCell } from "~/lib/domain/csv";
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

export function historyCsv(rows: readonly SnapshotRow[], currency: Currency): CsvCell[][] {
  return [
    ["Date", `Net worth (${currency})`, `Assets (${currency})`, `Liabilities (${currency})`],
    ...rows.map((row) => [row.date, row.netWorth, row.assets, row.liabilities]),
  ];
}

/** The goal progress export: every contribution, by goal, with the goal's projection beside it. */
export function goalProgressCsv(
  goals: readonly { track: GoalTrack; contributions: readonly { contributedOn: string; amount: number; total: number }[] }[],
  currency: Currency,
): CsvCell[][] {
  const header = ["Goal", "Date", `Contribution (${currency})`, `Logged so far (${currency})`, "Projected completion", "Target month"];
  return [
    header,
    ...goals.flatMap(({ track, contributions }) => {
      const projected = track.status.kind === "projected" ? track.status.month : track.status.kind === "reached" ? "Reached" : "";
      const target = track.status.kind === "projected" ? (track.status.target ?? "") : "";
      return contributions.map((entry) => [track.name, entry.contributedOn, entry.amount, entry.total, projected, target]);
    }),
  ];
}
