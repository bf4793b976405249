import { describe, expect, it } from "vitest";
import { translate } from "~/lib/i18n/catalogues.server";
import type { ToolText } from "./format";
import {
  chartMonths,
  debtScheduleCsv,
  readDebtForm,
  formatDuration,
  isValidDebt,
  MAX_MONTHS,
  newDebtRow,
  debtFromRow,
  paymentPhases,
  payoffOrder,
  phaseInstructions,
  planDebtPayoff,
  splitMonths,
  totalBalanceAfter,
  validDebts,
  type DebtInput,
  type Strategy,
} from "./debt-payoff";

/** The English exports, as the English pages download them. */
const english: ToolText = (key, values) => translate("en", key, values);

function debt(name: string, balance: number, interestRate: number, minimumPayment: number): DebtInput {
  return { name, balance, interestRate, minimumPayment };
}

function plan(debts: DebtInput[], extraPayment: number, strategy: Strategy = "snowball") {
  const result = planDebtPayoff({ debts, extraPayment, strategy });
  if (!result) throw new Error("expected a plan");
  return result;
}

/** Months the standard amortization formula gives: −ln(1 − r·B/P) / ln(1 + r), rounded up. */
function formulaMonths(balance: number, annualRate: number, payment: number): number {
  const r = annualRate / 100 / 12;
  if (r === 0) return Math.ceil(balance / payment);
  return Math.ceil(-Math.log(1 - (r * balance) / payment) / Math.log(1 + r));
}

/** A small deterministic PRNG so the property test is repeatable. */
function mulberry32(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe("which debts count", () => {
  it("starts a new debt with an empty name and zeros", () => {
    expect(debtFromRow(newDebtRow())).toEqual({ name: "", balance: 0, interestRate: 0, minimumPayment: 0 });
  });

  it("counts only debts with a non-blank name and a balance above 0", () => {
    expect(isValidDebt(debt("Visa", 1, 0, 0))).toBe(true);
    expect(isValidDebt(debt("   ", 500, 10, 25))).toBe(false);
    expect(isValidDebt(debt("Visa", 0, 10, 25))).toBe(false);
    expect(isValidDebt(debt("Visa", -100, 10, 25))).toBe(false);
    expect(isValidDebt(debt("Visa", Number.NaN, 10, 25))).toBe(false);
    expect(isValidDebt(debt("Visa", Number.POSITIVE_INFINITY, 10, 25))).toBe(false);
  });

  it("keeps each valid debt's row position and cleans negative rates and minimums to 0", () => {
    const debts = validDebts([debt("", 100, 5, 5), debt(" Car ", 900, -3, -10), debt("Card", 0, 20, 5)]);
    expect(debts).toEqual([{ row: 1, name: "Car", balance: 900, interestRate: 0, minimumPayment: 0 }]);
  });

  it("computes no plan without a valid debt or without an extra payment above 0", () => {
    expect(planDebtPayoff({ debts: [debtFromRow(newDebtRow())], extraPayment: 100, strategy: "snowball" })).toBeNull();
    expect(planDebtPayoff({ debts: [debt("Visa", 1000, 12, 50)], extraPayment: 0, strategy: "snowball" })).toBeNull();
    expect(planDebtPayoff({ debts: [debt("Visa", 1000, 12, 50)], extraPayment: -5, strategy: "snowball" })).toBeNull();
    expect(planDebtPayoff({ debts: [debt("Visa", 1000, 12, 50)], extraPayment: Number.NaN, strategy: "snowball" })).toBeNull();
  });
});

describe("payoff order", () => {
  const debts = validDebts([
    debt("Card A", 3000, 19.99, 90),
    debt("Car", 8000, 6.5, 250),
    debt("Card B", 3000, 24.99, 75),
    debt("Store", 600, 24.99, 25),
    debt("Twin", 3000, 19.99, 60),
  ]);

  it("snowball: smallest balance first; equal balances put the higher rate first, then row order", () => {
    expect(payoffOrder(debts, "snowball").map((i) => debts[i]!.name)).toEqual(["Store", "Card B", "Card A", "Twin", "Car"]);
  });

  it("avalanche: highest rate first; equal rates put the smaller balance first, then row order", () => {
    expect(payoffOrder(debts, "avalanche").map((i) => debts[i]!.name)).toEqual(["Store", "Card B", "Card A", "Twin", "Car"]);
    const rates = validDebts([debt("Low", 100, 5, 10), debt("High", 5000, 29, 10), debt("Mid", 50, 12, 10)]);
    expect(payoffOrder(rates, "avalanche").map((i) => rates[i]!.name)).toEqual(["High", "Mid", "Low"]);
    expect(payoffOrder(rates, "snowball").map((i) => rates[i]!.name)).toEqual(["Mid", "Low", "High"]);
  });
});

describe("a single debt", () => {
  it("matches a hand-checked example: $1,000 at 12% with $50 minimum and $50 extra", () => {
    // r = 1% a month, $100 a month. After 10 payments the balance is
    // 1000·1.01^10 − 100·(1.01^10 − 1)/0.01 = 58.4009; the 11th payment is that plus 1% = 58.9849.
    const result = plan([debt("Visa", 1000, 12, 50)], 50);
    expect(result.plan.outcome).toEqual({ status: "paid-off", months: 11 });
    expect(result.plan.totalPaid).toBeCloseTo(1058.9849, 4);
    expect(result.plan.totalInterest).toBeCloseTo(58.9849, 4);
    expect(result.plan.schedule[0]).toEqual({ month: 1, interest: [10], payment: [100], balance: [910] });
    expect(result.plan.schedule[10]!.payment[0]).toBeCloseTo(58.9849, 4);
    expect(result.plan.results[0]!.payoffMonth).toBe(11);
    // Minimums only: −ln(1 − 0.01·1000/50)/ln(1.01) = 22.43 → 23 months.
    expect(result.minimumOnly.outcome).toEqual({ status: "paid-off", months: 23 });
    expect(result.savings!.months).toBe(12);
    expect(result.savings!.interest).toBeCloseTo(result.minimumOnly.totalInterest - 58.9849, 4);
    expect(result.savings!.interest).toBeGreaterThan(0);
  });

  it("reports the summary totals", () => {
    const result = plan([debt("Visa", 1000, 12, 50), debt("", 999, 1, 1)], 50);
    expect(result.totalDebt).toBe(1000);
    expect(result.totalMinimums).toBe(50);
    expect(result.extraPayment).toBe(50);
    expect(result.totalMonthly).toBe(100);
    expect(result.startingMonthlyInterest).toBeCloseTo(10, 10);
  });

  it.each([
    [1000, 12, 100],
    [5000, 19.99, 150],
    [25000, 6.5, 480],
    [3200, 29.99, 95],
    [150000, 4.25, 900],
    [800, 0, 75],
    [12345.67, 22.9, 250.5],
  ])("agrees with the amortization formula: balance %s at %s%% paying %s a month", (balance, rate, payment) => {
    const result = plan([debt("Loan", balance, rate, payment / 2)], payment / 2);
    const expected = formulaMonths(balance, rate, payment);
    expect(expected).toBeLessThanOrEqual(MAX_MONTHS);
    expect(result.plan.outcome).toEqual({ status: "paid-off", months: expected });
  });

  it("agrees with the amortization formula for 2,000 random loans", () => {
    const random = mulberry32(20240601);
    let checked = 0;
    for (let n = 0; n < 2000; n++) {
      const balance = Math.round((100 + random() * 99_900) * 100) / 100;
      const rate = Math.round(random() * 3600) / 100;
      const interest = (balance * rate) / 1200;
      const payment = Math.round((interest * (1.02 + random() * 3) + 10 + random() * 500) * 100) / 100;
      const r = rate / 1200;
      const exact = r === 0 ? balance / payment : -Math.log(1 - (r * balance) / payment) / Math.log(1 + r);
      // Within a hair of a whole month the sub-cent rule decides the last payment; skip those.
      if (exact > MAX_MONTHS || Math.abs(exact - Math.round(exact)) < 1e-6) continue;
      const result = plan([debt("Loan", balance, rate, payment * 0.7)], payment * 0.3);
      expect(result.plan.outcome, `${balance} at ${rate}% paying ${payment}`).toEqual({
        status: "paid-off",
        months: Math.ceil(exact),
      });
      checked++;
    }
    expect(checked).toBeGreaterThan(1500);
  });

  it("counts a balance below one cent as paid", () => {
    const result = plan([debt("Visa", 100.009, 0, 50)], 50);
    expect(result.plan.outcome).toEqual({ status: "paid-off", months: 1 });
    expect(result.plan.totalPaid).toBe(100);
    expect(result.plan.schedule[0]!.balance).toEqual([0]);
  });
});

describe("several debts", () => {
  it("rolls a paid-off debt's minimum into the payment, and sends the payoff month's leftover on", () => {
    // Budget $220 a month. Month 1: Store gets its $10 minimum plus $90 of the extra and is paid;
    // the remaining $110 cascades to Car at once, which pays $120 and owes $880. From then on Car
    // gets the whole $220 (its own $10, Store's freed $10 and the $200 extra): 660, 440, 220, 0.
    const result = plan([debt("Car", 1000, 0, 10), debt("Store", 100, 0, 10)], 200);
    expect(result.plan.order).toEqual([1, 0]);
    expect(result.plan.schedule.map((month) => month.payment)).toEqual([
      [120, 100],
      [220, 0],
      [220, 0],
      [220, 0],
      [220, 0],
    ]);
    expect(result.plan.schedule.map((month) => month.balance[0])).toEqual([880, 660, 440, 220, 0]);
    expect(result.plan.results.map((r) => r.payoffMonth)).toEqual([5, 1]);
    expect(result.plan.outcome).toEqual({ status: "paid-off", months: 5 });
    expect(result.plan.totalPaid).toBe(1100);
    expect(result.plan.totalInterest).toBe(0);
    // Minimums only: Store in 10 months, Car in 100.
    expect(result.minimumOnly.outcome).toEqual({ status: "paid-off", months: 100 });
    expect(result.savings).toEqual({ months: 95, interest: 0 });
  });

  it("leaves money unused only once every debt is paid", () => {
    const result = plan([debt("A", 300, 0, 100), debt("B", 200, 0, 50)], 50);
    expect(result.plan.schedule.map((month) => month.payment)).toEqual([
      [100, 100],
      [100, 100],
      [100, 0],
    ]);
    expect(result.plan.totalPaid).toBe(500);
  });

  it("matches a hand-checked two-debt avalanche with interest", () => {
    // Card: $1,200 at 24% (2%/month), min $40. Loan: $600 at 12% (1%/month), min $30. Extra $130: $200 a month.
    const result = plan([debt("Card", 1200, 24, 40), debt("Loan", 600, 12, 30)], 130, "avalanche");
    const [m1, m2] = result.plan.schedule;
    // Month 1: interest 24 and 6; Loan gets its $30 minimum, Card the other $170.
    expect(m1!.interest).toEqual([24, 6]);
    expect(m1!.payment).toEqual([170, 30]);
    expect(m1!.balance).toEqual([1054, 576]);
    // Month 2: interest 21.08 and 5.76.
    expect(m2!.interest[0]).toBeCloseTo(21.08, 10);
    expect(m2!.interest[1]).toBeCloseTo(5.76, 10);
    expect(m2!.balance[0]).toBeCloseTo(905.08, 10);
    expect(m2!.balance[1]).toBeCloseTo(551.76, 10);
    // Totals add up: everything paid is principal plus interest.
    expect(result.plan.totalPaid).toBeCloseTo(1800 + result.plan.totalInterest, 8);
    for (const r of result.plan.results) expect(r.totalPaid).toBeCloseTo(r.debt.balance + r.interestPaid, 8);
  });

  it("shows what snowball costs against avalanche", () => {
    const result = plan([debt("Card", 6000, 24.99, 150), debt("Car", 2500, 4.9, 110), debt("Store", 900, 19.5, 35)], 300);
    expect(result.snowball.order.map((i) => result.debts[i]!.name)).toEqual(["Store", "Car", "Card"]);
    expect(result.avalanche.order.map((i) => result.debts[i]!.name)).toEqual(["Card", "Store", "Car"]);
    expect(result.plan).toBe(result.snowball);
    expect(result.snowballExtraInterest).toBeCloseTo(result.snowball.totalInterest - result.avalanche.totalInterest, 8);
    expect(result.snowballExtraInterest!).toBeGreaterThan(0);
    expect(plan([debt("Card", 6000, 24.99, 150), debt("Car", 2500, 4.9, 110)], 300, "avalanche").plan.strategy).toBe("avalanche");
  });

  it("records each debt's payoff month and a schedule row for every month", () => {
    const result = plan([debt("Card", 6000, 24.99, 150), debt("Car", 2500, 4.9, 110), debt("Store", 900, 19.5, 35)], 300);
    const months = (result.plan.outcome as { months: number }).months;
    expect(result.plan.schedule).toHaveLength(months);
    expect(Math.max(...result.plan.results.map((r) => r.payoffMonth!))).toBe(months);
    for (const [i, r] of result.plan.results.entries()) {
      expect(result.plan.schedule[r.payoffMonth! - 1]!.balance[i]).toBe(0);
      expect(result.plan.schedule[r.payoffMonth! - 2]!.balance[i]).toBeGreaterThan(0);
    }
    // Store (smallest) is cleared first under snowball.
    expect(result.plan.results[2]!.payoffMonth).toBeLessThan(result.plan.results[1]!.payoffMonth!);
  });
});

describe("plans that do not finish", () => {
  it("says payments never cover the interest instead of reporting 600 months", () => {
    // $10,000 at 24% accrues $200 a month; $150 a month never gets ahead of it.
    const result = plan([debt("Card", 10000, 24, 100)], 50);
    expect(result.plan.outcome).toEqual({ status: "never" });
    expect(result.savings).toBeNull();
    expect(result.snowballExtraInterest).toBeNull();
    expect(result.plan.results[0]!.payoffMonth).toBeNull();
  });

  it("treats a payment that exactly equals the interest as never paying off", () => {
    expect(plan([debt("Card", 10000, 24, 150)], 50).plan.outcome).toEqual({ status: "never" });
  });

  it("tells apart a plan that pays down but would take more than 600 months", () => {
    // $100,000 at 12%: $1,000 interest; $1,000.50 a month takes about 764 months.
    expect(formulaMonths(100000, 12, 1000.5)).toBeGreaterThan(MAX_MONTHS);
    expect(plan([debt("Loan", 100000, 12, 1000)], 0.5).plan.outcome).toEqual({ status: "beyond-limit" });
  });

  it("reports minimum payments that never clear a debt, while the plan does", () => {
    const result = plan([debt("Card", 10000, 24, 100)], 500);
    expect(result.plan.outcome.status).toBe("paid-off");
    expect(result.minimumOnly.outcome).toEqual({ status: "never" });
    expect(result.savings).toBeNull();
    // Drawn beside the plan for as long as the plan runs: $10,000 at 2% a month paying $100 grows to
    // 10,000·1.02^n − 100·(1.02^n − 1)/0.02 = 5,000·1.02^n + 5,000.
    const months = result.plan.schedule.length;
    expect(result.minimumOnly.schedule).toHaveLength(months);
    expect(totalBalanceAfter(result.minimumOnly, result.debts, months)).toBeCloseTo(5000 * 1.02 ** months + 5000, 6);
  });

  it("survives absurd inputs without NaN or a crash", () => {
    const result = plan([debt("Huge", 1e15, 1e15, 1e13), debt("Big", 1e15, 10, 1e13), debt("Odd", 5, -20, -5)], 1e15);
    expect(result.plan.outcome).toEqual({ status: "never" });
    expect(Number.isNaN(result.plan.totalInterest)).toBe(false);
    const fine = plan([debt("Big", 1e15, 150, 1e14)], 1e14);
    expect(fine.plan.outcome.status).toBe("paid-off");
    expect(Number.isFinite(fine.plan.totalInterest)).toBe(true);
  });
});

describe("performance", () => {
  it("plans 20 debts over the full 600 months quickly", () => {
    // Payments below the interest: every strategy and the baseline run the whole 600 months.
    const debts = Array.from({ length: 20 }, (_, i) => debt(`Debt ${i + 1}`, 40_000 + i * 1_000, 8 + i, 300 + i * 5));
    const timings: number[] = [];
    for (let run = 0; run < 5; run++) {
      const started = performance.now();
      const result = plan(debts, 1);
      timings.push(performance.now() - started);
      expect(result.plan.schedule.length).toBe(MAX_MONTHS);
    }
    // Best of five, so a busy shared machine does not decide the result; a typical run takes ~7 ms.
    expect(Math.min(...timings)).toBeLessThan(50);
  });
});

describe("durations", () => {
  it("splits months into years and months", () => {
    expect(splitMonths(37)).toEqual({ years: 3, months: 1 });
    expect(splitMonths(11)).toEqual({ years: 0, months: 11 });
    expect(splitMonths(24)).toEqual({ years: 2, months: 0 });
  });

  it("writes durations without zero parts", () => {
    expect(formatDuration(37)).toBe("3 years 1 month");
    expect(formatDuration(12)).toBe("1 year");
    expect(formatDuration(1)).toBe("1 month");
    expect(formatDuration(26)).toBe("2 years 2 months");
    expect(formatDuration(0)).toBe("0 months");
  });
});

describe("balance chart", () => {
  it("plots monthly, half-yearly or yearly points, always ending on the last month", () => {
    expect(chartMonths(5)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(chartMonths(24)).toHaveLength(25);
    expect(chartMonths(37)).toEqual([0, 6, 12, 18, 24, 30, 36, 37]);
    expect(chartMonths(120)).toEqual([0, 6, 12, 18, 24, 30, 36, 42, 48, 54, 60, 66, 72, 78, 84, 90, 96, 102, 108, 114, 120]);
    const long = chartMonths(600);
    expect(long.slice(0, 3)).toEqual([0, 12, 24]);
    expect(long.at(-1)).toBe(600);
    expect(long).toHaveLength(51);
  });

  it("reads the total owed after any month, 0 once paid off", () => {
    const result = plan([debt("Car", 1000, 0, 10), debt("Store", 100, 0, 10)], 200);
    expect([0, 1, 2, 5, 9].map((month) => totalBalanceAfter(result.plan, result.debts, month))).toEqual([1100, 880, 660, 0, 0]);
    // Minimums only pays $20 a month: 1,100 − 20·9 after 9 months.
    expect(totalBalanceAfter(result.minimumOnly, result.debts, 9)).toBe(920);
  });
});

describe("phaseInstructions", () => {
  it("names the payments that are not a debt's minimum, in strategy order, and counts the minimums", () => {
    // Snowball: Store ($100) first. Month 1: Store gets its $10 + the $200 extra, capped at what it owes;
    // the rest of the extra goes on to Car. Then Car takes everything.
    const result = plan([debt("Car", 1000, 0, 10), debt("Store", 100, 0, 10), debt("Loan", 5000, 0, 50)], 200);
    const phases = paymentPhases(result.plan.schedule);
    expect(phases[0]!.payments).toEqual([120, 100, 50]);
    expect(phaseInstructions(phases[0]!, result.debts, result.plan.order)).toEqual({ otherThanMinimum: [1, 0], atMinimum: 1 });
    expect(phases[1]!.payments).toEqual([220, 0, 50]);
    expect(phaseInstructions(phases[1]!, result.debts, result.plan.order)).toEqual({ otherThanMinimum: [0], atMinimum: 1 });
  });

  it("compares to the cent, and leaves out debts already paid off", () => {
    const debts = validDebts([debt("A", 100, 0, 25.004), debt("B", 100, 0, 30)]);
    const phase = { fromMonth: 1, toMonth: 2, payments: [25, 0.004], balanceAfter: 150 };
    expect(phaseInstructions(phase, debts, [0, 1])).toEqual({ otherThanMinimum: [], atMinimum: 1 });
  });
});

describe("paymentPhases", () => {
  it("groups the months in which every debt gets the same payment", () => {
    const result = plan([debt("Car", 1000, 0, 10), debt("Store", 100, 0, 10)], 200);
    expect(paymentPhases(result.plan.schedule)).toEqual([
      { fromMonth: 1, toMonth: 1, payments: [120, 100], balanceAfter: 880 },
      { fromMonth: 2, toMonth: 5, payments: [220, 0], balanceAfter: 0 },
    ]);
  });

  it("turns a long plan into a few phases, splitting at each payoff month", () => {
    const result = plan([debt("Card", 6000, 24.99, 150), debt("Car", 2500, 4.9, 110), debt("Store", 900, 19.5, 35)], 300);
    const phases = paymentPhases(result.plan.schedule);
    expect(phases.length).toBeLessThanOrEqual(2 * result.debts.length + 1);
    expect(phases[0]!.fromMonth).toBe(1);
    expect(phases.at(-1)!.toMonth).toBe(result.plan.schedule.length);
    expect(phases.at(-1)!.balanceAfter).toBe(0);
    for (const [index, phase] of phases.entries()) {
      if (index > 0) expect(phase.fromMonth).toBe(phases[index - 1]!.toMonth + 1);
      // Every month of the phase pays what the phase says.
      for (let month = phase.fromMonth; month <= phase.toMonth; month++) {
        expect(result.plan.schedule[month - 1]!.payment.map((p) => Math.round(p * 100))).toEqual(phase.payments.map((p) => Math.round(p * 100)));
      }
    }
  });

  it("is empty for an empty schedule", () => {
    expect(paymentPhases([])).toEqual([]);
  });
});

describe("readDebtForm", () => {
  it("reads the spec's keys, debts repeated in row order", () => {
    const form = readDebtForm(
      new URLSearchParams(
        "strategy=avalanche&name=Visa&balance=4200.50&interestRate=19.99&minimumPayment=105&name=Car&balance=9000&interestRate=6.4&minimumPayment=240&extraPayment=150",
      ),
    );
    expect(form.strategy).toBe("avalanche");
    expect(form.extraPayment).toBe(150);
    expect(form.rows[0]).toEqual({ name: "Visa", balance: "4200.50", interestRate: "19.99", minimumPayment: "105" });
    expect(form.debts).toEqual([
      { name: "Visa", balance: 4200.5, interestRate: 19.99, minimumPayment: 105 },
      { name: "Car", balance: 9000, interestRate: 6.4, minimumPayment: 240 },
    ]);
  });

  it("starts a fresh page with snowball, no extra payment and one empty debt", () => {
    const form = readDebtForm(new URLSearchParams(""));
    expect(form.strategy).toBe("snowball");
    expect(form.extraPayment).toBe(0);
    expect(form.rows).toEqual([newDebtRow()]);
    expect(form.debts).toEqual([{ name: "", balance: 0, interestRate: 0, minimumPayment: 0 }]);
  });

  it("counts empty, invalid and negative numbers as 0 and ignores an unknown strategy", () => {
    const form = readDebtForm(new URLSearchParams("strategy=yolo&name=A&balance=abc&interestRate=-5&minimumPayment=&extraPayment=1e999"));
    expect(form.strategy).toBe("snowball");
    expect(form.extraPayment).toBe(0);
    expect(form.debts).toEqual([{ name: "A", balance: 0, interestRate: 0, minimumPayment: 0 }]);
  });

  it("reads short, hand-edited rows as empty fields", () => {
    const form = readDebtForm(new URLSearchParams("name=A&name=B&balance=100"));
    expect(form.debts.map((d) => [d.name, d.balance])).toEqual([
      ["A", 100],
      ["B", 0],
    ]);
  });
});

describe("debtScheduleCsv", () => {
  it("exports the chosen plan month by month, one row per debt still owed", () => {
    const result = plan([debt("Car", 1000, 0, 10), debt("Store", 100, 0, 10)], 200);
    expect(debtScheduleCsv(result, "2025-11-20", "CAD", english)).toEqual([
      ["Month", "Date", "Debt", "Starting balance (CAD)", "Interest (CAD)", "Payment (CAD)", "Ending balance (CAD)"],
      [1, "2025-12", "Store", 100, 0, 100, 0],
      [1, "2025-12", "Car", 1000, 0, 120, 880],
      [2, "2026-01", "Car", 880, 0, 220, 660],
      [3, "2026-02", "Car", 660, 0, 220, 440],
      [4, "2026-03", "Car", 440, 0, 220, 220],
      [5, "2026-04", "Car", 220, 0, 220, 0],
    ]);
  });

  it("carries each month's interest and the running balance", () => {
    const result = plan([debt("Visa", 1000, 12, 50)], 50);
    const rows = debtScheduleCsv(result, "2025-01-01", "USD", english);
    expect(rows).toHaveLength(12);
    expect(rows[1]).toEqual([1, "2025-02", "Visa", 1000, 10, 100, 910]);
    expect(rows[2]![3]).toBe(910);
    expect(rows.at(-1)![6]).toBe(0);
  });

  it("exports the header alone when there is no plan or it never pays off", () => {
    expect(debtScheduleCsv(null, "2025-01-01", "USD", english)).toHaveLength(1);
    expect(debtScheduleCsv(plan([debt("Card", 10000, 24, 100)], 50), "2025-01-01", "USD", english)).toHaveLength(1);
  });
});
