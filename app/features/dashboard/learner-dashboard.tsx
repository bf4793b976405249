import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import type { Achievement, EnrolledCourse } from "~/lib/domain/learning";
import { formatDate, utcDate } from "~/lib/domain/dates";
import { lessonPath } from "~/features/course-page/course-page";
import { CompletedBadge } from "~/components/badge";
import { StarIcon } from "~/components/icons";
import { ProgressBar } from "~/components/progress-bar";

export function DashboardHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      {children ? <p className="mt-2 text-slate-700">{children}</p> : null}
    </>
  );
}

/** "Nov 23, 2026", the same on the server and in every browser's time zone. */
export function formatDay(moment: Date): string {
  return formatDate(utcDate(moment));
}

/** Spec 2: what the progress views show to a learner without any course. */
export function NoCoursesEnrolled() {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 p-8 text-center">
      <p className="text-lg font-semibold text-slate-900">No courses enrolled</p>
      <p className="mt-1 text-slate-700">Purchase a course or subscribe to start learning</p>
      <Link to="/courses" className="button-primary mt-5">
        Browse Courses
      </Link>
    </div>
  );
}

const ACCESS_LABELS = { purchase: "Purchased", subscription: "Included in your plan" } as const;

/** Each enrolled course with its bar, 'Completed' badge, View Course and Continue (spec 2). */
export function EnrolledCourseList({ enrolled, showAccess = false }: { enrolled: readonly EnrolledCourse[]; showAccess?: boolean }) {
  if (enrolled.length === 0) return <NoCoursesEnrolled />;
  return (
    <ul className="space-y-4">
      {enrolled.map((entry) => {
        const headingId = `course-${entry.course.slug}`;
        return (
          <li key={entry.course.slug} className="rounded-xl border border-slate-200 p-5">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 id={headingId} className="text-lg font-semibold text-slate-900">
                {entry.course.title}
              </h3>
              {entry.complete ? <CompletedBadge /> : null}
            </div>
            {showAccess ? <p className="mt-1 text-sm text-slate-600">{ACCESS_LABELS[entry.access]}</p> : null}
            <div className="mt-3">
              <ProgressBar labelledBy={headingId} value={entry.completedLessons} max={entry.totalLessons}>
                {entry.completedLessons} of {entry.totalLessons} lessons · {entry.percent}%
              </ProgressBar>
            </div>
            <div className="mt-4 flex flex-wrap gap-3">
              <Link to={`/courses/${entry.course.slug}`} className="button-secondary" aria-describedby={headingId}>
                View Course
              </Link>
              {entry.complete ? null : (
                <Link to={lessonPath(entry.course, entry.continueLesson)} className="button-primary" aria-describedby={headingId}>
                  Continue
                </Link>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** An achievement, earned (with its date) or not yet (with what earns it); `children` add actions. */
export function AchievementItem({ achievement, children }: { achievement: Achievement; children?: ReactNode }) {
  const { earned, earnedAt } = achievement;
  return (
    <li className={`flex gap-4 rounded-xl border p-4 ${earned ? "border-amber-300 bg-amber-50" : "border-slate-200 bg-white"}`}>
      <span
        className={`flex h-10 w-10 shrink-0 items-center justify-center rounded-full ${earned ? "bg-amber-500 text-white" : "bg-slate-100 text-slate-500"}`}
      >
        <StarIcon className="h-5 w-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-slate-900">
          {achievement.title}
          {achievement.course ? <span className="font-normal text-slate-700">: {achievement.course.title}</span> : null}
        </p>
        <p className="text-sm text-slate-700">
          {earned ? (
            <>
              {achievement.course ? "Every lesson completed" : achievement.description}
              {earnedAt ? ` · Earned ${formatDay(earnedAt)}` : " · Earned"}
            </>
          ) : (
            <>Not earned yet · {achievement.requirement}</>
          )}
        </p>
        {children}
      </div>
    </li>
  );
}
