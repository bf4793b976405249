import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { CheckoutButton } from "~/components/price-card";
import { findCourseBySlug } from "~/lib/catalog";
import { displayCurrency } from "~/lib/currency.server";
import { listLessonSummaries } from "~/lib/lessons.server";
import { pageMeta } from "~/lib/meta";
import { formatPrice } from "~/lib/money";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? pageMeta(data.course.title, data.course.description) : [];

export async function loader({ params, context }: LoaderFunctionArgs) {
  const course = findCourseBySlug(params.courseId ?? "");
  if (!course) throw new Response("Not Found", { status: 404 });
  const lessons = await listLessonSummaries(context, course.slug);
  return { course, lessons, currency: displayCurrency(context) };
}

export default function CoursePage() {
  const { course, lessons, currency } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 lg:grid-cols-3">
      <div className="lg:col-span-2">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
          {course.level} · {course.duration}
        </p>
        <h1 className="mt-2 text-4xl font-bold tracking-tight">{course.title}</h1>
        <p className="mt-4 text-lg text-slate-700">{course.description}</p>
        <h2 className="mt-10 text-2xl font-semibold">What you will learn</h2>
        <ol className="mt-4 space-y-3" aria-label="Lessons">
          {lessons.map((lesson) => (
            <li key={lesson.id} className="card flex items-center justify-between gap-4 p-4">
              <span>
                <span className="mr-2 font-semibold text-brand-700">{lesson.lessonNumber}.</span>
                {lesson.title}
              </span>
              <span className="whitespace-nowrap text-sm text-slate-600">{lesson.durationMinutes} min</span>
            </li>
          ))}
        </ol>
      </div>
      <aside className="card h-fit" aria-labelledby="course-price">
        <h2 id="course-price" className="text-3xl font-bold">
          {formatPrice(course.price[currency], currency)}
        </h2>
        <p className="mt-1 text-sm text-slate-600">One-time payment · 30-day money-back guarantee</p>
        <ul className="mt-4 space-y-2 text-sm">
          {course.features.map((feature) => (
            <li key={feature}>✓ {feature}</li>
          ))}
        </ul>
        <CheckoutButton name="product" value={course.paymentKey} label="Buy Course" returnTo={`/courses/${course.slug}`} />
      </aside>
    </div>
  );
}
