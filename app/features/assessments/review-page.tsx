import { Link } from "@remix-run/react";
import { UtcDay } from "~/components/utc-day";
import { WithMessages } from "~/components/with-messages";
import { withParts } from "~/features/lesson/lesson-words";
import { useTranslate } from "~/hooks/use-translate";
import type { Message } from "~/lib/i18n/messages";
import { DashboardHeading } from "~/features/dashboard/learner-dashboard";
import { REVIEW_INTERVAL_DAYS } from "./domain/review";
import { REVIEW_PATH } from "./paths";
import { QUIZ_INTENTS, REVIEW_QUESTION_FIELD } from "./quiz-fields";
import { QuizForm, QuizResult, type QuizFormReply } from "./quiz-parts";
import type { loadReview } from "./review.server";

export const REVIEW_INTENT = QUIZ_INTENTS.review;

type ReviewView = Awaited<ReturnType<typeof loadReview>>;

/** The dashboard's Review: the questions due, a result, or when the next ones will be. */
export function ReviewPage({ page, reply }: { page: ReviewView; reply: QuizFormReply | null }) {
  const [first, second, third] = REVIEW_INTERVAL_DAYS;
  const t = useTranslate();
  return (
    <div>
      <DashboardHeading title={t("learning.review.title")}>{t("learning.review.intro", { first, second, third })}</DashboardHeading>
      <div className="mt-8">
        {page.result ? (
          <QuizResult result={page.result} heading={t("learning.review.done")}>
            <Link to={REVIEW_PATH} className="button-secondary mt-3">
              {t(page.questions.length > 0 ? "learning.review.next" : "learning.review.back")}
            </Link>
          </QuizResult>
        ) : page.questions.length > 0 ? (
          <QuizForm
            action={REVIEW_PATH}
            intent={REVIEW_INTENT}
            attemptNumber={page.attemptNumber}
            questions={page.questions}
            submitLabel={t("learning.quiz.checkAnswers")}
            reply={reply}
            hidden={page.questionRefs.map((ref) => (
              <input key={ref} type="hidden" name={REVIEW_QUESTION_FIELD} value={ref} />
            ))}
          />
        ) : (
          <section className="card" aria-labelledby="nothing-due-heading">
            <h2 id="nothing-due-heading" className="text-lg font-semibold text-slate-900">
              {t("learning.review.nothingDue")}
            </h2>
            <p className="mt-2 text-slate-700">
              {page.nextDueOn
                ? withParts(t("learning.review.nextDue"), { date: <UtcDay value={page.nextDueOn} /> })
                : t("learning.review.takeACheck")}
            </p>
            <Link to="/dashboard/courses" className="button-secondary mt-4">
              {t("learning.review.myCourses")}
            </Link>
          </section>
        )}
      </div>
    </div>
  );
}

interface ReviewStanding {
  due: number;
  /** The learner's date (`YYYY-MM-DD`, in their zone) when a card is next due. */
  nextDueOn: string | null;
  /** The card's words (`learning.reviewCard`), sent with its data by `loadDashboardReview`. */
  messages: Readonly<Record<string, Message>>;
}

/** The dashboard's Review card: how many questions are due, and the way to them. */
export function DashboardReviewCard({ review }: { review: ReviewStanding }) {
  return (
    <WithMessages messages={review.messages}>
      <ReviewCard review={review} />
    </WithMessages>
  );
}

function ReviewCard({ review }: { review: ReviewStanding }) {
  const t = useTranslate();
  return (
    <section className="card" aria-labelledby="review-card-heading">
      <h2 id="review-card-heading" className="text-xl font-semibold">
        {t("learning.reviewCard.title")}
      </h2>
      {review.due > 0 ? (
        <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-slate-700">{t("learning.reviewCard.due", { count: review.due })}</p>
          <Link to={REVIEW_PATH} className="button-primary">
            {t("learning.reviewCard.start")}
          </Link>
        </div>
      ) : (
        <p className="mt-3 text-slate-700">
          {t("learning.reviewCard.nothingDue")}{" "}
          {review.nextDueOn ? withParts(t("learning.reviewCard.nextDue"), { date: <UtcDay value={review.nextDueOn} /> }) : null}
        </p>
      )}
    </section>
  );
}
