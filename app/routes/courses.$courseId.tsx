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
  previewTitle,
} from "~/features/course-page/course-page";
import { CheckList, SparklesIcon } from "~/components/icons";
import type { Course, CourseSlug } from "~/lib/domain/catalog";
import { BOOTCAMP, DEBT_CHALLENGE, MASTERCLASS } from "~/features/course-page/course-details";
import type { CourseLessonSummary } from "~/features/course-page/course-page.server";
import type { action, loader } from "~/features/course-page/course-page-route.server";
import { publicPageHeaders } from "~/lib/http/http-cache";
import type { coursePageProof } from "~/features/proof/domain/claims";
import { MethodFootnote, ResultsCard } from "~/features/proof/proof-parts";
import { pageMeta, siteOrigin } from "~/lib/http/meta";
import { courseStructuredData } from "~/lib/http/seo";
import { totalTime } from "~/lib/domain/lesson-time";
import { GUARANTEES } from "~/lib/copy/guarantees";
import { CourseReviewsSection } from "~/features/reviews/course-reviews";

export { action, loader } from "~/features/course-page/course-page-route.server";

export const meta: MetaFunction<typeof loader> = (args) => {
  if (!args.data) return [];
  const { course, lessons, preview, reviews } = args.data;
  const tags = pageMeta(
    preview ? previewTitle(course) : course.title,
    preview
      ? `See the outline of the ${course.title} and read the opening of its first lesson, free.`
      : `${course.description} ${course.level}, ${course.duration}, ${lessons.length} lessons.`,
    // The canonical URL drops ?preview=true: the preview repeats the course page.
    args,
  );
  const origin = siteOrigin(args.matches);
  if (!origin || preview) return tags;
  // The course's workload is everything it asks of a learner: reading and worksheet work.
  const { readingMinutes, workMinutes } = totalTime(lessons);
  return [...tags, { "script:ld+json": courseStructuredData(course, origin, readingMinutes + workMinutes, reviews.rating) }];
};

export const headers = publicPageHeaders;

type Lessons = readonly CourseLessonSummary[];
interface BodyProps {
  course: Course;
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

function BudgetBootcamp({ course, lessons, certificateId }: BodyProps) {
  return (
    <>
      <CourseProgress course={course} lessons={lessons} certificateId={certificateId} />
      <section aria-labelledby="lessons-heading">
        <SectionTitle id="lessons-heading">Seven days, seven lessons</SectionTitle>
        <p className="mt-2 text-slate-700">One lesson a day, each ending with action steps and a worksheet.</p>
        <div className="mt-6">
          <LessonList course={course} lessons={lessons} />
        </div>
      </section>
      <section aria-labelledby="outcomes-heading">
        <SectionTitle id="outcomes-heading">By day 7 you will have</SectionTitle>
        <CheckList items={BOOTCAMP.outcomes} className="mt-4 space-y-3 text-slate-800" />
      </section>
    </>
  );
}

function DebtChallenge({ course, lessons, certificateId, holds, proof }: BodyProps) {
  return (
    <>
      {holds ? <ResultsCard /> : null}
      <section aria-labelledby="results-heading">
        <SectionTitle id="results-heading">What you will have by day 90</SectionTitle>
        <p className="mt-2 text-slate-700">
          {/* Only the total our learners reported, past its threshold (ADR 034); otherwise no total at all. */}
          {proof.debtPaidOff ? (
            <>
              <strong className="text-brand-800">{proof.debtPaidOff} of debt paid off</strong>, as reported by our learners on the
              challenge&apos;s results form.{" "}
            </>
          ) : null}
          Do the work of each phase and you will finish with:
        </p>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {DEBT_CHALLENGE.results.map((result) => (
            <li key={result.title} className="card p-5">
              <p className="font-bold text-slate-900">{result.title}</p>
              <p className="mt-1 text-sm leading-relaxed text-slate-700">{result.text}</p>
            </li>
          ))}
        </ul>
        <div className="mt-4">
          <MethodFootnote lines={proof.debtFootnote} />
        </div>
      </section>
      <CourseProgress course={course} lessons={lessons} certificateId={certificateId} />
      <section aria-labelledby="phases-heading">
        <SectionTitle id="phases-heading">The four phases</SectionTitle>
        <p className="mt-2 text-slate-700">Days 1-14, 15-45, 46-75 and 76-90: one lesson and one clear job per phase.</p>
        <div className="mt-6">
          <LessonList course={course} lessons={lessons} notes={DEBT_CHALLENGE.phaseNotes} />
        </div>
      </section>
      <section aria-labelledby="included-heading">
        <SectionTitle id="included-heading">What is included</SectionTitle>
        <CheckList items={DEBT_CHALLENGE.inclusions} className="mt-4 space-y-3 text-slate-800" />
        <p className="mt-4 text-sm text-slate-700">
          Run your own numbers any time with the free{" "}
          <Link to="/tools/debt-payoff-planner" className="font-semibold text-brand-700 underline hover:text-brand-900">
            Debt Payoff Planner
          </Link>
          .
        </p>
      </section>
      <Guarantee guarantee={GUARANTEES["debt-challenge"]} />
    </>
  );
}

function Masterclass({ course, lessons, certificateId }: BodyProps) {
  const notes = Object.fromEntries(
    lessons.map((lesson) => [
      lesson.lessonNumber,
      <>
        <span className="font-medium text-slate-800">{MASTERCLASS.partsPerMonth} parts</span>
        {(MASTERCLASS.monthTopics[lesson.lessonNumber] ?? []).map((topic) => ` · ${topic}`).join("")}
      </>,
    ]),
  );
  return (
    <>
      <CourseProgress course={course} lessons={lessons} certificateId={certificateId} />
      <section aria-labelledby="months-heading">
        <SectionTitle id="months-heading">{`Six monthly lessons, ${MASTERCLASS.totalParts} parts`}</SectionTitle>
        <p className="mt-2 text-slate-700">
          {MASTERCLASS.months} lessons, one a month, each in {MASTERCLASS.partsPerMonth} parts ({MASTERCLASS.totalParts} in all) to read and work
          through at your own pace, from your net worth to your retirement plan, with a worksheet each month.
        </p>
        <div className="mt-6">
          <LessonList course={course} lessons={lessons} notes={notes} />
        </div>
      </section>
      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="features-heading" className="card">
          <h2 id="features-heading" className="text-lg font-bold text-slate-900">
            Premium features
          </h2>
          <CheckList items={MASTERCLASS.premiumFeatures} className="mt-4 space-y-2.5 text-sm text-slate-700" />
        </section>
        <section aria-labelledby="vip-heading" className="card bg-amber-50">
          <h2 id="vip-heading" className="flex items-center gap-2 text-lg font-bold text-slate-900">
            <SparklesIcon className="h-5 w-5 text-amber-700" />
            VIP benefits
          </h2>
          <CheckList items={MASTERCLASS.vipBenefits} className="mt-4 space-y-2.5 text-sm text-slate-700" />
        </section>
      </div>
      <Guarantee guarantee={GUARANTEES["financial-masterclass"]} />
    </>
  );
}

/** One body per course in the registry: adding a course without a landing page fails to compile. */
const COURSE_BODIES: Record<CourseSlug, (props: BodyProps) => JSX.Element> = {
  "budget-bootcamp": BudgetBootcamp,
  "debt-challenge": DebtChallenge,
  "financial-masterclass": Masterclass,
};

export default function CoursePage() {
  const { course, lessons, preview, opening, certificateId, access, offer, reviews, proof } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const Body = COURSE_BODIES[course.slug as CourseSlug];
  return (
    <>
      <CourseHero course={course} lessons={lessons} preview={preview} rating={reviews.rating} learners={proof.learners}>
        <PreviewLink course={course} preview={preview} />
        <div className="mt-4 max-w-3xl">
          <MethodFootnote lines={proof.learnersFootnote} />
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
              <Body course={course} lessons={lessons} certificateId={certificateId} holds={access !== "none"} proof={proof} />
              <CourseReviewsSection course={course} data={reviews} access={access} reply={reply} />
            </>
          )}
        </div>
      </div>
    </>
  );
}
