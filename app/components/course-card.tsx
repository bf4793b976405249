import { Link } from "@remix-run/react";
import type { Course, Currency } from "~/lib/catalog";
import { MOST_POPULAR_LABEL } from "~/lib/catalog";
import { formatPrice } from "~/lib/money";

export function CourseCard({ course, currency }: { course: Course; currency: Currency }) {
  return (
    <article className="card flex flex-col" aria-labelledby={`course-${course.slug}`}>
      <div className="flex items-center justify-between gap-2 text-xs font-semibold uppercase tracking-wide">
        <span className="text-brand-700">{course.level}</span>
        {course.popular ? <span className="rounded-full bg-amber-100 px-2 py-1 text-amber-900">{MOST_POPULAR_LABEL}</span> : null}
      </div>
      <h3 id={`course-${course.slug}`} className="mt-3 text-xl font-semibold">
        <Link to={`/courses/${course.slug}`} className="hover:underline">
          {course.title}
        </Link>
      </h3>
      <p className="mt-2 flex-1 text-sm text-slate-600">{course.description}</p>
      <dl className="mt-4 grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-slate-600">Length</dt>
          <dd className="font-medium">{course.duration}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Students</dt>
          <dd className="font-medium">{course.students}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Rating</dt>
          <dd className="font-medium">{course.rating.toFixed(1)} / 5</dd>
        </div>
      </dl>
      <p className="mt-4 text-2xl font-bold">{formatPrice(course.price[currency], currency)}</p>
      <Link to={`/courses/${course.slug}`} className="button-primary mt-4">
        View Course
      </Link>
    </article>
  );
}
