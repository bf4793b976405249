import { describe, expect, it } from "vitest";
import { budgetCsvRows, computeBudget, parseBudget } from "./budget";
import { toCsv } from "~/lib/domain/csv";
import { translate } from "~/lib/i18n/catalogues.server";
import type { ToolText } from "./format";

/** The English exports, as the English pages download them. */
const english: ToolText = (key, values) => translate("en", key, values);

const q = (query: string) => computeBudget(parseBudget(new URLSearchParams(query)));

// A hand-checked plan: income 5,000 + 1,000 = 6,000; needs 1,800+600+300+200+150+100+250 = 3,400;
// wants 400+150 = 550; savings 900; expenses 4,850; net 1,150.
const PLAN =
  "method=50-30-20&income.salary=5000&income.freelance=1000&expense.housing=1800&expense.food=600" +
  "&expense.transportation=300&expense.utilities=200&expense.entertainment=400&expense.healthcare=150" +
  "&expense.insurance=100&expense.debt=250&expense.savings=900&expense.other=150";

describe("parseBudget", () => {
  it("reads the spec's keys and defaults the method to 50-30-20", () => {
    const input = parseBudget(new URLSearchParams("income.salary=4200.50&expense.debt=300"));
    expect(input.method).toBe("50-30-20");
    expect(input.income).toEqual({ salary: 4200.5, freelance: 0, investments: 0, other: 0 });
    expect(input.expenses.debt).toBe(300);
    expect(input.expenses.housing).toBe(0);
  });

  it("accepts the three methods and nothing else", () => {
    expect(parseBudget(new URLSearchParams("method=envelope")).method).toBe("envelope");
    expect(parseBudget(new URLSearchParams("method=zero-based")).method).toBe("zero-based");
    expect(parseBudget(new URLSearchParams("method=70-20-10")).method).toBe("50-30-20");
  });

  it("counts empty, invalid and negative amounts as 0 and survives absurd ones", () => {
    const result = q("income.salary=abc&income.other=-500&expense.food=&expense.housing=1e15&expense.other=1e400");
    expect(result.totalIncome).toBe(0);
    expect(result.totalExpenses).toBe(1e15);
    expect(result.netIncome).toBe(-1e15);
    expect(result.rule).toBeNull();
  });
});

describe("computeBudget", () => {
  it("balances to exactly zero when expenses equal income to the cent (no red '-$0.00')", () => {
    const result = q("income.salary=2150.70&expense.housing=1200&expense.food=450.20&expense.transportation=200.20&expense.savings=300.30");
    expect(result.totalExpenses).toBe(2150.7);
    expect(Object.is(result.netIncome, 0)).toBe(true);
  });

  it("totals income and expenses; net income is the difference", () => {
    const result = q(PLAN);
    expect(result.totalIncome).toBe(6000);
    expect(result.totalExpenses).toBe(4850);
    expect(result.netIncome).toBe(1150);
  });

  it("splits income 50/30/20 and compares the spec's buckets", () => {
    expect(q(PLAN).rule).toEqual([
      { key: "needs", label: "Needs", targetPercent: 50, target: 3000, actual: 3400, actualPercent: (3400 / 6000) * 100, difference: 400 },
      { key: "wants", label: "Wants", targetPercent: 30, target: 1800, actual: 550, actualPercent: (550 / 6000) * 100, difference: -1250 },
      { key: "savings", label: "Savings", targetPercent: 20, target: 1200, actual: 900, actualPercent: 15, difference: -300 },
    ]);
  });

  it("shows no rule without income above 0", () => {
    expect(q("expense.housing=1000").rule).toBeNull();
    expect(q("").rule).toBeNull();
  });

  it("gives every category an envelope: monthly, weekly (× 12 ÷ 52) and share of income", () => {
    const housing = q(PLAN).categories.find((line) => line.key === "housing")!;
    expect(housing.monthly).toBe(1800);
    expect(housing.weekly).toBeCloseTo(415.38, 2);
    expect(housing.percentOfIncome).toBe(30);
    expect(q(PLAN).categories).toHaveLength(10);
    expect(q("expense.food=100").categories.find((line) => line.key === "food")!.percentOfIncome).toBeNull();
  });

  it("net income (zero-based's 'left to assign'): negative when over-assigned, exactly zero when sums meet to the cent", () => {
    expect(q("income.salary=1000&expense.housing=1200").netIncome).toBe(-200);
    expect(Object.is(q("income.salary=0.3&expense.food=0.1&expense.other=0.2").netIncome, 0)).toBe(true);
  });
});

describe("budgetCsvRows", () => {
  it("lists inputs, summary and the 50/30/20 section in the page's currency", () => {
    const rows = budgetCsvRows(q(PLAN), "CAD", english);
    expect(rows[0]).toEqual(["Budget plan", "50/30/20 Rule"]);
    expect(rows).toContainEqual(["Section", "Item", "Monthly amount (CAD)"]);
    expect(rows).toContainEqual(["Income", "Salary (after tax)", 5000]);
    expect(rows).toContainEqual(["Expenses", "Debt payments", 250]);
    expect(rows).toContainEqual(["Summary", "Net income", 1150]);
    expect(rows).toContainEqual(["Needs", 50, 3000, 3400, (3400 / 6000) * 100, 400]);
    expect(toCsv(rows)).toContain("\r\nNeeds,50,3000,3400,56.67,400\r\n");
  });

  it("exports the envelope and zero-based sections for those methods", () => {
    const envelope = budgetCsvRows(q(PLAN.replace("50-30-20", "envelope")), "USD", english);
    expect(envelope).toContainEqual(["Envelope", "Monthly (USD)", "Weekly (USD)", "Share of income (%)"]);
    expect(envelope).toContainEqual(["Housing", 1800, 1800 / (52 / 12), 30]);
    const zero = budgetCsvRows(q(PLAN.replace("50-30-20", "zero-based")), "USD", english);
    expect(zero).toContainEqual(["Left to assign", 1150, ""]);
  });

  it("says why there is no breakdown without income", () => {
    expect(budgetCsvRows(q(""), "USD", english).at(-1)).toEqual(["Enter an income above 0 to see the 50/30/20 breakdown."]);
  });
});

describe("a French page", () => {
  const french: ToolText = (key, values) => translate("fr", key, values);

  it("reads amounts typed the French way", () => {
    const result = computeBudget(parseBudget(new URLSearchParams("income.salary=1+234%2C50&expense.food=200"), "fr"));
    expect(result.totalIncome).toBe(1234.5);
    expect(result.netIncome).toBe(1034.5);
  });

  it("exports its plan with French headers and labels", () => {
    const rows = budgetCsvRows(q(PLAN), "CAD", french);
    expect(rows[0]).toEqual(["Plan budgétaire", "Règle 50/30/20"]);
    expect(rows).toContainEqual(["Section", "Élément", "Montant mensuel (CAD)"]);
    expect(rows).toContainEqual(["Revenus", "Salaire (après impôt)", 5000]);
    expect(rows).toContainEqual(["Besoins", 50, 3000, 3400, (3400 / 6000) * 100, 400]);
  });
});
