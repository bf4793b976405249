import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { CourseCard } from "~/components/course-card";
import { PlanCard } from "~/components/price-card";
import { PRODUCT_NAME } from "~/lib/brand";
import { COURSES, PLANS } from "~/lib/catalog";
import { displayCurrency } from "~/lib/currency.server";
import { pageMeta } from "~/lib/meta";
import { TOOLS_NAV } from "~/lib/navigation";

export const meta: MetaFunction = () =>
  pageMeta(
    PRODUCT_NAME,
    "Budgeting, debt payoff and investing courses plus free money tools for Canadians and Americans.",
  );

export async function loader({ context }: LoaderFunctionArgs) {
  return { currency: displayCurrency(context) };
}

const STATS = [
  { value: "10,000+", label: "Lives Transformed" },
  { value: "$2M+", label: "Debt Eliminated" },
  { value: "99%", label: "Success Rate" },
];

const PILLARS = [
  { title: "Budgeting", description: "Know where every dollar goes.", methods: ["50/30/20 rule", "Zero-based budgeting", "Envelope method"], to: "/courses/budget-bootcamp" },
  { title: "Debt Freedom", description: "Pay off what you owe, faster.", methods: ["Debt snowball", "Debt avalanche", "Rate negotiation"], to: "/courses/debt-challenge" },
  { title: "Saving", description: "Build a cushion and reach goals.", methods: ["Emergency fund", "Sinking funds", "Goal tracking"], to: "/courses/budget-bootcamp" },
  { title: "Investing", description: "Grow wealth for the long run.", methods: ["Index funds and ETFs", "TFSA, RRSP, 401(k), IRA", "Retirement planning"], to: "/courses/financial-masterclass" },
];

export default function Home() {
  const { currency } = useLoaderData<typeof loader>();
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-slate-50">
        <div className="mx-auto max-w-6xl px-4 py-20 text-center">
          <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">Take control of your money</h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-700">
            Practical courses and free tools for budgeting, paying off debt and investing, written for people in
            Canada and the United States.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to="/courses" className="button-primary">
              Start Your Journey
            </Link>
            <Link to="/courses" className="button-secondary">
              Explore Courses
            </Link>
          </div>
          <dl className="mx-auto mt-12 grid max-w-3xl grid-cols-1 gap-6 sm:grid-cols-3">
            {STATS.map((stat) => (
              <div key={stat.label}>
                <dt className="text-sm text-slate-600">{stat.label}</dt>
                <dd className="text-3xl font-bold text-brand-800">{stat.value}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-6 text-sm text-slate-600">5,000+ students · rated 4.8 to 5.0</p>
        </div>
      </section>

      <section aria-labelledby="featured-courses" className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="featured-courses" className="text-3xl font-bold tracking-tight">Featured courses</h2>
        <div className="mt-8 grid gap-6 md:grid-cols-3">
          {COURSES.map((course) => (
            <CourseCard key={course.slug} course={course} currency={currency} />
          ))}
        </div>
        <Link to="/courses" className="button-secondary mt-8">
          View All Courses
        </Link>
      </section>

      <section aria-labelledby="pillars" className="bg-white">
        <div className="mx-auto max-w-6xl px-4 py-16">
          <h2 id="pillars" className="text-3xl font-bold tracking-tight">Four pillars of financial health</h2>
          <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {PILLARS.map((pillar) => (
              <article key={pillar.title} className="card flex flex-col">
                <h3 className="text-lg font-semibold">{pillar.title}</h3>
                <p className="mt-2 text-sm text-slate-600">{pillar.description}</p>
                <ul className="mt-4 flex-1 list-disc space-y-1 pl-5 text-sm">
                  {pillar.methods.map((method) => (
                    <li key={method}>{method}</li>
                  ))}
                </ul>
                <Link to={pillar.to} className="mt-4 text-sm font-semibold text-brand-700 hover:underline">
                  Learn {pillar.title.toLowerCase()}
                </Link>
              </article>
            ))}
          </div>
        </div>
      </section>

      <section aria-labelledby="tools" className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="tools" className="text-3xl font-bold tracking-tight">Free financial tools</h2>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {TOOLS_NAV.map((tool) => (
            <li key={tool.to} className="card">
              <h3 className="font-semibold">{tool.label}</h3>
              <Link to="/tools" className="mt-3 inline-block text-sm font-semibold text-brand-700 hover:underline">
                Try Tool
              </Link>
            </li>
          ))}
        </ul>
        <Link to="/#pricing" className="button-secondary mt-8">
          Upgrade to Premium
        </Link>
      </section>

      <section id="pricing" aria-labelledby="pricing-heading" className="bg-white">
        <div className="mx-auto max-w-6xl px-4 py-16">
          <h2 id="pricing-heading" className="text-center text-3xl font-bold tracking-tight">
            Simple monthly plans
          </h2>
          <p className="mt-3 text-center text-slate-600">
            Prices in {currency}. 30-day money-back guarantee · No setup fees · Cancel anytime.
          </p>
          <div className="mt-12 grid gap-8 md:grid-cols-3">
            {PLANS.map((plan) => (
              <PlanCard key={plan.tier} plan={plan} currency={currency} />
            ))}
          </div>
        </div>
      </section>
    </>
  );
}
