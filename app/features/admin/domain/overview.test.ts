import { describe, expect, it } from "vitest";
import { toCsv } from "~/lib/domain/csv";
import {
  monthlyFigures,
  monthOf,
  overviewCsvRows,
  overviewReport,
  recurringRevenue,
  refundRate,
  reportMonths,
  type RefundRow,
  type RevenueRow,
} from "./overview";

const sale = (row: Partial<RevenueRow> & { month: string }): RevenueRow => ({
  currency: "CAD",
  productName: "budget-bootcamp",
  sold: 1,
  gross: 5900,
  tax: 767,
  ...row,
});

describe("months in UTC", () => {
  it("names a moment's month in UTC, whatever the server's zone", () => {
    expect(monthOf(new Date("2026-01-31T23:59:59.999Z"))).toBe("2026-01");
    expect(monthOf(new Date("2026-02-01T00:00:00.000Z"))).toBe("2026-02");
  });

  it("lists the last 12 months oldest first across a year boundary, and the moment the first one starts", () => {
    const { months, since } = reportMonths(new Date("2026-03-15T10:00:00Z"));
    expect(months).toEqual([
      "2025-04",
      "2025-05",
      "2025-06",
      "2025-07",
      "2025-08",
      "2025-09",
      "2025-10",
      "2025-11",
      "2025-12",
      "2026-01",
      "2026-02",
      "2026-03",
    ]);
    expect(since.toISOString()).toBe("2025-04-01T00:00:00.000Z");
  });

  it("ends with January when run in January (the window starts in February of the year before)", () => {
    const { months, since } = reportMonths(new Date("2027-01-01T00:00:00Z"));
    expect(months[0]).toBe("2026-02");
    expect(months.at(-1)).toBe("2027-01");
    expect(since.toISOString()).toBe("2026-02-01T00:00:00.000Z");
  });
});

const refund = (row: Partial<RefundRow>): RefundRow => ({
  month: "2026-01",
  currency: "CAD",
  productName: "budget-bootcamp",
  refunded: 1,
  refunds: 5900,
  ...row,
});

const noReads = { sales: [], refunds: [], signUps: [], changes: [] };

describe("monthly figures", () => {
  const months = ["2025-12", "2026-01", "2026-02"];

  it("gives a month without sales, refunds, sign-ups or changes zeros, and leaves out rows outside the window", () => {
    const figures = monthlyFigures(months, {
      ...noReads,
      sales: [sale({ month: "2025-12" }), sale({ month: "2025-11" })],
      signUps: [{ month: "2026-02", count: 4 }],
    });
    expect(figures.map((month) => month.month)).toEqual(months);
    expect(figures[1]).toEqual({
      month: "2026-01",
      signUps: 0,
      revenue: {
        CAD: { sold: 0, refunded: 0, gross: 0, refunds: 0, net: 0, tax: 0 },
        USD: { sold: 0, refunded: 0, gross: 0, refunds: 0, net: 0, tax: 0 },
      },
      subscriptions: { new: 0, upgraded: 0, downgraded: 0, cancelled: 0 },
    });
    expect(figures[0]!.revenue.CAD.gross).toBe(5900);
    expect(figures[2]!.signUps).toBe(4);
  });

  it("sums the courses of a month per currency, tax apart, and counts each refund in the month it was made", () => {
    const [december, january] = monthlyFigures(months, {
      ...noReads,
      sales: [
        sale({ month: "2025-12", sold: 2, gross: 11800, tax: 1534 }),
        sale({ month: "2025-12", productName: "debt-elimination-challenge", sold: 1, gross: 12500, tax: 0 }),
        sale({ month: "2025-12", currency: "USD", gross: 4700, tax: 0 }),
      ],
      // December's Challenge sale, refunded in January; a refund without a date is in no month.
      refunds: [refund({ productName: "debt-elimination-challenge", refunds: 12500 }), refund({ month: null })],
    });
    expect(december!.revenue.CAD).toEqual({ sold: 3, refunded: 0, gross: 24300, refunds: 0, net: 24300, tax: 1534 });
    expect(december!.revenue.USD).toEqual({ sold: 1, refunded: 0, gross: 4700, refunds: 0, net: 4700, tax: 0 });
    expect(january!.revenue.CAD).toEqual({ sold: 0, refunded: 1, gross: 0, refunds: 12500, net: -12500, tax: 0 });
  });

  it("counts new, upgraded, downgraded and cancelled subscriptions per month", () => {
    const [, january] = monthlyFigures(months, {
      ...noReads,
      changes: [
        { month: "2026-01", kind: "new", count: 3 },
        { month: "2026-01", kind: "downgraded", count: 1 },
        { month: "2026-01", kind: "cancelled", count: 2 },
        { month: "2026-03", kind: "new", count: 9 },
      ],
    });
    expect(january!.subscriptions).toEqual({ new: 3, upgraded: 0, downgraded: 1, cancelled: 2 });
  });
});

describe("monthly recurring revenue", () => {
  it("is each active plan at its monthly list price in the currency it is billed in, every plan and currency listed", () => {
    const { rows, totals } = recurringRevenue([
      { tier: "basic", currency: "CAD", count: 2 },
      { tier: "premium", currency: "CAD", count: 1 },
      { tier: "premium", currency: "USD", count: 3 },
      { tier: "elite", currency: "USD", count: 1 },
    ]);
    // Basic CA$11, Premium CA$25 / US$19, Elite US$39 (the catalogue's prices).
    expect(rows).toEqual([
      { tier: "basic", currency: "CAD", subscribers: 2, mrr: 2200 },
      { tier: "basic", currency: "USD", subscribers: 0, mrr: 0 },
      { tier: "premium", currency: "CAD", subscribers: 1, mrr: 2500 },
      { tier: "premium", currency: "USD", subscribers: 3, mrr: 5700 },
      { tier: "elite", currency: "CAD", subscribers: 0, mrr: 0 },
      { tier: "elite", currency: "USD", subscribers: 1, mrr: 3900 },
    ]);
    expect(totals).toEqual({ CAD: 4700, USD: 9600 });
  });
});

describe("the report", () => {
  it("totals the window, rates refunds over every currency, keeps undated refunds apart, and lists every course and tier", () => {
    const report = overviewReport(["2026-01", "2026-02"], {
      sales: [
        sale({ month: "2026-01", sold: 3, gross: 17700 }),
        sale({ month: "2026-02", currency: "USD", productName: "financial-masterclass", gross: 19700, tax: 0 }),
      ],
      refunds: [refund({ month: "2026-02" }), refund({ month: null, currency: "USD", refunds: 4700 })],
      signUps: [],
      subscribers: [
        { tier: "premium", currency: "CAD", count: 1 },
        { tier: "premium", currency: "USD", count: 1 },
      ],
      changes: [],
      completions: [{ courseId: "budget-bootcamp", count: 5 }],
      certificates: [{ courseId: "budget-bootcamp", count: 4 }],
    });
    expect(report.totals.CAD.net).toBe(11800);
    expect(report.totals.USD.net).toBe(19700);
    expect(report.refundRate).toBe(25);
    expect(report.undatedRefunds).toEqual({ CAD: { refunded: 0, refunds: 0 }, USD: { refunded: 1, refunds: 4700 } });
    expect(report.tiers).toEqual([
      { tier: "basic", count: 0 },
      { tier: "premium", count: 2 },
      { tier: "elite", count: 0 },
    ]);
    expect(report.recurring.totals).toEqual({ CAD: 2500, USD: 1900 });
    expect(
      report.courses.map((course) => [course.slug, course.sold, course.refunded, course.net, course.completions, course.certificates]),
    ).toEqual([
      ["budget-bootcamp", 3, 1, { CAD: 11800, USD: 0 }, 5, 4],
      ["debt-challenge", 0, 0, { CAD: 0, USD: 0 }, 0, 0],
      ["financial-masterclass", 1, 0, { CAD: 0, USD: 19700 }, 0, 0],
    ]);
  });

  it("has no refund rate without sales", () => {
    expect(refundRate(0, 0)).toBeNull();
  });

  it("exports one CSV row per month, amounts in dollars", () => {
    const csv = toCsv(
      overviewCsvRows(
        monthlyFigures(["2026-01"], {
          ...noReads,
          sales: [sale({ month: "2026-01", gross: 5950, tax: 773 })],
          signUps: [{ month: "2026-01", count: 2 }],
          changes: [{ month: "2026-01", kind: "new", count: 1 }],
        }),
      ),
    );
    const [header, row] = csv.replace("\uFEFF", "").trim().split("\r\n");
    expect(header).toBe(
      "Month (UTC),Sign-ups,CAD orders,CAD refunded orders (refund month),CAD gross before tax,CAD refunds (refund month),CAD net before tax,CAD tax," +
        "USD orders,USD refunded orders (refund month),USD gross before tax,USD refunds (refund month),USD net before tax,USD tax," +
        "New subscriptions,Upgraded subscriptions,Downgraded subscriptions,Cancelled subscriptions",
    );
    expect(row).toBe("2026-01,2,1,0,59.5,0,59.5,7.73,0,0,0,0,0,0,1,0,0,0");
  });
});
