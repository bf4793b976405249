import { describe, expect, it } from "vitest";
import { planDebtPayoff, type Strategy } from "~/features/tools/domain/debt-payoff";
import { compareWhatIfs, levelPayment, readWhatIfForm, toCents, whatIfCsv, type PlanRun, type WhatIfResult } from "./debt-what-if";
import type { ToolText } from "~/features/tools/domain/format";
import { translate } from "~/lib/i18n/catalogues.server";

const english: ToolText = (key, values) => translate("en", key, values);
const french: ToolText = (key, values) => translate("fr", key, values);

type Row = [name: string, balance: number, rate: number, minimum: number];

function query(rows: Row[], extraPayment: number, more: Record<string, string | string[]> = {}, strategy: Strategy = "avalanche") {
  const params = new URLSearchParams({ strategy, extraPayment: String(extraPayment) });
  for (const [name, balance, rate, minimum] of rows) {
    params.append("name", name);
    params.append("balance", String(balance));
    params.append("interestRate", String(rate));
    params.append("minimumPayment", String(minimum));
  }
  for (const [key, value] of Object.entries(more)) for (const one of [value].flat()) params.append(key, one);
  return params;
}

function compare(params: URLSearchParams): WhatIfResult {
  const result = compareWhatIfs(readWhatIfForm(params));
  if (!result) throw new Error("expected a comparison");
  return result;
}

function scenario(result: WhatIfResult, kind: PlanRun["kind"]): PlanRun {
  const found = result.scenarios.find((entry) => entry.kind === kind);
  if (!found || !("run" in found)) throw new Error(`expected the ${kind} scenario`);
  return found.run;
}

const cents = (plan: PlanRun) => ({
  months: plan.outcome.status === "paid-off" ? plan.outcome.months : plan.outcome.status,
  interest: toCents(plan.totalInterest),
  paid: toCents(plan.totalPaid),
});

/**
 * An independent reference: the conventions of ADR 042 written out month by month in the plainest
 * way, sharing no code with the planner. Each debt: balance, minimum, the rate for a month, and its
 * place in the order the extra money follows.
 */
interface RefDebt {
  balance: number;
  minimum: number;
  rateIn: (month: number) => number;
}
function reference(debts: RefDebt[], order: number[], budget: number) {
  const balances = debts.map((debt) => debt.balance);
  let interest = 0;
  let paid = 0;
  for (let month = 1; month <= 600; month++) {
    if (balances.every((balance) => balance === 0)) return { months: month - 1, interest: toCents(interest), paid: toCents(paid) };
    let left = budget;
    const due = balances.map((balance, i) => {
      if (balance === 0) return 0;
      const charged = (balance * debts[i]!.rateIn(month)) / 1200;
      interest += charged;
      return balance + charged;
    });
    const pay = due.map((owed, i) => Math.min(owed, debts[i]!.minimum));
    left -= pay.reduce((a, b) => a + b, 0);
    for (const i of order) {
      const room = due[i]! - pay[i]!;
      const more = Math.max(0, Math.min(room, left));
      pay[i]! += more;
      left -= more;
    }
    for (let i = 0; i < debts.length; i++) {
      paid += pay[i]!;
      balances[i] = due[i]! - pay[i]! < 0.01 ? 0 : due[i]! - pay[i]!;
    }
  }
  return balances.every((balance) => balance === 0) ? { months: 600, interest: toCents(interest), paid: toCents(paid) } : null;
}

const flat = (rate: number) => () => rate;

/** A small deterministic PRNG so the reference comparison is repeatable. */
function mulberry32(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe("the base plan", () => {
  it("is the debt payoff planner's own plan, to the cent", () => {
    const params = query(
      [
        ["Visa", 3200, 19.99, 96],
        ["Car", 8000, 6.5, 250],
      ],
      150,
    );
    const plan = planDebtPayoff(readWhatIfForm(params).base)!.plan;
    const base = compare(params).base;
    expect(base.outcome).toEqual(plan.outcome);
    expect(toCents(base.totalInterest)).toBe(toCents(plan.totalInterest));
    expect(toCents(base.totalPaid)).toBe(toCents(plan.totalPaid));
  });

  it("compares nothing without a plan to compare with (no valid debt, or no extra payment)", () => {
    expect(compareWhatIfs(readWhatIfForm(query([["Visa", 1000, 12, 50]], 0, { whatIfExtra: "100" })))).toBeNull();
    expect(compareWhatIfs(readWhatIfForm(query([["", 1000, 12, 50]], 50)))).toBeNull();
  });

  it("asks for no scenario the URL does not fill in", () => {
    expect(compare(query([["Visa", 1000, 12, 50]], 50)).scenarios).toEqual([]);
  });
});

describe("hand-checked fixtures", () => {
  it("an extra payment at 0%: $1,000 paid $100 a month takes 10 months; $200 takes 5", () => {
    const result = compare(query([["Visa", 1000, 0, 50]], 50, { whatIfExtra: "100" }));
    expect(cents(result.base)).toEqual({ months: 10, interest: 0, paid: 1000 });
    expect(cents(scenario(result, "extra"))).toEqual({ months: 5, interest: 0, paid: 1000 });
    expect(scenario(result, "extra").budget).toBe(200);
  });

  it("a transfer at 0% for 12 months with a 3% fee: $1,236 owed, $36 left when the promotion ends, one month at 20% on it", () => {
    const result = compare(
      query([["Visa", 1200, 20, 50]], 50, { transferDebt: "0", transferFee: "3", promoRate: "0", promoMonths: "12", rateAfter: "20" }),
    );
    const transfer = scenario(result, "transfer");
    // Month 13: $36 × 20% / 12 = $0.60 of interest, then $36.60 clears it.
    expect(cents(transfer)).toEqual({ months: 13, interest: 0.6, paid: 1236.6 });
    expect(transfer.fees).toBe(36);
    expect(transfer.debts).toEqual([
      { row: 0, name: "Visa (balance transfer)", balance: 1236, interestRate: 20, minimumPayment: 50, promo: { interestRate: 0, months: 12 } },
    ]);
  });

  it("a partial transfer leaves the rest on the card with its share of the minimum", () => {
    const result = compare(
      query([["Visa", 1000, 20, 40]], 50, { transferDebt: "0", transferAmount: "250", transferFee: "0", promoMonths: "6", rateAfter: "20" }),
    );
    const [card, moved] = scenario(result, "transfer").debts;
    expect(card).toMatchObject({ balance: 750, minimumPayment: 30 });
    expect(moved).toMatchObject({ balance: 250, minimumPayment: 10, promo: { interestRate: 0, months: 6 } });
    expect(scenario(result, "transfer").budget).toBe(result.base.budget);
  });

  it("never moves more than the debt's balance", () => {
    const result = compare(query([["Visa", 500, 20, 25]], 25, { transferDebt: "0", transferAmount: "9000", promoMonths: "3" }));
    expect(scenario(result, "transfer").debts.map((debt) => debt.balance)).toEqual([500]);
  });

  it("a 0% consolidation loan: $5,000 over 50 months asks $100, but the $200 budget keeps paying: 25 months", () => {
    const rows: Row[] = [
      ["Card", 3000, 24, 90],
      ["Line", 2000, 18, 60],
    ];
    const result = compare(query(rows, 50, { loanDebt: ["0", "1"], loanRate: "0", loanTerm: "50" }));
    const loan = scenario(result, "consolidation");
    expect(loan.debts).toEqual([{ row: 0, name: "Consolidation loan", balance: 5000, interestRate: 0, minimumPayment: 100 }]);
    expect(cents(loan)).toEqual({ months: 25, interest: 0, paid: 5000 });
  });

  it("capitalises the loan's fee: $5,100 at $200 a month is 25 payments and a last one of $100", () => {
    const rows: Row[] = [
      ["Card", 3000, 24, 90],
      ["Line", 2000, 18, 60],
    ];
    const loan = scenario(compare(query(rows, 50, { loanDebt: ["0", "1"], loanRate: "0", loanTerm: "50", loanFee: "2" })), "consolidation");
    expect(loan.fees).toBe(100);
    expect(cents(loan)).toEqual({ months: 26, interest: 0, paid: 5100 });
  });

  it("pays a loan's level payment when it is above the old budget", () => {
    const loan = scenario(compare(query([["Card", 6000, 20, 100]], 10, { loanDebt: "0", loanRate: "0", loanTerm: "12" })), "consolidation");
    expect(loan.budget).toBe(500);
    expect(cents(loan)).toEqual({ months: 12, interest: 0, paid: 6000 });
  });

  it("the level payment of $10,000 at 6% over 60 months is $193.33 (rounded up to the cent)", () => {
    expect(levelPayment(10_000, 6, 60)).toBe(193.33);
    expect(levelPayment(1200, 0, 12)).toBe(100);
  });

  it("says why a scenario cannot be computed instead of guessing", () => {
    const result = compare(query([["Visa", 1000, 20, 40]], 50, { transferDebt: "7", loanDebt: "0", loanTerm: "0" }));
    expect(result.scenarios).toEqual([
      { kind: "transfer", problem: "no-debt" },
      { kind: "consolidation", problem: "no-term" },
    ]);
  });
});

describe("against the independent reference, to the cent", () => {
  it("matches on 300 random plans with all three scenarios", () => {
    const random = mulberry32(42);
    const between = (low: number, high: number) => low + random() * (high - low);
    for (let trial = 0; trial < 300; trial++) {
      const count = 1 + Math.floor(random() * 4);
      const rows: Row[] = Array.from({ length: count }, (_, i) => {
        const balance = toCents(between(200, 20_000));
        const rate = toCents(between(0, 29.99));
        // Minimums above the first month's interest, as lenders set them.
        const minimum = toCents((balance * rate) / 1200 + between(10, 300));
        return [`Debt ${i + 1}`, balance, rate, minimum];
      });
      const extra = toCents(between(5, 500));
      const whatIfExtra = toCents(between(5, 500));
      const from = Math.floor(random() * count);
      const transfer = { amount: random() < 0.5 ? 0 : toCents(between(50, rows[from]![1])), fee: toCents(between(0, 5)) };
      const promo = { rate: toCents(between(0, 5)), months: 1 + Math.floor(random() * 24), after: toCents(between(10, 30)) };
      const loanRows = rows.map((_, i) => i).filter(() => random() < 0.6);
      const loan = { rate: toCents(between(3, 15)), term: 12 + Math.floor(random() * 72), fee: toCents(between(0, 4)) };
      const strategy: Strategy = random() < 0.5 ? "snowball" : "avalanche";
      const params = query(
        rows,
        extra,
        {
          whatIfExtra: String(whatIfExtra),
          transferDebt: String(from),
          transferAmount: transfer.amount ? String(transfer.amount) : "",
          transferFee: String(transfer.fee),
          promoRate: String(promo.rate),
          promoMonths: String(promo.months),
          rateAfter: String(promo.after),
          loanDebt: loanRows.map(String),
          loanRate: String(loan.rate),
          loanTerm: String(loan.term),
          loanFee: String(loan.fee),
        },
        strategy,
      );
      const result = compare(params);

      // Orders, written out again: snowball by balance then higher rate, avalanche by rate then smaller balance.
      const orderOf = (list: { balance: number; rate: number }[]) =>
        list
          .map((_, i) => i)
          .sort((a, b) => {
            const x = list[a]!;
            const y = list[b]!;
            const primary = strategy === "snowball" ? x.balance - y.balance || y.rate - x.rate : y.rate - x.rate || x.balance - y.balance;
            return primary || a - b;
          });
      const minimums = rows.reduce((sum, row) => sum + row[3], 0);
      const budget = minimums + extra;
      const baseDebts = rows.map(([, balance, rate, minimum]) => ({ balance, minimum, rateIn: flat(rate), rate }));
      const expectRun = (plan: PlanRun, expected: ReturnType<typeof reference>, label: string) => {
        if (!expected) return expect(plan.outcome.status, label).not.toBe("paid-off");
        expect(cents(plan), `${label} (trial ${trial})`).toEqual({ months: expected.months, interest: expected.interest, paid: expected.paid });
      };

      expectRun(result.base, reference(baseDebts, orderOf(baseDebts), budget), "base");
      expectRun(scenario(result, "extra"), reference(baseDebts, orderOf(baseDebts), budget + whatIfExtra), "extra");

      // The transfer: the amount (all when blank) + fee on a new balance at the promo rate, then the rate after.
      const source = rows[from]!;
      const moved = transfer.amount || source[1];
      const share = toCents((source[3] * moved) / source[1]);
      const rest = toCents(source[1] - moved);
      const transferDebts = [
        ...baseDebts.flatMap((debt, i) =>
          i !== from ? [debt] : rest > 0 ? [{ ...debt, balance: rest, minimum: toCents(debt.minimum - share) }] : [],
        ),
        {
          balance: toCents(moved + toCents((moved * transfer.fee) / 100)),
          minimum: share,
          rateIn: (month: number) => (month <= promo.months ? promo.rate : promo.after),
          rate: promo.rate,
        },
      ];
      expectRun(scenario(result, "transfer"), reference(transferDebts, orderOf(transferDebts), budget), "transfer");

      if (loanRows.length > 0) {
        const owed = toCents(loanRows.reduce((sum, i) => sum + rows[i]![1], 0));
        const principal = toCents(owed + toCents((owed * loan.fee) / 100));
        const r = loan.rate / 1200;
        const payment = Math.ceil(((principal * r) / (1 - (1 + r) ** -loan.term)) * 100 - 1e-6) / 100;
        const loanDebts = [
          ...baseDebts.filter((_, i) => !loanRows.includes(i)),
          { balance: principal, minimum: payment, rateIn: flat(loan.rate), rate: loan.rate },
        ];
        const loanBudget = Math.max(
          budget,
          loanDebts.reduce((sum, debt) => sum + debt.minimum, 0),
        );
        expectRun(scenario(result, "consolidation"), reference(loanDebts, orderOf(loanDebts), loanBudget), "consolidation");
      }
    }
  });
});

describe("the export", () => {
  it("writes one line per plan with its debt-free month and amounts to the cent", () => {
    const params = query([["Visa", 1000, 0, 50]], 50, { whatIfExtra: "100" });
    const rows = whatIfCsv(compare(params), "2026-01-15", "CAD", english);
    expect(rows).toEqual([
      ["Plan", "Debt-free", "Months", "Monthly payment (CAD)", "Total interest (CAD)", "Fees (CAD)", "Total paid (CAD)"],
      ["Your plan", "Nov 2026", 10, 100, 0, 0, 1000],
      ["Extra payment", "Jun 2026", 5, 200, 0, 0, 1000],
    ]);
    expect(whatIfCsv(null, "2026-01-15", "USD", english)).toHaveLength(1);
  });

  it("writes a French page's file in French, its months the French way", () => {
    const params = query([["Visa", 1000, 0, 50]], 50, { whatIfExtra: "100" });
    expect(whatIfCsv(compare(params), "2026-01-15", "CAD", french, "fr")).toEqual([
      ["Plan", "Sans dettes", "Mois", "Versement mensuel (CAD)", "Intérêts totaux (CAD)", "Frais (CAD)", "Total payé (CAD)"],
      ["Votre plan", "nov. 2026", 10, 100, 0, 0, 1000],
      ["Versement supplémentaire", "juin 2026", 5, 200, 0, 0, 1000],
    ]);
  });
});

describe("a French page's what-ifs", () => {
  it("reads amounts and rates typed the French way, and a number field's as well", () => {
    const typed = new URLSearchParams([
      ["name", "Visa"],
      ["balance", "1 000,50"],
      ["interestRate", "19,99"],
      ["minimumPayment", "50"],
      ["extraPayment", "50"],
      ["whatIfExtra", "1 234,5"],
      ["transferDebt", "0"],
      ["transferFee", "3,5"],
      ["promoMonths", "6"],
    ]);
    const form = readWhatIfForm(typed, "fr");
    expect(form.extra).toBe(1234.5);
    expect(form.base.debts[0]).toMatchObject({ balance: 1000.5, interestRate: 19.99 });
    expect(form.transfer).toMatchObject({ feePercent: 3.5, promoMonths: 6 });
    expect(readWhatIfForm(new URLSearchParams("whatIfExtra=1234.5"), "fr").extra).toBe(1234.5);
    // An English page reads only what a number field sends.
    expect(readWhatIfForm(new URLSearchParams("whatIfExtra=1 234,5")).extra).toBe(0);
  });
});
