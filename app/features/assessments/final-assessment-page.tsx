import { Link } from "@remix-run/react";
import { assessmentPath, certificatePath } from "~/features/course-page/course-page";
import { FINAL_ASSESSMENT, PASS_MARK } from "./domain/grading";
import type { FinalAssessmentView } from "./final-assessment.server";
import { QUIZ_INTENTS } from "./quiz-fields";
import { QuizForm, QuizResult, scoreText, type QuizFormReply } from "./quiz-parts";

export const FINAL_ASSESSMENT_INTENT = QUIZ_INTENTS.finalAssessment;

const PASS_PERCENT = Math.round(PASS_MARK * 100);

/** What the learner still needs for the certificate, and the way to it. */
function CertificateStep({ page }: { page: FinalAssessmentView }) {
  const { course, certificateId, lessonsComplete, lessonCount } = page;
  if (certificateId) {
    return (
      <Link to={certificatePath(certificateId)} className="button-primary mt-3">
        View your certificate
      </Link>
    );
  }
  const left = lessonCount - lessonsComplete;
  return (
    <p className="mt-3 text-slate-800">
      Complete the {left === 1 ? "last lesson" : `remaining ${left} lessons`} to receive your certificate.{" "}
      <Link to={`/courses/${course.slug}`} className="font-semibold text-brand-700 underline hover:text-brand-900">
        Go to the course
      </Link>
    </p>
  );
}

function AttemptsLine({ page }: { page: FinalAssessmentView }) {
  if (page.attemptsLeft > 0) {
    return (
      <p className="mt-3 text-slate-800">
        {page.attemptsLeft === 1 ? "1 attempt left" : `${page.attemptsLeft} attempts left`} in the next 24 hours.{" "}
        <Link to={assessmentPath(page.course)} className="font-semibold text-brand-700 underline hover:text-brand-900">
          Try again
        </Link>
      </p>
    );
  }
  return (
    <p className="mt-3 text-slate-800">
      You have used today&apos;s {FINAL_ASSESSMENT.attemptsPerDay} attempts. Your next attempt opens {page.nextAttemptAt}.
    </p>
  );
}

/** The course's final assessment: the rules, the questions in one form, or an attempt's result. */
export function FinalAssessmentPage({ page, reply }: { page: FinalAssessmentView; reply: QuizFormReply | null }) {
  const { course, result } = page;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link to={`/courses/${course.slug}`} className="font-medium text-brand-700 underline hover:text-brand-800">
          {course.title}
        </Link>
      </nav>
      <h1 className="mt-3 text-2xl font-bold tracking-tight text-slate-900 sm:text-4xl">Final assessment</h1>
      {result ? (
        <div className="mt-6">
          <QuizResult result={result} heading={result.passed ? "You passed the final assessment" : `Not passed yet: ${PASS_PERCENT}% is needed`}>
            {result.passed ? <CertificateStep page={page} /> : <AttemptsLine page={page} />}
          </QuizResult>
        </div>
      ) : page.passed ? (
        <section className="card mt-6" aria-labelledby="passed-heading">
          <h2 id="passed-heading" className="text-lg font-bold text-slate-900">
            You passed: {scoreText(page.passed.score, page.passed.total)}
          </h2>
          <CertificateStep page={page} />
        </section>
      ) : (
        <>
          <div className="mt-4 space-y-2 text-slate-700">
            <p>
              {page.questions.length} questions drawn from every lesson of {course.title}, answered in one sitting. {PASS_PERCENT}% passes. You
              may make {FINAL_ASSESSMENT.attemptsPerDay} attempts in any 24 hours; each draws its own questions.
            </p>
            <p>
              Lessons complete: {page.lessonsComplete} of {page.lessonCount}. Your certificate is issued once every lesson is complete and this
              assessment is passed.
            </p>
          </div>
          {page.attemptsLeft > 0 ? (
            <div className="mt-6">
              <QuizForm
                action={assessmentPath(course)}
                intent={FINAL_ASSESSMENT_INTENT}
                attemptNumber={page.attemptNumber}
                questions={page.questions}
                submitLabel="Submit my answers"
                reply={reply}
              />
            </div>
          ) : (
            <div className="card mt-6" role="status">
              <AttemptsLine page={page} />
            </div>
          )}
        </>
      )}
    </div>
  );
}
