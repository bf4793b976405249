/** The free tools' cards on the home page and the tools index: what each tool really does. */
import { TOOLS_NAV, type NavItem } from "~/lib/copy/navigation";
import { findPlan, type PlanTier } from "~/lib/domain/catalog";
import { ENTITLEMENTS } from "~/lib/domain/entitlements";
import type { MessageKey } from "~/lib/i18n/messages";

export interface ToolCard extends NavItem {
  /** In English; `descriptionKey` and `featureKeys` say it in a page's language when the page sent `tools.card`. */
  description: string;
  features: readonly string[];
  descriptionKey: MessageKey;
  featureKeys: readonly MessageKey[];
}

const TOOL_COPY: Record<string, Omit<ToolCard, keyof NavItem>> = {
  "/tools/budget-calculator": {
    description: "Add up what comes in and what goes out, and see how your spending compares with the 50/30/20 rule.",
    features: ["Salary, side income and investment income", "Ten expense categories", "Needs, wants and savings targets"],
    descriptionKey: "tools.card.budgetCalculator.description",
    featureKeys: ["tools.card.budgetCalculator.feature1", "tools.card.budgetCalculator.feature2", "tools.card.budgetCalculator.feature3"],
  },
  "/tools/net-worth-tracker": {
    description: "List what you own and what you owe to see your net worth, and how it has changed since last time.",
    features: ["Assets and liabilities side by side", "Change since your last check", "Savings benchmarks by age"],
    descriptionKey: "tools.card.netWorthTracker.description",
    featureKeys: ["tools.card.netWorthTracker.feature1", "tools.card.netWorthTracker.feature2", "tools.card.netWorthTracker.feature3"],
  },
  "/tools/debt-payoff-planner": {
    description: "Compare the snowball and avalanche methods and find your debt-free date and the interest you save.",
    features: ["As many debts as you have", "Extra monthly payment", "Time and interest saved"],
    descriptionKey: "tools.card.debtPayoffPlanner.description",
    featureKeys: ["tools.card.debtPayoffPlanner.feature1", "tools.card.debtPayoffPlanner.feature2", "tools.card.debtPayoffPlanner.feature3"],
  },
  "/tools/goal-tracker": {
    description: "Give each savings goal a target and a date, and see how much to put aside every month.",
    features: ["Emergency fund, home, car and more", "Monthly amount needed", "Your top three priorities"],
    descriptionKey: "tools.card.goalTracker.description",
    featureKeys: ["tools.card.goalTracker.feature1", "tools.card.goalTracker.feature2", "tools.card.goalTracker.feature3"],
  },
};

/** The four tools as cards (spec 3: title, description, features), in the navigation's order. */
export const TOOL_CARDS: readonly ToolCard[] = TOOLS_NAV.map((tool) => ({ ...tool, ...TOOL_COPY[tool.to]! }));

/**
 * The plan whose members the tools' upsell ("Upgrade to Premium") would offer what they already have:
 * a plan with the advanced tools (Premium, Elite). Null for visitors and for plans without them.
 */
export function planWithAdvancedTools(tier: PlanTier | null): string | null {
  return tier && ENTITLEMENTS[tier].advancedTools ? findPlan(tier)!.name : null;
}

/** What such a member is told instead of the upsell: true today (the advanced tools are still to come). */
export function memberToolsNote(planName: string): string {
  return `Your ${planName} plan includes every course and its printable worksheets, and the advanced tools: net worth history, goal progress and debt what-ifs.`;
}
