/**
 * The course and plan registry: the single source of every course identifier and price (what each plan gets is in entitlements.ts).
 *
 * The spec names each course three ways and requires the mismatch to be kept as given:
 *   - `slug`        the route segment and `course_lessons.course_id` / `user_progress.course_id`
 *   - `productName` the `orders.product_name` value that the access check looks for
 *   - `paymentKey`  the key the payment provider (create-payment) receives
 * No other module spells these identifiers or prices; look them up here.
 */
import { PRODUCT_NAME } from "~/lib/copy/brand";

/** The Debt Challenge's guarantee: a refund if less than this much debt is eliminated (spec 9; terms in copy/guarantees.ts). */
export const DEBT_GUARANTEE_THRESHOLD = "$5,000";

export const CURRENCIES = ["CAD", "USD"] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Whole amounts in cents, per currency. */
export type Price = Readonly<Record<Currency, number>>;

export type CourseLevel = "Beginner" | "Intermediate" | "Advanced";

export interface Course {
  slug: string;
  productName: string;
  paymentKey: string;
  title: string;
  description: string;
  level: CourseLevel;
  /** Human length of the course, e.g. "7 days". */
  duration: string;
  lessonCount: number;
  /** What one lesson covers of the course's length, for the lesson page's badge ("Day 3", "Month 3"). */
  lessonUnit: "Day" | "Phase" | "Month";
  price: Price;
  features: readonly string[];
  popular: boolean;
}

export const COURSES = [
  {
    slug: "budget-bootcamp",
    productName: "budget-bootcamp",
    paymentKey: "budget_bootcamp",
    title: "7-Day Budget Bootcamp",
    description: "Build a budget you can actually keep in one week: track your spending, pick a method that fits, and automate the rest.",
    level: "Beginner",
    duration: "7 days",
    lessonCount: 7,
    lessonUnit: "Day",
    price: { CAD: 5900, USD: 4700 },
    features: [
      // Tied to the lessons' counted reading time and their work estimates by content/compile.test.ts.
      "7 daily lessons, each under 10 minutes to read, with 30 to 90 minutes of worksheet work",
      "50/30/20, zero-based and envelope methods",
      "Emergency-fund plan for Canada and the US",
      "Lifetime access",
    ],
    popular: true,
  },
  {
    slug: "debt-challenge",
    productName: "debt-elimination-challenge",
    paymentKey: "debt_challenge",
    title: "Debt-Free in 90 Days Challenge",
    description: "A four-phase, 90-day plan to list every debt, choose snowball or avalanche, find extra money and stay debt-free.",
    level: "Intermediate",
    duration: "90 days",
    lessonCount: 4,
    lessonUnit: "Phase",
    price: { CAD: 12500, USD: 9700 },
    features: [
      "Four phases: days 1-14, 15-45, 46-75 and 76-90",
      "Snowball and avalanche worked examples",
      "Scripts for calling creditors",
      `Refund if less than ${DEBT_GUARANTEE_THRESHOLD} of debt is eliminated in 90 days (on the guarantee's terms)`,
    ],
    popular: false,
  },
  {
    slug: "financial-masterclass",
    productName: "financial-masterclass",
    paymentKey: "financial_masterclass",
    title: `${PRODUCT_NAME} Masterclass`,
    description: "Six months from net worth to retirement: investing, tax-advantaged accounts, insurance, big goals and cross-border planning.",
    level: "Advanced",
    duration: "6 months",
    lessonCount: 6,
    lessonUnit: "Month",
    price: { CAD: 24900, USD: 19700 },
    features: [
      // Parts to read, not live sessions: the lessons' "## Part N:" sections (ADR 032).
      "Six monthly lessons in 8 parts each (48 in all), each with a worksheet",
      "TFSA, RRSP, FHSA, 401(k), IRA and HSA explained",
      "Self-paced: start any day and go at your own speed",
      "Refund if no improvement within 90 days (on the guarantee's terms)",
    ],
    popular: false,
  },
] as const satisfies readonly Course[];

export type CourseSlug = (typeof COURSES)[number]["slug"];
export type ProductName = (typeof COURSES)[number]["productName"];
export type PaymentKey = (typeof COURSES)[number]["paymentKey"];

export function findCourseBySlug(slug: string): Course | undefined {
  return COURSES.find((course) => course.slug === slug);
}

export function findCourseByProductName(productName: string): Course | undefined {
  return COURSES.find((course) => course.productName === productName);
}

export function findCourseByPaymentKey(paymentKey: string): Course | undefined {
  return COURSES.find((course) => course.paymentKey === paymentKey);
}

export const PLAN_TIERS = ["basic", "premium", "elite"] as const;
export type PlanTier = (typeof PLAN_TIERS)[number];

export interface Plan {
  tier: PlanTier;
  name: string;
  /** Monthly price in cents, per currency. */
  price: Price;
  period: "month";
  description: string;
  buttonText: string;
  popular: boolean;
}

export const PLANS = [
  {
    tier: "basic",
    name: "Basic",
    price: { CAD: 1100, USD: 900 },
    period: "month",
    description: "Start budgeting with the essentials.",
    buttonText: "Get Started",
    popular: false,
  },
  {
    tier: "premium",
    name: "Premium",
    price: { CAD: 2500, USD: 1900 },
    period: "month",
    description: "All three courses and their worksheets, the advanced tools, priority support and the live monthly Q&A.",
    buttonText: "Go Premium",
    popular: true,
  },
  {
    tier: "elite",
    name: "Elite",
    price: { CAD: 4900, USD: 3900 },
    period: "month",
    description: "Everything in Premium, plus a monthly one-on-one coaching session and a personalised plan.",
    buttonText: "Go Elite",
    popular: false,
  },
] as const satisfies readonly Plan[];

export function findPlan(tier: string): Plan | undefined {
  return PLANS.find((plan) => plan.tier === tier);
}

/** The plan a monthly price belongs to (a currency code in any case, as Stripe writes it lowercase). */
export function findPlanByPrice(amount: number, currency: string): Plan | undefined {
  const code = CURRENCIES.find((candidate) => candidate === currency.toUpperCase());
  return code ? PLANS.find((plan) => plan.price[code] === amount) : undefined;
}

/** The spec's badge of the Premium plan. */
export const MOST_POPULAR_LABEL = "Most Popular";

/**
 * The badge of the course the catalogue's `popular` flag marks: where to start. No count of ours says it is
 * the most popular course, and a badge that says so would be a claim our data does not support.
 */
export const COURSE_HIGHLIGHT_LABEL = "Start here";
