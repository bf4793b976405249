import { describe, expect, it } from "vitest";
import { toCsv } from "~/lib/domain/csv";
import { BENCHMARKS, computeNetWorth, netWorthCsvRows, parseNetWorth } from "./net-worth";
import { translate } from "~/lib/i18n/catalogues.server";
import type { ToolText } from "./format";

/** The English exports, as the English pages download them. */
const english: ToolText = (key, values) => translate("en", key, values);

const q = (query: string) => computeNetWorth(parseNetWorth(new URLSearchParams(query)));

// Hand-checked: assets 2,000 + 10,000 + 3,000 + 25,000 + 60,000 + 300,000 + 15,000 + 5,000 + 1,000 = 421,000;
// liabilities 240,000 + 12,000 + 3,000 + 20,000 = 275,000; net worth 146,000.
const SNAPSHOT =
  "assets.cash=2000&assets.savings=10000&assets.checking=3000&assets.investments=25000&assets.retirement=60000" +
  "&assets.realEstate=300000&assets.vehicles=15000&assets.personalProperty=5000&assets.other=1000" +
  "&liabilities.mortgage=240000&liabilities.carLoans=12000&liabilities.creditCards=3000&liabilities.studentLoans=20000";

describe("parseNetWorth", () => {
  it("reads the spec's keys with defaults: assets tab, monthly period", () => {
    const input = parseNetWorth(new URLSearchParams("assets.realEstate=1&liabilities.carLoans=2&previousNetWorth=3"));
    expect(input.tab).toBe("assets");
    expect(input.period).toBe("monthly");
    expect(input.assets.realEstate).toBe(1);
    expect(input.liabilities.carLoans).toBe(2);
    expect(input.previousNetWorth).toBe(3);
  });

  it("accepts only the spec's tabs and periods", () => {
    expect(parseNetWorth(new URLSearchParams("tab=tracking&period=yearly"))).toMatchObject({ tab: "tracking", period: "yearly" });
    expect(parseNetWorth(new URLSearchParams("tab=x&period=weekly"))).toMatchObject({ tab: "assets", period: "monthly" });
  });

  it("counts negative or invalid amounts as 0, but keeps a negative previous net worth", () => {
    const input = parseNetWorth(new URLSearchParams("assets.cash=-100&liabilities.mortgage=abc&previousNetWorth=-5000"));
    expect(input.assets.cash).toBe(0);
    expect(input.liabilities.mortgage).toBe(0);
    expect(input.previousNetWorth).toBe(-5000);
  });
});

describe("computeNetWorth", () => {
  it("adds to the cent: debts that equal the assets leave exactly zero, an unchanged total no change, and no phantom 'other assets'", () => {
    const even = q(
      "assets.cash=2150.70&liabilities.mortgage=1200&liabilities.carLoans=450.20&liabilities.creditCards=200.20&liabilities.studentLoans=300.30",
    );
    expect(Object.is(even.netWorth, 0)).toBe(true);
    const unchanged = q("assets.cash=2500.10&assets.savings=450.20&assets.checking=80.70&previousNetWorth=3031.00");
    expect(unchanged.tracking).toMatchObject({ change: 0, direction: "increase", percentText: "+0.0%" });
    expect(q("assets.cash=1200&assets.savings=450.20&assets.checking=200.20&assets.investments=300.30").otherAssets).toBe(0);
  });

  it("shows a decrease too small for a digit as '-0.0%', beside the word Decrease", () => {
    expect(q("assets.cash=99960&previousNetWorth=100000").tracking).toMatchObject({ direction: "decrease", percentText: "-0.0%" });
  });

  it("totals assets and liabilities; net worth is the difference", () => {
    const result = q(SNAPSHOT);
    expect(result.totalAssets).toBe(421000);
    expect(result.totalLiabilities).toBe(275000);
    expect(result.netWorth).toBe(146000);
  });

  it("is negative when debts exceed assets", () => {
    expect(q("assets.cash=1000&liabilities.studentLoans=30000").netWorth).toBe(-29000);
  });

  it("lists the top 5 assets by value with their share of total assets", () => {
    const result = q(SNAPSHOT);
    expect(result.allocation.map((line) => [line.key, line.value])).toEqual([
      ["realEstate", 300000],
      ["retirement", 60000],
      ["investments", 25000],
      ["vehicles", 15000],
      ["savings", 10000],
    ]);
    expect(result.allocation[0]!.percent).toBeCloseTo((300000 / 421000) * 100, 10);
    expect(result.otherAssets).toBe(11000);
  });

  it("leaves out zero assets, keeps the form's order on ties, and lists nothing without assets", () => {
    expect(q("assets.vehicles=500&assets.cash=500&assets.other=900").allocation.map((line) => line.key)).toEqual(["other", "cash", "vehicles"]);
    expect(q("liabilities.mortgage=100").allocation).toEqual([]);
  });

  it("tracks the change only when the previous net worth is above 0", () => {
    expect(q(`${SNAPSHOT}&previousNetWorth=0`).tracking).toBeNull();
    expect(q(`${SNAPSHOT}&previousNetWorth=-100`).tracking).toBeNull();
    expect(q(SNAPSHOT).tracking).toBeNull();
  });

  it("an increase: amount, percent to 1 decimal with '+', monthly average over the period", () => {
    // 146,000 − 120,000 = 26,000; 26,000 ÷ 120,000 = 21.666…%; quarterly → ÷ 3.
    const tracking = q(`${SNAPSHOT}&previousNetWorth=120000&period=quarterly`).tracking!;
    expect(tracking.change).toBe(26000);
    expect(tracking.direction).toBe("increase");
    expect(tracking.percentText).toBe("+21.7%");
    expect(tracking.monthlyAverage).toBeCloseTo(8666.67, 2);
    expect(tracking.months).toBe(3);
  });

  it("a decrease: negative percent, yearly average ÷ 12; no change is '+0.0%'", () => {
    const tracking = q(`${SNAPSHOT}&previousNetWorth=158000&period=yearly`).tracking!;
    expect(tracking.change).toBe(-12000);
    expect(tracking.direction).toBe("decrease");
    expect(tracking.percentText).toBe("-7.6%");
    expect(tracking.monthlyAverage).toBe(-1000);
    expect(q(`${SNAPSHOT}&previousNetWorth=146000`).tracking).toMatchObject({ percentText: "+0.0%", monthlyAverage: 0 });
  });

  it("survives absurd values", () => {
    const result = q("assets.cash=1e15&assets.savings=1e300&liabilities.mortgage=1e15&previousNetWorth=0.0001");
    expect(result.totalAssets).toBe(2e15);
    expect(result.netWorth).toBe(1e15);
    expect(Number.isFinite(result.tracking!.percent)).toBe(true);
  });
});

describe("the benchmarks card", () => {
  it("has the spec's multiples", () => {
    expect(BENCHMARKS.map((row) => `${row.age} ${row.multiple}`)).toEqual([
      "Age 30 1x",
      "Age 40 3x",
      "Age 50 6x",
      "Age 60 8x",
      "Retirement 10-12x",
    ]);
  });
});

describe("netWorthCsvRows", () => {
  it("exports inputs, summary, top assets and the change", () => {
    const rows = netWorthCsvRows(q(`${SNAPSHOT}&previousNetWorth=120000&period=quarterly`), "CAD", english);
    expect(rows).toContainEqual(["Assets", "Real estate", 300000]);
    expect(rows).toContainEqual(["Liabilities", "Student loans", 20000]);
    expect(rows).toContainEqual(["Summary", "Net worth", 146000]);
    expect(rows).toContainEqual(["Top assets", "Amount (CAD)", "Share of total assets (%)"]);
    expect(rows).toContainEqual(["Period", "Quarterly"]);
    expect(rows).toContainEqual(["Direction", "Increase"]);
    expect(rows).toContainEqual(["Change (%)", 21.7]);
    const csv = toCsv(rows);
    expect(csv).toContain("\r\nReal estate,300000,71.26\r\n");
    expect(csv).toContain("\r\nAverage change per month (CAD),8666.67\r\n");
  });

  it("leaves the change out when it is not shown", () => {
    const rows = netWorthCsvRows(q(SNAPSHOT), "USD", english);
    expect(rows.at(-1)).toEqual(["Period", "Monthly"]);
  });
});
