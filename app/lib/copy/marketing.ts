/**
 * The marketing copy of the public pages. The claims in HERO_STATS and SOCIAL_PROOF are the spec's
 * static text (spec 1); everything else describes what the courses and tools really contain.
 */
import { findCourseBySlug, type Course, type CourseSlug } from "~/lib/domain/catalog";
import { TOOLS_NAV, type NavItem } from "./navigation";

export const HERO_STATS = [
  { value: "10,000+", label: "Lives Transformed" },
  { value: "$2M+", label: "Debt Eliminated" },
  { value: "99%", label: "Success Rate" },
] as const;

export const SOCIAL_PROOF = { students: "5,000+ students", ratings: "Courses rated 4.8 to 5.0" } as const;

/** Spec 1's promises, shown wherever money changes hands. */
export const PROMISES = ["30-day money-back guarantee", "No setup fees", "Cancel anytime"] as const;

export interface Pillar {
  title: string;
  description: string;
  methods: readonly string[];
  /** The course that teaches this pillar (where its button leads). */
  course: Course;
}

function pillar(title: string, description: string, methods: readonly string[], slug: CourseSlug): Pillar {
  return { title, description, methods, course: findCourseBySlug(slug)! };
}

export const PILLARS: readonly Pillar[] = [
  pillar(
    "Budgeting",
    "Decide where every dollar goes before the month begins, not after.",
    ["50/30/20 rule", "Zero-based budgeting", "Envelope method"],
    "budget-bootcamp",
  ),
  pillar(
    "Debt Freedom",
    "Pay off what you owe faster, and stop paying interest on the past.",
    ["Debt snowball", "Debt avalanche", "Lower your interest rates"],
    "debt-challenge",
  ),
  pillar(
    "Saving",
    "Build a cushion for emergencies and a plan for the big things.",
    ["Emergency fund of 3-6 months", "Sinking funds", "Pay yourself first"],
    "budget-bootcamp",
  ),
  pillar(
    "Investing",
    "Grow long-term wealth in the accounts each country built for it.",
    ["Index funds and ETFs", "TFSA, RRSP and FHSA", "401(k), IRA and HSA"],
    "financial-masterclass",
  ),
];

export interface ToolCard extends NavItem {
  description: string;
  features: readonly string[];
}

const TOOL_COPY: Record<string, Omit<ToolCard, keyof NavItem>> = {
  "/tools/budget-calculator": {
    description: "Add up what comes in and what goes out, and see how your spending compares with the 50/30/20 rule.",
    features: ["Salary, side income and investment income", "Ten expense categories", "Needs, wants and savings targets"],
  },
  "/tools/net-worth-tracker": {
    description: "List what you own and what you owe to see your net worth, and how it has changed since last time.",
    features: ["Assets and liabilities side by side", "Change since your last check", "Savings benchmarks by age"],
  },
  "/tools/debt-payoff-planner": {
    description: "Compare the snowball and avalanche methods and find your debt-free date and the interest you save.",
    features: ["As many debts as you have", "Extra monthly payment", "Time and interest saved"],
  },
  "/tools/goal-tracker": {
    description: "Give each savings goal a target and a date, and see how much to put aside every month.",
    features: ["Emergency fund, home, car and more", "Monthly amount needed", "Your top three priorities"],
  },
};

/** The four tools as cards (spec 3: title, description, features), in the navigation's order. */
export const TOOL_CARDS: readonly ToolCard[] = TOOLS_NAV.map((tool) => ({ ...tool, ...TOOL_COPY[tool.to]! }));
