/**
 * The personalised plan's rules (issue 27 item 3): plain functions from the intake and the year's
 * figures to the plan's sections. Each rule cites its source beside it; each step links the lesson
 * that teaches it. Everything here is education about general rules, not advice from a registered
 * adviser, and no rule ever names a security, fund or ticker.
 */
import type { Currency } from "~/lib/domain/catalog";
import { monthAfter, formatMonth } from "~/lib/domain/dates";
import { currencyForCountry } from "~/lib/domain/money";
import { BUCKETS, computeBudget, EXPENSE_FIELDS, type BucketKey, type ExpenseKey } from "~/features/tools/domain/budget";
import { planDebtPayoff } from "~/features/tools/domain/debt-payoff";
import type { MessageKey } from "~/lib/i18n/messages";
import type { Intake } from "./intake";
import { PLAN_LESSONS, type LessonLink } from "./lessons";
import type { PlanFigureKey, PlanFigures } from "./plan-figures";
import { planMoney, planWords as w, type PlanValue, type PlanWords } from "./plan-words";
import { regionName } from "~/lib/domain/regions";

export interface Source {
  label: string;
  url: string;
  /** The label's catalogue key, for the plan in another language (plan-words.ts). */
  key?: MessageKey;
}

/** One paragraph of the plan, with the figures it prints (so a test can check them against the file). */
export interface PlanItem {
  title: string;
  body: string;
  lesson: LessonLink;
  sources: Source[];
  figures: PlanFigureKey[];
  /** The title and body as catalogue keys and values, for the plan in another language (plan-words.ts). */
  words?: { title: PlanWords; body: PlanWords };
}

// ---- Budget against 50/30/20 (Budget Bootcamp Day 2; the budget tool's buckets) ----

export interface BudgetLine {
  key: ExpenseKey;
  label: string;
  bucket: BucketKey;
  monthly: number;
}

export interface BudgetSection {
  income: number;
  lines: BudgetLine[];
  buckets: { key: BucketKey; label: string; targetPercent: number; target: number; actual: number; actualPercent: number }[] | null;
  leftOver: number;
}

/** The month's spending against 50/30/20, classified with the budget tool's own buckets (one source of truth). */
export function budgetSection(intake: Intake): BudgetSection {
  const result = computeBudget({
    method: "50-30-20",
    income: { salary: intake.monthlyIncome, freelance: 0, investments: 0, other: 0 },
    expenses: intake.spending,
  });
  const bucketOf = (key: ExpenseKey): BucketKey => BUCKETS.find((bucket) => (bucket.expenses as readonly ExpenseKey[]).includes(key))!.key;
  return {
    income: result.totalIncome,
    lines: EXPENSE_FIELDS.map(({ key, label }) => ({ key, label, bucket: bucketOf(key), monthly: intake.spending[key] })),
    buckets: result.rule,
    leftOver: result.netIncome,
  };
}

// ---- Emergency fund (Budget Bootcamp Day 5: "three to six months of essential expenses") ----

/** The lesson's guideline, not a government figure: Budget Bootcamp Day 5, "How much is enough?". */
export const EMERGENCY_MONTHS = { low: 3, high: 6 } as const;

/** Essentials are the needs bucket (housing, food, transportation, utilities, healthcare, insurance, minimum debt payments). */
export function essentialSpending(intake: Intake): number {
  const needs = BUCKETS.find((bucket) => bucket.key === "needs")!.expenses;
  return needs.reduce((total, key) => total + intake.spending[key], 0);
}

export interface EmergencySection {
  essentials: number;
  low: number;
  high: number;
  saved: number;
  /** How far the cash savings are from the low end of the target (0 when reached). */
  shortfall: number;
}

/** Cash savings (the non-registered and cash line) against 3–6 months of essentials. */
export function emergencyFund(intake: Intake): EmergencySection {
  const essentials = essentialSpending(intake);
  const low = essentials * EMERGENCY_MONTHS.low;
  return {
    essentials,
    low,
    high: essentials * EMERGENCY_MONTHS.high,
    saved: intake.savings.cash,
    shortfall: Math.max(0, low - intake.savings.cash),
  };
}

// ---- Debts: the debt-payoff tool's avalanche (Debt Challenge Phase 2) ----

export type DebtSection =
  | { status: "none" }
  /** Minimums only: the payoff tool plans only with a payment above the minimums (spec). */
  | { status: "no-extra"; totalMinimums: number }
  | { status: "never"; totalMonthly: number }
  | { status: "planned"; order: string[]; months: number; payoffMonth: string; totalInterest: number; totalMonthly: number };

/** Avalanche by default (highest rate first: the least interest, Debt Challenge Phase 2). */
export function debtSection(intake: Intake, today: string): DebtSection {
  if (intake.debts.length === 0) return { status: "none" };
  const plan = planDebtPayoff({
    debts: intake.debts.map((debt) => ({ name: debt.name, balance: debt.balance, interestRate: debt.rate, minimumPayment: debt.minimum })),
    extraPayment: intake.extraDebtPayment,
    strategy: "avalanche",
  });
  if (!plan) return { status: "no-extra", totalMinimums: intake.debts.reduce((total, debt) => total + debt.minimum, 0) };
  if (plan.plan.outcome.status !== "paid-off") return { status: "never", totalMonthly: plan.totalMonthly };
  const months = plan.plan.outcome.months;
  return {
    status: "planned",
    order: plan.plan.order.map((index) => plan.debts[index]!.name),
    months,
    payoffMonth: formatMonth(monthAfter(today, months)),
    totalInterest: plan.plan.totalInterest,
    totalMonthly: plan.totalMonthly,
  };
}

// ---- The order to fund accounts (Financial Masterclass Month 3, Part 7 "The savings order") ----

/** Part 7's line between high- and moderate-interest debt ("anything above about 8%"): the lesson's rule of thumb. */
export const HIGH_INTEREST_RATE = 8;

const money = (amount: number, currency: Currency) => planMoney(amount, currency);

/** What a plan prints for a figure no stored copy of its official page confirmed, instead of its number (as lessons do). */
export const UNCONFIRMED_FIGURE_TEXT = "this year's figure (see the official source below)";

function figureText(figures: PlanFigures, key: PlanFigureKey): string {
  const figure = figures.figures[key];
  return figure.confirmed ? figure.value : UNCONFIRMED_FIGURE_TEXT;
}

/** The sources the steps cite, by name: the English label here, the others' in the catalogue (`plans.rule.source.<name>`). */
const SOURCE_LABELS = {
  craFhsa: "CRA: First Home Savings Account",
  esdcCesg: "ESDC: Canada Education Savings Grant",
  craRrsp: "CRA: RRSP deduction limit",
  craTfsa: "CRA: TFSA contributions",
  irsHsa: "IRS: HSA limits",
  irsIra: "IRS: IRA contribution limits",
  irsRoth: "IRS: Roth IRA limits",
  irs401k: "IRS: 401(k) contribution limits",
  irs529: "IRS: 529 plans",
  craRrspEmployer: "CRA: RRSP deduction limit (employer contributions count against it)",
  craTaxRates: "CRA: income tax rates",
  craHbp: "CRA: Home Buyers' Plan",
  irsRothChart: "IRS: Roth comparison chart",
  irsBrackets: "IRS: federal income tax brackets",
  irsPub969: "IRS Publication 969",
  irsAbroad: "IRS: US citizens and resident aliens abroad",
  irsForm8621: "IRS: About Form 8621",
  irsRevProc: "IRS Revenue Procedure 2014-55",
  irsTreaty: "IRS: Canada tax treaty documents",
  fincenFbar: "FinCEN: FBAR",
  irsForm8938: "IRS: Form 8938 questions and answers",
} as const;
type SourceName = keyof typeof SOURCE_LABELS;

/** A source at a fixed address (not a figure's). */
function cited(name: SourceName, url: string): Source {
  return { label: SOURCE_LABELS[name], url, key: `plans.rule.source.${name}` };
}

function source(figures: PlanFigures, key: PlanFigureKey, name: SourceName): Source {
  return cited(name, figures.figures[key].source);
}

/** A figure as a value of the words. */
const figure = (key: PlanFigureKey): PlanValue => ({ figure: key });
const amount = (value: number): PlanValue => ({ money: value });
const percent = (value: number): PlanValue => ({ percent: value });
const fragment = (key: MessageKey, values?: Readonly<Record<string, PlanValue>>): PlanValue => ({ words: w(key, values) });

/** Canada: the marginal federal rate is above the first bracket's once taxable income passes its top (CRA rates page). */
export function aboveFirstCanadianBracket(intake: Intake, figures: PlanFigures): boolean {
  return intake.annualGross > figures.figures["ca.tax.federal_first_bracket_top"].amount;
}

/** US: taxable income (gross less the standard deduction, IRS) above the 12% bracket's top means 22% or more. */
export function aboveUs12PercentBracket(intake: Intake, figures: PlanFigures): boolean {
  const taxable = intake.annualGross - figures.figures["us.standard_deduction.single"].amount;
  return taxable > figures.figures["us.income_tax.single_12_percent_top"].amount;
}

/** RRSP room from this income: 18% of earned income up to the dollar limit (CRA; the previous year's income, less any pension adjustment). */
export function rrspRoom(intake: Intake, figures: PlanFigures): number {
  return Math.min((intake.annualGross * figures.figures["ca.rrsp.rate"].amount) / 100, figures.figures["ca.rrsp.dollar_limit"].amount);
}

/** The yearly contribution that earns the whole employer match: `upTo`% of salary; the employer adds `percent`% of it. */
export function employerMatch(intake: Intake): { contribution: number; employer: number } | null {
  if (intake.match.percent <= 0 || intake.match.upTo <= 0 || intake.annualGross <= 0) return null;
  const contribution = (intake.annualGross * intake.match.upTo) / 100;
  return { contribution, employer: (contribution * intake.match.percent) / 100 };
}

export function accountOrder(intake: Intake, figures: PlanFigures): PlanItem[] {
  const currency = currencyForCountry(intake.country);
  const fig = (key: PlanFigureKey) => figureText(figures, key);
  const steps: PlanItem[] = [];
  const step = (item: Omit<PlanItem, "lesson" | "sources" | "figures"> & Partial<Pick<PlanItem, "lesson" | "sources" | "figures">>) =>
    steps.push({ lesson: PLAN_LESSONS.accounts, sources: [], figures: [], ...item });
  const fund = emergencyFund(intake);
  const high = intake.debts.filter((debt) => debt.rate > HIGH_INTEREST_RATE);
  const moderate = intake.debts.filter((debt) => debt.rate <= HIGH_INTEREST_RATE);
  const match = employerMatch(intake);

  step({
    title: "Cover the basics",
    body: "Pay essential bills and the minimum payment on every debt, every month: missed minimums cost fees, penalty rates and credit-score damage.",
    words: { title: w("plans.rule.basics.title"), body: w("plans.rule.basics.body") },
  });
  if (fund.saved < fund.essentials) {
    step({
      title: "Build a starter emergency fund",
      body: `About one month of essential spending, ${money(fund.essentials, currency)}, in a ${intake.country === "CA" ? "high-interest" : "high-yield"} savings account.`,
      lesson: PLAN_LESSONS.emergencyFund,
      words: {
        title: w("plans.rule.starterFund.title"),
        body: w("plans.rule.starterFund.body", {
          amount: amount(fund.essentials),
          account: fragment(`plans.rule.starterFund.account.${intake.country}`),
        }),
      },
    });
  }
  if (match) {
    const where = intake.country === "CA" ? "group RRSP or pension plan" : "401(k)";
    step({
      title: "Take the full employer match",
      body: `Contribute ${money(match.contribution, currency)} a year (${intake.match.upTo}% of your salary) to your ${where}; your employer adds ${money(match.employer, currency)}, an instant ${intake.match.percent}% return.`,
      words: {
        title: w("plans.rule.match.title"),
        body: w("plans.rule.match.body", {
          contribution: amount(match.contribution),
          upTo: percent(intake.match.upTo),
          where: fragment(`plans.rule.match.where.${intake.country}`),
          employer: amount(match.employer),
          percent: percent(intake.match.percent),
        }),
      },
    });
  }
  if (high.length > 0) {
    step({
      title: "Pay off high-interest debt",
      body: `${high.map((debt) => debt.name).join(", ")}: above about ${HIGH_INTEREST_RATE}% a year, repaying is a guaranteed return at that rate. Your debt plan below sets the order.`,
      lesson: PLAN_LESSONS.debt,
      words: {
        title: w("plans.rule.highDebt.title"),
        body: w("plans.rule.highDebt.body", { debts: { list: high.map((debt) => debt.name) }, rate: percent(HIGH_INTEREST_RATE) }),
      },
    });
  }
  if (fund.shortfall > 0) {
    step({
      title: "Finish the emergency fund",
      body: `Three to six months of essential spending: ${money(fund.low, currency)} to ${money(fund.high, currency)}.`,
      lesson: PLAN_LESSONS.emergencyFund,
      words: {
        title: w("plans.rule.finishFund.title"),
        body: w("plans.rule.finishFund.body", { low: amount(fund.low), high: amount(fund.high) }),
      },
    });
  }
  if (intake.country === "CA") canadianAccounts(intake, figures, currency, step, fig);
  else usAccounts(intake, figures, step, fig);
  if (moderate.length > 0 || intake.goals.includes("other")) {
    step({
      title: "Pay down moderate-interest debt and fund other goals",
      body:
        moderate.length > 0
          ? `${moderate.map((debt) => debt.name).join(", ")}, and your other goals, once the accounts above are funded.`
          : "Your other goals, once the accounts above are funded.",
      lesson: PLAN_LESSONS.firstHome,
      words: {
        title: w("plans.rule.moderate.title"),
        body:
          moderate.length > 0
            ? w("plans.rule.moderate.debts", { debts: { list: moderate.map((debt) => debt.name) } })
            : w("plans.rule.moderate.goals"),
      },
    });
  }
  step({
    title: "Invest in a taxable account",
    body:
      intake.country === "CA"
        ? "A non-registered account, with the investments taxed most lightly there (asset location, Part 8)."
        : "A taxable brokerage account, with tax-efficient, low-turnover holdings there (asset location, Part 8).",
    words: { title: w("plans.rule.taxable.title"), body: w(`plans.rule.taxable.${intake.country}`) },
  });
  return steps;
}

type AddStep = (item: Omit<PlanItem, "lesson" | "sources" | "figures"> & Partial<Pick<PlanItem, "lesson" | "sources" | "figures">>) => void;

/** Part 7, step 6 for Canada: FHSA for a first home, RESP for the grant, then RRSP and TFSA by bracket (CRA rules). */
function canadianAccounts(intake: Intake, figures: PlanFigures, currency: Currency, step: AddStep, fig: (key: PlanFigureKey) => string) {
  if (intake.goals.includes("firstHome")) {
    step({
      title: "FHSA for your first home",
      body: `Up to ${fig("ca.fhsa.annual_limit")} a year and ${fig("ca.fhsa.lifetime_limit")} in all: deductible going in and tax-free coming out for a first home.`,
      lesson: PLAN_LESSONS.firstHome,
      sources: [source(figures, "ca.fhsa.annual_limit", "craFhsa")],
      figures: ["ca.fhsa.annual_limit", "ca.fhsa.lifetime_limit"],
      words: {
        title: w("plans.rule.fhsa.title"),
        body: w("plans.rule.fhsa.body", { annual: figure("ca.fhsa.annual_limit"), lifetime: figure("ca.fhsa.lifetime_limit") }),
      },
    });
  }
  if (intake.goals.includes("education")) {
    step({
      title: "RESP up to the full grant",
      body: `Contribute ${fig("ca.resp.cesg_eligible_contribution")} a year per child: the Canada Education Savings Grant adds ${fig("ca.resp.cesg_rate")}, up to ${fig("ca.resp.cesg_annual_max")}.`,
      sources: [source(figures, "ca.resp.cesg_rate", "esdcCesg")],
      figures: ["ca.resp.cesg_eligible_contribution", "ca.resp.cesg_rate", "ca.resp.cesg_annual_max"],
      words: {
        title: w("plans.rule.resp.title"),
        body: w("plans.rule.resp.body", {
          eligible: figure("ca.resp.cesg_eligible_contribution"),
          rate: figure("ca.resp.cesg_rate"),
          max: figure("ca.resp.cesg_annual_max"),
        }),
      },
    });
  }
  const room = rrspRoom(intake, figures);
  const rrsp: Parameters<AddStep>[0] = {
    title: "RRSP",
    body: `Room from your income: ${fig("ca.rrsp.rate")} of last year's earned income, up to ${fig("ca.rrsp.dollar_limit")}; about ${money(room, currency)} for you, less any pension adjustment. Contributions are deducted from taxable income.`,
    sources: [source(figures, "ca.rrsp.rate", "craRrsp")],
    figures: ["ca.rrsp.rate", "ca.rrsp.dollar_limit"],
    words: {
      title: w("plans.rule.rrsp.title"),
      body: w("plans.rule.rrsp.body", { rate: figure("ca.rrsp.rate"), limit: figure("ca.rrsp.dollar_limit"), room: amount(room) }),
    },
  };
  const tfsa: Parameters<AddStep>[0] = {
    title: "TFSA",
    body: `${fig("ca.tfsa.annual_limit")} of new room this year; someone 18 or older and resident since 2009 who never contributed has ${fig("ca.tfsa.cumulative_room_2009")}. Growth and withdrawals are tax-free.`,
    sources: [source(figures, "ca.tfsa.annual_limit", "craTfsa")],
    figures: ["ca.tfsa.annual_limit", "ca.tfsa.cumulative_room_2009"],
    words: {
      title: w("plans.rule.tfsa.title"),
      body: w("plans.rule.tfsa.body", { annual: figure("ca.tfsa.annual_limit"), cumulative: figure("ca.tfsa.cumulative_room_2009") }),
    },
  };
  // Part 7, 6c: RRSP first when the marginal rate is high, TFSA first when it is low.
  const [first, second] = aboveFirstCanadianBracket(intake, figures) ? [rrsp, tfsa] : [tfsa, rrsp];
  step(first);
  step(second);
}

/** Part 7, step 6 for the US: HSA, then IRA (Roth or traditional by bracket), then the 401(k) to its limit, then a 529 (IRS limits). */
function usAccounts(intake: Intake, figures: PlanFigures, step: AddStep, fig: (key: PlanFigureKey) => string) {
  step({
    title: "HSA, if you have a high-deductible health plan",
    body: `Up to ${fig("us.hsa.self_only")} for self-only coverage or ${fig("us.hsa.family")} for a family${intake.age >= 55 ? `, plus ${fig("us.hsa.catch_up_55")} at 55 or older` : ""}.`,
    sources: [source(figures, "us.hsa.self_only", "irsHsa")],
    figures: intake.age >= 55 ? ["us.hsa.self_only", "us.hsa.family", "us.hsa.catch_up_55"] : ["us.hsa.self_only", "us.hsa.family"],
    words: {
      title: w("plans.rule.hsa.title"),
      body: w("plans.rule.hsa.body", {
        selfOnly: figure("us.hsa.self_only"),
        family: figure("us.hsa.family"),
        catchUp: intake.age >= 55 ? fragment("plans.rule.hsa.catchUp", { amount: figure("us.hsa.catch_up_55") }) : "",
      }),
    },
  });
  const roth = !aboveUs12PercentBracket(intake, figures);
  step({
    title: roth ? "Roth IRA" : "IRA: Roth, or traditional at your bracket",
    body: `Up to ${fig("us.ira.limit")}${intake.age >= 50 ? ` plus ${fig("us.ira.catch_up")} at 50 or older` : ""}. Roth contributions phase out for single filers at a modified AGI of ${fig("us.roth_ira.phaseout_single")}.`,
    sources: [source(figures, "us.ira.limit", "irsIra"), source(figures, "us.roth_ira.phaseout_single", "irsRoth")],
    figures:
      intake.age >= 50 ? ["us.ira.limit", "us.ira.catch_up", "us.roth_ira.phaseout_single"] : ["us.ira.limit", "us.roth_ira.phaseout_single"],
    words: {
      title: w(roth ? "plans.rule.ira.titleRoth" : "plans.rule.ira.titleEither"),
      body: w("plans.rule.ira.body", {
        limit: figure("us.ira.limit"),
        catchUp: intake.age >= 50 ? fragment("plans.rule.ira.catchUp", { amount: figure("us.ira.catch_up") }) : "",
        phaseout: figure("us.roth_ira.phaseout_single"),
      }),
    },
  });
  const catchUp = intake.age >= 60 && intake.age <= 63 ? "us.401k.catch_up_60_63" : intake.age >= 50 ? "us.401k.catch_up" : null;
  step({
    title: "401(k) up to the annual limit",
    body: `Up to ${fig("us.401k.employee_limit")} of your own contributions${catchUp ? `, plus a catch-up of ${fig(catchUp)} at your age` : ""}.`,
    sources: [source(figures, "us.401k.employee_limit", "irs401k")],
    figures: catchUp ? ["us.401k.employee_limit", catchUp] : ["us.401k.employee_limit"],
    words: {
      title: w("plans.rule.401k.title"),
      body: w("plans.rule.401k.body", {
        limit: figure("us.401k.employee_limit"),
        catchUp: catchUp ? fragment("plans.rule.401k.catchUp", { amount: figure(catchUp) }) : "",
      }),
    },
  });
  if (intake.goals.includes("education")) {
    const state = regionName("US", intake.region);
    step({
      title: "529 plan for a child's education",
      body: `Growth is tax-free when spent on qualified education; many states also deduct contributions (check ${state ?? "your state"}'s plan).`,
      sources: [cited("irs529", "https://www.irs.gov/newsroom/529-plans-questions-and-answers")],
      words: {
        title: w("plans.rule.529.title"),
        body: w("plans.rule.529.body", {
          check: state
            ? fragment("plans.rule.529.checkState", { state: { words: w(`services.region.US-${intake.region}` as MessageKey) } })
            : fragment("plans.rule.529.checkYourState"),
        }),
      },
    });
  }
}

// ---- Tax strategies that apply to the answers ----

export function taxStrategies(intake: Intake, figures: PlanFigures): PlanItem[] {
  const currency = currencyForCountry(intake.country);
  const fig = (key: PlanFigureKey) => figureText(figures, key);
  const items: PlanItem[] = [];
  const match = employerMatch(intake);
  if (match) {
    // The match is part of pay only if the member contributes: an instant return no investment promises.
    items.push({
      title: "Employer match first",
      body: `Contributing ${money(match.contribution, currency)} a year brings ${money(match.employer, currency)} from your employer: a ${intake.match.percent}% return before any growth.`,
      lesson: PLAN_LESSONS.accounts,
      sources: [
        intake.country === "CA" ? source(figures, "ca.rrsp.rate", "craRrspEmployer") : source(figures, "us.401k.employee_limit", "irs401k"),
      ],
      figures: [],
      words: {
        title: w("plans.rule.matchFirst.title"),
        body: w("plans.rule.matchFirst.body", {
          contribution: amount(match.contribution),
          employer: amount(match.employer),
          percent: percent(intake.match.percent),
        }),
      },
    });
  }
  if (intake.country === "CA") {
    const above = aboveFirstCanadianBracket(intake, figures);
    // CRA rates: the RRSP deduction is worth the marginal rate the contribution comes off.
    items.push({
      title: "RRSP deduction against your bracket",
      body: above
        ? `Your income is above the first federal bracket (${fig("ca.tax.federal_first_bracket_top")}), so each RRSP dollar you deduct saves at least ${fig("ca.tax.federal_second_bracket_rate")} federally plus your province's rate. That is why, at this income, the general rule puts the RRSP before the TFSA.`
        : `Your income is within the first federal bracket (up to ${fig("ca.tax.federal_first_bracket_top")}, taxed at ${fig("ca.tax.federal_first_bracket_rate")} federally), so an RRSP deduction is worth less now; at this income the general rule puts the TFSA first, and RRSP contributions can be deducted in a later, higher-income year.`,
      lesson: PLAN_LESSONS.accounts,
      sources: [source(figures, "ca.tax.federal_first_bracket_top", "craTaxRates")],
      figures: above
        ? ["ca.tax.federal_first_bracket_top", "ca.tax.federal_second_bracket_rate"]
        : ["ca.tax.federal_first_bracket_top", "ca.tax.federal_first_bracket_rate"],
      words: {
        title: w("plans.rule.rrspBracket.title"),
        body: above
          ? w("plans.rule.rrspBracket.above", {
              top: figure("ca.tax.federal_first_bracket_top"),
              rate: figure("ca.tax.federal_second_bracket_rate"),
            })
          : w("plans.rule.rrspBracket.within", {
              top: figure("ca.tax.federal_first_bracket_top"),
              rate: figure("ca.tax.federal_first_bracket_rate"),
            }),
      },
    });
    if (intake.goals.includes("firstHome")) {
      // CRA FHSA page: deductible like an RRSP, tax-free out like a TFSA; the HBP is a loan to repay.
      items.push({
        title: "FHSA before RRSP for a first home",
        body: `The FHSA is deductible like an RRSP and its qualifying withdrawal is never taxed or repaid, while the Home Buyers' Plan lends you up to ${fig("ca.hbp.withdrawal_limit")} from your RRSP that you must repay. The general rule for a first home is to fill the FHSA first; the two can be combined.`,
        lesson: PLAN_LESSONS.firstHome,
        sources: [source(figures, "ca.fhsa.annual_limit", "craFhsa"), source(figures, "ca.hbp.withdrawal_limit", "craHbp")],
        figures: ["ca.hbp.withdrawal_limit"],
        words: { title: w("plans.rule.fhsaFirst.title"), body: w("plans.rule.fhsaFirst.body", { hbp: figure("ca.hbp.withdrawal_limit") }) },
      });
    }
  } else {
    const above = aboveUs12PercentBracket(intake, figures);
    // IRS Roth comparison chart: Roth is taxed now and tax-free later; traditional is deducted now and taxed later.
    items.push({
      title: "Roth or traditional",
      body: above
        ? `After the standard deduction (${fig("us.standard_deduction.single")}), your taxable income is above the 12% bracket (${fig("us.income_tax.single_12_percent_top")} for a single filer), so a traditional deduction saves 22% or more now; many people at this bracket split between traditional and Roth.`
        : `After the standard deduction (${fig("us.standard_deduction.single")}), your taxable income is within the 12% bracket (up to ${fig("us.income_tax.single_12_percent_top")} for a single filer): paying tax now on Roth contributions at a low rate often beats deducting them.`,
      lesson: PLAN_LESSONS.accounts,
      sources: [
        cited("irsRothChart", "https://www.irs.gov/retirement-plans/roth-comparison-chart"),
        source(figures, "us.income_tax.single_12_percent_top", "irsBrackets"),
      ],
      figures: ["us.standard_deduction.single", "us.income_tax.single_12_percent_top"],
      words: {
        title: w("plans.rule.roth.title"),
        body: w(above ? "plans.rule.roth.above" : "plans.rule.roth.within", {
          deduction: figure("us.standard_deduction.single"),
          top: figure("us.income_tax.single_12_percent_top"),
        }),
      },
    });
    if (intake.savings.hsa > 0 || intake.spending.healthcare > 0) {
      // IRS Publication 969: deductible contributions, tax-free growth, tax-free qualified medical withdrawals.
      items.push({
        title: "The HSA's triple advantage",
        body: "With a high-deductible health plan, HSA contributions are deductible, growth is untaxed, and withdrawals for qualified medical costs are tax-free: paying medical bills from cash flow lets the account grow.",
        lesson: PLAN_LESSONS.accounts,
        sources: [cited("irsPub969", "https://www.irs.gov/publications/p969")],
        figures: [],
        words: { title: w("plans.rule.hsaTriple.title"), body: w("plans.rule.hsaTriple.body") },
      });
    }
  }
  return items;
}

// ---- Cross-border (only with ties to both countries; Financial Masterclass Month 6, Part 6) ----

export function crossBorderSection(intake: Intake, figures: PlanFigures): PlanItem[] | null {
  if (!intake.crossBorder) return null;
  const fig = (key: PlanFigureKey) => figureText(figures, key);
  const lesson = PLAN_LESSONS.crossBorder;
  const abroad = intake.country === "CA";
  const heldKeys = (["tfsa", "resp", "fhsa"] as const).filter((key) => intake.savings[key] > 0);
  const held = heldKeys.map((key) => key.toUpperCase());
  return [
    {
      title: "A US person's TFSA and RESP are not sheltered from US tax",
      body: `If you are a US citizen or green-card holder, the US taxes you wherever you live and does not recognise the TFSA, RESP or FHSA: their income is taxable on your US return each year.${held.length ? ` You told us you hold: ${held.join(", ")}.` : ""}`,
      lesson,
      sources: [cited("irsAbroad", "https://www.irs.gov/individuals/international-taxpayers/us-citizens-and-resident-aliens-abroad")],
      figures: [],
      words: {
        title: w("plans.rule.usPerson.title"),
        body: w("plans.rule.usPerson.body", {
          held: held.length
            ? fragment("plans.rule.usPerson.held", { accounts: { list: heldKeys.map((key) => ({ words: w(`plans.rule.account.${key}`) })) } })
            : "",
        }),
      },
    },
    {
      title: "Canadian ETFs and mutual funds are PFICs",
      body: "For US tax, a Canadian-listed fund is a passive foreign investment company: usually a Form 8621 for each fund each year and punitive tax on gains, unless it sits in an RRSP or RRIF.",
      lesson,
      sources: [cited("irsForm8621", "https://www.irs.gov/forms-pubs/about-form-8621")],
      figures: [],
      words: { title: w("plans.rule.pfic.title"), body: w("plans.rule.pfic.body") },
    },
    {
      title: "The treaty for RRSPs and 401(k)s",
      body: "Article XVIII of the Canada–US tax treaty lets growth in an RRSP or RRIF go untaxed in the US until withdrawal (automatically since 2014), and lets a Canadian resident defer Canadian tax on a 401(k) or IRA in the same way.",
      lesson,
      sources: [
        cited("irsRevProc", "https://www.irs.gov/pub/irs-drop/rp-14-55.pdf"),
        cited("irsTreaty", "https://www.irs.gov/businesses/international-businesses/canada-tax-treaty-documents"),
      ],
      figures: [],
      words: { title: w("plans.rule.treaty.title"), body: w("plans.rule.treaty.body") },
    },
    {
      title: "FBAR and Form 8938",
      body: `A US person files an FBAR when non-US accounts together exceed ${fig("us.fbar.threshold")} at any time in the year. Form 8938 is due, for an unmarried filer, above ${fig(abroad ? "us.form8938.abroad_single_year_end" : "us.form8938.us_resident_single_year_end")} on the last day of the year or ${fig(abroad ? "us.form8938.abroad_single_any_time" : "us.form8938.us_resident_single_any_time")} at any time, ${abroad ? "living abroad" : "living in the US"} (higher for joint filers).`,
      lesson,
      sources: [source(figures, "us.fbar.threshold", "fincenFbar"), source(figures, "us.form8938.us_resident_single_year_end", "irsForm8938")],
      figures: abroad
        ? ["us.fbar.threshold", "us.form8938.abroad_single_year_end", "us.form8938.abroad_single_any_time"]
        : ["us.fbar.threshold", "us.form8938.us_resident_single_year_end", "us.form8938.us_resident_single_any_time"],
      words: {
        title: w("plans.rule.fbar.title"),
        body: w("plans.rule.fbar.body", {
          fbar: figure("us.fbar.threshold"),
          yearEnd: figure(abroad ? "us.form8938.abroad_single_year_end" : "us.form8938.us_resident_single_year_end"),
          anyTime: figure(abroad ? "us.form8938.abroad_single_any_time" : "us.form8938.us_resident_single_any_time"),
          living: fragment(abroad ? "plans.rule.fbar.abroad" : "plans.rule.fbar.inUs"),
        }),
      },
    },
  ];
}

// ---- Asset allocation education (Financial Masterclass Months 2 and 3): asset classes, never a security ----

export interface AllocationLine {
  goal: string;
  horizon: string;
  mix: string;
  placement: string;
  /** The four as catalogue keys and values, for the plan in another language (plan-words.ts). */
  words?: { goal: PlanWords; horizon: PlanWords; mix: PlanWords; placement: PlanWords };
}

/** A goal's allocation line in words: `plans.rule.allocation.<goal>.goal`, `.horizon`, `.mix` and `.<country>` for its placement. */
function allocationWords(goal: "emergency" | "firstHome" | "education", country: Intake["country"]): NonNullable<AllocationLine["words"]> {
  return {
    goal: w(`plans.rule.allocation.${goal}.goal`),
    horizon: w(`plans.rule.allocation.${goal}.horizon`),
    mix: w(`plans.rule.allocation.${goal}.mix`),
    placement: w(`plans.rule.allocation.${goal}.${country}`),
  };
}

/** Years until 65, the age the retirement lessons plan around. */
const RETIREMENT_AGE = 65;

export function assetAllocation(intake: Intake): AllocationLine[] {
  const ca = intake.country === "CA";
  const lines: AllocationLine[] = [];
  if (intake.goals.includes("emergency") || emergencyFund(intake).shortfall > 0) {
    lines.push({
      goal: "Emergency fund",
      horizon: "Any day",
      mix: "Cash only: the point is that it is there when needed.",
      placement: ca ? "High-interest savings account, or cash in a TFSA" : "High-yield savings account",
      words: allocationWords("emergency", intake.country),
    });
  }
  if (intake.goals.includes("firstHome")) {
    lines.push({
      goal: "First home",
      horizon: "Usually under 5 years",
      mix: "Mostly cash and short-term bonds or deposits; little or no stock when the date is near.",
      placement: ca ? "FHSA, then TFSA" : "High-yield savings and short-term bonds in a taxable account",
      words: allocationWords("firstHome", intake.country),
    });
  }
  if (intake.goals.includes("education")) {
    lines.push({
      goal: "A child's education",
      horizon: "Until the child starts school",
      mix: "More stocks while the start is far off, moving to bonds and cash as it nears.",
      placement: ca ? "RESP" : "529 plan",
      words: allocationWords("education", intake.country),
    });
  }
  if (intake.goals.includes("retirement")) {
    const years = Math.max(0, RETIREMENT_AGE - intake.age);
    lines.push({
      goal: "Retirement",
      horizon: years > 0 ? `About ${years} years` : "Now",
      mix:
        years >= 15
          ? "Mostly stocks, diversified across countries, with a bond share you can hold through a fall."
          : "A growing bond and cash share as withdrawals near, with stocks for the decades after.",
      placement: ca
        ? "Bonds in the RRSP; the fastest-growing holdings in the TFSA"
        : "Bonds in the 401(k) or traditional IRA; the fastest-growing holdings in the Roth",
      words: {
        goal: w("plans.rule.allocation.retirement.goal"),
        horizon: years > 0 ? w("plans.rule.allocation.retirement.years", { years }) : w("plans.rule.allocation.retirement.now"),
        mix: w(years >= 15 ? "plans.rule.allocation.retirement.far" : "plans.rule.allocation.retirement.near"),
        placement: w(`plans.rule.allocation.retirement.${intake.country}`),
      },
    });
  }
  return lines;
}

// ---- The whole plan ----

export interface PersonalPlan {
  country: Intake["country"];
  /** Its name, in English (plan-words.ts names it in another language). */
  region: string;
  /** The province's or state's code ("ON"). */
  regionCode: string;
  currency: Currency;
  figuresYear: number;
  budget: BudgetSection;
  emergency: EmergencySection;
  debts: DebtSection;
  accounts: PlanItem[];
  tax: PlanItem[];
  crossBorder: PlanItem[] | null;
  allocation: AllocationLine[];
}

/** The plan page, computed from the answers on each view; `today` is "YYYY-MM-DD". */
export function personalPlan(intake: Intake, figures: PlanFigures, today: string): PersonalPlan {
  return {
    country: intake.country,
    region: regionName(intake.country, intake.region) ?? intake.region,
    regionCode: intake.region,
    currency: currencyForCountry(intake.country),
    figuresYear: figures.year,
    budget: budgetSection(intake),
    emergency: emergencyFund(intake),
    debts: debtSection(intake, today),
    accounts: accountOrder(intake, figures),
    tax: taxStrategies(intake, figures),
    crossBorder: crossBorderSection(intake, figures),
    allocation: assetAllocation(intake),
  };
}
