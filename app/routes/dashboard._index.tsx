import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { lessonPath } from "~/features/course-page/course-page";
import { CourseCover } from "~/features/dashboard/course-cover";
import { DashboardHeading, EnrolledCourseList, StartLearning } from "~/features/dashboard/learner-dashboard";
import { ProgressBar } from "~/components/progress-bar";
import { overallProgress, upNext } from "~/lib/domain/learning";
import { requireLearner } from "~/lib/services/learning.server";
import { loadDashboardLive } from "~/features/live/dashboard.server";
import { DashboardLiveCard } from "~/features/live/dashboard-live";
import { loadDashboardReview } from "~/features/assessments/review.server";
import { DashboardReviewCard } from "~/features/assessments/review-page";

export async function loader({ request, context }: LoaderFunctionArgs) {
  // All three join the request's one batch (ADR 013).
  const now = new Date();
  const [{ lessons, enrolled, achievements }, live, review] = await Promise.all([
    requireLearner(request, context),
    loadDashboardLive(request, context, now),
    loadDashboardReview(request, context, now),
  ]);
  const next = upNext(lessons, enrolled);
  const nextCourse = next && enrolled.find((entry) => entry.course.slug === next.course.slug);
  return {
    next: next && nextCourse ? { ...next, completedLessons: nextCourse.completedLessons, totalLessons: nextCourse.totalLessons } : null,
    enrolled,
    overall: overallProgress(enrolled),
    earnedBadges: achievements.filter((achievement) => achievement.earned).length,
    finishedAll: enrolled.length > 0 && enrolled.every((entry) => entry.complete),
    live,
    review: review(enrolled.map((entry) => entry.course.slug)),
  };
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900">{value}</dd>
    </div>
  );
}

/** Spec 2's welcome screen: where to carry on, the learner's courses, and Get Started. */
export default function DashboardOverview() {
  const { next, enrolled, overall, earnedBadges, finishedAll, live, review } = useLoaderData<typeof loader>();
  const newLearner = enrolled.length === 0;
  return (
    <div className="space-y-8">
      <DashboardHeading title="Welcome back!">Continue your financial education journey</DashboardHeading>
      {newLearner ? (
        <section aria-labelledby="start-heading">
          <h2 id="start-heading" className="text-xl font-semibold">
            Start here
          </h2>
          <p className="mt-1 text-slate-700">You have no courses yet. Try a lesson free, use the free tools, or browse the courses.</p>
          <div className="mt-4">
            <StartLearning />
          </div>
        </section>
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
            <Stat label="Enrolled Courses" value={String(overall.enrolledCourses)} />
            <Stat label="Lessons Completed" value={`${overall.completedLessons} of ${overall.totalLessons}`} />
            <Stat label="Overall Progress" value={`${overall.percent}%`} />
            <Stat label="Achievements" value={String(earnedBadges)} />
          </dl>
          <section className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm" aria-labelledby="continue-heading">
            <div className="flex flex-col md:flex-row">
              {next ? <CourseCover course={next.course} className="h-28 md:h-auto md:w-56" /> : null}
              <div className="flex-1 p-5 sm:p-6">
                <h2 id="continue-heading" className="text-xl font-semibold">
                  Continue where you left off
                </h2>
                {next ? (
                  <div className="mt-3 flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
                    <div className="min-w-0 flex-1">
                      <p className="text-slate-700">
                        <span className="font-semibold text-slate-900">{next.course.title}</span>
                        <br />
                        Lesson {next.lessonNumber}: {next.title}
                      </p>
                      <div className="mt-3 max-w-md">
                        <ProgressBar label={`${next.course.title} progress`} value={next.completedLessons} max={next.totalLessons}>
                          {next.completedLessons} of {next.totalLessons} lessons
                        </ProgressBar>
                      </div>
                    </div>
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
              </div>
            </div>
          </section>
          <section aria-labelledby="your-courses">
            <div className="flex items-baseline justify-between gap-4">
              <h2 id="your-courses" className="text-xl font-semibold">
                Your courses
              </h2>
              <Link to="/dashboard/courses" className="text-sm font-semibold text-brand-700 underline hover:text-brand-900">
                All my courses
              </Link>
            </div>
            <div className="mt-4">
              <EnrolledCourseList enrolled={enrolled} cover />
            </div>
          </section>
        </>
      )}
      {review ? <DashboardReviewCard review={review} /> : null}
      {live ? <DashboardLiveCard live={live} /> : null}
      <section className="card" aria-labelledby="get-started">
        <h2 id="get-started" className="text-xl font-semibold">
          Get Started
        </h2>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
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
