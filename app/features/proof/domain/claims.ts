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
import { listText } from "~/lib/i18n/lists";
import { LANGUAGE_TAG, type Locale } from "~/lib/i18n/locale";
import { PROOF_TEXT } from "~/lib/copy/proof-text";
import { formatMessage, type Message, type MessageValues } from "~/lib/i18n/messages";
import { RESULTS_COURSE } from "./debt-result";

export type ProofKey = keyof typeof PROOF_TEXT;

/** The language the figures are written in and its `home.proof.*` messages (what `messagesFor(locale, ["home.proof"])` gives). */
export interface ProofWords {
  locale: Locale;
  messages: Readonly<Record<string, Message>>;
}

export const ENGLISH_PROOF: ProofWords = { locale: "en", messages: PROOF_TEXT };

function say(words: ProofWords, key: ProofKey, values?: MessageValues): string {
  return formatMessage(words.messages[key] ?? PROOF_TEXT[key], words.locale, values);
}

const numberFormats = new Map<Locale, Intl.NumberFormat>();
const dateFormats = new Map<Locale, Intl.DateTimeFormat>();

/** A count written the language's way: "1,234", "1 234". */
function numberText(count: number, locale: Locale): string {
  let format = numberFormats.get(locale);
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(LANGUAGE_TAG[locale])));
  return format.format(count);
}

/** A day of the records, in UTC: "Jan 15, 2026" as English has always written it, "15 janvier 2026" in French. */
function dateText(moment: Date, locale: Locale): string {
  if (locale === "en") return formatDate(utcDate(moment));
  let format = dateFormats.get(locale);
  if (!format) dateFormats.set(locale, (format = new Intl.DateTimeFormat(LANGUAGE_TAG[locale], { dateStyle: "long", timeZone: "UTC" })));
  return format.format(moment);
}

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

/** "1,200+": at least this many (the count rounded down). */
export function atLeast(count: number, words: ProofWords = ENGLISH_PROOF): string {
  return say(words, "home.proof.atLeast", { value: numberText(floorFigure(count), words.locale) });
}

/** "CA$120,000+": whole dollars, rounded down like any figure. */
export function moneyAtLeast(cents: number, currency: Currency, words: ProofWords = ENGLISH_PROOF): string {
  return say(words, "home.proof.atLeast", { value: formatPrice(floorFigure(cents / 100) * 100, currency, { locale: words.locale }) });
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
export function debtPaidOff(counts: ProofCounts, words: ProofWords = ENGLISH_PROOF): string | null {
  const shown = debtShown(counts).map((totals) => moneyAtLeast(totals.paidOffCents, totals.currency, words));
  return shown.length > 0 ? listText(shown, words.locale) : null;
}

/** "1,200+ learners" for a course, or null below the threshold (the card then says nothing of learners). */
export function courseLearners(counts: ProofCounts, course: Pick<Course, "slug">, words: ProofWords = ENGLISH_PROOF): string | null {
  const count = counts.courseLearners[course.slug as CourseSlug] ?? 0;
  return count >= THRESHOLDS.courseLearners ? say(words, "home.proof.learners", { count: atLeast(count, words) }) : null;
}

/** The site-wide learner count, or null below the threshold. */
export function learnersEnrolled(counts: ProofCounts, words: ProofWords = ENGLISH_PROOF): string | null {
  return counts.learners >= THRESHOLDS.learners ? say(words, "home.proof.learners", { count: atLeast(counts.learners, words) }) : null;
}

/** The hero shows at least this many figures: true facts about the site fill what the records cannot claim yet. */
const HERO_SIZE = 3;

/** What is true of the site whatever its records say, in the order the hero fills with them. */
function siteFacts(counts: ProofCounts, facts: SiteFacts, words: ProofWords): Figure[] {
  const countries = (Object.keys(COUNTRY_NAMES) as (keyof typeof COUNTRY_NAMES)[]).map((code) => say(words, `home.proof.country.${code}`));
  const { locale } = words;
  return [
    { value: numberText(counts.lessons, locale), label: say(words, "home.proof.lessons", { count: counts.lessons }), kind: null },
    { value: numberText(facts.tools, locale), label: say(words, "home.proof.tools"), kind: null },
    { value: numberText(COURSES.length, locale), label: say(words, "home.proof.courses"), kind: null },
    {
      value: numberText(countries.length, locale),
      label: say(words, "home.proof.countries", { countries: listText(countries, locale) }),
      kind: null,
    },
  ];
}

/** The hero's figures: each computed one past its threshold, then facts about the site until there are three. */
export function heroFigures(counts: ProofCounts, facts: SiteFacts, words: ProofWords = ENGLISH_PROOF): Figure[] {
  const computed: Figure[] = [];
  if (counts.learners >= THRESHOLDS.learners) {
    computed.push({ value: atLeast(counts.learners, words), label: say(words, "home.proof.learnersEnrolled"), kind: "learners" });
  }
  if (counts.completions >= THRESHOLDS.completions) {
    computed.push({ value: atLeast(counts.completions, words), label: say(words, "home.proof.coursesCompleted"), kind: "completions" });
  }
  for (const totals of debtShown(counts)) {
    computed.push({
      value: moneyAtLeast(totals.paidOffCents, totals.currency, words),
      label: say(words, "home.proof.debtPaidOff"),
      kind: "debt",
    });
  }
  const share = loweredShare(counts);
  if (share !== null)
    computed.push({ value: say(words, "home.proof.percent", { share }), label: say(words, "home.proof.lowered"), kind: "lowered" });
  return [...computed, ...siteFacts(counts, facts, words).slice(0, Math.max(HERO_SIZE - computed.length, 0))];
}

const METHODS: Record<MethodKind, ProofKey> = {
  learners: "home.proof.method.learners",
  courseLearners: "home.proof.method.courseLearners",
  completions: "home.proof.method.completions",
  debt: "home.proof.method.debt",
  lowered: "home.proof.method.lowered",
};

const ORDER: readonly MethodKind[] = ["learners", "courseLearners", "completions", "debt", "lowered"];

/**
 * The footnote under computed figures: what each shown figure counts, then since when, the rounding
 * and thresholds, and the date they were counted. Null when the page shows no computed figure.
 */
export function methodNote(
  kinds: Iterable<MethodKind>,
  counts: Pick<ProofCounts, "since" | "asOf">,
  words: ProofWords = ENGLISH_PROOF,
): string[] | null {
  const shown = new Set(kinds);
  if (shown.size === 0) return null;
  const { locale } = words;
  const values = { ...THRESHOLDS, asOf: dateText(counts.asOf, locale) };
  return [
    ...ORDER.filter((kind) => shown.has(kind)).map((kind) => say(words, METHODS[kind])),
    counts.since
      ? say(words, "home.proof.countedSince", { ...values, since: dateText(counts.since, locale) })
      : say(words, "home.proof.counted", values),
  ];
}

/**
 * What the home page shows: the hero's figures and learner line with their footnote, and the course
 * cards' learners with theirs.
 */
export function homeProof(counts: ProofCounts, facts: SiteFacts, words: ProofWords = ENGLISH_PROOF) {
  const hero = heroFigures(counts, facts, words);
  const learners = learnersEnrolled(counts, words);
  const kinds = new Set<MethodKind>(hero.flatMap((figure) => (figure.kind ? [figure.kind] : [])));
  if (learners) kinds.add("learners");
  return { hero, learners, footnote: methodNote(kinds, counts, words), courses: catalogueProof(counts, words) };
}

/** The course cards' learners, and the footnote when any is shown. */
export function catalogueProof(counts: ProofCounts, words: ProofWords = ENGLISH_PROOF) {
  const learners = Object.fromEntries(COURSES.map((course) => [course.slug, courseLearners(counts, course, words)])) as Record<
    CourseSlug,
    string | null
  >;
  const shown = Object.values(learners).some(Boolean);
  return { learners, footnote: shown ? methodNote(["courseLearners"], counts, words) : null };
}

/**
 * A course page's learners and, for the course whose learners report results (the Debt Challenge), the
 * debt they reported paying off; each with the footnote shown under it.
 */
export function coursePageProof(counts: ProofCounts, course: Pick<Course, "slug">, words: ProofWords = ENGLISH_PROOF) {
  const learners = courseLearners(counts, course, words);
  const debt = course.slug === RESULTS_COURSE ? debtPaidOff(counts, words) : null;
  return {
    learners,
    learnersFootnote: learners ? methodNote(["courseLearners"], counts, words) : null,
    debtPaidOff: debt,
    debtFootnote: debt ? methodNote(["debt"], counts, words) : null,
  };
}
