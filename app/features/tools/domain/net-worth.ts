/**
 * Net worth tracker (spec 2 "Net worth tracker", 3 keys, 9 "Net worth average change"). Pure: the
 * page, the browser's live update and the CSV export all call these functions.
 *
 * Rules where the spec is silent, as a careful planner would set them:
 * - Asset and liability amounts cannot be negative (a negative counts as 0, like any invalid
 *   amount); the previous net worth can be, since net worth often is.
 * - Tracking results exist only when the previous net worth is above 0 (spec): a percentage change
 *   from zero or from a negative base means nothing.
 * - Change = current − previous; percent = change ÷ previous × 100, shown to 1 decimal with "+" when
 *   non-negative; monthly average = change ÷ 1, 3 or 12 (monthly, quarterly, yearly).
 * - Allocation: assets above 0, largest first (ties keep the form's order), top 5, each as a share of
 *   total assets (not of the top 5), so the list never overstates a share. The rest of the assets
 *   form "All other assets" in the chart only.
 */
import type { Currency } from "~/lib/domain/catalog";
import type { CsvCell } from "~/lib/domain/csv";
import type { Locale } from "~/lib/i18n/locale";
import { formatSignedPercent, roundToCents, type ToolText } from "./format";
import { readChoice, readNumber, sum } from "./query";

export const NET_WORTH_TABS = ["assets", "liabilities", "tracking"] as const;
export type NetWorthTab = (typeof NET_WORTH_TABS)[number];
/** The English labels (the catalogue's `tools.netWorth.*` keys hold each language's). */
export const NET_WORTH_TAB_LABELS: Record<NetWorthTab, string> = {
  assets: "Assets",
  liabilities: "Liabilities",
  tracking: "Tracking",
};

export const ASSET_FIELDS = [
  { key: "cash", label: "Cash" },
  { key: "savings", label: "Savings accounts" },
  { key: "checking", label: "Checking accounts" },
  { key: "investments", label: "Investments" },
  { key: "retirement", label: "Retirement accounts" },
  { key: "realEstate", label: "Real estate" },
  { key: "vehicles", label: "Vehicles" },
  { key: "personalProperty", label: "Personal property" },
  { key: "other", label: "Other assets" },
] as const;
export type AssetKey = (typeof ASSET_FIELDS)[number]["key"];

export const LIABILITY_FIELDS = [
  { key: "mortgage", label: "Mortgage" },
  { key: "carLoans", label: "Car loans" },
  { key: "creditCards", label: "Credit cards" },
  { key: "studentLoans", label: "Student loans" },
  { key: "personalLoans", label: "Personal loans" },
  { key: "other", label: "Other debts" },
] as const;
export type LiabilityKey = (typeof LIABILITY_FIELDS)[number]["key"];

export const PERIODS = ["monthly", "quarterly", "yearly"] as const;
export type Period = (typeof PERIODS)[number];
export const PERIOD_MONTHS: Record<Period, number> = { monthly: 1, quarterly: 3, yearly: 12 };
export const PERIOD_LABELS: Record<Period, string> = { monthly: "Monthly", quarterly: "Quarterly", yearly: "Yearly" };

/** The static benchmarks card: savings as a multiple of annual salary, by age (spec 2). */
export const BENCHMARKS = [
  { age: "Age 30", multiple: "1x" },
  { age: "Age 40", multiple: "3x" },
  { age: "Age 50", multiple: "6x" },
  { age: "Age 60", multiple: "8x" },
  { age: "Retirement", multiple: "10-12x" },
] as const;

export const TOP_ASSETS = 5;

/** Field names are the spec's keys: `assets.cash`, `liabilities.carLoans`, `previousNetWorth`, `period`. */
export const assetName = (key: AssetKey) => `assets.${key}`;
export const liabilityName = (key: LiabilityKey) => `liabilities.${key}`;

/** The Tracking tab's previous net worth, typed by hand or proposed from a member's last snapshot. */
export const PREVIOUS_NET_WORTH_KEY = "previousNetWorth";

export interface NetWorthInput {
  tab: NetWorthTab;
  assets: Record<AssetKey, number>;
  liabilities: Record<LiabilityKey, number>;
  previousNetWorth: number;
  period: Period;
}

/** The snapshot's numeric fields, for canonicalQuery. */
export const isNetWorthNumberKey = (key: string) =>
  key.startsWith("assets.") || key.startsWith("liabilities.") || key === PREVIOUS_NET_WORTH_KEY;

/** The snapshot from its URL; `locale` is the page's language, whose way of writing numbers is read too. */
export function parseNetWorth(params: URLSearchParams, locale: Locale = "en"): NetWorthInput {
  const options = { locale };
  return {
    tab: readChoice(params, "tab", NET_WORTH_TABS, "assets"),
    assets: Object.fromEntries(ASSET_FIELDS.map(({ key }) => [key, readNumber(params, assetName(key), options)])) as Record<AssetKey, number>,
    liabilities: Object.fromEntries(LIABILITY_FIELDS.map(({ key }) => [key, readNumber(params, liabilityName(key), options)])) as Record<
      LiabilityKey,
      number
    >,
    previousNetWorth: readNumber(params, PREVIOUS_NET_WORTH_KEY, { allowNegative: true, locale }),
    period: readChoice(params, "period", PERIODS, "monthly"),
  };
}

export interface AllocationLine {
  key: AssetKey;
  label: string;
  value: number;
  /** Percent of total assets. */
  percent: number;
}

export interface NetWorthChange {
  /** current − previous; negative is a decrease. */
  change: number;
  direction: "increase" | "decrease";
  percent: number;
  /** The spec's text: 1 decimal, "+" when non-negative. */
  percentText: string;
  monthlyAverage: number;
  months: number;
}

export interface NetWorthResult {
  input: NetWorthInput;
  totalAssets: number;
  totalLiabilities: number;
  netWorth: number;
  /** Top assets by value; empty unless total assets are above 0. */
  allocation: AllocationLine[];
  /** Assets outside the top 5 (for the chart's "All other assets" slice). */
  otherAssets: number;
  /** Only when the previous net worth is above 0. */
  tracking: NetWorthChange | null;
}

export function computeNetWorth(input: NetWorthInput): NetWorthResult {
  const totalAssets = sum(Object.values(input.assets));
  const totalLiabilities = sum(Object.values(input.liabilities));
  const netWorth = roundToCents(totalAssets - totalLiabilities);
  const allocation =
    totalAssets > 0
      ? ASSET_FIELDS.map(({ key, label }) => ({ key, label, value: input.assets[key], percent: (input.assets[key] / totalAssets) * 100 }))
          .filter((line) => line.value > 0)
          // Array.prototype.sort is stable: equal values keep the form's order.
          .sort((a, b) => b.value - a.value)
          .slice(0, TOP_ASSETS)
      : [];
  const months = PERIOD_MONTHS[input.period];
  let tracking: NetWorthChange | null = null;
  if (input.previousNetWorth > 0) {
    const change = roundToCents(netWorth - input.previousNetWorth);
    const percent = (change / input.previousNetWorth) * 100;
    tracking = {
      change,
      direction: change >= 0 ? "increase" : "decrease",
      percent,
      percentText: formatSignedPercent(percent, 1),
      monthlyAverage: change / months,
      months,
    };
  }
  return {
    input,
    totalAssets,
    totalLiabilities,
    netWorth,
    allocation,
    otherAssets: roundToCents(totalAssets - sum(allocation.map((line) => line.value))),
    tracking,
  };
}

/** The CSV of the snapshot: every input, the summary, the allocation and, when shown, the change, in the words `text` gives. */
export function netWorthCsvRows(result: NetWorthResult, currency: Currency, text: ToolText): CsvCell[][] {
  const { input } = result;
  const values = { currency };
  const summary = text("tools.csv.summary");
  const rows: CsvCell[][] = [
    [text("tools.csv.netWorth.title")],
    [],
    [text("tools.csv.section"), text("tools.csv.item"), text("tools.csv.netWorth.amount", values)],
    ...ASSET_FIELDS.map(({ key }) => [text("tools.netWorth.tab.assets"), text(`tools.netWorth.asset.${key}`), input.assets[key]]),
    ...LIABILITY_FIELDS.map(({ key }) => [
      text("tools.netWorth.tab.liabilities"),
      text(`tools.netWorth.liability.${key}`),
      input.liabilities[key],
    ]),
    [summary, text("tools.csv.netWorth.totalAssets"), result.totalAssets],
    [summary, text("tools.csv.netWorth.totalLiabilities"), result.totalLiabilities],
    [summary, text("tools.csv.netWorth.netWorth"), result.netWorth],
    [],
    [text("tools.netWorth.topAssets"), text("tools.csv.netWorth.amount", values), text("tools.csv.netWorth.shareOfAssets")],
    ...result.allocation.map((line) => [text(`tools.netWorth.asset.${line.key}`), line.value, line.percent]),
    [],
    [text("tools.netWorth.tab.tracking"), text("tools.csv.netWorth.value")],
    [text("tools.netWorth.previousNetWorth"), input.previousNetWorth],
    [text("tools.netWorth.period"), text(`tools.netWorth.period.${input.period}`)],
  ];
  if (result.tracking) {
    const { tracking } = result;
    rows.push(
      [text("tools.csv.netWorth.direction"), text(tracking.direction === "increase" ? "tools.netWorth.increase" : "tools.netWorth.decrease")],
      [text("tools.csv.netWorth.change", values), tracking.change],
      // A number, to 1 decimal as on screen (text like "+10.0%" would read as a formula).
      [text("tools.csv.netWorth.changePercent"), Math.round(tracking.percent * 10) / 10],
      [text("tools.csv.netWorth.averageChange", values), tracking.monthlyAverage],
    );
  }
  return rows;
}
