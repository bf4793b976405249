/**
 * The figures the public pages may claim (ADR 034): each one is computed from our own records, shown
 * only once it reaches its threshold, rounded down, and explained by a footnote. Below every
 * threshold the home page says what is true of the site itself (its lessons, courses, tools and
 * countries). Pure: the counts come from app/features/proof/site-figures.server.ts (recounted hourly).
 */
import { COURSES, CURRENCIES, type Course, type CourseSlug, type Currency } from "~/lib/domain/catalog";
import { COUNTRY_NAMES } from "~/lib/domain/countries";
import { formatDate, utcDate } from "~/lib/domain/dates";
import { formatPrice } from "~/lib/domain/money";
import { RESULTS_COURSE } from "./debt-result";

/**
 * Below these a figure says more about chance than about the courses, and a small number ("3 learners")
 * invites no trust anyway: learners on the site, learners of one course, certificates, and learners
 * who reported a debt result (per currency for the amounts, over both for the share).
 */
export const THRESHOLDS = { learners: 100, courseLearners: 50, completions: 25, debtReporters: 20 } as const;

/** What one currency's reports add up to. */
export interface DebtTotals {
  currency: Currency;
  /** Learners who reported a result in this currency. */
  reporters: number;
  /** The sum over them of start − now, each never below zero. */
  paidOffCents: number;
  /** Reporters whose debt now is below their debt at the start. */
  lowered: number;
}

/** The raw counts, as the last recount found them at `asOf` (the `site_figures` row's `computed_at`). */
export interface ProofCounts {
  /** Accounts that hold at least one course now (a paid, unrefunded order or an active plan). */
  learners: number;
  /** The same, per course; a course nobody holds may be missing. */
  courseLearners: Partial<Record<CourseSlug, number>>;
  /** Live certificates of completion. */
  completions: number;
  debt: readonly DebtTotals[];
  /** The lessons the site serves. */
  lessons: number;
  /** When our records start (the first account), or null on an empty site. */
  since: Date | null;
  asOf: Date;
}

/** Facts about the site that need no threshold. */
export interface SiteFacts {
  tools: number;
}

export type FigureKind = "learners" | "completions" | "debt" | "lowered";
export type MethodKind = FigureKind | "courseLearners";

export interface Figure {
  value: string;
  label: string;
  /** Which footnote explains it; null for a fact about the site itself. */
  kind: FigureKind | null;
}

/**
 * Rounds down to a plain figure a reader takes in at a glance: two leading digits, and at least to
 * the ten (57 → 50, 157 → 150, 1,234 → 1,200, 12,345 → 12,000).
 */
export function floorFigure(count: number): number {
  const whole = Math.max(0, Math.floor(count));
  const step = 10 ** Math.max(String(whole).length - 2, 1);
  return Math.floor(whole / step) * step;
}

const plain = new Intl.NumberFormat("en-US");

/** "1,200+": at least this many (the count rounded down). */
export function atLeast(count: number): string {
  return `${plain.format(floorFigure(count))}+`;
}

/** "CA$120,000+": whole dollars, rounded down like any figure. */
export function moneyAtLeast(cents: number, currency: Currency): string {
  return `${formatPrice(floorFigure(cents / 100) * 100, currency)}+`;
}

function debtShown(counts: ProofCounts): DebtTotals[] {
  const byCurrency = CURRENCIES.map((currency) => counts.debt.find((totals) => totals.currency === currency));
  return byCurrency.filter((totals): totals is DebtTotals => Boolean(totals && totals.reporters >= THRESHOLDS.debtReporters));
}

/** The share of reporting learners (both currencies) whose debt went down, in whole percent rounded down; null below the threshold. */
export function loweredShare(counts: ProofCounts): number | null {
  const reporters = counts.debt.reduce((sum, totals) => sum + totals.reporters, 0);
  if (reporters < THRESHOLDS.debtReporters) return null;
  const lowered = counts.debt.reduce((sum, totals) => sum + totals.lowered, 0);
  return Math.floor((lowered * 100) / reporters);
}

/** "CA$120,000+ and US$45,000+", for the currencies past the threshold (never added together); null when none is. */
export function debtPaidOff(counts: ProofCounts): string | null {
  const shown = debtShown(counts).map((totals) => moneyAtLeast(totals.paidOffCents, totals.currency));
  return shown.length > 0 ? shown.join(" and ") : null;
}

/** "1,200+ learners" for a course, or null below the threshold (the card then says nothing of learners). */
export function courseLearners(counts: ProofCounts, course: Pick<Course, "slug">): string | null {
  const count = counts.courseLearners[course.slug as CourseSlug] ?? 0;
  return count >= THRESHOLDS.courseLearners ? `${atLeast(count)} learners` : null;
}

/** The site-wide learner count, or null below the threshold. */
export function learnersEnrolled(counts: ProofCounts): string | null {
  return counts.learners >= THRESHOLDS.learners ? `${atLeast(counts.learners)} learners` : null;
}

/** The hero shows at least this many figures: true facts about the site fill what the records cannot claim yet. */
const HERO_SIZE = 3;

/** What is true of the site whatever its records say, in the order the hero fills with them. */
function siteFacts(counts: ProofCounts, facts: SiteFacts): Figure[] {
  const countries = Object.values(COUNTRY_NAMES);
  return [
    { value: plain.format(counts.lessons), label: counts.lessons === 1 ? "lesson" : "lessons", kind: null },
    { value: plain.format(facts.tools), label: "free calculators", kind: null },
    { value: plain.format(COURSES.length), label: "courses", kind: null },
    { value: plain.format(countries.length), label: `countries' rules: ${countries.join(" and ")}`, kind: null },
  ];
}

/** The hero's figures: each computed one past its threshold, then facts about the site until there are three. */
export function heroFigures(counts: ProofCounts, facts: SiteFacts): Figure[] {
  const computed: Figure[] = [];
  if (counts.learners >= THRESHOLDS.learners) computed.push({ value: atLeast(counts.learners), label: "learners enrolled", kind: "learners" });
  if (counts.completions >= THRESHOLDS.completions) {
    computed.push({ value: atLeast(counts.completions), label: "courses completed", kind: "completions" });
  }
  for (const totals of debtShown(counts)) {
    computed.push({ value: moneyAtLeast(totals.paidOffCents, totals.currency), label: "of debt paid off, reported by learners", kind: "debt" });
  }
  const share = loweredShare(counts);
  if (share !== null) computed.push({ value: `${share}%`, label: "of reporting learners lowered their debt", kind: "lowered" });
  return [...computed, ...siteFacts(counts, facts).slice(0, Math.max(HERO_SIZE - computed.length, 0))];
}

const METHODS: Record<MethodKind, string> = {
  learners:
    "Learners enrolled: accounts that hold a course today, through a paid order that was not refunded or an active plan, each counted once.",
  courseLearners: "A course's learners: accounts that hold that course today, counted the same way.",
  completions: "Courses completed: certificates of completion, issued when a learner finished every lesson of a course, that were not revoked.",
  debt: "Debt paid off: self-reported by learners on the Debt Challenge's results form, not verified by us. For each learner, their total debt when they started minus their total debt now (never less than zero), added up per currency: Canadian and US dollars are never added together.",
  lowered: "Lowered their debt: the share of the learners who reported on that form whose debt now is below their debt when they started.",
};

const ORDER: readonly MethodKind[] = ["learners", "courseLearners", "completions", "debt", "lowered"];

/**
 * The footnote under computed figures: what each shown figure counts, then since when, the rounding
 * and thresholds, and the date they were counted. Null when the page shows no computed figure.
 */
export function methodNote(kinds: Iterable<MethodKind>, counts: Pick<ProofCounts, "since" | "asOf">): string[] | null {
  const shown = new Set(kinds);
  if (shown.size === 0) return null;
  const since = counts.since ? `since ${formatDate(utcDate(counts.since))}, when our records start` : "";
  return [
    ...ORDER.filter((kind) => shown.has(kind)).map((kind) => METHODS[kind]),
    `Counted from our own records${since ? ` ${since}` : ""}, rounded down, and shown only from ${THRESHOLDS.learners} learners, ${THRESHOLDS.courseLearners} learners of a course, ${THRESHOLDS.completions} completions and ${THRESHOLDS.debtReporters} reporting learners. Recounted every hour: these figures are as of ${formatDate(utcDate(counts.asOf))}.`,
  ];
}

/**
 * What the home page shows: the hero's figures and learner line with their footnote, and the course
 * cards' learners with theirs.
 */
export function homeProof(counts: ProofCounts, facts: SiteFacts) {
  const hero = heroFigures(counts, facts);
  const learners = learnersEnrolled(counts);
  const kinds = new Set<MethodKind>(hero.flatMap((figure) => (figure.kind ? [figure.kind] : [])));
  if (learners) kinds.add("learners");
  return { hero, learners, footnote: methodNote(kinds, counts), courses: catalogueProof(counts) };
}

/** The course cards' learners, and the footnote when any is shown. */
export function catalogueProof(counts: ProofCounts) {
  const learners = Object.fromEntries(COURSES.map((course) => [course.slug, courseLearners(counts, course)])) as Record<
    CourseSlug,
    string | null
  >;
  const shown = Object.values(learners).some(Boolean);
  return { learners, footnote: shown ? methodNote(["courseLearners"], counts) : null };
}

/**
 * A course page's learners and, for the course whose learners report results (the Debt Challenge), the
 * debt they reported paying off; each with the footnote shown under it.
 */
export function coursePageProof(counts: ProofCounts, course: Pick<Course, "slug">) {
  const learners = courseLearners(counts, course);
  const debt = course.slug === RESULTS_COURSE ? debtPaidOff(counts) : null;
  return {
    learners,
    learnersFootnote: learners ? methodNote(["courseLearners"], counts) : null,
    debtPaidOff: debt,
    debtFootnote: debt ? methodNote(["debt"], counts) : null,
  };
}
