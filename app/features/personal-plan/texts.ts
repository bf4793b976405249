/** What the personalised plan's pages say (issue 27 item 3). The rules' own sentences live beside their rules, with their sources. */
import { formatDate } from "~/lib/domain/dates";

export const PLAN_TEXTS = {
  title: "Your personalised plan",
  description: "A plan computed from your answers: budget, debts, emergency fund, accounts, tax and cross-border education.",
  visitorTitle: "Sign in to see your plan",
  visitorText: "The personalised financial plan is part of the Elite plan. Sign in to see yours.",
  gateTitle: "The personalised plan comes with Elite",
  gateText:
    "Elite members answer a short questionnaire and get a plan built from it: this month's budget, a debt payoff date, an emergency-fund target, the order to fund their accounts, and tax and cross-border education.",
  gateOffer: "See the Elite plan",
  education:
    "This plan is education about general rules, computed from your answers and the year's official figures. It is not personalised advice from a registered adviser, and it never recommends a particular security or fund.",
  adviserLink: "Questions for a registered adviser go through advisor messages",
  noIntakeTitle: "Start with a few questions",
  noIntakeText:
    "Tell us where you live, what you earn and spend, what you owe and save, and what you are saving for. The plan is computed from your answers each time you open it, and you can change them at any time.",
  startIntake: "Answer the questions",
  editIntake: "Edit your answers",
  print: "Print this plan",
  printWhat: "this plan",
  prepared: (today: string, region: string, year: number) =>
    `For ${region}. Prepared on ${formatDate(today)} with the ${year} official figures.`,
  lessonPrefix: "Lesson:",
  sources: "Sources:",
  budgetTitle: "This month's budget against 50/30/20",
  budgetIntro: "Needs, wants and savings as the 50/30/20 rule sorts them, against your monthly after-tax income.",
  categoryTable: "Your spending by category",
  ruleTable: "Your budget against the 50/30/20 rule",
  leftOver: (amount: string) => `Left after spending and saving: ${amount} a month.`,
  overspent: (amount: string) => `Spending and saving exceed income by ${amount} a month.`,
  noIncome: "Enter your monthly income to compare your budget with the rule.",
  emergencyTitle: "Emergency fund",
  emergencyText: (essentials: string, low: string, high: string, saved: string) =>
    `Your essential spending is ${essentials} a month, so the target is ${low} to ${high}: three to six months of essentials. You hold ${saved} in cash and non-registered savings.`,
  emergencyReached: "You have reached at least three months.",
  emergencyShortfall: (amount: string) => `${amount} to go to reach three months.`,
  debtTitle: "Your debts",
  noDebts: "You entered no debts.",
  debtPlanned: (order: string, date: string, interest: string, monthly: string) =>
    `Avalanche order (highest rate first, the least interest): ${order}. Paying ${monthly} a month, you are debt-free in ${date}, with ${interest} of interest on the way.`,
  debtNoExtra: (minimums: string) =>
    `Your minimums total ${minimums} a month. Add an amount you can pay above them to get a payoff date; the avalanche then puts it on the highest rate first.`,
  debtNever: (monthly: string) =>
    `At ${monthly} a month the interest outpaces the payments: the debts never go down. Pay more than the interest each month.`,
  debtTool: "Try other amounts in the debt payoff planner",
  accountsTitle: "The order to fund your accounts",
  accountsIntro: "Work down the list; move to the next step when the one above is done or at its limit.",
  taxTitle: "Tax strategies that apply to you",
  crossBorderTitle: "Ties to both countries",
  crossBorderIntro:
    "Because you have ties to both Canada and the United States, these rules may apply to you. Cross-border tax is complex: check each with the source.",
  allocationTitle: "Asset allocation by goal",
  allocationIntro:
    "Asset classes and where they often sit, by how soon each goal needs the money. This plan never names a security, fund or ticker.",
  allocationEmpty: "Choose goals in your answers to see how their money is often invested.",
  notesTitle: "Notes from your coach",
  noteBy: (coach: string, date: string) => `${coach}, ${formatDate(date)}`,
  savedToast: "Your answers are saved. Here is your plan.",
} as const;

export const INTAKE_TEXTS = {
  title: "Your plan's questions",
  intro: "Answer what you can; blank amounts count as 0. Amounts are in your country's dollars.",
  refused: "Some answers need another look: see the messages below.",
  whereTitle: "Where you live",
  location: "Province, territory or state",
  chooseLocation: "Choose where you live",
  age: "Age",
  incomeTitle: "Income",
  monthlyIncome: "Monthly income after tax",
  annualGross: "Yearly income before tax (for tax brackets)",
  spendingTitle: "Monthly spending by category",
  debtsTitle: "Debts",
  debtsIntro: "Leave a row empty when you do not need it.",
  debtRow: (row: number) => `Debt ${row}`,
  debtFields: { name: "Name", balance: "Balance", rate: "Interest rate (% a year)", minimum: "Minimum payment a month" },
  extraDebtPayment: "Extra you can pay toward debts each month, above the minimums",
  savingsTitle: "Savings by account",
  canadaAccounts: "Canadian accounts",
  usAccounts: "US accounts",
  matchTitle: "Employer match",
  matchPercent: "Your employer matches (% of your contributions)",
  matchUpTo: "Up to (% of your salary)",
  goalsTitle: "Goals",
  crossBorderTitle: "Ties to both Canada and the United States",
  crossBorderHint: "For example US citizenship while living in Canada, or accounts or income on both sides.",
  yes: "Yes",
  no: "No",
  save: "Save and see my plan",
  saving: "Saving...",
  back: "Back to your plan",
} as const;
