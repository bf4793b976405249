/**
 * The lessons each part of the plan links to: the plan teaches by pointing at the lesson that explains
 * the step. Titles are the lessons' own (a unit test compares them with content/lessons). Every step
 * has a lesson that teaches it; see ADR 043 for which lesson covers which account.
 */
export interface LessonLink {
  title: string;
  href: string;
}

const lesson = (course: string, number: number, title: string): LessonLink => ({ title, href: `/courses/${course}/lesson/${number}` });

export const PLAN_LESSONS = {
  budget: lesson("budget-bootcamp", 2, "Day 2 — The 50/30/20 Rule"),
  emergencyFund: lesson("budget-bootcamp", 5, "Day 5 — Build Your Emergency Fund"),
  debt: lesson("debt-challenge", 2, "Phase 2 (Days 15-45) — Choose Your Strategy"),
  investing: lesson("financial-masterclass", 2, "Month 2 — Investing Fundamentals"),
  accounts: lesson("financial-masterclass", 3, "Month 3 — Tax-Advantaged Accounts in Canada and the US"),
  firstHome: lesson("financial-masterclass", 5, "Month 5 — Your Home and Other Big Goals"),
  crossBorder: lesson("financial-masterclass", 6, "Month 6 — Retirement and Cross-Border Planning"),
} as const satisfies Record<string, LessonLink>;
