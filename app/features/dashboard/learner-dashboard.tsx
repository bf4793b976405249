import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { HALFWAY_PERCENT, type EnrolledCourse } from "~/lib/domain/learning";
import type { ShownAchievement } from "./achievement-days";
import { lessonPath, previewPath } from "~/features/course-page/course-page";
import { TOOL_CARDS } from "~/features/tools/copy";
import { COURSES, type Course } from "~/lib/domain/catalog";
import { CourseCover } from "./course-cover";
import { formatDayIn } from "./format";
import { CompletedBadge } from "~/components/badge";
import { CalculatorIcon, EyeIcon, StarIcon } from "~/components/icons";
import { useLocale, useTranslate, type Translate } from "~/hooks/use-translate";
import type { MessageKey } from "~/lib/i18n/messages";
import { ProgressBar } from "~/components/progress-bar";

export function DashboardHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div>
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      {children ? <p className="mt-2 text-slate-700">{children}</p> : null}
    </div>
  );
}

/** A text the page's loaders sent, or `fallback` when they sent none (a key shows as itself): the catalogue's English facts. */
function orFallback(t: Translate, key: string, fallback: string, values?: Record<string, string | number>): string {
  const text = t(key as MessageKey, values);
  return text === key ? fallback : text;
}

/** A course's title in the page's language, as the site's navigation names it (the root sends `nav`). */
export function courseTitle(t: Translate, course: Pick<Course, "slug" | "title">): string {
  return orFallback(t, `nav.course.${course.slug}`, course.title);
}

/** A course's level ("Beginner") in the page's language (`dashboard.course`). */
export function courseLevel(t: Translate, course: Pick<Course, "level">): string {
  return orFallback(t, `dashboard.course.level.${course.level}`, course.level);
}

/** The beginner's course, first in the catalogue: its first lesson can be read free (`?preview=true`). */
const FIRST_COURSE = COURSES[0];

/**
 * What a new learner can do before buying anything: read the first course's first lesson free, or use
 * the four free tools.
 */
export function StartLearning() {
  const t = useTranslate();
  const title = courseTitle(t, FIRST_COURSE);
  return (
    <div className="grid gap-6 text-left lg:grid-cols-2">
      <section aria-labelledby="try-a-lesson" className="self-start overflow-hidden rounded-xl border border-slate-200 bg-white">
        <CourseCover course={FIRST_COURSE} />
        <div className="p-5">
          <h3 id="try-a-lesson" className="text-lg font-semibold text-slate-900">
            {t("dashboard.learner.tryLesson")}
          </h3>
          <p className="mt-1 text-sm text-slate-700">{t("dashboard.learner.tryLessonText", { course: title })}</p>
          <Link to={previewPath(FIRST_COURSE)} className="button-secondary mt-4 gap-2">
            <EyeIcon className="h-4 w-4" />
            {t("dashboard.learner.previewLesson")}
            <span className="sr-only">{t("dashboard.layout.forName", { name: title })}</span>
          </Link>
        </div>
      </section>
      <section aria-labelledby="free-tools" className="rounded-xl border border-slate-200 bg-white p-5">
        <h3 id="free-tools" className="text-lg font-semibold text-slate-900">
          {t("dashboard.learner.freeTools")}
        </h3>
        <p className="mt-1 text-sm text-slate-700">{t("dashboard.learner.freeToolsText")}</p>
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
                  <span className="block text-sm text-slate-700">
                    {orFallback(t, `dashboard.learner.tool.${tool.to.split("/").pop()}`, tool.description)}
                  </span>
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
  const t = useTranslate();
  return (
    <div className="space-y-6">
      <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
        <p className="text-lg font-semibold text-slate-900">{t("dashboard.learner.noCourses")}</p>
        <p className="mt-1 text-slate-700">{t("dashboard.learner.noCoursesText")}</p>
        <Link to="/courses" className="button-primary mt-5">
          {t("dashboard.layout.quick.browseCourses")}
        </Link>
      </div>
      <StartLearning />
    </div>
  );
}

const ACCESS_LABELS = { purchase: "dashboard.learner.access.purchase", subscription: "dashboard.learner.access.subscription" } as const;

/** The lesson a course's Continue opens (`continueLesson`, the one rule), with its title. */
function nextLessonOf(entry: EnrolledCourse) {
  return entry.lessonProgress.find((lesson) => lesson.lessonNumber === entry.continueLesson);
}

/** One enrolled course: its bar, 'Completed' badge, View Course and Continue (spec 2), with its cover on cards. */
function EnrolledCourseItem({ entry, showAccess, cover }: { entry: EnrolledCourse; showAccess: boolean; cover: boolean }) {
  const t = useTranslate();
  const headingId = `course-${entry.course.slug}`;
  const next = entry.complete ? undefined : nextLessonOf(entry);
  return (
    <li className={`flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white ${cover ? "shadow-sm" : ""}`}>
      {cover ? <CourseCover course={entry.course} /> : null}
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 id={headingId} className="text-lg font-semibold text-slate-900">
            {courseTitle(t, entry.course)}
          </h3>
          {entry.complete ? <CompletedBadge label={t("dashboard.learner.completed")} /> : null}
        </div>
        {showAccess ? <p className="mt-1 text-sm text-slate-600">{t(ACCESS_LABELS[entry.access])}</p> : null}
        <div className="mt-3">
          <ProgressBar labelledBy={headingId} value={entry.completedLessons} max={entry.totalLessons}>
            {t("dashboard.learner.courseProgress", { count: entry.completedLessons, total: entry.totalLessons, percent: entry.percent })}
          </ProgressBar>
        </div>
        {next ? (
          <p className="mt-2 text-sm text-slate-700">
            <span className="font-semibold text-slate-900">{t("dashboard.learner.upNext")}</span>{" "}
            {t("dashboard.learner.lesson", { number: next.lessonNumber, title: next.title })}
          </p>
        ) : null}
        <div className="mt-auto flex flex-wrap gap-3 pt-4">
          {entry.complete ? null : (
            <Link to={lessonPath(entry.course, entry.continueLesson)} className="button-primary px-4 py-2.5" aria-describedby={headingId}>
              {t("dashboard.learner.continue")}
            </Link>
          )}
          <Link to={`/courses/${entry.course.slug}`} className="button-secondary px-4 py-2.5" aria-describedby={headingId}>
            {t("dashboard.learner.viewCourse")}
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

/**
 * An achievement's title and what it says, in the page's language: by its id (`course-complete-<slug>`
 * shares one wording), the domain's English when the catalogue has no words for it.
 */
function achievementWords(t: Translate, achievement: ShownAchievement) {
  const base = achievement.course ? "course-complete" : achievement.id;
  const values = { percent: HALFWAY_PERCENT, course: achievement.course ? courseTitle(t, achievement.course) : "" };
  return {
    title: orFallback(t, `dashboard.learner.achievement.${base}`, achievement.title),
    description: orFallback(t, `dashboard.learner.achievement.${base}.description`, achievement.description, values),
    requirement: orFallback(t, `dashboard.learner.achievement.${base}.requirement`, achievement.requirement, values),
  };
}

/** An achievement, earned (with its date) or not yet (with what earns it); `children` add actions. */
export function AchievementItem({ achievement, children }: { achievement: ShownAchievement; children?: ReactNode }) {
  const { earned, earnedOn } = achievement;
  const t = useTranslate();
  const locale = useLocale();
  const words = achievementWords(t, achievement);
  return (
    <li className={`flex gap-4 rounded-xl border p-4 ${earned ? "border-amber-300 bg-amber-50" : "border-slate-200 bg-white"}`}>
      <span
        className={`flex h-10 w-10 shrink-0 items-center justify-center rounded-full ${earned ? "bg-amber-500 text-white" : "bg-slate-100 text-slate-500"}`}
      >
        <StarIcon className="h-5 w-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-slate-900">
          {words.title}
          {achievement.course ? (
            <span className="font-normal text-slate-700">{t("dashboard.layout.forName", { name: courseTitle(t, achievement.course) })}</span>
          ) : null}
        </p>
        <p className="text-sm text-slate-700">
          {earned ? (
            <>
              {achievement.course ? t("dashboard.learner.everyLessonCompleted") : words.description}
              {" · "}
              {earnedOn ? t("dashboard.learner.earnedOn", { date: formatDayIn(locale, earnedOn) }) : t("dashboard.learner.earned")}
            </>
          ) : (
            <>
              {t("dashboard.learner.notEarned")} · {words.requirement}
            </>
          )}
        </p>
        {children}
      </div>
    </li>
  );
}
