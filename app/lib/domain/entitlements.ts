/**
 * What each plan gets: the one table every gate on the server and the pricing cards read (ADR 025).
 * A course purchase opens its course forever (refund aside), whatever the plan; that rule lives in
 * access.ts, which asks this table only about plans.
 */
import { COURSES, findCourseBySlug, findPlan, PLAN_TIERS, type Course, type CourseSlug, type PlanTier } from "./catalog";
import { activeTier, type SubscriptionState } from "./subscription";

export interface Entitlements {
  /** Courses the plan opens while it is active. */
  courses: readonly CourseSlug[];
  community: boolean;
  /** Everyone may write to support; a plan's tier orders the queue. */
  support: "standard" | "email" | "priority";
  /** How many tool plans an account may keep. */
  savedPlans: number;
  advancedTools: boolean;
  liveQa: boolean;
  /** 1-on-1 coaching sessions per billing period. */
  coachingSessions: number;
  personalPlan: boolean;
  advisorMessages: boolean;
}

/** A free account: the free tools and what they save; no course without a purchase. */
export const FREE_ENTITLEMENTS: Entitlements = {
  courses: [],
  community: false,
  support: "standard",
  savedPlans: 5,
  advancedTools: false,
  liveQa: false,
  coachingSessions: 0,
  personalPlan: false,
  advisorMessages: false,
};

const ALL_COURSES: readonly CourseSlug[] = COURSES.map((course) => course.slug);

const BASIC: Entitlements = {
  ...FREE_ENTITLEMENTS,
  // Basic's card sells the Bootcamp alone; the card wins over spec 6's "all courses" (ADR 025).
  courses: ["budget-bootcamp"],
  community: true,
  support: "email",
};

const PREMIUM: Entitlements = {
  ...BASIC,
  courses: ALL_COURSES,
  support: "priority",
  savedPlans: 100,
  advancedTools: true,
  liveQa: true,
};

const ELITE: Entitlements = { ...PREMIUM, coachingSessions: 1, personalPlan: true, advisorMessages: true };

export const ENTITLEMENTS: Readonly<Record<PlanTier, Entitlements>> = { basic: BASIC, premium: PREMIUM, elite: ELITE };

/** What the learner's plan gives now: an expired or cancelled plan gives what a free account has. */
export function entitlementsOf(subscription: SubscriptionState, now: Date = new Date()): Entitlements {
  const tier = activeTier(subscription, now);
  return tier ? ENTITLEMENTS[tier] : FREE_ENTITLEMENTS;
}

export function tierOpensCourse(tier: PlanTier, course: Pick<Course, "slug">): boolean {
  return ENTITLEMENTS[tier].courses.some((slug) => slug === course.slug);
}

/** The cheapest plan that opens the course (plans are listed cheapest first), for the gate's offer. */
export function cheapestTierFor(course: Pick<Course, "slug">): PlanTier | null {
  return PLAN_TIERS.find((tier) => tierOpensCourse(tier, course)) ?? null;
}

/**
 * What the course gate offers besides buying: a subscriber whose plan does not open the course changes
 * their plan (never a second subscription); anyone else subscribes. Null when no plan opens it.
 */
export type PlanOffer = { kind: "upgrade" | "subscribe"; tier: PlanTier };

/** The same rule for a service a higher plan includes (the live Q&A, the advanced tools): its gate's offer. */
export type ServiceOffer = Pick<PlanOffer, "kind">;

export function serviceOfferFor(subscription: SubscriptionState, now: Date = new Date()): ServiceOffer {
  return { kind: activeTier(subscription, now) ? "upgrade" : "subscribe" };
}

export function planOfferFor(course: Pick<Course, "slug">, subscription: SubscriptionState, now: Date = new Date()): PlanOffer | null {
  const tier = cheapestTierFor(course);
  if (!tier) return null;
  const current = activeTier(subscription, now);
  if (current && PLAN_TIERS.indexOf(current) >= PLAN_TIERS.indexOf(tier)) return null;
  return { kind: current ? "upgrade" : "subscribe", tier };
}

/**
 * A line of a plan's card: what the plan gets, and where to use it once it exists. A line whose service
 * has not been built says so (`soon`); its issue replaces `soon` with the `href` of the feature.
 */
export interface PlanCardLine {
  text: string;
  href?: string;
  soon?: string;
}

/** Where each service stands: the only place a card line turns into a link. */
const SERVICE_LINES = {
  community: { text: "Community access", href: "/community" },
  // Answered by email and in Dashboard → Support; Priority's place in the queue comes from the plan (ADR 044).
  emailSupport: { text: "Email support", href: "/support" },
  priority: { text: "Priority support", href: "/support" },
  advancedTools: { text: "Advanced tools", href: "/advanced-tools" },
  liveQa: { text: "Live monthly Q&A", href: "/live" },
  coaching: { text: "One 1-on-1 coaching session each month", href: "/coaching" },
  personalPlan: { text: "Personalised financial plan: asset-allocation, tax and cross-border education", href: "/dashboard/plan" },
  advisorMessages: {
    text: "Messages with a registered adviser, where one is registered in your province or state",
    href: "/dashboard/support/advisor",
  },
} as const satisfies Record<string, PlanCardLine>;

function courseLine(courses: readonly CourseSlug[]): PlanCardLine {
  if (courses.length === ALL_COURSES.length) return { text: "All courses, with their printable worksheets", href: "/courses" };
  const titles = courses.map((slug) => findCourseBySlug(slug)!.title).join(", ");
  return { text: titles, href: courses.length === 1 ? `/courses/${courses[0]}` : "/courses" };
}

/** The card's lines for a tier, read off the table: what the tier adds over the one below it. */
export function planCardLines(tier: PlanTier): PlanCardLine[] {
  const own = ENTITLEMENTS[tier];
  const below = PLAN_TIERS[PLAN_TIERS.indexOf(tier) - 1];
  const base = below ? ENTITLEMENTS[below] : FREE_ENTITLEMENTS;
  const lines: PlanCardLine[] = below ? [{ text: `Everything in ${findPlan(below)!.name}` }] : [];
  if (own.courses.length > base.courses.length) lines.push(courseLine(own.courses));
  if (!below) lines.push({ text: "Free tools and templates", href: "/tools" });
  if (own.community && !base.community) lines.push(SERVICE_LINES.community);
  if (own.support !== base.support) lines.push(own.support === "priority" ? SERVICE_LINES.priority : SERVICE_LINES.emailSupport);
  if (own.advancedTools && !base.advancedTools) lines.push(SERVICE_LINES.advancedTools);
  if (own.liveQa && !base.liveQa) lines.push(SERVICE_LINES.liveQa);
  if (own.coachingSessions > base.coachingSessions) lines.push(SERVICE_LINES.coaching);
  if (own.personalPlan && !base.personalPlan) lines.push(SERVICE_LINES.personalPlan);
  if (own.advisorMessages && !base.advisorMessages) lines.push(SERVICE_LINES.advisorMessages);
  return lines;
}
