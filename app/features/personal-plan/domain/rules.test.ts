import { describe, expect, it } from "vitest";
import figuresFile from "../../../../content/figures/2026.json";
import { readPlanFigures, type PlanFigureKey } from "./plan-figures";
import { CALIFORNIA, ONTARIO } from "./fixtures";
import type { Intake } from "./intake";
import { PLAN_LESSONS } from "./lessons";
import {
  accountOrder,
  aboveFirstCanadianBracket,
  aboveUs12PercentBracket,
  assetAllocation,
  budgetSection,
  crossBorderSection,
  debtSection,
  emergencyFund,
  employerMatch,
  personalPlan,
  rrspRoom,
  taxStrategies,
  UNCONFIRMED_FIGURE_TEXT,
} from "./rules";

const figures = readPlanFigures(figuresFile);
const TODAY = "2026-11-26";
const titles = (items: { title: string }[]) => items.map((item) => item.title);
const intake = (change: Partial<Intake>): Intake => ({ ...ONTARIO, ...change });

describe("budget against 50/30/20", () => {
  it("classifies the budget tool's categories into needs, wants and savings and compares them with the rule", () => {
    const budget = budgetSection(ONTARIO);
    expect(budget.lines.find((line) => line.key === "debt")!.bucket).toBe("needs");
    expect(budget.lines.find((line) => line.key === "entertainment")!.bucket).toBe("wants");
    expect(budget.buckets!.map((bucket) => [bucket.key, bucket.target, bucket.actual])).toEqual([
      ["needs", 2600, 3550],
      ["wants", 1560, 550],
      ["savings", 1040, 800],
    ]);
    expect(budget.leftOver).toBe(5200 - 4900);
  });

  it("has no rule to compare without income", () => {
    expect(budgetSection(intake({ monthlyIncome: 0 })).buckets).toBeNull();
  });
});

describe("emergency fund (Budget Bootcamp Day 5: three to six months of essentials)", () => {
  it("targets three to six months of the needs and measures cash savings against it", () => {
    expect(emergencyFund(ONTARIO)).toEqual({ essentials: 3550, low: 10650, high: 21300, saved: 3000, shortfall: 7650 });
    expect(emergencyFund(intake({ savings: { ...ONTARIO.savings, cash: 20000 } })).shortfall).toBe(0);
  });
});

describe("debt strategy (the payoff tool's avalanche)", () => {
  it("pays the highest rate first and gives the month the last debt is paid", () => {
    const debts = debtSection(ONTARIO, TODAY);
    expect(debts.status).toBe("planned");
    if (debts.status !== "planned") return;
    expect(debts.order).toEqual(["Visa card", "Car loan"]);
    expect(debts.totalMonthly).toBe(700);
    expect(debts.payoffMonth).toMatch(/^[A-Z][a-z]{2} 20\d\d$/);
  });

  it("says so when there are no debts, or no payment above the minimums to plan with", () => {
    expect(debtSection(intake({ debts: [] }), TODAY)).toEqual({ status: "none" });
    expect(debtSection(intake({ extraDebtPayment: 0 }), TODAY)).toEqual({ status: "no-extra", totalMinimums: 400 });
  });
});

describe("the order to fund accounts in Canada (Ontario)", () => {
  const steps = accountOrder(ONTARIO, figures);

  it("follows the Masterclass savings order: basics, match, high-interest debt, emergency fund, FHSA, then RRSP before TFSA at this income", () => {
    expect(titles(steps)).toEqual([
      "Cover the basics",
      "Build a starter emergency fund",
      "Take the full employer match",
      "Pay off high-interest debt",
      "Finish the emergency fund",
      "FHSA for your first home",
      "RRSP",
      "TFSA",
      "Pay down moderate-interest debt and fund other goals",
      "Invest in a taxable account",
    ]);
  });

  it("puts the TFSA before the RRSP within the first federal bracket", () => {
    const low = accountOrder(intake({ annualGross: 40000 }), figures);
    expect(titles(low).indexOf("TFSA")).toBeLessThan(titles(low).indexOf("RRSP"));
    expect(aboveFirstCanadianBracket(intake({ annualGross: 40000 }), figures)).toBe(false);
  });

  it("prints the file's limits and computes RRSP room as 18% of income up to the dollar limit", () => {
    expect(steps.find((step) => step.title === "TFSA")!.body).toContain("$7,000");
    expect(rrspRoom(ONTARIO, figures)).toBe(15300);
    expect(rrspRoom(intake({ annualGross: 500000 }), figures)).toBe(33810);
    expect(steps.find((step) => step.title === "FHSA for your first home")!.body).toContain("$8,000");
  });

  it("adds the RESP only with an education goal", () => {
    expect(titles(steps)).not.toContain("RESP up to the full grant");
    expect(titles(accountOrder(intake({ goals: ["education"] }), figures))).toContain("RESP up to the full grant");
  });

  it("computes the employer match from the salary", () => {
    expect(employerMatch(ONTARIO)).toEqual({ contribution: 3400, employer: 1700 });
    expect(employerMatch(intake({ match: { percent: 0, upTo: 0 } }))).toBeNull();
  });
});

describe("the order to fund accounts in the US (California)", () => {
  const steps = accountOrder(CALIFORNIA, figures);

  it("uses HSA, IRA, 401(k) and 529, never a Canadian account", () => {
    const shown = titles(steps);
    expect(shown).toEqual(
      expect.arrayContaining([
        "HSA, if you have a high-deductible health plan",
        "401(k) up to the annual limit",
        "529 plan for a child's education",
      ]),
    );
    expect(shown.some((title) => /TFSA|RRSP|FHSA|RESP/.test(title))).toBe(false);
  });

  it("adds the catch-up amounts for the member's age from the file", () => {
    expect(steps.find((step) => step.title.startsWith("401(k)"))!.body).toContain("$8,000");
    expect(steps.find((step) => step.title.includes("IRA"))!.body).toContain("$1,100");
    const sixtyOne = accountOrder({ ...CALIFORNIA, age: 61 }, figures);
    expect(sixtyOne.find((step) => step.title.startsWith("401(k)"))!.body).toContain("$11,250");
  });
});

describe("tax strategies", () => {
  it("Ontario: RRSP deduction against the bracket and FHSA before RRSP for a first home, with CRA sources", () => {
    const items = taxStrategies(ONTARIO, figures);
    expect(titles(items)).toEqual(["Employer match first", "RRSP deduction against your bracket", "FHSA before RRSP for a first home"]);
    // The first bracket's top is not confirmed by a stored copy of CRA's page: the plan names it, not its number.
    expect(items[1]!.body).toContain(`above the first federal bracket (${UNCONFIRMED_FIGURE_TEXT})`);
    expect(items[1]!.body).not.toContain("$58,523");
    expect(items.every((item) => item.sources.every((source) => source.url.startsWith("https://")))).toBe(true);
  });

  it("California: Roth or traditional by bracket and the HSA's triple advantage, with IRS sources", () => {
    const items = taxStrategies(CALIFORNIA, figures);
    expect(titles(items)).toEqual(["Employer match first", "Roth or traditional", "The HSA's triple advantage"]);
    expect(aboveUs12PercentBracket(CALIFORNIA, figures)).toBe(false);
    expect(items[1]!.body).toContain("within the 12% bracket");
    expect(aboveUs12PercentBracket({ ...CALIFORNIA, annualGross: 120000 }, figures)).toBe(true);
  });
});

describe("cross-border section", () => {
  it("appears only with ties to both countries", () => {
    expect(crossBorderSection(ONTARIO, figures)).toBeNull();
    expect(titles(crossBorderSection(CALIFORNIA, figures)!)).toEqual([
      "A US person's TFSA and RESP are not sheltered from US tax",
      "Canadian ETFs and mutual funds are PFICs",
      "The treaty for RRSPs and 401(k)s",
      "FBAR and Form 8938",
    ]);
  });

  it("gives the Form 8938 thresholds for where the member lives", () => {
    const inUs = crossBorderSection(CALIFORNIA, figures)!.at(-1)!;
    expect(inUs.body).toContain("$10,000");
    // Form 8938's thresholds are not confirmed by a stored copy of the IRS page: named, not printed.
    expect(inUs.body).toContain(`above ${UNCONFIRMED_FIGURE_TEXT} on the last day of the year`);
    const abroad = crossBorderSection({ ...ONTARIO, crossBorder: true }, figures)!.at(-1)!;
    expect(abroad.body).not.toContain("$200,000");
  });
});

describe("the whole plan", () => {
  const plans = [personalPlan(ONTARIO, figures, TODAY), personalPlan(CALIFORNIA, figures, TODAY)];

  it("prints only figures from the file: changing a figure in a copy of the file changes the plan", () => {
    const copy = structuredClone(figuresFile) as { figures: Record<string, { value: string }> };
    copy.figures["ca.tfsa.annual_limit"]!.value = "$9,999";
    copy.figures["us.401k.employee_limit"]!.value = "$31,337";
    const changed = readPlanFigures(copy);
    expect(JSON.stringify(personalPlan(ONTARIO, changed, TODAY))).toContain("$9,999");
    expect(JSON.stringify(personalPlan(CALIFORNIA, changed, TODAY))).toContain("$31,337");
    for (const plan of plans) expect(JSON.stringify(plan)).not.toMatch(/\$9,999|\$31,337/);
  });

  it("shows every confirmed figure a step says it uses, as the file prints it, and no unconfirmed one", () => {
    for (const plan of plans) {
      for (const item of [...plan.accounts, ...plan.tax, ...(plan.crossBorder ?? [])]) {
        for (const key of item.figures) {
          const figure = figures.figures[key as PlanFigureKey];
          if (figure.confirmed) expect(item.body).toContain(figure.value);
          else expect(item.body).toContain(UNCONFIRMED_FIGURE_TEXT);
        }
      }
    }
  });

  it("links every step to a lesson", () => {
    const lessons = Object.values(PLAN_LESSONS).map((lesson) => lesson.href);
    for (const plan of plans) {
      for (const item of [...plan.accounts, ...plan.tax, ...(plan.crossBorder ?? [])]) expect(lessons).toContain(item.lesson.href);
    }
  });

  it("never names a security, fund or ticker", () => {
    const TICKERS = ["VFV", "XEQT", "VEQT", "XGRO", "VGRO", "VTI", "VOO", "SPY", "QQQ", "XIC", "ZAG", "BND", "VXUS"];
    for (const plan of [
      ...plans,
      personalPlan({ ...ONTARIO, goals: ["firstHome", "retirement", "education", "emergency", "other"], crossBorder: true }, figures, TODAY),
    ]) {
      const text = JSON.stringify(plan);
      for (const ticker of TICKERS) expect(text).not.toMatch(new RegExp(`\\b${ticker}\\b`));
    }
  });

  it("teaches asset allocation by goal horizon, in asset classes and accounts", () => {
    const allocation = assetAllocation(ONTARIO);
    expect(allocation.map((line) => line.goal)).toEqual(["Emergency fund", "First home", "Retirement"]);
    expect(allocation.at(-1)!.horizon).toBe("About 34 years");
    expect(assetAllocation(CALIFORNIA).find((line) => line.goal === "A child's education")!.placement).toBe("529 plan");
  });
});
