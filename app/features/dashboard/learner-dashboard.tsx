import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import type { Achievement, EnrolledCourse } from "~/lib/domain/learning";
import { formatDate, utcDate } from "~/lib/domain/dates";
import { lessonPath, previewPath } from "~/features/course-page/course-page";
import { TOOL_CARDS } from "~/features/tools/copy";
import { COURSES } from "~/lib/domain/catalog";
import { CourseCover } from "./course-cover";
import { CompletedBadge } from "~/components/badge";
import { CalculatorIcon, EyeIcon, StarIcon } from "~/components/icons";
import { useTranslate } from "~/hooks/use-translate";
import { ProgressBar } from "~/components/progress-bar";

export function DashboardHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div>
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      {children ? <p className="mt-2 text-slate-700">{children}</p> : null}
    </div>
  );
}

/** "Nov 23, 2026", the same on the server and in every browser's time zone. */
export function formatDay(moment: Date): string {
  return formatDate(utcDate(moment));
}

/** The beginner's course, first in the catalogue: its first lesson can be read free (`?preview=true`). */
const FIRST_COURSE = COURSES[0];

/**
 * What a new learner can do before buying anything: read the first course's first lesson free, or use
 * the four free tools.
 */
export function StartLearning() {
  const t = useTranslate();
  return (
    <div className="grid gap-6 text-left lg:grid-cols-2">
      <section aria-labelledby="try-a-lesson" className="self-start overflow-hidden rounded-xl border border-slate-200 bg-white">
        <CourseCover course={FIRST_COURSE} />
        <div className="p-5">
          <h3 id="try-a-lesson" className="text-lg font-semibold text-slate-900">
            Try a lesson free
          </h3>
          <p className="mt-1 text-sm text-slate-700">
            Read the opening of {FIRST_COURSE.title}&apos;s first lesson, then decide. No payment needed.
          </p>
          <Link to={previewPath(FIRST_COURSE)} className="button-secondary mt-4 gap-2">
            <EyeIcon className="h-4 w-4" />
            Preview lesson 1<span className="sr-only">: {FIRST_COURSE.title}</span>
          </Link>
        </div>
      </section>
      <section aria-labelledby="free-tools" className="rounded-xl border border-slate-200 bg-white p-5">
        <h3 id="free-tools" className="text-lg font-semibold text-slate-900">
          Free money tools
        </h3>
        <p className="mt-1 text-sm text-slate-700">Free for everyone, and nothing you type is stored.</p>
        <ul className="mt-4 space-y-2">
          {TOOL_CARDS.map((tool) => (
            <li key={tool.to}>
              <Link
                to={tool.to}
                className="group flex items-start gap-3 rounded-lg p-2 hover:bg-slate-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-700"
              >
                <CalculatorIcon className="mt-0.5 h-5 w-5 text-brand-700" />
                <span className="min-w-0">
                  <span className="block font-semibold text-brand-800 group-hover:underline">{t(tool.key)}</span>
                  <span className="block text-sm text-slate-700">{tool.description}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

/** Spec 2: what the progress views show to a learner without any course, and where to start. */
export function NoCoursesEnrolled() {
  return (
    <div className="space-y-6">
      <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
        <p className="text-lg font-semibold text-slate-900">No courses enrolled</p>
        <p className="mt-1 text-slate-700">Purchase a course or subscribe to start learning</p>
        <Link to="/courses" className="button-primary mt-5">
          Browse Courses
        </Link>
      </div>
      <StartLearning />
    </div>
  );
}

const ACCESS_LABELS = { purchase: "Purchased", subscription: "Included in your plan" } as const;

/** The lesson a course's Continue opens (`continueLesson`, the one rule), with its title. */
function nextLessonOf(entry: EnrolledCourse) {
  return entry.lessonProgress.find((lesson) => lesson.lessonNumber === entry.continueLesson);
}

/** One enrolled course: its bar, 'Completed' badge, View Course and Continue (spec 2), with its cover on cards. */
function EnrolledCourseItem({ entry, showAccess, cover }: { entry: EnrolledCourse; showAccess: boolean; cover: boolean }) {
  const headingId = `course-${entry.course.slug}`;
  const next = entry.complete ? undefined : nextLessonOf(entry);
  return (
    <li className={`flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white ${cover ? "shadow-sm" : ""}`}>
      {cover ? <CourseCover course={entry.course} /> : null}
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-start justify-between gap-2">
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
        {next ? (
          <p className="mt-2 text-sm text-slate-700">
            <span className="font-semibold text-slate-900">Up next:</span> Lesson {next.lessonNumber}: {next.title}
          </p>
        ) : null}
        <div className="mt-auto flex flex-wrap gap-3 pt-4">
          {entry.complete ? null : (
            <Link to={lessonPath(entry.course, entry.continueLesson)} className="button-primary px-4 py-2.5" aria-describedby={headingId}>
              Continue
            </Link>
          )}
          <Link to={`/courses/${entry.course.slug}`} className="button-secondary px-4 py-2.5" aria-describedby={headingId}>
            View Course
          </Link>
        </div>
      </div>
    </li>
  );
}

/**
 * Each enrolled course (spec 2), as cards with covers (`cover`) or as a list; a learner without a
 * course is shown where to start.
 */
export function EnrolledCourseList({
  enrolled,
  showAccess = false,
  cover = false,
}: {
  enrolled: readonly EnrolledCourse[];
  showAccess?: boolean;
  cover?: boolean;
}) {
  if (enrolled.length === 0) return <NoCoursesEnrolled />;
  return (
    <ul className={cover ? "grid gap-6 sm:grid-cols-2 xl:grid-cols-3" : "space-y-4"}>
      {enrolled.map((entry) => (
        <EnrolledCourseItem key={entry.course.slug} entry={entry} showAccess={showAccess} cover={cover} />
      ))}
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
