import { COURSES, type Course, type CourseSlug, type Currency } from "./catalog";

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
}

function course(slug: CourseSlug): Course {
  return COURSES.find((candidate) => candidate.slug === slug)!;
}

/** Rounded to the cent, so the shown price is exactly what the discount gives. */
export function discountedPrice(fullPrice: number, savingsPercent: number): number {
  return Math.round((fullPrice * (100 - savingsPercent)) / 100);
}

/**
 * What courses cost bought together in one checkout, in cents: one by one (`full`), and less the path's
 * savings (`total`, what checkout charges). The catalogue's path cards and checkout both price with it.
 */
export function bundlePrice(courses: readonly Course[], currency: Currency, savingsPercent = 0): { full: number; total: number } {
  const full = courses.reduce((sum, { price }) => sum + price[currency], 0);
  return { full, total: discountedPrice(full, savingsPercent) };
}

/** The courses of a purchase the learner does not own yet (by the product names of their paid orders): checkout charges for these only. */
export function coursesToBuy(courses: readonly Course[], ownedProductNames: ReadonlySet<string>): Course[] {
  return courses.filter((course) => !ownedProductNames.has(course.productName));
}

/** A path as a learner sees it: the courses they own, the ones left, and what checkout charges for those. */
export function pathOffer(path: LearningPath, ownedProductNames: ReadonlySet<string>, currency: Currency) {
  const toBuy = coursesToBuy(path.courses, ownedProductNames);
  return {
    owned: path.courses.filter((course) => !toBuy.includes(course)),
    toBuy,
    ...bundlePrice(toBuy, currency, path.savingsPercent),
  };
}

function learningPath(id: string, title: string, description: string, slugs: readonly CourseSlug[], savingsPercent: number): LearningPath {
  const courses = slugs.map(course);
  return { id, title, description, courses, duration: courses.map(({ duration }) => duration).join(" + "), savingsPercent };
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
