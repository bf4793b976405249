import { Link, useFetcher, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import type { action as lessonAction } from "~/routes/courses.$courseId_.lesson.$lessonNumber";
import { findPlan, type Course } from "~/lib/domain/catalog";
import type { PlanOffer } from "~/lib/domain/entitlements";
import { planChangePath } from "~/features/payments/plan-change";
import { videoEmbedUrl, type LessonProblemKind } from "~/features/lesson/lesson-rules";
import { formatPrice } from "~/lib/domain/money";
import { progressPercent } from "~/lib/domain/progress";
import { useDisplayCurrency } from "~/hooks/use-currency";
import { Badge, CompletedBadge } from "~/components/badge";
import { certificatePath, lessonPath } from "~/features/course-page/course-page";
import { CheckIcon, ClockIcon, LockIcon, SparklesIcon } from "~/components/icons";
import { CheckoutButton } from "~/features/payments/price-card";
import { ProgressBar } from "~/components/progress-bar";

export const PROGRESS_INTENTS = { complete: "complete", incomplete: "incomplete" } as const;
const PROGRESS_LABELS = { complete: "Mark Complete", incomplete: "Mark Incomplete" } as const;

interface LessonSummary {
  lessonNumber: number;
  title: string;
  completed: boolean;
}

interface LessonViewProps {
  course: Course;
  lessonNumber: number;
  lesson: { title: string; durationMinutes: number; completed: boolean; contentHtml: string; videoUrl: string | null };
  lessons: readonly LessonSummary[];
  certificateId: string | null;
  /** Shown after the lesson's text: the lesson's downloadable worksheet, where it has one. */
  worksheet?: ReactNode;
}

/**
 * The lesson's completion as the learner sees it: the pending Mark Complete / Mark Incomplete at once
 * (with JavaScript), the saved state otherwise, so a refused or failed save rolls back by itself.
 * Every toggle on the page shares one fetcher, so they agree.
 */
function useLessonProgress(course: Course, lessonNumber: number, saved: boolean) {
  const fetcher = useFetcher<typeof lessonAction>({ key: `lesson-progress:${course.slug}:${lessonNumber}` });
  const pending = fetcher.formData?.get("intent");
  const completed = pending ? pending === PROGRESS_INTENTS.complete : saved;
  const error = fetcher.state === "idle" && fetcher.data && "error" in fetcher.data ? fetcher.data.error : null;
  return { fetcher, completed, error };
}

function ProgressToggle({ course, lessonNumber, saved }: { course: Course; lessonNumber: number; saved: boolean }) {
  const { fetcher, completed, error } = useLessonProgress(course, lessonNumber, saved);
  const intent = completed ? "incomplete" : "complete";
  return (
    <fetcher.Form method="post" action={lessonPath(course, lessonNumber)} preventScrollReset>
      <input type="hidden" name="intent" value={PROGRESS_INTENTS[intent]} />
      <button type="submit" className={completed ? "button-secondary w-full gap-2" : "button-primary w-full gap-2"}>
        {completed ? null : <CheckIcon className="h-4 w-4" />}
        {PROGRESS_LABELS[intent]}
      </button>
      {error ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fetcher.Form>
  );
}

function LessonVideo({ title, videoUrl }: { title: string; videoUrl: string }) {
  const embed = videoEmbedUrl(videoUrl);
  return (
    <figure className="mt-6">
      {embed ? (
        <div className="aspect-video overflow-hidden rounded-xl bg-slate-900">
          <iframe
            src={embed}
            title={`Video: ${title}`}
            className="h-full w-full"
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
            allow="encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
          />
        </div>
      ) : null}
      <figcaption className="mt-2 text-sm text-slate-700">
        <a href={videoUrl} className="font-semibold text-brand-700 underline hover:text-brand-900" rel="noopener noreferrer" target="_blank">
          Watch the video for this lesson
        </a>{" "}
        (opens in a new tab)
      </figcaption>
    </figure>
  );
}

function NavStep({ course, lessonNumber, label, disabled }: { course: Course; lessonNumber: number; label: string; disabled: boolean }) {
  return disabled ? (
    <span role="link" aria-disabled="true" className="button-secondary cursor-not-allowed opacity-50">
      {label}
    </span>
  ) : (
    <Link to={lessonPath(course, lessonNumber)} className="button-secondary">
      {label}
    </Link>
  );
}

/** Spec 2's lesson page: header, content, side panel and navigation bar. */
export function LessonView({ course, lessonNumber, lesson, lessons, certificateId, worksheet }: LessonViewProps) {
  const { completed } = useLessonProgress(course, lessonNumber, lesson.completed);
  const completedCount = lessons.filter((entry) => (entry.lessonNumber === lessonNumber ? completed : entry.completed)).length;
  const total = lessons.length;
  const percent = progressPercent(completedCount, total);
  const courseComplete = total > 0 && completedCount === total;
  const position = lessons.findIndex((entry) => entry.lessonNumber === lessonNumber);
  const previous = lessons[position - 1];
  const next = lessons[position + 1];
  const coursePath = `/courses/${course.slug}`;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <Link to={coursePath} className="text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline">
        ← Back to {course.title}
      </Link>
      <div className="mt-4">
        <ProgressBar label="Course progress" value={completedCount} max={total}>
          {completedCount} of {total} lessons complete · {percent}%
        </ProgressBar>
      </div>

      <div className="mt-8 grid gap-8 lg:grid-cols-3">
        <article className="min-w-0 lg:col-span-2" aria-labelledby="lesson-title">
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone="brand">
              {course.lessonUnit} {lessonNumber}
            </Badge>
            <Badge>
              <ClockIcon className="h-4 w-4" />
              {lesson.durationMinutes} min
            </Badge>
            {completed ? <CompletedBadge /> : null}
          </div>
          <h1 id="lesson-title" className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {lesson.title}
          </h1>
          {lesson.videoUrl ? <LessonVideo title={lesson.title} videoUrl={lesson.videoUrl} /> : null}
          <div
            className="prose-lesson card mt-6 leading-relaxed text-slate-800 [&>*:first-child]:mt-0"
            data-testid="lesson-content"
            // Sanitized when the lesson was written (content/compile.ts, ADR 002).
            dangerouslySetInnerHTML={{ __html: lesson.contentHtml }}
          />
          {worksheet}
        </article>

        <aside className="space-y-6" aria-label="Lesson progress and course info">
          {courseComplete ? <Congratulations course={course} certificateId={certificateId} /> : null}
          <section className="card" aria-labelledby="lesson-progress-heading">
            <h2 id="lesson-progress-heading" className="text-lg font-bold text-slate-900">
              Lesson progress
            </h2>
            <p className="mt-1 text-sm text-slate-700">
              {completed ? "You have completed this lesson." : "Mark this lesson complete when you are done."}
            </p>
            <div className="mt-4">
              <ProgressToggle course={course} lessonNumber={lessonNumber} saved={lesson.completed} />
            </div>
          </section>
          <section className="card" aria-labelledby="course-info-heading">
            <h2 id="course-info-heading" className="text-lg font-bold text-slate-900">
              Course info
            </h2>
            <dl className="mt-3 space-y-2 text-sm">
              <div className="flex justify-between gap-4">
                <dt className="text-slate-600">Duration</dt>
                <dd className="font-medium text-slate-900">{course.duration}</dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt className="text-slate-600">Progress</dt>
                <dd className="font-medium text-slate-900">
                  lesson {position + 1} of {total}
                </dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt className="text-slate-600">Complete</dt>
                <dd className="font-medium text-slate-900">{percent}%</dd>
              </div>
            </dl>
          </section>
        </aside>
      </div>

      <nav aria-label="Lesson navigation" className="card mt-10 flex flex-wrap items-center justify-between gap-3 p-4">
        <NavStep course={course} lessonNumber={previous?.lessonNumber ?? lessonNumber} label="Previous" disabled={!previous} />
        <div className="flex flex-wrap items-center gap-3">
          <Link to={coursePath} className="button-secondary">
            Course Overview
          </Link>
          <p className="text-sm font-medium text-slate-700">
            Lesson {position + 1} of {total}
          </p>
          <ProgressToggle course={course} lessonNumber={lessonNumber} saved={lesson.completed} />
        </div>
        <NavStep course={course} lessonNumber={next?.lessonNumber ?? lessonNumber} label="Next" disabled={!next} />
      </nav>
    </div>
  );
}

function Congratulations({ course, certificateId }: { course: Course; certificateId: string | null }) {
  return (
    <section role="status" className="card border-brand-600 bg-brand-50" aria-labelledby="congratulations-heading">
      <h2 id="congratulations-heading" className="flex items-center gap-2 text-lg font-bold text-brand-900">
        <SparklesIcon className="h-5 w-5" />
        Congratulations!
      </h2>
      <p className="mt-2 text-sm text-brand-900">You have completed every lesson of {course.title}.</p>
      <Link to={certificateId ? certificatePath(certificateId) : "/dashboard/achievements"} className="button-primary mt-4 w-full">
        {certificateId ? "View your certificate" : "Get your certificate"}
      </Link>
    </section>
  );
}

interface GateProps {
  state: "login-required" | "access-required";
  course: Course;
  lessonNumber: number;
  lessonTitle: string;
  /** What a plan can do for this course (null for a visitor, or when the learner's plan is already enough). */
  offer?: PlanOffer | null;
}

/** Spec 2's access gate: what a visitor, or a learner without the course, sees instead of a lesson. */
export function AccessGate({ state, course, lessonNumber, lessonTitle, offer }: GateProps) {
  const currency = useDisplayCurrency();
  const { pathname } = useLocation();
  const back = encodeURIComponent(pathname);
  const offerPlan = offer ? findPlan(offer.tier) : undefined;
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <LockIcon className="mx-auto h-10 w-10 text-slate-600" />
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{state === "login-required" ? "Login Required" : "Course Access Required"}</h1>
      <p className="mt-4 text-slate-700">
        Lesson {lessonNumber}, <span className="font-semibold">{lessonTitle}</span>, is part of {course.title}.
      </p>
      {state === "login-required" ? (
        <>
          <p className="mt-2 text-slate-700">Log in to read it and track your progress.</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to={`/login?redirectTo=${back}`} className="button-primary">
              Log In
            </Link>
            <Link to={`/signup?redirectTo=${back}`} className="button-secondary">
              Sign Up
            </Link>
          </div>
        </>
      ) : (
        <>
          <p className="mt-2 text-slate-700">
            Buy the course for <span className="font-semibold">{formatPrice(course.price[currency], currency)}</span> (one-time)
            {offerPlan ? (
              <>
                , or {offer?.kind === "upgrade" ? "move your plan up to" : "subscribe to"} {offerPlan.name}, which includes it.
              </>
            ) : (
              "."
            )}
          </p>
          <div className="mx-auto max-w-xs">
            <CheckoutButton name="product" value={course.paymentKey} label="Buy Course" returnTo={pathname} />
            {offer?.kind === "upgrade" && offerPlan ? (
              <Link to={planChangePath(offer.tier)} className="button-primary mt-3 w-full">
                Upgrade to {offerPlan.name}
              </Link>
            ) : null}
          </div>
          <div className="mt-4 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to="/#pricing" className="button-secondary">
              View Subscription Plans
            </Link>
            <Link to="/" className="button-secondary">
              Back to Home
            </Link>
          </div>
        </>
      )}
    </div>
  );
}

const PROBLEMS: Record<LessonProblemKind, { title: string; text: string }> = {
  invalid: { title: "Invalid lesson URL", text: "This address does not name a lesson of one of our courses." },
  "not-found": { title: "Lesson not found", text: "This course has no lesson with that number." },
  failed: { title: "Failed to load lesson", text: "Something went wrong while loading this lesson. Please try again in a moment." },
};

export function lessonProblemTitle(kind: LessonProblemKind): string {
  return PROBLEMS[kind].title;
}

/** Spec 2 and 8: the lesson page's error states. */
export function LessonProblem({ kind, courseId }: { kind: LessonProblemKind; courseId: string }) {
  const { title, text } = PROBLEMS[kind];
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-4 text-slate-600">{text}</p>
      {kind === "invalid" ? (
        <Link to="/" className="button-primary mt-8">
          Return Home
        </Link>
      ) : (
        <Link to={`/courses/${courseId}`} className="button-primary mt-8">
          Back to Course
        </Link>
      )}
    </div>
  );
}

export function worksheetPath(courseId: string, lessonNumber: number, format: "page" | "csv"): string {
  return `/courses/${courseId}/lesson/${lessonNumber}/worksheet${format === "csv" ? ".csv" : ""}`;
}

/** After the lesson's text: its worksheet, to download as CSV or to print. */
export function WorksheetLinks({ courseId, lessonNumber }: { courseId: string; lessonNumber: number }) {
  return (
    <section className="card mt-6" aria-labelledby="worksheet-heading">
      <h2 id="worksheet-heading" className="text-lg font-bold text-slate-900">
        Your worksheet
      </h2>
      <p className="mt-1 text-sm text-slate-700">The tables from this lesson, ready to fill in on paper or in a spreadsheet.</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <a className="button-secondary" href={worksheetPath(courseId, lessonNumber, "csv")} download>
          Download worksheet (CSV)
        </a>
        <Link className="button-secondary" to={worksheetPath(courseId, lessonNumber, "page")}>
          Printable worksheet
        </Link>
      </div>
    </section>
  );
}
