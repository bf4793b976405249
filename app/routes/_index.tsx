import type { MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import type { ReactElement } from "react";
import { ON_DARK_PRIMARY, ON_DARK_SECONDARY } from "~/components/button-styles";
import { CourseCard } from "~/components/course-card";
import { CurrencySwitch } from "~/components/currency-switch";
import { ArrowRightIcon, BanknotesIcon, PieIcon, ShieldIcon, StarIcon, TrendDownIcon, TrendUpIcon } from "~/components/icons";
import { PlanCard } from "~/features/payments/price-card";
import { SectionHeading } from "~/components/section-heading";
import { ToolCard } from "~/features/tools/tool-card";
import { PRODUCT_NAME } from "~/lib/copy/brand";
import { COURSES, PLANS, type CourseSlug } from "~/lib/domain/catalog";
import { pageMeta, pageText } from "~/lib/http/meta";
import { PILLARS, PROMISES } from "~/lib/copy/marketing";
import { averageText, ratingsSummary, type CourseRating } from "~/lib/domain/course-rating";
import { MethodFootnote } from "~/features/proof/proof-parts";
import { planWithAdvancedTools, TOOL_CARDS } from "~/features/tools/copy";
import { usePlanTier } from "~/hooks/use-plan-tier";
import { useDisplayCurrency } from "~/hooks/use-currency";
import { useLocale, useTranslate, type Translate } from "~/hooks/use-translate";
import type { Locale } from "~/lib/i18n/locale";
import type { MessageKey } from "~/lib/i18n/messages";
import type { loader } from "~/features/home/home-route.server";

export const meta: MetaFunction = (args) => pageMeta(PRODUCT_NAME, pageText(args, "home.page.description"), args);

export { headers, loader } from "~/features/home/home-route.server";

/** A text with one placeholder left in it, split around it: what comes before and after a link. */
function around(text: string, placeholder: string): [string, string] {
  const at = text.indexOf(placeholder);
  return at < 0 ? [text, ""] : [text.slice(0, at), text.slice(at + placeholder.length)];
}

/** "4.6 out of 5 (12 reviews)" in the page's language. */
function ratingWords(rating: CourseRating, t: Translate, locale: Locale): string {
  return t("home.card.ratingText", { average: averageText(rating.average, locale), count: rating.count });
}

/**
 * The hero's line about ratings (`ratingsLine` in the page's language): the one rated course's rating,
 * or the range of the rated courses' averages; null when no course has enough reviews.
 */
function ratedLine(ratings: Partial<Record<string, CourseRating | null>>, t: Translate, locale: Locale): string | null {
  const summary = ratingsSummary(COURSES.map((course) => ({ slug: course.slug, rating: ratings[course.slug] ?? null })));
  if (!summary) return null;
  if (summary.kind === "one") {
    return t("home.hero.courseRated", { course: t(`nav.course.${summary.course.slug}`), rating: ratingWords(summary.rating, t, locale) });
  }
  const [low, high] = [averageText(summary.low, locale), averageText(summary.high, locale)];
  return t("home.hero.coursesRated", { range: low === high ? low : t("home.hero.range", { low, high }), count: summary.reviews });
}

const PILLAR_ICONS: Record<string, ReactElement> = {
  Budgeting: <PieIcon className="h-6 w-6" />,
  "Debt Freedom": <TrendDownIcon className="h-6 w-6" />,
  Saving: <BanknotesIcon className="h-6 w-6" />,
  Investing: <TrendUpIcon className="h-6 w-6" />,
};

/** Each pillar's words in the catalogue (`home.pillar.<id>.*`), by its title in marketing.ts. */
const PILLAR_IDS: Record<string, "budgeting" | "debtFreedom" | "saving" | "investing"> = {
  Budgeting: "budgeting",
  "Debt Freedom": "debtFreedom",
  Saving: "saving",
  Investing: "investing",
};

/** The promises' words in the catalogue, in the order of PROMISES (marketing.ts). */
const PROMISE_KEYS: Record<(typeof PROMISES)[number], MessageKey> = {
  "30-day money-back guarantee": "home.promise.guarantee",
  "No setup fees": "home.promise.noSetupFees",
  "Cancel anytime": "home.promise.cancelAnytime",
};

/** The 50/30/20 split the Budget Bootcamp teaches on Day 2, drawn as the hero's picture. */
const SPLIT = [
  { label: "home.split.needs", share: 50, bar: "w-1/2 bg-emerald-500" },
  { label: "home.split.wants", share: 30, bar: "w-[30%] bg-sky-500" },
  { label: "home.split.savings", share: 20, bar: "w-1/5 bg-amber-400" },
] as const;

/** The course whose Day 2 the hero's picture comes from. */
const SPLIT_COURSE: CourseSlug = "budget-bootcamp";

function Hero() {
  const { hero, learners, footnote, ratings } = useLoaderData<typeof loader>();
  const t = useTranslate();
  const locale = useLocale();
  // Only courses with enough reviews count; without any, the line is left out.
  const rated = ratedLine(ratings, t, locale);
  const [tryBefore, tryAfter] = around(t("home.split.try"), "{tool}");
  return (
    <section aria-labelledby="hero-heading" className="relative overflow-hidden bg-brand-900 text-white">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pb-16 pt-14 sm:pt-20 lg:grid-cols-[1.15fr_1fr] lg:pb-24">
        <div>
          <p className="inline-flex items-center rounded-full border border-emerald-300/40 bg-white/5 px-3 py-1 text-sm font-medium text-emerald-100">
            {t("home.hero.eyebrow")}
          </p>
          <h1 id="hero-heading" className="mt-6 text-4xl font-bold tracking-tight sm:text-5xl lg:text-6xl">
            {t("home.hero.title")}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-emerald-50">{t("home.hero.lead")}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to="/courses" className={ON_DARK_PRIMARY}>
              {t("home.hero.start")}
              <ArrowRightIcon className="h-4 w-4" />
            </Link>
            <Link to="/courses" className={ON_DARK_SECONDARY}>
              {t("home.hero.explore")}
            </Link>
          </div>
          {rated || learners ? (
            <p className="mt-8 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-emerald-100">
              {rated ? (
                <>
                  <StarIcon className="h-4 w-4 fill-amber-300 text-amber-300" />
                  <span>{rated}</span>
                </>
              ) : null}
              {rated && learners ? (
                <span aria-hidden="true" className="hidden sm:inline">
                  ·
                </span>
              ) : null}
              {learners ? <span>{learners}</span> : null}
            </p>
          ) : null}
        </div>

        <figure className="rounded-2xl bg-white p-6 text-slate-900 shadow-2xl ring-1 ring-black/5 sm:p-8">
          <figcaption>
            <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{t("home.split.eyebrow")}</p>
            <p className="mt-1 text-xl font-bold">{t("home.split.title")}</p>
            <p className="mt-1 text-sm text-slate-600">{t("home.split.source", { course: t(`nav.course.${SPLIT_COURSE}`) })}</p>
          </figcaption>
          <ul className="mt-6 space-y-5">
            {SPLIT.map((part) => (
              <li key={part.label}>
                <div className="flex justify-between text-sm font-medium">
                  <span>{t(part.label)}</span>
                  <span>{t("home.split.share", { share: part.share })}</span>
                </div>
                <div className="mt-2 h-3 rounded-full bg-slate-100">
                  <div className={`h-3 rounded-full ${part.bar}`} />
                </div>
              </li>
            ))}
          </ul>
          <p className="mt-6 rounded-lg bg-brand-50 p-4 text-sm text-brand-900">
            {tryBefore}
            <Link to="/tools/budget-calculator" className="font-semibold underline">
              {t("nav.budgetCalculator")}
            </Link>
            {tryAfter}
          </p>
        </figure>
      </div>

      <div className="border-t border-white/10 bg-brand-800/60">
        <div className="mx-auto max-w-6xl px-4 py-8">
          <dl className="grid grid-cols-1 gap-6 text-center sm:grid-cols-3">
            {hero.map((figure) => (
              <div key={`${figure.value} ${figure.label}`} className="flex flex-col-reverse">
                <dt className="mt-1 text-sm font-medium text-emerald-100">{figure.label}</dt>
                <dd className="text-3xl font-bold tracking-tight text-white sm:text-4xl">{figure.value}</dd>
              </div>
            ))}
          </dl>
          <div className="mx-auto mt-6 max-w-3xl text-center">
            <MethodFootnote lines={footnote} tone="dark" label={t("home.footnote.label")} />
          </div>
        </div>
      </div>
    </section>
  );
}

function FeaturedCourses() {
  const { ratings, courses } = useLoaderData<typeof loader>();
  const t = useTranslate();
  return (
    <section aria-labelledby="featured-courses" className="mx-auto max-w-6xl px-4 py-20">
      <div className="flex flex-col justify-between gap-6 md:flex-row md:items-end">
        <SectionHeading id="featured-courses" eyebrow={t("home.featured.eyebrow")} title={t("home.featured.title")}>
          {t("home.featured.lead")}
        </SectionHeading>
        <Link to="/courses" className="button-secondary shrink-0 gap-2">
          {t("home.featured.all")}
          <ArrowRightIcon className="h-4 w-4" />
        </Link>
      </div>
      <div className="mt-12 grid gap-6 md:grid-cols-3">
        {COURSES.map((course) => (
          <CourseCard key={course.slug} course={course} rating={ratings[course.slug] ?? null} learners={courses.learners[course.slug]} />
        ))}
      </div>
      <div className="mt-6">
        <MethodFootnote lines={courses.footnote} label={t("home.footnote.label")} />
      </div>
    </section>
  );
}

function Pillars() {
  const t = useTranslate();
  return (
    <section aria-labelledby="pillars" className="border-y border-slate-200 bg-white">
      <div className="mx-auto max-w-6xl px-4 py-20">
        <SectionHeading id="pillars" eyebrow={t("home.pillars.eyebrow")} title={t("home.pillars.title")} align="center">
          {t("home.pillars.lead")}
        </SectionHeading>
        <div className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {PILLARS.map((pillar) => {
            const id = PILLAR_IDS[pillar.title]!;
            return (
              <article key={pillar.title} className="flex flex-col rounded-xl border border-slate-200 bg-slate-50 p-6">
                <span className="flex h-11 w-11 items-center justify-center rounded-lg bg-brand-700 text-white">
                  {PILLAR_ICONS[pillar.title]}
                </span>
                <h3 className="mt-4 text-lg font-bold text-slate-900">{t(`home.pillar.${id}.title`)}</h3>
                <p className="mt-2 text-sm leading-relaxed text-slate-700">{t(`home.pillar.${id}.description`)}</p>
                <ul className="mt-4 flex-1 space-y-1.5 text-sm text-slate-700">
                  {pillar.methods.map((method, index) => (
                    <li key={method} className="flex gap-2">
                      <span aria-hidden="true" className="text-brand-700">
                        •
                      </span>
                      {t(`home.pillar.${id}.method${index as 0 | 1 | 2}`)}
                    </li>
                  ))}
                </ul>
                <Link to={`/courses/${pillar.course.slug}`} className="link-arrow mt-6">
                  {t("home.pillars.learnIn", { course: t(`nav.course.${pillar.course.slug as CourseSlug}`) })}
                  <ArrowRightIcon className="h-4 w-4" />
                </Link>
              </article>
            );
          })}
        </div>
      </div>
    </section>
  );
}

function ToolsShowcase() {
  // A member whose plan has what the upsell sells is told so instead (signed-in pages are never shared-cached).
  const memberPlan = planWithAdvancedTools(usePlanTier());
  const t = useTranslate();
  return (
    <section aria-labelledby="tools" className="mx-auto max-w-6xl px-4 py-20">
      <SectionHeading id="tools" eyebrow={t("home.tools.eyebrow")} title={t("home.tools.title")}>
        {t("home.tools.lead")}
      </SectionHeading>
      <div className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {TOOL_CARDS.map((tool) => (
          <ToolCard key={tool.to} tool={tool} linkLabel={t("home.tools.try")} />
        ))}
      </div>
      <div className="mt-10 flex flex-col items-start justify-between gap-4 rounded-2xl bg-brand-50 p-6 sm:flex-row sm:items-center sm:p-8">
        {memberPlan ? (
          <>
            <p className="text-lg font-bold text-brand-900">{t("home.tools.memberNote", { plan: memberPlan })}</p>
            <Link to="/dashboard/courses" className="button-primary shrink-0">
              {t("home.tools.myCourses")}
            </Link>
          </>
        ) : (
          <>
            <div>
              <p className="text-lg font-bold text-brand-900">{t("home.tools.upsellTitle")}</p>
              <p className="mt-1 text-sm text-brand-900">{t("home.tools.upsellText")}</p>
            </div>
            <Link to="/#pricing" className="button-primary shrink-0">
              {t("home.tools.upgrade")}
            </Link>
          </>
        )}
      </div>
    </section>
  );
}

function Pricing() {
  const currency = useDisplayCurrency();
  const t = useTranslate();
  return (
    <section id="pricing" aria-labelledby="pricing-heading" className="border-t border-slate-200 bg-white">
      <div className="mx-auto max-w-6xl px-4 py-20">
        <SectionHeading id="pricing-heading" eyebrow={t("home.pricing.eyebrow")} title={t("home.pricing.title")} align="center">
          {t("home.pricing.lead")}
        </SectionHeading>
        <div className="mt-6 flex flex-wrap items-center justify-center gap-3 text-sm text-slate-700">
          <span>{t("home.pricing.pricesIn", { name: t(`home.currency.${currency}`), currency })}</span>
          <CurrencySwitch returnTo="/#pricing" />
        </div>
        <div className="mt-14 grid items-stretch gap-8 md:grid-cols-3">
          {PLANS.map((plan) => (
            <PlanCard key={plan.tier} plan={plan} />
          ))}
        </div>
        <ul className="mt-12 flex flex-col items-center justify-center gap-3 text-sm font-medium text-slate-700 sm:flex-row sm:gap-8">
          {PROMISES.map((promise) => (
            <li key={promise} className="flex items-center gap-2">
              <ShieldIcon className="h-5 w-5 text-brand-700" />
              {t(PROMISE_KEYS[promise])}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export default function Home() {
  return (
    <>
      <Hero />
      <FeaturedCourses />
      <Pillars />
      <ToolsShowcase />
      <Pricing />
    </>
  );
}
