/**
 * The marketing copy of the public pages: what the courses really contain. The figures the home page
 * claims (learners, completions, debt paid off) are computed from our records in app/features/proof/
 * (ADR 034) and the ratings from learners' reviews (ADR 033), never typed here. The tools' cards are
 * app/features/tools/copy.ts.
 */
import { findCourseBySlug, type Course, type CourseSlug } from "~/lib/domain/catalog";

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
