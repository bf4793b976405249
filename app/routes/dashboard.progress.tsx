import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { AchievementItem, DashboardHeading, EnrolledCourseList } from "~/features/dashboard/learner-dashboard";
import { ProgressBar } from "~/components/progress-bar";
import { overallProgress } from "~/lib/domain/learning";
import { requireLearner } from "~/lib/services/learning.server";
import { pageMeta, pageText } from "~/lib/http/meta";
import { dashboardMessages } from "~/features/dashboard/words.server";
import { useTranslate } from "~/hooks/use-translate";
import { ACHIEVEMENTS_PATH } from "~/features/dashboard/paths";
import { inLearnersDays } from "~/features/dashboard/achievement-days";

export const meta: MetaFunction = (args) =>
  pageMeta(pageText(args, "dashboard.progress.title"), pageText(args, "dashboard.progress.description"));

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user, enrolled, achievements } = await requireLearner(request, context);
  return {
    enrolled,
    overall: overallProgress(enrolled),
    earned: inLearnersDays(achievements, user).filter((achievement) => achievement.earned),
    messages: dashboardMessages(context.locale, "progress"),
  };
}

export default function LearningProgress() {
  const { enrolled, overall, earned } = useLoaderData<typeof loader>();
  const t = useTranslate();
  return (
    <div>
      <DashboardHeading title={t("dashboard.progress.title")} />
      {enrolled.length > 0 ? (
        <section className="card mt-8" aria-labelledby="overall-heading">
          <h2 id="overall-heading" className="text-xl font-semibold">
            {t("dashboard.learner.overallProgress")}
          </h2>
          <div className="mt-4">
            <ProgressBar labelledBy="overall-heading" value={overall.completedLessons} max={overall.totalLessons}>
              {t("dashboard.learner.lessonsOf", { count: overall.completedLessons, total: overall.totalLessons })}
            </ProgressBar>
          </div>
          <dl className="mt-6 grid grid-cols-3 gap-2 sm:gap-4">
            {[
              [t("dashboard.learner.enrolledCourses"), String(overall.enrolledCourses)],
              [t("dashboard.learner.lessonsCompleted"), String(overall.completedLessons)],
              [t("dashboard.learner.overallProgress"), t("dashboard.learner.percent", { percent: overall.percent })],
            ].map(([label, value]) => (
              <div key={label} className="rounded-lg bg-slate-50 p-4">
                <dt className="text-sm text-slate-600">{label}</dt>
                <dd className="mt-1 text-2xl font-bold text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      <section className="card mt-6" aria-labelledby="course-progress-heading">
        <h2 id="course-progress-heading" className="text-xl font-semibold">
          {t("dashboard.progress.courseProgress")}
        </h2>
        <div className="mt-4">
          <EnrolledCourseList enrolled={enrolled} />
        </div>
      </section>
      <section className="card mt-6" aria-labelledby="achievements-heading">
        <h2 id="achievements-heading" className="text-xl font-semibold">
          {t("dashboard.learner.achievements")}
        </h2>
        {earned.length > 0 ? (
          <ul className="mt-4 space-y-3">
            {earned.map((achievement) => (
              <AchievementItem key={achievement.id} achievement={achievement} />
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-slate-700">{t("dashboard.progress.firstBadge")}</p>
        )}
        <Link to={ACHIEVEMENTS_PATH} className="mt-4 inline-block text-sm font-semibold text-brand-700 underline hover:text-brand-900">
          {t("dashboard.progress.seeEvery")}
        </Link>
      </section>
    </div>
  );
}
