import { COURSES, CURRENCIES, type Course, type CourseSlug, type Currency, type Price } from "./catalog";

/** A learning path (spec 3): a bundle of courses taken in order, cheaper together. */
export interface LearningPath {
  id: string;
  title: string;
  description: string;
  courses: readonly Course[];
  /** Human length, the courses' lengths added up, e.g. "7 days + 90 days". */
  duration: string;
  /** Percent off the courses bought one by one (spec 9: 15, 20, 25). */
  savingsPercent: number;
  /** The path's price, in cents, per currency. */
  price: Price;
  /** What the courses cost one by one, in cents, per currency. */
  fullPrice: Price;
}

function course(slug: CourseSlug): Course {
  return COURSES.find((candidate) => candidate.slug === slug)!;
}

function perCurrency(amount: (currency: Currency) => number): Price {
  return Object.fromEntries(CURRENCIES.map((currency) => [currency, amount(currency)])) as Record<Currency, number>;
}

/** Rounded to the cent, so the shown price is exactly what the discount gives. */
export function discountedPrice(fullPrice: number, savingsPercent: number): number {
  return Math.round((fullPrice * (100 - savingsPercent)) / 100);
}

function learningPath(id: string, title: string, description: string, slugs: readonly CourseSlug[], savingsPercent: number): LearningPath {
  const courses = slugs.map(course);
  const fullPrice = perCurrency((currency) => courses.reduce((sum, { price }) => sum + price[currency], 0));
  return {
    id,
    title,
    description,
    courses,
    duration: courses.map(({ duration }) => duration).join(" + "),
    savingsPercent,
    fullPrice,
    price: perCurrency((currency) => discountedPrice(fullPrice[currency], savingsPercent)),
  };
}

export const LEARNING_PATHS: readonly LearningPath[] = [
  learningPath(
    "debt-free-foundations",
    "Debt-Free Foundations",
    "Build a budget that frees up cash, then aim every spare dollar at your debts.",
    ["budget-bootcamp", "debt-challenge"],
    15,
  ),
  learningPath(
    "wealth-builder",
    "Wealth Builder",
    "Get your spending under control first, then learn to invest and plan for the long term.",
    ["budget-bootcamp", "financial-masterclass"],
    20,
  ),
  learningPath(
    "complete-financial-freedom",
    "Complete Financial Freedom",
    "Everything we teach, in the order that works: budget, then debt, then long-term wealth.",
    ["budget-bootcamp", "debt-challenge", "financial-masterclass"],
    25,
  ),
];
