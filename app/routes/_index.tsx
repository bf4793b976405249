import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
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
import { COURSES, PLANS } from "~/lib/domain/catalog";
import { publicPageHeaders } from "~/lib/http/http-cache";
import { pageMeta } from "~/lib/http/meta";
import { PILLARS, PROMISES } from "~/lib/copy/marketing";
import { readCourseRatings } from "~/features/reviews/reviews.server";
import { ratingsLine } from "~/lib/domain/course-rating";
import { homeProof } from "~/features/proof/domain/claims";
import { readProofCounts } from "~/features/proof/proof.server";
import { MethodFootnote } from "~/features/proof/proof-parts";
import { memberToolsNote, planWithAdvancedTools, TOOL_CARDS } from "~/features/tools/copy";
import { usePlanTier } from "~/hooks/use-plan-tier";
import { CURRENCY_NAMES } from "~/lib/domain/money";
import { useDisplayCurrency } from "~/hooks/use-currency";

export const meta: MetaFunction = (args) =>
  pageMeta(
    PRODUCT_NAME,
    "Practical courses and free calculators for budgeting, paying off debt and investing, for people in Canada and the United States. Prices in CAD and USD.",
    args,
  );

export const headers = publicPageHeaders;

/**
 * The figures the hero and the course cards claim, computed from our records (ADR 034), and the
 * courses' ratings from their learners' reviews (ADR 033): only what passes its threshold leaves the
 * server, rounded down, with its method. Both reads join the request's one session batch.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const [counts, ratings] = await Promise.all([readProofCounts(request, context), readCourseRatings(request, context)]);
  return { ...homeProof(counts, { tools: TOOL_CARDS.length }), ratings };
}

const PILLAR_ICONS: Record<string, ReactElement> = {
  Budgeting: <PieIcon className="h-6 w-6" />,
  "Debt Freedom": <TrendDownIcon className="h-6 w-6" />,
  Saving: <BanknotesIcon className="h-6 w-6" />,
  Investing: <TrendUpIcon className="h-6 w-6" />,
};

/** The 50/30/20 split the Budget Bootcamp teaches on Day 2, drawn as the hero's picture. */
const SPLIT = [
  { label: "Needs", share: 50, bar: "w-1/2 bg-emerald-500" },
  { label: "Wants", share: 30, bar: "w-[30%] bg-sky-500" },
  { label: "Savings and debt", share: 20, bar: "w-1/5 bg-amber-400" },
];

function Hero() {
  const { hero, learners, footnote, ratings } = useLoaderData<typeof loader>();
  // Only courses with enough reviews count; without any, the line is left out.
  const rated = ratingsLine(COURSES.map((course) => ({ title: course.title, rating: ratings[course.slug] ?? null })));
  return (
    <section aria-labelledby="hero-heading" className="relative overflow-hidden bg-brand-900 text-white">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pb-16 pt-14 sm:pt-20 lg:grid-cols-[1.15fr_1fr] lg:pb-24">
        <div>
          <p className="inline-flex items-center rounded-full border border-emerald-300/40 bg-white/5 px-3 py-1 text-sm font-medium text-emerald-100">
            For Canada and the United States
          </p>
          <h1 id="hero-heading" className="mt-6 text-4xl font-bold tracking-tight sm:text-5xl lg:text-6xl">
            Take control of your money
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-emerald-50">
            Short, practical courses and free calculators for budgeting, paying off debt and investing, with the rules of both countries side by
            side: TFSA and RRSP, 401(k) and IRA.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to="/courses" className={ON_DARK_PRIMARY}>
              Start Your Journey
              <ArrowRightIcon className="h-4 w-4" />
            </Link>
            <Link to="/courses" className={ON_DARK_SECONDARY}>
              Explore Courses
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
            <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">A plan for every dollar</p>
            <p className="mt-1 text-xl font-bold">The 50/30/20 rule</p>
            <p className="mt-1 text-sm text-slate-600">Day 2 of the 7-Day Budget Bootcamp</p>
          </figcaption>
          <ul className="mt-6 space-y-5">
            {SPLIT.map((part) => (
              <li key={part.label}>
                <div className="flex justify-between text-sm font-medium">
                  <span>{part.label}</span>
                  <span>{part.share}% of take-home pay</span>
                </div>
                <div className="mt-2 h-3 rounded-full bg-slate-100">
                  <div className={`h-3 rounded-full ${part.bar}`} />
                </div>
              </li>
            ))}
          </ul>
          <p className="mt-6 rounded-lg bg-brand-50 p-4 text-sm text-brand-900">
            Try it on your own numbers with the free{" "}
            <Link to="/tools/budget-calculator" className="font-semibold underline">
              Budget Calculator
            </Link>
            .
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
            <MethodFootnote lines={footnote} tone="dark" />
          </div>
        </div>
      </div>
    </section>
  );
}

function FeaturedCourses() {
  const { ratings, courses } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="featured-courses" className="mx-auto max-w-6xl px-4 py-20">
      <div className="flex flex-col justify-between gap-6 md:flex-row md:items-end">
        <SectionHeading id="featured-courses" eyebrow="Courses" title="Featured courses">
          Start where you are. Each course is a one-time purchase with a 30-day money-back guarantee.
        </SectionHeading>
        <Link to="/courses" className="button-secondary shrink-0 gap-2">
          View All Courses
          <ArrowRightIcon className="h-4 w-4" />
        </Link>
      </div>
      <div className="mt-12 grid gap-6 md:grid-cols-3">
        {COURSES.map((course) => (
          <CourseCard key={course.slug} course={course} rating={ratings[course.slug] ?? null} learners={courses.learners[course.slug]} />
        ))}
      </div>
      <div className="mt-6">
        <MethodFootnote lines={courses.footnote} />
      </div>
    </section>
  );
}

function Pillars() {
  return (
    <section aria-labelledby="pillars" className="border-y border-slate-200 bg-white">
      <div className="mx-auto max-w-6xl px-4 py-20">
        <SectionHeading id="pillars" eyebrow="What you will learn" title="The four pillars of financial health" align="center">
          Everything we teach builds one of four habits. Work through them in order, or start with the one that worries you most.
        </SectionHeading>
        <div className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {PILLARS.map((pillar) => (
            <article key={pillar.title} className="flex flex-col rounded-xl border border-slate-200 bg-slate-50 p-6">
              <span className="flex h-11 w-11 items-center justify-center rounded-lg bg-brand-700 text-white">{PILLAR_ICONS[pillar.title]}</span>
              <h3 className="mt-4 text-lg font-bold text-slate-900">{pillar.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-700">{pillar.description}</p>
              <ul className="mt-4 flex-1 space-y-1.5 text-sm text-slate-700">
                {pillar.methods.map((method) => (
                  <li key={method} className="flex gap-2">
                    <span aria-hidden="true" className="text-brand-700">
                      •
                    </span>
                    {method}
                  </li>
                ))}
              </ul>
              <Link to={`/courses/${pillar.course.slug}`} className="link-arrow mt-6">
                Learn it in the {pillar.course.title}
                <ArrowRightIcon className="h-4 w-4" />
              </Link>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}

function ToolsShowcase() {
  // A member whose plan has what the upsell sells is told so instead (signed-in pages are never shared-cached).
  const memberPlan = planWithAdvancedTools(usePlanTier());
  return (
    <section aria-labelledby="tools" className="mx-auto max-w-6xl px-4 py-20">
      <SectionHeading id="tools" eyebrow="Free tools" title="Run the numbers on your own money">
        Four free calculators, no account needed. What you type stays in your browser and the page address; we never store it.
      </SectionHeading>
      <div className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {TOOL_CARDS.map((tool) => (
          <ToolCard key={tool.to} tool={tool} linkLabel="Try Tool" />
        ))}
      </div>
      <div className="mt-10 flex flex-col items-start justify-between gap-4 rounded-2xl bg-brand-50 p-6 sm:flex-row sm:items-center sm:p-8">
        {memberPlan ? (
          <>
            <p className="text-lg font-bold text-brand-900">{memberToolsNote(memberPlan)}</p>
            <Link to="/dashboard/courses" className="button-primary shrink-0">
              Go to my courses
            </Link>
          </>
        ) : (
          <>
            <div>
              <p className="text-lg font-bold text-brand-900">Want every course and its printable worksheets?</p>
              <p className="mt-1 text-sm text-brand-900">They come with the Premium plan, and advanced tools will join them.</p>
            </div>
            <Link to="/#pricing" className="button-primary shrink-0">
              Upgrade to Premium
            </Link>
          </>
        )}
      </div>
    </section>
  );
}

function Pricing() {
  const currency = useDisplayCurrency();
  return (
    <section id="pricing" aria-labelledby="pricing-heading" className="border-t border-slate-200 bg-white">
      <div className="mx-auto max-w-6xl px-4 py-20">
        <SectionHeading id="pricing-heading" eyebrow="Pricing" title="Simple monthly plans" align="center">
          Every plan includes the 7-Day Budget Bootcamp. Premium adds every course.
        </SectionHeading>
        <div className="mt-6 flex flex-wrap items-center justify-center gap-3 text-sm text-slate-700">
          <span>
            Prices in {CURRENCY_NAMES[currency]} ({currency})
          </span>
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
              {promise}
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
