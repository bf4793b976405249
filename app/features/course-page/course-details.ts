/**
 * What each course landing page says beyond the registry's card: outcomes, the debt challenge's
 * phases, the masterclass's months, features and VIP benefits (spec 2 and 9); the guarantees' terms
 * are in ~/lib/copy/guarantees. Lesson titles come from the database; the notes here are keyed by lesson number.
 * The page shows these words from the catalogues (`course.content.*`, in its language), which repeat
 * the English here word for word (course-content.test.ts); its loader sends them as `CourseDetails`.
 */
import type { ResultsGuarantee } from "~/lib/copy/guarantees";

/** One course's landing-page words in the page's language, as its loader sends them (course-content.server.ts). */
export type CourseDetails =
  | { slug: "budget-bootcamp"; outcomes: string[] }
  | {
      slug: "debt-challenge";
      results: { title: string; text: string }[];
      /** By lesson (phase) number. */
      phaseNotes: Record<number, string>;
      inclusions: string[];
      guarantee: ResultsGuarantee;
    }
  | {
      slug: "financial-masterclass";
      months: number;
      partsPerMonth: number;
      totalParts: number;
      /** By lesson (month) number. */
      monthTopics: Record<number, string[]>;
      premiumFeatures: string[];
      vipBenefits: string[];
      guarantee: ResultsGuarantee;
    };

export const BOOTCAMP = {
  outcomes: [
    "Your true monthly take-home pay, to the dollar",
    "A clear picture of where the last 30 days of spending went",
    "A written budget using the method that suits you: 50/30/20, zero-based or envelopes",
    "A starter emergency-fund target, a monthly amount toward it, and a plan to grow it to 3-6 months of expenses",
    "Bills and savings on autopilot, plus a 15-minute weekly check-in",
  ],
} as const;

export const DEBT_CHALLENGE = {
  results: [
    { title: "Every debt on one page", text: "Balances, rates, minimums and due dates, and what each one really costs you." },
    { title: "A plan you chose", text: "Snowball or avalanche, with a payoff order and a date to aim for." },
    {
      title: "A case for lower rates",
      text: "Scripts for calling lenders and the arithmetic of balance transfers, to cut the interest you pay where you can.",
    },
    { title: "More money for debt", text: "Cash found in your budget, side income and windfalls, aimed at one debt at a time." },
  ],
  /** What each phase (lesson) covers, by lesson number. */
  phaseNotes: {
    1: "List every debt, check your credit reports, put priority debts first, stop new balances and protect your minimums.",
    2: "Pick the snowball or the avalanche, call lenders for a lower rate or hardship help, and weigh balance transfers.",
    3: "Find extra money, set aside tax on side income, and roll each paid-off payment into the next debt.",
    4: "Rebuild your credit, know your rights with collectors, and know when counselling, a proposal or bankruptcy fits.",
  } as Record<number, string>,
  inclusions: [
    "Four phase lessons: a plan for every day of the first two weeks, then for each stretch of days, with worked examples and action steps",
    "Scripts for calling creditors: lower rates, hardship and collections",
    "Your rights with debt collectors in Canada and the US",
    "A worksheet for every phase, to download or print",
    "The free Debt Payoff Planner to compare snowball and avalanche",
    "Action steps that end every phase",
    "30-day money-back guarantee",
  ],
} as const;

const MASTERCLASS_MONTHS = 6;
/**
 * The spec's "8 modules" a month are the parts of each monthly lesson (its "## Part N:" sections,
 * counted by content/compile.test.ts): reading to work through, not live sessions (ADR 032).
 */
const PARTS_PER_MONTH = 8;

export const MASTERCLASS = {
  months: MASTERCLASS_MONTHS,
  partsPerMonth: PARTS_PER_MONTH,
  totalParts: MASTERCLASS_MONTHS * PARTS_PER_MONTH,
  /** Main topics of each month (lesson), by lesson number. */
  monthTopics: {
    1: ["Measuring your net worth", "Benchmarks by age", "A tracking habit"],
    2: ["Compound growth", "Index funds and ETFs", "Fees, risk and asset mix"],
    3: ["TFSA, RRSP and FHSA", "401(k), IRA and HSA", "Which account to fill first"],
    4: ["Health and disability cover", "How much life insurance", "Wills and beneficiaries"],
    5: ["Rent or buy", "Down payments in both countries", "Saving for several goals"],
    6: ["Government pensions", "The 4% rule", "Cross-border moves"],
  } as Record<number, readonly string[]>,
  premiumFeatures: [
    "Canadian and US rules side by side in every lesson",
    "Worked examples with real numbers",
    "A worksheet that ends every month, to download or print",
    "Net-worth benchmarks to measure your progress",
  ],
  /**
   * Only what a Masterclass purchase gives today: the live Q&A and priority support are plan services
   * (entitlements.ts), not part of the course, so they are not promised here.
   */
  vipBenefits: [
    "Lifetime access to all six months, with each year's figures updated in the lessons",
    "A certificate of completion with a link anyone can verify",
    "Cross-border sections for households with ties to both countries",
  ],
} as const;
