import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { CourseCard } from "~/components/course-card";
import { COURSES } from "~/lib/catalog";
import { displayCurrency } from "~/lib/currency.server";
import { pageMeta } from "~/lib/meta";

export const meta: MetaFunction = () =>
  pageMeta("Courses", "Budgeting, debt payoff and investing courses for Canada and the US, with prices in CAD and USD.");

export async function loader({ context }: LoaderFunctionArgs) {
  return { currency: displayCurrency(context) };
}

export default function Courses() {
  const { currency } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-4xl font-bold tracking-tight">Courses</h1>
      <p className="mt-3 max-w-2xl text-slate-700">
        Three courses, from your first budget to investing and retirement. Prices in {currency}, one-time, with a
        30-day money-back guarantee.
      </p>
      <div className="mt-10 grid gap-6 md:grid-cols-3">
        {COURSES.map((course) => (
          <CourseCard key={course.slug} course={course} currency={currency} />
        ))}
      </div>
    </div>
  );
}
