import { Link } from "@remix-run/react";
import { useTranslate, type Translate } from "~/hooks/use-translate";
import type { KnowledgeCheckView } from "./knowledge-check.server";
import { KNOWLEDGE_CHECK_ID } from "./paths";
import { QUIZ_INTENTS } from "./quiz-fields";
import { QuizForm, QuizResult, type QuizFormReply } from "./quiz-parts";

export const KNOWLEDGE_CHECK_INTENT = QUIZ_INTENTS.knowledgeCheck;

/** "Checked: 5/5", beside Mark Complete once a lesson's check is passed. */
export function checkedLabel(best: KnowledgeCheckView["best"], t: Translate): string | null {
  return best?.passed ? t("learning.check.checked", { score: best.score, total: best.total }) : null;
}

/**
 * The end of a lesson: its questions as a form, or the result of the attempt the address names, with
 * the way to try again (new order, new option order).
 */
export function KnowledgeCheckSection({
  check,
  lessonPath,
  reply,
}: {
  check: KnowledgeCheckView;
  lessonPath: string;
  reply?: QuizFormReply | null;
}) {
  const t = useTranslate();
  return (
    <section id={KNOWLEDGE_CHECK_ID} aria-labelledby="knowledge-check-heading" className="mt-10 scroll-mt-20">
      <h2 id="knowledge-check-heading" className="text-xl font-bold text-slate-900 sm:text-2xl">
        {t("learning.check.heading")}
      </h2>
      {check.result ? (
        <div className="mt-4">
          <QuizResult result={check.result} heading={t(check.result.passed ? "learning.check.passed" : "learning.check.notYet")}>
            <Link to={`${lessonPath}#${KNOWLEDGE_CHECK_ID}`} className="button-secondary mt-3">
              {t("learning.check.tryAgain")}
            </Link>
          </QuizResult>
        </div>
      ) : (
        <>
          <p className="mt-2 text-slate-700">
            {t("learning.check.intro", { count: check.questions.length })}
            {check.best ? ` ${t("learning.check.best", { score: check.best.score, total: check.best.total })}` : ""}
          </p>
          <div className="mt-4">
            <QuizForm
              action={`${lessonPath}#${KNOWLEDGE_CHECK_ID}`}
              intent={KNOWLEDGE_CHECK_INTENT}
              attemptNumber={check.attemptNumber}
              questions={check.questions}
              submitLabel={t("learning.quiz.checkAnswers")}
              reply={reply}
            />
          </div>
        </>
      )}
    </section>
  );
}
