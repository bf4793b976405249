import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { lessonPath } from "~/features/course-page/course-page";
import { CourseCover } from "~/features/dashboard/course-cover";
import { courseTitle, DashboardHeading, EnrolledCourseList, StartLearning } from "~/features/dashboard/learner-dashboard";
import { dashboardMessages } from "~/features/dashboard/words.server";
import { useTranslate } from "~/hooks/use-translate";
import { ProgressBar } from "~/components/progress-bar";
import { overallProgress, upNext } from "~/lib/domain/learning";
import { requireLearner } from "~/lib/services/learning.server";
import { loadDashboardLive } from "~/features/live/dashboard.server";
import { DashboardLiveCard } from "~/features/live/dashboard-live";
import { loadDashboardReview } from "~/features/assessments/review.server";
import { DashboardReviewCard } from "~/features/assessments/review-page";
import { ACHIEVEMENTS_PATH } from "~/features/dashboard/paths";

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
    messages: dashboardMessages(context.locale, "overview"),
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
  const t = useTranslate();
  const nextTitle = next ? courseTitle(t, next.course) : "";
  return (
    <div className="space-y-8">
      <DashboardHeading title={t("dashboard.overview.welcome")}>{t("dashboard.overview.welcomeText")}</DashboardHeading>
      {newLearner ? (
        <section aria-labelledby="start-heading">
          <h2 id="start-heading" className="text-xl font-semibold">
            {t("dashboard.overview.startHere")}
          </h2>
          <p className="mt-1 text-slate-700">{t("dashboard.overview.startHereText")}</p>
          <div className="mt-4">
            <StartLearning />
          </div>
        </section>
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
            <Stat label={t("dashboard.learner.enrolledCourses")} value={String(overall.enrolledCourses)} />
            <Stat
              label={t("dashboard.learner.lessonsCompleted")}
              value={t("dashboard.learner.countOf", { count: overall.completedLessons, total: overall.totalLessons })}
            />
            <Stat label={t("dashboard.learner.overallProgress")} value={t("dashboard.learner.percent", { percent: overall.percent })} />
            <Stat label={t("dashboard.learner.achievements")} value={String(earnedBadges)} />
          </dl>
          <section className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm" aria-labelledby="continue-heading">
            <div className="flex flex-col md:flex-row">
              {next ? <CourseCover course={next.course} className="h-28 md:h-auto md:w-56" /> : null}
              <div className="flex-1 p-5 sm:p-6">
                <h2 id="continue-heading" className="text-xl font-semibold">
                  {t("dashboard.overview.continueHeading")}
                </h2>
                {next ? (
                  <div className="mt-3 flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
                    <div className="min-w-0 flex-1">
                      <p className="text-slate-700">
                        <span className="font-semibold text-slate-900">{nextTitle}</span>
                        <br />
                        {t("dashboard.learner.lesson", { number: next.lessonNumber, title: next.title })}
                      </p>
                      <div className="mt-3 max-w-md">
                        <ProgressBar
                          label={t("dashboard.overview.courseProgress", { course: nextTitle })}
                          value={next.completedLessons}
                          max={next.totalLessons}
                        >
                          {t("dashboard.learner.lessonsOf", { count: next.completedLessons, total: next.totalLessons })}
                        </ProgressBar>
                      </div>
                    </div>
                    <Link to={lessonPath(next.course, next.lessonNumber)} className="button-primary">
                      {t("dashboard.learner.continue")}
                    </Link>
                  </div>
                ) : finishedAll ? (
                  <p className="mt-3 text-slate-700">
                    {t("dashboard.overview.finishedAll")}{" "}
                    <Link to={ACHIEVEMENTS_PATH} className="font-semibold text-brand-700 underline hover:text-brand-900">
                      {t("dashboard.overview.seeAchievements")}
                    </Link>
                  </p>
                ) : (
                  <p className="mt-3 text-slate-700">{t("dashboard.overview.nothingYet")}</p>
                )}
              </div>
            </div>
          </section>
          <section aria-labelledby="your-courses">
            <div className="flex items-baseline justify-between gap-4">
              <h2 id="your-courses" className="text-xl font-semibold">
                {t("dashboard.overview.yourCourses")}
              </h2>
              <Link to="/dashboard/courses" className="text-sm font-semibold text-brand-700 underline hover:text-brand-900">
                {t("dashboard.overview.allMyCourses")}
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
          {t("dashboard.overview.getStarted")}
        </h2>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <Link to="/courses" className="button-primary">
            {t("dashboard.layout.quick.browseCourses")}
          </Link>
          <Link to="/dashboard/progress" className="button-secondary">
            {t("dashboard.overview.viewProgress")}
          </Link>
          <Link to="/dashboard/profile" className="button-secondary">
            {t("dashboard.overview.editProfile")}
          </Link>
        </div>
      </section>
    </div>
  );
}
