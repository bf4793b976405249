import { Link } from "@remix-run/react";
import { assessmentPath, certificatePath } from "~/features/course-page/course-page";
import { courseNameKey } from "~/features/lesson/lesson-words";
import { useTranslate } from "~/hooks/use-translate";
import { FINAL_ASSESSMENT, PASS_MARK } from "./domain/grading";
import type { FinalAssessmentView } from "./final-assessment.server";
import { QUIZ_INTENTS } from "./quiz-fields";
import { QuizForm, QuizResult, scoreText, type QuizFormReply } from "./quiz-parts";
import { ACHIEVEMENTS_PATH } from "~/features/dashboard/paths";

export const FINAL_ASSESSMENT_INTENT = QUIZ_INTENTS.finalAssessment;

const PASS_PERCENT = Math.round(PASS_MARK * 100);

/** What the learner still needs for the certificate, and the way to it. */
function CertificateStep({ page }: { page: FinalAssessmentView }) {
  const { course, certificateId, lessonsComplete, lessonCount } = page;
  const t = useTranslate();
  if (certificateId) {
    return (
      <Link to={certificatePath(certificateId)} className="button-primary mt-3">
        {t("learning.final.viewCertificate")}
      </Link>
    );
  }
  // Passed with every lesson complete, and no certificate: the learner revoked it, and may issue it again.
  if (lessonsComplete === lessonCount) {
    return (
      <p className="mt-3 text-slate-800">
        {t("learning.final.certificateRevoked")}{" "}
        <Link to={ACHIEVEMENTS_PATH} className="font-semibold text-brand-700 underline hover:text-brand-900">
          {t("learning.final.issueAgain")}
        </Link>
      </p>
    );
  }
  return (
    <p className="mt-3 text-slate-800">
      {t("learning.final.lessonsLeft", { count: lessonCount - lessonsComplete })}{" "}
      <Link to={`/courses/${course.slug}`} className="font-semibold text-brand-700 underline hover:text-brand-900">
        {t("learning.final.goToCourse")}
      </Link>
    </p>
  );
}

function AttemptsLine({ page }: { page: FinalAssessmentView }) {
  const t = useTranslate();
  if (page.attemptsLeft > 0) {
    return (
      <p className="mt-3 text-slate-800">
        {t("learning.final.attemptsLeft", { count: page.attemptsLeft })}{" "}
        <Link to={assessmentPath(page.course)} className="font-semibold text-brand-700 underline hover:text-brand-900">
          {t("learning.final.tryAgain")}
        </Link>
      </p>
    );
  }
  return (
    <p className="mt-3 text-slate-800">
      {t("learning.final.usedToday", { count: FINAL_ASSESSMENT.attemptsPerDay, when: page.nextAttemptAt ?? "" })}
    </p>
  );
}

/** The course's final assessment: the rules, the questions in one form, or an attempt's result. */
export function FinalAssessmentPage({ page, reply }: { page: FinalAssessmentView; reply: QuizFormReply | null }) {
  const { course, result } = page;
  const t = useTranslate();
  const courseName = t(courseNameKey(course));
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <nav aria-label={t("learning.final.breadcrumb")} className="text-sm">
        <Link to={`/courses/${course.slug}`} className="font-medium text-brand-700 underline hover:text-brand-800">
          {courseName}
        </Link>
      </nav>
      <h1 className="mt-3 text-2xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t("learning.final.heading")}</h1>
      {result ? (
        <div className="mt-6">
          <QuizResult
            result={result}
            heading={result.passed ? t("learning.final.passed") : t("learning.final.notPassed", { percent: PASS_PERCENT })}
          >
            {result.passed ? <CertificateStep page={page} /> : <AttemptsLine page={page} />}
          </QuizResult>
        </div>
      ) : page.passed ? (
        <section className="card mt-6" aria-labelledby="passed-heading">
          <h2 id="passed-heading" className="text-lg font-bold text-slate-900">
            {t("learning.final.passedWith", { score: scoreText(page.passed.score, page.passed.total, t) })}
          </h2>
          <CertificateStep page={page} />
        </section>
      ) : (
        <>
          <div className="mt-4 space-y-2 text-slate-700">
            <p>
              {t("learning.final.intro", {
                count: page.questions.length,
                course: courseName,
                percent: PASS_PERCENT,
                attempts: FINAL_ASSESSMENT.attemptsPerDay,
              })}
            </p>
            <p>{t("learning.final.lessonsComplete", { done: page.lessonsComplete, total: page.lessonCount })}</p>
          </div>
          {page.attemptsLeft > 0 ? (
            <div className="mt-6">
              <QuizForm
                action={assessmentPath(course)}
                intent={FINAL_ASSESSMENT_INTENT}
                attemptNumber={page.attemptNumber}
                questions={page.questions}
                submitLabel={t("learning.final.submit")}
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
