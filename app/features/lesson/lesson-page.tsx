import type { MetaDescriptor } from "@remix-run/cloudflare";
import { Form, isRouteErrorResponse, Link, useFetcher, useLocation, useParams, useRouteError } from "@remix-run/react";
import type { ReactNode } from "react";
import type { action as lessonAction } from "~/routes/courses.$courseId_.lesson.$lessonNumber";
import { findPlan, type Course } from "~/lib/domain/catalog";
import type { PlanOffer } from "~/lib/domain/entitlements";
import { planChangePath } from "~/features/payments/plan-change";
import {
  COURSE_COMPLETE_ID,
  LESSON_HEADING_ID,
  lessonAfterCompleting,
  type LessonProblemKind,
  type LessonProblemWords,
  type LessonVideo as LessonVideoLinks,
  type ProgressPlace,
} from "~/features/lesson/lesson-rules";
import { courseDurationKey, courseNameKey, lessonTimeText, lessonUnitKey, withParts } from "~/features/lesson/lesson-words";
import { useLocale, useTranslate } from "~/hooks/use-translate";
import { useSitePath } from "~/hooks/use-site-path";
import { errorPageMeta } from "~/components/error-page";
import { pageLocale, pageMeta } from "~/lib/http/meta";
import { useHydrated } from "~/hooks/use-hydrated";
import { useIsPending } from "~/hooks/use-is-pending";
import { formatPrice } from "~/lib/domain/money";
import { progressPercent } from "~/lib/domain/progress";
import { totalTime, type LessonTime } from "~/lib/domain/lesson-time";
import { useDisplayCurrency } from "~/hooks/use-currency";
import { reviewsPath } from "~/features/reviews/course-reviews";
import { Badge, CompletedBadge } from "~/components/badge";
import { assessmentPath, certificatePath, lessonPath } from "~/features/course-page/course-page";
import { ArrowRightIcon, CheckIcon, ClockIcon, LockIcon, MenuIcon, SparklesIcon } from "~/components/icons";
import { CheckoutButton } from "~/features/payments/price-card";
import { ProgressBar } from "~/components/progress-bar";
import { SignInLinks } from "~/components/sign-in-links";

export const PROGRESS_INTENTS = { complete: "complete", incomplete: "incomplete", completeAndContinue: "complete-and-continue" } as const;
type ProgressIntent = (typeof PROGRESS_INTENTS)[keyof typeof PROGRESS_INTENTS];
const PROGRESS_LABELS = { complete: "learning.lesson.markComplete", incomplete: "learning.lesson.markIncomplete" } as const;

export function isProgressIntent(value: string): value is ProgressIntent {
  return Object.values<string>(PROGRESS_INTENTS).includes(value);
}

interface LessonSummary extends LessonTime {
  lessonNumber: number;
  title: string;
  completed: boolean;
}

interface LessonViewProps {
  course: Course;
  lessonNumber: number;
  lesson: LessonTime & {
    title: string;
    completed: boolean;
    contentHtml: string;
    /** The language tag of the lesson's words where they are not the page's (an untranslated lesson). */
    contentLanguage: string | null;
    video: LessonVideoLinks | null;
  };
  lessons: readonly LessonSummary[];
  certificateId: string | null;
  /** Shown after the lesson's text: the lesson's downloadable worksheet, where it has one. */
  worksheet?: ReactNode;
  /** Shown after the worksheet: what the lesson asks the learner to do on the site (the Debt Challenge's results form). */
  followUp?: ReactNode;
  /** Shown after the follow-up: the lesson's knowledge check (app/features/assessments). */
  check?: ReactNode;
  /** "Checked: 5/5" once the lesson's check is passed, shown beside Mark Complete. */
  checked?: string | null;
  /** Shown last: the lesson's discussion (app/features/community), for the learners the lesson opens to. */
  discussion?: ReactNode;
  /** Why the page's own progress form (Complete and continue; Mark Complete without JavaScript) saved nothing. */
  saveError?: string | null;
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

/**
 * The form's place on the page, posted only before hydration: without JavaScript the redirect comes
 * back to it; the fetcher's post (JavaScript) gets data instead and the page does not move (ADR 020's
 * currency switch does the same).
 */
function ReturnPlace({ place }: { place: ProgressPlace }) {
  return useHydrated() ? null : <input type="hidden" name="place" value={place} />;
}

function ProgressToggle({ course, lessonNumber, saved, place }: { course: Course; lessonNumber: number; saved: boolean; place: ProgressPlace }) {
  const { fetcher, completed, error } = useLessonProgress(course, lessonNumber, saved);
  const t = useTranslate();
  const intent = completed ? "incomplete" : "complete";
  return (
    <fetcher.Form method="post" action={lessonPath(course, lessonNumber)} preventScrollReset>
      <ReturnPlace place={place} />
      <input type="hidden" name="intent" value={PROGRESS_INTENTS[intent]} />
      <button type="submit" className="button-secondary w-full gap-2">
        {completed ? null : <CheckIcon className="h-4 w-4" />}
        {t(PROGRESS_LABELS[intent])}
      </button>
      {error ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fetcher.Form>
  );
}

/**
 * The page's one primary action. Open lesson: "Complete and continue" saves it and opens the next
 * lesson (a plain form: it works without JavaScript). Finished lesson: "Continue" to that lesson, or
 * back to the course once every lesson is done.
 */
function PrimaryAction({ course, lessonNumber, completed, next, className = "" }: PrimaryActionProps) {
  const pending = useIsPending(PROGRESS_INTENTS.completeAndContinue);
  const t = useTranslate();
  if (!completed) {
    return (
      <Form method="post" action={lessonPath(course, lessonNumber)} className={className}>
        <input type="hidden" name="intent" value={PROGRESS_INTENTS.completeAndContinue} />
        <button type="submit" className="button-primary w-full gap-2" disabled={pending}>
          {t("learning.lesson.completeAndContinue")}
          <ArrowRightIcon className="h-4 w-4" />
        </button>
      </Form>
    );
  }
  return next === null ? (
    <Link to={`/courses/${course.slug}`} className={`button-primary gap-2 ${className}`}>
      {t("learning.lesson.courseOverview")}
    </Link>
  ) : (
    <Link to={lessonPath(course, next)} className={`button-primary gap-2 ${className}`}>
      {t("learning.lesson.continue")}
      <ArrowRightIcon className="h-4 w-4" />
    </Link>
  );
}

interface PrimaryActionProps {
  course: Course;
  lessonNumber: number;
  completed: boolean;
  /** The lesson Continue opens (null: the course is finished). */
  next: number | null;
  className?: string;
}

/** The lesson's video above its text, in a 16:9 frame, with the lesson text named as its alternative. */
function LessonVideoPlayer({ title, video }: { title: string; video: LessonVideoLinks }) {
  const t = useTranslate();
  return (
    <figure className="mt-6" aria-labelledby="lesson-video-caption">
      <a href="#lesson-text" className="sr-only focus:not-sr-only focus:mb-2 focus:inline-block focus:font-semibold focus:text-brand-700">
        {t("learning.lesson.video.skip")}
      </a>
      {video.file ? (
        // No autoplay: the learner starts it. The link below stays as the fallback (a browser that
        // cannot play the format shows the text inside instead). Captions are optional: the lesson
        // text below is the video's full alternative, and the player says so.
        // eslint-disable-next-line jsx-a11y/media-has-caption -- the track is rendered whenever captions are given
        <video
          controls
          crossOrigin={video.file.crossOrigin ? "anonymous" : undefined}
          preload="metadata"
          playsInline
          aria-describedby="lesson-video-caption"
          className="aspect-video w-full rounded-xl bg-slate-900 shadow-sm"
        >
          <source src={video.file.src} type={video.file.type} />
          {video.file.captions ? (
            <track kind="captions" src={video.file.captions} srcLang="en" label={t("learning.lesson.video.captionsLanguage")} default />
          ) : null}
          <a href={video.watchUrl}>{t("learning.lesson.video.download")}</a>
        </video>
      ) : video.embedUrl ? (
        <div className="aspect-video overflow-hidden rounded-xl bg-slate-900 shadow-sm">
          <iframe
            src={video.embedUrl}
            title={t("learning.lesson.video.frameTitle", { title })}
            aria-describedby="lesson-video-caption"
            className="h-full w-full"
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
            allow="encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
          />
        </div>
      ) : null}
      <figcaption id="lesson-video-caption" className="mt-2 text-sm text-slate-700">
        {t("learning.lesson.video.textCoversIt")}{" "}
        <a
          href={video.watchUrl}
          className="font-semibold text-brand-700 underline hover:text-brand-900"
          rel="noopener noreferrer"
          target="_blank"
        >
          {t("learning.lesson.video.watch")}
        </a>{" "}
        {t("learning.lesson.video.newTab")}
      </figcaption>
    </figure>
  );
}

function NavStep({
  course,
  lessonNumber,
  direction,
  disabled,
}: {
  course: Course;
  lessonNumber: number;
  direction: "previous" | "next";
  disabled: boolean;
}) {
  const t = useTranslate();
  const content = (
    <>
      {direction === "previous" ? <ArrowRightIcon className="h-4 w-4 rotate-180" /> : null}
      <span className="sr-only sm:not-sr-only">{t(direction === "previous" ? "learning.lesson.previous" : "learning.lesson.next")}</span>
      {direction === "next" ? <ArrowRightIcon className="h-4 w-4" /> : null}
    </>
  );
  const style = "button-secondary gap-2 px-4 md:px-5";
  return disabled ? (
    <span role="link" aria-disabled="true" className={`${style} cursor-not-allowed opacity-50`}>
      {content}
    </span>
  ) : (
    <Link to={lessonPath(course, lessonNumber)} className={style}>
      {content}
    </Link>
  );
}

/** A lesson's tick in the curriculum: a filled check once completed, an empty ring before. */
function LessonTick({ completed }: { completed: boolean }) {
  return completed ? (
    <span className="mt-0.5 flex h-5 w-5 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white">
      <CheckIcon className="h-3.5 w-3.5" />
    </span>
  ) : (
    <span className="mt-0.5 h-5 w-5 shrink-0 rounded-full border-2 border-slate-400" />
  );
}

interface CurriculumProps {
  course: Course;
  lessons: readonly LessonSummary[];
  current: number;
}

/**
 * Every lesson of the course with its tick, the current one marked: a side column on large screens,
 * a drawer (a <details>, no JavaScript needed) above the lesson on phones. Titles and numbers only,
 * which the course page shows anyone; the lessons themselves stay behind the server's gate.
 */
function Curriculum({ course, lessons, current }: CurriculumProps) {
  const completedCount = lessons.filter((entry) => entry.completed).length;
  const t = useTranslate();
  return (
    <nav aria-label={t("learning.lesson.courseContent")}>
      <ProgressBar label={t("learning.lesson.courseProgress")} value={completedCount} max={lessons.length}>
        {t("learning.lesson.lessonsComplete", {
          count: completedCount,
          total: lessons.length,
          percent: progressPercent(completedCount, lessons.length),
        })}
      </ProgressBar>
      <ol className="mt-4 space-y-1">
        {lessons.map((entry) => {
          const isCurrent = entry.lessonNumber === current;
          return (
            <li key={entry.lessonNumber}>
              <Link
                to={lessonPath(course, entry.lessonNumber)}
                aria-current={isCurrent ? "page" : undefined}
                className={`flex gap-3 rounded-lg px-3 py-2 text-sm focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-700 ${
                  isCurrent ? "bg-brand-50 font-semibold text-brand-900 ring-1 ring-brand-600" : "text-slate-800 hover:bg-slate-100"
                }`}
              >
                <LessonTick completed={entry.completed} />
                <span className="min-w-0">
                  {/* The titles carry their number ("Day 2 — ..."). */}
                  <span className="block">{entry.title}</span>
                  <span className="mt-0.5 block text-xs font-normal text-slate-600">
                    {lessonTimeText(entry, t)}
                    <span className="sr-only">
                      {t(entry.completed ? "learning.lesson.entryCompleted" : "learning.lesson.entryNotCompleted")}
                    </span>
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/**
 * Spec 2's lesson page as a course player: the curriculum beside the lesson (a drawer on phones), the
 * lesson's header, video and text, the side panel with its progress and course info, and the
 * navigation bar (fixed to the bottom of phone screens, holding the primary action).
 */
export function LessonView({
  course,
  lessonNumber,
  lesson,
  lessons,
  certificateId,
  worksheet,
  followUp,
  check,
  checked,
  discussion,
  saveError,
}: LessonViewProps) {
  const { completed } = useLessonProgress(course, lessonNumber, lesson.completed);
  const t = useTranslate();
  const courseName = t(courseNameKey(course));
  const shown = lessons.map((entry) => (entry.lessonNumber === lessonNumber ? { ...entry, completed } : entry));
  const completedCount = shown.filter((entry) => entry.completed).length;
  const total = shown.length;
  const percent = progressPercent(completedCount, total);
  const courseComplete = total > 0 && completedCount === total;
  const position = shown.findIndex((entry) => entry.lessonNumber === lessonNumber);
  const previous = shown[position - 1];
  const next = shown[position + 1];
  const continueTo = lessonAfterCompleting(shown, lessonNumber);
  const coursePath = `/courses/${course.slug}`;
  const curriculum = <Curriculum course={course} lessons={shown} current={lessonNumber} />;
  const primary = { course, lessonNumber, completed, next: continueTo };

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 md:py-8 lg:grid lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-8 xl:grid-cols-[17rem_minmax(0,1fr)_18rem]">
      <div className="hidden lg:row-span-2 lg:block">
        <div className="sticky top-20 max-h-[calc(100vh-6rem)] overflow-y-auto rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <p className="px-1 text-xs font-semibold uppercase tracking-wide text-slate-600">{t("learning.lesson.courseContent")}</p>
          <Link to={coursePath} className="mt-1 block px-1 font-bold text-slate-900 hover:text-brand-800 hover:underline">
            {courseName}
          </Link>
          <div className="mt-4 px-1">{curriculum}</div>
        </div>
      </div>

      <div className="min-w-0">
        <Link to={coursePath} className="text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline">
          {t("learning.lesson.backToCourse", { course: courseName })}
        </Link>
        <details className="group mt-4 rounded-xl border border-slate-200 bg-white shadow-sm lg:hidden">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-xl px-4 py-3 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-700 [&::-webkit-details-marker]:hidden">
            <span className="flex items-center gap-2 font-semibold text-slate-900">
              <MenuIcon className="h-5 w-5 text-brand-700" />
              {t("learning.lesson.courseContent")}
            </span>
            <span className="text-sm text-slate-700">
              {t("learning.lesson.done", { count: completedCount, total })}
              <ArrowRightIcon className="ml-1 inline h-4 w-4 rotate-90 group-open:-rotate-90" />
            </span>
          </summary>
          <div className="border-t border-slate-200 p-4">{curriculum}</div>
        </details>

        <article className="mt-6 min-w-0" aria-labelledby={LESSON_HEADING_ID}>
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone="brand">{t(lessonUnitKey(course), { number: lessonNumber })}</Badge>
            <Badge>
              <ClockIcon className="h-4 w-4" />
              {lessonTimeText(lesson, t)}
            </Badge>
            {completed ? <CompletedBadge label={t("learning.lesson.completed")} /> : null}
            {checked ? <Badge tone="brand">{checked}</Badge> : null}
          </div>
          <h1
            id={LESSON_HEADING_ID}
            lang={lesson.contentLanguage ?? undefined}
            className="mt-4 text-2xl font-bold tracking-tight text-slate-900 sm:text-4xl"
          >
            {lesson.title}
          </h1>
          {lesson.video ? <LessonVideoPlayer title={lesson.title} video={lesson.video} /> : null}
          <div
            id="lesson-text"
            lang={lesson.contentLanguage ?? undefined}
            className="prose-lesson card mt-6 px-4 leading-relaxed text-slate-800 sm:px-6 [&>*:first-child]:mt-0"
            data-testid="lesson-content"
            // Sanitized when the lesson was written (content/compile.ts, ADR 002).
            dangerouslySetInnerHTML={{ __html: lesson.contentHtml }}
          />
          {worksheet}
          {followUp}
          {check}
          {discussion}
        </article>

        <nav
          id="lesson-navigation"
          aria-label={t("learning.lesson.navigation")}
          className="lesson-bottom-bar fixed inset-x-0 bottom-0 z-20 flex items-center gap-2 border-t border-slate-200 bg-white/95 px-3 py-3 shadow-[0_-4px_12px_rgba(15,23,42,0.08)] md:static md:z-auto md:mt-10 md:flex-wrap md:justify-between md:gap-3 md:rounded-xl md:border md:p-4 md:shadow-sm print:hidden"
        >
          <NavStep course={course} lessonNumber={previous?.lessonNumber ?? lessonNumber} direction="previous" disabled={!previous} />
          <div className="hidden items-center gap-3 md:flex">
            <Link to={coursePath} className="button-secondary">
              {t("learning.lesson.overviewButton")}
            </Link>
            <p className="text-sm font-medium text-slate-700">{t("learning.lesson.position", { position: position + 1, total })}</p>
          </div>
          {/* Phones: between Previous and Next. Wider: a second row under them. */}
          <div className="flex min-w-0 flex-1 items-center justify-center gap-3 md:order-last md:basis-full md:flex-wrap md:justify-end md:border-t md:border-slate-200 md:pt-3">
            <div className="hidden md:block">
              <ProgressToggle course={course} lessonNumber={lessonNumber} saved={lesson.completed} place="lesson-navigation" />
            </div>
            <PrimaryAction {...primary} className="w-full md:w-auto" />
          </div>
          <NavStep course={course} lessonNumber={next?.lessonNumber ?? lessonNumber} direction="next" disabled={!next} />
        </nav>
      </div>

      <aside className="mt-8 space-y-6 lg:col-start-2 lg:mt-0 xl:col-start-3 xl:row-start-1" aria-label={t("learning.lesson.sidePanel")}>
        {courseComplete ? <Congratulations course={course} certificateId={certificateId} /> : null}
        <section id="lesson-progress" className="card" aria-labelledby="lesson-progress-heading">
          <h2 id="lesson-progress-heading" className="text-lg font-bold text-slate-900">
            {t("learning.lesson.progressHeading")}
          </h2>
          <p className="mt-1 text-sm text-slate-700">{t(completed ? "learning.lesson.youCompletedIt" : "learning.lesson.markWhenDone")}</p>
          <div className="mt-4 space-y-3">
            <PrimaryAction {...primary} className="w-full" />
            <ProgressToggle course={course} lessonNumber={lessonNumber} saved={lesson.completed} place="lesson-progress" />
            {saveError ? (
              <p role="alert" className="text-sm text-red-700" data-testid="lesson-save-error">
                {saveError}
              </p>
            ) : null}
            {checked ? (
              <p className="flex items-center gap-2 text-sm font-semibold text-green-800" data-testid="lesson-checked">
                <CheckIcon className="h-4 w-4" aria-hidden="true" />
                {checked}
              </p>
            ) : null}
          </div>
        </section>
        <section className="card" aria-labelledby="course-info-heading">
          <h2 id="course-info-heading" className="text-lg font-bold text-slate-900">
            {t("learning.lesson.courseInfo")}
          </h2>
          <dl className="mt-3 space-y-2 text-sm">
            <div className="flex justify-between gap-4">
              <dt className="text-slate-600">{t("learning.lesson.duration")}</dt>
              <dd className="font-medium text-slate-900">{t(courseDurationKey(course))}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-slate-600">{t("learning.lesson.thisLesson")}</dt>
              <dd className="text-right font-medium text-slate-900">{lessonTimeText(lesson, t)}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-slate-600">{t("learning.lesson.wholeCourse")}</dt>
              <dd className="text-right font-medium text-slate-900">{lessonTimeText(totalTime(lessons), t)}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-slate-600">{t("learning.lesson.progress")}</dt>
              <dd className="font-medium text-slate-900">{t("learning.lesson.positionLower", { position: position + 1, total })}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-slate-600">{t("learning.lesson.complete")}</dt>
              <dd className="font-medium text-slate-900">{t("learning.lesson.percent", { percent })}</dd>
            </div>
          </dl>
        </section>
      </aside>
    </div>
  );
}

function Congratulations({ course, certificateId }: { course: Course; certificateId: string | null }) {
  const t = useTranslate();
  return (
    <section id={COURSE_COMPLETE_ID} role="status" className="card border-brand-600 bg-brand-50" aria-labelledby="congratulations-heading">
      <h2 id="congratulations-heading" className="flex items-center gap-2 text-lg font-bold text-brand-900">
        <SparklesIcon className="h-5 w-5" />
        {t("learning.lesson.congratulations")}
      </h2>
      <p className="mt-2 text-sm text-brand-900">{t("learning.lesson.completedEveryLesson", { course: t(courseNameKey(course)) })}</p>
      {certificateId ? (
        <Link to={certificatePath(certificateId)} className="button-primary mt-4 w-full">
          {t("learning.lesson.viewCertificate")}
        </Link>
      ) : (
        <>
          <p className="mt-2 text-sm text-brand-900">{t("learning.lesson.passForCertificate")}</p>
          <Link to={assessmentPath(course)} className="button-primary mt-4 w-full">
            {t("learning.lesson.takeFinal")}
          </Link>
        </>
      )}
      <Link to={reviewsPath(course)} className="button-secondary mt-3 w-full">
        {t("learning.lesson.rateCourse")}
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
  const t = useTranslate();
  const locale = useLocale();
  const offerPlan = offer ? findPlan(offer.tier) : undefined;
  const buy = offerPlan
    ? offer?.kind === "upgrade"
      ? "learning.lesson.buyOrUpgrade"
      : "learning.lesson.buyOrSubscribe"
    : "learning.lesson.buy";
  const price = <span className="font-semibold">{formatPrice(course.price[currency], currency, { locale })}</span>;
  const title = <span className="font-semibold">{lessonTitle}</span>;
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <LockIcon className="mx-auto h-10 w-10 text-slate-600" />
      <h1 className="mt-4 text-3xl font-bold tracking-tight">
        {t(state === "login-required" ? "learning.lesson.loginRequired" : "learning.lesson.accessRequired")}
      </h1>
      <p className="mt-4 text-slate-700">
        {withParts(t("learning.lesson.partOf", { number: lessonNumber, course: t(courseNameKey(course)) }), { title })}
      </p>
      {state === "login-required" ? (
        <>
          <p className="mt-2 text-slate-700">{t("learning.lesson.logInToRead")}</p>
          <SignInLinks labels={{ logIn: t("learning.lesson.logIn"), signUp: t("learning.lesson.signUp") }} />
        </>
      ) : (
        <>
          <p className="mt-2 text-slate-700">{withParts(t(buy, { plan: offerPlan?.name ?? "" }), { price })}</p>
          <div className="mx-auto max-w-xs">
            <CheckoutButton
              name="product"
              value={course.paymentKey}
              label={t("learning.lesson.buyCourse")}
              busyLabel={t("learning.lesson.processing")}
              returnTo={pathname}
            />
            {offer?.kind === "upgrade" && offerPlan ? (
              <Link to={planChangePath(offer.tier)} className="button-primary mt-3 w-full">
                {t("learning.lesson.upgradeTo", { plan: offerPlan.name })}
              </Link>
            ) : null}
          </div>
          <div className="mt-4 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to="/#pricing" className="button-secondary">
              {t("learning.lesson.viewPlans")}
            </Link>
            <Link to="/" className="button-secondary">
              {t("learning.lesson.backHome")}
            </Link>
          </div>
        </>
      )}
    </div>
  );
}

/**
 * A failure the server did not answer as a lesson problem (a bug, a 405 to a POST...) comes without
 * words: an English page keeps its own, another language's shows the frame's error words instead.
 */
const FAILED_IN_ENGLISH: LessonProblemWords = {
  title: "Failed to load lesson",
  text: "Something went wrong while loading this lesson. Please try again in a moment.",
  back: "Back to Course",
  lessonDescription: "This lesson could not be shown.",
  worksheetDescription: "This worksheet could not be shown.",
};

/** The lesson problem a route answered with (`lessonProblem`), if the error is one. */
export function problemKind(error: unknown): LessonProblemKind | undefined {
  if (!isRouteErrorResponse(error) || typeof error.data !== "object" || error.data === null) return undefined;
  return (error.data as { kind?: LessonProblemKind }).kind;
}

/** The words the server sent with a lesson problem, in the page's language (none for any other failure). */
function problemWords(error: unknown): LessonProblemWords | undefined {
  if (!isRouteErrorResponse(error) || typeof error.data !== "object" || error.data === null) return undefined;
  return (error.data as { words?: LessonProblemWords }).words;
}

/** The error boundary of the lesson's pages (the lesson and its printable worksheet). */
export function LessonProblemBoundary() {
  const error = useRouteError();
  const { courseId } = useParams();
  // Error responses (a 405 to a POST...) were logged by the server in one line; anything else is a bug.
  if (!isRouteErrorResponse(error)) console.error(error);
  return <LessonProblem kind={problemKind(error) ?? "failed"} words={problemWords(error)} courseId={courseId ?? ""} />;
}

/** The title and description of a lesson's (or its worksheet's) page when its error boundary shows. */
export function lessonProblemMeta(
  error: unknown,
  matches: readonly { id: string; data?: unknown }[],
  page: "lesson" | "worksheet",
): MetaDescriptor[] {
  const words = problemWords(error) ?? (pageLocale(matches) === "en" ? FAILED_IN_ENGLISH : null);
  if (!words) return errorPageMeta(error, matches);
  return pageMeta(words.title, page === "lesson" ? words.lessonDescription : words.worksheetDescription);
}

/** Spec 2 and 8: the lesson page's error states. */
export function LessonProblem({ kind, words, courseId }: { kind: LessonProblemKind; words?: LessonProblemWords; courseId: string }) {
  const t = useTranslate();
  const locale = useLocale();
  // Without the server's words: English keeps its own; another language says what the frame says of a failure.
  const shown = words ?? (locale === "en" ? FAILED_IN_ENGLISH : null);
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight">{shown?.title ?? t("site.errorHeading")}</h1>
      <p className="mt-4 text-slate-600">{shown?.text ?? t("site.errorText")}</p>
      {kind === "invalid" || !shown ? (
        <Link to="/" className="button-primary mt-8">
          {shown?.back ?? t("site.returnHome")}
        </Link>
      ) : (
        <Link to={`/courses/${courseId}`} className="button-primary mt-8">
          {shown.back}
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
  const t = useTranslate();
  const sitePath = useSitePath();
  return (
    <section className="card mt-6" aria-labelledby="worksheet-heading">
      <h2 id="worksheet-heading" className="text-lg font-bold text-slate-900">
        {t("learning.lesson.worksheetHeading")}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t("learning.lesson.worksheetText")}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        {/* No `download` attribute: the file's Content-Disposition makes it a download, and when there is
            no file (access ended...) the browser shows the page that says why. */}
        <a className="button-secondary" href={sitePath(worksheetPath(courseId, lessonNumber, "csv"))}>
          {t("learning.lesson.downloadWorksheet")}
        </a>
        <Link className="button-secondary" to={worksheetPath(courseId, lessonNumber, "page")}>
          {t("learning.lesson.printableWorksheet")}
        </Link>
      </div>
    </section>
  );
}
