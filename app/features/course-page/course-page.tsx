import { Link, useLocation, useRouteLoaderData } from "@remix-run/react";
import { loginPath } from "~/lib/http/redirect";
import type { ReactNode } from "react";
import type { loader as rootLoader } from "~/root";
import { findPlan, type Course } from "~/lib/domain/catalog";
import type { AccessType } from "~/lib/domain/access";
import { cheapestTierFor, type PlanOffer } from "~/lib/domain/entitlements";
import { planChangePath } from "~/features/payments/plan-change";
import { continueLessonNumber } from "~/lib/domain/learning";
import type { CourseLessonSummary } from "~/features/course-page/course-page.server";
import { formatPrice } from "~/lib/domain/money";
import { progressPercent } from "~/lib/domain/progress";
import { totalTime } from "~/lib/domain/lesson-time";
import type { ResultsGuarantee } from "~/lib/copy/guarantees";
import { useDisplayCurrency } from "~/hooks/use-currency";
import { useLocale, useTranslate } from "~/hooks/use-translate";
import { LevelBadge, RatingSummary } from "~/components/course-card";
import type { CourseRating } from "~/lib/domain/course-rating";
import { BookIcon, CheckIcon, CheckList, ClockIcon, EyeIcon, LockIcon, ShieldIcon, SparklesIcon, UsersIcon } from "~/components/icons";
import { CheckoutButton } from "~/features/payments/price-card";
import { ProgressBar } from "~/components/progress-bar";
import { lessonTimeText, levelKey, ratingLine } from "./course-words";

export function lessonPath(course: Course, lessonNumber: number): string {
  return `/courses/${course.slug}/lesson/${lessonNumber}`;
}

/** The course page with the opening of its first lesson, free to read (spec 2's catalogue links). */
export function previewPath(course: Course): string {
  return `/courses/${course.slug}?preview=true`;
}

/** A course's final assessment (app/features/assessments), which its certificate waits for. */
export function assessmentPath(course: Pick<Course, "slug">): string {
  return `/courses/${course.slug}/assessment`;
}

export function certificatePath(certificateId: string): string {
  return `/certificates/${certificateId}`;
}

/** The top of a course page: where it sits, what it is, and the facts a buyer checks first. */
export function CourseHero({
  course,
  lessons,
  preview,
  rating,
  learners,
  children,
}: {
  course: Course;
  lessons: readonly CourseLessonSummary[];
  preview: boolean;
  /** The learners' rating, once the course has enough reviews (null shows nothing). */
  rating: CourseRating | null;
  /** The course's learners, only once the computed count passes its threshold (ADR 034). */
  learners: string | null;
  children?: ReactNode;
}) {
  const t = useTranslate();
  const locale = useLocale();
  return (
    <section aria-labelledby="course-heading" className="border-b border-slate-200 bg-white">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
        <nav aria-label={t("course.page.breadcrumb")} className="text-sm text-slate-600">
          <ol className="flex flex-wrap items-center gap-2">
            <li>
              <Link to="/courses" className="hover:text-brand-800 hover:underline">
                {t("nav.courses")}
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            {preview ? (
              <>
                <li>
                  <Link to={`/courses/${course.slug}`} className="hover:text-brand-800 hover:underline">
                    {course.title}
                  </Link>
                </li>
                <li aria-hidden="true">/</li>
                <li aria-current="page" className="font-medium text-slate-800">
                  {t("course.page.freePreview")}
                </li>
              </>
            ) : (
              <li aria-current="page" className="font-medium text-slate-800">
                {course.title}
              </li>
            )}
          </ol>
        </nav>
        <div className="mt-6 flex flex-wrap items-center gap-3">
          <LevelBadge level={course.level} label={t(levelKey(course.level))} />
          <span className="text-sm font-medium text-slate-600">{course.duration}</span>
        </div>
        <h1 id="course-heading" className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
          {preview ? t("course.page.previewTitle", { title: course.title }) : course.title}
        </h1>
        <p className="mt-4 max-w-3xl text-lg leading-relaxed text-slate-700">{course.description}</p>
        <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-700">
          <li className="flex items-center gap-1.5">
            <BookIcon className="h-4 w-4 text-slate-500" />
            {t("course.page.lessonCount", { count: lessons.length })}
          </li>
          <li className="flex items-center gap-1.5" data-testid="course-time">
            <ClockIcon className="h-4 w-4 text-slate-500" />
            {/* The sum of the times the lesson list shows, so the two always agree. */}
            {t("course.page.inAll", { time: lessonTimeText(totalTime(lessons), t) })}
          </li>
          {learners ? (
            <li className="flex items-center gap-1.5">
              <UsersIcon className="h-4 w-4 text-slate-500" />
              {learners}
            </li>
          ) : null}
          {rating ? (
            <li>
              <RatingSummary rating={rating} text={ratingLine(rating, t, locale)} />
            </li>
          ) : null}
        </ul>
        {children}
      </div>
    </section>
  );
}

/** The signed-in learner's progress through the course, or an invitation to sign in and track it. */
export function CourseProgress({
  course,
  lessons,
  certificateId,
}: {
  course: Pick<Course, "slug">;
  lessons: readonly CourseLessonSummary[];
  certificateId: string | null;
}) {
  const t = useTranslate();
  const signedIn = Boolean(useRouteLoaderData<typeof rootLoader>("root")?.user);
  const { pathname } = useLocation();
  const completed = lessons.filter((lesson) => lesson.completed).length;
  const percent = progressPercent(completed, lessons.length);
  return (
    <section aria-labelledby="progress-heading" className="card">
      <div className="flex items-baseline justify-between gap-4">
        <h2 id="progress-heading" className="text-lg font-bold text-slate-900">
          {t("course.page.progressHeading")}
        </h2>
        <p className="text-sm font-semibold text-slate-700">{t("course.page.percent", { percent })}</p>
      </div>
      <div className="mt-3">
        <ProgressBar labelledBy="progress-heading" value={completed} max={lessons.length}>
          {t("course.page.lessonsComplete", { completed, total: lessons.length })}
          {signedIn ? null : (
            <>
              {" · "}
              <Link to={loginPath(pathname)} className="font-semibold text-brand-700 underline hover:text-brand-900">
                {t("course.page.logIn")}
              </Link>{" "}
              {t("course.page.toTrackProgress")}
            </>
          )}
        </ProgressBar>
      </div>
      {certificateId ? (
        <Link to={certificatePath(certificateId)} className="button-secondary mt-4 gap-2">
          <SparklesIcon className="h-4 w-4" />
          {t("course.page.viewCertificate")}
        </Link>
      ) : signedIn && lessons.length > 0 && completed === lessons.length ? (
        // Every lesson done, no certificate yet: it waits for the final assessment (ADR 051).
        <Link to={assessmentPath(course)} className="button-secondary mt-4 gap-2">
          <SparklesIcon className="h-4 w-4" />
          {t("course.page.takeAssessment")}
        </Link>
      ) : null}
    </section>
  );
}

/** The course's lessons from the database, each opening its lesson page; `notes` add a line per lesson. */
export function LessonList({
  course,
  lessons,
  notes = {},
}: {
  course: Course;
  lessons: readonly CourseLessonSummary[];
  notes?: Readonly<Record<number, ReactNode>>;
}) {
  const t = useTranslate();
  return (
    <ol className="space-y-3" aria-label={t("course.page.lessons")}>
      {lessons.map((lesson) => (
        <li key={lesson.id}>
          <Link
            to={lessonPath(course, lesson.lessonNumber)}
            className="group flex gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-600 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-700 sm:p-5"
          >
            <span
              className={`flex h-9 w-9 shrink-0 items-center justify-center rounded-full text-sm font-bold ${
                lesson.completed ? "bg-brand-700 text-white" : "bg-brand-50 text-brand-800"
              }`}
            >
              {lesson.completed ? <CheckIcon className="h-4 w-4" /> : lesson.lessonNumber}
            </span>
            <span className="min-w-0 flex-1">
              <span className="block font-semibold text-slate-900 group-hover:text-brand-800 group-hover:underline">{lesson.title}</span>
              {notes[lesson.lessonNumber] ? (
                <span className="mt-1 block text-sm leading-relaxed text-slate-700">{notes[lesson.lessonNumber]}</span>
              ) : null}
              <span className="mt-1 flex items-center gap-1.5 text-sm text-slate-600">
                <ClockIcon className="h-4 w-4" />
                {lessonTimeText(lesson, t)}
                {lesson.completed ? <span className="font-medium text-brand-800"> · {t("course.page.completed")}</span> : null}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ol>
  );
}

/** A results guarantee, set apart so it reads as a promise, with the terms the refund policy holds us to. */
export function Guarantee({ guarantee }: { guarantee: ResultsGuarantee }) {
  const t = useTranslate();
  return (
    <section aria-labelledby="guarantee-heading" className="flex gap-4 rounded-2xl border border-brand-600/30 bg-brand-50 p-6">
      <ShieldIcon className="h-8 w-8 shrink-0 text-brand-700" />
      {/* The support address may break anywhere: unbroken, it would be wider than a 320 px phone. */}
      <div className="min-w-0 text-sm leading-relaxed text-brand-900 [overflow-wrap:anywhere]">
        <h2 id="guarantee-heading" className="text-lg font-bold">
          {guarantee.title}
        </h2>
        <p className="mt-2">{guarantee.promise}</p>
        <h3 className="mt-4 font-semibold">{t("course.page.howItWorks")}</h3>
        <ul className="mt-2 list-disc space-y-2 pl-5">
          {guarantee.terms.map((term) => (
            <li key={term}>{term}</li>
          ))}
        </ul>
        <p className="mt-3">
          {t("course.page.sameTermsIn")}{" "}
          <Link to="/refund-policy" className="font-semibold underline hover:text-brand-700">
            {t("nav.refunds")}
          </Link>
          {t("course.page.sameTermsEnd")}
        </p>
      </div>
    </section>
  );
}

/**
 * The side card: price in the visitor's currency, the buy button, what is included, and the promises.
 * A learner who already holds the course (bought, or in their plan) is taken to their next lesson instead.
 */
export function CoursePriceCard({
  course,
  returnTo,
  access,
  offer,
  lessons,
}: {
  course: Course;
  returnTo: string;
  access: AccessType;
  /** Null for a visitor: the note then names the cheapest plan that opens the course. */
  offer: PlanOffer | null;
  lessons: readonly CourseLessonSummary[];
}) {
  const t = useTranslate();
  const locale = useLocale();
  const currency = useDisplayCurrency();
  const planTier = offer?.tier ?? cheapestTierFor(course);
  const plan = planTier ? findPlan(planTier) : undefined;
  if (access !== "none") {
    const nextLesson = continueLessonNumber(lessons);
    const started = lessons.some((lesson) => lesson.completed);
    const finished = lessons.length > 0 && lessons.every((lesson) => lesson.completed);
    return (
      <aside aria-labelledby="course-held" className="card self-start lg:sticky lg:top-24 lg:col-start-3 lg:row-start-1">
        <p id="course-held" className="text-lg font-bold text-slate-900">
          {access === "purchase" ? t("course.page.ownCourse") : t("course.page.inPlan")}
        </p>
        <Link to={`/courses/${course.slug}/lesson/${nextLesson}`} className="button-primary mt-6 w-full">
          {finished
            ? t("course.page.reviewFromStart")
            : started
              ? t("course.page.continueWith", { number: nextLesson })
              : t("course.page.startCourse")}
        </Link>
        <h2 className="mt-6 text-sm font-bold text-slate-900">{t("course.page.includes")}</h2>
        <CheckList items={course.features} className="mt-3 space-y-2 text-sm text-slate-700" />
      </aside>
    );
  }
  return (
    <aside aria-labelledby="course-price" className="card self-start lg:sticky lg:top-24 lg:col-start-3 lg:row-start-1">
      <p className="text-sm font-medium text-slate-600">{t("course.page.oneTimePayment")}</p>
      <p id="course-price" className="mt-1 text-4xl font-bold tracking-tight text-slate-900">
        {formatPrice(course.price[currency], currency, { locale })}
      </p>
      <CheckoutButton
        name="product"
        value={course.paymentKey}
        label={t("course.page.buyCourse")}
        busyLabel={t("course.page.processing")}
        returnTo={returnTo}
      />
      <p className="mt-3 flex items-center justify-center gap-1.5 text-xs text-slate-600">
        <ShieldIcon className="h-4 w-4 text-brand-700" />
        {t("course.page.moneyBack")}
      </p>
      <h2 className="mt-6 text-sm font-bold text-slate-900">{t("course.page.includes")}</h2>
      <CheckList items={course.features} className="mt-3 space-y-2 text-sm text-slate-700" />
      {plan ? (
        <p className="mt-6 border-t border-slate-200 pt-4 text-sm text-slate-700">
          {offer?.kind === "upgrade" ? t("course.page.upgradeTo") : t("course.page.getWith")}{" "}
          <Link
            to={offer?.kind === "upgrade" ? planChangePath(plan.tier) : "/#pricing"}
            className="font-semibold text-brand-700 underline hover:text-brand-900"
          >
            {plan.name}
          </Link>{" "}
          {t("course.page.planPrice", { price: formatPrice(plan.price[currency], currency, { locale }) })}
        </p>
      ) : null}
    </aside>
  );
}

/** Link between a course page and its free preview. */
export function PreviewLink({ course, preview }: { course: Course; preview: boolean }) {
  const t = useTranslate();
  return preview ? (
    <Link to={`/courses/${course.slug}`} className="button-secondary mt-8 gap-2">
      {t("course.page.backToOverview")}
    </Link>
  ) : (
    <Link to={previewPath(course)} className="button-secondary mt-8 gap-2">
      <EyeIcon className="h-4 w-4" />
      {t("course.page.previewLink")}
    </Link>
  );
}

/**
 * `?preview=true`: the outline and the opening of the first lesson, then a clear end where the paid
 * content begins. The loader sends nothing past the opening.
 */
export function CoursePreview({
  course,
  lessons,
  opening,
}: {
  course: Course;
  lessons: readonly CourseLessonSummary[];
  opening: string | null;
}) {
  const t = useTranslate();
  const [first] = lessons;
  return (
    <div className="space-y-12">
      {first ? (
        <section aria-labelledby="first-lesson-heading">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{t("course.page.readOpening")}</p>
          <h2 id="first-lesson-heading" className="mt-2 text-2xl font-bold tracking-tight text-slate-900">
            {first.title}
          </h2>
          <article className="card mt-6">
            <div
              className="prose-lesson leading-relaxed text-slate-800 [&>p:first-child]:mt-0"
              data-testid="lesson-opening"
              // Sanitized when the lesson was written (content/compile.ts); only its opening paragraphs are sent.
              dangerouslySetInnerHTML={{ __html: opening ?? "" }}
            />
            <div className="mt-6 flex flex-col items-start gap-3 rounded-xl bg-slate-100 p-5 sm:flex-row sm:items-center">
              <LockIcon className="h-6 w-6 text-slate-700" />
              <p className="flex-1 text-sm text-slate-800">{t("course.page.restLocked", { count: lessons.length - 1 })}</p>
            </div>
          </article>
        </section>
      ) : null}
      <section aria-labelledby="outline-heading">
        <h2 id="outline-heading" className="text-2xl font-bold tracking-tight text-slate-900">
          {t("course.page.outline")}
        </h2>
        <div className="mt-6">
          <LessonList course={course} lessons={lessons} />
        </div>
      </section>
    </div>
  );
}
