import type { MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import {
  CoursePreview,
  CoursePriceCard,
  CourseProgress,
  CourseHero,
  Guarantee,
  LessonList,
  PreviewLink,
} from "~/features/course-page/course-page";
import { CheckList, SparklesIcon } from "~/components/icons";
import type { Course, CourseSlug } from "~/lib/domain/catalog";
import type { CourseDetails } from "~/features/course-page/course-details";
import { levelKey } from "~/features/course-page/course-words";
import type { CourseLessonSummary } from "~/features/course-page/course-page.server";
import type { action, loader } from "~/features/course-page/course-page-route.server";
import type { coursePageProof } from "~/features/proof/domain/claims";
import { MethodFootnote, ResultsCard } from "~/features/proof/proof-parts";
import { pageLocale, pageMeta, pageText, siteOrigin } from "~/lib/http/meta";
import { courseStructuredData } from "~/lib/http/seo";
import { totalTime } from "~/lib/domain/lesson-time";
import { CourseReviewsSection } from "~/features/reviews/course-reviews";
import { useTranslate } from "~/hooks/use-translate";

export { action, headers, loader } from "~/features/course-page/course-page-route.server";

export const meta: MetaFunction<typeof loader> = (args) => {
  if (!args.data) return [];
  const { course, lessons, preview, reviews } = args.data;
  const tags = pageMeta(
    preview ? pageText(args, "course.page.previewTitle", { title: course.title }) : course.title,
    preview
      ? pageText(args, "course.page.previewDescription", { title: course.title })
      : pageText(args, "course.page.description", {
          description: course.description,
          level: pageText(args, levelKey(course.level)),
          duration: course.duration,
          count: lessons.length,
        }),
    // The canonical URL drops ?preview=true: the preview repeats the course page.
    args,
  );
  const origin = siteOrigin(args.matches);
  if (!origin || preview) return tags;
  // The course's workload is everything it asks of a learner: reading and worksheet work.
  const { readingMinutes, workMinutes } = totalTime(lessons);
  return [
    ...tags,
    { "script:ld+json": courseStructuredData(course, origin, readingMinutes + workMinutes, reviews.rating, pageLocale(args.matches)) },
  ];
};

type Lessons = readonly CourseLessonSummary[];
type DetailsOf<S extends CourseSlug> = Extract<CourseDetails, { slug: S }>;
interface BodyProps<S extends CourseSlug = CourseSlug> {
  course: Course;
  /** The course's own lists and guarantee, in the page's language. */
  details: DetailsOf<S>;
  lessons: Lessons;
  /** The signed-in learner's certificate for this course, once they finished it. */
  certificateId: string | null;
  /** Whether the signed-in learner holds the course. */
  holds: boolean;
  proof: ReturnType<typeof coursePageProof>;
}

function SectionTitle({ id, children }: { id: string; children: string }) {
  return (
    <h2 id={id} className="text-2xl font-bold tracking-tight text-slate-900">
      {children}
    </h2>
  );
}

function BudgetBootcamp({ course, details, lessons, certificateId }: BodyProps<"budget-bootcamp">) {
  const t = useTranslate();
  return (
    <>
      <CourseProgress course={course} lessons={lessons} certificateId={certificateId} />
      <section aria-labelledby="lessons-heading">
        <SectionTitle id="lessons-heading">{t("course.page.bootcamp.lessonsHeading")}</SectionTitle>
        <p className="mt-2 text-slate-700">{t("course.page.bootcamp.lessonsText")}</p>
        <div className="mt-6">
          <LessonList course={course} lessons={lessons} />
        </div>
      </section>
      <section aria-labelledby="outcomes-heading">
        <SectionTitle id="outcomes-heading">{t("course.page.bootcamp.outcomesHeading")}</SectionTitle>
        <CheckList items={details.outcomes} className="mt-4 space-y-3 text-slate-800" />
      </section>
    </>
  );
}

function DebtChallenge({ course, details, lessons, certificateId, holds, proof }: BodyProps<"debt-challenge">) {
  const t = useTranslate();
  return (
    <>
      {holds ? <ResultsCard /> : null}
      <section aria-labelledby="results-heading">
        <SectionTitle id="results-heading">{t("course.page.debt.resultsHeading")}</SectionTitle>
        <p className="mt-2 text-slate-700">{t("course.page.debt.finishWith")}</p>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {details.results.map((result) => (
            <li key={result.title} className="card p-5">
              <p className="font-bold text-slate-900">{result.title}</p>
              <p className="mt-1 text-sm leading-relaxed text-slate-700">{result.text}</p>
            </li>
          ))}
        </ul>
        {/* Only the total our learners reported, past its threshold (ADR 034), apart from what one learner finishes with. */}
        {proof.debtPaidOff ? (
          <p className="mt-6 text-slate-700" data-testid="debt-reported">
            <strong className="text-brand-800">{t("course.page.debt.paidOff", { amount: proof.debtPaidOff })}</strong>
            {t("course.page.debt.paidOffSource")}
          </p>
        ) : null}
        <div className="mt-4">
          <MethodFootnote lines={proof.debtFootnote} label={t("course.page.figuresLabel")} />
        </div>
      </section>
      <CourseProgress course={course} lessons={lessons} certificateId={certificateId} />
      <section aria-labelledby="phases-heading">
        <SectionTitle id="phases-heading">{t("course.page.debt.phasesHeading")}</SectionTitle>
        <p className="mt-2 text-slate-700">{t("course.page.debt.phasesText")}</p>
        <div className="mt-6">
          <LessonList course={course} lessons={lessons} notes={details.phaseNotes} />
        </div>
      </section>
      <section aria-labelledby="included-heading">
        <SectionTitle id="included-heading">{t("course.page.debt.includedHeading")}</SectionTitle>
        <CheckList items={details.inclusions} className="mt-4 space-y-3 text-slate-800" />
        <p className="mt-4 text-sm text-slate-700">
          {t("course.page.debt.plannerBefore")}{" "}
          <Link to="/tools/debt-payoff-planner" className="font-semibold text-brand-700 underline hover:text-brand-900">
            {t("nav.debtPayoffPlanner")}
          </Link>
          {t("course.page.debt.plannerAfter")}
        </p>
      </section>
      <Guarantee guarantee={details.guarantee} />
    </>
  );
}

function Masterclass({ course, details, lessons, certificateId }: BodyProps<"financial-masterclass">) {
  const t = useTranslate();
  const notes = Object.fromEntries(
    lessons.map((lesson) => [
      lesson.lessonNumber,
      <>
        <span className="font-medium text-slate-800">{t("course.page.masterclass.parts", { count: details.partsPerMonth })}</span>
        {(details.monthTopics[lesson.lessonNumber] ?? []).map((topic) => ` · ${topic}`).join("")}
      </>,
    ]),
  );
  return (
    <>
      <CourseProgress course={course} lessons={lessons} certificateId={certificateId} />
      <section aria-labelledby="months-heading">
        <SectionTitle id="months-heading">{t("course.page.masterclass.monthsHeading", { total: details.totalParts })}</SectionTitle>
        <p className="mt-2 text-slate-700">
          {t("course.page.masterclass.monthsText", { months: details.months, parts: details.partsPerMonth, total: details.totalParts })}
        </p>
        <div className="mt-6">
          <LessonList course={course} lessons={lessons} notes={notes} />
        </div>
      </section>
      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="features-heading" className="card">
          <h2 id="features-heading" className="text-lg font-bold text-slate-900">
            {t("course.page.masterclass.premiumFeatures")}
          </h2>
          <CheckList items={details.premiumFeatures} className="mt-4 space-y-2.5 text-sm text-slate-700" />
        </section>
        <section aria-labelledby="vip-heading" className="card bg-amber-50">
          <h2 id="vip-heading" className="flex items-center gap-2 text-lg font-bold text-slate-900">
            <SparklesIcon className="h-5 w-5 text-amber-700" />
            {t("course.page.masterclass.vipBenefits")}
          </h2>
          <CheckList items={details.vipBenefits} className="mt-4 space-y-2.5 text-sm text-slate-700" />
        </section>
      </div>
      <Guarantee guarantee={details.guarantee} />
    </>
  );
}

/** One body per course in the registry: adding a course without a landing page fails to compile. */
const COURSE_BODIES: { [S in CourseSlug]: (props: BodyProps<S>) => JSX.Element } = {
  "budget-bootcamp": BudgetBootcamp,
  "debt-challenge": DebtChallenge,
  "financial-masterclass": Masterclass,
};

export default function CoursePage() {
  const { course, details, lessons, preview, opening, certificateId, access, offer, reviews, proof } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const t = useTranslate();
  // The loader sends the details of the course it shows: its slug picks the body.
  const Body = COURSE_BODIES[details.slug] as (props: BodyProps) => JSX.Element;
  return (
    <>
      <CourseHero course={course} lessons={lessons} preview={preview} rating={reviews.rating} learners={proof.learners}>
        <PreviewLink course={course} preview={preview} />
        <div className="mt-4 max-w-3xl">
          <MethodFootnote lines={proof.learnersFootnote} label={t("course.page.figuresLabel")} />
        </div>
      </CourseHero>
      {/* The price card comes first, so on a phone it sits right under the course's facts; beside them on desktop. */}
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 lg:grid-cols-3">
        <CoursePriceCard
          course={course}
          access={access}
          offer={offer}
          lessons={lessons}
          returnTo={`/courses/${course.slug}${preview ? "?preview=true" : ""}`}
        />
        <div className="space-y-12 lg:col-span-2 lg:col-start-1 lg:row-start-1">
          {preview ? (
            <CoursePreview course={course} lessons={lessons} opening={opening} />
          ) : (
            <>
              <Body course={course} details={details} lessons={lessons} certificateId={certificateId} holds={access !== "none"} proof={proof} />
              <CourseReviewsSection course={course} data={reviews} access={access} reply={reply} />
            </>
          )}
        </div>
      </div>
    </>
  );
}
