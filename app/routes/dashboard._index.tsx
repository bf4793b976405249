import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { lessonPath } from "~/features/course-page/course-page";
import { DashboardHeading } from "~/features/dashboard/learner-dashboard";
import { upNext } from "~/lib/domain/learning";
import { requireLearner } from "~/lib/services/learning.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { lessons, enrolled } = await requireLearner(request, context);
  return { next: upNext(lessons, enrolled), finishedAll: enrolled.length > 0 && enrolled.every((entry) => entry.complete) };
}

export default function DashboardOverview() {
  const { next, finishedAll } = useLoaderData<typeof loader>();
  return (
    <div>
      <DashboardHeading title="Welcome back!">Continue your financial education journey</DashboardHeading>
      <section className="card mt-8" aria-labelledby="continue-heading">
        <h2 id="continue-heading" className="text-xl font-semibold">
          Continue where you left off
        </h2>
        {next ? (
          <div className="mt-3 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-slate-700">
              <span className="font-semibold text-slate-900">{next.course.title}</span>
              <br />
              Lesson {next.lessonNumber}: {next.title}
            </p>
            <Link to={lessonPath(next.course, next.lessonNumber)} className="button-primary">
              Continue
            </Link>
          </div>
        ) : finishedAll ? (
          <p className="mt-3 text-slate-700">
            You have finished every lesson of your courses.{" "}
            <Link to="/dashboard/achievements" className="font-semibold text-brand-700 underline hover:text-brand-900">
              See your achievements and certificates
            </Link>
          </p>
        ) : (
          <p className="mt-3 text-slate-700">Nothing to pick up yet: choose a course to start learning.</p>
        )}
      </section>
      <section className="card mt-6" aria-labelledby="get-started">
        <h2 id="get-started" className="text-xl font-semibold">
          Get Started
        </h2>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row">
          <Link to="/courses" className="button-primary">
            Browse Courses
          </Link>
          <Link to="/dashboard/progress" className="button-secondary">
            View Progress
          </Link>
          <Link to="/dashboard/profile" className="button-secondary">
            Edit Profile
          </Link>
        </div>
      </section>
    </div>
  );
}
